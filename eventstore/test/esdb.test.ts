import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { translateEsdbError } from '../src/esdb/esdbErrors';
import { openEsdbEventStore, type EsdbEventStore } from '../src/esdb/esdbEventStore';
import { EventStoreUnavailableError, WrongExpectedVersionError } from '../src/port';
import { newEvent, runEventStoreContract, streamName } from './contract';

const url = process.env.EVENTSTORE_URL;

if (url) {
  runEventStoreContract(`EventStoreDB at ${url}`, async () => {
    const stores = [openEsdbEventStore({ url })];
    return {
      store: stores[0]!,
      reopen: async () => {
        const store = openEsdbEventStore({ url });
        stores.push(store);
        return store;
      },
      cleanup: async () => {
        await Promise.all(stores.map((s) => s.close()));
      },
    };
  });
} else {
  console.warn(
    '\n⚠️  SKIPPED: the EventStoreDB contract suite needs a running EventStoreDB.\n' +
      '   EventStoreDB cannot run on this machine; set EVENTSTORE_URL (e.g. esdb://localhost:2113?tls=false) to run it.\n',
  );
  describe.skip('EventStore contract: EventStoreDB (set EVENTSTORE_URL to run)', () => {
    it('needs EVENTSTORE_URL', () => undefined);
  });
}

/** A TCP port that accepts connections and never says a word: the gRPC client would hang forever. */
async function silentServer(): Promise<{ port: number; stop: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    port: address.port,
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function rejectsUnavailableQuickly(work: Promise<unknown>, withinMs: number): Promise<void> {
  const started = Date.now();
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EventStoreUnavailableError);
  expect(Date.now() - started).toBeLessThan(withinMs);
}

describe('EsdbEventStore without EventStoreDB', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('gives up with EventStoreUnavailableError when the server accepts TCP but never answers', async () => {
    const server = await silentServer();
    cleanups.push(server.stop);
    const store: EsdbEventStore = openEsdbEventStore({ url: `esdb://127.0.0.1:${server.port}?tls=false`, timeoutMs: 300 });
    cleanups.push(() => store.close());

    const s = streamName('hang');
    await rejectsUnavailableQuickly(store.append(s, [newEvent('A')], -1), 3000);
    await rejectsUnavailableQuickly(store.readAll(), 3000);
    await rejectsUnavailableQuickly(store.readStream(s), 3000);
    await rejectsUnavailableQuickly(store.headPosition(), 3000);
    await rejectsUnavailableQuickly(store.streamRevision(s), 3000);
    // A listener must not make anything hang or throw either.
    const unsubscribe = store.onAppended(() => undefined);
    unsubscribe();
    const started = Date.now();
    await store.close();
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('gives up with EventStoreUnavailableError when nothing listens on the port', async () => {
    const server = await silentServer();
    const { port } = server;
    await server.stop();
    const store = openEsdbEventStore({ url: `esdb://127.0.0.1:${port}?tls=false`, timeoutMs: 500 });
    cleanups.push(() => store.close());
    await rejectsUnavailableQuickly(store.append(streamName('refused'), [newEvent('A')], -1), 5000);
    await rejectsUnavailableQuickly(store.readAll(), 5000);
  });

  it('rejects ids EventStoreDB cannot store before calling it', async () => {
    const store = openEsdbEventStore({ url: 'esdb://127.0.0.1:1?tls=false', timeoutMs: 300 });
    cleanups.push(() => store.close());
    await expect(store.append('s', [{ ...newEvent('A'), id: 'not-a-uuid' }], -1)).rejects.toBeInstanceOf(TypeError);
  });

  it('maps the KurrentDB client’s wrong-expected-version error onto ours, with the actual revision', () => {
    const fromRevision = translateEsdbError({ type: 'wrong-expected-version', actualState: 7n, message: 'conflict' }, 'append', 'project-1', 3);
    expect(fromRevision).toBeInstanceOf(WrongExpectedVersionError);
    expect(fromRevision).toMatchObject({ streamId: 'project-1', expected: 3, actual: 7 });
    const noStream = translateEsdbError({ type: 'wrong-expected-version', actualState: 'no_stream' }, 'append', 'p', 0);
    expect(noStream).toMatchObject({ expected: 0, actual: -1 });
    expect(translateEsdbError(new Error('14 UNAVAILABLE'), 'readAll')).toBeInstanceOf(EventStoreUnavailableError);
  });
});
