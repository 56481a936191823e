import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import type { ErrorLike } from '@apollo/client';
import { MY_PROJECTS } from '../apollo/documents/projects';
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

export const CURRENT_PROJECT_KEY = 'flagstream.currentProject';
const CURRENT_KEY = CURRENT_PROJECT_KEY;

const ProjectsContext = createContext<ProjectsState | null>(null);

export function useProjects(): ProjectsState {
  const s = useContext(ProjectsContext);
  if (!s) throw new Error('useProjects outside ProjectsProvider');
  return s;
}

/**
 * The caller's projects and the current one (spec §4): the first becomes current when none is
 * set; a current project missing from the list is replaced by the first; an empty list clears it.
 */
export function ProjectsProvider({ children }: { children: ReactNode }) {
  const { data, loading, error, refetch } = useQuery(MY_PROJECTS, { notifyOnNetworkStatusChange: true });
  const [currentId, setCurrentIdState] = useState<string | null>(() => localStorage.getItem(CURRENT_KEY));

  const setCurrentId = useCallback((id: string | null) => {
    if (id) localStorage.setItem(CURRENT_KEY, id);
    else localStorage.removeItem(CURRENT_KEY);
    setCurrentIdState(id);
  }, []);

  const projects = useMemo(() => data?.myProjects ?? [], [data]);
  useEffect(() => {
    if (!data) return;
    if (projects.length === 0) {
      if (currentId !== null) setCurrentId(null);
    } else if (!currentId || !projects.some((p) => p.id === currentId)) {
      setCurrentId(projects[0]!.id);
    }
  }, [data, projects, currentId, setCurrentId]);

  const current = projects.find((p) => p.id === currentId) ?? null;
  const value = useMemo<ProjectsState>(
    () => ({
      projects,
      loading: loading && !data,
      error,
      current,
      setCurrentId,
      refetch,
      projectLoaded: data !== undefined,
    }),
    [projects, loading, data, error, current, setCurrentId, refetch],
  );
  return <ProjectsContext.Provider value={value}>{children}</ProjectsContext.Provider>;
}
