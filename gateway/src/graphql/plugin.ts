import { ApolloServer } from '@apollo/server';
import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { fastifyApolloDrainPlugin, fastifyApolloHandler } from '@as-integrations/fastify';
import type { FastifyInstance } from 'fastify';
import type { Authenticator } from '../auth';
import type { Settings } from '../config/env';
import type { Services } from '../services';
import type { GraphQLContext } from './context';
import { createGraphQLContext } from './context';
import { createFormatError } from './errors';
import type { DocumentLimits, QueryLimits } from './limits';
import { DEFAULT_DOCUMENT_LIMITS, DEFAULT_LIMITS, DocumentGate, queryLimitsRule, supportedOperationsRule } from './limits';
import type { WriteLanes, WriteLimiter } from '../http/security';
import { enterWriteLane, rateLimited, writeCost } from '../http/security';
import { requireCaller as callerOfRequest } from '../auth';
import type { FastifyRequest } from 'fastify';
import { CallerConcurrency, GRAPHQL_IN_FLIGHT_PER_CALLER, GRAPHQL_MAX_CHARGE_MS, graphqlTimeBudget } from '../services/heavyReads';
import type { TimeBudget } from '../services/heavyReads';
import { buildSchema } from './schema';
import { compressJsonReply } from '../http/compressReply';
import { executingGateway } from './executor';

export const GRAPHQL_PATH = '/graphql';

/**
 * GraphQL requests that only read and answered without an error: the request line logs them at
 * debug like any successful read (a query changes nothing; mutations and failures stay at info).
 */
const quietReads = new WeakSet<FastifyRequest>();
export const isQuietGraphQLRead = (req: FastifyRequest): boolean => quietReads.has(req);

export interface GraphQLDeps {
  services: Services;
  authenticator: Authenticator;
  settings: Pick<Settings, 'NODE_ENV' | 'GRAPHQL_INTROSPECTION'> & Partial<Pick<Settings, 'RATE_LIMIT_WRITES_PER_MINUTE'>>;
  limits?: QueryLimits;
  documentLimits?: DocumentLimits;
  /** the write budget REST writes spend: each mutation spends it too */
  writeLimiter?: WriteLimiter;
  /** one write at a time per caller, REST and mutations alike */
  writeLanes?: WriteLanes;
  /** gateway time per caller for queries (default: from RATE_LIMIT_WRITES_PER_MINUTE, see graphqlTimeBudget) */
  readBudget?: TimeBudget;
}

/** Introspection: on outside production, off in production; GRAPHQL_INTROSPECTION=1/0 decides either way. */
export function introspectionEnabled(s: Pick<Settings, 'NODE_ENV' | 'GRAPHQL_INTROSPECTION'>): boolean {
  if (s.GRAPHQL_INTROSPECTION !== undefined) return s.GRAPHQL_INTROSPECTION === '1';
  return s.NODE_ENV !== 'production';
}

/**
 * Apollo's fastify drain plugin closes fastify when Apollo stops. Here fastify's own close
 * stops Apollo (onClose), so draining again from there would wait on the close in progress:
 * drain only when Apollo is stopped on its own.
 */
function drainUnlessFastifyClosing(app: FastifyInstance, closing: () => boolean): ApolloServerPlugin<GraphQLContext> {
  const drain = fastifyApolloDrainPlugin<GraphQLContext>(app);
  return {
    async serverWillStart(ctx) {
      const listener = await drain.serverWillStart?.(ctx);
      return {
        async drainServer() {
          if (!closing()) await listener?.drainServer?.();
        },
      };
    },
  };
}

/**
 * GraphQL at /graphql (GET and POST) over the same services as REST: Apollo Server with the
 * query limits (depth, fields, aliases), no batching, CSRF prevention, introspection per
 * settings, errors mapped like REST. Call before `fastify.ready()`; closing fastify stops Apollo.
 */
