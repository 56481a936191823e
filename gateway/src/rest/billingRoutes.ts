import type { RestDeps } from './restKit';
import { data, params, signedIn } from './restKit';

export function registerBillingRoutes({ app, services: s, authenticator: a }: RestDeps): void {
  app.get('/api/subscription-plans/public', async (_req, reply) => {
    // The catalogue changes only with a deploy: let browsers keep it for the spec's 10 minutes.
    reply.header('cache-control', 'public, max-age=600');
    return data(s.billing.publicPlans());
  });
  app.get(
    '/api/subscription-plans/current/:projectId',
    signedIn(a, async (ctx, req) => data(await s.billing.currentPlan(ctx, params(req).projectId!))),
  );
}
