import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { keys, sha256Hex } from '@flagstream/projections';
import type { ApiKeyTarget } from '@flagstream/projections';
import type { DocCache, CachedDoc } from '../publicConfig/docCache';
import { etagMatches } from '../publicConfig/configHandler';
import { UUID_PATTERN } from '../publicConfig/configRequest';
import { WriteLimiter } from '../http/security';
import { TARGETING_LIMITS, jsonBytes } from '@flagstream/domain';
import type { FlagdEvaluator } from '@flagstream/domain';
import type { OfrepFlag } from './contextEvaluation';
import {
  EnvironmentEvaluators,
  SINGLE_ANSWER_HEADERS,
  evaluateBulk,
  isContextual,
  keysOf,
  ofrepAnswer,
  ofrepDocKey,
  ofrepFlagsOf,
  outcomeOf,
} from './contextEvaluation';
import { OfrepEventHub, subscriptionVersion, versionOf } from './ofrepEvents';
import { etagFor, preferredEncoding, representationOf } from '../publicConfig/encodings';
import type { Encoding } from '../publicConfig/encodings';
import type { UsageCounters } from '../usage/counters';
import { AnswerMemo } from './answerMemo';

export type OfrepFailure = { status: number; body: Record<string, unknown>; headers?: Record<string, string> };
type Failure = OfrepFailure;

/** An answer of the evaluation routes, the same whichever path (framework or fast path) sends it. */
export interface OfrepAnswer {
  status: number;
  headers: Record<string, string>;
  /** bytes as sent, or a JSON object (failures, evaluated answers) */
  body?: Buffer | Record<string, unknown>;
  /**
   * This same object is answered again and again and never changed (a stored flag's answer, a
   * kept outcome of a targeted flag): what a transport derives from it, its head, may be kept with it.
   */
  kept?: true;
}

/** The largest OFREP request body: an evaluation context, not a document. Checked before the body is read or parsed. */
export const OFREP_BODY_LIMIT = 16 * 1024;
/** Flag keys are at most 100 characters: a longer one names no flag. */
export const MAX_FLAG_KEY = 100;
/** Keys remembered with their sha256 (a client sends the same key on every call): hashed once, not per request. */
const MAX_REMEMBERED_KEYS = 10_000;
/** Addresses remembered per client key (see KeyNames.atAddress). */
const MAX_ADDRESSES_PER_KEY = 1_000;
/** How long a hidden tab (or backgrounded app) keeps the event stream before closing it (ADR-0008's default). */
const INACTIVITY_DELAY_SEC = 120;
/** A re-fetch naming a version this gateway has not heard of reads the store at most this often per document (environment or override). */
const FRESH_READ_MS = 250;

/** The `flagConfigEtag` of a bulk re-fetch's query (ADR-0008: the version the change notice named), if plausible. */
export function flagConfigEtagOf(query: unknown): string | undefined {
  const v = (query as { flagConfigEtag?: unknown } | null | undefined)?.flagConfigEtag;
  return typeof v === 'string' && v.length > 0 && v.length <= 100 ? v : undefined;
}

export interface OfrepSettings {
  OFREP_RATE_LIMIT_PER_MINUTE: number;
  OFREP_CLIENT_RATE_LIMIT_PER_MINUTE: number;
  SSE_HEARTBEAT_MS: number;
  /** the gateway's public URL: its path (behind a proxy that mounts it under a prefix) prefixes the event-stream URIs */
  PUBLIC_URL: string;
  /** the framework's trustProxy: client keys are counted per address, the same one on both paths (see clientAddress) */
  TRUST_PROXY: boolean;
}

const DEFAULT_SETTINGS: OfrepSettings = {
  OFREP_RATE_LIMIT_PER_MINUTE: 60_000,
  OFREP_CLIENT_RATE_LIMIT_PER_MINUTE: 1_200,
  SSE_HEARTBEAT_MS: 15_000,
  PUBLIC_URL: '',
  TRUST_PROXY: false,
};

const BEARER = /^bearer\s+/i;

/** The environment key from X-API-Key or Authorization: Bearer. */
export function apiKeyOf(headers: IncomingHttpHeaders): string | null {
  const x = headers['x-api-key'];
  return apiKeyFrom(typeof x === 'string' ? x : undefined, headers.authorization);
}

/** apiKeyOf over the two fields themselves (the fast path reads them from the raw headers). */
export function apiKeyFrom(xApiKey: string | undefined, authorization: string | undefined): string | null {
  const x = xApiKey?.trim();
  if (x) return x;
  if (typeof authorization !== 'string') return null;
  // the scheme's match, then a slice (not a second pass of the expression to replace it)
  const scheme = BEARER.exec(authorization);
  return scheme ? authorization.slice(scheme[0].length).trim() || null : null;
}

