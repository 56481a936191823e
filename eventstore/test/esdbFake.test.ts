/**
 * The contract against EsdbEventStore over an in-memory fake of the db-client: checks the
 * adapter's own logic (position mapping, exclusive `after`, skipping system events, conflict
 * and not-found translation, append read-back) on machines where EventStoreDB cannot run.
 */
import { describe, expect, it } from 'vitest';
import { openEsdbEventStore } from '../src/esdb/esdbEventStore';
import type { EventStore } from '../src/port';
import { eventually, newEvent, runEventStoreContract, streamName } from './contract';
import { FakeEsdbClient } from './fixtures/fakeEsdbClient';

runEventStoreContract('EsdbEventStore over a fake db-client', async () => {
  const fake = new FakeEsdbClient();
  const stores: EventStore[] = [];
  const open = () => {
    const store = openEsdbEventStore({ url: 'esdb://fake:2113?tls=false', client: fake.asClient(), timeoutMs: 2000 });
    stores.push(store);
    return store;
  };
  return {
    store: open(),
    // The fake outlives its clients, as the server's data outlives a connection.
    reopen: async () => open(),
    cleanup: async () => {
      await Promise.all(stores.map((s) => s.close()));
    },
  };
});

describe('EsdbEventStore over a fake db-client', () => {
  it('skips runs of system events when paging and when finding the head', async () => {
    const fake = new FakeEsdbClient();
    const store = openEsdbEventStore({ url: 'esdb://fake:2113?tls=false', client: fake.asClient() });
    try {
      const start = await store.headPosition();
      for (let i = 0; i < 600; i++) fake.writeSystemEvent('$statsCollected');
      const result = await store.append(streamName('after-system'), [newEvent('Mine')], -1);
      for (let i = 0; i < 600; i++) fake.writeSystemEvent('$statsCollected');

      expect(await store.headPosition()).toBe(result.position);
      const page = await store.readAll({ after: start, maxCount: 5 });
      expect(page.map((e) => e.id)).toEqual([result.events[0]!.id]);
      expect(await store.readAll({ after: result.position })).toEqual([]);
    } finally {
      await store.close();
    }
  });

  it('tells a listener on another client of appends, through the $all subscription', async () => {
    const fake = new FakeEsdbClient();
    const writer = openEsdbEventStore({ url: 'esdb://fake:2113?tls=false', client: fake.asClient() });
    const watcher = openEsdbEventStore({ url: 'esdb://fake:2113?tls=false', client: fake.asClient() });
    try {
      const seen: number[] = [];
      const unsubscribe = watcher.onAppended((p) => seen.push(p));
      const result = await writer.append(streamName('watched'), [newEvent('A'), newEvent('B')], -1);
      await eventually(() => seen.includes(result.position));
      unsubscribe();
    } finally {
      await writer.close();
      await watcher.close();
    }
  });
});
