export { registerGraphQL, introspectionEnabled, isQuietGraphQLRead, GRAPHQL_PATH } from './plugin';
export type { GraphQLDeps } from './plugin';
export { buildSchema, loadTypeDefs, SCHEMA_DIR } from './schema';
export { requireCaller, createGraphQLContext } from './context';
export type { GraphQLContext } from './context';
export {
  DEFAULT_DOCUMENT_LIMITS,
  DEFAULT_LIMITS,
  DocumentGate,
  LIMIT_CODES,
  measureOperation,
  operationViolations,
  queryLimitsRule,
  unknownField,
} from './limits';
export type { DocumentLimits, PrecheckResult, QueryLimits } from './limits';
export { createFormatError } from './errors';