/**
 * The client address exactly as the framework's `req.ip` has it (fastify with `trustProxy`
 * false or true, @fastify/proxy-addr over @fastify/forwarded): the socket's address, or behind a
 * trusted proxy the leftmost X-Forwarded-For entry. A client key's budget is per key and
 * address, so both OFREP paths must name the address alike (ofrep.fastPath.test.ts holds them to it).
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const socketAddress = req.socket.remoteAddress ?? '';
  if (!trustProxy) return socketAddress;
  const header = req.headers['x-forwarded-for'];
  if (typeof header !== 'string' || header === '') return socketAddress;
  if (!header.includes(',')) return header.trim() || socketAddress;
  for (const part of header.split(',')) {
    const entry = part.replace(/^[ \t]+|[ \t]+$/g, '');
    if (entry) return entry;
  }
  return socketAddress;
}

/** A request's caller, context and the documents that answer it. */
interface Resolved {
  doc: CachedDoc;
  context: Record<string, unknown>;
  evaluator: FlagdEvaluator | null;
  caller: OfrepCaller;
  overrideUuid?: string;
}

/** A context-free bulk body with one caller's event streams, and its answers per encoding (built once each). */
interface StaticBulk {
  body: Buffer;
  etag: string;
  byEncoding: Partial<Record<Encoding, { etag: string; ok: OfrepAnswer; notModified: OfrepAnswer }>>;
}

function staticBulkAnswers(stored: StaticBulk, encoding: Encoding): { etag: string; ok: OfrepAnswer; notModified: OfrepAnswer } {
  const rep = representationOf(stored, encoding);
  const etag = rep ? rep.etag : etagFor(stored.etag, 'identity');
  // Vary keeps the Origin that CORS puts there on every SDK route (setting the header replaces it).
  const head: Record<string, string> = { etag, 'cache-control': 'no-cache', vary: 'Origin, Accept-Encoding' };
  const okHead: Record<string, string> = { ...head, 'content-type': 'application/json; charset=utf-8' };
  if (rep) okHead['content-encoding'] = rep.encoding;
  return { etag, ok: { status: 200, headers: okHead, body: rep ? rep.body : stored.body }, notModified: { status: 304, headers: head } };
}

/** Documents read from the store for a re-fetch (see OfrepEngine.freshDocs). */
interface FreshRead {
  doc: CachedDoc;
  evaluator: FlagdEvaluator | null;
  /** the subscription version they make */
  version: string;
  /** order in which the reads began */
  seq: number;
  /** performance.now() when it began */
  at: number;
}

export interface OfrepCaller {
  target: ApiKeyTarget;
  keyHash: string;
  /** the strings it is looked up and counted by (see KeyNames) */
  names: KeyNames;
}

/**
 * What one key is looked up and counted by, made once per key string: its hash, its cache
 * entry's name, its rate bucket per address and its answer-memo key per encoding. Built per
 * request, each is a new string that every Map it meets hashes again (~0.3-1 µs a lookup,
 * measured: a tenth of a bulk 304); kept here, each is hashed once.
 */
export class KeyNames {
  readonly cacheKey: string;
  private readonly perAddress = new Map<string, string>();
  private readonly perEncoding: Partial<Record<Encoding, string>> = {};
  constructor(readonly hash: string) {
    this.cacheKey = keys.apiKey(hash);
  }
  /** The client limiter's bucket of this key at `ip`. */
  atAddress(ip: string): string {
    let k = this.perAddress.get(ip);
    if (k === undefined) {
      // bounded: an app's users behind many addresses only make it start again
      if (this.perAddress.size >= MAX_ADDRESSES_PER_KEY) this.perAddress.clear();
      this.perAddress.set(ip, (k = `${this.hash}|${ip}`));
    }
    return k;
  }
  /** The bulk answer memo's key of this key for `encoding`. */
  forEncoding(encoding: Encoding): string {
    return (this.perEncoding[encoding] ??= `${this.hash}\0${encoding}`);
  }
}
type Caller = OfrepCaller;

/** The path of PUBLIC_URL without its trailing slash ('' at the root). */
function pathPrefix(publicUrl: string): string {
  try {
    return new URL(publicUrl).pathname.replace(/\/+$/, '');
  } catch {
    return '';
  }
}

/**
 * OpenFeature Remote Evaluation Protocol, so any OpenFeature SDK reads Flagstream flags, per the
 * OFREP OpenAPI document (vendored in gateway/test/fixtures/ofrep): bulk and single evaluation
 * with a client or server key, an optional `overrideUuid` in the evaluation context, and the
 * event stream the bulk response advertises. Flags without targeting answer from the
 * precomputed documents; flags with targeting are evaluated for the context by flagd-core, with
 * the environment's flagd document parsed once per change.
 *
 * Before a body is read: the key is checked (an unknown key costs one hash and one lookup), the
 * caller's rate is counted (429 + Retry-After), and the body may be at most OFREP_BODY_LIMIT.
 * Every failure has OFREP's shape and only OpenFeature error codes.
 */
/**
 * The OFREP evaluation rules, independent of the transport: the fastify routes below and the
 * fast path in front of the framework (ofrepFastPath.ts) both answer through it, so they cannot
 * differ. Per-change work (parsing the documents, the event-stream suffix, the compressed
 * bytes, each flag's serialised answer) is kept with the cached document; per request there is
 * a key lookup, a rate count, and a Map lookup or an evaluation for the context.
 */
