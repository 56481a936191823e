import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify';
import type { ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import { presetHeaders } from './replyHeaders';

export interface SecuritySettings {
  /** comma-separated browser origins allowed to call the API ("" = same origin only) */
  CORS_ORIGINS: string;
  RATE_LIMIT_WRITES_PER_MINUTE: number;
  RATE_LIMIT_SIGNIN_PER_MINUTE: number;
  production: boolean;
  /** CSP sources of the web app's inline scripts ('sha256-…'): the page runs these and no other inline script */
  scriptHashes?: readonly string[];
  /** the verified caller's id, or null without a valid token (memoised per request, so the route does not verify the token again) */
  callerOf?: (req: FastifyRequest) => Promise<string | null>;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Which budget a request spends, decided by the route's template, never by the raw URL: a
 * percent-encoded path (`/api/dev%2Dauth/token`) routes like the plain one and must be counted
 * like it. Reads and OFREP evaluations spend none; /graphql requests spend the GraphQL request
 * budget here, and its mutations the write budget too (in the GraphQL pre-check).
 */
export type Budget = 'signin' | 'graphql' | 'write' | null;
export function budgetOf(method: string, route: string | undefined): Budget {
  if (!WRITE_METHODS.has(method) || route === undefined) return null;
  if (route.startsWith('/api/dev-auth/')) return 'signin';
  if (route === '/graphql') return 'graphql';
  if (route.startsWith('/ofrep/') || route === USAGE_IMPRESSIONS_PATH) return null;
  return 'write';
}

/** Writes one caller may make at once before the per-minute rate applies (a Values Matrix "Save All" fits). */
export const WRITE_BURST = 60;

/**
 * The write budget per verified caller (else per address), shared by REST writes and GraphQL
 * mutations so that neither path multiplies the other. A token bucket: `perMinute` writes a
 * minute, spread evenly, after a burst of at most WRITE_BURST. A fixed window would let one
 * tenant spend a whole minute's writes in its first second, and every other tenant would feel it.
 */
export class WriteLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number; moved: number }>();
  private readonly burst: number;
  private readonly perMs: number;

  constructor(
    readonly perMinute: number,
    burst = WRITE_BURST,
    private readonly capacity = 50_000,
    private readonly clock: () => number = Date.now,
  ) {
    this.burst = Math.max(1, Math.min(perMinute, burst));
    this.perMs = perMinute / 60_000;
  }

  /** Spends `cost` writes (see writeCost); returns 0 when allowed, else the seconds until they are available again. */
  take(key: string, cost = 1): number {
    const now = this.clock();
    let b = this.buckets.get(key);
    if (b) {
      b.tokens = Math.min(this.burst, b.tokens + (now - b.at) * this.perMs);
      b.at = now;
      // Kept in last-use order to the second: a key called many times a second (an SDK's) is
      // moved to the back once a second, not on every call (a delete and an insert each).
      if (now - b.moved >= 1000) {
        b.moved = now;
        this.buckets.delete(key);
        this.buckets.set(key, b);
      }
    } else {
      b = { tokens: this.burst, at: now, moved: now };
      // bounded: the least recently used go first (a full bucket is what a new one would be)
      while (this.buckets.size >= this.capacity) this.buckets.delete(this.buckets.keys().next().value as string);
      this.buckets.set(key, b);
    }
    const need = Math.min(cost, this.burst);
    if (b.tokens >= need) {
      b.tokens -= need;
      return 0;
    }
    return Math.max(1, Math.ceil((need - b.tokens) / this.perMs / 1000));
  }
}

/**
 * What a write costs from the budget: one, plus one per 2 KB of body. Rendering and storing a
 * change costs in proportion to its size (every served document of the project carries it): a
 * 60 KB value is thirty small writes' worth (issue 15). Typical writes (under 2 KB) cost one.
 */
export const writeCost = (contentLength: string | undefined): number => {
  const bytes = Number(contentLength) || 0;
  // a body over the 1 MB limit is refused with 413 before it is read: it spends one write, so the
  // caller learns that it is too large rather than being told to wait
  return bytes > 1_048_576 ? 1 : 1 + Math.floor(bytes / 2_048);
};

