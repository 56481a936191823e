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
