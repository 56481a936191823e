import { randomUUID } from 'node:crypto';
import type { ProjectEvent, ProjectState, RecordedEvent } from '@flagstream/domain';
import {
  HistoryWalker,
  UNDELIVERABLE_EVENTS,
  deliveryIdOf,
  evolveProject,
  initialProjectState,
  projectStreamId,
  wantsEvent,
  webhooksOf,
} from '@flagstream/domain';
import type { EventStore, StoredEvent } from '@flagstream/eventstore';
import type { AutomationStore, DeliveryRecord, NewDelivery } from './store';
import { sendDelivery } from './sender';
import type { SendResult } from './sender';

export interface WebhookWorkerOptions {
  store: EventStore;
  automation: AutomationStore;
  clock?: () => number;
  log?: { warn(o: object, m: string): void; error(o: object, m: string): void; info?(o: object, m: string): void };
  allowPrivate: boolean;
  retryBaseMs: number;
  retryMaxMs: number;
  maxAttempts: number;
  timeoutMs: number;
  /** how long the lease lasts without renewal; default 15 s */
  leaseMs?: number;
  /** deliveries sent at once (to different webhooks; one webhook's go one at a time, in order); default 32 */
  concurrency?: number;
  /** told of every attempt (metrics, the bench) */
  onAttempt?: (d: DeliveryRecord, r: SendResult) => void;
}

/** Keys whose values are secrets: never sent to a receiver. */
const SECRET_KEYS = new Set(['apiKey', 'clientKey', 'serverKey', 'tokenHash', 'secret', 'apiKeyHash', 'clientKeyHash', 'serverKeyHash', 'keyHash']);
function redact(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(redact);
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.entries(v as Record<string, unknown>)
        .filter(([k]) => !SECRET_KEYS.has(k))
        .map(([k, x]) => [k, redact(x)]),
    );
  return v;
}

/** Retry n (1-based) waits base·2^(n-1), capped, with "equal jitter" (half fixed, half random) so retries of many receivers spread out. */
export function backoffMs(attempt: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const capped = Math.min(maxMs, baseMs * 2 ** Math.min(attempt - 1, 40));
  return Math.round(capped / 2 + random() * (capped / 2));
}

/**
 * The webhook delivery worker: a subscription on the event store with its own checkpoint (in the
 * automation store). Each project event becomes one queued delivery per subscribed webhook, queued
 * together with the checkpoint, so nothing is lost across restarts; a webhook's deliveries go out
 * one at a time in event order, retried with capped exponential backoff and jitter, each with a
 * delivery id that stays the same on every attempt (receivers drop duplicates by it). One worker
 * delivers at a time across gateways: it holds a lease.
 */
export class WebhookWorker {
  private readonly owner = `worker-${randomUUID()}`;
  private readonly clock: () => number;
  private readonly leaseMs: number;
  private readonly concurrency: number;
  private leader = false;
  private stopped = true;
  private running = false;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private leaseTimer: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;
  /** projects folded up to a revision, so an event's summary is written from the state just before it */
  private readonly folds = new Map<string, { state: ProjectState; revision: number }>();

  constructor(private readonly o: WebhookWorkerOptions) {
    this.clock = o.clock ?? Date.now;
    this.leaseMs = o.leaseMs ?? 15_000;
    this.concurrency = o.concurrency ?? 32;
  }

  get isLeader(): boolean {
    return this.leader;
  }

  async start(): Promise<void> {
    this.stopped = false;
    this.unsubscribe = this.o.store.onAppended(() => this.wake());
    await this.renewLease();
    this.leaseTimer = setInterval(() => void this.renewLease(), Math.max(50, Math.floor(this.leaseMs / 3)));
    this.leaseTimer.unref();
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    if (this.timer) clearTimeout(this.timer);
    if (this.leaseTimer) clearInterval(this.leaseTimer);
    while (this.running) await new Promise((r) => setTimeout(r, 5));
    this.abort.abort();
    await Promise.allSettled([...this.inFlight.values()]);
    if (this.leader) await this.o.automation.releaseLease(this.owner).catch(() => undefined);
    this.leader = false;
  }

