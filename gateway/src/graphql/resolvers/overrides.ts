import type { Resolvers } from '../generated/resolvers';
import { requireCaller } from '../context';
import { compact, deleted } from '../models';

/**
 * Overrides (spec §7 Overrides): each resolver is one call to the overrides service, whose
 * payloads are the REST bodies (snake_case): the camelCase inputs map onto them here.
 */
export const overrideResolvers: Resolvers = {
  Query: {
    overrides: async (_p, { projectId, environmentId }, ctx) => ctx.services.overrides.list(await requireCaller(ctx), projectId, environmentId ?? undefined),
    override: async (_p, { id }, ctx) => ctx.services.overrides.get(await requireCaller(ctx), id),
  },
  Mutation: {
    createOverride: async (_p, { input }, ctx) => ({
      override: await ctx.services.overrides.create(
        await requireCaller(ctx),
        input.projectId,
        compact({
          name: input.name,
          description: input.description,
          environment: input.environmentId,
          feature_flag_values: input.featureFlagValues,
          expires_at: input.expiresAt,
          is_active: input.isActive,
          priority: input.priority,
        }),
      ),
    }),
    updateOverride: async (_p, { input }, ctx) => ({
      override: await ctx.services.overrides.update(
        await requireCaller(ctx),
        input.id,
        compact({
          name: input.name,
          description: input.description,
          feature_flag_values: input.featureFlagValues,
          expires_at: input.expiresAt,
          priority: input.priority,
        }),
      ),
    }),
    deleteOverride: async (_p, { input }, ctx) => deleted(await ctx.services.overrides.delete(await requireCaller(ctx), input.id)),
    toggleOverride: async (_p, { input }, ctx) => ({ override: await ctx.services.overrides.toggle(await requireCaller(ctx), input.id) }),
    bulkApplyOverrides: async (_p, { input }, ctx) => ({
      overrides: await ctx.services.overrides.bulkApply(await requireCaller(ctx), input.overrideIds, input.environmentId),
    }),
    cleanupExpiredOverrides: async (_p, { input }, ctx) => ctx.services.overrides.cleanupExpired(await requireCaller(ctx), input.projectId ?? undefined),
  },
  Override: {
    projectId: (o) => o.project,
    project: async (o, _a, ctx) => ctx.services.projects.get(await requireCaller(ctx), o.project),
    featureFlagValues: (o) => o.feature_flag_values,
    expiresAt: (o) => o.expires_at,
    isActive: (o) => o.is_active,
  },
};
