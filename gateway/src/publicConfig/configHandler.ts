import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CachedDoc } from './docCache';
import type { ConfigService } from './configService';
import { parseConfigRequest } from './configRequest';
import { sendJsonError } from '../http/errors';
import type { SseHub } from './sse';
import type { Metrics } from '../http/metrics';
import type { Encoding } from './encodings';
import { preferredEncoding, representationOf } from './encodings';
import type { UsageCounters } from '../usage/counters';
import { KIND_CONFIG } from '../usage/counters';
import { hostPresent } from '../http/clientErrors';
import { readConfigHeaders } from '../http/rawHeaders';
import type { ConfigHeaders } from '../http/rawHeaders';
import { oneWriteText } from '../http/oneWrite';
import { sendBatched } from '../http/writeBatch';

/** Counts the answer by status and observes its latency (bound label children: increments only). */
type Observe = (status: number, startedMs: number) => void;

/** Public config is meant to be fetched from any origin, without credentials. */
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'ETag',
  'x-content-type-options': 'nosniff',
};

/** Does an If-None-Match header name this ETag (a list, weak forms, or *)? */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header === etag) return true;
  for (const raw of header.split(',')) {
    const t = raw.trim();
    if (t === '*' || t === etag || t === `W/${etag}`) return true;
  }
  return false;
}

/** Response heads built once per document and encoding, as flat arrays (what writeHead takes fastest). */
interface Wire {
  ok: string[];
  notModified: string[];
  body: Buffer;
  /** a small body as latin1 text, sent in one write with its head (see oneWrite.ts) */
  text: string | undefined;
  etag: string;
}
type Wires = Partial<Record<Encoding, Wire>>;
const wires = new WeakMap<CachedDoc, Wires>();

/**
 * The document as sent to a client accepting `encoding`: identity bytes and ETag, or the
 * compressed bytes (made once per document version) with their own ETag. Every answer says
 * `Vary: Accept-Encoding`, so a shared cache keeps the representations apart.
 */
function wireOf(doc: CachedDoc, encoding: Encoding): Wire {
  let ws = wires.get(doc);
  if (!ws) wires.set(doc, (ws = {}));
  let w = ws[encoding];
  if (!w) {
    const rep = representationOf(doc, encoding);
    const body = rep ? rep.body : doc.body;
    const etag = rep ? rep.etag : doc.etag;
    const cors = Object.entries(CORS).flat();
    const common = ['etag', etag, 'cache-control', 'no-cache', 'vary', 'Accept-Encoding', ...cors];
    w = {
      ok: [
        'content-type',
        'application/json; charset=utf-8',
        'content-length',
        String(body.length),
        ...(rep ? ['content-encoding', rep.encoding] : []),
        ...common,
      ],
      notModified: common,
      body,
      text: oneWriteText(body),
      etag,
    };
    ws[encoding] = w;
  }
  return w;
}

/** Counted and timed once written (the handler's observer is the batched answer's context: nothing made per request). */
const observed = (observe: Observe, status: number, t0: number): void => observe(status, t0);

function send(req: IncomingMessage, res: ServerResponse, h: ConfigHeaders, doc: CachedDoc, observe: Observe, t0: number): void {
  const wire = wireOf(doc, preferredEncoding(h.acceptEncoding));
  if (etagMatches(h.ifNoneMatch, wire.etag)) {
    sendBatched({ res, status: 304, fields: wire.notModified, idAt: -1, body: undefined, t0, after: observed, context: observe });
    return;
  }
  const body = req.method === 'HEAD' ? undefined : (wire.text ?? wire.body);
  sendBatched({ res, status: 200, fields: wire.ok, idAt: -1, body, t0, after: observed, context: observe });
}

/** Parsed request URLs: clients poll the same few URLs, so parsing happens once per URL. */
const MAX_PARSED = 10_000;
const parsedUrls = new Map<string, ReturnType<typeof parseConfigRequest>>();
function parseCached(url: string): ReturnType<typeof parseConfigRequest> {
  let r = parsedUrls.get(url);
  if (!r) {
    r = parseConfigRequest(url);
    if (parsedUrls.size >= MAX_PARSED) parsedUrls.clear();
    parsedUrls.set(url, r);
  }
  return r;
}

/**
 * GET /api/config/{projectUuid}?environmentUuid=…[&overrideUuid=…] and its /stream, served
 * before the web framework: stored bytes, stored ETag, no serialisation per request.
 */
export function createConfigHandler(service: ConfigService, sse: SseHub, metrics: Metrics, usage: UsageCounters | null = null) {
  const observe = metrics.configObserver();
  return (req: IncomingMessage, res: ServerResponse): void => {
    const t0 = performance.now();
    const h = readConfigHeaders(req.rawHeaders);
    if (!hostPresent(req, res, h.host)) return;
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS') {
      res.writeHead(204, {
        ...CORS,
        'access-control-allow-methods': 'GET, HEAD, OPTIONS',
        'access-control-allow-headers': 'If-None-Match, Content-Type',
        'access-control-max-age': '86400',
      });
      res.end();
      return;
    }
    if (method !== 'GET' && method !== 'HEAD') {
      sendJsonError(res, 405, 'METHOD_NOT_ALLOWED', 'Use GET for the public configuration', { allow: 'GET, HEAD, OPTIONS', ...CORS });
      observe(405, t0);
      return;
    }
    const parsed = parseCached(req.url ?? '');
    if (!parsed.ok) {
      sendJsonError(res, 400, 'VALIDATION_FAILED', parsed.message, CORS);
      observe(400, t0);
      return;
    }
    const request = parsed.value;
    if (request.mode === 'stream') {
      metrics.sseConnections.labels('config').inc();
      sse.open(req, res, request);
      return;
    }
    const hit = service.peek(request);
    if (hit) {
      usage?.request(request.environmentUuid, KIND_CONFIG);
      send(req, res, h, hit, observe, t0);
      return;
    }
    service.lookup(request).then(
      (r) => {
        if (r.ok) {
          usage?.request(request.environmentUuid, KIND_CONFIG);
          return send(req, res, h, r.doc, observe, t0);
        }
        sendJsonError(res, 404, 'NOT_FOUND', r.message, CORS);
        observe(404, t0);
      },
      () => {
        sendJsonError(res, 503, 'SERVICE_UNAVAILABLE', 'Configuration is temporarily unavailable', { 'retry-after': '1', ...CORS });
        observe(503, t0);
      },
    );
  };
}
