import type { EventStore, StoredEvent } from '@flagstream/eventstore';
import { EventDecodeError, EventStoreCorruptError, EventStoreUnavailableError } from '@flagstream/eventstore';
import { paymentDecider, userDecider } from '@flagstream/domain';
import type { ReadStore, Write } from './readStore/port';
import { CheckpointMovedError, ReadStoreUnavailableError } from './readStore/port';
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
  /** told when a stream's read models are quarantined (an event could not be applied) */
  onQuarantine?: (q: QuarantineRecord) => void;
  /** told when an operator's skip or retry brought a quarantined stream back */
  onRepaired?: (r: RepairRecord) => void;
  /** told of an error retrying cannot fix (a damaged store file): the runner stops following */
  onFatal?: (error: Error) => void;
  /**
   * How often to write the heartbeat readiness reads in Redis mode (the projections process
   * alive and where it is); default 2000 ms for a Redis read store, never for the in-process one.
   */
  heartbeatEveryMs?: number;
}

/** The stream whose events are operators' instructions to the projections (skip, retry), kept as audit events. */
export const OPS_STREAM = 'ops-projections';
export const OPS_EVENTS = { skip: 'PoisonEventSkipped', retry: 'ProjectionRetryRequested' } as const;

/** Why a stream's read models stopped following its events, and which event did it. */
export interface QuarantineRecord {
  streamId: string;
  revision: number;
  position: number;
  type: string;
  reason: string;
  /** ISO time it was quarantined */
  at: string;
}

export interface RepairRecord {
  streamId: string;
  /** the operator instruction (an event of OPS_STREAM) */
  action: 'skip' | 'retry';
  position: number;
  operator: string;
}

