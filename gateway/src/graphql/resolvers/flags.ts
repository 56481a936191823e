import type { Resolvers } from '../generated/resolvers';
import { requireCaller } from '../context';

/** Feature flags (spec §7 Feature flags): each resolver is one call to the flags service. */
export const flagResolvers: Resolvers = {
  Query: {
    featureFlags: async (_p, { projectId, search }, ctx) => ctx.services.flags.list(await requireCaller(ctx), projectId, search ?? undefined),
    featureFlag: async (_p, { id }, ctx) => ctx.services.flags.get(await requireCaller(ctx), id),
    featureFlagByKey: async (_p, { projectId, key }, ctx) => ctx.services.flags.getByKey(await requireCaller(ctx), projectId, key),
    featureFlagStats: async (_p, { projectId }, ctx) => ctx.services.flags.stats(await requireCaller(ctx), projectId),
    checkFlagKeyAvailability: async (_p, { projectId, key, flagId }, ctx) =>
      ctx.services.flags.checkKeyAvailability(await requireCaller(ctx), key, projectId, flagId ?? undefined),
  },
  Mutation: {
    createFeatureFlag: async (_p, { input }, ctx) => ctx.services.flags.create(await requireCaller(ctx), input.project, input),
    updateFeatureFlag: async (_p, { id, input }, ctx) => ctx.services.flags.update(await requireCaller(ctx), id, input),
    deleteFeatureFlag: async (_p, { id }, ctx) => ctx.services.flags.delete(await requireCaller(ctx), id),
    toggleFeatureFlag: async (_p, { id }, ctx) => ctx.services.flags.toggle(await requireCaller(ctx), id),
    bulkToggleFeatureFlags: async (_p, { flagIds, enabled }, ctx) => ctx.services.flags.bulkToggle(await requireCaller(ctx), flagIds, enabled),
  },
  Flag: {
    environmentValues: async (flag, _a, ctx) => ctx.services.flags.environmentValues(await requireCaller(ctx), flag.id),
  },
};
