import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants as h2 } from 'node:http2';
import type { ServerHttp2Stream } from 'node:http2';
import type { ConfigRequest } from './configRequest';
import type { ConfigService } from './configService';
import type { CachedDoc, DocCache } from './docCache';
import { WRITES_PER_TURN, heartbeatIdle, nextTurn } from './fanout';

interface Client {
  /** the HTTP/1.x response; null for an HTTP/2 stream */
  res: ServerResponse | null;
  /** the HTTP/2 stream (the h2c listener, see http/h2c.ts); null for HTTP/1.x */
  stream: ServerHttp2Stream | null;
  /** the response uses chunked transfer encoding (HTTP/1.1), so frames go out as chunks */
  chunked: boolean;
  /** the ETag of the last document this client was sent ('' before the first; `error:…` after an error event) */
  etag: string;
  /** something other than a heartbeat was written since the last heartbeat tick: the stream is not idle */
  active: boolean;
}

/**
 * Everyone subscribed to one request (same project, environment and override): they are all
 * sent the same document, so it is looked up and framed once per change for the whole group.
 */
interface Group {
  req: ConfigRequest;
  clients: Set<Client>;
  /** the key of the document last served (the environment's once an override has expired) */
  servedKey: string;
  expiryTimer: NodeJS.Timeout | null;
  sending: boolean;
  again: boolean;
}

const HEAD = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  'x-accel-buffering': 'no',
  'access-control-allow-origin': '*',
};
/**
 * An event ready for the socket, in both forms: as an HTTP/1.1 chunk and as it is (HTTP/1.0, and
 * the DATA of an HTTP/2 stream, which has its own framing).
 * Written to each subscriber's socket directly: with tens of thousands of subscribers, the
 * response object's per-write work (chunk headers, three buffers per write) is what a change costs.
 */
interface Wire {
  chunk: Buffer;
  raw: Buffer;
}
/** The same head over HTTP/2, which forbids connection-specific fields (Connection, Keep-Alive). */
const H2_HEAD = {
  ':status': 200,
  'content-type': HEAD['content-type'],
  'cache-control': HEAD['cache-control'],
  'x-accel-buffering': 'no',
  'access-control-allow-origin': '*',
};
const wire = (raw: Buffer): Wire => ({ raw, chunk: Buffer.concat([Buffer.from(`${raw.length.toString(16)}\r\n`), raw, Buffer.from('\r\n')]) });
const RETRY = Buffer.from('retry: 2000\n\n');
const HEARTBEAT = wire(Buffer.from(': heartbeat\n\n'));
const UNAVAILABLE = wire(Buffer.from(': config temporarily unavailable\n\n'));
/**
 * A subscriber that reads slower than documents change would make the server hold every frame
 * it has not taken: past this many unsent bytes it is disconnected (EventSource reconnects and
 * gets the current document).
 */
export const MAX_SSE_BACKLOG = 1 << 20;

/** The `config` (or `flagd`) event of a document, framed once per document (not per subscriber). */
const frames = new WeakMap<CachedDoc, Wire>();
let framesBuilt = 0;
/** Documents framed since the process started, all hubs together: one per changed document, whatever the subscribers (a metric, and the bench's check). */
export const sseFramesBuilt = (): number => framesBuilt;
function frameOf(doc: CachedDoc, event: string): Wire {
  let f = frames.get(doc);
  if (!f) {
    framesBuilt++;
    f = wire(Buffer.concat([Buffer.from(`event: ${event}\nid: ${doc.etag}\ndata: `), doc.body, Buffer.from('\n\n')]));
    frames.set(doc, f);
  }
  return f;
}

/**
 * Server-Sent Events for live config: the document on connect, again whenever it changes
 * (including the instant an override expires), and a heartbeat comment to keep proxies open.
 * Subscribers of one request share a group: a change costs one lookup and one framing for
 * the group, then the same bytes are written to each subscriber.
 */
export class SseHub {
  private readonly groups = new Map<string, Group>();
  private count = 0;
  private readonly heartbeat: NodeJS.Timeout;
  private readonly unsubscribe: () => void;

  /** `service` finds the document of a request (the public config, or an environment's flagd document with event "flagd"). */
  constructor(
    private readonly service: Pick<ConfigService, 'lookup'>,
    cache: DocCache,
    heartbeatMs: number,
    private readonly clock: () => number = Date.now,
    private readonly event = 'config',
  ) {
    this.heartbeat = setInterval(() => void this.beat(), heartbeatMs);
    this.heartbeat.unref();
    this.unsubscribe = cache.onInvalidate((changed) => {
      for (const g of this.groups.values()) {
        if (changed === null || changed.includes(g.req.key) || changed.includes(g.servedKey)) void this.push(g);
      }
    });
  }

  /** open streams */
  get size(): number {
    return this.count;
  }

  open(req: IncomingMessage, res: ServerResponse, request: ConfigRequest): void {
    res.writeHead(200, HEAD);
    res.write(RETRY);
    this.subscribe(request, { res, stream: null, chunked: res.chunkedEncoding, etag: '', active: true }, (close) => {
      req.on('close', close);
      res.on('error', close);
    });
  }

