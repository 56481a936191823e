import { useCallback, useMemo, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { ApolloProvider } from '@apollo/client/react';
import { useAuth } from './auth/authContext';
import { createApolloClient } from './apollo/client';
import { startEarlyQueries } from './apollo/earlyQueries';
import { ProjectsProvider } from './state/ProjectsProvider';
import type { SessionState } from './state/ProjectsProvider';
import { SessionBootstrap } from './state/SessionBootstrap';

/**
 * Signed-in area: Apollo, the once-per-sign-in bootstrap, projects, the shell. Nothing waits
 * behind a full-screen loader: the shell and the screen render at once, and the project list is
 * read beside the bootstrap (issue 18: that chain held the first paint and every screen's query).
 */
export default function SignedInArea() {
  const { getToken } = useAuth();
  const client = useMemo(() => startEarlyQueries(createApolloClient(getToken)), [getToken]);
  const [session, setSession] = useState<SessionState>({ ready: false, projectsChanged: false });
  const onReady = useCallback((projectsChanged: boolean) => setSession({ ready: true, projectsChanged }), []);
  return (
    <ApolloProvider client={client}>
      <SessionBootstrap onReady={onReady}>
        <ProjectsProvider session={session}>
          <Outlet />
        </ProjectsProvider>
      </SessionBootstrap>
    </ApolloProvider>
  );
}
