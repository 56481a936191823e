import { ApolloServer } from '@apollo/server';
import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { fastifyApolloDrainPlugin, fastifyApolloHandler } from '@as-integrations/fastify';
import type { FastifyInstance } from 'fastify';
import type { Authenticator } from '../auth';
import type { Settings } from '../config/env';
import type { Services } from '../services';
import type { GraphQLContext } from './context';
import { createGraphQLContext } from './context';
import { createFormatError } from './errors';
import type { QueryLimits } from './limits';
import { DEFAULT_LIMITS, queryLimitsRule, supportedOperationsRule } from './limits';
import { buildSchema } from './schema';

export const GRAPHQL_PATH = '/graphql';

export interface GraphQLDeps {
  services: Services;
  authenticator: Authenticator;
  settings: Pick<Settings, 'NODE_ENV' | 'GRAPHQL_INTROSPECTION'>;
  limits?: QueryLimits;
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
  const apollo = new ApolloServer<GraphQLContext>({
    schema: buildSchema(),
    introspection,
    // without introspection, no "Did you mean ...?" hints either
    hideSchemaDetailsFromClientErrors: !introspection,
    // Apollo runs these after the standard rules pass (maxRecursiveSelections is set)
    validationRules: [queryLimitsRule(deps.limits ?? DEFAULT_LIMITS), supportedOperationsRule],
    maxRecursiveSelections: true,
    parseOptions: { maxTokens: 20_000 },
    allowBatchedHttpRequests: false,
    csrfPrevention: true,
    persistedQueries: false,
    includeStacktraceInErrorResponses: false,
    formatError: createFormatError(app.log),
    stopOnTerminationSignals: false,
    nodeEnv: deps.settings.NODE_ENV,
    logger: app.log,
    plugins: [drainUnlessFastifyClosing(app, () => closing), ApolloServerPluginLandingPageDisabled()],
  });
  await apollo.start();
  app.addHook('onClose', async () => {
    closing = true;
    await apollo.stop();
  });
  app.route({
    method: ['GET', 'POST'],
    url: GRAPHQL_PATH,
    handler: fastifyApolloHandler<GraphQLContext>(apollo, { context: createGraphQLContext(deps.services, deps.authenticator) }),
  });
  return apollo;
}