/** A heartbeat older than this means the projections process is not running. */
export const HEARTBEAT_STALE_MS = 10_000;

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
  /** a pass is scheduled for the next turn of the event loop */
  private wakeScheduled = false;
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
  private markFailed!: (e: Error) => void;
  /** streams whose read models stopped at a poison event, by stream id */
  private readonly quarantined = new Map<string, QuarantineRecord>();
  /** positions an operator chose to skip */
  private readonly skipped = new Set<number>();
  /** quarantine and skip records to write with the next flush */
  private readonly ownWrites: Write[] = [];
  /** the quarantines and skips as last committed (a discarded batch goes back to them) */
  private committedQuarantine = new Map<string, QuarantineRecord>();
  private committedSkips = new Set<number>();
  /** read one event at a time up to this position (a damaged one is in the page) */
  private stepUntil = 0;
  private heartbeatTimer: NodeJS.Timeout | null = null;
  /** set when the store failed in a way retrying cannot fix */
  private fatal: Error | null = null;

  constructor(
    private readonly store: EventStore,
    private readonly read: ReadStore,
    private readonly options: RunnerOptions = {},
  ) {
    this.pageSize = options.pageSize ?? 2000;
    this.batchEvents = options.batchEvents ?? 50_000;
    this.retryMs = options.retryMs ?? 500;
    this.projectProjector = new ProjectProjector(read);
    this.docProjectors = [
      new DocProjector(read, 'user-', userDecider as never, keys.user),
      new DocProjector(read, 'payment-', paymentDecider as never, keys.payment),
    ];
    this.caughtUpOnce = new Promise((resolve, reject) => {
      this.markCaughtUp = resolve;
      this.markFailed = reject;
    });
    this.caughtUpOnce.catch(() => undefined); // observed by start(); never an unhandled rejection
  }

  get position(): number {
    return this.checkpoint;
  }

  /** Streams quarantined now (their read models stopped at a poison event). */
  get quarantine(): QuarantineRecord[] {
    return [...this.quarantined.values()];
  }

  /** Positions of poison events operators chose to skip (the write side folds without them too). */
  get skippedPositions(): ReadonlySet<number> {
    return this.skipped;
  }

  /** The error that stopped this runner for good, if any (a damaged store file). */
  get failure(): Error | null {
    return this.fatal;
  }

  /** Starts following the store; resolves once the read models have caught up with it. */
  async start(): Promise<void> {
    this.stopped = false;
    this.checkpoint = await this.read.checkpoint();
    this.applied = this.checkpoint;
    await this.loadQuarantine();
    this.unsubscribe = this.store.onAppended(() => this.wake());
    const every = this.options.verifyEveryMs ?? (this.read.kind === 'redis' ? 1000 : 0);
    if (every > 0) {
      this.verifyTimer = setInterval(() => void this.verify(), every);
      this.verifyTimer.unref();
    }
    const beat = this.options.heartbeatEveryMs ?? (this.read.kind === 'redis' ? 2000 : 0);
    if (beat > 0 && this.read.putMeta) {
      void this.heartbeat();
      this.heartbeatTimer = setInterval(() => void this.heartbeat(), beat);
      this.heartbeatTimer.unref();
    }
    this.wake();
    try {
      await this.caughtUpOnce;
    } catch (e) {
      await this.stop();
      throw e;
    }
  }

  /** Quarantines and skips survive restarts: they are read models too. */
  private async loadQuarantine(): Promise<void> {
    this.quarantined.clear();
    this.skipped.clear();
    for (const p of await this.read.members(keys.skippedEvents)) if (Number.isSafeInteger(Number(p))) this.skipped.add(Number(p));
    for (const streamId of await this.read.members(keys.quarantined)) {
      const raw = await this.read.get(keys.quarantine(streamId));
      if (raw) this.quarantined.set(streamId, JSON.parse(raw) as QuarantineRecord);
    }
    this.committedQuarantine = new Map(this.quarantined);
    this.committedSkips = new Set(this.skipped);
  }

  /** Where this process is, for readiness in Redis mode: written with an expiry, so a dead process's heartbeat disappears. */
  private async heartbeat(): Promise<void> {
    try {
      await this.read.putMeta!(
        keys.heartbeat,
        JSON.stringify({
          at: Date.now(),
          position: this.checkpoint,
          pid: process.pid,
          quarantined: this.quarantined.size,
          failure: this.fatal?.message ?? null,
        }),
        HEARTBEAT_STALE_MS * 3,
      );
    } catch {
      // Redis down: readiness finds out by itself
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.halting = true;
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.verifyTimer) clearInterval(this.verifyTimer);
    this.verifyTimer = null;
    if (this.heartbeatTimer) {
      clearInterval(this.heartbeatTimer);
      // a clean stop says so at once (a killed process is found by its heartbeat going stale)
      await this.read
        .putMeta?.(keys.heartbeat, JSON.stringify({ at: 0, position: this.checkpoint, pid: process.pid, stopped: true, failure: null }), HEARTBEAT_STALE_MS)
        .catch(() => undefined);
    }
    this.heartbeatTimer = null;
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
        position,
        resolve,
        reject,
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
      // poison events are met again in order, and the operators' skips after them
      this.quarantined.clear();
      this.skipped.clear();
      this.ownWrites.length = 0;
    } finally {
      this.running = false;
    }
    await this.catchUp();
  }

  /**
   * Runs a pass in a turn of the event loop of its own (issue 15): a store's notice comes from
   * inside the append of a request, and a pass started there would run in the same turn as that
   * request, one long block instead of two short ones with other requests answered in between.
   */
  wake(): void {
    if (this.stopped || this.fatal || this.wakeScheduled) return;
    this.wakeScheduled = true;
    setImmediate(() => {
      this.wakeScheduled = false;
      if (!this.stopped && !this.fatal) void this.catchUp();
    });
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
      this.quarantined.clear();
      this.skipped.clear();
      this.ownWrites.length = 0;
      this.options.onResync?.({ action: 'rebuild', was, found });
      return;
    }
    // Another writer moved it (a commit of ours that timed out but landed, another runner, a
    // replica promoted behind us): its read models are consistent at `found`; go on from there.
    this.checkpoint = found;
    this.applied = found;
    await this.loadQuarantine();
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
          const stepping = this.applied < this.stepUntil;
          const size = stepping ? 1 : this.pageSize;
          const page = await this.readPage(size);
          if (page === 'step') continue; // a damaged event ahead: read up to it one at a time
          if (page === 'skipped') {
            pending++;
            continue;
          }
          if (page.length > 0) {
            await this.applyEvents(page);
            pending += page.length;
          }
          if (pending > 0 && ((page.length < size && !stepping) || pending >= this.batchEvents)) {
            await this.flush();
            pending = 0;
          }
          if ((page.length < size && !stepping) || (stepping && page.length === 0) || this.halting) break;
        }
        if (pending > 0 && !this.halting) await this.flush();
        if (this.halting) return;
      } while (this.again && !this.halting);
      this.markCaughtUp();
    } catch (error) {
      if (isFatal(error)) {
        // A damaged store file: retrying forever would hide it. Stop, say it once, clearly.
        this.fatal = error as Error;
        this.options.onFatal?.(this.fatal);
        this.markFailed(this.fatal);
        void this.heartbeat();
      } else if (error instanceof CheckpointMovedError) {
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

  /**
   * One page of the log. A damaged event in it (EventDecodeError) makes the runner read one
   * event at a time up to it, so the events before it are applied; the damaged one itself
   * quarantines its stream (or is skipped, when an operator said so) and is passed.
   */
  private async readPage(size: number): Promise<StoredEvent[] | 'skipped' | 'step'> {
    try {
      return await this.store.readAll({ after: this.applied, maxCount: size });
    } catch (e) {
      if (!(e instanceof EventDecodeError)) throw e;
      if (size > 1) {
        this.stepUntil = e.position;
        return 'step';
      }
      if (!this.skipped.has(e.position)) {
        this.quarantineStream({ streamId: e.streamId, revision: e.revision, position: e.position, type: 'unknown' }, e.reason);
      }
      this.applied = e.position;
      return 'skipped';
    }
  }

  private async applyEvents(page: StoredEvent[]): Promise<void> {
    try {
      for (const ev of page) {
        if (ev.position <= this.applied) continue;
        if (this.skipped.has(ev.position)) {
          this.applied = ev.position;
          continue;
        }
        if (ev.streamId === OPS_STREAM) await this.applyOps(ev);
        else if (!this.quarantined.has(ev.streamId)) {
          try {
            await this.project(ev);
          } catch (e) {
            // The store or the read store failing is not the event's fault: the batch is retried.
            if (isInfrastructure(e)) throw e;
            this.quarantineStream(ev, e instanceof Error ? e.message : String(e));
          }
        }
        this.applied = ev.position;
      }
    } catch (e) {
      this.discard();
      throw e;
    }
  }

  private async project(ev: StoredEvent): Promise<void> {
    if (ProjectProjector.handles(ev.streamId)) await this.projectProjector.apply(ev);
    else for (const p of this.docProjectors) if (p.handles(ev.streamId)) await p.apply(ev);
  }

  /**
   * A stream whose event cannot be applied stops here: its read models stay as they were before
   * that event (every other stream goes on), the event is named in the record, the log and
   * readiness, and an operator skips or retries it (OPS_STREAM).
   */
  private quarantineStream(ev: Pick<StoredEvent, 'streamId' | 'revision' | 'position' | 'type'>, reason: string): void {
    const record: QuarantineRecord = {
      streamId: ev.streamId,
      revision: ev.revision,
      position: ev.position,
      type: ev.type,
      reason,
      at: new Date().toISOString(),
    };
    // What the stream's earlier events built stays (projectors change nothing before an event applies whole).
    this.quarantined.set(ev.streamId, record);
    this.ownWrites.push(
      { op: 'set', key: keys.quarantine(ev.streamId), value: JSON.stringify(record) },
      { op: 'sadd', key: keys.quarantined, member: ev.streamId },
    );
    this.options.onQuarantine?.(record);
  }

  /** An operator's instruction: skip a poison event, or retry a stream; either re-projects the stream. */
  private async applyOps(ev: StoredEvent): Promise<void> {
    const d = (ev.data ?? {}) as { position?: unknown; streamId?: unknown };
    const operator = String(ev.metadata?.actor?.name ?? ev.metadata?.actor?.id ?? 'operator');
    let streamId = typeof d.streamId === 'string' ? d.streamId : null;
    if (ev.type === OPS_EVENTS.skip && typeof d.position === 'number') {
      this.skipped.add(d.position);
      this.ownWrites.push({ op: 'sadd', key: keys.skippedEvents, member: String(d.position) });
      streamId ??= [...this.quarantined.values()].find((q) => q.position === d.position)?.streamId ?? null;
    } else if (ev.type !== OPS_EVENTS.retry) return;
    if (!streamId) return;
    const action = ev.type === OPS_EVENTS.skip ? 'skip' : 'retry';
    if (await this.reproject(streamId, ev.position)) {
      this.options.onRepaired?.({ streamId, action, position: ev.position, operator });
    }
  }

  /**
   * Projects one stream again from its first event up to `before` (skipping the operators'
   * skips): after a fix or a skip, the stream's read models are whole again. Returns whether it
   * went through; a failure quarantines it again with the new reason.
   */
  private async reproject(streamId: string, before: number): Promise<boolean> {
    this.quarantined.delete(streamId);
    if (ProjectProjector.handles(streamId)) await this.projectProjector.restart(streamId.slice('project-'.length));
    else {
      const p = this.docProjectors.find((x) => x.handles(streamId));
      if (!p) return false;
      p.restart(p.idOf(streamId));
    }
    for (let from = 0; ; ) {
      let page: StoredEvent[];
      try {
        page = await this.store.readStream(streamId, { fromRevision: from, maxCount: this.pageSize });
      } catch (e) {
        if (!(e instanceof EventDecodeError)) throw e;
        if (e.position >= before) break;
        if (!this.skipped.has(e.position)) {
          this.quarantineStream({ streamId, revision: e.revision, position: e.position, type: 'unknown' }, e.reason);
          return false;
        }
        // what comes before the skipped damaged event, then on after it
        page = e.revision > from ? await this.store.readStream(streamId, { fromRevision: from, maxCount: e.revision - from }) : [];
        for (const ev of page) if (!(await this.reprojectOne(ev, before))) return false;
        from = e.revision + 1;
        continue;
      }
      for (const ev of page) if (!(await this.reprojectOne(ev, before))) return false;
      if (page.length < this.pageSize) break;
      from = page[page.length - 1]!.revision + 1;
    }
    this.ownWrites.push({ op: 'del', key: keys.quarantine(streamId) }, { op: 'srem', key: keys.quarantined, member: streamId });
    return true;
  }

  private async reprojectOne(ev: StoredEvent, before: number): Promise<boolean> {
    if (ev.position >= before || this.skipped.has(ev.position)) return true;
    try {
      await this.project(ev);
      return true;
    } catch (e) {
      if (isInfrastructure(e)) throw e;
      this.quarantineStream(ev, e instanceof Error ? e.message : String(e));
      return false;
    }
  }

  /** Writes what was applied since the last commit, with the checkpoint, in one atomic step. */
  private async flush(): Promise<void> {
    try {
      const writes: Write[] = [...this.ownWrites, ...(await this.projectProjector.flush()), ...this.docProjectors.flatMap((p) => p.flush())];
      await this.read.commit(writes, this.applied, this.checkpoint);
      this.ownWrites.length = 0;
      this.committedQuarantine = new Map(this.quarantined);
      this.committedSkips = new Set(this.skipped);
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
    // quarantines decided in the discarded batch are decided again when it is replayed
    this.ownWrites.length = 0;
    this.quarantined.clear();
    for (const [k, v] of this.committedQuarantine) this.quarantined.set(k, v);
    this.skipped.clear();
    for (const p of this.committedSkips) this.skipped.add(p);
  }
}

/** Failures of the stores (not of an event): the batch is retried, nothing is quarantined. */
function isInfrastructure(e: unknown): boolean {
  return (
    e instanceof EventStoreUnavailableError ||
    e instanceof ReadStoreUnavailableError ||
    e instanceof EventStoreCorruptError ||
    e instanceof CheckpointMovedError
  );
}

/** Errors retrying cannot fix. */
function isFatal(e: unknown): boolean {
  return e instanceof EventStoreCorruptError;
}