/** Routes SDKs call from apps on any origin (the public config is answered before the framework, with its own headers). */
/** SDK impressions (issue 20): keyed and rate-limited per key by their route, not the signed-in write budget. */
export const USAGE_IMPRESSIONS_PATH = '/api/usage/impressions';
export const isSdkPath = (url: string | undefined): boolean =>
  url !== undefined && (url.startsWith('/ofrep/') || url.startsWith('/api/flagd/') || url.startsWith(USAGE_IMPRESSIONS_PATH));

interface CorsPolicy {
  methods: string[];
  allowedHeaders: string[];
  exposedHeaders: string[];
  /** seconds a browser may keep a preflight's answer */
  maxAge: number;
  /** a preflight without Origin or Access-Control-Request-Method is a 400 (else it is answered 204) */
  strictPreflight: boolean;
}
// SDK routes (OFREP, the flagd document) answer any origin ('*'): the key travels in a header, never a cookie,
// so no credentials are allowed and the management API's allow-list stays as narrow as it was.
const sdkCors: CorsPolicy = {
  methods: ['GET', 'POST', 'OPTIONS'],
  allowedHeaders: ['authorization', 'content-type', 'x-api-key', 'if-none-match', 'last-event-id'],
  exposedHeaders: ['etag', 'retry-after', 'x-request-id'],
  maxAge: 86_400,
  // an OPTIONS without Origin or Access-Control-Request-Method is answered 204 too (not a text/plain 400)
  strictPreflight: false,
};
// The management API: the origins of CORS_ORIGINS only, without credentials (tokens travel in Authorization).
const managementCors: CorsPolicy = {
  methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
  allowedHeaders: ['authorization', 'content-type', 'x-api-key', 'if-none-match', 'x-request-id'],
  exposedHeaders: ['etag', 'x-request-id'],
  maxAge: 600,
  strictPreflight: true,
};
interface CorsHeaders {
  expose: string;
  methods: string;
  allowHeaders: string;
  maxAge: string;
  strict: boolean;
}
const corsHeaders = (p: CorsPolicy): CorsHeaders => ({
  expose: p.exposedHeaders.join(', '),
  methods: p.methods.join(', '),
  allowHeaders: p.allowedHeaders.join(', '),
  maxAge: String(p.maxAge),
  strict: p.strictPreflight,
});

/** The security headers of SDK routes (see registerSecurity). */
export const SDK_HEADERS: Readonly<Record<string, string>> = { 'x-content-type-options': 'nosniff' };

/** What the SDK routes' CORS adds to an answer (with or without an Origin): for paths answered before the framework. */
export const SDK_CORS_WITHOUT_ORIGIN: Readonly<Record<string, string>> = {
  vary: 'Origin',
  'access-control-allow-origin': '*',
  'access-control-expose-headers': sdkCors.exposedHeaders.join(', '),
};

/**
 * One caller's writes run one at a time, in order (a few more wait; past that, 429): a tenant
 * cannot put its whole budget to work at once, each write spends its CPU in turn, and the other
 * tenants' requests are served in between.
 */
export class WriteLanes {
  private readonly lanes = new Map<string, { busy: boolean; waiting: Array<() => void> }>();
  constructor(private readonly maxWaiting = 8) {}

  /** Resolves with the release function once it is this write's turn; null when too many wait already. */
  async enter(key: string): Promise<(() => void) | null> {
    let lane = this.lanes.get(key);
    if (!lane) this.lanes.set(key, (lane = { busy: false, waiting: [] }));
    if (lane.busy) {
      if (lane.waiting.length >= this.maxWaiting) return null;
      await new Promise<void>((resolve) => lane!.waiting.push(resolve));
    }
    lane.busy = true;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = lane!.waiting.shift();
      if (next) next();
      else {
        lane!.busy = false;
        this.lanes.delete(key);
      }
    };
  }
}

/**
 * Holds the caller's write lane until the raw response closes: after the answer is out, or when
 * the client went away, including while the request still waited for its turn (fastify's abort
 * hook runs then, when it holds nothing yet, and the lane would be kept for good).
 */
export async function enterWriteLane(lanes: WriteLanes, key: string, res: ServerResponse): Promise<boolean> {
  const release = await lanes.enter(key);
  if (!release) return false;
  if (res.closed || res.destroyed) {
    release();
    return false;
  }
  res.once('close', release);
  return true;
}

/** The 429 the app's error handler turns into {error:{code:'RATE_LIMITED'}}. */
export const rateLimited = (seconds: number) => Object.assign(new Error(`Too many requests; try again in ${seconds} s`), { statusCode: 429 });

