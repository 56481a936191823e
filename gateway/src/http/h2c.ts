import { constants as h2, createServer } from 'node:http2';
import type { Http2Server, Http2Session, IncomingHttpHeaders, ServerHttp2Stream } from 'node:http2';
import type { AddressInfo } from 'node:net';
import type { SseHub } from '../publicConfig/sse';
import type { FlagdStreams } from '../publicConfig/flagdRoutes';
import { isConfigPath, parseConfigRequest } from '../publicConfig/configRequest';
import type { Metrics } from './metrics';
import type { Logger } from './logger';
import { errorBody, toErrorResponse } from './errors';

/**
 * The h2c listener (H2C_PORT, off by default): cleartext HTTP/2 with prior knowledge, for the
 * event streams only. Many EventSource subscribers then share one connection (a browser does this
 * on its own through any HTTP/2 front; Envoy, HAProxy, Caddy and others speak h2c to a backend), so
 * one gateway holds more subscribers than it has file descriptors: over HTTP/1.1 each subscriber
 * is a socket. The streams are served by the same hubs as over HTTP/1.1 (one framing per change for
 * all of them, the same heartbeats and backlog limit); everything else (REST, GraphQL, the
 * documents themselves) stays on PORT and is answered 404 here with the API's error body.
 *
 * Limits: `maxStreamsPerSession` is the SETTINGS_MAX_CONCURRENT_STREAMS this server advertises
 * (a peer's extra streams are reset by the protocol); past `maxSessions` connections, the streams
 * of a new one are answered 503 TOO_MANY_CONNECTIONS and it is closed; request headers are
 * bounded (16 KB, 128 fields) and a path over 8 KB is answered 414; a connection with no open
 * stream is closed after 65 s, like an idle HTTP/1.1 keep-alive one; a connection that does not
 * answer a PING by the next one (30 s) is destroyed, so a peer gone silent cannot make every one of
 * its streams fill up to the backlog bound before each is dropped.
 */
export interface H2cOptions {
  maxSessions: number;
  maxStreamsPerSession: number;
  config: SseHub;
  flagd: FlagdStreams;
  metrics: Metrics;
  log: Logger;
  /** a connection with no open stream is closed after this long */
  idleMs?: number;
  /** every connection is sent a PING this often; one without an answer by the next is destroyed */
  pingMs?: number;
}

const MAX_PATH = 8192;
const MAX_HEADER_LIST = 16 * 1024;
const IDLE_MS = 65_000;
const PING_MS = 30_000;
/** A refused connection gets this long to send its first stream (and read the 503) before it is dropped. */
const REFUSED_MS = 5_000;
const CORS = { 'access-control-allow-origin': '*' };
const FLAGD_STREAM = /^\/api\/flagd\/([^/?]{1,64})\/stream(?:\?|$)/;
const STREAMS_ONLY =
  'This port speaks HTTP/2 for the event streams only (GET /api/config/{projectUuid}/stream, GET /api/flagd/{environmentUuid}/stream); everything else is served over HTTP/1.1 on the main port';

interface SessionState {
  /** open streams of this connection (ended on shutdown) */
  streams: Set<ServerHttp2Stream>;
  /** over the connection limit: every stream is answered 503 */
  refused: boolean;
  /** a PING sent and not yet answered */
  pinging: boolean;
}

const noop = () => {};

/** A JSON error answer on a stream that has not answered yet (a stream the peer already reset is left alone). */
function answer(stream: ServerHttp2Stream, status: number, code: string, message: string, extra: Record<string, string> = {}): void {
  if (stream.closed || stream.destroyed || stream.headersSent) return;
  const body = JSON.stringify(errorBody(code, message));
  stream.respond({
    ':status': status,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    ...CORS,
    ...extra,
  });
  stream.end(body);
}

export class H2cListener {
  private readonly server: Http2Server;
  private readonly sessions = new Map<Http2Session, SessionState>();
  private admitted = 0;
  private closing = false;
  private readonly liveness: NodeJS.Timeout;

  constructor(private readonly o: H2cOptions) {
    this.liveness = setInterval(() => this.checkLiveness(), o.pingMs ?? PING_MS);
    this.liveness.unref();
    this.server = createServer({
      settings: { maxConcurrentStreams: o.maxStreamsPerSession, maxHeaderListSize: MAX_HEADER_LIST, enablePush: false },
      maxHeaderListPairs: 128,
    });
    this.server.on('session', (session: Http2Session) => this.onSession(session));
    this.server.on('stream', (stream: ServerHttp2Stream, headers: IncomingHttpHeaders) => this.onStream(stream, headers));
    // a peer that breaks the protocol (or speaks HTTP/1.1 to this port) loses its connection, never the process
    this.server.on('sessionError', noop);
  }

  /** connections held (refused ones not counted) */
  get sessionCount(): number {
    return this.admitted;
  }

  /** streams open on this listener (event streams, and answers still being sent) */
  get streamCount(): number {
    let n = 0;
    for (const st of this.sessions.values()) n += st.streams.size;
    return n;
  }

