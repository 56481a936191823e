export { registerGraphQL, introspectionEnabled, GRAPHQL_PATH } from './plugin';
export type { GraphQLDeps } from './plugin';
export { buildSchema, loadTypeDefs, SCHEMA_DIR } from './schema';
export { requireCaller, createGraphQLContext } from './context';
export type { GraphQLContext } from './context';
export { DEFAULT_LIMITS, LIMIT_CODES, measureOperation, queryLimitsRule } from './limits';
export type { QueryLimits } from './limits';
export { createFormatError } from './errors';
