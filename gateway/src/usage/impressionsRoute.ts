import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { keys, sha256Hex } from '@flagstream/projections';
import type { ApiKeyTarget } from '@flagstream/projections';
import { DAY_MS, MINUTE_MS } from '@flagstream/domain';
import type { DocCache, CachedDoc } from '../publicConfig/docCache';
import { apiKeyOf } from '../ofrep/ofrepRoutes';
import { ofrepFlagsOf } from '../ofrep/contextEvaluation';
import { WriteLimiter, USAGE_IMPRESSIONS_PATH } from '../http/security';
import { errorBody } from '../http/errors';
import type { UsageCounters, Reason, EvalCount } from './counters';
import { KIND_IMPRESSIONS, REASONS } from './counters';
import type { UsageFlusher } from './flusher';

/** Limits of one impressions post (issue 20; the contract in README "Usage insights"). */
export const IMPRESSIONS_LIMITS = {
  bodyBytes: 64 * 1024,
  items: 500,
  maxCount: 1_000_000,
  maxAgeMs: DAY_MS,
  maxAheadMs: 5 * MINUTE_MS,
} as const;

export interface ImpressionsSettings {
  USAGE_IMPRESSIONS_RATE_LIMIT_PER_MINUTE: number;
  USAGE_IMPRESSIONS_CLIENT_RATE_LIMIT_PER_MINUTE: number;
}

const REASON_SET = new Set<string>(REASONS);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

type Failure = { status: number; code: string; message: string; details?: Record<string, unknown>; headers?: Record<string, string> };
const send = (reply: FastifyReply, f: Failure) =>
  reply
    .code(f.status)
    .headers({ 'cache-control': 'no-store', ...f.headers })
    .send(errorBody(f.code, f.message, f.details));

/** Parses one item; a string says why it is refused (the whole post is then refused: a client bug, not data). */
function itemOf(raw: unknown): { flagKey: string; variant: string; reason: Reason; at: number; n: number } | string {
  if (!isObject(raw)) return 'must be an object';
  const { flagKey, variant, reason, bucket, count } = raw;
  if (typeof flagKey !== 'string' || flagKey.length < 1 || flagKey.length > 100) return 'flagKey must be a string of 1 to 100 characters';
  if (variant !== undefined && (typeof variant !== 'string' || variant.length < 1 || variant.length > 100 || variant.includes('\t')))
    return 'variant must be a string of 1 to 100 characters (no tabs)';
  if (reason !== undefined && (typeof reason !== 'string' || !REASON_SET.has(reason))) return `reason must be one of ${REASONS.join(', ')}`;
  const at = typeof bucket === 'number' ? bucket : typeof bucket === 'string' && bucket.length <= 40 ? Date.parse(bucket) : Number.NaN;
  if (!Number.isFinite(at)) return 'bucket must be an ISO 8601 time or epoch milliseconds';
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > IMPRESSIONS_LIMITS.maxCount)
    return `count must be an integer from 1 to ${IMPRESSIONS_LIMITS.maxCount}`;
  return { flagKey, variant: (variant as string | undefined) ?? 'default', reason: (reason as Reason | undefined) ?? 'UNKNOWN', at, n: count };
}

/**
 * POST /api/usage/impressions: evaluation counts from SDKs that evaluate locally (issue 20),
 * with the environment's client or server key as OFREP takes it. Size-limited before the body
 * is parsed, rate-limited per key (per key and address for client keys), stable error codes,
 * never a 500. Counts join the in-memory ones and are written at the next flush.
 */
