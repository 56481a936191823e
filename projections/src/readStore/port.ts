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
  /** Applies the writes and sets the checkpoint to exactly `checkpoint` (a rewind included) in one atomic step, then publishes a notice. */
  commit(writes: readonly Write[], checkpoint: number): Promise<void>;
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
  close(): Promise<void>;
}