/** Does a route answer any method the write limit counts? Read-only routes get no rate-limit hook at all. */
const mayWrite = (r: RouteOptions) => [r.method].flat().some((m) => budgetOf(m, r.url) !== null);

/**
 * The helmet policy: the web app is served from the same origin; its scripts and styles are files,
 * but for the built page's own inline scripts, allowed by their hashes only.
 */
export function helmetOptions(production: boolean, scriptHashes: readonly string[] = []): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes, 'https://*.clerk.accounts.dev', 'https://*.clerk.com', 'https://www.paypal.com', 'https://*.paypal.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", 'https:'],
        frameSrc: ["'self'", 'https://*.paypal.com', 'https://*.clerk.accounts.dev'],
        workerSrc: ["'self'", 'blob:'],
        // Local and development use plain http://localhost: do not force https there.
        upgradeInsecureRequests: production ? [] : null,
      },
    },
    hsts: production,
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet sets for this policy, computed once. Helmet's own fastify plugin builds
 * the middleware (and parses the CSP directives) on every request; the headers never depend
 * on the request, so they are captured here and copied onto each reply.
 */
export function securityHeaders(production: boolean, scriptHashes: readonly string[] = []): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions(production, scriptHashes))({} as never, res as never, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * The security headers of the API's JSON answers (/api/* but its HTML reference, /graphql, health
 * and metrics), after OWASP's REST Security Cheat Sheet: a JSON body is never a page, so a page's
 * policy (script and style sources, DNS prefetch, IE download options...) means nothing there and
 * costs ~1 KB an answer. What it carries is stricter for it: no content may load at all, no frame
 * may hold it, no shared cache keeps it (a route that may be cached says so itself), no other site
 * reads it without CORS, and HSTS in production as on pages.
 */
export function apiSecurityHeaders(pageHeaders: Readonly<Record<string, string>>): Record<string, string> {
  const hsts = pageHeaders['strict-transport-security'];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
  };
}

/** Paths that answer JSON (or metrics text) only: they get apiSecurityHeaders; pages, assets and /api/docs get the page policy. */
export const isApiPath = (url: string): boolean =>
  url.startsWith('/api/') ? !url.startsWith('/api/docs') : url.startsWith('/graphql') || url === '/healthz' || url === '/readyz' || url.startsWith('/metrics');

/**
 * Security headers on every framework response, a CORS allow-list from the environment,
 * and rate limits on sign-in and on writes (per caller token or address).
 */
