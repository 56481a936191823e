import { ApolloClient, HttpLink, InMemoryCache, ApolloLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ServerError, ServerParseError } from '@apollo/client/errors';
import { catchError, throwError } from 'rxjs';
import { MISSING_TOKEN } from '../auth/authContext';
import { connectivity, trackingFetch } from './connectivity';
import type { ConnectivityStore } from './connectivity';
import { ApiRequestError } from './errors';

/**
 * A non-OK HTTP answer that is not a GraphQL result becomes the spec's generic error
 * ("API request failed: {status} {statusText}", §8) instead of Apollo's own wording. GraphQL
 * errors (refusals with a code and the server's message) pass through unchanged.
 */
export const httpErrorLink = new ApolloLink((operation, forward) =>
  forward(operation).pipe(
    catchError((e: unknown) => {
      if (ServerError.is(e) || ServerParseError.is(e)) {
        let own: string | undefined;
        try {
          const body = JSON.parse(e.bodyText) as { error?: { message?: string }; errors?: Array<{ message?: string }> };
          own = body.error?.message ?? body.errors?.[0]?.message;
        } catch {
          /* not JSON */
        }
        const err = new ApiRequestError(e.statusCode, e.response.statusText);
        if (own) err.message = own;
        return throwError(() => err);
      }
      return throwError(() => e);
    }),
  ),
);

/** Apollo Client over /graphql, with the session token on every operation. */
export function createApolloClient(getToken: () => Promise<string | null>, store: ConnectivityStore = connectivity) {
  const auth = new SetContextLink(async (prev) => {
    const token = await getToken();
    return { headers: { ...(prev.headers as Record<string, string> | undefined), ...(token ? { authorization: `Bearer ${token}` } : {}) } };
  });
  return new ApolloClient({
    link: ApolloLink.from([httpErrorLink, auth, new HttpLink({ uri: '/graphql', fetch: trackingFetch(store) })]),
    cache: new InMemoryCache({
      typePolicies: {
        // Views are replaced whole by each query; no merging of lists.
        Project: { fields: { environments: { merge: false }, featureFlags: { merge: false }, overrides: { merge: false }, teamMembers: { merge: false } } },
        Query: { fields: { featureFlags: { merge: false }, overrides: { merge: false }, environments: { merge: false }, myProjects: { merge: false } } },
        // Per-environment records have no id of their own: they belong to their flag.
        Flag: { fields: { environmentValues: { merge: false } } },
      },
    }),
    defaultOptions: {
      // Spec §9: retry once, no refetch on focus (Apollo never refetches on focus).
      watchQuery: { fetchPolicy: 'cache-and-network' },
    },
  });
}

export { MISSING_TOKEN };
