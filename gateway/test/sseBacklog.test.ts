import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { connect } from 'node:net';
import { connect as connectH2, createServer as createH2Server } from 'node:http2';
import type { ServerHttp2Stream } from 'node:http2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryReadStore, etagOf, keys } from '@flagstream/projections';
import { ConfigService } from '../src/publicConfig/configService';
import { DocCache } from '../src/publicConfig/docCache';
import { MAX_SSE_BACKLOG, SseHub } from '../src/publicConfig/sse';
import type { SseConnection } from './support/sseClient';
import { openSse } from './support/sseClient';

/**
 * A subscriber that stops reading must not make the gateway hold every document it has not
 * taken: past MAX_SSE_BACKLOG unsent bytes it is disconnected, and the others keep streaming.
 * Real parts throughout (read store, cache, config service, hub, an HTTP server and sockets);
 * documents are made large so the kernel's socket buffers fill after a few changes.
 */
const cleanup: Array<() => void> = [];
afterEach(() => {
  for (const c of cleanup.splice(0).reverse()) c();
});

/**
 * A hub over real parts (read store, cache, config service) and a publisher of a new document of
 * `paddingBytes` each time (a different body and ETag), the first one published.
 */
async function publishingHub(paddingBytes: number) {
  const store = new MemoryReadStore();
  const cache = new DocCache(store);
  const w = {
    hub: new SseHub(new ConfigService(cache), cache, 60_000),
    projectUuid: randomUUID(),
    environmentUuid: randomUUID(),
    key: '',
    version: 0,
    async publish() {
      w.version++;
      const body = JSON.stringify({ version: w.version, padding: 'x'.repeat(paddingBytes) });
      await store.commit([{ op: 'set', key: w.key, value: JSON.stringify({ etag: etagOf(body), body, expiresAt: null, fallback: null }) }], w.version);
    },
  };
  w.key = keys.config(w.projectUuid, w.environmentUuid);
  await w.publish();
  return w;
}

describe('config stream with a subscriber that does not read', () => {
  it('disconnects it once its unsent bytes pass the bound, and keeps streaming to the rest', async () => {
    // ~512 KB documents
    const w = await publishingHub(512 * 1024);
    const { hub, projectUuid, environmentUuid, key } = w;

    const serverSockets: Socket[] = [];
    const server: Server = createServer((req, res) => hub.open(req, res, { projectUuid, environmentUuid, mode: 'stream', key }));
    server.on('connection', (s) => serverSockets.push(s));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanup.push(() => {
      hub.close();
      server.closeAllConnections();
      server.close();
    });
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('the server listens on a TCP port');
    const { port } = address;
    const path = `/api/config/${projectUuid}/stream?environmentUuid=${environmentUuid}`;

    // The stalled subscriber: sends its request, then never reads a byte.
    const stalled = connect({ port, host: '127.0.0.1' });
    cleanup.push(() => stalled.destroy());
    stalled.on('error', () => {});
    await new Promise<void>((resolve) => stalled.once('connect', resolve));
    stalled.pause();
    stalled.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n`);
    await vi.waitFor(() => expect(hub.size).toBe(1));
    const stalledOnServer = serverSockets[0]!;

    // A subscriber that reads.
    const reader: SseConnection = await openSse(`http://127.0.0.1:${port}${path}`);
    cleanup.push(() => reader.close());
    await reader.next((f) => f.event === 'config', 'the first document');
    expect(hub.size).toBe(2);

    const frameBytes = 600 * 1024;
    let most = 0;
    for (let i = 0; i < 200 && hub.size === 2; i++) {
      await w.publish();
      const got = await reader.next((f) => f.event === 'config', `change ${w.version}`);
      expect(JSON.parse(got.data).version).toBe(w.version);
      most = Math.max(most, stalledOnServer.writableLength);
    }
    // the stalled one was dropped (and its socket destroyed), never holding more than the bound and one frame
    expect(hub.size).toBe(1);
    expect(stalledOnServer.destroyed).toBe(true);
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(MAX_SSE_BACKLOG + frameBytes);

    // the reader still gets every change
    await w.publish();
    expect(JSON.parse((await reader.next((f) => f.event === 'config', 'the change after the drop')).data).version).toBe(w.version);
  });
});

describe('config stream over HTTP/2 (h2c) with a subscriber that does not read', () => {
  it('resets its stream once its unsent bytes pass the bound, and keeps streaming to the rest', async () => {
    const w = await publishingHub(256 * 1024);
    const { hub, projectUuid, environmentUuid, key } = w;

    const serverStreams: ServerHttp2Stream[] = [];
    const server = createH2Server();
    server.on('stream', (stream) => {
      serverStreams.push(stream);
      hub.openStream(stream, { projectUuid, environmentUuid, mode: 'stream', key });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const stalledSession = connectH2(`http://127.0.0.1:${port}`);
    const readerSession = connectH2(`http://127.0.0.1:${port}`);
    stalledSession.on('error', () => {});
    readerSession.on('error', () => {});
    cleanup.push(() => {
      hub.close();
      stalledSession.destroy();
      readerSession.destroy();
      server.close();
    });
    const path = `/api/config/${projectUuid}/stream?environmentUuid=${environmentUuid}`;

    // The stalled subscriber: its stream is never read, so its flow-control window is never opened again.
    const stalled = stalledSession.request({ ':path': path }, { endStream: true });
    stalled.on('error', () => {});
    stalled.pause();
    await vi.waitFor(() => expect(hub.size).toBe(1));
    const stalledOnServer = serverStreams[0]!;

    // A subscriber that reads (on its own connection).
    const reader = readerSession.request({ ':path': path }, { endStream: true });
    reader.setEncoding('utf8');
    let text = '';
    reader.on('data', (d: string) => (text += d));
    const versionSeen = () => [...text.matchAll(/"version":(\d+)/g)].map((m) => Number(m[1])).at(-1);
    await vi.waitFor(() => expect(versionSeen()).toBe(w.version));
    expect(hub.size).toBe(2);

    let most = 0;
    for (let i = 0; i < 200 && hub.size === 2; i++) {
      await w.publish();
      await vi.waitFor(() => expect(versionSeen()).toBe(w.version));
      most = Math.max(most, stalledOnServer.writableLength);
    }
    // the stalled one was dropped and its stream reset, never holding more than the bound and one frame
    expect(hub.size).toBe(1);
    await vi.waitFor(() => expect(stalledOnServer.destroyed).toBe(true));
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(MAX_SSE_BACKLOG + 300 * 1024);

    await w.publish();
    await vi.waitFor(() => expect(versionSeen()).toBe(w.version));
  });
});
