import { IncomingMessage } from 'node:http';
import type { ServerResponse } from 'node:http';
import type { JsonBodyParser } from '../http/jsonBody';
import type { OfrepAnswer, OfrepCaller, OfrepEngine, OfrepFailure } from './ofrepRoutes';
import { MAX_FLAG_KEY, OFREP_BODY_LIMIT, apiKeyFrom, bodyFailure, flagConfigEtagOf } from './ofrepRoutes';
import { readOfrepHeaders } from '../http/rawHeaders';
import type { OfrepHeaders } from '../http/rawHeaders';
import { oneWriteText } from '../http/oneWrite';
import { sendBatched } from '../http/writeBatch';

const BULK = '/ofrep/v1/evaluate/flags';
const BULK_WITH_QUERY = `${BULK}?`;
const SINGLE_PREFIX = '/ofrep/v1/evaluate/flags/';
const BULK_ROUTE = BULK;
const SINGLE_ROUTE = '/ofrep/v1/evaluate/flags/:key';
/** A flag key as it can appear in a path with nothing to decode or route differently. */
const PLAIN_KEY = /^[A-Za-z0-9_.-]+$/;
let lastPlainKey = '';

/**
 * A Content-Length's value (node's parser lets only digits through), read without Number()'s
 * general conversion; NaN for anything that is not 1 to 9 plain digits.
 */
export function digitsValue(s: string): number {
  if (s.length === 0 || s.length > 9) return Number.NaN;
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const d = s.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return Number.NaN;
    n = n * 10 + d;
  }
  return n;
}

export interface OfrepFastPathDeps {
  engine: OfrepEngine;
  parseJson: JsonBodyParser;
  /** the headers every framework response carries (security headers), computed once */
  headers: Record<string, string>;
  /** what the SDK routes' CORS answers a request without Origin (SDK servers send none) */
  corsHeaders: Record<string, string>;
  /** counts and times the answer like the framework's onResponse hook does */
  observe(method: string, route: string, status: number, ms: number): void;
  /** failures are logged like the framework's (one line per failed request) */
  logFailure(req: IncomingMessage, route: string, status: number, ms: number, err?: unknown): void;
}

/**
 * OFREP evaluations answered before the framework, as the public config path is: server SDKs
 * call OFREP once per flag evaluation, and every browser app re-fetches its bulk evaluation on
 * each change notice (mostly a 304), so this is their hot path. Only the plain case is taken
 * here: a POST of a JSON body of known, bounded length to the bulk route (with or without the
 * query the web provider adds after a change notice) or a single-flag route, with a client or
 * server key whose entry is in the cache. Browsers are answered here too: the SDK routes' CORS
 * is the same for every origin (`*`, no credentials), so a request with an Origin gets the same
 * headers as one without; preflights (OPTIONS) stay with the framework. Everything else returns
 * false untouched and the framework answers it. The answers come from the same engine the
 * framework routes use, with the same headers.
 */
export interface OfrepFastPath {
  (req: IncomingMessage, res: ServerResponse): boolean;
  /** requests answered here (the rest went to the framework) */
  served: number;
}

