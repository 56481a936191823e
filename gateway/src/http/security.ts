import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';

export interface SecuritySettings {
  /** comma-separated browser origins allowed to call the API ("" = same origin only) */
  CORS_ORIGINS: string;
  RATE_LIMIT_WRITES_PER_MINUTE: number;
  RATE_LIMIT_SIGNIN_PER_MINUTE: number;
  production: boolean;
  /** the verified user id of a bearer token (null when it does not verify) */
  /** the verified caller's id (memoised per request, so the route does not verify the token again) */
  callerOf?: (req: FastifyRequest) => Promise<string | null>;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Reads, OFREP evaluations and GraphQL queries are not write-limited; GraphQL mutations are (POST /graphql). */
const isLimited = (method: string, url: string) => WRITE_METHODS.has(method) && !url.startsWith('/ofrep/');

/**
 * Security headers on every framework response, a CORS allow-list from the environment,
 * and rate limits on sign-in and on writes (per caller token or address).
 */
export async function registerSecurity(app: FastifyInstance, s: SecuritySettings): Promise<void> {
  await app.register(helmet, {
    // The web app is served from the same origin; its scripts and styles are files, not inline.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://*.clerk.accounts.dev', 'https://*.clerk.com', 'https://www.paypal.com', 'https://*.paypal.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", 'https:'],
        frameSrc: ["'self'", 'https://*.paypal.com', 'https://*.clerk.accounts.dev'],
        workerSrc: ["'self'", 'blob:'],
        // Local and development use plain http://localhost: do not force https there.
        upgradeInsecureRequests: s.production ? [] : null,
      },
    },
    hsts: s.production,
    crossOriginEmbedderPolicy: false,
  });

  const allowed = new Set(s.CORS_ORIGINS.split(',').map((o) => o.trim().replace(/\/+$/, '')).filter(Boolean));
  await app.register(cors, {
    origin: (origin, cb) => cb(null, origin === undefined ? false : allowed.has(origin)),
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['authorization', 'content-type', 'x-api-key', 'if-none-match', 'x-request-id'],
    exposedHeaders: ['etag', 'x-request-id'],
    maxAge: 600,
  });

  await app.register(rateLimit, {
    global: true,
    // GraphQL queries are POSTs too: /graphql gets a wider budget than plain writes.
    max: (req) => (req.url.startsWith('/api/dev-auth/') ? s.RATE_LIMIT_SIGNIN_PER_MINUTE : req.url.startsWith('/graphql') ? s.RATE_LIMIT_WRITES_PER_MINUTE * 5 : s.RATE_LIMIT_WRITES_PER_MINUTE),
    timeWindow: 60_000,
    allowList: (req) => !isLimited(req.method, req.url),
    // Per verified caller, else per address: fake tokens cannot mint fresh buckets.
    keyGenerator: async (req) => {
      const bucket = req.url.startsWith('/api/dev-auth/') ? 'signin' : 'write';
      const userId = bucket === 'write' && s.callerOf ? await s.callerOf(req).catch(() => null) : null;
      return userId ? `${bucket}:user:${userId}` : `${bucket}:ip:${req.ip}`;
    },
    // Thrown by the plugin: the app's error handler turns status 429 into {error:{code:'RATE_LIMITED'}}.
    errorResponseBuilder: (_req, ctx) => Object.assign(new Error(`Too many requests; try again in ${Math.ceil(ctx.ttl / 1000)} s`), { statusCode: 429 }),
  });
}
