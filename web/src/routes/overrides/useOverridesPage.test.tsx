// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, screen, waitFor } from '@testing-library/react';
import { InMemoryCache } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { SnackbarProvider } from 'notistack';
import {
  OVERRIDES_PAGE_CREATE,
  OVERRIDES_PAGE_DELETE,
  OVERRIDES_PAGE_OVERRIDES,
  OVERRIDES_PAGE_PLAN,
  OVERRIDES_PAGE_TOGGLE,
  OVERRIDES_PAGE_UPDATE,
} from './documents';
import { useOverridesPage } from './useOverridesPage';

afterEach(cleanup);
// the hook logs failures for the developer; the tests check what the user sees instead
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const NOW = Date.parse('2026-06-01T12:00:00.000Z');
const override = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Override' as const,
  id,
  uuid: `u-${id}`,
  name,
  description: '',
  environment: { __typename: 'Environment' as const, id: 'e1', uuid: 'ue1', name: 'production' },
  featureFlagValues: { dark_mode: { value: true, enabled: true } },
  expiresAt: null,
  isActive: true,
  expired: false,
  priority: 0,
  createdAt: '2026-05-01T00:00:00.000Z',
  updatedAt: '2026-05-01T00:00:00.000Z',
  ...extra,
});
const list = (overrides: ReturnType<typeof override>[]): MockLink.MockedResponse => ({
  request: { query: OVERRIDES_PAGE_OVERRIDES, variables: { projectId: 'p1' } },
  result: { data: { overrides } },
});
const plan = (max: number): MockLink.MockedResponse => ({
  request: { query: OVERRIDES_PAGE_PLAN, variables: { projectId: 'p1' } },
  result: { data: { currentPlan: { __typename: 'CurrentPlan', currentPlan: { __typename: 'Plan', id: 'free', name: 'Free', featureMaxOverrides: max } } } },
});
const form = {
  name: 'Demo',
  description: 'for the demo',
  environmentId: 'e1',
  featureFlagValues: { dark_mode: { value: false, enabled: true } },
  expiresAt: null,
  expiryChanged: false,
};

/** One answer per operation: a refetch of the list would find no mock and fail the test. */
function setup(mocks: MockLink.MockedResponse[]) {
  const cache = new InMemoryCache();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={mocks} cache={cache}>
      <SnackbarProvider>{children}</SnackbarProvider>
    </MockedProvider>
  );
  return { cache, ...renderHook(() => useOverridesPage('p1', true, NOW), { wrapper }) };
}

