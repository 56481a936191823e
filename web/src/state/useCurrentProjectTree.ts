import { useCallback, useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import type { ErrorLike } from '@apollo/client';
import { PROJECT_TREE } from '../apollo/documents/projects';
import type { ProjectTreeQuery } from '../apollo/generated/graphql';
import { useProjects } from './ProjectsProvider';
import type { ProjectData } from './ProjectsProvider';

/** The tree of one project: its team, environments (with their values), flags and overrides. */
export type ProjectTree = ProjectTreeQuery['project'];
/** The current project as the shell lists it, with its tree. */
export type CurrentProject = ProjectData & ProjectTree;

export interface CurrentProjectTreeState {
  /** null while there is no current project, or its tree is not read yet (or could not be) */
  project: CurrentProject | null;
  loading: boolean;
  error: ErrorLike | undefined;
  /** reads the tree and the shell's list again (after a change the answer does not carry) */
  refetch: () => Promise<unknown>;
}

/**
 * The current project's tree, read for that project only: the shell's list (MyProjects) carries
 * no project's environments, flags, overrides or team (issues 18 and 21). Cache updates after a
 * create or delete go to the same `Project` cache entry (state/projectCache.ts), so they show here
 * without a refetch.
 */
export function useCurrentProjectTree(): CurrentProjectTreeState {
  const { current, loading: projectsLoading, refetch: refetchProjects } = useProjects();
  const id = current?.id ?? '';
  const q = useQuery(PROJECT_TREE, { variables: { id }, skip: !current });
  // another project's tree (the one just left) never stands in for the current one
  const tree = q.data?.project.id === id ? q.data.project : undefined;
  const project = useMemo(() => (current && tree ? { ...current, ...tree } : null), [current, tree]);
  const { refetch: refetchTree } = q;
  const refetch = useCallback(() => Promise.all([id ? refetchTree() : undefined, refetchProjects()]), [id, refetchTree, refetchProjects]);
  return {
    project,
    loading: projectsLoading || (current !== null && !tree && !q.error),
    error: tree ? undefined : q.error,
    refetch,
  };
}
