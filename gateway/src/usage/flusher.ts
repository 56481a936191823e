import { MINUTE_MS } from '@flagstream/domain';
import type { UsageCounters, EvalCount } from './counters';
import type { TimedDrain } from './keys';
import { batchOf } from './keys';
import type { UsageBatch, UsageStore } from './store';

/** Cells of SDK impressions waiting for the next flush, at most (past it a post is refused with 429). */
export const MAX_PENDING_IMPRESSION_CELLS = 200_000;
/** Increments kept for a retry when the store did not answer, at most (then the oldest batch is dropped and said so). */
const MAX_RETRY_INCREMENTS = 2_000_000;

export interface FlusherLog {
  warn(o: object, msg: string): void;
}

/**
 * Writes the counters to the shared store every `intervalMs` (issue 20). A gateway killed with
 * -9 loses at most what it counted since its last flush; a clean stop flushes first. A batch the
 * store refused is kept and written with the next one.
 */
export class UsageFlusher {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private retry: UsageBatch | null = null;
  private impressions: TimedDrain[] = [];
  private impressionCells = 0;
  /** flushes written, and the time of the last one (tests, metrics) */
  flushes = 0;
  lastFlushAt = 0;

  constructor(
    private readonly counters: UsageCounters,
    private readonly store: UsageStore,
    private readonly clock: () => number,
    readonly intervalMs: number,
    private readonly log: FlusherLog,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush(), this.intervalMs);
    this.timer.unref();
  }

  /** SDK impressions of one environment, each at its own minute. False when the backlog is full (nothing taken). */
  addImpressions(environmentUuid: string, cells: ReadonlyArray<EvalCount & { at: number }>): boolean {
    if (this.impressionCells + cells.length > MAX_PENDING_IMPRESSION_CELLS) return false;
    const byMinute = new Map<number, EvalCount[]>();
    for (const c of cells) {
      const at = Math.floor(c.at / MINUTE_MS) * MINUTE_MS;
      let list = byMinute.get(at);
      if (!list) byMinute.set(at, (list = []));
      list.push({ flagKey: c.flagKey, variant: c.variant, reason: c.reason, n: c.n });
    }
    for (const [at, evaluations] of byMinute)
      this.impressions.push({ environmentUuid, at, evaluations, requests: { config: 0, flagd: 0, ofrep: 0, impressions: 0 } });
    this.impressionCells += cells.length;
    return true;
  }

  /** Drains the counters and writes them; one flush at a time (a tick during a slow write waits for the next). */
  flush(): Promise<void> {
    if (this.running) return this.running;
    this.running = this.write().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async write(): Promise<void> {
    const now = this.clock();
    const drains: TimedDrain[] = this.counters.drain().map((d) => ({ ...d, at: now }));
    drains.push(...this.impressions);
    this.impressions = [];
    this.impressionCells = 0;
    let batch = batchOf(drains, now);
    if (this.retry) {
      batch = {
        increments: [...this.retry.increments, ...batch.increments],
        sets: [...this.retry.sets, ...batch.sets],
        setOnce: [...this.retry.setOnce, ...batch.setOnce],
      };
      this.retry = null;
    }
    if (batch.increments.length === 0 && batch.sets.length === 0 && batch.setOnce.length === 0) return;
    try {
      await this.store.apply(batch);
      this.flushes++;
      this.lastFlushAt = now;
    } catch (err) {
      if (batch.increments.length > MAX_RETRY_INCREMENTS) {
        this.log.warn({ err, increments: batch.increments.length }, 'usage counts dropped: the usage store has not answered for too long');
        return;
      }
      this.retry = batch;
      this.log.warn({ err }, 'usage counts could not be written; kept for the next flush');
    }
  }

  /** Stops the timer and writes what is left. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    // a flush in progress drained before now: wait for it, then write what came since
    await this.running;
    await this.flush();
    if (this.retry) await this.flush();
  }
}
