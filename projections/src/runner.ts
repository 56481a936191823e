import type { EventStore, StoredEvent } from '@flagstream/eventstore';
import { paymentDecider, userDecider } from '@flagstream/domain';
import type { ReadStore, Write } from './readStore/port';
import { CheckpointMovedError } from './readStore/port';
import { ProjectProjector } from './projectors/projectProjector';
import { DocProjector } from './projectors/docProjector';
import { keys } from './keys';

export interface RunnerOptions {
  /** events read per page; default 2000 */
  pageSize?: number;
  /** while catching up, events applied before one flush; default 50 000 */
  batchEvents?: number;
  /** called with errors the runner survives (a failed commit, a store that is down) */
  onError?: (error: unknown) => void;
  /** retry delay after an error; default 500 ms */
  retryMs?: number;
  /**
   * How often an idle runner checks that the stored checkpoint is still its own (a flushed or
   * restarted-empty Redis is rebuilt without waiting for the next event); default 1000 ms for
   * a Redis read store, never for the in-process one. 0 turns it off.
   */
  verifyEveryMs?: number;
  /** told when the read store was found elsewhere than this runner left it, and what it did */
  onResync?: (e: ResyncEvent) => void;
}

export interface ResyncEvent {
  /** `rebuild`: the store lost its checkpoint (FLUSHALL, restarted empty): cleared and rebuilt from 0; `continue`: another checkpoint was there, carried on from it */
  action: 'rebuild' | 'continue';
  /** this runner's checkpoint */
  was: number;
  /** the one found in the store */
  found: number;
}

interface Waiter {
  position: number;
  resolve: () => void;
  reject: (e: Error) => void;
  timer: NodeJS.Timeout;
}

export class WaitTimeoutError extends Error {
  readonly code = 'PROJECTION_TIMEOUT' as const;
  constructor(position: number) {
    super(`Read models did not reach position ${position} in time`);
  }
}

/**
 * Reads all events from its checkpoint, applies every projector in order, and writes the
 * read-model changes with the new checkpoint atomically. Events are handled one at a time in
 * order (a loop, never overlapping handlers); notices from the store only wake the loop.
 */
export class ProjectionRunner {
  private readonly projectProjector: ProjectProjector;
  private readonly docProjectors: DocProjector<unknown>[];
  private checkpoint = 0;
  /** position of the last event applied in memory (ahead of the checkpoint until a flush) */
  private applied = 0;
  private readonly batchEvents: number;
  private running = false;
  private again = false;
  /** not following the store (before start, after stop): wake-ups are ignored */
  private stopped = true;
  /** stop() is waiting for the loop: leave it between pages (a rebuild of a never-started runner still runs to the end) */
  private halting = false;
  private unsubscribe: (() => void) | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private verifyTimer: NodeJS.Timeout | null = null;
  /** the stored checkpoint may not be ours any more: compare before the next page */
  private resync = false;
  private readonly waiters = new Set<Waiter>();
  private readonly pageSize: number;
  private readonly retryMs: number;
  private caughtUpOnce: Promise<void>;
  private markCaughtUp!: () => void;

  constructor(private readonly store: EventStore, private readonly read: ReadStore, private readonly options: RunnerOptions = {}) {
    this.pageSize = options.pageSize ?? 2000;
    this.batchEvents = options.batchEvents ?? 50_000;
    this.retryMs = options.retryMs ?? 500;
    this.projectProjector = new ProjectProjector(read);
    this.docProjectors = [
      new DocProjector(read, 'user-', userDecider as never, keys.user),
      new DocProjector(read, 'payment-', paymentDecider as never, keys.payment),
    ];
    this.caughtUpOnce = new Promise((r) => (this.markCaughtUp = r));
  }

  get position(): number {
    return this.checkpoint;
  }

