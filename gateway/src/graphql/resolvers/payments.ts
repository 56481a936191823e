import type { Resolvers } from '../generated/resolvers';
import { requireCaller } from '../context';

/** Payments (spec §7 Subscription and payments): each resolver is one call to the payments service. */
export const paymentResolvers: Resolvers = {
  Query: {
    // Public, like GET /api/payments/config.
    paymentsConfig: (_p, _a, ctx) => ctx.services.payments.config(),
  },
  Mutation: {
    createPaymentOrder: async (_p, { input }, ctx) => ctx.services.payments.createOrder(await requireCaller(ctx), input),
    recordPayment: async (_p, { input }, ctx) => ctx.services.payments.record(await requireCaller(ctx), input),
    confirmPayment: async (_p, { orderId }, ctx) => ctx.services.payments.confirm(await requireCaller(ctx), orderId),
  },
};
