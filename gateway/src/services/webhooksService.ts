import { randomBytes } from 'node:crypto';
import type { ProjectState, WebhookState } from '@flagstream/domain';
import { WEBHOOK_NOT_FOUND_MESSAGE, createWebhookInput, fail, updateWebhookInput, webhooksOf } from '@flagstream/domain';
import type { AutomationStore, DeliveryRecord } from '../webhooks/store';
import type { WebhookWorker } from '../webhooks/worker';
import { urlRefusal } from '../webhooks/ssrf';
import type { RequestContext, ServiceContext } from './serviceContext';
import { commandOf, createdId, notFound } from './serviceContext';

/** A signing secret: `whsec_` and 32 random bytes, base64url. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

const webhookNotFound = notFound('WEBHOOK_NOT_FOUND', WEBHOOK_NOT_FOUND_MESSAGE);
const iso = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : new Date(ms).toISOString());

export interface WebhookData {
  url?: unknown;
  events?: unknown;
  description?: unknown;
  active?: unknown;
}

export function webhookView(w: WebhookState, s: ProjectState, showSecret: boolean) {
  return {
    id: w.id,
    url: w.url,
    events: w.events,
    description: w.description,
    active: w.active,
    project: { id: s.id, name: s.name },
    /** only for those who manage the project */
    secret: showSecret ? w.secret : null,
    createdBy: w.createdBy,
    createdAt: iso(w.createdAt)!,
    updatedAt: iso(w.updatedAt)!,
  };
}
export type WebhookView = ReturnType<typeof webhookView>;

export function deliveryView(d: DeliveryRecord, withPayload = false) {
  const last = d.history[d.history.length - 1];
  return {
    id: d.id,
    seq: d.seq,
    webhookId: d.webhookId,
    eventId: d.eventId,
    eventType: d.eventType,
    position: d.position,
    status: d.status,
    attempts: d.attempts,
    redelivery: d.redelivery,
    createdAt: iso(d.createdAt)!,
    deliveredAt: iso(d.deliveredAt),
    nextAttemptAt: d.status === 'pending' ? iso(d.nextAttemptAt) : null,
    responseCode: last?.statusCode ?? null,
    latencyMs: last?.latencyMs ?? null,
    error: last?.error ?? null,
    history: d.history.map((a) => ({ at: iso(a.at)!, statusCode: a.statusCode, latencyMs: a.latencyMs, error: a.error })),
    ...(withPayload ? { payload: parsedJson(d.payload) } : {}),
  };
}
export type DeliveryView = ReturnType<typeof deliveryView>;

/** A stored JSON text as a value of unknown shape (it is sent on as it was stored). */
const parsedJson = (text: string): unknown => JSON.parse(text);

/**
 * Webhooks (issue 19): subscriptions are project events (decided in the domain); deliveries and
 * their log live in the automation store, written by the delivery worker.
 */
export class WebhooksService {
  constructor(
    private readonly sc: ServiceContext,
    private readonly store: AutomationStore,
    private readonly worker: WebhookWorker | null,
    private readonly allowPrivate: boolean,
  ) {}

