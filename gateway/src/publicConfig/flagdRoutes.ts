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

const bearerOf = (auth: string | string[] | undefined): string | null => {
  if (typeof auth === 'string' && /^bearer\s+/i.test(auth)) return auth.replace(/^bearer\s+/i, '').trim() || null;
  return null;
};

/** Who may read an environment's flagd document: its environment, or the refusal to send. */
export type FlagdAccess = { ok: true; environmentUuid: string } | { ok: false; status: number; code: string; message: string; headers: Record<string, string> };

/**
 * The server key of the environment named in the URL, from an `Authorization: Bearer` header.
 * Shared by the HTTP/1.1 routes and the h2c listener's stream (http/h2c.ts).
 */
export async function flagdAccess(cache: DocCache, environmentUuid: string, authorization: string | string[] | undefined): Promise<FlagdAccess> {
  if (!UUID_PATTERN.test(environmentUuid))
    return { ok: false, status: 400, code: 'VALIDATION_FAILED', message: 'environmentUuid must be a UUID', headers: ANY_ORIGIN };
  const apiKey = bearerOf(authorization);
  // The key is only ever hashed and looked up: never logged, never compared in the clear.
  const target = apiKey && apiKey.length <= 200 ? await cache.getJson<ApiKeyTarget>(keys.apiKey(sha256Hex(apiKey))) : null;
  if (!target) {
    return {
      ok: false,
      status: 401,
      code: 'UNAUTHENTICATED',
      message: "The environment's API key is required (Authorization: Bearer <key>)",
      headers: { ...ANY_ORIGIN, 'www-authenticate': 'Bearer' },
    };
  }
  // A client key ships inside apps anyone can open: it evaluates (OFREP), it never reads the rules.
  if (!keyAllows(target, 'flagd'))
    return {
      ok: false,
      status: 403,
      code: 'FORBIDDEN',
      message: "A client key cannot read flag definitions: use the environment's server key",
      headers: ANY_ORIGIN,
    };
  if (target.environmentUuid !== environmentUuid.toLowerCase())
    return { ok: false, status: 403, code: 'FORBIDDEN', message: 'This API key belongs to another environment', headers: ANY_ORIGIN };
  return { ok: true, environmentUuid: target.environmentUuid };
}

/** The flagd document's live stream, for the h2c listener: the hub and who may subscribe. */
export interface FlagdStreams {
  hub: SseHub;
  access(environmentUuid: string, authorization: string | string[] | undefined): Promise<FlagdAccess>;
  /** the request the hub serves for an authorised environment */
  request(environmentUuid: string): ConfigRequest;
}

/**
 * The environment's complete flagd flag-definition document, for local evaluation by high-volume
 * servers and for flagd itself as an edge fleet (its HTTP sync polls this URL with the key as a
 * bearer token): `GET /api/flagd/{environmentUuid}` (strong ETag, 304) and `/stream` (SSE,
 * `event: flagd` with the document on connect and on every change). Server keys only: the
 * document holds the rules and segment members that the public config never shows.
 */
export function registerFlagdRoutes(app: FastifyInstance, cache: DocCache, heartbeatMs: number, usage: UsageCounters | null = null): FlagdStreams {
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
    const a = await flagdAccess(cache, req.params.environmentUuid, req.headers.authorization);
    if (a.ok) return a.environmentUuid;
    await reply.code(a.status).headers(a.headers).send(errorBody(a.code, a.message));
    return null;
  }
  const streamRequest = (env: string): ConfigRequest => ({ projectUuid: '', environmentUuid: env, mode: 'stream', key: keys.flagd(env) });

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
    hub.open(req.raw, reply.raw, streamRequest(env));
    return reply;
  });
  return { hub, access: (env, authorization) => flagdAccess(cache, env, authorization), request: streamRequest };
}
