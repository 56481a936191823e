import type { Resolvers } from '../generated/resolvers';
import { requireCaller } from '../context';

/** Targeting (issue 14): each resolver is one call to the targeting service, as the REST routes. */
export const targetingResolvers: Resolvers = {
  Query: {
    flagTargeting: async (_p, { flagId, environmentId }, ctx) => ctx.services.targeting.find(await requireCaller(ctx), flagId, environmentId),
    flagdDocument: async (_p, { environmentId }, ctx) => ctx.services.targeting.flagdDocument(await requireCaller(ctx), environmentId),
  },
  Mutation: {
    setFlagTargeting: async (_p, { input: { flagId, environmentId, ...definition } }, ctx) => ({
      targeting: await ctx.services.targeting.set(await requireCaller(ctx), flagId, environmentId, definition),
    }),
    deleteFlagTargeting: async (_p, { input }, ctx) => ctx.services.targeting.remove(await requireCaller(ctx), input.flagId, input.environmentId),
  },
  Flag: {
    targeting: async (flag, _a, ctx) => ctx.services.targeting.forFlag(await requireCaller(ctx), flag.id),
  },
};
