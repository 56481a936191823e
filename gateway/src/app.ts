import { createServer } from 'node:http';
import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Fastify, { LogController } from 'fastify';
import type { FastifyBaseLogger, FastifyError, FastifyInstance } from 'fastify';
import type { Runtime } from './runtime';
import { keys } from '@flagstream/projections';
import type { Logger } from './http/logger';
import { requestLineLogger, withLazyChildren } from './http/logger';
import { measureLag, routeFamily } from './http/metrics';
import { ConfigService } from './publicConfig/configService';
import { createConfigHandler } from './publicConfig/configHandler';
import { isConfigPath } from './publicConfig/configRequest';
import { SseHub, sseFramesBuilt } from './publicConfig/sse';
import { registerOfrepRoutes } from './ofrep/ofrepRoutes';
import { createOfrepFastPath } from './ofrep/ofrepFastPath';
import type { OfrepFastPath } from './ofrep/ofrepFastPath';
import { registerFlagdRoutes } from './publicConfig/flagdRoutes';
import { H2cListener } from './http/h2c';
import { registerHealthRoutes } from './health/healthRoutes';
import { errorBody, toErrorResponse } from './http/errors';
import { createAuth, registerAuthRoutes, requireCaller } from './auth';
import { createServices } from './services';
import { startAutomation } from './webhooks/automation';
import type { Services } from './services';
import { registerRestRoutes } from './rest';
import { isQuietGraphQLRead, registerGraphQL } from './graphql';
import { SDK_CORS_WITHOUT_ORIGIN, SDK_HEADERS, registerSecurity } from './http/security';
import { DEFAULT_WEB_DIST, inlineScriptHashes, isAppNavigation, registerWebApp, resolveWebDist, sendIndex } from './web/webApp';
import { frameworkErrorHandler, registerJsonBodyParser } from './http/jsonBody';
import { clientErrorHandler, hostPresent } from './http/clientErrors';
import type { Authenticator, DevIdentityProvider } from './auth';
import { createPaymentProvider } from './payments/provider';
import { registerPaypalSimulator } from './payments/paypalSimulator';
import { startUsage } from './usage';
import type { Usage } from './usage';

const constantTimeEqual = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

const OFREP_SINGLE = /^\/ofrep\/v1\/evaluate\/flags\/([^/?]+)/;

/**
 * Which requests are logged at info: every failure (status 400 and up), and every request that
 * may change something (any method but GET, HEAD and OPTIONS: writes, GraphQL mutations). Successful reads
 * (health checks, scrapers, OpenFeature SDKs, dashboards polling REST reads and GraphQL queries) are logged at debug:
 * they are the bulk of the traffic and change nothing; the request metrics count every one.
 */
