import { useQuery } from '@apollo/client/react';
import { useFragment } from '../../apollo/generated/fragment-masking';
import { MY_TOKENS, TOKENS_PAGE_TOKEN } from './documents';
import { tokenListState, useTokenActions } from './useTokens';

/** User menu → API tokens: the caller's personal tokens in every project, created in any of them. */
export function usePersonalTokensPage(projects: ReadonlyArray<{ id: string; name: string; role: string }>) {
  const q = useQuery(MY_TOKENS, { notifyOnNetworkStatusChange: true });
  const rows = useFragment(TOKENS_PAGE_TOKEN, q.data?.myApiTokens);
  return {
    ...tokenListState({ ...q, data: rows }),
    ...useTokenActions(),
    projects: projects.map((p) => ({ id: p.id, name: p.name, role: p.role })),
  };
}