export function createOfrepFastPath(d: OfrepFastPathDeps): OfrepFastPath {
  // as a flat list (what writeHead takes without building an object): the answer's own headers replace these
  const base = Object.entries({ ...d.headers, ...d.corsHeaders }).flat();
  const heads = new WeakMap<OfrepAnswer, Head>();
  const handle = ((req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'POST') return false;
    const url = req.url!;
    let flagKey: string | undefined;
    // the bulk route's query (flagConfigEtag, flagConfigLastModified after a change notice) selects nothing
    if (url !== BULK && !url.startsWith(BULK_WITH_QUERY)) {
      if (!url.startsWith(SINGLE_PREFIX)) return false;
      flagKey = url.slice(SINGLE_PREFIX.length);
      // an SDK asks for the same few flags: the key checked last time is not checked again
      if (flagKey !== lastPlainKey) {
        if (flagKey.length === 0 || flagKey.length > MAX_FLAG_KEY || !PLAIN_KEY.test(flagKey)) return false;
        lastPlainKey = flagKey;
      }
    }
    // the fields it needs, from the raw headers (node builds req.headers, every field, on first read)
    const h = readOfrepHeaders(req.rawHeaders);
    if (h.transferEncoding !== undefined) return false;
    const type = h.contentType;
    if (type === undefined || !(type === 'application/json' || type.startsWith('application/json;') || type.startsWith('application/json '))) return false;
    const length = h.contentLength === undefined ? Number.NaN : digitsValue(h.contentLength);
    if (!(length >= 0 && length <= OFREP_BODY_LIMIT)) return false;
    const caller = d.engine.authorizeCached(apiKeyFrom(h.xApiKey, h.authorization), req, flagKey);
    if (caller === undefined) return false; // no key, or its entry not cached yet: the framework answers

    handle.served++;
    const p: Pending = {
      d,
      base,
      heads,
      req,
      res,
      route: flagKey === undefined ? BULK_ROUTE : SINGLE_ROUTE,
      flagKey,
      caller,
      url,
      length,
      h,
      t0: performance.now(),
      chunks: undefined,
      got: 0,
    };
    if ('status' in caller) {
      // over its rate: answered before the body is read (node discards the rest)
      failWith(p, caller);
      return true;
    }
    if (length === 0) {
      req.resume();
      evaluate(p, '');
      return true;
    }
    (req as PendingRequest)[PENDING] = p;
    // The body is taken as node's HTTP parser hands it over: the parser gives each piece to the
    // request's push() (it is the request's stream source) while it parses the socket's bytes, so
    // an own push() sees it there, before any stream machinery (a 'data' listener would switch the
    // stream to flowing, which starts on the next tick, and buffer the piece until then). Answered
    // on the body's last byte: the framing (Content-Length) says which one it is. The end of the
    // message goes on to the stream as usual, and node then discards the request as it does a GET's.
    // (A client that goes away mid-body: no 'error' is emitted without listeners, nothing is answered.)
    (req as PendingRequest).push = takeBody;
    return true;
  }) as OfrepFastPath;
  handle.served = 0;
  return handle;
}

function answer(
  engine: OfrepEngine,
  caller: OfrepCaller,
  flagKey: string | undefined,
  body: unknown,
  h: OfrepHeaders,
  url: string,
  bodyBytes: number,
): Promise<OfrepAnswer> {
  if (flagKey !== undefined) return engine.single(caller, flagKey, body, bodyBytes);
  const q = url.indexOf('?');
  // as the framework's query parser has it: a repeated parameter is a list, which names no version
  const given = q < 0 ? [] : new URLSearchParams(url.slice(q + 1)).getAll('flagConfigEtag');
  const expected = given.length === 1 ? flagConfigEtagOf({ flagConfigEtag: given[0] }) : undefined;
  return engine.bulk(caller, body, h.ifNoneMatch, h.acceptEncoding, expected, bodyBytes);
}

/**
 * One request on its way through the fast path. Everything a request needs is kept here and the
 * steps are module functions (takeBody gets the request as `this`): no closure is made per
 * request.
 */
interface Pending {
  d: OfrepFastPathDeps;
  base: string[];
  heads: WeakMap<OfrepAnswer, Head>;
  req: IncomingMessage;
  res: ServerResponse;
  route: string;
  flagKey: string | undefined;
  caller: OfrepCaller | OfrepFailure;
  url: string;
  length: number;
  h: OfrepHeaders;
  t0: number;
  /** the pieces before the last one (none when the body comes in one piece, as it mostly does) */
  chunks: Buffer[] | undefined;
  got: number;
  failure?: unknown;
}
const PENDING = Symbol('ofrep fast path request');
type PendingRequest = IncomingMessage & { [PENDING]?: Pending; push(chunk: Buffer | null): boolean };

/**
 * A piece of the body, or the end of the message (null, passed on to the stream); the last piece
 * (the announced length reached) is answered at once. Shorter than announced (the client went
 * away): never answered. Node's parser never hands over more than Content-Length bytes of one
 * message; were it to, nothing would be answered either.
 */
function takeBody(this: PendingRequest, c: Buffer | null): boolean {
  if (c === null) return IncomingMessage.prototype.push.call(this, null);
  const p = this[PENDING];
  if (p !== undefined) takePiece(this, p, c);
  return true;
}

function takePiece(req: PendingRequest, p: Pending, c: Buffer): void {
  p.got += c.length;
  if (p.got > p.length) {
    req[PENDING] = undefined;
    return;
  }
  if (p.got < p.length) {
    (p.chunks ??= []).push(c);
    return;
  }
  req[PENDING] = undefined;
  let bytes = c;
  if (p.chunks !== undefined) {
    p.chunks.push(c);
    bytes = Buffer.concat(p.chunks, p.got);
  }
  evaluate(p, bytes.toString('utf8'));
}

const INTERNAL_ERROR: OfrepAnswer = {
  status: 500,
  headers: { 'cache-control': 'no-store' },
  body: { errorDetails: 'An internal error occurred while evaluating flags' },
};

