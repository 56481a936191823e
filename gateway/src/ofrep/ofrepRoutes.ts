import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { keys, sha256Hex } from '@flagstream/projections';
import type { ApiKeyTarget } from '@flagstream/projections';
import type { DocCache, CachedDoc } from '../publicConfig/docCache';
import { etagMatches } from '../publicConfig/configHandler';
import { UUID_PATTERN } from '../publicConfig/configRequest';

interface OfrepFlag {
  key: string;
  value: unknown;
  reason: string;
  variant: string;
  metadata: Record<string, unknown>;
}

type Failure = { status: number; body: Record<string, unknown> };

/** The environment API key from X-API-Key or Authorization: Bearer. */
function apiKeyOf(req: FastifyRequest): string | null {
  const x = req.headers['x-api-key'];
  if (typeof x === 'string' && x.trim()) return x.trim();
  const auth = req.headers.authorization;
  if (typeof auth === 'string' && /^bearer\s+/i.test(auth)) return auth.replace(/^bearer\s+/i, '').trim() || null;
  return null;
}

/**
 * OpenFeature Remote Evaluation Protocol, so any OpenFeature SDK reads Flagstream flags:
 * bulk and single evaluation with the environment's API key, an optional `overrideUuid`
 * in the evaluation context, and reasons STATIC or DISABLED.
 */
export function registerOfrepRoutes(app: FastifyInstance, cache: DocCache, clock: () => number = Date.now): void {
  async function resolve(req: FastifyRequest): Promise<{ doc: CachedDoc } | Failure> {
    const apiKey = apiKeyOf(req);
    // The key is only ever hashed and looked up: never logged, never compared in the clear.
    const target = apiKey && apiKey.length <= 200 ? await cache.getJson<ApiKeyTarget>(keys.apiKey(sha256Hex(apiKey))) : null;
    if (!target) return { status: 401, body: { errorCode: 'UNAUTHORIZED', errorDetails: 'A valid environment API key is required (X-API-Key or Authorization: Bearer)' } };
    const body = req.body as unknown;
    if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) {
      return { status: 400, body: { errorCode: 'PARSE_ERROR', errorDetails: 'The request body must be a JSON object' } };
    }
    const context = (body as { context?: unknown } | null | undefined)?.context;
    if (context !== undefined && (typeof context !== 'object' || context === null || Array.isArray(context))) {
      return { status: 400, body: { errorCode: 'INVALID_CONTEXT', errorDetails: 'context must be an object' } };
    }
    const overrideUuid = (context as Record<string, unknown> | undefined)?.overrideUuid;
    if (overrideUuid !== undefined && (typeof overrideUuid !== 'string' || !UUID_PATTERN.test(overrideUuid))) {
      return { status: 400, body: { errorCode: 'INVALID_CONTEXT', errorDetails: 'overrideUuid must be a UUID' } };
    }
    let doc = await cache.get(keys.ofrep(target.environmentUuid, overrideUuid?.toLowerCase()));
    if (!doc) {
      return { status: 400, body: { errorCode: 'INVALID_CONTEXT', errorDetails: overrideUuid ? 'Unknown overrideUuid for this environment' : 'Environment not found' } };
    }
    if (doc.expiresAt !== null && doc.fallback && clock() >= doc.expiresAt) doc = (await cache.get(doc.fallback)) ?? doc;
    return { doc };
  }

  const flagsOf = (doc: CachedDoc): Map<string, OfrepFlag> => {
    if (!doc.parsed) {
      const parsed = JSON.parse(doc.body.toString()) as { flags: OfrepFlag[] };
      doc.parsed = new Map(parsed.flags.map((f) => [f.key, f]));
    }
    return doc.parsed as Map<string, OfrepFlag>;
  };

  const fail = (reply: FastifyReply, f: Failure) => reply.code(f.status).header('cache-control', 'no-store').send(f.body);

  app.post('/ofrep/v1/evaluate/flags', async (req, reply) => {
    const r = await resolve(req);
    if ('status' in r) return fail(reply, r);
    reply.header('etag', r.doc.etag).header('cache-control', 'no-cache');
    if (etagMatches(req.headers['if-none-match'], r.doc.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(r.doc.body);
  });

  app.post<{ Params: { key: string } }>('/ofrep/v1/evaluate/flags/:key', async (req, reply) => {
    const r = await resolve(req);
    // A single-flag failure names its flag: OFREP clients only accept an error body with `key`.
    if ('status' in r) return fail(reply, { status: r.status, body: { key: req.params.key, ...r.body } });
    const flag = flagsOf(r.doc).get(req.params.key);
    if (!flag) return reply.code(404).send({ key: req.params.key, errorCode: 'FLAG_NOT_FOUND', errorDetails: `Flag "${req.params.key}" was not found in this environment` });
    return reply.header('cache-control', 'no-cache').send(flag);
  });

  app.get('/ofrep/v1/configuration', async (req, reply) => {
    const apiKey = apiKeyOf(req);
    const target = apiKey && apiKey.length <= 200 ? await cache.getJson<ApiKeyTarget>(keys.apiKey(sha256Hex(apiKey))) : null;
    if (!target) return fail(reply, { status: 401, body: { errorCode: 'UNAUTHORIZED', errorDetails: 'A valid environment API key is required' } });
    return reply.send({
      name: 'Flagstream',
      capabilities: {
        cacheInvalidation: { polling: { enabled: true, minPollingIntervalMs: 1000 } },
        flagEvaluation: { supportedTypes: ['boolean', 'string', 'number', 'object'] },
      },
    });
  });
}
