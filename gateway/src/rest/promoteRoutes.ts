import { z } from 'zod';
import type { RestDeps } from './restKit';
import { data } from './restKit';
import { defineRoute, envelope } from './apiDocs';

const projectParams = z.object({ id: z.string().min(1).max(100).describe('project id') });
const setting = z.object({ value: z.unknown(), enabled: z.boolean() }).nullable();
const targetingDoc = z
  .object({ variants: z.record(z.string(), z.unknown()), defaultVariant: z.string(), targeting: z.record(z.string(), z.unknown()) })
  .nullable();
const side = z.object({ custom: setting, effective: z.object({ value: z.unknown(), enabled: z.boolean() }), targeting: targetingDoc });

export const comparisonSchema = z
  .object({
    from: z.object({ id: z.string(), name: z.string() }),
    to: z.object({ id: z.string(), name: z.string() }),
    differing: z.number(),
    flags: z.array(
      z.object({
        flagId: z.string(),
        key: z.string(),
        name: z.string(),
        type: z.string(),
        from: side,
        to: side,
        differs: z.object({ value: z.boolean(), enabled: z.boolean(), targeting: z.boolean() }),
      }),
    ),
  })
  .meta({ id: 'EnvironmentComparison' });

const promotedFlag = z.object({
  key: z.string(),
  name: z.string(),
  value: z.object({ before: setting, after: setting }).optional(),
  targeting: z.object({ before: targetingDoc, after: targetingDoc }).optional(),
});
export const promotionSchema = z
  .object({
    dryRun: z.boolean(),
    promotion: z
      .object({ eventId: z.string(), position: z.number(), eventCount: z.number() })
      .nullable()
      .describe('the history entry of the promotion (null for a dry run or when nothing changed)'),
    from: z.string(),
    to: z.string(),
    flags: z.array(promotedFlag),
    skipped: z.array(z.string()),
  })
  .meta({ id: 'Promotion' });

export const promoteBody = envelope(
  z.object({
    from: z.string().min(1).max(100).describe('source environment: id or name'),
    to: z.string().min(1).max(100).describe('target environment: id or name'),
    flagKeys: z.array(z.string().min(1).max(100)).min(1).max(1000).optional().describe('absent: every flag that differs'),
    include: z.object({ values: z.boolean().optional(), targeting: z.boolean().optional() }).optional(),
    dryRun: z.boolean().optional().describe('true: answer exactly what would change, change nothing'),
  }),
);

/** Compare and promote environments (issue 19). */
export function registerPromoteRoutes({ app, services: s, authenticator: a }: RestDeps): void {
  const tag = 'Promote';
  defineRoute(
    app,
    a,
    {
      method: 'GET',
      path: '/api/projects/:id/compare',
      tag,
      summary: 'Two environments side by side: values, enabled and targeting of every flag',
      params: projectParams,
      query: z.object({ from: z.string().min(1).max(100), to: z.string().min(1).max(100) }),
      response: envelope(comparisonSchema),
      errors: [404],
    },
    async (ctx, { params, query }) => data(await s.promote.compare(ctx, params.id, query.from, query.to)),
  );
  defineRoute(
    app,
    a,
    {
      method: 'POST',
      path: '/api/projects/:id/promote',
      tag,
      summary: 'Promote all or some flags from one environment to another (or preview it with dryRun)',
      description:
        'One command: recorded as one history entry (EnvironmentPromoted) listing every change, followed by the value and targeting changes; undo it with .../promotions/{eventId}/revert.',
      params: projectParams,
      body: promoteBody,
      response: envelope(promotionSchema),
      errors: [403, 404],
    },
    async (ctx, { params, body }) => data(await s.promote.promote(ctx, params.id, body.data)),
  );
  defineRoute(
    app,
    a,
    {
      method: 'POST',
      path: '/api/projects/:id/promotions/:eventId/revert',
      tag,
      summary: 'Undo a promotion: its flags in the target environment go back to how they were just before it',
      params: projectParams.extend({ eventId: z.string().min(1).max(100) }),
      response: envelope(z.object({ reverted: z.boolean(), promotion: promotionSchema.shape.promotion, flags: z.array(promotedFlag) })),
      errors: [403, 404, 409],
    },
    async (ctx, { params }) => data(await s.promote.revert(ctx, params.id, params.eventId)),
  );
}
