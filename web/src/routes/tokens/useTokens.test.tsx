// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, screen, waitFor } from '@testing-library/react';
import { InMemoryCache } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { SnackbarProvider } from 'notistack';
import { CREATE_TOKEN, MY_TOKENS, PROJECT_TOKENS, REVOKE_TOKEN, TOKENS_PAGE_TOKEN } from './documents';
import { addTokenToLists, tokenListState, useTokenActions } from './useTokens';
import type { NewToken, TokenRow } from './useTokens';

afterEach(cleanup);

const token = (id: string, projectId: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'ApiToken' as const,
  id,
  name: `Token ${id}`,
  kind: 'personal',
  scope: 'read',
  preview: `fst_…${id}`,
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  expiresAt: null,
  lastUsedAt: null,
  projectId,
  project: { __typename: 'Project' as const, id: projectId, name: projectId },
  createdBy: { __typename: 'User' as const, id: 'u1', name: 'Ada' },
  ...extra,
});
type Token = ReturnType<typeof token>;
const asRow = (t: Token) => t as unknown as TokenRow;

/** A cache holding the lists already read: each project's list and the caller's personal one. */
function cacheWith(lists: { projects?: Record<string, Token[]>; mine?: Token[] }) {
  const cache = new InMemoryCache();
  for (const [projectId, tokens] of Object.entries(lists.projects ?? {}))
    cache.writeQuery({ query: PROJECT_TOKENS, variables: { projectId }, data: { apiTokens: tokens } as never });
  if (lists.mine) cache.writeQuery({ query: MY_TOKENS, data: { myApiTokens: lists.mine } as never });
  return cache;
}
/** A created token as the mutation's answer leaves it in the cache before the lists are updated. */
function created(cache: InMemoryCache, t: Token): TokenRow {
  cache.writeFragment({ fragment: TOKENS_PAGE_TOKEN, fragmentName: 'TokensPage_token', data: t as never });
  return asRow(t);
}
/** The ids a list holds in the cache, in order. */
const ids = (cache: InMemoryCache, field: string) =>
  ((cache.extract().ROOT_QUERY as Record<string, Array<{ __ref: string }>> | undefined)?.[field] ?? []).map((r) => r.__ref.replace('ApiToken:', ''));
const PROJECT_P1 = 'apiTokens({"projectId":"p1"})';
const PROJECT_P2 = 'apiTokens({"projectId":"p2"})';

describe('addTokenToLists', () => {
  it('given project lists, when a token is created in one, then it goes first in that project’s list only, once', () => {
    const cache = cacheWith({ projects: { p1: [token('a', 'p1')], p2: [token('b', 'p2')] } });
    const c = created(cache, token('c', 'p1', { kind: 'project' }));
    addTokenToLists(cache, 'p1', c);
    addTokenToLists(cache, 'p1', c);
    expect(ids(cache, PROJECT_P1)).toEqual(['c', 'a']);
    expect(ids(cache, PROJECT_P2)).toEqual(['b']);
  });

  it('given the personal list grouped by project, when a personal token is created, then it goes before its project’s others, or last for a project without any', () => {
    const cache = cacheWith({ mine: [token('a', 'p1'), token('b', 'p2'), token('c', 'p2')] });
    addTokenToLists(cache, 'p2', created(cache, token('d', 'p2')));
    expect(ids(cache, 'myApiTokens')).toEqual(['a', 'd', 'b', 'c']);
    const e = created(cache, token('e', 'p3'));
    addTokenToLists(cache, 'p3', e);
    expect(ids(cache, 'myApiTokens')).toEqual(['a', 'd', 'b', 'c', 'e']);
    addTokenToLists(cache, 'p3', e);
    expect(ids(cache, 'myApiTokens')).toEqual(['a', 'd', 'b', 'c', 'e']);
  });

  it('given the personal list, when a project token is created, then it stays out of it', () => {
    const cache = cacheWith({ mine: [token('a', 'p1')] });
    addTokenToLists(cache, 'p1', created(cache, token('b', 'p1', { kind: 'project' })));
    expect(ids(cache, 'myApiTokens')).toEqual(['a']);
  });
});

describe('tokenListState', () => {
  const q = (extra: Partial<Parameters<typeof tokenListState>[0]>) => ({ loading: false, refetch: vi.fn(async () => undefined), ...extra });

  it('given tokens, when shown, then only active ones are counted', () => {
    const s = tokenListState(q({ data: [token('a', 'p1'), token('b', 'p1', { status: 'revoked' }), token('c', 'p1', { status: 'expired' })].map(asRow) }));
    expect(s.tokens).toHaveLength(3);
    expect(s.activeCount).toBe(1);
  });

  it('given no answer yet, when loading, then it says loading, and not once a list is there', () => {
    expect(tokenListState(q({ loading: true })).loading).toBe(true);
    expect(tokenListState(q({ loading: true, data: [] })).loading).toBe(false);
    expect(tokenListState(q({ loading: true })).tokens).toEqual([]);
  });

  it('given a failure, when there is a list to show, then the list stays and the error is not shown', () => {
    const error = { message: 'Boom' };
    expect(tokenListState(q({ error })).error).toBe(error);
    expect(tokenListState(q({ error, data: [asRow(token('a', 'p1'))] })).error).toBeUndefined();
  });

  it('given the error view, when Retry is pressed, then the list is read again', () => {
    const query = q({ error: { message: 'Boom' } });
    tokenListState(query).retry();
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });
});

