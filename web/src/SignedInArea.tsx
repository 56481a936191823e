import { useCallback, useMemo, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { ApolloProvider } from '@apollo/client/react';
import { useAuth } from './auth/authContext';
import { createApolloClient } from './apollo/client';
import { ProjectsProvider } from './state/ProjectsProvider';
import { SessionBootstrap } from './state/SessionBootstrap';
import { FullScreenLoader } from './components/FullScreenLoader';

/** Signed-in area: Apollo, then the once-per-sign-in bootstrap, then projects, then the shell. */
export default function SignedInArea() {
  const { getToken } = useAuth();
  const client = useMemo(() => createApolloClient(getToken), [getToken]);
  const [ready, setReady] = useState(false);
  const onReady = useCallback(() => setReady(true), []);
  return (
    <ApolloProvider client={client}>
      <SessionBootstrap onReady={onReady}>
        {ready ? (
          <ProjectsProvider>
            <Outlet />
          </ProjectsProvider>
        ) : (
          <FullScreenLoader label="Loading your workspace..." />
        )}
      </SessionBootstrap>
    </ApolloProvider>
  );
}
