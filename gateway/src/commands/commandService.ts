import { randomBytes, randomUUID } from 'node:crypto';
import type { Actor, CommandContext, Decider, DomainEvent, PlanCatalogue, SecretKind } from '@flagstream/domain';
import { DEFAULT_PLANS, DomainError, paymentDecider, paymentStreamId, projectDecider, projectStreamId, userDecider, userStreamId } from '@flagstream/domain';
import type { EventStore, NewEvent, StoredEvent } from '@flagstream/eventstore';
import { EventDecodeError, sealEvents, WrongExpectedVersionError } from '@flagstream/eventstore';
import { KeyedLock } from './streamLock';
import { StateCache } from './stateCache';
import type { CachedStream } from './stateCache';

export const EVENT_SCHEMA_VERSION = 1;

export interface CommandServiceOptions {
  store: EventStore;
  plans?: PlanCatalogue;
  clock?: () => number;
  newId?: () => string;
  newSecret?: (kind?: SecretKind) => string;
  /** attempts after a version conflict with another process; default 20 */
  maxRetries?: number;
  /** streams kept folded in memory; default 2000 */
  cacheCapacity?: number;
  /** events read per page when loading a stream; default 5000 */
  pageSize?: number;
  /** told how long each command took and how it ended (metrics) */
  observe?: (seconds: number, outcome: 'appended' | 'unchanged' | 'rejected' | 'failed') => void;
  /** awaited before a command's first append; throwing refuses the command with nothing appended */
  beforeAppend?: () => Promise<void>;
  /**
   * Positions of poison events an operator chose to skip (issue 15): the write side folds
   * without them, as the projections do, so the project can change again.
   */
  skipped?: () => Promise<ReadonlySet<number>> | ReadonlySet<number>;
}

export interface ExecuteOptions {
  actor: Actor;
  /** the request's id: groups every event a request caused */
  correlationId?: string;
  /** what caused this command (a request, an event id) */
  causationId?: string;
}

export interface CommandResult<S> {
  events: StoredEvent[];
  /** global position of the last appended event, 0 when nothing changed: wait for it to read your own write */
  position: number;
  revision: number;
  state: S;
}

const NO_SKIPS: ReadonlySet<number> = new Set();

/**
 * Environment keys: 32 random bytes, URL-safe, with a prefix that tells the kinds apart (secret
 * scanners and people alike). Keys issued before client keys existed (`fs_env_…`) stay server keys.
 */
export const newApiKey = (kind: SecretKind = 'server'): string => `fs_${kind}_${randomBytes(32).toString('base64url')}`;

/**
 * The write path: load state (cached per stream with its revision, topped up with newer
 * events), decide, append with the expected revision, retry on a version conflict, stamp
 * metadata with a sha256 chain per stream, and return the events and their position.
 */
export class CommandService {
  private readonly store: EventStore;
  private readonly plans: PlanCatalogue;
  private readonly clock: () => number;
  private readonly newId: () => string;
  private readonly newSecret: (kind?: SecretKind) => string;
  private readonly maxRetries: number;
  private readonly pageSize: number;
  private readonly cache: StateCache;
  private readonly lock = new KeyedLock();
  private readonly observe: NonNullable<CommandServiceOptions['observe']>;
  private readonly beforeAppend: CommandServiceOptions['beforeAppend'];
  private readonly skipped: NonNullable<CommandServiceOptions['skipped']>;

  constructor(o: CommandServiceOptions) {
    this.store = o.store;
    this.plans = o.plans ?? DEFAULT_PLANS;
    this.clock = o.clock ?? Date.now;
    this.newId = o.newId ?? randomUUID;
    this.newSecret = o.newSecret ?? newApiKey;
    this.maxRetries = o.maxRetries ?? 20;
    this.pageSize = o.pageSize ?? 5000;
    this.cache = new StateCache(o.cacheCapacity ?? 2000);
    this.observe = o.observe ?? (() => undefined);
    this.beforeAppend = o.beforeAppend;
    this.skipped = o.skipped ?? (() => NO_SKIPS);
  }

  get planCatalogue(): PlanCatalogue {
    return this.plans;
  }

  /** Runs a command against a stream; concurrent calls on one stream are serialised in this process. */
  execute<C, E extends DomainEvent, S>(decider: Decider<C, E, S>, streamId: string, command: C, options: ExecuteOptions): Promise<CommandResult<S>> {
    const t0 = performance.now();
    const run = this.lock.run(streamId, () => this.executeWithRetry(decider, streamId, command, options));
    run.then(
      (r) => this.observe((performance.now() - t0) / 1000, r.events.length ? 'appended' : 'unchanged'),
      (e: unknown) => this.observe((performance.now() - t0) / 1000, e instanceof DomainError ? 'rejected' : 'failed'),
    );
    return run;
  }

  project(projectId: string, command: Parameters<typeof projectDecider.decide>[0], options: ExecuteOptions) {
    return this.execute(projectDecider, projectStreamId(projectId), command, options);
  }