export function registerImpressionsRoute(
  app: FastifyInstance,
  deps: { cache: DocCache; counters: UsageCounters; flusher: UsageFlusher; clock: () => number; settings: ImpressionsSettings },
): void {
  const { cache, counters, flusher, clock } = deps;
  const serverLimiter = new WriteLimiter(deps.settings.USAGE_IMPRESSIONS_RATE_LIMIT_PER_MINUTE, 60, 100_000, clock);
  const clientLimiter = new WriteLimiter(deps.settings.USAGE_IMPRESSIONS_CLIENT_RATE_LIMIT_PER_MINUTE, 10, 100_000, clock);
  const callers = new WeakMap<FastifyRequest, ApiKeyTarget>();

  async function authenticate(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const apiKey = apiKeyOf(req.headers);
    let target: ApiKeyTarget | null = null;
    let keyHash = '';
    if (apiKey && apiKey.length <= 200) {
      keyHash = sha256Hex(apiKey);
      try {
        target = await cache.getJson<ApiKeyTarget>(keys.apiKey(keyHash));
      } catch {
        await send(reply, {
          status: 503,
          code: 'READ_STORE_UNAVAILABLE',
          message: 'Keys cannot be checked right now; try again shortly',
          headers: { 'retry-after': '1' },
        });
        return;
      }
    }
    if (!target) {
      await send(reply, {
        status: 401,
        code: 'UNAUTHENTICATED',
        message: "An environment's client or server key is required (Authorization: Bearer <key> or X-API-Key)",
        headers: { 'www-authenticate': 'Bearer' },
      });
      return;
    }
    const wait = (target.kind ?? 'server') === 'client' ? clientLimiter.take(`${keyHash}|${req.ip}`) : serverLimiter.take(keyHash);
    if (wait > 0) {
      await send(reply, {
        status: 429,
        code: 'RATE_LIMITED',
        message: `Rate limit of this key exceeded: retry in ${wait} s`,
        details: { retryAfterSeconds: wait },
        headers: { 'retry-after': String(wait) },
      });
      return;
    }
    callers.set(req, target);
  }

  function errorHandler(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
    const status = error.statusCode ?? 500;
    if (status === 413)
      return send(reply, {
        status: 413,
        code: 'SIZE_LIMIT_EXCEEDED',
        message: `The body is too large (at most ${IMPRESSIONS_LIMITS.bodyBytes} bytes): send smaller batches`,
        details: { limitType: 'impressionsBody', max: IMPRESSIONS_LIMITS.bodyBytes },
      });
    if (status === 415) return send(reply, { status: 415, code: 'VALIDATION_FAILED', message: 'The body must be JSON (Content-Type: application/json)' });
    if (status < 500) return send(reply, { status: 400, code: 'VALIDATION_FAILED', message: error.message });
    req.log.error({ err: error }, 'impressions request failed');
    return send(reply, {
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Impressions cannot be taken right now; try again shortly',
      headers: { 'retry-after': '1' },
    });
  }

  app.post(USAGE_IMPRESSIONS_PATH, { bodyLimit: IMPRESSIONS_LIMITS.bodyBytes, onRequest: authenticate, errorHandler }, async (req, reply) => {
    const target = callers.get(req)!;
    if (!/^application\/json\b/i.test(req.headers['content-type'] ?? ''))
      return send(reply, { status: 415, code: 'VALIDATION_FAILED', message: 'The body must be JSON (Content-Type: application/json)' });
    const body = req.body;
    if (!isObject(body) || !Array.isArray(body.impressions))
      return send(reply, { status: 400, code: 'VALIDATION_FAILED', message: 'The body must be {"impressions": [...]}' });
    const list = body.impressions as unknown[];
    if (list.length > IMPRESSIONS_LIMITS.items)
      return send(reply, {
        status: 413,
        code: 'SIZE_LIMIT_EXCEEDED',
        message: `At most ${IMPRESSIONS_LIMITS.items} impressions per post`,
        details: { limitType: 'impressionsItems', count: list.length, max: IMPRESSIONS_LIMITS.items },
      });
    if (list.length === 0) return send(reply, { status: 400, code: 'VALIDATION_FAILED', message: 'impressions must hold at least one item' });
    const items = [];
    for (let i = 0; i < list.length; i++) {
      const r = itemOf(list[i]);
      if (typeof r === 'string') return send(reply, { status: 400, code: 'VALIDATION_FAILED', message: `impressions[${i}]: ${r}`, details: { index: i } });
      items.push(r);
    }
    const env = target.environmentUuid;
    let doc: CachedDoc | null;
    try {
      doc = cache.peek(keys.ofrep(env)) ?? (await cache.get(keys.ofrep(env)));
    } catch {
      return send(reply, {
        status: 503,
        code: 'READ_STORE_UNAVAILABLE',
        message: 'Flags cannot be read right now; try again shortly',
        headers: { 'retry-after': '1' },
      });
    }
    const served = doc ? ofrepFlagsOf(doc) : new Map<string, unknown>();
    const now = clock();
    const cells: Array<EvalCount & { at: number }> = [];
    let rejected = 0;
    for (const it of items) {
      // a key the environment does not serve (unknown, deleted or archived) or a time outside the window is dropped, not stored
      if (!served.has(it.flagKey) || it.at < now - IMPRESSIONS_LIMITS.maxAgeMs || it.at > now + IMPRESSIONS_LIMITS.maxAheadMs) rejected++;
      else cells.push({ flagKey: it.flagKey, variant: it.variant, reason: it.reason, n: it.n, at: Math.min(it.at, now) });
    }
    if (!flusher.addImpressions(env, cells))
      return send(reply, {
        status: 429,
        code: 'RATE_LIMITED',
        message: 'Too many impressions are waiting to be written: retry shortly',
        details: { retryAfterSeconds: Math.ceil(flusher.intervalMs / 1000) },
        headers: { 'retry-after': String(Math.ceil(flusher.intervalMs / 1000)) },
      });
    counters.request(env, KIND_IMPRESSIONS);
    return reply.code(202).header('cache-control', 'no-store').send({ accepted: cells.length, rejected });
  });
}
