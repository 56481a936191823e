import { ApolloClient, HttpLink, InMemoryCache, ApolloLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { MISSING_TOKEN } from '../auth/authContext';

/** Apollo Client over /graphql, with the session token on every operation. */
export function createApolloClient(getToken: () => Promise<string | null>) {
  const auth = new SetContextLink(async (prev) => {
    const token = await getToken();
    return { headers: { ...(prev.headers as Record<string, string> | undefined), ...(token ? { authorization: `Bearer ${token}` } : {}) } };
  });
  return new ApolloClient({
    link: ApolloLink.from([auth, new HttpLink({ uri: '/graphql' })]),
    cache: new InMemoryCache({
      typePolicies: {
        // Views are replaced whole by each query; no merging of lists.
        Project: { fields: { environments: { merge: false }, feature_flags: { merge: false }, overrides: { merge: false }, team_members: { merge: false } } },
        Query: { fields: { featureFlags: { merge: false }, overrides: { merge: false }, environments: { merge: false }, myProjects: { merge: false } } },
      },
    }),
    defaultOptions: {
      // Spec §9: retry once, no refetch on focus (Apollo never refetches on focus).
      watchQuery: { fetchPolicy: 'cache-and-network' },
    },
  });
}

export { MISSING_TOKEN };