  private checkUrl(url: unknown): void {
    // A URL that is no http(s) URL at all is the domain's to refuse (VALIDATION_FAILED, with its message).
    if (typeof url !== 'string' || !/^https?:\/\//i.test(url.trim()) || !URL.canParse(url.trim())) return;
    const why = urlRefusal(url.trim(), this.allowPrivate);
    if (why) fail('WEBHOOK_URL_NOT_ALLOWED', why);
  }

  /** A webhook's project, seen by someone who manages it (webhooks carry secrets and payloads). */
  private async managed(ctx: RequestContext, webhookId: string) {
    const found = await this.sc.locate(ctx, webhookId, webhookNotFound, (s) => webhookId in webhooksOf(s));
    if (!found.viewer.permissions.canManageProject) fail('FORBIDDEN', 'You do not have permission to manage webhooks', { role: found.viewer.role });
    return { ...found, webhook: webhooksOf(found.state)[webhookId]! };
  }

  async list(ctx: RequestContext, projectId: string): Promise<WebhookView[]> {
    const { state, viewer } = await this.sc.visible(ctx, projectId);
    return Object.values(webhooksOf(state))
      .sort((a, b) => a.createdAt - b.createdAt)
      .map((w) => webhookView(w, state, viewer.permissions.canManageProject));
  }

  async get(ctx: RequestContext, webhookId: string): Promise<WebhookView> {
    const { state, webhook } = await this.managed(ctx, webhookId);
    return webhookView(webhook, state, true);
  }

  async create(ctx: RequestContext, projectId: string, data: WebhookData): Promise<WebhookView> {
    await this.sc.visible(ctx, projectId);
    this.checkUrl(data.url);
    const { state, events } = await this.sc.run(
      ctx,
      projectId,
      commandOf('CreateWebhook', createWebhookInput, {
        url: data.url,
        secret: newWebhookSecret(),
        ...(data.events !== undefined ? { events: data.events } : {}),
        ...(data.description !== undefined ? { description: data.description } : {}),
        ...(data.active !== undefined ? { active: data.active } : {}),
      }),
    );
    return webhookView(webhooksOf(state)[createdId(events, 'WebhookCreated', 'webhookId')]!, state, true);
  }

  async update(ctx: RequestContext, webhookId: string, data: WebhookData): Promise<WebhookView> {
    const { projectId } = await this.managed(ctx, webhookId);
    this.checkUrl(data.url);
    const { state } = await this.sc.run(
      ctx,
      projectId,
      commandOf('UpdateWebhook', updateWebhookInput, {
        webhookId,
        ...(data.url !== undefined ? { url: data.url } : {}),
        ...(data.events !== undefined ? { events: data.events } : {}),
        ...(data.description !== undefined ? { description: data.description } : {}),
        ...(data.active !== undefined ? { active: data.active } : {}),
      }),
    );
    this.worker?.wake();
    return webhookView(webhooksOf(state)[webhookId]!, state, true);
  }

  async rotateSecret(ctx: RequestContext, webhookId: string): Promise<WebhookView> {
    const { projectId } = await this.managed(ctx, webhookId);
    const { state } = await this.sc.run(ctx, projectId, { kind: 'RotateWebhookSecret', webhookId, secret: newWebhookSecret() });
    return webhookView(webhooksOf(state)[webhookId]!, state, true);
  }

  async delete(ctx: RequestContext, webhookId: string): Promise<{ id: string }> {
    const { projectId } = await this.managed(ctx, webhookId);
    await this.sc.run(ctx, projectId, { kind: 'DeleteWebhook', webhookId });
    await this.store.dropPending(webhookId);
    return { id: webhookId };
  }

  /** The delivery log, newest first (status, attempts, latency, response code). */
  async deliveries(ctx: RequestContext, webhookId: string, page: { limit?: number; before?: number } = {}) {
    await this.managed(ctx, webhookId);
    const limit = page.limit ?? 50;
    const rows = await this.store.list(webhookId, limit + 1, page.before);
    return { deliveries: rows.slice(0, limit).map((d) => deliveryView(d)), nextCursor: rows.length > limit ? String(rows[limit - 1]!.seq) : null };
  }

  async delivery(ctx: RequestContext, webhookId: string, deliveryId: string): Promise<DeliveryView> {
    await this.managed(ctx, webhookId);
    const d = await this.store.latest(deliveryId);
    if (!d || d.webhookId !== webhookId) fail('WEBHOOK_DELIVERY_NOT_FOUND', 'Delivery not found');
    return deliveryView(d, true);
  }

  /** Queues a delivery again (same id and body) at the end of its webhook's queue. */
  async redeliver(ctx: RequestContext, webhookId: string, deliveryId: string): Promise<DeliveryView> {
    await this.managed(ctx, webhookId);
    const last = await this.store.latest(deliveryId);
    if (!last || last.webhookId !== webhookId) fail('WEBHOOK_DELIVERY_NOT_FOUND', 'Delivery not found');
    const d = await this.store.requeue(deliveryId, this.sc.now());
    this.worker?.wake();
    return deliveryView(d!);
  }
}