export async function registerSecurity(app: FastifyInstance, s: SecuritySettings): Promise<{ writeLimiter: WriteLimiter; writeLanes: WriteLanes }> {
  const pageHeaders = securityHeaders(s.production, s.scriptHashes);
  // the page policy's HSTS, not a second run of helmet
  const apiHeaders = apiSecurityHeaders(pageHeaders);
  const allowed = new Set(
    s.CORS_ORIGINS.split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
  );
  const sdk = corsHeaders(sdkCors);
  const management = corsHeaders(managementCors);
  // One hook for what every response carries: the security headers, the request id and CORS,
  // every header value computed once (CORS as @fastify/cors answers it with a per-request
  // options delegator, without building and merging its options object on every request).
  // SDK routes answer JSON (and event streams) to programs, never a page: like the public
  // config path, they carry nosniff only (a CSP or frame policy means nothing there, and costs
  // ~1 KB a call), and answer any origin without credentials.
  // Per kind of path, the headers every answer of it carries (the request id's place kept for
  // it), copied onto each reply at once (see presetHeaders); the request id, then CORS for an
  // allowed origin, are the only per-request values.
  const base = (security: Readonly<Record<string, string>>) => ({ ...security, 'x-request-id': '', vary: 'Origin' });
  const sdkTemplate = { ...base(SDK_HEADERS), 'access-control-allow-origin': '*', 'access-control-expose-headers': sdk.expose };
  const apiTemplate = base(apiHeaders);
  const pageTemplate = base(pageHeaders);
  app.addHook('onRequest', (req, reply, done) => {
    // the answer depends on Origin, whatever the origin (or none): Vary is in every template
    let c: CorsHeaders;
    if (isSdkPath(req.url)) {
      presetHeaders(reply, sdkTemplate, req.id);
      c = sdk;
    } else {
      presetHeaders(reply, isApiPath(req.url) ? apiTemplate : pageTemplate, req.id);
      // management API: allowed origins only, echoed; any other origin (or none) gets no CORS headers and no preflight
      const origin = req.headers.origin;
      if (origin === undefined || !allowed.has(origin)) return done();
      c = management;
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-expose-headers', c.expose);
    }
    if (req.raw.method !== 'OPTIONS') return done();
    // a strict preflight names its origin and method (the SDK routes answer any OPTIONS)
    if (c.strict && !req.headers['access-control-request-method']) {
      void reply.status(400).type('text/plain').send('Invalid Preflight Request');
      return;
    }
    void reply
      .header('access-control-allow-methods', c.methods)
      .header('access-control-allow-headers', c.allowHeaders)
      .header('access-control-max-age', c.maxAge)
      .code(204)
      .header('content-length', '0')
      .send();
  });
  // Lets OPTIONS reach the hook above on every path; a preflight the hook did not answer (an origin not allowed) is a 404.
  app.options('*', (_req, reply) => reply.callNotFound());

  // Routes that only read never run the limiter (added before the plugin, so its own onRoute hook sees this).
  app.addHook('onRoute', (r) => {
    if (!mayWrite(r) && r.config?.rateLimit === undefined) r.config = { ...r.config, rateLimit: false } as typeof r.config;
  });
  const callerKey = async (req: FastifyRequest): Promise<string> => {
    const userId = s.callerOf ? await s.callerOf(req) : null;
    return userId ? `user:${userId}` : `ip:${req.ip}`;
  };
  // Sign-in (per address) and /graphql requests (GraphQL queries are POSTs too: 5x the write
  // budget for a signed-in caller; an anonymous one only reads public fields: the sign-in budget).
  await app.register(rateLimit, {
    global: true,
    max: async (req) => {
      const b = budgetOf(req.method, req.routeOptions.url);
      if (b === 'signin') return s.RATE_LIMIT_SIGNIN_PER_MINUTE;
      // anonymous GraphQL reads public fields only (plans, invitation details): the sign-in budget
      return (await callerKey(req)).startsWith('user:') ? s.RATE_LIMIT_WRITES_PER_MINUTE * 5 : s.RATE_LIMIT_SIGNIN_PER_MINUTE;
    },
    timeWindow: 60_000,
    allowList: (req) => {
      const b = budgetOf(req.method, req.routeOptions.url);
      return b !== 'signin' && b !== 'graphql';
    },
    // Per verified caller, else per address: fake tokens cannot mint fresh buckets. The plugin asks
    // for the key before it consults allowList: an exempt request is not authenticated for it.
    keyGenerator: async (req) => {
      const b = budgetOf(req.method, req.routeOptions.url);
      if (b === 'signin') return `signin:ip:${req.ip}`;
      if (b === 'graphql') return `graphql:${await callerKey(req)}`;
      return 'exempt';
    },
    // Thrown by the plugin: the app's error handler turns status 429 into {error:{code:'RATE_LIMITED'}}.
    errorResponseBuilder: (_req, ctx) => rateLimited(Math.ceil(ctx.ttl / 1000)),
  });
  // REST writes here; GraphQL mutations spend the same budget in the GraphQL pre-check.
  // A route-level hook, on the routes that can write only: reads run no limiter code at all.
  const writeLimiter = new WriteLimiter(s.RATE_LIMIT_WRITES_PER_MINUTE);
  const writeLanes = new WriteLanes();
  const spendWrite = (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (budgetOf(req.method, req.routeOptions.url) !== 'write') return done();
    callerKey(req).then(async (key) => {
      const wait = writeLimiter.take(key, writeCost(req.headers['content-length']));
      if (wait > 0) {
        void reply.header('retry-after', String(wait));
        return done(rateLimited(wait));
      }
      if (!(await enterWriteLane(writeLanes, key, reply.raw))) {
        void reply.header('retry-after', '1');
        return done(rateLimited(1));
      }
      done();
    }, done);
  };
  app.addHook('onRoute', (r) => {
    if ([r.method].flat().some((m) => budgetOf(m, r.url) === 'write')) {
      r.onRequest = [...(r.onRequest === undefined ? [] : [r.onRequest].flat()), spendWrite] as typeof r.onRequest;
    }
  });
  return { writeLimiter, writeLanes };
}
