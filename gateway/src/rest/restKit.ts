import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '@flagstream/domain';
import type { Authenticator } from '../auth';
import { requireCaller } from '../auth';
import type { RequestContext, Services } from '../services';
import { toErrorResponse } from '../http/errors';
import type { ErrorBody } from '../http/errors';

export interface RestDeps {
  app: FastifyInstance;
  services: Services;
  authenticator: Authenticator;
}

type Handler<R> = (ctx: RequestContext, req: FastifyRequest, reply: FastifyReply) => Promise<R>;

/** A signed-in route: verify the bearer token, then call one service. Errors map once, in the app's error handler. */
export const signedIn =
  <R>(authenticator: Authenticator, handler: Handler<R>) =>
  async (req: FastifyRequest, reply: FastifyReply): Promise<R> => {
    // a token verified before answers without a promise (most signed-in requests)
    const caller = authenticator.verified?.(req.headers.authorization) ?? (await requireCaller(authenticator, req));
    return handler({ caller, requestId: String(req.id) }, req, reply);
  };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The spec's `{data: {...}}` request envelope. */
export function dataOf(body: unknown): Record<string, unknown> {
  if (!isObject(body) || !isObject(body.data)) fail('VALIDATION_FAILED', 'The request body must be a JSON object of the form {"data": {...}}');
  return body.data;
}

/** A plain JSON object body (calls whose body is not enveloped). */
export function bodyOf(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (!isObject(body)) fail('VALIDATION_FAILED', 'The request body must be a JSON object');
  return body;
}

export const params = (req: FastifyRequest) => req.params as Record<string, string>;

/** A single query parameter, refusing repeats and non-strings. */
export function query(req: FastifyRequest, name: string): string | undefined {
  const v = (req.query as Record<string, unknown>)[name];
  if (v === undefined) return undefined;
  if (typeof v !== 'string') fail('VALIDATION_FAILED', `Query parameter ${name} must be given once`);
  return v;
}

/** A project id from the query: `projectId` or the spec client's `filters[project][id]`. */
export function projectIdQuery(req: FastifyRequest): string {
  const q = req.query as Record<string, unknown>;
  const id = q.projectId ?? q.project ?? q['filters[project][id]'] ?? (q.filters as { project?: { id?: unknown } } | undefined)?.project?.id;
  if (typeof id !== 'string' || id.trim() === '') fail('VALIDATION_FAILED', 'Project ID is required');
  return id.trim();
}

export const data = <T>(value: T) => ({ data: value });
export const ok = <T>(value: T, message?: string) => ({ success: true as const, data: value, ...(message ? { message } : {}) });

/**
 * Spec §7: invite and cancel-invite "give a result of success true or false plus the error".
 * A refusal keeps its status and `{error}` and adds `success: false`.
 */
export const withSuccessFlag =
  <R>(handler: Handler<R>): Handler<R | { success: false; error: ErrorBody['error'] }> =>
  async (ctx, req, reply) => {
    try {
      return await handler(ctx, req, reply);
    } catch (e) {
      const { status, body } = toErrorResponse(e);
      if (status >= 500) throw e;
      reply.code(status);
      return { success: false as const, ...body };
    }
  };

/** The `project` of a create payload (an id or `{id}`); missing is "Project ID is required" (spec §8), not a missing project. */
export function projectIdOfData(d: Record<string, unknown>): string {
  const project = typeof d.project === 'object' && d.project !== null ? (d.project as { id?: unknown }).id : d.project;
  if (typeof project !== 'string' || project.trim() === '') fail('VALIDATION_FAILED', 'Project ID is required');
  return project.trim();
}
