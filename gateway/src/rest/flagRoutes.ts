import type { RestDeps } from './restKit';
import { projectIdOfData, bodyOf, data, dataOf, params, projectIdQuery, query, signedIn } from './restKit';

export function registerFlagRoutes({ app, services: s, authenticator: a }: RestDeps): void {
  app.get(
    '/api/feature-flags',
    signedIn(a, async (ctx, req) => {
      // ?archived=exclude|only|include (issue 20); without it every flag, as before
      const archived = query(req, 'archived');
      if (archived !== undefined) return data(await s.usage.listFlags(ctx, projectIdQuery(req), archived, query(req, 'search')));
      return data(await s.flags.list(ctx, projectIdQuery(req), query(req, 'search')));
    }),
  );
  app.get(
    '/api/feature-flags/stats',
    signedIn(a, async (ctx, req) => data(await s.flags.stats(ctx, projectIdQuery(req)))),
  );
  app.get(
    '/api/feature-flags/check-key-availability',
    signedIn(a, async (ctx, req) => data(await s.flags.checkKeyAvailability(ctx, query(req, 'key'), projectIdQuery(req), query(req, 'flagId')))),
  );
  app.get(
    '/api/feature-flags/:id',
    signedIn(a, async (ctx, req) => data(await s.flags.get(ctx, params(req).id!))),
  );
  app.get(
    '/api/feature-flags/:id/environment-values',
    signedIn(a, async (ctx, req) => data(await s.flags.environmentValues(ctx, params(req).id!))),
  );
  app.post(
    '/api/feature-flags',
    signedIn(a, async (ctx, req) => {
      const d = dataOf(req.body);
      return data(await s.flags.create(ctx, projectIdOfData(d), d));
    }),
  );
  app.put(
    '/api/feature-flags/:id',
    signedIn(a, async (ctx, req) => data(await s.flags.update(ctx, params(req).id!, dataOf(req.body)))),
  );
  app.delete(
    '/api/feature-flags/:id',
    signedIn(a, async (ctx, req) => data(await s.flags.delete(ctx, params(req).id!))),
  );
  app.post(
    '/api/feature-flags/:id/toggle',
    signedIn(a, async (ctx, req) => data(await s.flags.toggle(ctx, params(req).id!))),
  );
  app.post(
    '/api/feature-flags/bulk-toggle',
    signedIn(a, async (ctx, req) => {
      const b = bodyOf(req.body);
      return data(await s.flags.bulkToggle(ctx, b.flagIds, b.enabled));
    }),
  );
}
