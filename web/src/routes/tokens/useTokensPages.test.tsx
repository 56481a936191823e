// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook, screen, waitFor } from '@testing-library/react';
import { InMemoryCache } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { SnackbarProvider } from 'notistack';
import { CREATE_TOKEN, MY_TOKENS, PROJECT_TOKENS, REVOKE_TOKEN } from './documents';
import { useProjectTokensPage } from './useProjectTokensPage';
import type { TokensProject } from './useProjectTokensPage';
import { usePersonalTokensPage } from './usePersonalTokensPage';

afterEach(cleanup);

const token = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'ApiToken' as const,
  id,
  name,
  kind: 'personal',
  scope: 'read',
  preview: `fst_…${id}`,
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  expiresAt: null,
  lastUsedAt: null,
  projectId: 'p1',
  project: { __typename: 'Project', id: 'p1', name: 'Shop' },
  createdBy: { __typename: 'User', id: 'u1', name: 'Ada' },
  ...extra,
});

const PROJECT = (canManageProject: boolean): TokensProject => ({
  id: 'p1',
  name: 'Shop',
  role: canManageProject ? 'admin' : 'developer',
  permissions: { canManageProject },
});

const projectList = (tokens: ReturnType<typeof token>[]): MockLink.MockedResponse => ({
  request: { query: PROJECT_TOKENS, variables: { projectId: 'p1' } },
  result: { data: { apiTokens: tokens } },
});

const createMock = (projectId: string, created: ReturnType<typeof token>): MockLink.MockedResponse => ({
  request: {
    query: CREATE_TOKEN,
    variables: { input: { projectId, name: created.name, kind: created.kind, scope: created.scope, expiresInDays: 30 } },
  },
  result: { data: { createApiToken: { __typename: 'CreateApiTokenPayload', token: 'fst_secret_once', apiToken: created } } },
});

/** One answer per operation: a refetch of a list would find no mock and fail the test. */
function wrapperFor(mocks: MockLink.MockedResponse[]) {
  return ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={mocks} cache={new InMemoryCache()}>
      <SnackbarProvider>{children}</SnackbarProvider>
    </MockedProvider>
  );
}

