/**
 * The EventStore port. Streams are ordered by revision (0-based); the whole store is ordered
 * by a global, strictly increasing `position` (a positive integer; gaps allowed).
 */
export interface EventMetadata {
  actor: { id: string; name: string };
  /** ISO-8601 instant of the command */
  at: string;
  correlationId: string;
  causationId: string;
  schemaVersion: number;
  /** sha256 chain per stream: hex of the previous event's hash ('' for the first event) */
  prevHash: string;
  /** hex sha256 over prevHash, stream, revision, type, data and the rest of the metadata */
  hash: string;
  [extra: string]: unknown;
}

export interface NewEvent {
  /** unique id of the event (uuid) */
  id: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

export interface StoredEvent extends NewEvent {
  streamId: string;
  /** 0-based position within the stream */
  revision: number;
  /** global position in the store, strictly increasing in commit order */
  position: number;
  /** epoch ms at which the store recorded it */
  recordedAt: number;
}

/** -1 means "the stream must not exist yet"; 'any' skips the check. */
export type ExpectedRevision = number | 'any';

export interface AppendResult {
  /** revision of the last event appended */
  revision: number;
  /** global position of the last event appended */
  position: number;
  events: StoredEvent[];
}

export interface ReadStreamOptions {
  /** first revision to read (inclusive); default 0 */
  fromRevision?: number;
  /** at most this many events; default: all */
  maxCount?: number;
}

export interface ReadAllOptions {
  /** read events with position strictly greater than this; default 0 (from the start) */
  after?: number;
  /** page size; default 1000 */
  maxCount?: number;
}

export interface EventStore {
  /** Appends atomically, or throws WrongExpectedVersionError and appends nothing. */
  append(streamId: string, events: NewEvent[], expectedRevision: ExpectedRevision): Promise<AppendResult>;
  readStream(streamId: string, options?: ReadStreamOptions): Promise<StoredEvent[]>;
  /** One page of the global log in position order. */
  readAll(options?: ReadAllOptions): Promise<StoredEvent[]>;
  /** Position of the newest event in the store (0 when empty). */
  headPosition(): Promise<number>;
  /** Current revision of a stream (-1 when it does not exist). */
  streamRevision(streamId: string): Promise<number>;
  /**
   * Be told of new events (including other processes' appends, for adapters that can see them).
   * The listener receives the newest known position; calls may be coalesced. Returns an unsubscribe.
   */
  onAppended(listener: (position: number) => void): () => void;
  close(): Promise<void>;
}

export class WrongExpectedVersionError extends Error {
  readonly code = 'CONCURRENCY_CONFLICT' as const;
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number,
  ) {
    super(`Stream ${streamId} is at revision ${actual}, expected ${expected}`);
    this.name = 'WrongExpectedVersionError';
  }
}

/**
 * A stored event that can no longer be read (its data or metadata is not JSON: a damaged row).
 * It names the event, so a projection can quarantine its stream and go on with the others.
 */
export class EventDecodeError extends Error {
  readonly code = 'EVENT_UNREADABLE' as const;
  constructor(
    readonly streamId: string,
    readonly revision: number,
    readonly position: number,
    readonly reason: string,
  ) {
    super(`Event ${position} (${streamId} revision ${revision}) cannot be read: ${reason}`);
    this.name = 'EventDecodeError';
  }
}

/**
 * The store file itself is damaged (sqlite: SQLITE_CORRUPT, SQLITE_NOTADB): retrying cannot
 * help, an operator must restore or repair it.
 */
export class EventStoreCorruptError extends Error {
  readonly code = 'EVENT_STORE_CORRUPT' as const;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EventStoreCorruptError';
  }
}

/** The store could not be reached or did not answer in time: edges answer 503. */
export class EventStoreUnavailableError extends Error {
  readonly code = 'EVENT_STORE_UNAVAILABLE' as const;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EventStoreUnavailableError';
  }
}
