import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseInput } from '@flagstream/domain';
import type { Authenticator } from '../auth';
import { requireCaller } from '../auth';
import type { RequestContext } from '../services';

/**
 * One description per /api route: the zod schemas that validate its path parameters, query and
 * body are the ones the OpenAPI document (openapiRoutes.ts) is generated from, so the published
 * contract and the validation cannot drift apart.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface RouteDoc {
  method: HttpMethod;
  /** fastify's form: /api/projects/:id */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  /** bearer: a session token or an API token; none: public; environmentKey: an environment's API key */
  auth?: 'bearer' | 'none' | 'environmentKey';
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** the JSON body of a success answer */
  response?: z.ZodType;
  /** the success status when it is not 200 (e.g. 202 for accepted-for-processing) */
  successStatus?: 200 | 201 | 202;
  /** a non-JSON answer (e.g. application/x-ndjson): its media type */
  responseMediaType?: string;
  /** error statuses worth naming besides 400/401 (e.g. 403, 404, 409) */
  errors?: number[];
  /** a larger request body than the server's default 1 MB (imports) */
  bodyLimit?: number;
}

const registry = new Map<string, RouteDoc>();
const keyOf = (method: string, path: string) => `${method} ${path}`;

/** Records a route's description (for routes registered elsewhere, or the same route again: last one wins). */
export function describeRoute(doc: RouteDoc): void {
  registry.set(keyOf(doc.method, doc.path), doc);
}

export const routeDocs = (): RouteDoc[] => [...registry.values()];
export const routeDoc = (method: string, path: string): RouteDoc | undefined => registry.get(keyOf(method, path));

export interface ParsedInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
}

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

/**
 * Registers a signed-in route from its description: the caller is verified, params, query and
 * body are parsed with the described schemas (VALIDATION_FAILED with the first issue otherwise),
 * then the handler runs.
 */
export function defineRoute<D extends RouteDoc, R>(
  app: FastifyInstance,
  authenticator: Authenticator,
  doc: D,
  handler: (ctx: RequestContext, input: ParsedInput<Out<D['params']>, Out<D['query']>, Out<D['body']>>, req: FastifyRequest, reply: FastifyReply) => Promise<R>,
): void {
  describeRoute(doc);
  const method = doc.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch';
  app[method](doc.path, doc.bodyLimit ? { bodyLimit: doc.bodyLimit } : {}, async (req: FastifyRequest, reply: FastifyReply) => {
    const caller = doc.auth === 'none' ? null : await requireCaller(authenticator, req);
    const input = {
      params: (doc.params ? parseInput(doc.params, req.params ?? {}) : undefined) as Out<D['params']>,
      query: (doc.query ? parseInput(doc.query, req.query ?? {}) : undefined) as Out<D['query']>,
      body: (doc.body ? parseInput(doc.body, req.body ?? {}) : undefined) as Out<D['body']>,
    };
    return handler({ caller: caller!, requestId: String(req.id) }, input, req, reply);
  });
}

/** `{ data: T }`, the envelope of the spec's answers and bodies. */
export const envelope = <T extends z.ZodType>(inner: T) => z.object({ data: inner });

export const idParam = (name = 'id') => z.object({ [name]: z.string().min(1).max(100) });
