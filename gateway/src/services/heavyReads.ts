import { fail } from '@flagstream/domain';

/**
 * Expensive reads (history pages, time travel, diffs, verification, exports) run at most
 * `perCaller` at a time for one caller: a tenant cannot queue up work that stalls the others.
 * Past it the caller gets 429 TOO_MANY_CONCURRENT_REQUESTS at once (nothing waits in memory).
 */
export class CallerConcurrency {
  private readonly running = new Map<string, number>();

  constructor(
    readonly perCaller = 2,
    private readonly what = 'history reads or exports',
  ) {}

  /** Takes a slot for the caller; the returned function gives it back (once). */
  acquire(callerId: string): () => void {
    const n = this.running.get(callerId) ?? 0;
    if (n >= this.perCaller) {
      fail('TOO_MANY_CONCURRENT_REQUESTS', `At most ${this.perCaller} ${this.what} can run at once for one user; wait for one to finish`, {
        limitType: 'concurrentHeavyReads',
        max: this.perCaller,
      });
    }
    this.running.set(callerId, n + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.running.get(callerId) ?? 1) - 1;
      if (left <= 0) this.running.delete(callerId);
      else this.running.set(callerId, left);
    };
  }

  async run<T>(callerId: string, work: () => Promise<T>): Promise<T> {
    const release = this.acquire(callerId);
    try {
      return await work();
    } finally {
      release();
    }
  }

  /** callers with a read in progress (tests and metrics) */
  get size(): number {
    return this.running.size;
  }
}

/** Work done in one turn of the event loop before a long read yields (so others are answered in between). */
export const SLICE_MS = 2;

/**
 * An export's pace: at most this many bytes a second. Producing an export is CPU and memory the
 * other tenants share; a Free plan's export (5,000 typical events, a few MB) still takes only seconds.
 */
export const EXPORT_BYTES_PER_SECOND = 1024 * 1024;

/** Keeps a producer under `bytesPerSecond`: call `spent(n)` after producing n bytes, and await it. */
export function pacer(bytesPerSecond: number, clock: () => number = () => performance.now()): (bytes: number) => Promise<void> {
  const start = clock();
  let total = 0;
  return async (bytes: number) => {
    total += bytes;
    const ahead = (total / bytesPerSecond) * 1000 - (clock() - start);
    if (ahead > 5) await new Promise((r) => setTimeout(r, ahead));
  };
}

/**
 * Gateway time per caller (issue 15): what a caller's requests take is measured as they run and
 * charged when they end, refilled at `msPerSecond` up to `burstMs`. While a caller's balance is
 * spent, its next request is refused at once (429 with Retry-After), before any work. A count of
 * requests cannot tell a 2-field document from a 200-field one; this budget can, so one tenant's
 * allowed maximum is a bounded share of the event loop whatever it sends. Debt is bounded too
 * (one burst), so a single slow request never locks a caller out for long.
 */
export class TimeBudget {
  private readonly buckets = new Map<string, { ms: number; at: number }>();

  constructor(
    readonly msPerSecond: number,
    readonly burstMs: number,
    private readonly capacity = 50_000,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  private bucket(key: string): { ms: number; at: number } {
    const now = this.clock();
    let b = this.buckets.get(key);
    if (b) {
      b.ms = Math.min(this.burstMs, b.ms + ((now - b.at) * this.msPerSecond) / 1000);
      b.at = now;
      this.buckets.delete(key); // kept in last-use order
    } else {
      b = { ms: this.burstMs, at: now };
      // bounded: the least recently used go first (a full bucket is what a new one would be)
      for (const oldest of this.buckets.keys()) {
        if (this.buckets.size < this.capacity) break;
        this.buckets.delete(oldest);
      }
    }
    this.buckets.set(key, b);
    return b;
  }

  /** 0 when the caller may start a request now, else the whole seconds until its balance is positive again. */
  admit(key: string): number {
    const b = this.bucket(key);
    return b.ms > 0 ? 0 : Math.max(1, Math.ceil((1 - b.ms) / this.msPerSecond));
  }

  /** Charges what a request took. */
  charge(key: string, ms: number): void {
    const b = this.bucket(key);
    b.ms = Math.max(-this.burstMs, b.ms - Math.max(0, ms));
  }

  /** the caller's balance in ms (tests and metrics) */
  balance(key: string): number {
    return this.bucket(key).ms;
  }
}

/**
 * GraphQL reads per caller (issue 15): RATE_LIMIT_WRITES_PER_MINUTE / 60 ms of gateway time a
 * second (10 ms at the default 600: a hundredth of a core, and the web app's pages and polls use a
 * few ms now and then), after a burst of 100 s of it (1 s at the default). The heaviest document
 * the limits allow takes ~5 ms: a few a second are what one caller can keep up, which keeps another
 * tenant's p99 where it was (the noisy-neighbour test). One request is charged at most
 * GRAPHQL_MAX_CHARGE_MS: history reads, the long ones, give the event loop back every few ms and
 * have their own per-caller limit.
 */
export const graphqlTimeBudget = (writesPerMinute: number): TimeBudget => {
  const msPerSecond = Math.max(10, writesPerMinute / 60);
  return new TimeBudget(msPerSecond, 100 * msPerSecond);
};
export const GRAPHQL_MAX_CHARGE_MS = 100;

/** GraphQL requests one caller may have in flight at once (a page of the web app sends a few together) */
export const GRAPHQL_IN_FLIGHT_PER_CALLER = 16;