  private async renewLease(): Promise<void> {
    if (this.stopped) return;
    try {
      const was = this.leader;
      this.leader = await this.o.automation.acquireLease(this.owner, this.leaseMs, this.clock());
      if (this.leader && !was) this.wake();
    } catch (e) {
      this.leader = false;
      this.o.log?.warn({ err: e }, 'webhook worker could not renew its lease');
    }
  }

  /** Look again now (an append, a redelivery). */
  wake(): void {
    if (this.stopped) return;
    void this.loop();
  }

  private async loop(): Promise<void> {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    let next: number | null = null;
    try {
      do {
        this.again = false;
        if (!this.leader || this.stopped) break;
        await this.pull();
        next = await this.dispatch();
      } while (this.again && !this.stopped);
    } catch (e) {
      this.o.log?.error({ err: e }, 'webhook worker pass failed; retrying');
      next = 1000;
    } finally {
      this.running = false;
    }
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    // Poll now and then as well: appends from another process are seen through the store's own notices, which may be coarse.
    // Due ones may all be in flight already: their completion wakes the loop, so poll gently meanwhile.
    const wait = next === 0 && this.inFlight.size > 0 ? 250 : Math.max(10, Math.min(next ?? 1000, 1000));
    this.timer = setTimeout(() => this.wake(), wait);
    this.timer.unref();
  }

  /** Turns new events into queued deliveries, page by page, each page atomically with the checkpoint. */
  private async pull(): Promise<void> {
    for (;;) {
      const checkpoint = await this.o.automation.checkpoint();
      const page = await this.o.store.readAll({ after: checkpoint, maxCount: 500 });
      if (page.length === 0) return;
      const deliveries: NewDelivery[] = [];
      for (const ev of page) deliveries.push(...(await this.deliveriesOf(ev)));
      if (!this.leader || this.stopped) return;
      await this.o.automation.enqueue(deliveries, page[page.length - 1]!.position);
      if (page.length < 500) return;
      await new Promise((r) => setImmediate(r));
    }
  }

  private async stateBefore(projectId: string, revision: number): Promise<ProjectState> {
    const cached = this.folds.get(projectId);
    if (cached && cached.revision === revision - 1) return cached.state;
    let state = initialProjectState();
    let at = -1;
    if (cached && cached.revision < revision - 1) ({ state, revision: at } = cached);
    while (at < revision - 1) {
      const page = await this.o.store.readStream(projectStreamId(projectId), { fromRevision: at + 1, maxCount: Math.min(5000, revision - 1 - at) });
      if (page.length === 0) break;
      for (const e of page) state = evolveProject(state, { type: e.type, data: e.data } as ProjectEvent);
      at = page[page.length - 1]!.revision;
    }
    return state;
  }

  private remember(projectId: string, state: ProjectState, revision: number): void {
    this.folds.delete(projectId);
    this.folds.set(projectId, { state, revision });
    if (this.folds.size > 500) this.folds.delete(this.folds.keys().next().value!);
  }

  private async deliveriesOf(ev: StoredEvent): Promise<NewDelivery[]> {
    if (!ev.streamId.startsWith('project-')) return [];
    const projectId = ev.streamId.slice('project-'.length);
    const before = await this.stateBefore(projectId, ev.revision);
    const walker = new HistoryWalker(projectId);
    walker.state = before;
    const entry = walker.step(ev as unknown as RecordedEvent);
    const after = walker.state;
    this.remember(projectId, after, ev.revision);
    if (UNDELIVERABLE_EVENTS.has(ev.type)) return [];
    const hooks = Object.values(webhooksOf(after)).filter((w) => wantsEvent(w, ev.type));
    if (hooks.length === 0) return [];
    const now = this.clock();
    return hooks.map((w) => {
      const id = deliveryIdOf(w.id, ev.id);
      const payload = JSON.stringify({
        id,
        type: ev.type,
        webhookId: w.id,
        createdAt: new Date(now).toISOString(),
        project: { id: projectId, name: after.name || before.name },
        event: {
          id: ev.id,
          type: ev.type,
          position: ev.position,
          revision: ev.revision,
          at: entry.at,
          actor: entry.actor,
          summary: entry.summary,
          entity: entry.entity,
          correlationId: entry.correlationId,
          before: redact(entry.before),
          after: redact(entry.after),
          data: redact(ev.data),
        },
      });
      return { id, webhookId: w.id, projectId, eventId: ev.id, eventType: ev.type, position: ev.position, payload, createdAt: now };
    });
  }

