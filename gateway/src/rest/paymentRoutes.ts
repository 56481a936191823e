import type { RestDeps } from './restKit';
import { bodyOf, ok, signedIn } from './restKit';

/**
 * Spec §7 Subscription and payments, plus the server-side order creation our own checkout uses:
 *
 * - GET  /api/payments/config  (public) → { data: { provider: paypal|simulator|disabled, client_id, currency } }
 * - POST /api/payments/order   {plan_id, variant, type, project_id, current_plan_id?, upgrade_price?, return_url?, cancel_url?}
 *                              → { success, data: { order_id, approve_url, amount, currency, description } }
 * - POST /api/payments/create  {order_id, plan_id, variant, type, project_id, current_plan_id?, upgrade_price?}
 *                              → { success, data: payment }
 * - POST /api/payments/confirm {order_id} → { success, data: { plan: current plan, payment } }
 */
export function registerPaymentRoutes({ app, services: s, authenticator: a }: RestDeps): void {
  app.get('/api/payments/config', async () => ({ data: s.payments.config() }));
  app.post(
    '/api/payments/order',
    signedIn(a, async (ctx, req) => ok(await s.payments.createOrder(ctx, bodyOf(req.body)))),
  );
  app.post(
    '/api/payments/create',
    signedIn(a, async (ctx, req) => ok(await s.payments.record(ctx, bodyOf(req.body)))),
  );
  app.post(
    '/api/payments/confirm',
    signedIn(a, async (ctx, req) => {
      const { success, ...result } = await s.payments.confirm(ctx, bodyOf(req.body).order_id);
      return { success, data: result };
    }),
  );
}