export class OfrepEngine {
  readonly evaluators: EnvironmentEvaluators;
  readonly hub: OfrepEventHub;
  // One window per server key; per client key and address, since every user of an app shares its client key.
  private readonly serverLimiter: WriteLimiter;
  private readonly clientLimiter: WriteLimiter;
  private readonly streamPrefix: string;
  private readonly names = new Map<string, KeyNames>();
  private lastKey = '';
  private lastNames: KeyNames | null = null;
  private readonly trustProxy: boolean;
  /** targeted single answers by request body (see AnswerMemo) */
  private readonly memo = new AnswerMemo<MemoAnswer>(ANSWER_MEMO_ENTRIES);
  private readonly bulkMemo = new AnswerMemo<BulkMemoAnswer>(BULK_MEMO_ENTRIES);

  constructor(
    private readonly cache: DocCache,
    private readonly clock: () => number,
    s: OfrepSettings,
    onError: (err: unknown) => void,
    /** usage counting (issue 20); null when off */
    private readonly usage: UsageCounters | null = null,
  ) {
    this.evaluators = new EnvironmentEvaluators(cache, onError);
    this.hub = new OfrepEventHub(cache, s.SSE_HEARTBEAT_MS, clock);
    this.serverLimiter = new WriteLimiter(s.OFREP_RATE_LIMIT_PER_MINUTE, 60_000, 100_000, clock);
    this.clientLimiter = new WriteLimiter(s.OFREP_CLIENT_RATE_LIMIT_PER_MINUTE, 60_000, 100_000, clock);
    this.streamPrefix = `${pathPrefix(s.PUBLIC_URL)}/ofrep/v1/events/`;
    this.trustProxy = s.TRUST_PROXY;
  }

  /** A failure body; a single-flag one names its flag (OFREP clients only accept an error body with `key`). */
  failure(flagKey: string | undefined, status: number, errorCode: string, errorDetails: string, headers?: Record<string, string>): Failure {
    return { status, headers, body: { ...(flagKey !== undefined ? { key: flagKey } : {}), errorCode, errorDetails } };
  }

  /** The sha256 of a key (the only form in which keys are looked up), remembered per key string. */
  private namesOf(apiKey: string): KeyNames {
    // an SDK sends the same key on every call: the last one is compared before the Map is asked
    // (the header's text is a new string each time, which the Map would hash again)
    if (apiKey === this.lastKey && this.lastNames !== null) return this.lastNames;
    let n = this.names.get(apiKey);
    if (n === undefined) {
      n = new KeyNames(sha256Hex(apiKey));
      if (this.names.size >= MAX_REMEMBERED_KEYS) this.names.clear();
      this.names.set(apiKey, n);
    }
    this.lastKey = apiKey;
    this.lastNames = n;
    return n;
  }

  /** Counts one call of a key; the seconds to wait when over its rate, else 0. */
  take(target: ApiKeyTarget, names: KeyNames, ip: string): number {
    const client = (target.kind ?? 'server') === 'client';
    return client ? this.clientLimiter.take(names.atAddress(ip)) : this.serverLimiter.take(names.hash);
  }

  private admit(target: ApiKeyTarget | null, names: KeyNames | null, ip: string, flagKey: string | undefined): Caller | Failure {
    if (!target || !names)
      return this.failure(flagKey, 401, 'GENERAL', "An environment's client or server key is required (Authorization: Bearer <key> or X-API-Key)", {
        'www-authenticate': 'Bearer',
      });
    const wait = this.take(target, names, ip);
    if (wait > 0) return this.failure(flagKey, 429, 'GENERAL', `Rate limit of this key exceeded: retry in ${wait} s`, { 'retry-after': String(wait) });
    return { target, keyHash: names.hash, names };
  }

  /** Who is calling, and may they call again now. Runs before the body is read. */
  async authorize(apiKey: string | null, ip: string, flagKey: string | undefined): Promise<Caller | Failure> {
    // The key is only ever hashed and looked up: never logged, never compared in the clear.
    const names = apiKey && apiKey.length <= 200 ? this.namesOf(apiKey) : null;
    const target = names ? await this.cache.getJson<ApiKeyTarget>(names.cacheKey) : null;
    return this.admit(target, names, ip, flagKey);
  }

  /**
   * `authorize` without waiting, for a request answered before the framework: server keys are
   * counted per key, client keys per key and the request's address (`clientAddress`, as the
   * framework's `req.ip`). Undefined, and nothing counted, when there is no key or its entry is
   * not in the cache: the caller then takes the framework's path.
   */
  authorizeCached(apiKey: string | null, req: IncomingMessage, flagKey: string | undefined): Caller | Failure | undefined {
    const names = apiKey && apiKey.length <= 200 ? this.namesOf(apiKey) : null;
    if (!names) return undefined;
    const entry = this.cache.peek(names.cacheKey);
    if (!entry) return undefined;
    const target = entry.parsed as ApiKeyTarget;
    const client = (target.kind ?? 'server') === 'client';
    return this.admit(target, names, client ? clientAddress(req, this.trustProxy) : '', flagKey);
  }