const NEW: NewToken = { projectId: 'p1', name: 'Deploy bot', kind: 'project', scope: 'write', expiresInDays: null };
const createMock = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: CREATE_TOKEN, variables: { input: { projectId: 'p1', name: 'Deploy bot', kind: 'project', scope: 'write', expiresInDays: null } } },
  result,
});
const revokeMock = (id: string, result: MockLink.MockedResponse['result'], delay = 0): MockLink.MockedResponse => ({
  request: { query: REVOKE_TOKEN, variables: { id } },
  result,
  delay,
});
const revoked = (id: string) => ({
  data: {
    revokeApiToken: { __typename: 'RevokeApiTokenPayload', apiToken: { __typename: 'ApiToken', id, status: 'revoked', revokedAt: '2026-03-01T00:00:00.000Z' } },
  },
});

function setup(mocks: MockLink.MockedResponse[], cache = cacheWith({})) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={mocks} cache={cache}>
      <SnackbarProvider>{children}</SnackbarProvider>
    </MockedProvider>
  );
  return { cache, ...renderHook(() => useTokenActions(), { wrapper }) };
}

describe('useTokenActions', () => {
  it('given the New Token dialog, when shown and closed, then it opens and closes', () => {
    const { result } = setup([]);
    expect(result.current.create.open).toBe(false);
    act(() => result.current.create.show());
    expect(result.current.create.open).toBe(true);
    act(() => result.current.create.close());
    expect(result.current.create.open).toBe(false);
  });

  it('given a new token, when submitted, then exactly its fields are sent, the secret comes back once and the project’s list gets it', async () => {
    const { result, cache } = setup(
      [
        createMock({
          data: {
            createApiToken: {
              __typename: 'CreateApiTokenPayload',
              token: 'fst_secret',
              apiToken: token('n', 'p1', { name: 'Deploy bot', kind: 'project', scope: 'write' }),
            },
          },
        }),
      ],
      cacheWith({ projects: { p1: [token('a', 'p1')] } }),
    );
    let answer: unknown;
    await act(async () => {
      answer = await result.current.create.submit(NEW);
    });
    expect(answer).toEqual({ token: 'fst_secret', name: 'Deploy bot' });
    expect(ids(cache, PROJECT_P1)).toEqual(['n', 'a']);
  });

  it('given the server refuses, when a token is submitted, then the failure is thrown for the form and no list changes', async () => {
    const { result, cache } = setup([createMock({ errors: [new GraphQLError('Name taken')] })], cacheWith({ projects: { p1: [token('a', 'p1')] } }));
    await act(async () => {
      await expect(result.current.create.submit(NEW)).rejects.toThrow('Name taken');
    });
    expect(ids(cache, PROJECT_P1)).toEqual(['a']);
  });

  it('given a token to revoke, when asked and cancelled, then nothing is sent', async () => {
    const { result } = setup([]);
    act(() => result.current.revoke.ask(asRow(token('a', 'p1'))));
    expect(result.current.revoke.target?.id).toBe('a');
    act(() => result.current.revoke.cancel());
    expect(result.current.revoke.target).toBeNull();
  });

  it('given a token to revoke, when confirmed, then it is pending, revoked by id, the toast names it and the confirmation closes', async () => {
    const { result, cache } = setup([revokeMock('a', revoked('a'), 30)], cacheWith({ projects: { p1: [token('a', 'p1')] } }));
    act(() => result.current.revoke.ask(asRow(token('a', 'p1'))));
    act(() => result.current.revoke.confirm());
    await waitFor(() => expect(result.current.revoke.pending).toBe(true));
    expect(await screen.findByText('Token "Token a" revoked')).toBeTruthy();
    expect(result.current.revoke.target).toBeNull();
    expect(result.current.revoke.pending).toBe(false);
    expect(cache.extract()['ApiToken:a']).toMatchObject({ status: 'revoked' });
  });

  it('given the server refuses, when a revoke is confirmed, then the failure toast says why and the confirmation closes', async () => {
    const { result } = setup([revokeMock('a', { errors: [new GraphQLError('Not allowed')] })]);
    act(() => result.current.revoke.ask(asRow(token('a', 'p1'))));
    act(() => result.current.revoke.confirm());
    expect(await screen.findByText('Failed to revoke token')).toBeTruthy();
    expect(screen.getByText('Not allowed')).toBeTruthy();
    expect(screen.queryByText('Token "Token a" revoked')).toBeNull();
    await waitFor(() => expect(result.current.revoke.target).toBeNull());
  });

  it('given nothing asked, when confirm is pressed, then nothing is sent', async () => {
    const { result } = setup([]);
    act(() => result.current.revoke.confirm());
    await act(async () => {});
    expect(screen.queryByText('Failed to revoke token')).toBeNull();
  });
});
