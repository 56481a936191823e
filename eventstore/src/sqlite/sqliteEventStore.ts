/**
 * Embedded EventStore on one sqlite file (better-sqlite3). Appends are serialised by sqlite's
 * write lock (BEGIN IMMEDIATE), so the AUTOINCREMENT position is also the commit order, and
 * UNIQUE(stream_id, revision) is the last line of defence for optimistic concurrency.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { Database, Statement, Transaction } from 'better-sqlite3';
import { AppendNotifier } from '../appendNotifier';
import {
  EventDecodeError,
  EventStoreCorruptError,
  EventStoreUnavailableError,
  WrongExpectedVersionError,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type ReadAllOptions,
  type ReadStreamOptions,
  type StoredEvent,
} from '../port';
import { assertExpectedRevision, assertNewEvents, assertStreamId, normaliseReadAll, normaliseReadStream, toJsonText } from '../validation';
import { DEFAULT_BUSY_TIMEOUT_MS, configureConnection, createSchema, type EventRow } from './schema';

export interface SqliteEventStoreOptions {
  /** Path of the database file, or ':memory:'. Parent directories are created. */
  file: string;
  /** How often to look for other processes' appends while someone listens; default 10 ms (an indexed MAX, cheap). */
  pollIntervalMs?: number;
  /**
   * How long an append waits for another writer's lock before giving up (503); default 5000 ms.
   * The wait is asynchronous: the process goes on serving meanwhile.
   */
  busyTimeoutMs?: number;
}

/** Thrown when an event id is already stored: retrying with the same ids can never succeed. */
export class DuplicateEventIdError extends Error {
  readonly code = 'DUPLICATE_EVENT_ID' as const;
  constructor(
    readonly streamId: string,
    options?: { cause?: unknown },
  ) {
    super(`An event id appended to ${streamId} is already stored`, options);
    this.name = 'DuplicateEventIdError';
  }
}

interface PendingRow {
  id: string;
  type: string;
  data: string;
  metadata: string;
  /** the caller's event: returned as appended, without parsing the text back */
  event: NewEvent;
}

const SELECT_COLUMNS = 'position, id, stream_id, revision, type, data, metadata, recorded_at';

export class SqliteEventStore implements EventStore {
  private readonly db: Database;
  private readonly notifier: AppendNotifier;
  private readonly pollIntervalMs: number;
  private pollTimer: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly busyTimeoutMs: number;

  private readonly stmts: {
    currentRevision: Statement<[string], { revision: number | null }>;
    insert: Statement<[string, string, number, string, string, string, number]>;
    readStream: Statement<[string, number, number], EventRow>;
    readAll: Statement<[number, number], EventRow>;
    head: Statement<[], { head: number | null }>;
  };

  private readonly appendTx: Transaction<(streamId: string, rows: PendingRow[], expected: ExpectedRevision) => StoredEvent[]>;

  constructor(readonly options: SqliteEventStoreOptions) {
    this.pollIntervalMs = options.pollIntervalMs ?? 10;
    if (!(this.pollIntervalMs > 0)) throw new TypeError('pollIntervalMs must be a positive number');
    if (options.file !== ':memory:' && options.file !== '') mkdirSync(dirname(options.file), { recursive: true });
    this.busyTimeoutMs = options.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS;
    try {
      this.db = new BetterSqlite3(options.file);
      configureConnection(this.db, this.busyTimeoutMs);
      createSchema(this.db);
      // From now on a lock held by another process is waited for between event-loop turns
      // (retryBusy), never inside sqlite's busy handler, which would freeze this whole process
      // (public config included) for up to busyTimeoutMs on every write.
      this.db.pragma('busy_timeout = 0');
    } catch (error) {
      throw toUnavailable(error, `cannot open sqlite event store at ${options.file}`);
    }
    this.stmts = {
      currentRevision: this.db.prepare('SELECT MAX(revision) AS revision FROM events WHERE stream_id = ?'),
      insert: this.db.prepare('INSERT INTO events (id, stream_id, revision, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)'),
      readStream: this.db.prepare(`SELECT ${SELECT_COLUMNS} FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision LIMIT ?`),
      readAll: this.db.prepare(`SELECT ${SELECT_COLUMNS} FROM events WHERE position > ? ORDER BY position LIMIT ?`),
      head: this.db.prepare('SELECT MAX(position) AS head FROM events'),
    };
    this.appendTx = this.db.transaction((streamId: string, rows: PendingRow[], expected: ExpectedRevision) => {
      const current = this.currentRevisionInTransaction(streamId);
      if (expected !== 'any' && expected !== current) throw new WrongExpectedVersionError(streamId, expected, current);
      const recordedAt = Date.now();
      return rows.map((row, i): StoredEvent => {
        const revision = current + 1 + i;
        const info = this.stmts.insert.run(row.id, streamId, revision, row.type, row.data, row.metadata, recordedAt);
        return {
          id: row.id,
          type: row.type,
          data: row.event.data,
          metadata: row.event.metadata,
          streamId,
          revision,
          position: Number(info.lastInsertRowid),
          recordedAt,
        };
      });
    });
    this.notifier = new AppendNotifier({
      onFirstListener: () => this.startPolling(),
      onLastListenerGone: () => this.stopPolling(),
    });
  }

