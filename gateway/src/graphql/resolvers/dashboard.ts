import type { Resolvers } from '../generated/resolvers';
import { requireCaller } from '../context';

/** Dashboard (spec §7 Dashboard): each resolver is one call to the dashboard service. */
export const dashboardResolvers: Resolvers = {
  Query: {
    dashboardStats: async (_p, { projectId }, ctx) => ctx.services.dashboard.stats(await requireCaller(ctx), projectId),
    dashboardActivity: async (_p, { projectId }, ctx) => ctx.services.dashboard.activity(await requireCaller(ctx), projectId),
  },
};
