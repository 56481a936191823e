// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, screen, waitFor } from '@testing-library/react';
import { InMemoryCache } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { SnackbarProvider } from 'notistack';
import { useFragment } from '../../apollo/generated/fragment-masking';
import { ENVIRONMENT_CARD_FRAGMENT } from './EnvironmentCard';
import { ENV_PAGE_CREATE, ENV_PAGE_DELETE, ENV_PAGE_ENVIRONMENTS, ENV_PAGE_PLAN, ENV_PAGE_REGENERATE_KEY, ENV_PAGE_UPDATE } from './documents';
import { useEnvironmentsPage } from './useEnvironmentsPage';
import type { EnvironmentsProject } from './useEnvironmentsPage';

afterEach(cleanup);
// the hook logs failures for the developer; the tests check what the user sees instead
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const PROJECT: EnvironmentsProject = {
  id: 'p1',
  permissions: { canManageEnvironments: true },
  overrides: [{ environment: { id: 'e2' } }, { environment: { id: 'e2' } }, { environment: null }],
};

const envData = (id: string, name: string, order: number, extra: Record<string, unknown> = {}) => ({
  __typename: 'Environment' as const,
  id,
  uuid: `uuid-${id}`,
  name,
  description: '',
  type: 'development',
  status: 'active',
  order,
  slug: name.toLowerCase(),
  apiKey: `fs_server_key_${id}`,
  clientKey: `fs_env_key_${id}`,
  variables: {},
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});

const listMock = (envs: ReturnType<typeof envData>[]): MockLink.MockedResponse => ({
  request: { query: ENV_PAGE_ENVIRONMENTS, variables: { projectId: 'p1' } },
  result: { data: { environments: envs } },
});

const planMock = (max: number): MockLink.MockedResponse => ({
  request: { query: ENV_PAGE_PLAN, variables: { projectId: 'p1' } },
  result: { data: { currentPlan: { __typename: 'CurrentPlan', currentPlan: { __typename: 'Plan', id: 'free', name: 'Free', featureMaxEnvironments: max } } } },
});

/** One answer per operation: a refetch of the list would find no mock and fail the test. */
function setup(mocks: MockLink.MockedResponse[], project: EnvironmentsProject | null = PROJECT) {
  const cache = new InMemoryCache();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={mocks} cache={cache}>
      <SnackbarProvider>{children}</SnackbarProvider>
    </MockedProvider>
  );
  return { cache, ...renderHook(() => useEnvironmentsPage(project), { wrapper }) };
}

const BASE = [
  envData('e2', 'Staging', 1, { type: 'staging', description: 'Pre-release' }),
  envData('e1', 'Production', 0, { type: 'production', status: 'inactive' }),
];

