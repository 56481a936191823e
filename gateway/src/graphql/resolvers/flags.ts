import type { Resolvers } from '../generated/resolvers';
import { requireCaller } from '../context';
import { deleted } from '../models';

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
    createFeatureFlag: async (_p, { input: { projectId, ...data } }, ctx) => ({
      flag: await ctx.services.flags.create(await requireCaller(ctx), projectId, data),
    }),
    updateFeatureFlag: async (_p, { input: { id, ...changes } }, ctx) => ({ flag: await ctx.services.flags.update(await requireCaller(ctx), id, changes) }),
    deleteFeatureFlag: async (_p, { input }, ctx) => deleted(await ctx.services.flags.delete(await requireCaller(ctx), input.id)),
    toggleFeatureFlag: async (_p, { input }, ctx) => ({ flag: await ctx.services.flags.toggle(await requireCaller(ctx), input.id) }),
    bulkToggleFeatureFlags: async (_p, { input }, ctx) => ({
      flags: await ctx.services.flags.bulkToggle(await requireCaller(ctx), input.flagIds, input.enabled),
    }),
  },
  Flag: {
    projectId: (flag) => flag.project,
    project: async (flag, _a, ctx) => ctx.services.projects.get(await requireCaller(ctx), flag.project),
    environmentValues: async (flag, _a, ctx) => ctx.services.flags.environmentValues(await requireCaller(ctx), flag.id),
  },
};
