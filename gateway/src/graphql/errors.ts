import type { GraphQLFormattedError } from 'graphql';
import { GraphQLError } from 'graphql';
import { ApolloServerErrorCode, ApolloServerValidationErrorCode, unwrapResolverError } from '@apollo/server/errors';
import { toErrorResponse } from '../http/errors';
import { LIMIT_CODES, LIMIT_CODE_SET } from './limits';

/** Where unexpected resolver failures are reported (never to the client). */
export interface GraphQLErrorLog {
  error(obj: object, msg: string): void;
}

/** Request-level errors Apollo raises itself: the client's document or variables are wrong. */
const CLIENT_ERROR_CODES: ReadonlySet<string> = new Set([
  ApolloServerErrorCode.GRAPHQL_PARSE_FAILED,
  ApolloServerErrorCode.GRAPHQL_VALIDATION_FAILED,
  ApolloServerErrorCode.PERSISTED_QUERY_NOT_FOUND,
  ApolloServerErrorCode.PERSISTED_QUERY_NOT_SUPPORTED,
  ApolloServerErrorCode.OPERATION_RESOLUTION_FAILURE,
  ApolloServerErrorCode.BAD_REQUEST,
]);

const withoutStack = (f: GraphQLFormattedError, extensions: Record<string, unknown>, message = f.message): GraphQLFormattedError => ({
  message,
  ...(f.locations ? { locations: f.locations } : {}),
  ...(f.path ? { path: f.path } : {}),
  extensions,
});

/** graphql-js's message when a request's variables hold more bad values than it reports (values.js). */
const VARIABLE_ERROR_LIMIT = 'Too many errors processing variables';

/**
 * Apollo `formatError`: the same mapping as REST (`toErrorResponse`), so a DomainError reads
 * `extensions.code` = its domain code and `extensions.status` = the REST status. Query limit
 * violations keep their own codes; bad variables are VALIDATION_FAILED; anything unexpected is
 * INTERNAL_ERROR with a generic message (logged here, never sent with a stack trace).
 */
export function createFormatError(log?: GraphQLErrorLog) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    const code = formatted.extensions?.code;

    // Request-level errors (no path): the document or the variables are wrong.
    if (error instanceof GraphQLError && !error.path) {
      // Our validation rules (limits): Apollo re-labels them GRAPHQL_VALIDATION_FAILED.
      const inner = error.originalError instanceof GraphQLError ? error.originalError.extensions : undefined;
      const innerCode = inner?.code;
      if (typeof innerCode === 'string' && LIMIT_CODE_SET.has(innerCode)) return withoutStack(formatted, { code: innerCode, status: 400 });
      const validationCode = formatted.extensions?.validationErrorCode;
      if (validationCode === ApolloServerValidationErrorCode.INTROSPECTION_DISABLED) {
        return withoutStack(formatted, { code: 'INTROSPECTION_DISABLED', status: 400 }, 'Introspection is disabled on this server.');
      }
      if (validationCode === ApolloServerValidationErrorCode.MAX_RECURSIVE_SELECTIONS_EXCEEDED) {
        return withoutStack(formatted, { code: LIMIT_CODES.cost, status: 400 });
      }
      if (code === ApolloServerErrorCode.BAD_USER_INPUT) return withoutStack(formatted, { code: 'VALIDATION_FAILED', status: 400 });
      // graphql-js stops coercing variables after 50 bad values with this error of its own, which
      // Apollo does not label as the client's (a list variable of an enum full of unknown values).
      if (error.message.startsWith(VARIABLE_ERROR_LIMIT)) return withoutStack(formatted, { code: 'VALIDATION_FAILED', status: 400 });
      if (typeof code === 'string' && CLIENT_ERROR_CODES.has(code)) return withoutStack(formatted, { code, status: 400 });
    }

    // What resolver or service code threw (a GraphQLError only wraps it).
    const cause = original instanceof GraphQLError ? original.originalError : original;
    if (cause instanceof Error && !(cause instanceof GraphQLError)) {
      const { status, body } = toErrorResponse(cause);
      if (status >= 500) log?.error({ err: cause }, 'GraphQL resolver failed');
      return withoutStack(formatted, { code: body.error.code, status, ...(body.error.details ? { details: body.error.details } : {}) }, body.error.message);
    }

    // Anything else (e.g. a null in a non-null field): a bug on our side, not the client's.
    log?.error({ err: original }, 'GraphQL request failed');
    const { status, body } = toErrorResponse(original);
    return withoutStack(formatted, { code: body.error.code, status }, body.error.message);
  };
}
