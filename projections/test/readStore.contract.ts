/**
 * The behaviour every ReadStore adapter must show, run against each of them (readStore.test.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ChangeNotice, ReadStore } from '../src';
import { CheckpointMovedError } from '../src';

export interface ReadStoreTarget {
  /** A fresh, empty store with a key space of its own. */
  create(): Promise<ReadStore>;
  /** The same data as another process opens it (an in-process store returns itself). */
  peer(store: ReadStore): Promise<ReadStore>;
  /**
   * Call right before registering the first listener of `store`: resolves once the store
   * delivers notices to its listeners (a Redis subscription is live).
   */
  listening(store: ReadStore): Promise<void>;
}

/** Collects items as they arrive and lets a test await the next one matching a predicate. */
export class Inbox<T> {
  readonly items: T[] = [];
  private readonly waiters: Array<{ pred: (t: T) => boolean; resolve: (t: T) => void }> = [];

  push = (item: T): void => {
    this.items.push(item);
    for (const w of [...this.waiters]) {
      if (w.pred(item)) {
        this.waiters.splice(this.waiters.indexOf(w), 1);
        w.resolve(item);
      }
    }
  };

  /** The first item (already received or still to come) matching `pred`. */
  next(pred: (t: T) => boolean = () => true, timeoutMs = 5000): Promise<T> {
    const seen = this.items.find(pred);
    if (seen !== undefined) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const w = {
        pred,
        resolve: (t: T) => {
          clearTimeout(timer);
          resolve(t);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(w), 1);
        reject(new Error(`nothing matching arrived within ${timeoutMs} ms; got ${JSON.stringify(this.items)}`));
      }, timeoutMs);
      this.waiters.push(w);
    });
  }
}

