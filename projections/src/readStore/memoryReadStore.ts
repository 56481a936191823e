import type { ChangeNotice, ReadStore, Write } from './port';
import { CheckpointMovedError } from './port';

/** The embedded default: everything in this process, rebuilt from the events at start. */
export class MemoryReadStore implements ReadStore {
  readonly kind = 'memory' as const;
  private readonly docs = new Map<string, string>();
  private readonly sets = new Map<string, Set<string>>();
  private position = 0;
  private readonly changeListeners = new Set<(n: ChangeNotice) => void>();
  private readonly resetListeners = new Set<() => void>();

  async get(key: string): Promise<string | null> {
    return this.docs.get(key) ?? null;
  }

  /** Synchronous read for the hot path when the store is in-process. */
  getSync(key: string): string | null {
    return this.docs.get(key) ?? null;
  }

  async getMany(keys: readonly string[]): Promise<Array<string | null>> {
    return keys.map((k) => this.docs.get(k) ?? null);
  }

  async members(setKey: string): Promise<string[]> {
    return [...(this.sets.get(setKey) ?? [])];
  }

  async commit(writes: readonly Write[], checkpoint: number, expected?: number): Promise<void> {
    if (expected !== undefined && expected !== this.position) throw new CheckpointMovedError(expected, this.position);
    const keys: string[] = [];
    for (const w of writes) {
      switch (w.op) {
        case 'set':
          this.docs.set(w.key, w.value);
          keys.push(w.key);
          break;
        case 'del':
          this.docs.delete(w.key);
          keys.push(w.key);
          break;
        case 'sadd': {
          let s = this.sets.get(w.key);
          if (!s) this.sets.set(w.key, (s = new Set()));
          s.add(w.member);
          break;
        }
        case 'srem': {
          const s = this.sets.get(w.key);
          s?.delete(w.member);
          if (s && s.size === 0) this.sets.delete(w.key);
          break;
        }
      }
    }
    // Exactly the given checkpoint, as Redis stores it: a rewind (replay from an earlier position) is allowed.
    this.position = checkpoint;
    const notice: ChangeNotice = { position: checkpoint, keys };
    for (const l of this.changeListeners) l(notice);
  }

  async checkpoint(): Promise<number> {
    return this.position;
  }

  onChange(listener: (n: ChangeNotice) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  onReset(listener: () => void): () => void {
    this.resetListeners.add(listener);
    return () => this.resetListeners.delete(listener);
  }

  async clear(): Promise<void> {
    this.docs.clear();
    this.sets.clear();
    this.position = 0;
    for (const l of this.resetListeners) l();
  }

  /** In-process: a meta value is an ordinary document without a notice (expiry is not needed here). */
  async putMeta(key: string, value: string): Promise<void> {
    this.docs.set(key, value);
  }

  async ping(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {
    this.changeListeners.clear();
    this.resetListeners.clear();
  }
}