describe('useOverridesPage', () => {
  it('lists newest first, counts statuses, filters and searches', async () => {
    const { result } = setup([
      list([override('o1', 'QA night'), override('o2', 'Demo', { createdAt: '2026-05-20T00:00:00.000Z', isActive: false })]),
      plan(10),
    ]);
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(result.current.overrides.map((o) => o.name)).toEqual(['Demo', 'QA night']);
    expect(result.current.counts).toEqual({ all: 2, active: 1, inactive: 1, expired: 0 });
    act(() => result.current.setFilter('active'));
    expect(result.current.filtered.map((o) => o.name)).toEqual(['QA night']);
    act(() => result.current.setSearch('nothing'));
    expect(result.current.filtered).toEqual([]);
    act(() => result.current.clearFilters());
    expect(result.current.filtered).toHaveLength(2);
  });

  it('adds a created override from the answer, without refetching', async () => {
    const input = {
      projectId: 'p1',
      environmentId: 'e1',
      name: 'Demo',
      description: 'for the demo',
      featureFlagValues: form.featureFlagValues,
      expiresAt: null,
      isActive: true,
      priority: 0,
    };
    const { result } = setup([
      list([override('o1', 'QA night')]),
      plan(10),
      {
        request: { query: OVERRIDES_PAGE_CREATE, variables: { input } },
        result: {
          data: { createOverride: { __typename: 'CreateOverridePayload', override: override('o2', 'Demo', { createdAt: '2026-05-30T00:00:00.000Z' }) } },
        },
      },
    ]);
    await waitFor(() => expect(result.current.loaded).toBe(true));
    act(() => result.current.openCreate());
    expect(result.current.form).toMatchObject({ open: true, mode: 'create' });
    act(() => result.current.form.submit(form));
    await waitFor(() => expect(result.current.overrides.map((o) => o.name)).toEqual(['Demo', 'QA night']));
    expect(result.current.form.open).toBe(false);
    expect(await screen.findByText('Override created successfully')).toBeTruthy();
  });

  it('keeps the form open with the error when an update fails, and updates in place when it succeeds', async () => {
    const input = { name: 'Demo', description: 'for the demo', featureFlagValues: form.featureFlagValues };
    const { result } = setup([
      list([override('o1', 'QA night')]),
      plan(10),
      { request: { query: OVERRIDES_PAGE_UPDATE, variables: { input: { id: 'o1', ...input } } }, result: { errors: [new GraphQLError('Name taken')] } },
      {
        request: { query: OVERRIDES_PAGE_UPDATE, variables: { input: { id: 'o1', ...input } } },
        result: { data: { updateOverride: { __typename: 'UpdateOverridePayload', override: override('o1', 'Demo', { description: 'for the demo' }) } } },
      },
    ]);
    await waitFor(() => expect(result.current.loaded).toBe(true));
    act(() => result.current.form.edit(result.current.overrides[0]!));
    act(() => result.current.form.submit(form));
    await waitFor(() => expect(result.current.form.error).toBeTruthy());
    expect(result.current.form.open).toBe(true);
    expect(await screen.findByText('Failed to update override')).toBeTruthy();
    act(() => result.current.form.submit(form));
    await waitFor(() => expect(result.current.overrides[0]?.name).toBe('Demo'));
    expect(result.current.form.open).toBe(false);
  });

  it('switches an override off from the answer and says so', async () => {
    const { result } = setup([
      list([override('o1', 'QA night')]),
      plan(10),
      {
        request: { query: OVERRIDES_PAGE_TOGGLE, variables: { id: 'o1' } },
        result: {
          data: { toggleOverride: { __typename: 'ToggleOverridePayload', override: { __typename: 'Override', id: 'o1', isActive: false, expired: false } } },
        },
      },
    ]);
    await waitFor(() => expect(result.current.loaded).toBe(true));
    act(() => result.current.toggle(result.current.overrides[0]!));
    expect(result.current.togglingId).toBe('o1');
    await waitFor(() => expect(result.current.counts.inactive).toBe(1));
    await waitFor(() => expect(result.current.togglingId).toBeNull());
    expect(await screen.findByText('Override deactivated successfully')).toBeTruthy();
  });

  it('removes a deleted override from the cache', async () => {
    const { result } = setup([
      list([override('o1', 'QA night'), override('o2', 'Demo')]),
      plan(10),
      {
        request: { query: OVERRIDES_PAGE_DELETE, variables: { id: 'o1' } },
        result: { data: { deleteOverride: { __typename: 'DeleteOverridePayload', deletedId: 'o1' } } },
      },
    ]);
    await waitFor(() => expect(result.current.loaded).toBe(true));
    act(() => result.current.remove.ask(result.current.overrides.find((o) => o.id === 'o1')!));
    act(() => result.current.remove.confirm());
    await waitFor(() => expect(result.current.overrides.map((o) => o.id)).toEqual(['o2']));
    expect(result.current.remove.target).toBeNull();
    expect(await screen.findByText('Override deleted successfully')).toBeTruthy();
  });

  it('opens the limit dialog instead of the form at the plan cap', async () => {
    const { result, cache } = setup([list([override('o1', 'QA night')]), plan(1)]);
    await waitFor(() => expect(result.current.loaded).toBe(true));
    await waitFor(() => expect(cache.readQuery({ query: OVERRIDES_PAGE_PLAN, variables: { projectId: 'p1' } })).toBeTruthy());
    act(() => result.current.openCreate());
    expect(result.current.form.open).toBe(false);
    expect(result.current.limit).toEqual({ limitType: 'overrides', count: 1, max: 1, plan: 'Free' });
  });
});
