import type { Resolvers } from '../generated/resolvers';
import { requireCaller } from '../context';

/** Overrides (spec §7 Overrides): each resolver is one call to the overrides service. */
export const overrideResolvers: Resolvers = {
  Query: {
    overrides: async (_p, { projectId, environmentId }, ctx) => ctx.services.overrides.list(await requireCaller(ctx), projectId, environmentId ?? undefined),
    override: async (_p, { id }, ctx) => ctx.services.overrides.get(await requireCaller(ctx), id),
  },
  Mutation: {
    createOverride: async (_p, { input }, ctx) => ctx.services.overrides.create(await requireCaller(ctx), input.project, input),
    updateOverride: async (_p, { id, input }, ctx) => ctx.services.overrides.update(await requireCaller(ctx), id, input),
    deleteOverride: async (_p, { id }, ctx) => ctx.services.overrides.delete(await requireCaller(ctx), id),
    toggleOverride: async (_p, { id }, ctx) => ctx.services.overrides.toggle(await requireCaller(ctx), id),
    bulkApplyOverrides: async (_p, { overrideIds, environmentId }, ctx) =>
      ctx.services.overrides.bulkApply(await requireCaller(ctx), overrideIds, environmentId),
    cleanupExpiredOverrides: async (_p, { projectId }, ctx) => ctx.services.overrides.cleanupExpired(await requireCaller(ctx), projectId ?? undefined),
  },
};