  /**
   * The evaluation context of a request body, checked: an object (or nothing), at most
   * TARGETING_LIMITS.maxContextBytes once serialised, and a well-formed `overrideUuid`. Given
   * the body's size in bytes, the size check is skipped when the body is too small for its
   * context to exceed the limit: re-serialising never makes a string longer (escapes only
   * shrink), and a number grows at most from `1e20` (4 bytes) to 21 digits, so a context
   * serialises to at most 6 times the bytes of the body it came from.
   */
  private contextOf(body: unknown, flagKey: string | undefined, bodyBytes?: number): { context: Record<string, unknown>; override?: string } | Failure {
    if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) {
      return this.failure(flagKey, 400, 'PARSE_ERROR', 'The request body must be a JSON object');
    }
    const context = (body as { context?: unknown } | null | undefined)?.context;
    if (context === undefined) return { context: {} };
    if (typeof context !== 'object' || context === null || Array.isArray(context)) {
      return this.failure(flagKey, 400, 'INVALID_CONTEXT', 'context must be an object');
    }
    const small = bodyBytes !== undefined && bodyBytes * 6 <= TARGETING_LIMITS.maxContextBytes;
    if (!small && jsonBytes(context) > TARGETING_LIMITS.maxContextBytes) {
      return this.failure(flagKey, 400, 'INVALID_CONTEXT', `context is too large (at most ${TARGETING_LIMITS.maxContextBytes} bytes)`);
    }
    const overrideUuid = (context as Record<string, unknown>).overrideUuid;
    if (overrideUuid === undefined) return { context: context as Record<string, unknown> };
    if (typeof overrideUuid !== 'string' || !UUID_PATTERN.test(overrideUuid)) {
      return this.failure(flagKey, 400, 'INVALID_CONTEXT', 'overrideUuid must be a UUID');
    }
    return { context: context as Record<string, unknown>, override: overrideUuid.toLowerCase() };
  }

  /**
   * `resolve` without waiting: undefined when a document it needs is not in the cache (or has
   * expired into its fallback), and the caller then takes `resolve`. Nothing is counted here.
   */
  private resolveCached(caller: Caller, body: unknown, flagKey: string | undefined, bodyBytes?: number): Resolved | Failure | undefined {
    const c = this.contextOf(body, flagKey, bodyBytes);
    if ('status' in c) return c;
    const env = caller.target.environmentUuid;
    const doc = this.cache.peek(ofrepDocKey(env, c.override));
    if (!doc || (doc.expiresAt !== null && doc.fallback && this.clock() >= doc.expiresAt)) return undefined;
    const evaluator = this.evaluators.peek(env);
    if (evaluator === undefined) return undefined;
    return c.override ? { doc, context: c.context, evaluator, caller, overrideUuid: c.override } : { doc, context: c.context, evaluator, caller };
  }

  private async resolve(
    caller: Caller,
    body: unknown,
    flagKey: string | undefined,
    /** the version a change notice named (bulk re-fetches after a message of the event stream) */
    expected?: string,
    bodyBytes?: number,
  ): Promise<Resolved | Failure> {
    if (expected === undefined) {
      const cached = this.resolveCached(caller, body, flagKey, bodyBytes);
      if (cached !== undefined) return cached;
    }
    const c = this.contextOf(body, flagKey, bodyBytes);
    if ('status' in c) return c;
    const override = c.override;
    const docKey = ofrepDocKey(caller.target.environmentUuid, override);
    let doc = this.cache.peek(docKey) ?? (await this.cache.get(docKey));
    if (!doc) return this.failure(flagKey, 400, 'INVALID_CONTEXT', override ? 'Unknown overrideUuid for this environment' : 'Environment not found');
    if (doc.expiresAt !== null && doc.fallback && this.clock() >= doc.expiresAt) doc = (await this.cache.get(doc.fallback)) ?? doc;
    const env = caller.target.environmentUuid;
    const cached = this.evaluators.peek(env);
    let evaluator = cached !== undefined ? cached : await this.evaluators.of(env);
    if (expected !== undefined) {
      const flagd = this.cache.peek(keys.flagd(env)) ?? (await this.cache.get(keys.flagd(env)));
      if (versionOf(doc.etag, flagd?.etag) !== expected) {
        // The change notice came from a gateway that heard of a change this one has not yet (its
        // notice is on its way): answer from the store, or the provider would get a stale 304 and
        // keep old values until the next change.
        const fresh = await this.freshDocs(docKey, env, expected);
        if (fresh) ({ doc, evaluator } = fresh);
      }
    }
    return { doc, context: c.context, evaluator, caller, ...(override ? { overrideUuid: override } : {}) };
  }

  /**
   * The store's documents of a subscription, for a re-fetch naming a version this gateway does not
   * hold. The last read is kept with its version, so every provider re-fetching after the same
   * message shares one read. Reads of one document are one at a time and at most one per
   * FRESH_READ_MS (a later request waits for the next one): a flood of made-up versions cannot load
   * the store. A read that began before this request may predate the change it names: then one
   * more is waited for.
   */
  private readonly freshKnown = new Map<string, FreshRead>();
  private readonly freshNext = new Map<string, Promise<FreshRead | null>>();
  private freshStarted = 0;
  private async freshDocs(docKey: string, env: string, expected: string): Promise<FreshRead | null> {
    const known = this.freshKnown.get(docKey);
    if (known?.version === expected) return known;
    const arrived = this.freshStarted;
    let r: FreshRead | null = null;
    for (let attempt = 0; attempt < 2; attempt++) {
      r = await this.nextFreshRead(docKey, env);
      if (!r || r.version === expected || r.seq > arrived) return r;
    }
    return r;
  }

  private nextFreshRead(docKey: string, env: string): Promise<FreshRead | null> {
    let next = this.freshNext.get(docKey);
    if (next) return next;
    const last = this.freshKnown.get(docKey);
    const wait = last ? Math.max(0, last.at + FRESH_READ_MS - performance.now()) : 0;
    next = (async (): Promise<FreshRead | null> => {
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const seq = ++this.freshStarted;
      const at = performance.now();
      let doc = await this.cache.fresh(docKey);
      if (!doc) return null;
      if (doc.expiresAt !== null && doc.fallback && this.clock() >= doc.expiresAt) doc = (await this.cache.fresh(doc.fallback)) ?? doc;
      const flagd = await this.cache.fresh(keys.flagd(env));
      const read: FreshRead = { doc, evaluator: this.evaluators.forDoc(flagd), version: versionOf(doc.etag, flagd?.etag), seq, at };
      if (this.freshKnown.size >= MAX_REMEMBERED_KEYS) this.freshKnown.clear();
      this.freshKnown.set(docKey, read);
      return read;
    })()
      .catch(() => null)
      .finally(() => this.freshNext.delete(docKey));
    this.freshNext.set(docKey, next);
    return next;
  }

  /** The `eventStreams` part of a caller's bulk answer (a function of the key and override alone): built once per both. */
  private readonly streams = new Map<string, string>();
  private streamsOf(r: { caller: Caller; overrideUuid?: string }): string {
    const id = r.overrideUuid ? `${r.caller.keyHash}?${r.overrideUuid}` : r.caller.keyHash;
    let part = this.streams.get(id);
    if (part === undefined) {
      const uri = `${this.streamPrefix}${r.caller.keyHash}${r.overrideUuid ? `?overrideUuid=${r.overrideUuid}` : ''}`;
      part = `,"eventStreams":[{"type":"sse","endpoint":{"requestUri":${JSON.stringify(uri)}},"inactivityDelaySec":${INACTIVITY_DELAY_SEC}}]}`;
      if (this.streams.size >= MAX_REMEMBERED_KEYS) this.streams.clear();
      this.streams.set(id, part);
    }
    return part;
  }

  /**
   * The bulk body with the event stream this caller may open (ADR-0008's `eventStreams`). The
   * URI is relative to the provider's OFREP base URL (`endpoint.requestUri`), so it is right
   * behind any proxy; it names the key by its sha256, never the key itself.
   */
  private withEventStreams(body: Buffer | string, streams: string): Buffer {
    const b = typeof body === 'string' ? Buffer.from(body) : body;
    // the stored body is `{"flags":[…]}`: the streams go in before its closing brace
    return Buffer.concat([b.subarray(0, b.length - 1), Buffer.from(streams)]);
  }

  /** A stored bulk document with one caller's streams, built once per document version and stream (and compressed once). */
  private readonly staticBulk = new WeakMap<CachedDoc, Map<string, StaticBulk>>();
  private staticBulkOf(doc: CachedDoc, streams: string): StaticBulk {
    let byStreams = this.staticBulk.get(doc);
    if (!byStreams) this.staticBulk.set(doc, (byStreams = new Map()));
    let b = byStreams.get(streams);
    if (!b) byStreams.set(streams, (b = { body: this.withEventStreams(doc.body, streams), etag: doc.etag, byEncoding: {} }));
    return b;
  }

  async bulk(
    caller: Caller,
    body: unknown,
    ifNoneMatch: string | undefined,
    acceptEncoding: string | undefined,
    /** `flagConfigEtag` of a re-fetch a change notice caused */
    expected?: string,
    bodyBytes?: number,
  ): Promise<OfrepAnswer> {
    const r = await this.resolve(caller, body, undefined, expected, bodyBytes);
    return 'status' in r ? failed(r) : this.bulkOf(r, ifNoneMatch, acceptEncoding);
  }

  /** `bulk` without waiting (no change-notice version, every document cached); undefined otherwise. */
  bulkCached(
    caller: Caller,
    body: unknown,
    ifNoneMatch: string | undefined,
    acceptEncoding: string | undefined,
    bodyBytes: number,
    text?: string,
  ): OfrepAnswer | undefined {
    const r = this.resolveCached(caller, body, undefined, bodyBytes);
    if (r === undefined) return undefined;
    return 'status' in r ? failed(r) : this.bulkOf(r, ifNoneMatch, acceptEncoding, text);
  }

  /**
   * A browser SDK re-fetches its bulk evaluation, with the same context, on every change notice
   * and poll (mostly a 304): the answer given before to the same body text and key, while the
   * documents it came from are still the cached ones, counted as usage like a fresh evaluation.
   * Undefined otherwise (the request is then parsed and evaluated).
   */
  bulkRepeat(caller: Caller, text: string, ifNoneMatch: string | undefined, acceptEncoding: string | undefined): OfrepAnswer | undefined {
    const env = caller.target.environmentUuid;
    const m = this.bulkMemo.get(text, env, bulkMemoKey(caller, acceptEncoding));
    const doc = m && this.currentSource(m.from);
    if (!m || !doc) return undefined;
    this.usage?.bulk(env, doc, m.evaluator);
    for (const [key, answer] of m.answers) this.usage?.answered(env, key, answer);
    return etagMatches(ifNoneMatch, m.etag) ? m.notModified : m.ok;
  }

  /**
   * The documents an answer for `r` comes from, to keep it for a repeat of the same body; undefined
   * when it may change by itself (an override that expires) or the flagd document is not cached.
   */
  private sourceOf(r: Resolved): MemoSource | undefined {
    if (r.doc.expiresAt !== null) return undefined;
    const env = r.caller.target.environmentUuid;
    const flagdKey = keysOf(env).flagd;
    const flagdEtag = this.cache.peek(flagdKey)?.etag;
    return flagdEtag === undefined ? undefined : { docKey: ofrepDocKey(env, r.overrideUuid), docEtag: r.doc.etag, flagdKey, flagdEtag };
  }

  /** The cached document a kept answer came from, while it and the flagd document are still those versions. */
  private currentSource(from: MemoSource): CachedDoc | undefined {
    const doc = this.cache.peek(from.docKey);
    if (!doc || doc.etag !== from.docEtag || doc.expiresAt !== null || this.cache.peek(from.flagdKey)?.etag !== from.flagdEtag) return undefined;
    return doc;
  }

  /** Keeps a bulk answer for a repeat of the same body (see bulkRepeat). */
  private rememberBulk(r: Resolved, text: string, acceptEncoding: string | undefined, kept: Omit<BulkMemoAnswer, 'from'>): void {
    const from = this.sourceOf(r);
    if (from) this.bulkMemo.set(text, r.caller.target.environmentUuid, bulkMemoKey(r.caller, acceptEncoding), { ...kept, from });
  }

  private bulkOf(r: Resolved, ifNoneMatch: string | undefined, acceptEncoding: string | undefined, text?: string): OfrepAnswer {
    const { caller } = r;
    const streams = this.streamsOf(r);
    // The ETag covers the flags; the streams part is a function of the key and override alone.
    this.usage?.bulk(caller.target.environmentUuid, r.doc, r.evaluator);
    if (r.evaluator) {
      const env = caller.target.environmentUuid;
      const flags = [...ofrepFlagsOf(r.doc).values()];
      const answers: Array<[string, Record<string, unknown>]> | undefined = text === undefined ? undefined : [];
      const { body: evaluated, etag } = evaluateBulk(r.doc, flags, r.evaluator, r.context, this.usage, env, answers);
      const notModified: OfrepAnswer = { status: 304, headers: { etag, 'cache-control': 'no-cache' } };
      const ok: OfrepAnswer = {
        status: 200,
        headers: { etag, 'cache-control': 'no-cache', 'content-type': 'application/json; charset=utf-8' },
        body: this.withEventStreams(evaluated, streams),
      };
      // kept for a repeat of the same body and key, unless an answer may change by itself (a rule
      // reading the time; rememberBulk: an override that expires)
      const ev = r.evaluator;
      if (text !== undefined && answers !== undefined && flags.every((f) => !isContextual(f, ev) || ev.contextOnly(f.key)))
        this.rememberBulk(r, text, acceptEncoding, { etag, ok, notModified, answers, evaluator: ev });
      return etagMatches(ifNoneMatch, etag) ? notModified : ok;
    }
    // Context-free answers: stored bytes, compressed once per change, picked by Accept-Encoding (each encoding its own ETag).
    const stored = this.staticBulkOf(r.doc, streams);
    const encoding = preferredEncoding(acceptEncoding);
    const ans = stored.byEncoding[encoding] ?? (stored.byEncoding[encoding] = staticBulkAnswers(stored, encoding));
    // a repeat of the same body then skips reading it (the context does not matter here, but must be valid)
    if (text !== undefined)
      this.rememberBulk(r, text, acceptEncoding, { etag: ans.etag, ok: ans.ok, notModified: ans.notModified, answers: [], evaluator: null });
    // the same answer objects every time (per document version, stream and encoding): nothing is built per request
    return etagMatches(ifNoneMatch, ans.etag) ? ans.notModified : ans.ok;
  }

  async single(caller: Caller, key: string, body: unknown, bodyBytes?: number): Promise<OfrepAnswer> {
    if (key.length > MAX_FLAG_KEY)
      return failed(this.failure(key, 404, 'FLAG_NOT_FOUND', `Flag keys are at most ${MAX_FLAG_KEY} characters: no flag is named so`));
    const r = await this.resolve(caller, body, key, undefined, bodyBytes);
    return 'status' in r ? failed(r) : this.singleOf(r, key);
  }

  /**
   * `single` without waiting, when every document it reads is cached; undefined otherwise. Given
   * the body's text, a targeted answer that depends on the context alone is kept for the next
   * request with the same text (see singleRepeat).
   */
  singleCached(caller: Caller, key: string, body: unknown, bodyBytes: number, text?: string): OfrepAnswer | undefined {
    if (key.length > MAX_FLAG_KEY) return undefined;
    const r = this.resolveCached(caller, body, key, bodyBytes);
    if (r === undefined) return undefined;
    return 'status' in r ? failed(r) : this.singleOf(r, key, text);
  }

  /**
   * The answer given before to the same body text for this flag and environment, while the
   * documents it came from are still the cached ones; counted as usage like a fresh evaluation.
   * Undefined otherwise (the request is then parsed and evaluated).
   */
  singleRepeat(caller: Caller, key: string, text: string): OfrepAnswer | undefined {
    const env = caller.target.environmentUuid;
    const m = this.memo.get(text, env, key);
    if (!m || !this.currentSource(m.from)) return undefined;
    this.usage?.ofrepRequest(env);
    this.usage?.answered(env, key, m.answer);
    return m.sent;
  }

  private singleOf(r: Resolved, key: string, text?: string): OfrepAnswer {
    const { caller } = r;
    const flag = ofrepFlagsOf(r.doc).get(key);
    if (!flag) return failed(this.failure(key, 404, 'FLAG_NOT_FOUND', `Flag "${key}" was not found in this environment`));
    if ('errorCode' in flag) return failed({ status: 400, body: flag as unknown as Record<string, unknown> });
    if (r.evaluator && isContextual(flag, r.evaluator)) {
      const env = caller.target.environmentUuid;
      const evaluation = r.evaluator.evaluate(flag.key, r.context);
      const outcome = outcomeOf(flag, r.evaluator, evaluation);
      this.usage?.ofrepRequest(env);
      if (outcome === undefined) {
        const failure = ofrepAnswer(flag, evaluation);
        this.usage?.answered(env, flag.key, failure);
        return { status: 400, headers: NO_CACHE, body: failure };
      }
      const { answer, single: sent } = outcome;
      this.usage?.answered(env, flag.key, answer);
      // kept for a repeat of the same body (seen lately: a new user's first request only records
      // it), unless the answer may change by itself (a rule reading the time, an override that expires)
      if (text !== undefined && r.evaluator.contextOnly(flag.key) && this.memo.admits(text, env, key)) {
        const from = this.sourceOf(r);
        if (from) this.memo.keep(text, env, key, { sent, answer, from });
      }
      return sent;
    }
    this.usage?.flag(caller.target.environmentUuid, flag);
    return staticAnswerOf(flag);
  }
}