  /**
   * The same subscription on an HTTP/2 stream (the h2c listener): same group, same frames
   * (their bytes as the stream's DATA), same heartbeats and backlog limit.
   */
  openStream(stream: ServerHttp2Stream, request: ConfigRequest): void {
    stream.respond(H2_HEAD);
    stream.write(RETRY);
    this.subscribe(request, { res: null, stream, chunked: false, etag: '', active: true }, (close) => {
      stream.on('close', close);
      stream.on('error', close);
    });
  }

  /** Adds a subscriber to its request's group (`onClose` is given what drops it) and sends it the current document. */
  private subscribe(request: ConfigRequest, c: Client, onClose: (close: () => void) => void): void {
    let group = this.groups.get(request.key);
    if (!group) {
      group = { req: request, clients: new Set(), servedKey: '', expiryTimer: null, sending: false, again: false };
      this.groups.set(request.key, group);
    }
    group.clients.add(c);
    this.count++;
    const g = group;
    onClose(() => this.drop(g, c));
    // Sends the current document to whoever in the group has not had it: here, the newcomer.
    void this.push(g);
  }

  private drop(g: Group, c: Client): void {
    if (!g.clients.delete(c)) return;
    this.count--;
    if (g.clients.size === 0 && this.groups.get(g.req.key) === g) {
      if (g.expiryTimer) clearTimeout(g.expiryTimer);
      this.groups.delete(g.req.key);
    }
  }

  /** Heartbeats to idle streams (see heartbeatIdle); one sweep at a time. */
  private beating = false;
  private async beat(): Promise<void> {
    if (this.beating) return;
    this.beating = true;
    try {
      await heartbeatIdle(this.groups.values(), (g: Group, c: Client) => this.write(g, c, HEARTBEAT));
    } finally {
      this.beating = false;
    }
  }

  private write(g: Group, c: Client, bytes: Wire): void {
    c.active = true;
    if (c.stream) {
      this.writeStream(g, c, c.stream, bytes.raw);
      return;
    }
    const res = c.res!;
    const socket = res.socket;
    if (!socket || socket.destroyed) {
      this.drop(g, c);
      return;
    }
    if (socket.writableLength > MAX_SSE_BACKLOG) {
      this.drop(g, c);
      res.destroy();
      return;
    }
    // Straight to the socket once the response holds nothing back (its head went out); until then through it.
    if (res.writableLength === socket.writableLength) socket.write(c.chunked ? bytes.chunk : bytes.raw);
    else res.write(bytes.raw);
  }

  /**
   * An HTTP/2 stream holds what its peer's flow-control window does not yet let out: past
   * MAX_SSE_BACKLOG unsent bytes the stream is reset (CANCEL) and the subscriber dropped, as
   * an HTTP/1.1 one is disconnected.
   */
  private writeStream(g: Group, c: Client, stream: ServerHttp2Stream, bytes: Buffer): void {
    if (stream.destroyed || stream.closed) {
      this.drop(g, c);
      return;
    }
    if (stream.writableLength > MAX_SSE_BACKLOG) {
      this.drop(g, c);
      stream.close(h2.NGHTTP2_CANCEL);
      return;
    }
    stream.write(bytes);
  }

  /** Sends the current document to every subscriber of the group that does not have it yet; one pass at a time per group. */
  private async push(g: Group): Promise<void> {
    if (g.sending) {
      g.again = true;
      return;
    }
    g.sending = true;
    try {
      do {
        g.again = false;
        let r: Awaited<ReturnType<ConfigService['lookup']>>;
        try {
          r = await this.service.lookup(g.req);
        } catch {
          for (const c of g.clients) this.write(g, c, UNAVAILABLE);
          continue;
        }
        if (g.clients.size === 0) return;
        if (!r.ok) {
          // Remembered like an ETag, so a newcomer's arrival does not repeat it to the others.
          const seen = `error:${r.message}`;
          const error = wire(Buffer.from(`event: error\ndata: ${JSON.stringify({ error: { code: 'NOT_FOUND', message: r.message } })}\n\n`));
          for (const c of g.clients) {
            if (c.etag === seen) continue;
            c.etag = seen;
            this.write(g, c, error);
          }
          continue;
        }
        g.servedKey = r.key;
        if (g.expiryTimer) clearTimeout(g.expiryTimer);
        g.expiryTimer = null;
        if (r.doc.expiresAt !== null && r.doc.fallback) {
          const wait = Math.max(0, r.doc.expiresAt - this.clock());
          g.expiryTimer = setTimeout(() => void this.push(g), Math.min(wait + 5, 2 ** 31 - 1));
          g.expiryTimer.unref();
        }
        const etag = r.doc.etag;
        let frame: Wire | null = null;
        let written = 0;
        for (const c of g.clients) {
          if (c.etag === etag) continue;
          frame ??= frameOf(r.doc, this.event);
          c.etag = etag;
          this.write(g, c, frame);
          if (++written % WRITES_PER_TURN === 0) await nextTurn();
        }
      } while (g.again);
    } finally {
      g.sending = false;
    }
  }

  close(): void {
    clearInterval(this.heartbeat);
    this.unsubscribe();
    for (const g of this.groups.values()) {
      if (g.expiryTimer) clearTimeout(g.expiryTimer);
      const clients = [...g.clients];
      // emptied first: the 'close' each end causes then finds nothing to drop (the count is reset below)
      g.clients.clear();
      for (const c of clients) {
        if (c.stream) {
          if (!c.stream.destroyed) c.stream.end();
        } else c.res!.end();
      }
    }
    this.groups.clear();
    this.count = 0;
  }
}
