import { useQuery } from '@apollo/client/react';
import { useFragment } from '../../apollo/generated/fragment-masking';
import { PROJECT_TOKENS, TOKENS_PAGE_TOKEN } from './documents';
import { tokenListState, useTokenActions } from './useTokens';
import type { TokenRow } from './useTokens';

/** What the Project Tools → API Tokens screen needs of the current project and the caller. */
export interface TokensProject {
  id: string;
  name: string;
  role: string;
  permissions: { canManageProject: boolean };
}

/**
 * Project Tools → API Tokens: the project's tokens the caller may see; those who manage the project
 * may create service tokens and revoke any token, others only their own personal ones.
 */
export function useProjectTokensPage(project: TokensProject | null, userId: string | undefined) {
  const q = useQuery(PROJECT_TOKENS, { variables: { projectId: project?.id ?? '' }, skip: !project, notifyOnNetworkStatusChange: true });
  const rows = useFragment(TOKENS_PAGE_TOKEN, q.data?.apiTokens);
  const manages = Boolean(project?.permissions.canManageProject);
  return {
    ...tokenListState({ ...q, data: rows }),
    ...useTokenActions(),
    manages,
    canRevoke: (t: TokenRow) => manages || (t.kind === 'personal' && t.createdBy.id === userId),
    projects: project ? [{ id: project.id, name: project.name, role: project.role }] : [],
  };
}