describe('useProjectTokensPage', () => {
  it('lets a project manager revoke any token, others only their own personal ones', async () => {
    const tokens = [
      token('t1', 'Mine'),
      token('t2', 'Theirs', { createdBy: { __typename: 'User', id: 'u2', name: 'Bob' } }),
      token('t3', 'CI', { kind: 'project' }),
    ];
    const member = renderHook(() => useProjectTokensPage(PROJECT(false), 'u1'), { wrapper: wrapperFor([projectList(tokens)]) });
    await waitFor(() => expect(member.result.current.tokens).toHaveLength(3));
    expect(member.result.current.tokens.map((t) => member.result.current.canRevoke(t))).toEqual([true, false, false]);
    expect(member.result.current.manages).toBe(false);
    const admin = renderHook(() => useProjectTokensPage(PROJECT(true), 'u9'), { wrapper: wrapperFor([projectList(tokens)]) });
    await waitFor(() => expect(admin.result.current.tokens).toHaveLength(3));
    expect(admin.result.current.tokens.every((t) => admin.result.current.canRevoke(t))).toBe(true);
    expect(admin.result.current.projects).toEqual([{ id: 'p1', name: 'Shop', role: 'admin' }]);
  });

  it('puts a created token first in the list from the answer and returns the secret once, without refetching', async () => {
    const created = token('t9', 'Deploy bot', { kind: 'project', scope: 'write', createdAt: '2026-02-01T00:00:00.000Z' });
    const { result } = renderHook(() => useProjectTokensPage(PROJECT(true), 'u1'), {
      wrapper: wrapperFor([projectList([token('t1', 'Old')]), createMock('p1', created)]),
    });
    await waitFor(() => expect(result.current.tokens).toHaveLength(1));
    act(() => result.current.create.show());
    expect(result.current.create.open).toBe(true);
    let answer: { token: string; name: string } | undefined;
    await act(async () => {
      answer = await result.current.create.submit({ projectId: 'p1', name: 'Deploy bot', kind: 'project', scope: 'write', expiresInDays: 30 });
    });
    expect(answer).toEqual({ token: 'fst_secret_once', name: 'Deploy bot' });
    expect(result.current.tokens.map((t) => t.name)).toEqual(['Deploy bot', 'Old']);
    expect(result.current.activeCount).toBe(2);
  });

  it('marks a revoked token from the answer, and reports a failed revoke', async () => {
    const { result } = renderHook(() => useProjectTokensPage(PROJECT(true), 'u1'), {
      wrapper: wrapperFor([
        projectList([token('t1', 'Old'), token('t2', 'Other')]),
        {
          request: { query: REVOKE_TOKEN, variables: { id: 't1' } },
          result: {
            data: {
              revokeApiToken: {
                __typename: 'RevokeApiTokenPayload',
                apiToken: { __typename: 'ApiToken', id: 't1', status: 'revoked', revokedAt: '2026-03-01T00:00:00.000Z' },
              },
            },
          },
        },
        { request: { query: REVOKE_TOKEN, variables: { id: 't2' } }, result: { errors: [new GraphQLError('Not allowed')] } },
      ]),
    });
    await waitFor(() => expect(result.current.activeCount).toBe(2));
    act(() => result.current.revoke.ask(result.current.tokens[0]!));
    expect(result.current.revoke.target?.name).toBe('Old');
    act(() => result.current.revoke.confirm());
    await waitFor(() => expect(result.current.tokens[0]?.status).toBe('revoked'));
    expect(result.current.activeCount).toBe(1);
    expect(result.current.revoke.target).toBeNull();
    expect(await screen.findByText('Token "Old" revoked')).toBeTruthy();
    act(() => result.current.revoke.ask(result.current.tokens[1]!));
    act(() => result.current.revoke.confirm());
    expect(await screen.findByText('Failed to revoke token')).toBeTruthy();
    expect(await screen.findByText('Not allowed')).toBeTruthy();
    expect(result.current.tokens[1]?.status).toBe('active');
  });

  it('shows the load error only while there is no list', async () => {
    const { result } = renderHook(() => useProjectTokensPage(PROJECT(true), 'u1'), {
      wrapper: wrapperFor([{ request: { query: PROJECT_TOKENS, variables: { projectId: 'p1' } }, result: { errors: [new GraphQLError('Boom')] } }]),
    });
    await waitFor(() => expect(result.current.error?.message).toBe('Boom'));
    expect(result.current.tokens).toEqual([]);
  });
});

describe('usePersonalTokensPage', () => {
  it("puts a new personal token before its project's others, and at the end for a project without any", async () => {
    const inProject = (id: string, name: string) => ({ projectId: id, project: { __typename: 'Project', id, name } });
    const shop = inProject('p1', 'Shop');
    const blog = inProject('p2', 'Blog');
    const wiki = inProject('p3', 'Wiki');
    const mine = [token('a', 'Shop old', shop), token('b', 'Blog old', blog)];
    const { result } = renderHook(
      () =>
        usePersonalTokensPage([
          { id: 'p1', name: 'Shop', role: 'owner' },
          { id: 'p2', name: 'Blog', role: 'developer' },
          { id: 'p3', name: 'Wiki', role: 'viewer' },
        ]),
      {
        wrapper: wrapperFor([
          { request: { query: MY_TOKENS }, result: { data: { myApiTokens: mine } } },
          createMock('p2', token('c', 'Blog new', blog)),
          createMock('p3', token('d', 'Wiki new', wiki)),
        ]),
      },
    );
    await waitFor(() => expect(result.current.tokens).toHaveLength(2));
    expect(result.current.projects).toHaveLength(3);
    await act(async () => {
      await result.current.create.submit({ projectId: 'p2', name: 'Blog new', kind: 'personal', scope: 'read', expiresInDays: 30 });
    });
    await act(async () => {
      await result.current.create.submit({ projectId: 'p3', name: 'Wiki new', kind: 'personal', scope: 'read', expiresInDays: 30 });
    });
    expect(result.current.tokens.map((t) => t.name)).toEqual(['Shop old', 'Blog new', 'Blog old', 'Wiki new']);
  });
});