/** Targeted single answers kept for repeats of the same body, for every tenant together (each at most 1 KB of body). */
const ANSWER_MEMO_ENTRIES = 10_000;

/** The versions of the documents a kept answer was computed from. */
interface MemoSource {
  docKey: string;
  docEtag: string;
  flagdKey: string;
  flagdEtag: string;
}

/** A targeted answer as sent, with the documents it was computed from. */
interface MemoAnswer {
  sent: OfrepAnswer;
  /** the answer object, as usage counting reads it */
  answer: Record<string, unknown>;
  from: MemoSource;
}

/** Targeted bulk answers kept for repeats (whole documents, so fewer than single answers). */
const BULK_MEMO_ENTRIES = 1_000;

/** A targeted bulk answer as sent (200 and 304), what usage counted, and the documents it came from. */
interface BulkMemoAnswer {
  etag: string;
  ok: OfrepAnswer;
  notModified: OfrepAnswer;
  answers: Array<[string, Record<string, unknown>]>;
  evaluator: FlagdEvaluator | null;
  from: MemoSource;
}

/** A bulk answer is per key (its event streams) and, for stored answers, per encoding. */
const bulkMemoKey = (caller: Caller, acceptEncoding: string | undefined): string => caller.names.forEncoding(preferredEncoding(acceptEncoding));

