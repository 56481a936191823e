import { z } from 'zod';
import { fail, STALE_AFTER_DAYS_MAX } from '@flagstream/domain';
import type { RestDeps } from './restKit';
import { data, dataOf, params, query, signedIn } from './restKit';
import { describeRoute } from './apiDocs';
import { flagSchema, isoTime } from './apiSchemas';
import { IMPRESSIONS_LIMITS } from '../usage/impressionsRoute';
import { REASONS } from '../usage/counters';

// OpenAPI descriptions (issue 20); the shapes are the contract in README "Usage insights".
const id = (name: string) => z.object({ [name]: z.string().min(1).max(100) });
const envelope = <T extends z.ZodType>(inner: T) => z.object({ data: inner });
const variantCount = z.object({ variant: z.string(), count: z.number(), share: z.number() }).meta({ id: 'VariantCount' });
const usagePoint = z.object({ at: isoTime, counts: z.record(z.string(), z.number()) }).meta({ id: 'UsagePoint' });
const staleFlag = z
  .object({
    flagId: z.string(),
    flagKey: z.string(),
    flagName: z.string(),
    reason: z.enum(['NOT_EVALUATED', 'SINGLE_VARIANT']),
    since: isoTime,
    variant: z.string().nullable(),
    lastEvaluatedAt: isoTime.nullable(),
  })
  .meta({ id: 'StaleFlag' });
const flagUsage = z
  .object({
    flagId: z.string(),
    flagKey: z.string(),
    from: isoTime,
    to: isoTime,
    step: z.enum(['1m', '5m', '15m', '1h', '6h', '1d']),
    clamped: z.boolean().describe('from was moved forward to the plan retention'),
    retentionDays: z.number().int(),
    total: z.number(),
    variants: z.array(variantCount),
    environments: z.array(
      z.object({ environmentId: z.string(), environmentName: z.string(), total: z.number(), variants: z.array(variantCount), series: z.array(usagePoint) }),
    ),
    lastEvaluatedAt: isoTime.nullable(),
  })
  .meta({ id: 'FlagUsage' });
const byKind = z.object({ config: z.number(), flagd: z.number(), ofrep: z.number(), impressions: z.number() });
const summary = z
  .object({
    projectId: z.string(),
    range: z.enum(['1h', '24h', '7d', '30d']),
    from: isoTime,
    to: isoTime,
    clamped: z.boolean(),
    retentionDays: z.number().int(),
    advancedAnalytics: z.boolean(),
    staleAfterDays: z.number().int(),
    totalEvaluations: z.number(),
    flags: z.array(
      z.object({
        flagId: z.string(),
        flagKey: z.string(),
        flagName: z.string(),
        archived: z.boolean(),
        evaluations: z.number(),
        lastEvaluatedAt: isoTime.nullable(),
        variants: z.array(variantCount),
      }),
    ),
    environments: z.array(z.object({ environmentId: z.string(), environmentName: z.string(), requests: z.number(), byKind, evaluations: z.number() })),
    requestSeries: z.array(usagePoint).nullable().describe('null without Advanced analytics'),
    staleFlags: z.array(staleFlag),
  })
  .meta({ id: 'ProjectUsageSummary' });
const settings = z.object({ staleAfterDays: z.number().int().min(1).max(STALE_AFTER_DAYS_MAX) });
const tag = 'Usage insights';
describeRoute({
  method: 'GET',
  path: '/api/feature-flags/:id/usage',
  tag,
  summary: 'Evaluations of a flag over time per environment, stacked by variant (Advanced analytics)',
  params: id('id'),
  query: z.object({
    environmentId: z.string().optional(),
    from: z.string().optional().describe('ISO 8601 or epoch ms; default to - 24 h; clamped to the plan retention'),
    to: z.string().optional().describe('ISO 8601 or epoch ms; default now'),
    step: z.enum(['1m', '5m', '15m', '1h', '6h', '1d']).optional(),
  }),
  response: envelope(flagUsage),
  errors: [402, 404],
});
describeRoute({
  method: 'GET',
  path: '/api/projects/:projectId/usage/summary',
  tag,
  summary: 'Evaluations per flag and requests per environment over a range, stale flags (totals on every plan)',
  params: id('projectId'),
  query: z.object({ range: z.enum(['1h', '24h', '7d', '30d']).optional() }),
  response: envelope(summary),
  errors: [404],
});
describeRoute({
  method: 'GET',
  path: '/api/projects/:projectId/stale-flags',
  tag,
  summary: 'Flags not evaluated, or serving one variant, for the project staleAfterDays',
  params: id('projectId'),
  response: envelope(z.array(staleFlag)),
  errors: [404],
});
describeRoute({
  method: 'GET',
  path: '/api/projects/:projectId/usage/settings',
  tag,
  summary: 'Usage settings',
  params: id('projectId'),
  response: envelope(settings),
  errors: [404],
});
describeRoute({
  method: 'PUT',
  path: '/api/projects/:projectId/usage/settings',
  tag,
  summary: 'Set after how many days a flag is stale',
  params: id('projectId'),
  body: envelope(settings),
  response: envelope(settings),
  errors: [403, 404],
});
describeRoute({
  method: 'POST',
  path: '/api/feature-flags/:id/archive',
  tag,
  summary: 'Archive a flag: kept, no longer served (restorable)',
  params: id('id'),
  response: envelope(flagSchema),
  errors: [403, 404],
});
describeRoute({
  method: 'POST',
  path: '/api/feature-flags/:id/unarchive',
  tag,
  summary: 'Serve an archived flag again',
  params: id('id'),
  response: envelope(flagSchema),
  errors: [403, 404],
});
describeRoute({
  method: 'POST',
  path: '/api/usage/impressions',
  tag,
  summary: `Evaluation counts from SDKs that evaluate locally (environment key; at most ${IMPRESSIONS_LIMITS.items} items, ${IMPRESSIONS_LIMITS.bodyBytes} bytes)`,
  auth: 'environmentKey',
  body: z.object({
    impressions: z
      .array(
        z.object({
          flagKey: z.string().min(1).max(100),
          variant: z.string().min(1).max(100).optional(),
          reason: z.enum(REASONS).optional(),
          bucket: z.union([z.string(), z.number()]).describe('the minute (ISO 8601 or epoch ms), within the last 24 h'),
          count: z.number().int().min(1).max(IMPRESSIONS_LIMITS.maxCount),
        }),
      )
      .min(1)
      .max(IMPRESSIONS_LIMITS.items),
  }),
  response: z.object({ accepted: z.number().int(), rejected: z.number().int() }),
  successStatus: 202,
  errors: [413, 415, 429],
});

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
