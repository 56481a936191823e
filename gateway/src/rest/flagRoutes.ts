import type { RestDeps } from './restKit';
import { ProjectsService } from '../services/projectsService';
import { bodyOf, data, dataOf, params, projectIdQuery, query, signedIn } from './restKit';

export function registerFlagRoutes({ app, services: s, authenticator: a }: RestDeps): void {
  app.get('/api/feature-flags', signedIn(a, async (ctx, req) => data(await s.flags.list(ctx, projectIdQuery(req), query(req, 'search')))));
  app.get('/api/feature-flags/stats', signedIn(a, async (ctx, req) => data(await s.flags.stats(ctx, projectIdQuery(req)))));
  app.get('/api/feature-flags/check-key-availability', signedIn(a, async (ctx, req) =>
    data(await s.flags.checkKeyAvailability(ctx, query(req, 'key'), projectIdQuery(req), query(req, 'flagId')))));
  app.get('/api/feature-flags/:id', signedIn(a, async (ctx, req) => data(await s.flags.get(ctx, params(req).id!))));
  app.get('/api/feature-flags/:id/environment-values', signedIn(a, async (ctx, req) => data(await s.flags.environmentValues(ctx, params(req).id!))));
  app.post('/api/feature-flags', signedIn(a, async (ctx, req) => {
    const d = dataOf(req.body);
    const project = typeof d.project === 'object' && d.project !== null ? (d.project as { id?: unknown }).id : d.project;
    // spec §8: a missing project id is "Project ID is required" (400), not a missing project
    return data(await s.flags.create(ctx, ProjectsService.requireProjectId(project), d));
  }));
  app.put('/api/feature-flags/:id', signedIn(a, async (ctx, req) => data(await s.flags.update(ctx, params(req).id!, dataOf(req.body)))));
  app.delete('/api/feature-flags/:id', signedIn(a, async (ctx, req) => data(await s.flags.delete(ctx, params(req).id!))));
  app.post('/api/feature-flags/:id/toggle', signedIn(a, async (ctx, req) => data(await s.flags.toggle(ctx, params(req).id!))));
  app.post('/api/feature-flags/bulk-toggle', signedIn(a, async (ctx, req) => {
    const b = bodyOf(req.body);
    return data(await s.flags.bulkToggle(ctx, b.flagIds, b.enabled));
  }));
}