/** A failure as an answer: never cached. */
const failed = (f: Failure): OfrepAnswer => ({ status: f.status, headers: { 'cache-control': 'no-store', ...f.headers }, body: f.body });

const NO_CACHE: Readonly<Record<string, string>> = { 'cache-control': 'no-cache' };
const STATIC_SINGLE = SINGLE_ANSWER_HEADERS;

/** Each flag's answer serialised once per document version (the flag objects are the cached document's): the same answer object every time. */
const serialised = new WeakMap<OfrepFlag, OfrepAnswer>();
function staticAnswerOf(flag: OfrepFlag): OfrepAnswer {
  let a = serialised.get(flag);
  if (!a) serialised.set(flag, (a = { status: 200, headers: STATIC_SINGLE, body: Buffer.from(JSON.stringify(flag)), kept: true }));
  return a;
}

/** Sends an engine answer through fastify. */
export function sendAnswer(reply: FastifyReply, a: OfrepAnswer) {
  return reply.code(a.status).headers(a.headers).send(a.body);
}

export function registerOfrepRoutes(
  app: FastifyInstance,
  cache: DocCache,
  clock: () => number = Date.now,
  settings: Partial<OfrepSettings> = {},
  usage: UsageCounters | null = null,
): OfrepEngine {
  const s = { ...DEFAULT_SETTINGS, ...settings };
  const engine = new OfrepEngine(cache, clock, s, (err) => app.log.error({ err }, 'flagd document could not be loaded for OFREP'), usage);
  const { hub } = engine;
  app.addHook('onClose', async () => hub.close());
  const callers = new WeakMap<FastifyRequest, Caller>();

  const flagKeyOf = (req: FastifyRequest) => (req.params as { key?: string } | undefined)?.key;
  const fail = (reply: FastifyReply, f: Failure) =>
    reply
      .code(f.status)
      .headers({ 'cache-control': 'no-store', ...f.headers })
      .send(f.body);

  /** onRequest: who is calling, and may they call again now. Runs before the body is read. */
  async function authenticate(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const r = await engine.authorize(apiKeyOf(req.headers), req.ip, flagKeyOf(req));
    if ('status' in r) {
      await fail(reply, r);
      return;
    }
    callers.set(req, r);
  }

  /** Errors raised while reading or parsing the body, in OFREP's shape. */
  function errorHandler(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      req.log.error({ err: error }, 'OFREP request failed');
      return reply.code(500).header('cache-control', 'no-store').send({ errorDetails: 'An internal error occurred while evaluating flags' });
    }
    return fail(reply, bodyFailure(engine, flagKeyOf(req), status, error.message));
  }

  const routeOptions = { bodyLimit: OFREP_BODY_LIMIT, onRequest: authenticate, errorHandler };

  app.post('/ofrep/v1/evaluate/flags', routeOptions, async (req, reply) =>
    sendAnswer(
      reply,
      await engine.bulk(callers.get(req)!, req.body, req.headers['if-none-match'], req.headers['accept-encoding'], flagConfigEtagOf(req.query)),
    ),
  );

  app.post<{ Params: { key: string } }>('/ofrep/v1/evaluate/flags/:key', routeOptions, async (req, reply) =>
    sendAnswer(reply, await engine.single(callers.get(req)!, req.params.key, req.body)),
  );

  /**
   * The event stream a bulk response advertises: `refetchEvaluation` messages whenever what this
   * key's environment (or override) evaluates to may have changed, with Last-Event-ID honoured.
   * EventSource sends no headers, so the URL names the key by its sha256: it opens no evaluation.
   */
  app.get<{ Params: { keyHash: string }; Querystring: { overrideUuid?: string } }>('/ofrep/v1/events/:keyHash', async (req, reply) => {
    const notFound = () =>
      reply
        .code(404)
        .headers({ 'cache-control': 'no-store', 'access-control-allow-origin': '*' })
        .send({ errorCode: 'GENERAL', errorDetails: 'No such event stream' });
    const { keyHash } = req.params;
    if (!/^[0-9a-f]{64}$/.test(keyHash)) return notFound();
    const target = await cache.getJson<ApiKeyTarget>(keys.apiKey(keyHash));
    if (!target) return notFound();
    const wait = engine.take(target, new KeyNames(keyHash), req.ip);
    if (wait > 0)
      return reply
        .code(429)
        .headers({ 'retry-after': String(wait), 'access-control-allow-origin': '*' })
        .send({ errorCode: 'GENERAL', errorDetails: `Rate limit of this key exceeded: retry in ${wait} s` });
    const raw = req.query.overrideUuid;
    if (raw !== undefined && (typeof raw !== 'string' || !UUID_PATTERN.test(raw))) return notFound();
    const overrideUuid = raw?.toLowerCase();
    if (!(await subscriptionVersion(cache, target.environmentUuid, overrideUuid, clock()))) return notFound();
    const last = req.headers['last-event-id'];
    reply.hijack();
    hub.open(
      req.raw,
      reply.raw,
      { keyHash, environmentUuid: target.environmentUuid, ...(overrideUuid ? { overrideUuid } : {}) },
      typeof last === 'string' && last.length <= 100 ? last : null,
    );
    return reply;
  });
  return engine;
}

/** A body that could not be read or parsed, in OFREP's shape (both paths). */
export function bodyFailure(engine: OfrepEngine, flagKey: string | undefined, status: number, message: string): Failure {
  if (status === 413)
    return engine.failure(
      flagKey,
      400,
      'INVALID_CONTEXT',
      `The request body is too large (at most ${OFREP_BODY_LIMIT} bytes): send a smaller evaluation context`,
    );
  if (status === 415) return engine.failure(flagKey, 400, 'PARSE_ERROR', 'The request body must be JSON (Content-Type: application/json)');
  return engine.failure(flagKey, 400, 'PARSE_ERROR', message);
}