export function runReadStoreContract(name: string, target: () => ReadStoreTarget): void {
  describe(`ReadStore contract: ${name}`, () => {
    const opened = new Set<ReadStore>();

    afterEach(async () => {
      for (const s of opened) await s.close();
      opened.clear();
    });

    const fresh = async (): Promise<ReadStore> => {
      const s = await target().create();
      opened.add(s);
      return s;
    };
    const peerOf = async (s: ReadStore): Promise<ReadStore> => {
      const p = await target().peer(s);
      opened.add(p);
      return p;
    };
    /** Notices of `store`, once its subscription is live. */
    const notices = async (store: ReadStore): Promise<Inbox<ChangeNotice>> => {
      const inbox = new Inbox<ChangeNotice>();
      const live = target().listening(store);
      store.onChange(inbox.push);
      await live;
      return inbox;
    };

    it('starts empty', async () => {
      const s = await fresh();
      expect(await s.get('a')).toBeNull();
      expect(await s.getMany(['a', 'b'])).toEqual([null, null]);
      expect(await s.getMany([])).toEqual([]);
      expect(await s.members('set')).toEqual([]);
      expect(await s.checkpoint()).toBe(0);
    });

    it('commit applies set, del, sadd and srem together with the checkpoint', async () => {
      const s = await fresh();
      await s.commit(
        [
          { op: 'set', key: 'a', value: 'A1' },
          { op: 'set', key: 'b', value: 'B1' },
          { op: 'sadd', key: 'set', member: 'x' },
          { op: 'sadd', key: 'set', member: 'y' },
          { op: 'sadd', key: 'set', member: 'x' },
        ],
        5,
      );
      expect(await s.get('a')).toBe('A1');
      expect(await s.getMany(['b', 'missing', 'a'])).toEqual(['B1', null, 'A1']);
      expect((await s.members('set')).sort()).toEqual(['x', 'y']);
      expect(await s.checkpoint()).toBe(5);

      await s.commit(
        [
          { op: 'del', key: 'a' },
          { op: 'set', key: 'b', value: 'B2' },
          { op: 'srem', key: 'set', member: 'x' },
          { op: 'srem', key: 'set', member: 'never-added' },
          { op: 'del', key: 'never-set' },
        ],
        9,
      );
      expect(await s.getMany(['a', 'b'])).toEqual([null, 'B2']);
      expect(await s.members('set')).toEqual(['y']);
      expect(await s.checkpoint()).toBe(9);

      await s.commit([{ op: 'srem', key: 'set', member: 'y' }], 10);
      expect(await s.members('set')).toEqual([]);
    });

    it('applies the writes of one batch in order', async () => {
      const s = await fresh();
      await s.commit(
        [
          { op: 'set', key: 'k', value: 'v1' },
          { op: 'del', key: 'k' },
          { op: 'set', key: 'k', value: 'v2' },
          { op: 'set', key: 'gone', value: 'x' },
          { op: 'del', key: 'gone' },
          { op: 'sadd', key: 's', member: 'm' },
          { op: 'srem', key: 's', member: 'm' },
          { op: 'sadd', key: 's2', member: 'n' },
        ],
        1,
      );
      expect(await s.getMany(['k', 'gone'])).toEqual(['v2', null]);
      expect(await s.members('s')).toEqual([]);
      expect(await s.members('s2')).toEqual(['n']);
    });

    it('keeps values byte for byte (unicode, JSON, large documents)', async () => {
      const s = await fresh();
      const unicode = JSON.stringify({ name: 'Zürich ✓ 日本 🚀', quote: '"\\\n' });
      const large = 'x'.repeat(512 * 1024);
      await s.commit(
        [
          { op: 'set', key: 'u', value: unicode },
          { op: 'set', key: 'l', value: large },
          { op: 'set', key: 'e', value: '' },
        ],
        1,
      );
      expect(await s.get('u')).toBe(unicode);
      expect(await s.get('l')).toBe(large);
      expect(await s.get('e')).toBe('');
    });

    it('the checkpoint is exactly the last one committed, a rewind included', async () => {
      const s = await fresh();
      await s.commit([], 10);
      expect(await s.checkpoint()).toBe(10);
      await s.commit([], 4);
      expect(await s.checkpoint()).toBe(4);
      await s.commit([{ op: 'set', key: 'a', value: '1' }], 12);
      expect(await s.checkpoint()).toBe(12);
    });

    it('a conditional commit writes only while the stored checkpoint is the expected one (absent counts as 0)', async () => {
      const s = await fresh();
      const peer = await peerOf(s);
      await s.commit([{ op: 'set', key: 'a', value: '1' }], 5, 0);
      await s.commit(
        [
          { op: 'set', key: 'a', value: '2' },
          { op: 'sadd', key: 'm', member: 'x' },
        ],
        9,
        5,
      );
      expect(await peer.get('a')).toBe('2');
      const refused = await s
        .commit(
          [
            { op: 'set', key: 'a', value: 'late' },
            { op: 'sadd', key: 'm', member: 'late' },
            { op: 'del', key: 'a' },
          ],
          7,
          5,
        )
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(refused).toBeInstanceOf(CheckpointMovedError);
      expect(refused).toMatchObject({ code: 'READ_STORE_CHECKPOINT_MOVED', expected: 5, actual: 9 });
      expect(await peer.get('a')).toBe('2');
      expect(await peer.members('m')).toEqual(['x']);
      expect(await peer.checkpoint()).toBe(9);
      await s.clear();
      await expect(s.commit([], 3, 9)).rejects.toMatchObject({ expected: 9, actual: 0 });
      expect(await peer.checkpoint()).toBe(0);
    });

    it('a concurrent reader never sees half a batch', async () => {
      const s = await fresh();
      const reader = await peerOf(s);
      let done = false;
      const reads: Array<Array<string | null>> = [];
      const readLoop = (async () => {
        while (!done) reads.push(await reader.getMany(['a', 'b', 'c']));
      })();
      for (let i = 1; i <= 40; i++) {
        await s.commit(
          [
            { op: 'set', key: 'a', value: String(i) },
            { op: 'set', key: 'b', value: String(i) },
            { op: 'set', key: 'c', value: String(i) },
          ],
          i,
        );
      }
      done = true;
      await readLoop;
      expect(reads.length).toBeGreaterThan(0);
      for (const [a, b, c] of reads) {
        expect(b).toBe(a);
        expect(c).toBe(a);
      }
    });

    it('a change notice carries the position and the changed document keys, after the writes are visible', async () => {
      const writer = await fresh();
      const observer = await peerOf(writer);
      const inbox = await notices(observer);
      const second = new Inbox<ChangeNotice>();
      observer.onChange(second.push);

      await writer.commit(
        [
          { op: 'set', key: 'doc:a', value: 'A' },
          { op: 'del', key: 'doc:b' },
          { op: 'sadd', key: 'idx', member: 'm' },
          { op: 'srem', key: 'idx', member: 'n' },
        ],
        7,
      );
      const n = await inbox.next((x) => x.position === 7);
      expect(n).toEqual({ position: 7, keys: ['doc:a', 'doc:b'] });
      expect(await second.next((x) => x.position === 7)).toEqual(n);
      // whoever hears the notice reads the new values
      expect(await observer.get('doc:a')).toBe('A');
      expect(await observer.members('idx')).toEqual(['m']);
      expect(await observer.checkpoint()).toBe(7);
    });

    it('a batch without document changes still announces its position', async () => {
      const writer = await fresh();
      const observer = await peerOf(writer);
      const inbox = await notices(observer);
      await writer.commit([{ op: 'sadd', key: 'idx', member: 'm' }], 3);
      expect(await inbox.next((x) => x.position === 3)).toEqual({ position: 3, keys: [] });
      await writer.commit([], 4);
      expect(await inbox.next((x) => x.position === 4)).toEqual({ position: 4, keys: [] });
    });

    it('notices arrive in commit order', async () => {
      const writer = await fresh();
      const observer = await peerOf(writer);
      const inbox = await notices(observer);
      for (let i = 1; i <= 20; i++) await writer.commit([{ op: 'set', key: `k${i}`, value: 'v' }], i);
      await inbox.next((x) => x.position === 20);
      expect(inbox.items.map((x) => x.position)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      expect(inbox.items.map((x) => x.keys)).toEqual(Array.from({ length: 20 }, (_, i) => [`k${i + 1}`]));
    });

    it('an unsubscribed listener hears nothing more', async () => {
      const writer = await fresh();
      const observer = await peerOf(writer);
      const kept = await notices(observer);
      const dropped = new Inbox<ChangeNotice>();
      const off = observer.onChange(dropped.push);
      await writer.commit([{ op: 'set', key: 'a', value: '1' }], 1);
      await kept.next((x) => x.position === 1);
      await dropped.next((x) => x.position === 1);
      off();
      await writer.commit([{ op: 'set', key: 'a', value: '2' }], 2);
      await kept.next((x) => x.position === 2);
      expect(dropped.items.map((x) => x.position)).toEqual([1]);
    });

    it('clear() removes every document, set and the checkpoint, and signals a reset', async () => {
      const writer = await fresh();
      const observer = await peerOf(writer);
      const resets = new Inbox<'reset'>();
      const live = target().listening(observer);
      observer.onReset(() => resets.push('reset'));
      await live;
      const before = resets.items.length;

      await writer.commit(
        [
          { op: 'set', key: 'a', value: 'A' },
          { op: 'set', key: 'b', value: 'B' },
          { op: 'sadd', key: 's', member: 'm' },
        ],
        42,
      );
      await writer.clear();
      await resets.next(() => resets.items.length > before);
      expect(await observer.getMany(['a', 'b'])).toEqual([null, null]);
      expect(await observer.members('s')).toEqual([]);
      expect(await observer.checkpoint()).toBe(0);
      expect(await writer.checkpoint()).toBe(0);

      // usable again afterwards, from position 0
      await writer.commit([{ op: 'set', key: 'a', value: 'A2' }], 1);
      expect(await observer.get('a')).toBe('A2');
      expect(await observer.checkpoint()).toBe(1);
    });

    it('ping answers while the store is up', async () => {
      const s = await fresh();
      expect(await s.ping()).toBe(true);
    });
  });
}