  /** Listens on `port` (0: any free one) and answers the port bound. */
  listen(port: number, host: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const fail = (e: Error) => reject(e);
      this.server.once('error', fail);
      this.server.listen(port, host, () => {
        this.server.off('error', fail);
        this.server.on('error', (e) => this.o.log.error({ err: e }, 'h2c listener failed'));
        resolve((this.server.address() as AddressInfo).port);
      });
    });
  }

  private onSession(session: Http2Session): void {
    const refused = this.closing || this.admitted >= this.o.maxSessions;
    const state: SessionState = { streams: new Set(), refused, pinging: false };
    this.sessions.set(session, state);
    if (!refused) this.admitted++;
    session.on('error', noop);
    session.once('close', () => {
      this.sessions.delete(session);
      if (!refused) this.admitted--;
    });
    session.setTimeout(refused ? REFUSED_MS : (this.o.idleMs ?? IDLE_MS), () => {
      if (state.refused || state.streams.size === 0) session.close();
    });
  }

  /** Destroys connections that left the previous PING unanswered, and pings the others. */
  private checkLiveness(): void {
    for (const [session, state] of this.sessions) {
      if (session.destroyed || session.closed) continue;
      if (state.pinging) {
        session.destroy();
        continue;
      }
      state.pinging = true;
      try {
        session.ping((err) => {
          if (!err) state.pinging = false;
        });
      } catch {
        session.destroy();
      }
    }
  }

  private onStream(stream: ServerHttp2Stream, headers: IncomingHttpHeaders): void {
    // a stream the peer resets must not become an unhandled 'error'
    stream.on('error', noop);
    const state = this.sessions.get(stream.session as Http2Session);
    if (!state || state.refused) {
      answer(stream, 503, 'TOO_MANY_CONNECTIONS', 'This gateway holds as many HTTP/2 connections as it may; try another one, or again shortly', {
        'retry-after': '5',
      });
      stream.session?.close();
      return;
    }
    state.streams.add(stream);
    stream.once('close', () => state.streams.delete(stream));
    const method = headers[':method'] ?? '';
    const path = headers[':path'] ?? '';
    if (path.length > MAX_PATH) {
      answer(stream, 414, 'URI_TOO_LONG', `The request path is longer than ${MAX_PATH} characters`);
      return;
    }
    const flagd = FLAGD_STREAM.exec(path);
    const q = path.indexOf('?');
    const configStream = !flagd && isConfigPath(path) && (q < 0 ? path : path.slice(0, q)).endsWith('/stream');
    if (!flagd && !configStream) {
      answer(stream, 404, 'NOT_FOUND', STREAMS_ONLY);
      return;
    }
    if (method === 'OPTIONS') {
      stream.respond({
        ':status': 204,
        ...CORS,
        'access-control-allow-methods': 'GET, OPTIONS',
        'access-control-allow-headers': 'Authorization, Last-Event-ID, Cache-Control',
        'access-control-max-age': '86400',
      });
      stream.end();
      return;
    }
    if (method !== 'GET') {
      answer(stream, 405, 'METHOD_NOT_ALLOWED', 'Use GET to open an event stream', { allow: 'GET, OPTIONS' });
      return;
    }
    if (flagd) {
      void this.openFlagd(stream, flagd[1]!, headers.authorization);
      return;
    }
    const parsed = parseConfigRequest(path);
    if (!parsed.ok) {
      answer(stream, 400, 'VALIDATION_FAILED', parsed.message);
      return;
    }
    this.o.metrics.sseConnections.labels('config').inc();
    this.o.config.openStream(stream, parsed.value);
  }

  private async openFlagd(stream: ServerHttp2Stream, environmentUuid: string, authorization: string | undefined): Promise<void> {
    try {
      const a = await this.o.flagd.access(environmentUuid, authorization);
      if (stream.closed || stream.destroyed) return;
      if (!a.ok) {
        answer(stream, a.status, a.code, a.message, a.headers);
        return;
      }
      this.o.flagd.hub.openStream(stream, this.o.flagd.request(a.environmentUuid));
    } catch (e) {
      const mapped = toErrorResponse(e);
      // what the read store failing looks like here; anything else is logged and still not a 500
      if (mapped.status >= 500 && mapped.status !== 503) this.o.log.error({ err: e }, 'h2c flagd stream failed');
      answer(
        stream,
        503,
        mapped.status === 503 ? mapped.body.error.code : 'SERVICE_UNAVAILABLE',
        'The event stream cannot be opened right now; try again shortly',
        {
          'retry-after': '1',
        },
      );
    }
  }

  /**
   * Graceful shutdown: no new connection; every connection is told (GOAWAY) and its streams end
   * (EventSource reconnects, through the front, to another gateway); connections still open after
   * `graceMs` are destroyed.
   */
  async close(graceMs = 2000): Promise<void> {
    this.closing = true;
    clearInterval(this.liveness);
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const [session, state] of this.sessions) {
      session.close();
      for (const s of state.streams) {
        if (s.destroyed) continue;
        if (s.headersSent) s.end();
        else s.close(h2.NGHTTP2_REFUSED_STREAM);
      }
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        for (const session of this.sessions.keys()) session.destroy();
        resolve();
      }, graceMs);
    });
    await Promise.race([closed, late]);
    clearTimeout(timer);
    await closed;
  }
}