export async function registerGraphQL(app: FastifyInstance, deps: GraphQLDeps): Promise<ApolloServer<GraphQLContext>> {
  const introspection = introspectionEnabled(deps.settings);
  let closing = false;
  const schema = buildSchema();
  const baseContext = createGraphQLContext(deps.services, deps.authenticator);
  // Apollo hands plugins a shallow copy of the context: the request travels in it under a symbol
  const REQUEST = Symbol('request');
  type WithRequest = GraphQLContext & { [REQUEST]?: FastifyRequest };
  // an answer with errors is no quiet read: its request line stays at info
  const errorsAreLogged: ApolloServerPlugin<GraphQLContext> = {
    async requestDidStart() {
      return {
        async didEncounterErrors({ contextValue }) {
          const req = (contextValue as WithRequest)[REQUEST];
          if (req) quietReads.delete(req);
        },
      };
    },
  };
  const apollo = new ApolloServer<GraphQLContext>({
    // The schema, executed by graphql-js and, for queries sent again and again, by their compiled form (see executor.ts).
    gateway: executingGateway(schema),
    introspection,
    // without introspection, no "Did you mean ...?" hints either
    hideSchemaDetailsFromClientErrors: !introspection,
    // Apollo runs these after the standard rules pass (maxRecursiveSelections is set)
    validationRules: [queryLimitsRule(deps.limits ?? DEFAULT_LIMITS), supportedOperationsRule],
    maxRecursiveSelections: true,
    parseOptions: { maxTokens: (deps.documentLimits ?? DEFAULT_DOCUMENT_LIMITS).maxTokens },
    allowBatchedHttpRequests: false,
    csrfPrevention: true,
    persistedQueries: false,
    includeStacktraceInErrorResponses: false,
    formatError: createFormatError(app.log),
    stopOnTerminationSignals: false,
    nodeEnv: deps.settings.NODE_ENV,
    logger: app.log,
    // Cache-control hints are not used (every answer is private and no-store), and the plugin wraps every field resolver.
    plugins: [
      drainUnlessFastifyClosing(app, () => closing),
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      errorsAreLogged,
    ],
    // Compact JSON: Apollo's default indents every response (bigger and slower for the same data).
    stringifyResult: (result) => JSON.stringify(result),
  });
  await apollo.start();
  app.addHook('onClose', async () => {
    closing = true;
    await apollo.stop();
  });
  const gate = new DocumentGate({ ...(deps.limits ?? DEFAULT_LIMITS), ...(deps.documentLimits ?? DEFAULT_DOCUMENT_LIMITS) }, 500, schema);
  // Queries spend gateway time, not a count (issue 15): see TimeBudget. Mutations spend the write budget.
  const readBudget = deps.readBudget ?? graphqlTimeBudget(deps.settings.RATE_LIMIT_WRITES_PER_MINUTE ?? 600);
  const inFlight = new CallerConcurrency(GRAPHQL_IN_FLIGHT_PER_CALLER, 'GraphQL requests');
  const metered = new WeakMap<FastifyRequest, { key: string; t0: number; release: () => void }>();
  const settle = (req: FastifyRequest) => {
    const m = metered.get(req);
    if (!m) return;
    metered.delete(req);
    m.release();
    readBudget.charge(m.key, Math.min(GRAPHQL_MAX_CHARGE_MS, performance.now() - m.t0));
  };
  const callerKey = (req: FastifyRequest): Promise<string> =>
    callerOfRequest(deps.authenticator, req).then(
      (c) => `user:${c.userId}`,
      () => `ip:${req.ip}`,
    );
  app.route({
    method: ['GET', 'POST'],
    url: GRAPHQL_PATH,
    // Before Apollo parses and validates: hostile documents are refused for the price of a
    // bounded parse, and a mutation spends the same write budget as a REST write.
    preValidation: async (req, reply) => {
      // a query's time counts from here: the gate's parse and measure are part of its cost
      const t0 = performance.now();
      const source = (req.method === 'GET' ? req.query : req.body) as { query?: unknown; operationName?: unknown } | undefined;
      const verdict = gate.check(source?.query, source?.operationName);
      if (!verdict.ok) {
        return reply
          .code(verdict.status)
          .header('cache-control', 'no-store')
          .type('application/json; charset=utf-8')
          .send(JSON.stringify({ errors: [{ message: verdict.message, extensions: { code: verdict.code, status: verdict.status } }] }));
      }
      if (verdict.operation !== 'mutation') {
        const key = await callerKey(req);
        const wait = readBudget.admit(key);
        if (wait > 0) {
          void reply.header('retry-after', String(wait));
          throw rateLimited(wait);
        }
        const release = inFlight.acquire(key);
        metered.set(req, { key, t0, release });
        if (verdict.operation === 'query') quietReads.add(req);
      } else if (deps.writeLimiter) {
        const key = await callerKey(req);
        const wait = deps.writeLimiter.take(key, writeCost(req.headers['content-length']));
        if (wait > 0) {
          void reply.header('retry-after', String(wait));
          throw rateLimited(wait);
        }
        // given back when the response closes (enterWriteLane)
        if (deps.writeLanes && !(await enterWriteLane(deps.writeLanes, key, reply.raw))) {
          void reply.header('retry-after', '1');
          throw rateLimited(1);
        }
      }
      return undefined;
    },
    handler: fastifyApolloHandler<GraphQLContext>(apollo, {
      context: async (req): Promise<WithRequest> => ({ ...(await baseContext(req)), [REQUEST]: req }),
    }),
    onSend: compressJsonReply,
    onResponse: (req, _reply, done) => {
      settle(req);
      done();
    },
    onRequestAbort: (req, done) => {
      settle(req);
      done();
    },
  });
  return apollo;
}