  /**
   * The stream's revision as seen inside the append transaction. A seam for tests that need to
   * simulate a writer racing past the check (the UNIQUE constraint must still catch it).
   */
  protected currentRevisionInTransaction(streamId: string): number {
    return this.stmts.currentRevision.get(streamId)?.revision ?? -1;
  }

  async append(streamId: string, events: NewEvent[], expectedRevision: ExpectedRevision): Promise<AppendResult> {
    assertStreamId(streamId);
    assertNewEvents(events);
    assertExpectedRevision(expectedRevision);
    this.assertOpen();
    const rows = events.map((e, i) => ({
      id: e.id,
      type: e.type,
      data: toJsonText(e.data, `events[${i}].data`),
      metadata: toJsonText(e.metadata, `events[${i}].metadata`),
      event: e,
    }));
    let stored: StoredEvent[];
    try {
      stored = await this.retryBusy(() => this.appendTx.immediate(streamId, rows, expectedRevision));
    } catch (error) {
      throw this.translateAppendError(error, streamId, expectedRevision);
    }
    const last = stored.at(-1);
    if (!last) {
      // Nothing to write: the expected revision was still checked.
      const revision = await this.streamRevision(streamId);
      return { revision, position: await this.headPosition(), events: [] };
    }
    this.notifier.notify(last.position);
    return { revision: last.revision, position: last.position, events: stored };
  }

  async readStream(streamId: string, options?: ReadStreamOptions): Promise<StoredEvent[]> {
    assertStreamId(streamId);
    const { fromRevision, maxCount } = normaliseReadStream(options);
    return this.run('readStream', () => this.stmts.readStream.all(streamId, fromRevision, maxCount).map(toStoredEvent));
  }

  async readAll(options?: ReadAllOptions): Promise<StoredEvent[]> {
    const { after, maxCount } = normaliseReadAll(options);
    // better-sqlite3 is synchronous: without a macrotask turn per page, a replay that awaits
    // page after page would never let the event loop serve requests until it is done.
    await new Promise<void>((resolve) => setImmediate(resolve));
    return this.run('readAll', () => this.stmts.readAll.all(after, maxCount).map(toStoredEvent));
  }

  async headPosition(): Promise<number> {
    return this.run('headPosition', () => this.stmts.head.get()?.head ?? 0);
  }

  async streamRevision(streamId: string): Promise<number> {
    assertStreamId(streamId);
    return this.run('streamRevision', () => this.stmts.currentRevision.get(streamId)?.revision ?? -1);
  }

  onAppended(listener: (position: number) => void): () => void {
    return this.notifier.subscribe(listener);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.stopPolling();
    this.notifier.clear();
    this.db.close();
  }

  private startPolling(): void {
    if (this.closed || this.pollTimer) return;
    // Only appends made after the first listener arrived are news.
    try {
      this.notifier.markKnown(this.stmts.head.get()?.head ?? 0);
    } catch {
      // Unreadable right now: the first poll reports the head instead.
    }
    this.pollTimer = setInterval(() => this.poll(), this.pollIntervalMs);
    // Polling must never keep the process alive on its own.
    this.pollTimer.unref();
  }

