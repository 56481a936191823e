/**
 * EventStore on KurrentDB, formerly EventStoreDB (gRPC, @kurrent/kurrentdb-client). Positions are $all commit
 * positions: for events written through gRPC each event is its own implicitly committed record,
 * so commit == prepare and the position is unique and increasing in $all order.
 */
import {
  BACKWARDS,
  END,
  KurrentDBClient,
  NO_STREAM,
  START,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamResolvedEvent,
  type AppendStreamState,
  type JSONType,
  type ReadPosition,
  type RecordedEvent,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import { AppendNotifier } from '../appendNotifier';
import type { AppendResult, EventMetadata, EventStore, ExpectedRevision, NewEvent, ReadAllOptions, ReadStreamOptions, StoredEvent } from '../port';
import { EventStoreUnavailableError } from '../port';
import { assertExpectedRevision, assertNewEvents, assertStreamId, normaliseReadAll, normaliseReadStream, toJsonText } from '../validation';
import { isStreamNotFound, translateEsdbError } from './esdbErrors';
import { sleep, withTimeout } from './withTimeout';

export interface EsdbEventStoreOptions {
  /** e.g. esdb://localhost:2113?tls=false */
  url: string;
  /** Deadline of every call to the server; default 5000 ms. */
  timeoutMs?: number;
  /** Pause before re-subscribing after the live subscription drops; default 1000 ms. */
  resubscribeDelayMs?: number;
  /** A ready client to use instead of connecting to `url` (tests substitute a fake). */
  client?: EsdbClient;
}

/** The part of the db-client this adapter uses. */
export type EsdbClient = Pick<KurrentDBClient, 'appendToStream' | 'readStream' | 'readAll' | 'subscribeToAll' | 'dispose'>;

/**
 * The client still reads esdb:// but warns on every connection; the scheme means the same server,
 * so it is rewritten rather than logged as deprecated.
 */
export function toKurrentUrl(url: string): string {
  return url.replace(/^esdb(\+discover)?:\/\//i, (_m, discover: string | undefined) => `kurrentdb${discover ?? ''}://`);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** How many $all records one server round trip fetches when skipping system events. */
const SCAN_CHUNK = 256;

type AnyRecorded = RecordedEvent & { position?: { commit: bigint; prepare: bigint } };

export class EsdbEventStore implements EventStore {
  private readonly client: EsdbClient;
  private readonly timeoutMs: number;
  private readonly resubscribeDelayMs: number;
  private readonly notifier: AppendNotifier;
  private watching = false;
  private subscription: { unsubscribe(): Promise<void> } | undefined;
  private closed = false;

  constructor(options: EsdbEventStoreOptions) {
    this.timeoutMs = options.timeoutMs ?? 5000;
    if (!(this.timeoutMs > 0)) throw new TypeError('timeoutMs must be a positive number');
    this.resubscribeDelayMs = options.resubscribeDelayMs ?? 1000;
    // Parses the connection string only; nothing is dialled until the first call.
    this.client = options.client ?? KurrentDBClient.connectionString(toKurrentUrl(options.url));
    this.notifier = new AppendNotifier({
      onFirstListener: () => this.startWatching(),
      onLastListenerGone: () => this.stopWatching(),
    });
  }

  async append(streamId: string, events: NewEvent[], expectedRevision: ExpectedRevision): Promise<AppendResult> {
    assertStreamId(streamId);
    assertNewEvents(events);
    assertExpectedRevision(expectedRevision);
    this.assertOpen();
    const proposed = events.map((e, i) => {
      // The client would throw inside its own promise executor on a malformed id (unhandled).
      if (!UUID.test(e.id)) throw new TypeError(`events[${i}].id must be a uuid for EventStoreDB, got ${e.id}`);
      toJsonText(e.data, `events[${i}].data`);
      toJsonText(e.metadata, `events[${i}].metadata`);
      return jsonEvent({ id: e.id, type: e.type, data: (e.data ?? null) as JSONType, metadata: e.metadata as JSONType });
    });
    const result = await this.call('append', streamId, expectedRevision, () =>
      this.client.appendToStream(streamId, proposed, {
        streamState: toClientExpected(expectedRevision),
        deadline: this.timeoutMs,
      }),
    );
    const revision = Number(result.nextExpectedRevision);
    if (events.length === 0) {
      return { revision, position: result.position ? Number(result.position.commit) : 0, events: [] };
    }
    // The append answer carries one position for the whole write; reading our revisions back
    // gives every event its own position and server timestamp (needed for read-your-writes).
    const stored = await this.readStream(streamId, { fromRevision: revision - events.length + 1, maxCount: events.length });
    const fallback = result.position ? Number(result.position.commit) : 0;
    const byId = new Map(stored.map((e) => [e.id, e]));
    const appended = events.map((e, i): StoredEvent => {
      const read = byId.get(e.id);
      return read ?? { ...e, streamId, revision: revision - events.length + 1 + i, position: fallback, recordedAt: Date.now() };
    });
    const position = appended.at(-1)?.position ?? fallback;
    this.notifier.notify(position);
    return { revision, position, events: appended };
  }

  async readStream(streamId: string, options?: ReadStreamOptions): Promise<StoredEvent[]> {
    assertStreamId(streamId);
    const { fromRevision, maxCount } = normaliseReadStream(options);
    if (maxCount === 0) return [];
    this.assertOpen();
    try {
      const resolved = await this.collect('readStream', () =>
        this.client.readStream(streamId, { fromRevision: BigInt(fromRevision), maxCount, deadline: this.timeoutMs }),
      );
      return resolved.flatMap((r) => (r.event ? [toStoredEvent(r.event as AnyRecorded)] : []));
    } catch (error) {
      if (isStreamNotFound(error)) return [];
      throw error;
    }
  }

  async readAll(options?: ReadAllOptions): Promise<StoredEvent[]> {
    const { after, maxCount } = normaliseReadAll(options);
    if (maxCount === 0) return [];
    this.assertOpen();
    const page: StoredEvent[] = [];
    let cursor = after;
    // System events are dropped client-side, so one server chunk may hold fewer than maxCount
    // of ours: keep reading until the page is full or the log ends.
    for (;;) {
      const want = maxCount - page.length + 1; // +1: the record at `cursor` itself comes back
      const from: ReadPosition = cursor > 0 ? { commit: BigInt(cursor), prepare: BigInt(cursor) } : START;
      const chunk = await this.collect('readAll', () => this.client.readAll({ fromPosition: from, maxCount: want, deadline: this.timeoutMs }));
      for (const r of chunk) {
        const position = positionOf(r);
        if (position === undefined || position <= cursor) continue;
        cursor = position;
        if (r.event && !isSystem(r.event) && page.length < maxCount) page.push(toStoredEvent(r.event as AnyRecorded));
      }
      if (page.length >= maxCount || chunk.length < want) return page;
    }
  }

  async headPosition(): Promise<number> {
    this.assertOpen();
    let before: number | undefined;
    // Walk backwards from the end past any trailing system events.
    for (;;) {
      const from: ReadPosition = before === undefined ? END : { commit: BigInt(before), prepare: BigInt(before) };
      const chunk = await this.collect('headPosition', () =>
        this.client.readAll({ direction: BACKWARDS, fromPosition: from, maxCount: SCAN_CHUNK, deadline: this.timeoutMs }),
      );
      let progressed = false;
      for (const r of chunk) {
        const position = positionOf(r);
        if (position === undefined || (before !== undefined && position >= before)) continue;
        if (r.event && !isSystem(r.event)) return position;
        before = position;
        progressed = true;
      }
      if (!progressed || chunk.length < SCAN_CHUNK) return 0;
    }
  }

  async streamRevision(streamId: string): Promise<number> {
    assertStreamId(streamId);
    this.assertOpen();
    try {
      const last = await this.collect('streamRevision', () =>
        this.client.readStream(streamId, { direction: BACKWARDS, fromRevision: END, maxCount: 1, deadline: this.timeoutMs }),
      );
      const event = last[0]?.event;
      return event ? Number(event.revision) : -1;
    } catch (error) {
      if (isStreamNotFound(error)) return -1;
      throw error;
    }
  }

  onAppended(listener: (position: number) => void): () => void {
    return this.notifier.subscribe(listener);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.notifier.clear();
    this.stopWatching();
    // dispose() can itself wait on a dead connection; closing must not hang.
    await withTimeout(this.client.dispose(), this.timeoutMs, 'dispose').catch(() => undefined);
  }

  private assertOpen(): void {
    if (this.closed) throw new EventStoreUnavailableError('EventStoreDB event store is closed');
  }

  /** One unary call under our deadline, with errors translated. */
  private async call<T>(operation: string, streamId: string, expected: ExpectedRevision, work: () => Promise<T>): Promise<T> {
    try {
      return await withTimeout(work(), this.timeoutMs, operation);
    } catch (error) {
      throw translateEsdbError(error, operation, streamId, expected);
    }
  }

  /** Drains a streaming read under our deadline; on timeout the iterator is closed. */
  private async collect<E>(operation: string, open: () => AsyncIterableIterator<E>): Promise<E[]> {
    let read: AsyncIterableIterator<E> | undefined;
    const drain = async (): Promise<E[]> => {
      read = open();
      const items: E[] = [];
      for await (const item of read) items.push(item);
      return items;
    };
    try {
      return await withTimeout(drain(), this.timeoutMs, operation, () => {
        // return() tears the gRPC stream down; it may itself wait on a dead connection.
        read?.return?.().catch(() => undefined);
      });
    } catch (error) {
      if (isStreamNotFound(error)) throw error;
      throw translateEsdbError(error, operation);
    }
  }

  private startWatching(): void {
    if (this.watching || this.closed) return;
    this.watching = true;
    void this.watch();
  }

  private stopWatching(): void {
    this.watching = false;
    const subscription = this.subscription;
    this.subscription = undefined;
    if (subscription) void withTimeout(subscription.unsubscribe(), this.timeoutMs, 'unsubscribe').catch(() => undefined);
  }

  /**
   * Live subscription to $all so appends by other processes are noticed. Consumed with
   * `for await` (one event at a time); on a drop it resumes from the last position it knew.
   */
  private async watch(): Promise<void> {
    while (this.watching && !this.closed) {
      const known = this.notifier.lastKnown;
      const fromPosition: ReadPosition = known > 0 ? { commit: BigInt(known), prepare: BigInt(known) } : END;
      try {
        const subscription = this.client.subscribeToAll({ fromPosition, filter: excludeSystemEvents() });
        this.subscription = subscription;
        for await (const resolved of subscription) {
          const position = positionOf(resolved);
          if (position !== undefined) this.notifier.notify(position);
        }
      } catch {
        // Dropped or unreachable: try again after a pause while anyone still listens.
      }
      if (this.watching && !this.closed) await sleep(this.resubscribeDelayMs);
    }
  }
}

export function openEsdbEventStore(options: EsdbEventStoreOptions): EsdbEventStore {
  return new EsdbEventStore(options);
}

function toClientExpected(expected: ExpectedRevision): AppendStreamState {
  if (expected === 'any') return 'any';
  if (expected === -1) return NO_STREAM;
  return BigInt(expected);
}

function positionOf(resolved: AllStreamResolvedEvent | ResolvedEvent): number | undefined {
  const commit = resolved.event?.position?.commit ?? resolved.link?.position?.commit ?? resolved.commitPosition;
  return commit === undefined ? undefined : Number(commit);
}

function isSystem(event: RecordedEvent): boolean {
  return event.type.startsWith('$') || event.streamId.startsWith('$');
}

function toStoredEvent(event: AnyRecorded): StoredEvent {
  return {
    id: event.id,
    type: event.type,
    data: event.data,
    metadata: (event.metadata ?? {}) as EventMetadata,
    streamId: event.streamId,
    revision: Number(event.revision),
    position: event.position ? Number(event.position.commit) : 0,
    recordedAt: event.created.getTime(),
  };
}
