import { createElement, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import type { ApolloCache, Reference } from '@apollo/client';
import { useSnackbar } from 'notistack';
import { useFragment as unmask } from '../../apollo/generated/fragment-masking';
import type { ApiTokenKind, ApiTokenScope, TokensPage_TokenFragment } from '../../apollo/generated/graphql';
import { ErrorToast } from '../environments/feedback';
import { CREATE_TOKEN, REVOKE_TOKEN, TOKENS_PAGE_TOKEN } from './documents';

export type TokenRow = TokensPage_TokenFragment;

export interface NewToken {
  projectId: string;
  name: string;
  kind: ApiTokenKind;
  scope: ApiTokenScope;
  expiresInDays: number | null;
}

/**
 * Where a new token goes in the lists already read, in the server's order: first in its project's
 * list (newest first), and in the caller's personal list (grouped by project, newest first) before
 * the other tokens of its project, or last when it is the project's first.
 */
export function addTokenToLists(cache: ApolloCache, projectId: string, token: TokenRow) {
  const id = cache.identify({ __typename: 'ApiToken', id: token.id });
  if (!id) return;
  const ref: Reference = { __ref: id };
  cache.modify({
    fields: {
      apiTokens: (existing: readonly Reference[], { storeFieldName, readField }) =>
        (storeFieldName.includes(`"projectId":"${projectId}"`) && !existing.some((r) => readField('id', r) === token.id)
          ? [ref, ...existing]
          : existing) as never,
      myApiTokens: (existing: readonly Reference[], { readField }) => {
        if (token.kind !== 'personal' || existing.some((r) => readField('id', r) === token.id)) return existing as never;
        const at = existing.findIndex((r) => readField('projectId', r) === projectId);
        return (at < 0 ? [...existing, ref] : [...existing.slice(0, at), ref, ...existing.slice(at)]) as never;
      },
    },
  });
}

/**
 * What both token screens do (spec: Automate): the New Token dialog (the answer carries the token
 * once), and revoking with a confirmation. The cache is updated from the answers: no refetch.
 */
export function useTokenActions() {
  const { enqueueSnackbar } = useSnackbar();
  const [creating, setCreating] = useState(false);
  const [toRevoke, setToRevoke] = useState<TokenRow | null>(null);
  const [create] = useMutation(CREATE_TOKEN);
  const [revoke, revokeState] = useMutation(REVOKE_TOKEN);

  const confirmRevoke = async () => {
    if (!toRevoke) return;
    const token = toRevoke;
    try {
      await revoke({ variables: { id: token.id } });
      enqueueSnackbar(`Token "${token.name}" revoked`, { variant: 'success' });
    } catch (e) {
      enqueueSnackbar(createElement(ErrorToast, { title: 'Failed to revoke token', error: e }), { variant: 'error' });
    } finally {
      setToRevoke(null);
    }
  };

  return {
    create: {
      open: creating,
      show: () => setCreating(true),
      close: () => setCreating(false),
      async submit(t: NewToken): Promise<{ token: string; name: string }> {
        const r = await create({
          variables: { input: { projectId: t.projectId, name: t.name, kind: t.kind, scope: t.scope, expiresInDays: t.expiresInDays } },
          update: (cache, { data }) => {
            if (data) addTokenToLists(cache, t.projectId, unmask(TOKENS_PAGE_TOKEN, data.createApiToken.apiToken));
          },
        });
        const created = r.data!.createApiToken;
        return { token: created.token, name: unmask(TOKENS_PAGE_TOKEN, created.apiToken).name };
      },
    },
    revoke: {
      target: toRevoke,
      ask: (t: TokenRow) => setToRevoke(t),
      pending: revokeState.loading,
      confirm: () => void confirmRevoke(),
      cancel: () => setToRevoke(null),
    },
  };
}

/** The list state both screens show: rows (unmasked to the screen's fragment), active count, loading and error. */
export function tokenListState(q: {
  data?: readonly TokenRow[] | null | undefined;
  loading: boolean;
  error?: { message: string } | undefined;
  refetch: () => Promise<unknown>;
}) {
  const tokens = q.data ?? [];
  return {
    tokens,
    activeCount: tokens.filter((x) => x.status === 'active').length,
    loading: q.loading && !q.data,
    /** shown instead of the list only when there is no list to show */
    error: tokens.length ? undefined : q.error,
    retry: () => void q.refetch(),
  };
}