  private stopPolling(): void {
    if (this.pollTimer) clearInterval(this.pollTimer);
    this.pollTimer = undefined;
  }

  /** Other processes sharing the file cannot call us: we notice their commits by the head moving. */
  private poll(): void {
    if (this.closed) return;
    try {
      const head = this.stmts.head.get()?.head ?? 0;
      this.notifier.notify(head);
    } catch {
      // A transiently locked file: the next tick tries again.
    }
  }

  private assertOpen(): void {
    if (this.closed) throw new EventStoreUnavailableError('sqlite event store is closed');
  }

  private async run<T>(operation: string, body: () => T): Promise<T> {
    this.assertOpen();
    try {
      return await this.retryBusy(body);
    } catch (error) {
      throw toUnavailable(error, `sqlite ${operation} failed`);
    }
  }

  /** Runs `body`, trying again after short asynchronous pauses while the file is locked, until busyTimeoutMs. */
  private async retryBusy<T>(body: () => T): Promise<T> {
    const deadline = Date.now() + this.busyTimeoutMs;
    for (let pause = 1; ; pause = Math.min(pause * 2, 25)) {
      try {
        return body();
      } catch (error) {
        if (sqliteCode(error) !== 'SQLITE_BUSY' || Date.now() >= deadline || this.closed) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, pause));
      this.assertOpen();
    }
  }

  private translateAppendError(error: unknown, streamId: string, expected: ExpectedRevision): unknown {
    if (error instanceof WrongExpectedVersionError) return error;
    const code = sqliteCode(error);
    if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
      const message = (error as Error).message;
      if (message.includes('events.id')) return new DuplicateEventIdError(streamId, { cause: error });
      // Another writer took the revision between our check and our insert.
      const actual = this.stmts.currentRevision.get(streamId)?.revision ?? -1;
      const conflict = new WrongExpectedVersionError(streamId, expected, actual);
      conflict.cause = error;
      return conflict;
    }
    return toUnavailable(error, 'sqlite append failed');
  }
}

export function openSqliteEventStore(options: SqliteEventStoreOptions): SqliteEventStore {
  return new SqliteEventStore(options);
}

/** JSON text of a row; a damaged row names itself instead of throwing a bare SyntaxError. */
function parseColumn(row: EventRow, column: 'data' | 'metadata'): unknown {
  try {
    return JSON.parse(row[column]);
  } catch (e) {
    throw new EventDecodeError(row.stream_id, row.revision, row.position, `its ${column} is not JSON (${(e as Error).message})`);
  }
}

function toStoredEvent(row: EventRow): StoredEvent {
  return {
    id: row.id,
    type: row.type,
    data: parseColumn(row, 'data'),
    metadata: parseColumn(row, 'metadata') as EventMetadata,
    streamId: row.stream_id,
    revision: row.revision,
    position: row.position,
    recordedAt: row.recorded_at,
  };
}

function sqliteCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Lock contention past busy_timeout, I/O errors and a closed handle mean "the store cannot
 * serve now" (503); programming errors (bad SQL, bad arguments) are passed through untouched.
 */
function toUnavailable(error: unknown, message: string): unknown {
  if (error instanceof EventStoreUnavailableError || error instanceof EventStoreCorruptError || error instanceof EventDecodeError) return error;
  const code = sqliteCode(error) ?? '';
  // A damaged file does not heal by waiting: say so once, clearly, instead of "unavailable, retry".
  if (/^SQLITE_(CORRUPT|NOTADB)/.test(code)) {
    return new EventStoreCorruptError(
      `${message}: the sqlite file is damaged (${code}: ${(error as Error).message}); restore it from a backup or repair it (sqlite3 .recover)`,
      { cause: error },
    );
  }
  const unavailable =
    /^SQLITE_(BUSY|LOCKED|IOERR|CANTOPEN|FULL|READONLY|PROTOCOL|NOTADB|CORRUPT)/.test(code) ||
    (error instanceof TypeError && /database connection is not open/i.test(error.message));
  if (!unavailable) return error;
  return new EventStoreUnavailableError(`${message}: ${(error as Error).message}`, { cause: error });
}
