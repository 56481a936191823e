import type { RestDeps } from './restKit';
import { bodyOf, data, dataOf, ok, params, signedIn } from './restKit';
import { projectCreateData } from '../services/projectsService';
import { parseInput } from '@flagstream/domain';

export function registerProjectRoutes({ app, services: s, authenticator: a }: RestDeps): void {
  const mine = signedIn(a, async (ctx) => data(await s.projects.listMine(ctx)));
  app.get('/api/projects', mine);
  app.get('/api/projects/my-projects', mine);
  app.get('/api/dashboard/projects', mine);
  app.get(
    '/api/projects/:id',
    signedIn(a, async (ctx, req) => data(await s.projects.get(ctx, params(req).id!))),
  );
  app.post(
    '/api/projects',
    signedIn(a, async (ctx, req) => data(await s.projects.create(ctx, parseInput(projectCreateData, dataOf(req.body))))),
  );
  app.put(
    '/api/projects/:id',
    signedIn(a, async (ctx, req) => data(await s.projects.update(ctx, params(req).id!, dataOf(req.body)))),
  );
  app.delete(
    '/api/projects/:id',
    signedIn(a, async (ctx, req) => data(await s.projects.delete(ctx, params(req).id!))),
  );
  app.post(
    '/api/projects/:id/add-team-member',
    signedIn(a, async (ctx, req) => {
      const body = bodyOf(req.body);
      // the {data} envelope of the spec, the project in it; the user is invited, not yet a member
      const r = await s.projects.addTeamMember(ctx, params(req).id!, body.userId, body.role);
      return { success: true, data: { ...r.project, invitation: r.invitation }, message: r.message };
    }),
  );
  app.delete(
    '/api/projects/:id/remove-team-member/:userId',
    signedIn(a, async (ctx, req) => data(await s.projects.removeTeamMember(ctx, params(req).id!, params(req).userId!))),
  );
  app.post(
    '/api/projects/generate-missing-uuids',
    signedIn(a, async (ctx) => {
      const r = await s.projects.generateMissingUuids(ctx);
      return { success: true, data: { message: r.message, generated: r.generated }, message: r.message };
    }),
  );
  app.get(
    '/api/projects/:id/usage',
    signedIn(a, async (ctx, req) => data(await s.billing.usage(ctx, params(req).id!))),
  );

  app.get(
    '/api/dashboard/:projectId/stats',
    signedIn(a, async (ctx, req) => ok(await s.dashboard.stats(ctx, params(req).projectId!))),
  );
  app.get(
    '/api/dashboard/:projectId/activity',
    signedIn(a, async (ctx, req) => ok(await s.dashboard.activity(ctx, params(req).projectId!))),
  );
}
