import { connect as tcpConnect } from 'node:net';
import { connect } from 'node:http2';
import type { ClientHttp2Session, ClientHttp2Stream, IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http2';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '@flagstream/projections';
import type { TestGateway } from './support/testGateway';
import { startTestGateway } from './support/testGateway';
import { sseFramesBuilt } from '../src/publicConfig/sse';
import { openSse } from './support/sseClient';
import { H2cListener } from '../src/http/h2c';
import pino from 'pino';

/**
 * The h2c listener (H2C_PORT): many event streams on one cleartext HTTP/2 connection, served by
 * the same hubs as over HTTP/1.1; everything else answered with the API's error body; its limits.
 */

/** One HTTP/2 stream read as text, with the frames it carried so far. */
interface H2Stream {
  req: ClientHttp2Stream;
  headers: Promise<IncomingHttpHeaders>;
  text(): string;
  /** waits until the text read so far satisfies `done` */
  until(done: (text: string) => boolean, what: string): Promise<string>;
  /** resolves with the stream's RST code (0 for a clean end) once it closes */
  closed: Promise<number>;
}

function request(session: ClientHttp2Session, headers: OutgoingHttpHeaders): H2Stream {
  const req = session.request({ ':method': 'GET', ...headers }, { endStream: true });
  let text = '';
  const waiters = new Set<() => void>();
  req.setEncoding('utf8');
  req.on('data', (d: string) => {
    text += d;
    for (const w of [...waiters]) w();
  });
  req.on('error', () => {});
  const closed = new Promise<number>((resolve) =>
    req.on('close', () => {
      for (const w of [...waiters]) w();
      resolve(req.rstCode ?? 0);
    }),
  );
  return {
    req,
    headers: new Promise((resolve, reject) => {
      req.once('response', resolve);
      req.once('close', () => reject(new Error(`stream closed before a response (code ${req.rstCode})`)));
    }),
    text: () => text,
    until(done, what) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => finish(new Error(`timed out waiting for ${what}; got: ${text.slice(-500)}`)), 10_000);
        const check = () => {
          if (done(text)) finish(null);
          else if (req.closed) finish(new Error(`stream closed waiting for ${what}; got: ${text.slice(-500)}`));
        };
        const finish = (e: Error | null) => {
          clearTimeout(timer);
          waiters.delete(check);
          if (e) reject(e);
          else resolve(text);
        };
        waiters.add(check);
        check();
      });
    },
    closed,
  };
}

const configEvents = (text: string) => [...text.matchAll(/event: config\nid: ([^\n]+)\ndata: ([^\n]*)\n\n/g)].map((m) => ({ id: m[1]!, data: m[2]! }));

let gw: TestGateway;
let h2cPort: number;
const sessions: ClientHttp2Session[] = [];

async function session(): Promise<ClientHttp2Session> {
  const s = connect(`http://127.0.0.1:${h2cPort}`);
  sessions.push(s);
  s.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    s.once('remoteSettings', () => resolve());
    s.once('error', reject);
  });
  return s;
}

beforeAll(async () => {
  gw = await startTestGateway({ env: { SSE_HEARTBEAT_MS: '1000', H2C_PORT: '0', H2C_MAX_SESSIONS: '3', H2C_MAX_STREAMS_PER_SESSION: '5' } });
  h2cPort = await gw.app.h2c!.listen(0, '127.0.0.1');
});
afterEach(() => {
  for (const s of sessions.splice(0)) s.destroy();
});
afterAll(async () => {
  await gw?.close();
});

async function seeded() {
  const p = await gw.createProject('Live over h2c');
  const dev = p.env('development');
  const flag = await gw.createFlag(p.projectId, { name: 'Banner', type: 'string', value: 'v1' });
  return { p, dev, flag, path: `/api/config/${p.uuid}/stream?environmentUuid=${dev.uuid}` };
}

