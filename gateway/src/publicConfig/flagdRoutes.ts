import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UsageCounters } from '../usage/counters';
import { KIND_FLAGD } from '../usage/counters';
import { keyAllows, keys, sha256Hex } from '@flagstream/projections';
import type { ApiKeyTarget } from '@flagstream/projections';
import type { DocCache } from './docCache';
import type { ConfigLookup } from './configService';
import type { ConfigRequest } from './configRequest';
import { UUID_PATTERN } from './configRequest';
import { etagMatches } from './configHandler';
import { SseHub } from './sse';
import { errorBody } from '../http/errors';
import { preferredEncoding, representationOf } from './encodings';

/** SDK routes answer any origin, without credentials (the key travels in a header, not a cookie). */
const ANY_ORIGIN = { 'access-control-allow-origin': '*', 'access-control-expose-headers': 'ETag' };

const bearerOf = (req: FastifyRequest): string | null => {
  const auth = req.headers.authorization;
  if (typeof auth === 'string' && /^bearer\s+/i.test(auth)) return auth.replace(/^bearer\s+/i, '').trim() || null;
  return null;
};

/**
 * The environment's complete flagd flag-definition document, for local evaluation by high-volume
 * servers and for flagd itself as an edge fleet (its HTTP sync polls this URL with the key as a
 * bearer token): `GET /api/flagd/{environmentUuid}` (strong ETag, 304) and `/stream` (SSE,
 * `event: flagd` with the document on connect and on every change). Server keys only: the
 * document holds the rules and segment members that the public config never shows.
 */
export function registerFlagdRoutes(app: FastifyInstance, cache: DocCache, heartbeatMs: number, usage: UsageCounters | null = null): void {
  const service = {
    async lookup(req: ConfigRequest): Promise<ConfigLookup> {
      const doc = await cache.get(req.key);
      return doc ? { ok: true, doc, key: req.key } : { ok: false, message: 'Environment not found' };
    },
  };
  const hub = new SseHub(service, cache, heartbeatMs, Date.now, 'flagd');
  app.addHook('onClose', async () => hub.close());

  /** The environment the key opens, or a reply already sent. */
  async function authorised(req: FastifyRequest<{ Params: { environmentUuid: string } }>, reply: FastifyReply): Promise<string | null> {
    const uuid = req.params.environmentUuid;
    if (!UUID_PATTERN.test(uuid)) {
      await reply.code(400).headers(ANY_ORIGIN).send(errorBody('VALIDATION_FAILED', 'environmentUuid must be a UUID'));
      return null;
    }
    const apiKey = bearerOf(req);
    // The key is only ever hashed and looked up: never logged, never compared in the clear.
    const target = apiKey && apiKey.length <= 200 ? await cache.getJson<ApiKeyTarget>(keys.apiKey(sha256Hex(apiKey))) : null;
    if (!target) {
      await reply
        .code(401)
        .headers({ ...ANY_ORIGIN, 'www-authenticate': 'Bearer' })
        .send(errorBody('UNAUTHENTICATED', "The environment's API key is required (Authorization: Bearer <key>)"));
      return null;
    }
    // A client key ships inside apps anyone can open: it evaluates (OFREP), it never reads the rules.
    if (!keyAllows(target, 'flagd')) {
      await reply.code(403).headers(ANY_ORIGIN).send(errorBody('FORBIDDEN', "A client key cannot read flag definitions: use the environment's server key"));
      return null;
    }
    if (target.environmentUuid !== uuid.toLowerCase()) {
      await reply.code(403).headers(ANY_ORIGIN).send(errorBody('FORBIDDEN', 'This API key belongs to another environment'));
      return null;
    }
    return target.environmentUuid;
  }

  app.get<{ Params: { environmentUuid: string } }>('/api/flagd/:environmentUuid', async (req, reply) => {
    const env = await authorised(req, reply);
    if (env === null) return reply;
    const doc = await cache.get(keys.flagd(env));
    if (!doc) return reply.code(404).headers(ANY_ORIGIN).send(errorBody('ENVIRONMENT_NOT_FOUND', 'Environment not found'));
    usage?.request(env, KIND_FLAGD);
    // Edges poll this every few seconds: each encoding is compressed once per document version, with its own ETag.
    const rep = representationOf(doc, preferredEncoding(req.headers['accept-encoding'] as string | undefined));
    const etag = rep ? rep.etag : doc.etag;
    reply.headers({ ...ANY_ORIGIN, etag, 'cache-control': 'no-cache', vary: 'Accept-Encoding' });
    // a 304 for any representation of this version: the client holds the same document
    if (etagMatches(req.headers['if-none-match'], etag) || etagMatches(req.headers['if-none-match'], doc.etag)) return reply.code(304).send();
    if (rep) reply.header('content-encoding', rep.encoding);
    return reply.type('application/json; charset=utf-8').send(rep ? rep.body : doc.body);
  });

  app.get<{ Params: { environmentUuid: string } }>('/api/flagd/:environmentUuid/stream', async (req, reply) => {
    const env = await authorised(req, reply);
    if (env === null) return reply;
    reply.hijack();
    hub.open(req.raw, reply.raw, { projectUuid: '', environmentUuid: env, mode: 'stream', key: keys.flagd(env) });
    return reply;
  });
}
