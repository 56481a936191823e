import type { Resolvers } from '../generated/resolvers';
import { requireCaller } from '../context';
import { compact, paymentModel } from '../models';

/**
 * Payments (spec §7 Subscription and payments): each resolver is one call to the payments
 * service. The service parses the REST bodies (snake_case, spec §7); the GraphQL inputs are
 * camelCase and map onto them here.
 */
export const paymentResolvers: Resolvers = {
  Query: {
    // Public, like GET /api/payments/config.
    paymentsConfig: (_p, _a, ctx) => {
      const c = ctx.services.payments.config();
      return { provider: c.provider, clientId: c.client_id, currency: c.currency };
    },
  },
  Mutation: {
    createPaymentOrder: async (_p, { input }, ctx) => {
      const o = await ctx.services.payments.createOrder(
        await requireCaller(ctx),
        compact({
          project_id: input.projectId,
          plan_id: input.planId,
          variant: input.variant,
          type: input.type,
          current_plan_id: input.currentPlanId,
          upgrade_price: input.upgradePrice,
          return_url: input.returnUrl,
          cancel_url: input.cancelUrl,
        }),
      );
      return { order: { orderId: o.order_id, approveUrl: o.approve_url, amount: o.amount, currency: o.currency, description: o.description } };
    },
    recordPayment: async (_p, { input }, ctx) => {
      const payment = await ctx.services.payments.record(
        await requireCaller(ctx),
        compact({
          order_id: input.orderId,
          project_id: input.projectId,
          plan_id: input.planId,
          variant: input.variant,
          type: input.type,
          current_plan_id: input.currentPlanId,
          upgrade_price: input.upgradePrice,
        }),
      );
      return { payment: paymentModel(payment) };
    },
    confirmPayment: async (_p, { input }, ctx) => {
      const r = await ctx.services.payments.confirm(await requireCaller(ctx), input.orderId);
      return { ...r, payment: paymentModel(r.payment) };
    },
  },
};
