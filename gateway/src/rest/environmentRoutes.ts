import type { RestDeps } from './restKit';
import { bodyOf, data, dataOf, params, signedIn } from './restKit';

export function registerEnvironmentRoutes({ app, services: s, authenticator: a }: RestDeps): void {
  app.get(
    '/api/projects/:projectId/environments',
    signedIn(a, async (ctx, req) => data(await s.environments.list(ctx, params(req).projectId!))),
  );
  app.post(
    '/api/projects/:projectId/environments',
    signedIn(a, async (ctx, req) => data(await s.environments.create(ctx, params(req).projectId!, dataOf(req.body)))),
  );
  app.get(
    '/api/environments/:id',
    signedIn(a, async (ctx, req) => data(await s.environments.get(ctx, params(req).id!))),
  );
  app.put(
    '/api/environments/:id',
    signedIn(a, async (ctx, req) => data(await s.environments.update(ctx, params(req).id!, dataOf(req.body)))),
  );
  app.delete(
    '/api/environments/:id',
    signedIn(a, async (ctx, req) => data(await s.environments.delete(ctx, params(req).id!))),
  );
  app.post(
    '/api/environments/:id/regenerate-api-key',
    signedIn(a, async (ctx, req) => data(await s.environments.regenerateApiKey(ctx, params(req).id!))),
  );
  // Not in the spec (it predates client keys): the same shape as regenerate-api-key, for the client key.
  app.post(
    '/api/environments/:id/regenerate-client-key',
    signedIn(a, async (ctx, req) => data(await s.environments.regenerateClientKey(ctx, params(req).id!))),
  );
  app.get(
    '/api/environments/:id/config',
    signedIn(a, async (ctx, req) => s.environments.config(ctx, params(req).id!)),
  );
  app.put(
    '/api/environments/:id/variables',
    signedIn(a, async (ctx, req) => data(await s.environments.setVariables(ctx, params(req).id!, bodyOf(req.body).variables))),
  );
}
