import { z } from 'zod';
import { MAX_WEBHOOK_URL_LENGTH } from '@flagstream/domain';
import type { RestDeps } from './restKit';
import { data } from './restKit';
import { defineRoute, envelope } from './apiDocs';

const projectParams = z.object({ id: z.string().min(1).max(100).describe('project id') });
const webhookParams = z.object({ id: z.string().min(1).max(100).describe('webhook id') });

export const webhookSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    events: z.array(z.string()),
    description: z.string(),
    active: z.boolean(),
    project: z.object({ id: z.string(), name: z.string() }),
    secret: z.string().nullable().describe('the HMAC-SHA256 signing key (whsec_...): only for those who manage the project'),
    createdBy: z.object({ id: z.string(), name: z.string() }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Webhook' });

export const deliverySchema = z
  .object({
    id: z.string().describe('the delivery id (flagstream-delivery header): the same on every attempt and redelivery'),
    seq: z.number(),
    webhookId: z.string(),
    eventId: z.string(),
    eventType: z.string(),
    position: z.number(),
    status: z.enum(['pending', 'delivered', 'failed']),
    attempts: z.number(),
    redelivery: z.boolean(),
    createdAt: z.string(),
    deliveredAt: z.string().nullable(),
    nextAttemptAt: z.string().nullable(),
    responseCode: z.number().nullable(),
    latencyMs: z.number().nullable(),
    error: z.string().nullable(),
    history: z.array(z.object({ at: z.string(), statusCode: z.number().nullable(), latencyMs: z.number(), error: z.string().nullable() })),
    payload: z.unknown().optional().describe('the exact body sent (single delivery only)'),
  })
  .meta({ id: 'WebhookDelivery' });

const events = z.array(z.string().max(80)).max(100).describe('event types (e.g. FeatureFlagToggled), or ["*"] for every event');
const webhookBody = z.object({
  url: z.string().max(MAX_WEBHOOK_URL_LENGTH).describe('http(s); loopback and private addresses are refused unless WEBHOOKS_ALLOW_PRIVATE=true'),
  events: events.optional(),
  description: z.string().max(500).optional(),
  active: z.boolean().optional(),
});

/** Webhooks and their delivery log (issue 19): thin over the webhooks service. */
export function registerWebhookRoutes({ app, services: s, authenticator: a }: RestDeps): void {
  const tag = 'Webhooks';
  defineRoute(
    app,
    a,
    {
      method: 'GET',
      path: '/api/projects/:id/webhooks',
      tag,
      summary: "A project's webhooks",
      params: projectParams,
      response: envelope(z.array(webhookSchema)),
      errors: [404],
    },
    async (ctx, { params }) => data(await s.webhooks.list(ctx, params.id)),
  );
  defineRoute(
    app,
    a,
    {
      method: 'POST',
      path: '/api/projects/:id/webhooks',
      tag,
      summary: 'Subscribe a URL to events',
      description:
        'Deliveries are POSTs signed with `flagstream-signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, retried with backoff, in order per webhook.',
      params: projectParams,
      body: envelope(webhookBody),
      response: envelope(webhookSchema),
      errors: [403, 404, 409],
    },
    async (ctx, { params, body }) => data(await s.webhooks.create(ctx, params.id, body.data)),
  );
  defineRoute(
    app,
    a,
    { method: 'GET', path: '/api/webhooks/:id', tag, summary: 'A webhook', params: webhookParams, response: envelope(webhookSchema), errors: [403, 404] },
    async (ctx, { params }) => data(await s.webhooks.get(ctx, params.id)),
  );
  defineRoute(
    app,
    a,
    {
      method: 'PUT',
      path: '/api/webhooks/:id',
      tag,
      summary: 'Change, pause or resume a webhook',
      params: webhookParams,
      body: envelope(webhookBody.partial()),
      response: envelope(webhookSchema),
      errors: [403, 404],
    },
    async (ctx, { params, body }) => data(await s.webhooks.update(ctx, params.id, body.data)),
  );
  defineRoute(
    app,
    a,
    {
      method: 'DELETE',
      path: '/api/webhooks/:id',
      tag,
      summary: 'Delete a webhook',
      params: webhookParams,
      response: envelope(z.object({ id: z.string() })),
      errors: [403, 404],
    },
    async (ctx, { params }) => data(await s.webhooks.delete(ctx, params.id)),
  );
  defineRoute(
    app,
    a,
    {
      method: 'POST',
      path: '/api/webhooks/:id/rotate-secret',
      tag,
      summary: 'Replace the signing secret',
      params: webhookParams,
      response: envelope(webhookSchema),
      errors: [403, 404],
    },
    async (ctx, { params }) => data(await s.webhooks.rotateSecret(ctx, params.id)),
  );
  defineRoute(
    app,
    a,
    {
      method: 'GET',
      path: '/api/webhooks/:id/deliveries',
      tag,
      summary: 'The delivery log, newest first',
      params: webhookParams,
      query: z.object({
        limit: z.coerce.number().int().min(1).max(200).optional(),
        before: z.coerce.number().int().min(1).optional().describe('a nextCursor'),
      }),
      response: envelope(z.object({ deliveries: z.array(deliverySchema), nextCursor: z.string().nullable() })),
      errors: [403, 404],
    },
    async (ctx, { params, query }) => data(await s.webhooks.deliveries(ctx, params.id, query)),
  );
  const deliveryParams = webhookParams.extend({ deliveryId: z.string().min(1).max(250) });
  defineRoute(
    app,
    a,
    {
      method: 'GET',
      path: '/api/webhooks/:id/deliveries/:deliveryId',
      tag,
      summary: 'One delivery with the body sent',
      params: deliveryParams,
      response: envelope(deliverySchema),
      errors: [403, 404],
    },
    async (ctx, { params }) => data(await s.webhooks.delivery(ctx, params.id, params.deliveryId)),
  );
  defineRoute(
    app,
    a,
    {
      method: 'POST',
      path: '/api/webhooks/:id/deliveries/:deliveryId/redeliver',
      tag,
      summary: 'Send a delivery again (same id and body)',
      params: deliveryParams,
      response: envelope(deliverySchema),
      errors: [403, 404],
    },
    async (ctx, { params }) => data(await s.webhooks.redeliver(ctx, params.id, params.deliveryId)),
  );
}
