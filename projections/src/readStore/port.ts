/**
 * The ReadStore port: documents (strings) and sets, written in atomic batches together with
 * the projection checkpoint, with change notices for the gateways' in-process caches.
 */
export type Write =
  | { op: 'set'; key: string; value: string }
  | { op: 'del'; key: string }
  | { op: 'sadd'; key: string; member: string }
  | { op: 'srem'; key: string; member: string };

export interface ChangeNotice {
  /** checkpoint after the batch */
  position: number;
  /** document keys whose value changed */
  keys: string[];
}

export interface ReadStore {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<string | null>;
  getMany(keys: readonly string[]): Promise<Array<string | null>>;
  members(setKey: string): Promise<string[]>;
  /**
   * Applies the writes and sets the checkpoint to exactly `checkpoint` (a rewind included) in
   * one atomic step, then publishes a notice. With `expected`, only if the stored checkpoint is
   * still `expected` (0 when absent); otherwise nothing is written and CheckpointMovedError is
   * thrown: the store was flushed or restarted empty, or another writer moved it.
   */
  commit(writes: readonly Write[], checkpoint: number, expected?: number): Promise<void>;
  checkpoint(): Promise<number>;
  /** Change notices from whichever process commits. */
  onChange(listener: (notice: ChangeNotice) => void): () => void;
  /**
   * Called when notices may have been missed (a lost pub/sub connection, a flushed store, or
   * the time before a subscription first became live): a cache in front of this store must
   * drop everything it holds.
   */
  onReset(listener: () => void): () => void;
  /** Removes every read model and the checkpoint (a rebuild starts from position 0). */
  clear(): Promise<void>;
  ping(): Promise<boolean>;
  /**
   * Writes one value outside the projection's batches (no checkpoint, no notice), optionally
   * expiring: the projections process's heartbeat. Optional: a store shared by no other process
   * does not need it.
   */
  putMeta?(key: string, value: string, ttlMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** A conditional commit found another checkpoint than the one it expected; nothing was written. */
export class CheckpointMovedError extends Error {
  readonly code = 'READ_STORE_CHECKPOINT_MOVED' as const;
  constructor(
    readonly expected: number,
    readonly actual: number,
  ) {
    super(`The read store's checkpoint is ${actual}, expected ${expected}`);
    this.name = 'CheckpointMovedError';
  }
}

/** The read store could not be reached or did not answer in time: edges answer 503. */
export class ReadStoreUnavailableError extends Error {
  readonly code = 'READ_STORE_UNAVAILABLE' as const;
  /** raised before a write was appended, because of it: nothing was saved */
  readonly refusedWrite: boolean;
  constructor(message: string, options?: { cause?: unknown; refusedWrite?: boolean }) {
    super(message, options);
    this.name = 'ReadStoreUnavailableError';
    this.refusedWrite = options?.refusedWrite ?? false;
  }
}
