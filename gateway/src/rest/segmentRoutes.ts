import type { RestDeps } from './restKit';
import { data, dataOf, params, signedIn } from './restKit';

/** Segments (issue 14): reusable conditions of a project, referenced from targeting as {"$ref": "segment_<id>"}. */
export function registerSegmentRoutes({ app, services: s, authenticator: a }: RestDeps): void {
  app.get(
    '/api/projects/:projectId/segments',
    signedIn(a, async (ctx, req) => data(await s.segments.list(ctx, params(req).projectId!))),
  );
  app.post(
    '/api/projects/:projectId/segments',
    signedIn(a, async (ctx, req) => data(await s.segments.create(ctx, params(req).projectId!, dataOf(req.body)))),
  );
  app.get(
    '/api/segments/:id',
    signedIn(a, async (ctx, req) => data(await s.segments.get(ctx, params(req).id!))),
  );
  app.put(
    '/api/segments/:id',
    signedIn(a, async (ctx, req) => data(await s.segments.update(ctx, params(req).id!, dataOf(req.body)))),
  );
  app.delete(
    '/api/segments/:id',
    signedIn(a, async (ctx, req) => data(await s.segments.delete(ctx, params(req).id!))),
  );
}
