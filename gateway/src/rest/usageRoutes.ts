import { fail } from '@flagstream/domain';
import type { RestDeps } from './restKit';
import { data, dataOf, params, query, signedIn } from './restKit';

/** A time query parameter: ISO 8601 or epoch milliseconds. */
function timeQuery(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const ms = /^\d{1,15}$/.test(value) ? Number(value) : value.length <= 40 ? Date.parse(value) : Number.NaN;
  if (!Number.isFinite(ms)) fail('VALIDATION_FAILED', `${name} must be an ISO 8601 time or epoch milliseconds`);
  return ms;
}

/** Usage insights (issue 20): flag charts, project summary, stale flags, settings, archive. The SDK impressions route lives in usage/impressionsRoute.ts. */
export function registerUsageRoutes({ app, services: s, authenticator: a }: RestDeps): void {
  app.get(
    '/api/feature-flags/:id/usage',
    signedIn(a, async (ctx, req) =>
      data(
        await s.usage.flagUsage(ctx, params(req).id!, {
          environmentId: query(req, 'environmentId'),
          from: timeQuery(query(req, 'from'), 'from'),
          to: timeQuery(query(req, 'to'), 'to'),
          step: query(req, 'step'),
        }),
      ),
    ),
  );
  app.get(
    '/api/projects/:projectId/usage/summary',
    signedIn(a, async (ctx, req) => data(await s.usage.projectSummary(ctx, params(req).projectId!, query(req, 'range')))),
  );
  app.get(
    '/api/projects/:projectId/stale-flags',
    signedIn(a, async (ctx, req) => data(await s.usage.staleFlags(ctx, params(req).projectId!))),
  );
  app.get(
    '/api/projects/:projectId/usage/settings',
    signedIn(a, async (ctx, req) => data(await s.usage.settings(ctx, params(req).projectId!))),
  );
  app.put(
    '/api/projects/:projectId/usage/settings',
    signedIn(a, async (ctx, req) => data(await s.usage.updateSettings(ctx, params(req).projectId!, dataOf(req.body).staleAfterDays))),
  );
  app.post(
    '/api/feature-flags/:id/archive',
    signedIn(a, async (ctx, req) => data(await s.usage.archive(ctx, params(req).id!, true))),
  );
  app.post(
    '/api/feature-flags/:id/unarchive',
    signedIn(a, async (ctx, req) => data(await s.usage.archive(ctx, params(req).id!, false))),
  );
}