/**
 * Answers at once when every document the evaluation reads is in the cache (the common case:
 * no promise, no microtask), else through the engine's waiting path.
 */
function evaluate(p: Pending, text: string): void {
  // a repeat of a targeted evaluation (same body, same documents): answered as it was
  const repeat =
    p.flagKey !== undefined
      ? p.d.engine.singleRepeat(p.caller as OfrepCaller, p.flagKey, text)
      : p.url === BULK
        ? p.d.engine.bulkRepeat(p.caller as OfrepCaller, text, p.h.ifNoneMatch, p.h.acceptEncoding)
        : undefined;
  if (repeat !== undefined) {
    finish(p, repeat, true);
    return;
  }
  const parsed = p.d.parseJson(text);
  if ('error' in parsed) {
    failWith(p, bodyFailure(p.d.engine, p.flagKey, parsed.error.statusCode ?? 400, parsed.error.message));
    return;
  }
  let a: OfrepAnswer | undefined;
  try {
    const caller = p.caller as OfrepCaller;
    if (p.flagKey !== undefined) a = p.d.engine.singleCached(caller, p.flagKey, parsed.value, p.length, text);
    // a re-fetch after a change notice (its query names a version) takes the waiting path
    else if (p.url === BULK) a = p.d.engine.bulkCached(caller, parsed.value, p.h.ifNoneMatch, p.h.acceptEncoding, p.length, text);
  } catch (err) {
    p.failure = err;
    a = INTERNAL_ERROR;
  }
  if (a !== undefined) finish(p, a);
  else void evaluateLater(p, parsed.value);
}

async function evaluateLater(p: Pending, body: unknown): Promise<void> {
  let a: OfrepAnswer;
  try {
    a = await answer(p.d.engine, p.caller as OfrepCaller, p.flagKey, body, p.h, p.url, p.length);
  } catch (err) {
    p.failure = err;
    a = INTERNAL_ERROR;
  }
  finish(p, a);
}

function failWith(p: Pending, f: OfrepFailure): void {
  finish(p, { status: f.status, headers: { 'cache-control': 'no-store', ...f.headers }, body: f.body });
}

/** An answer as sent but for its request id: the head's fields with a place for it, and the body's bytes. */
interface Head {
  /** the head's fields, name and value in turn, the request id's value at `idAt` */
  fields: Array<string | number>;
  idAt: number;
  body: Buffer | undefined;
  /** a small body as latin1 text, sent in one write with the head (see oneWrite.ts) */
  text: string | undefined;
}

/**
 * The head and bytes of an answer. A repeat's answer is kept (see OfrepEngine.bulkRepeat) and
 * answered again and again, never changed: its head is made once (`shared`). Others may be new
 * objects per request (an evaluation for a context, a failure): made each time, not kept.
 */
function headOf(p: Pending, a: OfrepAnswer, shared: boolean): Head {
  let head = shared ? p.heads.get(a) : undefined;
  if (head === undefined) {
    const body = a.body === undefined ? undefined : Buffer.isBuffer(a.body) ? a.body : Buffer.from(JSON.stringify(a.body));
    const h = a.headers;
    const before: Array<string | number> = [];
    for (let i = 0; i < p.base.length; i += 2) if (h[p.base[i]!] === undefined) before.push(p.base[i]!, p.base[i + 1]!);
    const after: Array<string | number> = [];
    for (const k in h) after.push(k, h[k]!);
    if (body !== undefined) {
      if (h['content-type'] === undefined) after.push('content-type', 'application/json; charset=utf-8');
      after.push('content-length', body.length);
    }
    head = {
      fields: [...before, 'x-request-id', '', ...after],
      idAt: before.length + 1,
      body,
      text: shared && body !== undefined ? oneWriteText(body) : undefined,
    };
    if (shared) p.heads.set(a, head);
  }
  return head;
}

function finish(p: Pending, a: OfrepAnswer, shared = false): void {
  const head = headOf(p, a, shared || a.kept === true);
  sendBatched({ res: p.res, status: a.status, fields: head.fields, idAt: head.idAt, body: head.text ?? head.body, t0: p.t0, after: answered, context: p });
}

/** Counted and timed (up to the write, the wait for it included), and a failure logged like the framework's. */
function answered(p: Pending, status: number, t0: number): void {
  const ms = performance.now() - t0;
  p.d.observe('POST', p.route, status, ms);
  if (status >= 400) p.d.logFailure(p.req, p.route, status, ms, p.failure);
}