  user(userId: string, command: Parameters<typeof userDecider.decide>[0], options: ExecuteOptions) {
    return this.execute(userDecider, userStreamId(userId), command, options);
  }

  payment(orderId: string, command: Parameters<typeof paymentDecider.decide>[0], options: ExecuteOptions) {
    return this.execute(paymentDecider, paymentStreamId(orderId), command, options);
  }

  /** The current folded state of a stream (what a decider would see now). */
  async load<C, E extends DomainEvent, S>(decider: Decider<C, E, S>, streamId: string): Promise<CachedStream<S>> {
    let entry = this.cache.get<S>(streamId) ?? { state: decider.initialState(), revision: -1, lastHash: '' };
    const skipped = await this.skipped();
    // Top up from the cached revision; page so that a long cold stream never loads at once.
    for (;;) {
      const page = await this.readPage(streamId, entry.revision + 1, skipped);
      if (page.length === 0) break;
      let state = entry.state;
      for (const ev of page) if (!skipped.has(ev.position)) state = decider.evolve(state, { type: ev.type, data: ev.data } as E);
      const last = page[page.length - 1]!;
      entry = { state, revision: last.revision, lastHash: last.metadata.hash };
      if (page.length < this.pageSize) break;
    }
    this.cache.set(streamId, entry);
    return entry;
  }

  /**
   * A page of a stream. A damaged event an operator skipped cannot be read at all: the page
   * ends before it, and the next one starts after it (its hash still chains the stream).
   */
  private async readPage(streamId: string, fromRevision: number, skipped: ReadonlySet<number>): Promise<StoredEvent[]> {
    try {
      return await this.store.readStream(streamId, { fromRevision, maxCount: this.pageSize });
    } catch (e) {
      if (!(e instanceof EventDecodeError) || !skipped.has(e.position)) throw e;
      if (e.revision > fromRevision) return this.store.readStream(streamId, { fromRevision, maxCount: e.revision - fromRevision });
      // the damaged event is the next one: stand in for it with its own position (never folded)
      return [
        {
          id: '',
          type: '$unreadable',
          data: null,
          metadata: { actor: { id: '', name: '' }, at: '', correlationId: '', causationId: '', schemaVersion: 0, prevHash: '', hash: '' },
          streamId,
          revision: e.revision,
          position: e.position,
          recordedAt: 0,
        },
      ];
    }
  }

  private async executeWithRetry<C, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    streamId: string,
    command: C,
    options: ExecuteOptions,
  ): Promise<CommandResult<S>> {
    const commandId = this.newId();
    for (let attempt = 0; ; attempt++) {
      const loaded = await this.load(decider, streamId);
      const now = this.clock();
      const ctx: CommandContext = { actor: options.actor, now, newId: this.newId, newSecret: this.newSecret, plans: this.plans };
      const decided = decider.decide(command, loaded.state, ctx);
      if (decided.length === 0) return { events: [], position: 0, revision: loaded.revision, state: loaded.state };

      const toAppend = this.stamp(streamId, decided, loaded, now, {
        actor: options.actor,
        correlationId: options.correlationId ?? commandId,
        causationId: options.causationId ?? commandId,
      });
      if (attempt === 0) await this.beforeAppend?.();
      try {
        const result = await this.store.append(streamId, toAppend, loaded.revision);
        const state = decided.reduce(decider.evolve, loaded.state);
        this.cache.set(streamId, { state, revision: result.revision, lastHash: toAppend[toAppend.length - 1]!.metadata.hash });
        return { events: result.events, position: result.position, revision: result.revision, state };
      } catch (e) {
        if (!(e instanceof WrongExpectedVersionError)) throw e;
        // Another process wrote first: drop nothing, re-read and decide again on the newer state.
        if (attempt >= this.maxRetries) {
          throw new DomainError('CONCURRENCY_CONFLICT', 'The project changed too often while saving; please try again');
        }
        await new Promise((r) => setTimeout(r, Math.min(50, 2 ** attempt) * Math.random()));
      }
    }
  }

  /** Metadata on every event, sealed into the stream's sha256 chain after the loaded revision. */
  private stamp<E extends DomainEvent>(
    streamId: string,
    events: E[],
    loaded: CachedStream<unknown>,
    now: number,
    meta: { actor: Actor; correlationId: string; causationId: string },
  ): NewEvent[] {
    const metadata = {
      actor: { id: meta.actor.id, name: meta.actor.name },
      at: new Date(now).toISOString(),
      correlationId: meta.correlationId,
      causationId: meta.causationId,
      schemaVersion: EVENT_SCHEMA_VERSION,
    };
    return sealEvents({
      streamId,
      revision: loaded.revision,
      prevHash: loaded.lastHash,
      events: events.map((e) => ({ id: this.newId(), type: e.type, data: e.data, metadata })),
    });
  }
}
