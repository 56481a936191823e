import { useMutation, useQuery } from '@apollo/client/react';
import type { ApiTokenKind, ApiTokenScope, ProjectTokensQuery } from '../../apollo/generated/graphql';
import { CREATE_TOKEN, MY_TOKENS, PROJECT_TOKENS, REVOKE_TOKEN } from './documents';

export type TokenRow = ProjectTokensQuery['apiTokens'][number];

export interface NewToken {
  projectId: string;
  name: string;
  kind: ApiTokenKind;
  scope: ApiTokenScope;
  expiresInDays: number | null;
}

/** What both token screens do: create (the answer carries the token once) and revoke. */
function useTokenActions(refetch: () => Promise<unknown>) {
  const [create, createState] = useMutation(CREATE_TOKEN);
  const [revoke, revokeState] = useMutation(REVOKE_TOKEN);
  return {
    creating: createState.loading,
    revoking: revokeState.loading,
    async create(t: NewToken): Promise<{ token: string; name: string }> {
      const r = await create({ variables: { projectId: t.projectId, input: { name: t.name, kind: t.kind, scope: t.scope, expiresInDays: t.expiresInDays } } });
      await refetch();
      return { token: r.data!.createApiToken.token, name: r.data!.createApiToken.apiToken.name };
    },
    async revoke(id: string): Promise<void> {
      await revoke({ variables: { id } });
      await refetch();
    },
  };
}

/** Project Tools → API Tokens: the project's tokens the caller may see. */
export function useProjectTokens(projectId: string | undefined) {
  const q = useQuery(PROJECT_TOKENS, { variables: { projectId: projectId ?? '' }, skip: !projectId, notifyOnNetworkStatusChange: true });
  return { tokens: q.data?.apiTokens ?? [], loading: q.loading && !q.data, error: q.error, refetch: q.refetch, ...useTokenActions(q.refetch) };
}

/** User menu → API tokens: the caller's personal tokens, every project. */
export function usePersonalTokens() {
  const q = useQuery(MY_TOKENS, { notifyOnNetworkStatusChange: true });
  return {
    tokens: (q.data?.myApiTokens ?? []) as TokenRow[],
    loading: q.loading && !q.data,
    error: q.error,
    refetch: q.refetch,
    ...useTokenActions(q.refetch),
  };
}