describe('h2c listener: event streams over cleartext HTTP/2', () => {
  it('is off unless H2C_PORT is set', async () => {
    const plain = await startTestGateway();
    try {
      expect(plain.app.h2c).toBeNull();
    } finally {
      await plain.close();
    }
  });

  it('several streams on one connection each get the document, then every one gets a change, framed once for all', async () => {
    const { p, dev, flag, path } = await seeded();
    const s = await session();
    const streams = [0, 1, 2, 3].map(() => request(s, { ':path': path, accept: 'text/event-stream' }));
    const stored = await gw.storedDoc(keys.config(p.uuid, dev.uuid));
    for (const st of streams) {
      const h = await st.headers;
      expect(h[':status']).toBe(200);
      expect(h['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(h['access-control-allow-origin']).toBe('*');
      const text = await st.until((t) => configEvents(t).length === 1, 'the first document');
      expect(text.startsWith('retry: 2000\n\n')).toBe(true);
      expect(configEvents(text)[0]).toEqual({ id: stored!.etag, data: stored!.body.toString() });
    }
    expect(gw.app.h2c!.sessionCount).toBe(1);
    // HTTP/1.1 and HTTP/2 subscribers of one document share its group
    const http1 = await openSse(`${gw.url}${path}`);
    await http1.next((f) => f.event === 'config', 'the first document over HTTP/1.1');
    const before = gw.app.sse.size;
    expect(before).toBeGreaterThanOrEqual(5);

    const framed = sseFramesBuilt();
    await gw.run(p.projectId, { kind: 'UpdateFeatureFlag', flagId: flag.id, value: 'v2' });
    const changed = await gw.storedDoc(keys.config(p.uuid, dev.uuid));
    const seen = await Promise.all(streams.map((st) => st.until((t) => configEvents(t).length === 2, 'the change')));
    for (const text of seen) {
      const second = configEvents(text)[1]!;
      expect(second.id).toBe(changed!.etag);
      expect(JSON.parse(second.data).data.flags.banner.value).toBe('v2');
    }
    // every stream carried the same bytes for the change, framed once for the five subscribers of both transports
    expect(new Set(seen.map((t) => t.slice(t.lastIndexOf('event: config')))).size).toBe(1);
    expect((await http1.next((f) => f.event === 'config', 'the change over HTTP/1.1')).id).toBe(changed!.etag);
    expect(sseFramesBuilt() - framed).toBe(1);
    http1.close();
    await expect.poll(() => gw.app.sse.size).toBe(before - 1);

    // a stream that ends leaves the hub
    streams[0]!.req.close();
    await streams[0]!.closed;
    await expect.poll(() => gw.app.sse.size).toBe(before - 2);
  });

  it('sends heartbeats to idle streams', async () => {
    const { path } = await seeded();
    const s = await session();
    const st = request(s, { ':path': path });
    await st.until((t) => t.includes(': heartbeat\n\n'), 'a heartbeat');
  });

  it('serves the flagd stream to the environment server key only', async () => {
    const { p, dev } = await seeded();
    const s = await session();
    const path = `/api/flagd/${dev.uuid}/stream`;
    const ok = request(s, { ':path': path, authorization: `Bearer ${dev.apiKey}` });
    expect((await ok.headers)[':status']).toBe(200);
    const text = await ok.until((t) => t.includes('event: flagd\n'), 'the flagd document');
    const stored = await gw.storedDoc(keys.flagd(dev.uuid));
    expect(text).toContain(`id: ${stored!.etag}\n`);

    const none = request(s, { ':path': path });
    expect((await none.headers)[':status']).toBe(401);
    expect(JSON.parse(await none.until(() => none.req.closed, 'the body'))).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    const other = request(s, { ':path': `/api/flagd/${p.env('production').uuid}/stream`, authorization: `Bearer ${dev.apiKey}` });
    expect((await other.headers)[':status']).toBe(403);
  });

  it('answers every other path and method with the API error body (never a 500)', async () => {
    const { p, dev, path } = await seeded();
    const s = await session();
    const cases: Array<[OutgoingHttpHeaders, number, string]> = [
      [{ ':path': '/graphql', ':method': 'POST' }, 404, 'NOT_FOUND'],
      [{ ':path': '/api/projects' }, 404, 'NOT_FOUND'],
      [{ ':path': `/api/config/${p.uuid}?environmentUuid=${dev.uuid}` }, 404, 'NOT_FOUND'],
      [{ ':path': '/healthz' }, 404, 'NOT_FOUND'],
      [{ ':path': path, ':method': 'POST' }, 405, 'METHOD_NOT_ALLOWED'],
      [{ ':path': path, ':method': 'DELETE' }, 405, 'METHOD_NOT_ALLOWED'],
      [{ ':path': `/api/config/${p.uuid}/stream?environmentUuid=nope` }, 400, 'VALIDATION_FAILED'],
      [{ ':path': `/api/config/${p.uuid}/stream` }, 400, 'VALIDATION_FAILED'],
      [{ ':path': '/api/flagd/not-a-uuid/stream' }, 400, 'VALIDATION_FAILED'],
      [{ ':path': `/api/config/${p.uuid}/stream?environmentUuid=${dev.uuid}&x=${'a'.repeat(9000)}` }, 414, 'URI_TOO_LONG'],
    ];
    for (const [headers, status, code] of cases) {
      const st = request(s, headers);
      const h = await st.headers;
      expect(h[':status'], `${headers[':method'] ?? 'GET'} ${String(headers[':path']).slice(0, 80)}`).toBe(status);
      expect(h['content-type']).toBe('application/json; charset=utf-8');
      await st.closed;
      expect(JSON.parse(st.text())).toMatchObject({ error: { code } });
    }
    // an unknown document is an error event on an open stream, as over HTTP/1.1
    const unknown = request(s, { ':path': `/api/config/${p.uuid}/stream?environmentUuid=${p.uuid}` });
    expect((await unknown.headers)[':status']).toBe(200);
    await unknown.until((t) => t.includes('event: error\n'), 'the error event');
  });

  it('refuses streams past SETTINGS_MAX_CONCURRENT_STREAMS and connections past H2C_MAX_SESSIONS (503)', async () => {
    const { path } = await seeded();
    const s = await session();
    expect(s.remoteSettings.maxConcurrentStreams).toBe(5);
    await expect.poll(() => gw.app.h2c!.streamCount).toBe(0);
    const open = [0, 1, 2, 3, 4].map(() => request(s, { ':path': path }));
    await Promise.all(open.map((st) => st.headers));
    // a sixth waits for a free slot: a PING answered on the same connection proves the server
    // has seen everything sent before it, and it holds five streams, not six
    let answered = false;
    const extra = request(s, { ':path': path });
    void extra.headers.then(
      () => (answered = true),
      () => {},
    );
    await new Promise<void>((resolve, reject) => s.ping((e) => (e ? reject(e) : resolve())));
    expect(gw.app.h2c!.streamCount).toBe(5);
    expect(answered).toBe(false);
    s.destroy();
    await expect.poll(() => gw.app.h2c!.streamCount).toBe(0);

    // three connections are allowed; the fourth is answered 503 and closed
    await expect.poll(() => gw.app.h2c!.sessionCount).toBe(0);
    await session();
    await session();
    await session();
    expect(gw.app.h2c!.sessionCount).toBe(3);
    const fourth = await session();
    const refused = request(fourth, { ':path': path });
    const h = await refused.headers;
    expect(h[':status']).toBe(503);
    expect(h['retry-after']).toBe('5');
    await refused.closed;
    expect(JSON.parse(refused.text())).toMatchObject({ error: { code: 'TOO_MANY_CONNECTIONS' } });
    await new Promise<void>((resolve) => (fourth.closed ? resolve() : fourth.once('close', () => resolve())));
    expect(gw.app.h2c!.sessionCount).toBe(3);
  });

  it('survives an HTTP/1.1 request and garbage on the h2c port', async () => {
    for (const bytes of [
      'GET / HTTP/1.1\r\nHost: x\r\n\r\n',
      'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n\u0000\u0000\u0004\u0008\u0000\u0000\u0000\u0000\u0000garbage',
    ]) {
      await new Promise<void>((resolve) => {
        const sock = tcpConnect(h2cPort, '127.0.0.1', () => sock.end(bytes));
        sock.on('error', () => resolve());
        sock.on('close', () => resolve());
        sock.resume();
      });
    }
    const { path } = await seeded();
    const st = request(await session(), { ':path': path });
    expect((await st.headers)[':status']).toBe(200);
  });

  it('destroys a connection that leaves a PING unanswered (a peer gone silent)', async () => {
    const { p, dev } = await seeded();
    const listener = new H2cListener({
      maxSessions: 10,
      maxStreamsPerSession: 10,
      config: gw.app.sse,
      flagd: {
        hub: gw.app.sse,
        access: async () => ({ ok: true, environmentUuid: dev.uuid }),
        request: () => ({ projectUuid: p.uuid, environmentUuid: dev.uuid, mode: 'stream', key: keys.config(p.uuid, dev.uuid) }),
      },
      metrics: gw.rt.metrics,
      log: pino({ level: 'silent' }),
      pingMs: 50,
    });
    const port = await listener.listen(0, '127.0.0.1');
    try {
      // a live client answers PINGs (its HTTP/2 stack does) and keeps its connection across many of them
      const live = connect(`http://127.0.0.1:${port}`);
      live.on('error', () => {});
      const st = request(live, { ':path': `/api/config/${p.uuid}/stream?environmentUuid=${dev.uuid}` });
      await st.until((t) => t.includes('event: config\n'), 'the document');
      let pings = 0;
      live.on('ping', () => pings++);
      await expect.poll(() => pings, { timeout: 10_000 }).toBeGreaterThanOrEqual(5);
      expect(live.closed).toBe(false);
      live.destroy();

      // a peer that speaks the preface and a SETTINGS frame, then never answers anything
      const silent = tcpConnect(port, '127.0.0.1');
      silent.on('error', () => {});
      silent.resume();
      silent.write(Buffer.concat([Buffer.from('PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n'), Buffer.from([0, 0, 0, 4, 0, 0, 0, 0, 0])]));
      await expect.poll(() => listener.sessionCount).toBe(1);
      await new Promise<void>((resolve) => silent.once('close', () => resolve()));
      expect(listener.sessionCount).toBe(0);
    } finally {
      await listener.close();
    }
  });

  it('closes its connections on shutdown: streams end, the session goes away', async () => {
    const own = await startTestGateway({ env: { H2C_PORT: '0' } });
    try {
      const port = await own.app.h2c!.listen(0, '127.0.0.1');
      const p = await own.createProject('Shutdown');
      const dev = p.env('development');
      const s = connect(`http://127.0.0.1:${port}`);
      s.on('error', () => {});
      const st = request(s, { ':path': `/api/config/${p.uuid}/stream?environmentUuid=${dev.uuid}` });
      await st.until((t) => t.includes('event: config\n'), 'the document');
      const sessionClosed = new Promise<void>((resolve) => s.once('close', () => resolve()));
      await own.app.close();
      await st.closed;
      await sessionClosed;
      expect(own.app.sse.size).toBe(0);
    } finally {
      await own.close().catch(() => {});
    }
  });
});
