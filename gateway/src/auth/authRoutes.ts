import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorBody } from '../http/errors';
import type { Settings } from '../config/env';
import type { Authenticator } from './authenticator';
import type { Caller } from './caller';
import type { DevIdentityProvider } from './devIdentityProvider';

/** `POST /api/dev-auth/token` body */
export const devTokenRequestSchema = z.object({
  userId: z.string().regex(/^[A-Za-z0-9_\-|.:@]{1,100}$/, 'must be 1 to 100 letters, digits or _ - | . : @'),
  name: z.string().trim().min(1, 'must not be blank').max(200, 'must be at most 200 characters'),
  email: z.string().trim().max(254, 'must be at most 254 characters').pipe(z.email('must be a valid email address')),
});

function validationMessage(error: z.ZodError): string {
  return error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');
}

const callers = new WeakMap<FastifyRequest, Promise<Caller>>();

/**
 * The caller of a request, verified once per request (later calls reuse the result).
 * Throws DomainError('UNAUTHENTICATED'), which the error handler maps to 401.
 */
export function requireCaller(authenticator: Authenticator, req: FastifyRequest): Promise<Caller> {
  let p = callers.get(req);
  if (!p) {
    p = authenticator.authenticate(req.headers.authorization);
    callers.set(req, p);
  }
  return p;
}

/**
 * Auth routes. In dev mode, `POST /api/dev-auth/token` signs a session token for any profile
 * (development sign-in); in Clerk mode the route does not exist (404).
 */
export function registerAuthRoutes(
  app: FastifyInstance,
  authenticator: Authenticator,
  devIdp: DevIdentityProvider | null,
  settings: Pick<Settings, 'NODE_ENV'>,
): void {
  if (authenticator.mode !== 'dev' || !devIdp) return;
  if (settings.NODE_ENV === 'production') {
    app.log.warn('ALLOW_DEV_AUTH=1: development sign-in is enabled in production; anyone can sign in as anyone');
  }
  app.post('/api/dev-auth/token', async (req, reply) => {
    const parsed = devTokenRequestSchema.safeParse(req.body);
    if (!parsed.success) return reply.code(400).send(errorBody('VALIDATION_FAILED', validationMessage(parsed.error)));
    const token = await devIdp.issueToken(parsed.data);
    return reply.header('cache-control', 'no-store').send({ token });
  });
}
