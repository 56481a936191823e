import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { describeWithRedis } from '@flagstream/projections/testing';
import type { ChangeNotice, ReadStore } from '../src';
import { MemoryReadStore, ReadStoreUnavailableError, RedisReadStore } from '../src';
import { Inbox, runReadStoreContract } from './readStore.contract';

runReadStoreContract('memory', () => ({
  create: async () => new MemoryReadStore(),
  peer: async (s) => s,
  listening: async () => undefined,
}));

describe('MemoryReadStore', () => {
  it('getSync reads what get reads', async () => {
    const s = new MemoryReadStore();
    await s.commit([{ op: 'set', key: 'a', value: 'A' }], 1);
    expect(s.getSync('a')).toBe('A');
    expect(s.getSync('b')).toBeNull();
  });
});

/** Resolves on the next reset `store` signals (its subscription becoming live is one). */
function nextReset(store: ReadStore, timeoutMs = 5000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error(`no reset signalled within ${timeoutMs} ms`));
    }, timeoutMs);
    const off = store.onReset(() => {
      clearTimeout(timer);
      off();
      resolve();
    });
  });
}

describeWithRedis('RedisReadStore', (getUrl) => {
  let n = 0;
  const prefixOf = new WeakMap<ReadStore, string>();
  const newPrefix = () => `t${process.pid}-${Date.now()}-${++n}:`;
  const open = (prefix = newPrefix(), o: { commandTimeoutMs?: number } = {}) => {
    const s = new RedisReadStore({ url: getUrl(), prefix, ...o });
    prefixOf.set(s, prefix);
    return s;
  };

  runReadStoreContract('redis', () => ({
    create: async () => open(),
    peer: async (s) => open(prefixOf.get(s)!),
    listening: (s) => nextReset(s),
  }));

  describe('Redis specifics', () => {
    const closing: Array<{ close(): unknown }> = [];
    const keep = <T extends { close(): unknown } | { quit(): unknown }>(x: T): T => {
      closing.push('close' in x ? x : { close: () => (x as { quit(): unknown }).quit() });
      return x;
    };
    afterEach(async () => {
      for (const c of closing.splice(0)) await c.close();
    });

    it('signals a reset once its subscription is live: anything cached before it may have missed a notice', async () => {
      const observer = keep(open());
      const resets: string[] = [];
      const live = nextReset(observer);
      observer.onReset(() => resets.push('reset'));
      const inbox = new Inbox<ChangeNotice>();
      observer.onChange(inbox.push);
      await live;
      expect(resets).toEqual(['reset']);
      const writer = keep(open(prefixOf.get(observer)));
      await writer.commit([{ op: 'set', key: 'a', value: 'A' }], 1);
      expect(await inbox.next((x) => x.position === 1)).toEqual({ position: 1, keys: ['a'] });
    });

    it('a subscriber that loses its connection signals a reset on reconnect, then hears notices again', async () => {
      const observer = keep(open());
      const writer = keep(open(prefixOf.get(observer)));
      const inbox = new Inbox<ChangeNotice>();
      const live = nextReset(observer);
      observer.onChange(inbox.push);
      await live;
      await writer.commit([{ op: 'set', key: 'a', value: '1' }], 1);
      await inbox.next((x) => x.position === 1);

      const admin = keep(new Redis(getUrl()));
      const reconnected = nextReset(observer, 10_000);
      const killed = await admin.call('CLIENT', 'KILL', 'TYPE', 'pubsub');
      expect(Number(killed)).toBeGreaterThanOrEqual(1);
      await reconnected;

      // The reset comes once the new subscription is live: a commit right after it is heard.
      await writer.commit([{ op: 'set', key: 'a', value: '2' }], 2);
      expect(await inbox.next((x) => x.position === 2)).toEqual({ position: 2, keys: ['a'] });
      const [, subscribers] = (await admin.pubsub('NUMSUB', `${prefixOf.get(observer)}changes`)) as [string, number];
      expect(Number(subscribers)).toBe(1);
    });

    it('key prefixes keep deployments apart: documents, sets, checkpoint, notices and clear()', async () => {
      const a = keep(open());
      const b = keep(open());
      const bNotices = new Inbox<ChangeNotice>();
      const bLive = nextReset(b);
      b.onChange(bNotices.push);
      await bLive;

      await a.commit(
        [
          { op: 'set', key: 'doc', value: 'A' },
          { op: 'sadd', key: 'idx', member: 'm' },
        ],
        50,
      );
      expect(await b.get('doc')).toBeNull();
      expect(await b.members('idx')).toEqual([]);
      expect(await b.checkpoint()).toBe(0);

      await b.commit([{ op: 'set', key: 'doc', value: 'B' }], 1);
      await bNotices.next((x) => x.position === 1);
      expect(bNotices.items).toEqual([{ position: 1, keys: ['doc'] }]);

      await a.clear();
      expect(await a.get('doc')).toBeNull();
      expect(await b.get('doc')).toBe('B');
      expect(await b.checkpoint()).toBe(1);
    });

    it('commit is one transaction: a MULTI reader sees documents and checkpoint move together', async () => {
      const s = keep(open());
      const prefix = prefixOf.get(s)!;
      const admin = keep(new Redis(getUrl()));
      let done = false;
      const pairs: Array<[unknown, unknown]> = [];
      const readLoop = (async () => {
        while (!done) {
          const res = await admin.multi().get(`${prefix}a`).get(`${prefix}checkpoint`).exec();
          pairs.push([res?.[0]?.[1], res?.[1]?.[1]]);
        }
      })();
      for (let i = 1; i <= 40; i++) await s.commit([{ op: 'set', key: 'a', value: String(i) }], i);
      done = true;
      await readLoop;
      expect(pairs.length).toBeGreaterThan(0);
      for (const [doc, checkpoint] of pairs) expect(doc).toBe(checkpoint);
    });

    it('a commit of 150 000 writes goes through in one step (more arguments than a JavaScript call may take)', async () => {
      const s = keep(open());
      const writes = Array.from({ length: 150_000 }, (_, i) => ({ op: 'set' as const, key: `k${i}`, value: String(i) }));
      await s.commit(writes, 1, 0);
      expect(await s.checkpoint()).toBe(1);
      expect(await s.getMany(['k0', 'k149999'])).toEqual(['0', '149999']);
    });

    it('ping answers false and commit rejects when Redis cannot be reached', async () => {
      const port = await new Promise<number>((resolve) => {
        const srv = createServer().listen(0, '127.0.0.1', () => {
          const p = (srv.address() as { port: number }).port;
          srv.close(() => resolve(p));
        });
      });
      const s = keep(new RedisReadStore({ url: `redis://127.0.0.1:${port}`, prefix: newPrefix(), commandTimeoutMs: 300 }));
      expect(await s.ping()).toBe(false);
      await expect(s.commit([{ op: 'set', key: 'a', value: '1' }], 1)).rejects.toBeInstanceOf(ReadStoreUnavailableError);
      await expect(s.get('a')).rejects.toMatchObject({ code: 'READ_STORE_UNAVAILABLE' });
      await expect(s.checkpoint()).rejects.toBeInstanceOf(ReadStoreUnavailableError);
    });
  });
});
