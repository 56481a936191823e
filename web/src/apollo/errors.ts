import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';

/** The spec's generic client error text (§8) for an answer that is not OK. */
export const apiRequestFailed = (status: number, statusText: string): string => `API request failed: ${status} ${statusText}`.trim();

export const UNREACHABLE_MESSAGE = 'Cannot reach Flagstream. Check your connection and try again; nothing was saved.';

/** An error the app raises in place of a transport-level one, with the spec's text. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    statusText: string,
  ) {
    super(apiRequestFailed(status, statusText));
    this.name = 'ApiRequestError';
  }
}

const statusTextOf = (status: number): string =>
  (
    ({
      400: 'Bad Request',
      401: 'Unauthorized',
      403: 'Forbidden',
      404: 'Not Found',
      408: 'Request Timeout',
      409: 'Conflict',
      413: 'Payload Too Large',
      429: 'Too Many Requests',
      500: 'Internal Server Error',
      502: 'Bad Gateway',
      503: 'Service Unavailable',
      504: 'Gateway Timeout',
    }) as Record<number, string>
  )[status] ?? '';

/** The message people read for a failed request: the server's own words when it gave some. */
export function describeError(e: unknown): string {
  if (CombinedGraphQLErrors.is(e))
    return (
      e.errors
        .map((x) => x.message)
        .filter(Boolean)
        .join('; ') || 'The request was refused'
    );
  if (e instanceof ApiRequestError) return e.message;
  if (ServerError.is(e)) {
    // A JSON error body of the gateway ({error:{message}} or {errors:[{message}]}) says more than the status.
    try {
      const body = JSON.parse(e.bodyText) as { error?: { message?: string }; errors?: Array<{ message?: string }> };
      const m = body.error?.message ?? body.errors?.[0]?.message;
      if (m) return m;
    } catch {
      /* not JSON */
    }
    return apiRequestFailed(e.statusCode, e.response.statusText || statusTextOf(e.statusCode));
  }
  if (ServerParseError.is(e)) return apiRequestFailed(e.statusCode, e.response.statusText || statusTextOf(e.statusCode));
  if (e instanceof TypeError || (e instanceof Error && /fetch|network/i.test(e.message))) return UNREACHABLE_MESSAGE;
  if (e instanceof Error && e.message) return e.message;
  return 'Something went wrong';
}

/** The stable DomainError code of a GraphQL error, when there is one. */
export function errorCode(e: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(e)) return (e.errors[0]?.extensions as { code?: string } | undefined)?.code;
  return (e as { errors?: Array<{ extensions?: { code?: string } }> } | null)?.errors?.[0]?.extensions?.code;
}

export function errorDetails<T = Record<string, unknown>>(e: unknown): T | undefined {
  if (CombinedGraphQLErrors.is(e)) return (e.errors[0]?.extensions as { details?: T } | undefined)?.details;
  return undefined;
}

/** Did the request fail without reaching the API (no network, or the gateway down)? */
export function isUnreachable(e: unknown): boolean {
  if (CombinedGraphQLErrors.is(e)) return false;
  if (ServerError.is(e) || ServerParseError.is(e)) return [502, 503, 504].includes(e.statusCode);
  return e instanceof TypeError || (e instanceof Error && /failed to fetch|networkerror|load failed/i.test(e.message));
}
