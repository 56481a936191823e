/**
 * What automation keeps outside the event store: the webhook worker's checkpoint and lease, the
 * delivery queue and log, and API tokens' last-used times. Events stay the source of truth for
 * what happened; this store only says how far the deliveries got. Two adapters: sqlite (one
 * gateway, a file next to the event store) and Redis (every gateway of a deployment shares it).
 */

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface NewDelivery {
  /** stable per (webhook, event): the same on every attempt and redelivery */
  id: string;
  webhookId: string;
  projectId: string;
  eventId: string;
  eventType: string;
  /** global position of the event */
  position: number;
  /** the exact JSON body sent */
  payload: string;
  createdAt: number;
}

export interface DeliveryAttempt {
  at: number;
  /** the receiver's HTTP status, null when no response came */
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
}

export interface DeliveryRecord extends NewDelivery {
  /** queue entry number: strictly increasing; a webhook's pending entries go out in this order */
  seq: number;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: number;
  deliveredAt: number | null;
  /** the most recent attempts, newest last (at most ATTEMPTS_KEPT) */
  history: DeliveryAttempt[];
  /** queued again by someone (the redeliver action) */
  redelivery: boolean;
}

export const ATTEMPTS_KEPT = 10;
/** log entries kept per webhook (older finished ones are dropped) */
export const LOG_KEPT = 1000;

export interface AutomationStore {
  readonly kind: 'sqlite' | 'redis';
  /** Takes or renews the worker lease (one worker delivers at a time across gateways). */
  acquireLease(owner: string, ttlMs: number, now: number): Promise<boolean>;
  releaseLease(owner: string): Promise<void>;
  /** the global position up to which events have been turned into deliveries */
  checkpoint(): Promise<number>;
  /** Queues deliveries and moves the checkpoint in one atomic step. */
  enqueue(deliveries: readonly NewDelivery[], checkpoint: number): Promise<void>;
  /** The head of every webhook's queue that is due at `now` (oldest pending entry per webhook). */
  due(now: number, limit: number): Promise<DeliveryRecord[]>;
  /** when the earliest head of a queue becomes due (null: nothing pending) */
  nextDue(): Promise<number | null>;
  /** Records an attempt and what happens next (delivered, failed for good, or retried at nextAttemptAt). */
  recordAttempt(seq: number, attempt: DeliveryAttempt, next: { status: DeliveryStatus; nextAttemptAt: number }): Promise<void>;
  /** Holds a pending delivery until `at` without counting an attempt (its webhook is paused). */
  postpone(seq: number, at: number): Promise<void>;
  /** A webhook's log, newest first; `before` continues from a seq. */
  list(webhookId: string, limit: number, before?: number): Promise<DeliveryRecord[]>;
  /** The newest queue entry of a delivery id. */
  latest(deliveryId: string): Promise<DeliveryRecord | null>;
  /** Queues a delivery again at the end of its webhook's queue, same id and body. */
  requeue(deliveryId: string, now: number): Promise<DeliveryRecord | null>;
  /** Drops the pending deliveries of a deleted webhook (its log stays until trimmed). */
  dropPending(webhookId: string): Promise<void>;
  touchToken(tokenId: string, at: number): Promise<void>;
  tokensLastUsed(tokenIds: readonly string[]): Promise<Record<string, number>>;
  close(): Promise<void>;
}