const loggedAtInfo = (method: string, status: number): boolean => status >= 400 || (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS');

export interface App {
  fastify: FastifyInstance;
  sse: SseHub;
  /** the h2c listener for the event streams (H2C_PORT), not yet listening; null when H2C_PORT is unset */
  h2c: H2cListener | null;
  /** verifies session bearer tokens (see auth/authenticator) */
  authenticator: Authenticator;
  /** the development identity provider, in dev auth mode only */
  devIdp: DevIdentityProvider | null;
  /** what REST routes and GraphQL resolvers call */
  services: Services;
  /** every route the framework serves (method and URL template), collected as they are added */
  routes: ReadonlyArray<RouteEntry>;
  /** how many OFREP evaluations were answered before the framework */
  ofrepFastPathServed(): number;
  /** usage counting of this gateway (issue 20) */
  usage: Usage;
  close(): Promise<void>;
}

export interface RouteEntry {
  method: string;
  url: string;
}

/**
 * The gateway's HTTP surface. The public config path is answered before the framework
 * (it is the hot path: stored bytes, no routing or hooks); everything else goes to fastify.
 */
export async function buildApp(
  rt: Runtime,
  log: Logger,
  clock: () => number = Date.now,
  auth?: { authenticator: Authenticator; devIdp: DevIdentityProvider | null },
): Promise<App> {
  const { authenticator, devIdp } = auth ?? (await createAuth(rt.settings, log));
  const configService = new ConfigService(rt.cache, clock);
  const sse = new SseHub(configService, rt.cache, rt.settings.SSE_HEARTBEAT_MS, clock);
  const metrics = rt.metrics;
  // usage counting (issue 20): in-memory counters on the hot paths, flushed to the shared store
  const usage = startUsage(rt, log, clock);
  const hot = createConfigHandler(configService, sse, metrics, usage.counters);

  // OFREP evaluations answered before the framework (set once the OFREP routes exist; see ofrep/ofrepFastPath.ts)
  let ofrepFast: OfrepFastPath | null = null;
  const fastify = Fastify({
    // req.log becomes a pino child only if something logs through it (most requests never do)
    loggerInstance: withLazyChildren(log) as unknown as FastifyBaseLogger,
    bodyLimit: 1_048_576,
    // a URL that does not decode or an over-long id: the API's error body, not fastify's
    frameworkErrors: frameworkErrorHandler,
    requestIdHeader: false,
    trustProxy: rt.settings.TRUST_PROXY,
    // Always ours: the request id becomes the correlation id of the events a request causes, and
    // the audit history must not carry ids a client chose (issue 15). It is sent back in x-request-id.
    genReqId: () => randomUUID(),
    // One line per request, written by the onResponse hook below (fastify's own writes two).
    logController: new LogController({ disableRequestLogging: true }),
    // malformed HTTP, oversized headers and a missing Host get the API's error body too
    clientErrorHandler,
    serverFactory: (handler) =>
      createServer({ keepAliveTimeout: 65_000, requireHostHeader: false }, (req: IncomingMessage, res: ServerResponse) => {
        // the config path reads its three header fields itself (Host among them: see readConfigHeaders)
        if (req.url && isConfigPath(req.url)) hot(req, res);
        else if (!hostPresent(req, res)) return;
        else if (ofrepFast && req.url?.startsWith('/ofrep/') && ofrepFast(req, res)) return;
        else handler(req, res);
      }),
  });

  // Collected before anything registers a route, so a route added anywhere later is listed
  // (the fuzz tests walk this list, and so cover new routes without being told).
  const routes: RouteEntry[] = [];
  fastify.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) routes.push({ method, url: r.url });
  });

  fastify.setErrorHandler((error: FastifyError, req, reply) => {
    const status = (error as { statusCode?: number }).statusCode;
    if (req.url.startsWith('/ofrep/')) {
      // OFREP clients read errorCode; a body that does not parse is PARSE_ERROR. A single-flag
      // failure must also name its flag (`key`), or OFREP clients reject the response.
      const single = OFREP_SINGLE.exec(req.url);
      let key: string | undefined;
      try {
        key = single ? decodeURIComponent(single[1]!) : undefined;
      } catch {
        key = single?.[1];
      }
      return reply.code(status && status < 500 ? 400 : 500).send({
        ...(key !== undefined ? { key } : {}),
        errorCode: status && status < 500 ? 'PARSE_ERROR' : 'GENERAL',
        errorDetails: status && status < 500 ? error.message : 'Internal error',
      });
    }
    if (status && status >= 400 && status < 500) {
      const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : status === 429 ? 'RATE_LIMITED' : 'VALIDATION_FAILED';
      return reply.code(status).send(errorBody(code, error.message));
    }
    const mapped = toErrorResponse(error);
    if (mapped.status >= 500) req.log.error({ err: error }, 'request failed');
    return reply.code(mapped.status).send(mapped.body);
  });

  const parseJson = registerJsonBodyParser(fastify);
  const webDist = resolveWebDist(rt.settings.WEB_DIST ?? DEFAULT_WEB_DIST);
  const { writeLimiter, writeLanes } = await registerSecurity(fastify, {
    ...rt.settings,
    production: rt.settings.NODE_ENV === 'production',
    scriptHashes: inlineScriptHashes(webDist),
    callerOf: (req) =>
      requireCaller(authenticator, req).then(
        (c) => c.userId,
        () => null,
      ),
  });
  // Metric children bound once per route, method and status: the hot path only looks them up
  // (nested maps of strings fastify and node already hold: no key is built per request) and increments.
  type Bound = { timer: { observe(v: number): void }; counters: Map<number, { inc(): void }> };
  const bound = new Map<string, Map<string, Bound>>();
  const observeRequest = (method: string, route: string, status: number, ms: number) => {
    let byMethod = bound.get(route);
    if (!byMethod) bound.set(route, (byMethod = new Map()));
    let b = byMethod.get(method);
    if (!b) byMethod.set(method, (b = { timer: metrics.latency.labels(routeFamily(route), route, method), counters: new Map() }));
    let counter = b.counters.get(status);
    if (!counter) b.counters.set(status, (counter = metrics.requests.labels(routeFamily(route), route, method, String(status))));
    counter.inc();
    b.timer.observe(ms / 1000);
  };
  // The one line per request (its fields chosen here: see requestLineLogger), with the request id.
  const lines = requestLineLogger(log);
  fastify.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
    observeRequest(req.method, route, status, ms);
    if (loggedAtInfo(req.method, status) && (status >= 400 || !isQuietGraphQLRead(req)))
      lines.info({ reqId: req.id, req, statusCode: status, responseTime: ms }, 'request completed');
    else if (lines.isLevelEnabled('debug')) lines.debug({ reqId: req.id, req, statusCode: status, responseTime: ms }, 'request completed');
    done();
  });
  fastify.get('/metrics', async (req, reply) => {
    if (rt.settings.METRICS_TOKEN && !constantTimeEqual(req.headers.authorization ?? '', `Bearer ${rt.settings.METRICS_TOKEN}`)) {
      return reply.code(401).send(errorBody('UNAUTHENTICATED', 'A metrics token is required'));
    }
    const [lag, quarantined] = await Promise.all([
      measureLag(rt.store, () => rt.read.checkpoint(), clock()),
      rt.read.members(keys.quarantined).catch(() => null),
    ]);
    if (lag) {
      metrics.projectionLag.set(lag.events);
      metrics.projectionLagSeconds.set(lag.seconds);
    }
    if (quarantined !== null) metrics.quarantinedProjects.set(quarantined.filter((s) => s.startsWith('project-')).length);
    metrics.sseClients.set(sse.size);
    metrics.sseFramesBuilt.reset();
    metrics.sseFramesBuilt.inc(sseFramesBuilt());
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });

  // After the security plugins, so the app's pages get their headers too.
  const webApp = await registerWebApp(fastify, webDist);
  fastify.setNotFoundHandler((req, reply) => {
    if (webApp && isAppNavigation(req)) return sendIndex(reply);
    return reply.code(404).send(errorBody('NOT_FOUND', `No route for ${req.method} ${req.url.split('?')[0]}`));
  });
  registerHealthRoutes(fastify, rt, clock);
  const ofrep = registerOfrepRoutes(fastify, rt.cache, clock, rt.settings, usage.counters);
  ofrepFast = createOfrepFastPath({
    engine: ofrep,
    parseJson,
    headers: SDK_HEADERS,
    corsHeaders: SDK_CORS_WITHOUT_ORIGIN,
    observe: observeRequest,
    logFailure: (req, route, status, ms, err) => {
      const logged = { method: req.method, url: req.url, host: req.headers.host, ip: req.socket.remoteAddress, socket: req.socket };
      if (status >= 500) log.error({ req: logged, statusCode: status, responseTime: ms, err }, 'OFREP request failed');
      else log.info({ req: logged, statusCode: status, responseTime: ms }, 'request completed');
    },
  });
  const flagdStreams = registerFlagdRoutes(fastify, rt.cache, rt.settings.SSE_HEARTBEAT_MS, usage.counters);
  const h2c =
    rt.settings.H2C_PORT === undefined
      ? null
      : new H2cListener({
          maxSessions: rt.settings.H2C_MAX_SESSIONS,
          maxStreamsPerSession: rt.settings.H2C_MAX_STREAMS_PER_SESSION,
          config: sse,
          flagd: flagdStreams,
          metrics,
          log,
        });
  usage.registerImpressions(fastify);
  registerAuthRoutes(fastify, authenticator, devIdp, rt.settings);
  // Payments: PayPal with credentials, else the built-in simulator (called at this gateway's own listening address).
  const payments = createPaymentProvider(rt.settings, () => fastify.server.address());
  if (payments.simulator) await registerPaypalSimulator(fastify, payments.simulator);
  if (payments.mode === 'simulator' && rt.settings.NODE_ENV === 'production')
    log.warn('PAYPAL_SIMULATOR=1: payments use the built-in PayPal simulator in production; plans can be bought without paying');
  if (payments.mode === 'disabled') log.warn('payments are disabled: set PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET');
  // Automation (issue 19): its store lives as long as the app; API tokens are resolved by the tokens service.
  const automation = await startAutomation(rt.settings, rt.store, log, clock);
  const services = createServices(rt, clock, { payments, log, automation: automation.store, webhookWorker: automation.worker, usageStore: usage.store });
  authenticator.useApiTokens?.(services.tokens);
  registerRestRoutes({ app: fastify, services, authenticator });
  await registerGraphQL(fastify, { services, authenticator, settings: rt.settings, writeLimiter, writeLanes });
  await fastify.ready();

  return {
    fastify,
    sse,
    h2c,
    authenticator,
    devIdp,
    services,
    routes,
    ofrepFastPathServed: () => ofrepFast?.served ?? 0,
    usage,
    async close() {
      sse.close();
      await h2c?.close();
      await fastify.close();
      await automation.close();
      await usage.close();
    },
  };
}
