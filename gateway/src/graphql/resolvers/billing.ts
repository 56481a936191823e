import type { Resolvers } from '../generated/resolvers';
import { requireCaller } from '../context';

/** Plans and usage (spec §7 Subscription): each resolver is one call to the billing service. */
export const billingResolvers: Resolvers = {
  Query: {
    // Public, like GET /api/subscription-plans/public.
    subscriptionPlans: (_p, _a, ctx) => ctx.services.billing.publicPlans(),
    currentPlan: async (_p, { projectId }, ctx) => ctx.services.billing.currentPlan(await requireCaller(ctx), projectId),
    projectUsage: async (_p, { projectId }, ctx) => ctx.services.billing.usage(await requireCaller(ctx), projectId),
  },
};
