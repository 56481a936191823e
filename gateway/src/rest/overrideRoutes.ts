import type { RestDeps } from './restKit';
import { projectIdOfData, bodyOf, data, dataOf, params, projectIdQuery, query, signedIn } from './restKit';

export function registerOverrideRoutes({ app, services: s, authenticator: a }: RestDeps): void {
  app.get(
    '/api/overrides',
    signedIn(a, async (ctx, req) => data(await s.overrides.list(ctx, projectIdQuery(req), query(req, 'environmentId')))),
  );
  app.get(
    '/api/overrides/:id',
    signedIn(a, async (ctx, req) => data(await s.overrides.get(ctx, params(req).id!))),
  );
  app.post(
    '/api/overrides',
    signedIn(a, async (ctx, req) => {
      const d = dataOf(req.body);
      return data(await s.overrides.create(ctx, projectIdOfData(d), d));
    }),
  );
  app.put(
    '/api/overrides/:id',
    signedIn(a, async (ctx, req) => data(await s.overrides.update(ctx, params(req).id!, dataOf(req.body)))),
  );
  app.delete(
    '/api/overrides/:id',
    signedIn(a, async (ctx, req) => data(await s.overrides.delete(ctx, params(req).id!))),
  );
  app.post(
    '/api/overrides/:id/toggle',
    signedIn(a, async (ctx, req) => data(await s.overrides.toggle(ctx, params(req).id!))),
  );
  app.post(
    '/api/overrides/bulk-apply',
    signedIn(a, async (ctx, req) => {
      const b = bodyOf(req.body);
      return data(await s.overrides.bulkApply(ctx, b.overrideIds, b.environmentId));
    }),
  );
  app.post(
    '/api/overrides/cleanup-expired',
    signedIn(a, async (ctx, req) => {
      const projectId = query(req, 'projectId') ?? (bodyOf(req.body).projectId as string | undefined);
      const r = await s.overrides.cleanupExpired(ctx, projectId);
      return { success: true, data: { deleted: r.deleted }, message: r.message };
    }),
  );
}
