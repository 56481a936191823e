import type { RestDeps } from './restKit';
import { data, dataOf, signedIn } from './restKit';

export function registerUserRoutes({ app, services: s, authenticator: a }: RestDeps): void {
  app.get(
    '/api/user-info',
    signedIn(a, async (ctx) => data(await s.users.info(ctx))),
  );
  app.get(
    '/api/user-info/validate',
    signedIn(a, async (ctx) => data(await s.users.validate(ctx))),
  );
  app.put(
    '/api/user-informations/me',
    signedIn(a, async (ctx, req) => data(await s.users.updateMe(ctx, dataOf(req.body)))),
  );
  app.put(
    '/api/user-informations/preferences',
    signedIn(a, async (ctx, req) => data(await s.users.updatePreferences(ctx, dataOf(req.body).preferences))),
  );
  app.get(
    '/api/user-informations/stats',
    signedIn(a, async (ctx) => data(await s.users.stats(ctx))),
  );
}
