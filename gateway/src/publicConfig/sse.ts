import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ConfigRequest } from './configRequest';
import type { ConfigService } from './configService';
import type { DocCache } from './docCache';

interface Client {
  req: ConfigRequest;
  res: ServerResponse;
  etag: string;
  key: string;
  expiryTimer: NodeJS.Timeout | null;
  sending: boolean;
  again: boolean;
}

/**
 * Server-Sent Events for live config: the document on connect, again whenever it changes
 * (including the instant an override expires), and a heartbeat comment to keep proxies open.
 */
export class SseHub {
  private readonly clients = new Set<Client>();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly unsubscribe: () => void;

  constructor(private readonly service: ConfigService, cache: DocCache, heartbeatMs: number, private readonly clock: () => number = Date.now) {
    this.heartbeat = setInterval(() => {
      for (const c of this.clients) c.res.write(': heartbeat\n\n');
    }, heartbeatMs);
    this.heartbeat.unref();
    this.unsubscribe = cache.onInvalidate((changed) => {
      for (const c of this.clients) {
        if (changed === null || changed.includes(c.req.key) || changed.includes(c.key)) void this.push(c);
      }
    });
  }

  get size(): number {
    return this.clients.size;
  }

  open(req: IncomingMessage, res: ServerResponse, request: ConfigRequest): void {
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'access-control-allow-origin': '*',
    });
    res.write('retry: 2000\n\n');
    const c: Client = { req: request, res, etag: '', key: '', expiryTimer: null, sending: false, again: false };
    this.clients.add(c);
    const close = () => {
      if (c.expiryTimer) clearTimeout(c.expiryTimer);
      this.clients.delete(c);
    };
    req.on('close', close);
    res.on('error', close);
    void this.push(c);
  }

  /** Sends the current document if it differs from what this client last got; one send at a time per client. */
  private async push(c: Client): Promise<void> {
    if (c.sending) {
      c.again = true;
      return;
    }
    c.sending = true;
    try {
      do {
        c.again = false;
        const r = await this.service.lookup(c.req);
        if (!this.clients.has(c)) return;
        if (!r.ok) {
          c.res.write(`event: error\ndata: ${JSON.stringify({ error: { code: 'NOT_FOUND', message: r.message } })}\n\n`);
          c.etag = '';
          continue;
        }
        c.key = r.key;
        if (c.expiryTimer) clearTimeout(c.expiryTimer);
        c.expiryTimer = null;
        if (r.doc.expiresAt !== null && r.doc.fallback) {
          const wait = Math.max(0, r.doc.expiresAt - this.clock());
          c.expiryTimer = setTimeout(() => void this.push(c), Math.min(wait + 5, 2 ** 31 - 1));
          c.expiryTimer.unref();
        }
        if (r.doc.etag === c.etag) continue;
        c.etag = r.doc.etag;
        c.res.write(`event: config\nid: ${r.doc.etag}\ndata: ${r.doc.body.toString()}\n\n`);
      } while (c.again);
    } catch {
      c.res.write(': config temporarily unavailable\n\n');
    } finally {
      c.sending = false;
    }
  }

  close(): void {
    clearInterval(this.heartbeat);
    this.unsubscribe();
    for (const c of this.clients) {
      if (c.expiryTimer) clearTimeout(c.expiryTimer);
      c.res.end();
    }
    this.clients.clear();
  }
}
