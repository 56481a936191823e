import type { RestDeps } from './restKit';
import { data, dataOf, params, signedIn } from './restKit';

/** A flag's targeting per environment (issue 14): the flagd flag definition `{variants, defaultVariant, targeting}`. */
export function registerTargetingRoutes({ app, services: s, authenticator: a }: RestDeps): void {
  const path = '/api/feature-flags/:flagId/targeting/:environmentId';
  app.get(
    path,
    signedIn(a, async (ctx, req) => data(await s.targeting.get(ctx, params(req).flagId!, params(req).environmentId!))),
  );
  app.put(
    path,
    signedIn(a, async (ctx, req) => data(await s.targeting.set(ctx, params(req).flagId!, params(req).environmentId!, dataOf(req.body)))),
  );
  app.delete(
    path,
    signedIn(a, async (ctx, req) => data(await s.targeting.remove(ctx, params(req).flagId!, params(req).environmentId!))),
  );
  app.get(
    '/api/feature-flags/:flagId/targeting',
    signedIn(a, async (ctx, req) => data(await s.targeting.forFlag(ctx, params(req).flagId!))),
  );
  app.get(
    '/api/environments/:id/flagd',
    signedIn(a, async (ctx, req) => s.targeting.flagdDocument(ctx, params(req).id!)),
  );
}