  /** webhooks with a delivery in flight: their next one waits (order per webhook) */
  private readonly inFlight = new Map<string, Promise<void>>();
  /** aborts deliveries in flight when the worker stops (they are retried by whoever holds the lease next) */
  private readonly abort = new AbortController();

  /**
   * Starts what is due (one per webhook, in parallel across webhooks) without waiting for it, so a
   * slow receiver never holds back the others or the queueing of new events; returns ms until the
   * next due delivery (null: none pending).
   */
  private async dispatch(): Promise<number | null> {
    const now = this.clock();
    const free = this.concurrency - this.inFlight.size;
    if (free > 0) {
      const due = (await this.o.automation.due(now, this.concurrency + this.inFlight.size)).filter((d) => !this.inFlight.has(d.webhookId)).slice(0, free);
      for (const d of due) {
        const run = this.deliver(d)
          .catch((e: unknown) => this.o.log?.error({ err: e, webhookId: d.webhookId }, 'webhook delivery could not be recorded; it will be retried'))
          .finally(() => {
            this.inFlight.delete(d.webhookId);
            this.wake();
          });
        this.inFlight.set(d.webhookId, run);
      }
    }
    const next = await this.o.automation.nextDue();
    return next === null ? null : Math.max(0, next - this.clock());
  }

  private async deliver(d: DeliveryRecord): Promise<void> {
    const projectState = await this.stateBefore(d.projectId, Number.MAX_SAFE_INTEGER).catch(() => null);
    const hook = projectState ? webhooksOf(projectState)[d.webhookId] : undefined;
    const now = this.clock();
    if (!hook) {
      // deleted since: nothing to send it to
      await this.o.automation.recordAttempt(
        d.seq,
        { at: now, statusCode: null, latencyMs: 0, error: 'webhook deleted' },
        { status: 'failed', nextAttemptAt: now },
      );
      return;
    }
    if (!hook.active) {
      // paused: held in order until resumed (not an attempt)
      await this.o.automation.postpone(d.seq, now + 5000);
      return;
    }
    const r = await sendDelivery({
      url: hook.url,
      secret: hook.secret,
      body: d.payload,
      deliveryId: d.id,
      eventType: d.eventType,
      webhookId: d.webhookId,
      now,
      timeoutMs: this.o.timeoutMs,
      allowPrivate: this.o.allowPrivate,
      signal: this.abort.signal,
    });
    if (this.abort.signal.aborted) return; // stopping: left pending, not counted as an attempt
    this.o.onAttempt?.(d, r);
    const attempt = { at: now, statusCode: r.statusCode, latencyMs: r.latencyMs, error: r.error };
    const attempts = d.attempts + 1;
    if (r.ok) await this.o.automation.recordAttempt(d.seq, attempt, { status: 'delivered', nextAttemptAt: now });
    else if (attempts >= this.o.maxAttempts) await this.o.automation.recordAttempt(d.seq, attempt, { status: 'failed', nextAttemptAt: now });
    else
      await this.o.automation.recordAttempt(d.seq, attempt, {
        status: 'pending',
        nextAttemptAt: this.clock() + backoffMs(attempts, this.o.retryBaseMs, this.o.retryMaxMs),
      });
  }
}
