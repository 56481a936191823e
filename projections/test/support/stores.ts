import type { ChangeNotice, ReadStore, Write } from '../../src';

/**
 * A ReadStore in front of another that remembers every key ever written (so tests can dump
 * and compare whole read models through the port) and can make one commit fail, either before
 * anything is applied or after the inner store applied it (an acknowledgement lost on the way).
 */
export class TrackingReadStore implements ReadStore {
  readonly docKeys = new Set<string>();
  readonly setKeys = new Set<string>();
  /** commits that reached the inner store */
  readonly commits: Array<{ writes: Write[]; checkpoint: number }> = [];
  failNext: 'before' | 'after' | null = null;
  failures = 0;

  constructor(readonly inner: ReadStore) {}

  get kind() {
    return this.inner.kind;
  }

  get(key: string) {
    return this.inner.get(key);
  }

  getMany(keys: readonly string[]) {
    return this.inner.getMany(keys);
  }

  members(setKey: string) {
    return this.inner.members(setKey);
  }

  async commit(writes: readonly Write[], checkpoint: number, expected?: number): Promise<void> {
    for (const w of writes) (w.op === 'set' || w.op === 'del' ? this.docKeys : this.setKeys).add(w.key);
    const fail = this.failNext;
    if (fail === 'before') {
      this.failNext = null;
      this.failures++;
      throw new Error('injected failure: commit refused');
    }
    await this.inner.commit(writes, checkpoint, expected);
    this.commits.push({ writes: [...writes], checkpoint });
    if (fail === 'after') {
      this.failNext = null;
      this.failures++;
      throw new Error('injected failure: commit applied but its acknowledgement was lost');
    }
  }

  checkpoint() {
    return this.inner.checkpoint();
  }

  onChange(listener: (n: ChangeNotice) => void) {
    return this.inner.onChange(listener);
  }

  onReset(listener: () => void) {
    return this.inner.onReset(listener);
  }

  clear() {
    return this.inner.clear();
  }

  ping() {
    return this.inner.ping();
  }

  close() {
    return this.inner.close();
  }

  /** writes of the commits made since `from` (an index into `commits`) */
  writesSince(from: number): Write[] {
    return this.commits.slice(from).flatMap((c) => c.writes);
  }
}

export interface Dump {
  checkpoint: number;
  docs: Record<string, string | null>;
  sets: Record<string, string[]>;
}

/**
 * The whole read model of `store` over every key any of `trackers` ever wrote (absent documents
 * as null, sets sorted), so that two stores built differently can be compared key by key.
 */
export async function dump(store: TrackingReadStore, trackers: TrackingReadStore[] = [store]): Promise<Dump> {
  const docKeys = [...new Set(trackers.flatMap((t) => [...t.docKeys]))].sort();
  const setKeys = [...new Set(trackers.flatMap((t) => [...t.setKeys]))].sort();
  const values = await store.getMany(docKeys);
  const docs: Record<string, string | null> = {};
  docKeys.forEach((k, i) => (docs[k] = values[i] ?? null));
  const sets: Record<string, string[]> = {};
  for (const k of setKeys) sets[k] = (await store.members(k)).sort();
  return { checkpoint: await store.checkpoint(), docs, sets };
}