  /** Starts following the store; resolves once the read models have caught up with it. */
  async start(): Promise<void> {
    this.stopped = false;
    this.checkpoint = await this.read.checkpoint();
    this.applied = this.checkpoint;
    this.unsubscribe = this.store.onAppended(() => this.wake());
    const every = this.options.verifyEveryMs ?? (this.read.kind === 'redis' ? 1000 : 0);
    if (every > 0) {
      this.verifyTimer = setInterval(() => void this.verify(), every);
      this.verifyTimer.unref();
    }
    this.wake();
    await this.caughtUpOnce;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.halting = true;
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.verifyTimer) clearInterval(this.verifyTimer);
    this.verifyTimer = null;
    for (const w of this.waiters) {
      clearTimeout(w.timer);
      w.reject(new Error('Projection runner stopped'));
    }
    this.waiters.clear();
    while (this.running) await new Promise((r) => setTimeout(r, 5));
    this.halting = false;
  }

  /** Resolves once the read models include `position` (read-your-writes without sleeping). */
  waitFor(position: number, timeoutMs = 5000): Promise<void> {
    if (position <= this.checkpoint) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const w: Waiter = {
        position, resolve, reject,
        timer: setTimeout(() => {
          this.waiters.delete(w);
          reject(new WaitTimeoutError(position));
        }, timeoutMs),
      };
      this.waiters.add(w);
      this.wake();
    });
  }

  /** Drops every read model and replays all events from position 0. */
  async rebuild(): Promise<void> {
    while (this.running) await new Promise((r) => setTimeout(r, 5));
    this.running = true;
    try {
      await this.read.clear();
      this.projectProjector.forgetAll();
      for (const p of this.docProjectors) p.discard();
      this.checkpoint = 0;
      this.applied = 0;
    } finally {
      this.running = false;
    }
    await this.catchUp();
  }

  wake(): void {
    if (this.stopped) return;
    void this.catchUp();
  }

  /**
   * While idle, is the stored checkpoint still the one this runner committed? If not, the
   * next pass resynchronises (decided there again, where no commit of ours can interleave).
   */
  private async verify(): Promise<void> {
    if (this.running || this.stopped) return;
    const mine = this.checkpoint;
    let stored: number;
    try {
      stored = await this.read.checkpoint();
    } catch {
      return; // unreachable: the next commit (or the next check) finds out
    }
    if (this.running || this.checkpoint !== mine || stored === mine) return;
    this.resync = true;
    this.wake();
  }

  /** Aligns with the stored checkpoint when it is not ours (called inside the loop). */
  private async resyncWithStore(): Promise<void> {
    const found = await this.read.checkpoint();
    this.resync = false;
    const was = this.checkpoint;
    if (found === was) return;
    // What this runner folded in memory was built on read models that changed under it.
    this.projectProjector.forgetAll();
    for (const p of this.docProjectors) p.discard();
    if (found === 0) {
      // The read models are gone (a FLUSHALL, a Redis restarted without persistence): clear
      // whatever is left (the notice tells every cache to start over) and rebuild from 0.
      await this.read.clear();
      this.checkpoint = 0;
      this.applied = 0;
      this.options.onResync?.({ action: 'rebuild', was, found });
      return;
    }
    // Another writer moved it (a commit of ours that timed out but landed, another runner, a
    // replica promoted behind us): its read models are consistent at `found`; go on from there.
    this.checkpoint = found;
    this.applied = found;
    this.resolveWaiters();
    this.options.onResync?.({ action: 'continue', was, found });
  }

  /** One loop at a time: a wake-up while running just asks for another pass. */
  async catchUp(): Promise<void> {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    try {
      do {
        this.again = false;
        if (this.resync) await this.resyncWithStore();
        // Far behind (a replay), many pages are applied before one flush: documents are
        // rendered once per batch instead of once per page. Close to the head, every page flushes.
        let pending = 0;
        for (;;) {
          const page = await this.store.readAll({ after: this.applied, maxCount: this.pageSize });
          if (page.length > 0) {
            await this.applyEvents(page);
            pending += page.length;
          }
          if (pending > 0 && (page.length < this.pageSize || pending >= this.batchEvents)) {
            await this.flush();
            pending = 0;
          }
          if (page.length < this.pageSize || this.halting) break;
        }
        if (this.halting) return;
      } while (this.again && !this.halting);
      this.markCaughtUp();
    } catch (error) {
      if (error instanceof CheckpointMovedError) {
        // Nothing was written: resynchronise and go on at once.
        this.resync = true;
        if (!this.stopped) this.retryTimer = setTimeout(() => this.wake(), 0);
      } else {
        this.options.onError?.(error);
        if (!this.stopped) this.retryTimer = setTimeout(() => this.wake(), this.retryMs);
      }
    } finally {
      this.running = false;
    }
  }

  private async applyEvents(page: StoredEvent[]): Promise<void> {
    try {
      for (const ev of page) {
        if (ev.position <= this.applied) continue;
        if (ProjectProjector.handles(ev.streamId)) await this.projectProjector.apply(ev);
        else for (const p of this.docProjectors) if (p.handles(ev.streamId)) await p.apply(ev);
        this.applied = ev.position;
      }
    } catch (e) {
      this.discard();
      throw e;
    }
  }

  /** Writes what was applied since the last commit, with the checkpoint, in one atomic step. */
  private async flush(): Promise<void> {
    try {
      const writes: Write[] = [...this.projectProjector.flush(), ...this.docProjectors.flatMap((p) => p.flush())];
      await this.read.commit(writes, this.applied, this.checkpoint);
      this.checkpoint = this.applied;
      this.projectProjector.committed();
      for (const p of this.docProjectors) p.committed();
    } catch (e) {
      this.discard();
      throw e;
    }
    this.resolveWaiters();
  }

  private resolveWaiters(): void {
    for (const w of this.waiters) {
      if (w.position <= this.checkpoint) {
        clearTimeout(w.timer);
        this.waiters.delete(w);
        w.resolve();
      }
    }
  }

  /** Forgets everything applied since the last commit: it is read and applied again. */
  private discard(): void {
    this.projectProjector.discard();
    for (const p of this.docProjectors) p.discard();
    this.applied = this.checkpoint;
  }
}
