import { createContext, useCallback, useContext, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import type { ErrorLike } from '@apollo/client';
import { MY_PROJECTS } from '../apollo/documents/projects';
import { CURRENT_PROJECT_KEY, asked, queryListEarly, useEarlyFetchPolicy } from '../apollo/earlyQueries';
import type { MyProjectsQuery } from '../apollo/generated/graphql';

export type ProjectData = MyProjectsQuery['myProjects'][number];

interface ProjectsState {
  projects: ProjectData[];
  loading: boolean;
  error: ErrorLike | undefined;
  current: ProjectData | null;
  setCurrentId: (id: string | null) => void;
  refetch: () => Promise<unknown>;
  /**
   * true once the project list has been read from the API (issue 17: the welcome dialog opens
   * as soon as an empty list is known, and never when the list could not be read).
   */
  projectLoaded: boolean;
}

export { CURRENT_PROJECT_KEY };
const CURRENT_KEY = CURRENT_PROJECT_KEY;

/** The current project: the chosen one while it is in the list, else the list's first (spec §4). */
const currentOf = <P extends { id: string }>(projects: readonly P[], chosenId: string | null): P | null =>
  projects.find((p) => p.id === chosenId) ?? projects[0] ?? null;

// The list is the first thing every signed-in screen needs: asked for as soon as the client exists.
queryListEarly((client) => asked(MY_PROJECTS, {}, client.query({ query: MY_PROJECTS })));

const ProjectsContext = createContext<ProjectsState | null>(null);

export function useProjects(): ProjectsState {
  const s = useContext(ProjectsContext);
  if (!s) throw new Error('useProjects outside ProjectsProvider');
  return s;
}

/** Where the once-per-sign-in bootstrap (SessionBootstrap) stands, as the project list needs it. */
export interface SessionState {
  ready: boolean;
  /** the bootstrap may have changed the caller's projects: a new user, an invitation accepted */
  projectsChanged: boolean;
}

/**
 * The caller's projects and the current one (spec §4): the first becomes current when none is
 * set; a current project missing from the list is replaced by the first; an empty list clears it.
 *
 * The list is asked for at once, beside the session bootstrap rather than after it: waiting for
 * user info and the invitation calls held every screen's own query three requests back (issue 18,
 * Lighthouse). When the bootstrap changed what the caller belongs to, the list is read again, and
 * only then counts as loaded, so the result is the spec's order (invitations accepted, then the
 * projects read) and the first-run dialog never opens on a list that is about to change.
 */
export function ProjectsProvider({ children, session }: { children: ReactNode; session: SessionState }) {
  // The shell and the screen re-render on the answer in a background pass that yields to input (issue 18).
  const { data, loading, error, refetch } = useDeferredValue(
    useQuery(MY_PROJECTS, { notifyOnNetworkStatusChange: true, ...useEarlyFetchPolicy(MY_PROJECTS, {}) }),
  );
  const [currentId, setCurrentIdState] = useState<string | null>(() => localStorage.getItem(CURRENT_KEY));
  const [settled, setSettled] = useState(false);
  const settling = useRef(false);

  const setCurrentId = useCallback((id: string | null) => {
    if (id) localStorage.setItem(CURRENT_KEY, id);
    else localStorage.removeItem(CURRENT_KEY);
    setCurrentIdState(id);
  }, []);

  useEffect(() => {
    if (!session.ready || settling.current) return;
    settling.current = true;
    if (!session.projectsChanged) {
      setSettled(true);
      return;
    }
    // A project just joined through an invitation link is the one to land in (SessionBootstrap stored it).
    setCurrentIdState(localStorage.getItem(CURRENT_KEY));
    void refetch()
      .catch(() => undefined)
      .finally(() => setSettled(true));
  }, [session.ready, session.projectsChanged, refetch]);

  const projects = useMemo(() => data?.myProjects ?? [], [data]);
  useEffect(() => {
    if (!data || !settled || loading) return;
    if (projects.length === 0) {
      if (currentId !== null) setCurrentId(null);
    } else if (!currentId || !projects.some((p) => p.id === currentId)) {
      setCurrentId(projects[0]!.id);
    }
  }, [data, settled, loading, projects, currentId, setCurrentId]);

  // The first project stands in until the rule above has stored a choice: a screen starts its query with the list.
  const current = currentOf(projects, currentId);
  const value = useMemo<ProjectsState>(
    () => ({
      projects,
      loading: (loading && !data) || (!settled && projects.length === 0),
      // Before the bootstrap settles, a failure may be a user not yet initialised: it counts once settled.
      error: settled ? error : undefined,
      current,
      setCurrentId,
      refetch,
      projectLoaded: data !== undefined && settled,
    }),
    [projects, loading, data, settled, error, current, setCurrentId, refetch],
  );
  return <ProjectsContext.Provider value={value}>{children}</ProjectsContext.Provider>;
}