describe('useEnvironmentsPage', () => {
  it('lists the environments in order, counts the active ones and searches', async () => {
    const { result } = setup([listMock(BASE), planMock(5)]);
    expect(result.current.initialLoading).toBe(true);
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(result.current.environments.map((e) => e.name)).toEqual(['Production', 'Staging']);
    expect(result.current.activeCount).toBe(1);
    expect(result.current.overridesOf('e2')).toBe(2);
    act(() => result.current.setSearch('pre-rel'));
    expect(result.current.filtered.map((e) => e.name)).toEqual(['Staging']);
  });

  it('shows nothing and asks nothing without a project', () => {
    const { result } = setup([], null);
    expect(result.current.initialLoading).toBe(false);
    expect(result.current.environments).toEqual([]);
    expect(result.current.canManage).toBe(false);
  });

  it('adds a created environment to the list from the mutation answer, without refetching', async () => {
    const created = envData('e3', 'QA', 2, { type: 'testing' });
    const { result } = setup([
      listMock(BASE),
      planMock(5),
      {
        request: { query: ENV_PAGE_CREATE, variables: { input: { projectId: 'p1', name: 'QA', description: '', type: 'testing', status: 'active' } } },
        result: { data: { createEnvironment: { __typename: 'CreateEnvironmentPayload', environment: created } } },
      },
    ]);
    await waitFor(() => expect(result.current.environments).toHaveLength(2));
    act(() => result.current.openCreate());
    expect(result.current.form.open).toBe(true);
    expect(result.current.form.mode).toBe('create');
    act(() => result.current.form.submit({ name: 'QA', description: '', type: 'testing', status: 'active' }));
    await waitFor(() => expect(result.current.environments.map((e) => e.name)).toEqual(['Production', 'Staging', 'QA']));
    expect(result.current.form.open).toBe(false);
    expect(await screen.findByText('Environment "QA" created')).toBeTruthy();
  });

  it('opens the limit dialog instead of the form when the plan is full', async () => {
    const { result, cache } = setup([listMock(BASE), planMock(2)]);
    await waitFor(() => expect(result.current.environments).toHaveLength(2));
    await waitFor(() => expect(cache.readQuery({ query: ENV_PAGE_PLAN, variables: { projectId: 'p1' } })).toBeTruthy());
    act(() => result.current.openCreate());
    expect(result.current.form.open).toBe(false);
    expect(result.current.limit).toEqual({ limitType: 'environments', count: 2, max: 2, plan: 'Free' });
  });

  it("turns the server's plan limit into the limit dialog, and any other failure into the form's error", async () => {
    const input = { name: 'Prod 2', description: 'x', type: 'production', status: 'inactive' };
    const { result } = setup([
      listMock(BASE),
      planMock(5),
      {
        request: { query: ENV_PAGE_UPDATE, variables: { input: { id: 'e1', ...input } } },
        result: { errors: [new GraphQLError('Name already used', { extensions: { code: 'CONFLICT' } })] },
      },
      {
        request: { query: ENV_PAGE_UPDATE, variables: { input: { id: 'e1', ...input } } },
        result: {
          errors: [
            new GraphQLError('Limit', { extensions: { code: 'PLAN_LIMIT_REACHED', details: { limitType: 'environments', count: 2, max: 2, plan: 'Free' } } }),
          ],
        },
      },
    ]);
    await waitFor(() => expect(result.current.environments).toHaveLength(2));
    act(() => result.current.openEdit(result.current.environments[0]!));
    expect(result.current.form.initial).toEqual({ name: 'Production', description: '', type: 'production', status: 'inactive' });
    expect(result.current.form.errorTitle).toBe('Failed to update environment');
    act(() => result.current.form.submit(input));
    await waitFor(() => expect(result.current.form.error).toBeTruthy());
    expect(result.current.form.open).toBe(true);
    act(() => result.current.form.submit(input));
    await waitFor(() => expect(result.current.limit?.limitType).toBe('environments'));
    expect(result.current.form.open).toBe(false);
  });

  it('updates an edited environment in place from the mutation answer', async () => {
    const input = { name: 'Live', description: 'Serves users', type: 'production', status: 'active' };
    const { result } = setup([
      listMock(BASE),
      planMock(5),
      {
        request: { query: ENV_PAGE_UPDATE, variables: { input: { id: 'e1', ...input } } },
        result: {
          data: {
            updateEnvironment: {
              __typename: 'UpdateEnvironmentPayload',
              environment: envData('e1', 'Live', 0, { type: 'production', description: 'Serves users' }),
            },
          },
        },
      },
    ]);
    await waitFor(() => expect(result.current.environments).toHaveLength(2));
    act(() => result.current.openEdit(result.current.environments[0]!));
    act(() => result.current.form.submit(input));
    await waitFor(() => expect(result.current.environments[0]?.name).toBe('Live'));
    expect(result.current.activeCount).toBe(2);
  });

  it('removes a deleted environment from the cache', async () => {
    const { result } = setup([
      listMock(BASE),
      planMock(5),
      {
        request: { query: ENV_PAGE_DELETE, variables: { id: 'e2' } },
        result: { data: { deleteEnvironment: { __typename: 'DeleteEnvironmentPayload', deletedId: 'e2' } } },
      },
    ]);
    await waitFor(() => expect(result.current.environments).toHaveLength(2));
    act(() => result.current.remove.ask(result.current.environments[1]!));
    expect(result.current.remove.target?.name).toBe('Staging');
    act(() => result.current.remove.confirm());
    await waitFor(() => expect(result.current.environments.map((e) => e.name)).toEqual(['Production']));
    expect(result.current.remove.target).toBeNull();
    expect(await screen.findByText('Environment "Staging" deleted')).toBeTruthy();
  });

  it('shows a new server key from the mutation answer, and a failure as an error toast', async () => {
    const { result } = setup([
      listMock(BASE),
      planMock(5),
      {
        request: { query: ENV_PAGE_REGENERATE_KEY, variables: { id: 'e1' } },
        result: {
          data: {
            regenerateApiKey: {
              __typename: 'RegenerateApiKeyPayload',
              environment: { __typename: 'Environment', id: 'e1', apiKey: 'fs_server_new', clientKey: 'fs_env_key_e1' },
            },
          },
        },
      },
      { request: { query: ENV_PAGE_REGENERATE_KEY, variables: { id: 'e1' } }, result: { errors: [new GraphQLError('Forbidden')] } },
    ]);
    await waitFor(() => expect(result.current.environments).toHaveLength(2));
    act(() => result.current.regenerate.ask(result.current.environments[0]!));
    act(() => result.current.regenerate.confirm());
    await waitFor(() => expect(useFragment(ENVIRONMENT_CARD_FRAGMENT, result.current.environments[0]!).apiKey).toBe('fs_server_new'));
    expect(await screen.findByText('New server key generated for "Production"')).toBeTruthy();
    act(() => result.current.regenerate.ask(result.current.environments[0]!));
    act(() => result.current.regenerate.confirm());
    expect(await screen.findByText('Failed to regenerate API key')).toBeTruthy();
    expect(result.current.regenerate.target).toBeNull();
  });
});
