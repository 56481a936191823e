// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SnackbarProvider } from 'notistack';
import { PROJECT_HEAD } from '../../components/changeDocuments';
import { DELETE_FLAG, DELETE_OVERRIDE_OF_FLAG, FEATURE_FLAGS, FLAGS_PAGE_CONTEXT, FLAG_PLAN_LIMIT, SET_ENVIRONMENT_VALUE, UPDATE_FLAG } from './documents';
import { STALE_FLAGS } from './staleDocuments';
import { useFlagsPage } from './useFlagsPage';

afterEach(cleanup);
beforeEach(() => {
  localStorage.clear();
  // Apollo warns about fields a mock leaves out; the tests check what the screen shows instead
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const envValue = (environmentId: string, environmentName: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'FlagEnvironmentValue' as const,
  environmentId,
  environmentName,
  value: false,
  enabled: true,
  hasCustomValue: false,
  hasTargeting: false,
  rolloutPercentage: null,
  ...extra,
});
const flag = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Flag' as const,
  id,
  name,
  key: name.toLowerCase().replace(/\s+/g, '_'),
  description: '',
  type: 'boolean',
  value: false,
  enabled: true,
  projectId: 'p1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  archived: false,
  archivedAt: null,
  environmentValues: [envValue('dev', 'development'), envValue('prod', 'production')],
  ...extra,
});
const env = (id: string, name: string, type: string, order: number) => ({ __typename: 'Environment' as const, id, name, type, status: 'active', order });
const override = (id: string, name: string, values: Record<string, unknown>) => ({
  __typename: 'Override' as const,
  id,
  name,
  featureFlagValues: values,
  environment: { __typename: 'Environment' as const, id: 'dev', name: 'development' },
});

const list = (flags: ReturnType<typeof flag>[]): MockLink.MockedResponse => ({
  request: { query: FEATURE_FLAGS, variables: { projectId: 'p1' } },
  result: { data: { featureFlags: flags } },
});
const context = (
  envs = [env('prod', 'production', 'production', 1), env('dev', 'development', 'development', 0)],
  overrides: ReturnType<typeof override>[] = [],
) => ({
  request: { query: FLAGS_PAGE_CONTEXT, variables: { projectId: 'p1' } },
  result: { data: { environments: envs, overrides } },
});
const plan = (max: number): MockLink.MockedResponse => ({
  request: { query: FLAG_PLAN_LIMIT, variables: { projectId: 'p1' } },
  result: { data: { currentPlan: { __typename: 'CurrentPlan', currentPlan: { __typename: 'Plan', id: 'free', name: 'Free', featureMaxFeatureFlags: max } } } },
});
const stale: MockLink.MockedResponse = {
  request: { query: STALE_FLAGS, variables: { projectId: 'p1' } },
  result: { data: { staleFlags: [], usageSettings: { __typename: 'UsageSettings', staleAfterDays: 30 } } },
};
const head: MockLink.MockedResponse = {
  request: { query: PROJECT_HEAD, variables: { projectId: 'p1' } },
  result: { data: { projectHead: { __typename: 'HistoryInstant', position: 41 } } },
};

/** One answer per operation: a refetch of the list or of the context would find no mock and fail. */
function setup(mocks: MockLink.MockedResponse[], access = { canManage: true, canManageOverrides: true }) {
  const cache = new InMemoryCache({ typePolicies: { Flag: { fields: { environmentValues: { merge: false } } } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={mocks} cache={cache}>
      <MemoryRouter initialEntries={['/flags']}>
        <SnackbarProvider>{children}</SnackbarProvider>
      </MemoryRouter>
    </MockedProvider>
  );
  const hook = renderHook(() => ({ page: useFlagsPage({ projectId: 'p1', ...access }), location: useLocation() }), { wrapper });
  return { cache, wrapper, ...hook };
}

describe('useFlagsPage', () => {
  it('lists served flags with the environments in order, searches, and opens the flag a search names', async () => {
    const { result } = setup([
      list([flag('f1', 'Dark mode', { description: 'Night theme' }), flag('f2', 'New checkout'), flag('f3', 'Old banner', { archived: true })]),
      context(),
      plan(10),
      stale,
    ]);
    await waitFor(() => expect(result.current.page.body).toBe('list'));
    expect(result.current.page.flags.map((f) => f.name)).toEqual(['Dark mode', 'New checkout']);
    expect(result.current.page.shownEnvs.map((e) => e.name)).toEqual(['development', 'production']);
    expect(result.current.page.counts).toEqual({ active: 2, stale: 0, archived: 1 });
    act(() => result.current.page.search.set('night'));
    expect(result.current.page.shown.map((f) => f.key)).toEqual(['dark_mode']);
    act(() => result.current.page.search.enter());
    expect(result.current.location.pathname).toBe('/flags/dark_mode');
    act(() => result.current.page.search.set('nothing'));
    expect(result.current.page.body).toBe('no-match');
  });

  it('remembers the chosen columns per project', async () => {
    const { result } = setup([list([flag('f1', 'Dark mode')]), context(), plan(10), stale]);
    await waitFor(() => expect(result.current.page.body).toBe('list'));
    act(() => result.current.page.setColumns(['prod']));
    expect(result.current.page.shownEnvs.map((e) => e.id)).toEqual(['prod']);
    expect(JSON.parse(localStorage.getItem('flagstream.flagColumns.p1') ?? 'null')).toEqual(['prod']);
  });

  it('turns a flag off from the answer, after confirming when a production environment exists, with Undo in the toast', async () => {
    const { result, wrapper } = setup([
      list([flag('f1', 'Dark mode')]),
      context(),
      plan(10),
      stale,
      head,
      {
        request: { query: UPDATE_FLAG, variables: { input: { id: 'f1', enabled: false } } },
        result: { data: { updateFeatureFlag: { __typename: 'UpdateFeatureFlagPayload', flag: flag('f1', 'Dark mode', { enabled: false }) } } },
      },
    ]);
    await waitFor(() => expect(result.current.page.body).toBe('list'));
    act(() => result.current.page.kill(result.current.page.flags[0]!, false));
    // nothing runs before the confirmation
    expect(result.current.page.flags[0]!.enabled).toBe(true);
    render(result.current.page.confirmDialog, { wrapper });
    expect(await screen.findByText('Turn off Dark mode everywhere?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Turn off everywhere' }));
    await waitFor(() => expect(result.current.page.flags[0]!.enabled).toBe(false));
    expect(await screen.findByText('Dark mode turned off in every environment')).toBeTruthy();
    // the copy of the dialog rendered here stays open (it is not the hook's), so the toast counts as behind a modal
    expect(screen.getByRole('button', { name: 'Undo', hidden: true })).toBeTruthy();
  });

  it('writes a non-production environment switch into the flag row without refetching', async () => {
    const { result } = setup([
      list([flag('f1', 'Dark mode')]),
      context(),
      plan(10),
      stale,
      head,
      {
        request: { query: SET_ENVIRONMENT_VALUE, variables: { environmentId: 'dev', flagKey: 'dark_mode', flagValue: { value: false, enabled: false } } },
        result: {
          data: { setEnvironmentValue: { __typename: 'SetEnvironmentValuePayload', environment: { __typename: 'Environment', id: 'dev', variables: {} } } },
        },
      },
    ]);
    await waitFor(() => expect(result.current.page.body).toBe('list'));
    const dev = result.current.page.environments.find((e) => e.id === 'dev')!;
    act(() => result.current.page.toggleEnv(result.current.page.flags[0]!, dev, false));
    await waitFor(() =>
      expect(result.current.page.flags[0]!.environmentValues[0]).toMatchObject({ environmentId: 'dev', hasCustomValue: true, enabled: false }),
    );
    expect(result.current.page.flags[0]!.environmentValues[1]).toMatchObject({ environmentId: 'prod', hasCustomValue: false });
    await waitFor(() => expect(result.current.page.busy.size).toBe(0));
    expect(await screen.findByText('Dark mode turned off in development')).toBeTruthy();
  });

  it('deletes a flag and the override it leaves empty, removing both from the cache', async () => {
    const { result, cache } = setup([
      list([flag('f1', 'Dark mode'), flag('f2', 'New checkout')]),
      context(undefined, [override('o1', 'QA night', { dark_mode: true }), override('o2', 'Mixed', { dark_mode: true, new_checkout: false })]),
      plan(10),
      stale,
      head,
      {
        request: { query: DELETE_FLAG, variables: { id: 'f1' } },
        result: { data: { deleteFeatureFlag: { __typename: 'DeleteFeatureFlagPayload', deletedId: 'f1' } } },
      },
      {
        request: { query: DELETE_OVERRIDE_OF_FLAG, variables: { id: 'o1' } },
        result: { data: { deleteOverride: { __typename: 'DeleteOverridePayload', deletedId: 'o1' } } },
      },
    ]);
    await waitFor(() => expect(result.current.page.body).toBe('list'));
    act(() => result.current.page.onAction(result.current.page.flags[0]!, 'delete'));
    expect(result.current.page.remove.target?.id).toBe('f1');
    expect(result.current.page.remove.leftEmpty.map((o) => o.name)).toEqual(['QA night']);
    expect(result.current.page.remove.alsoOverrides).toBe(true);
    act(() => result.current.page.remove.confirm());
    await waitFor(() => expect(result.current.page.flags.map((f) => f.id)).toEqual(['f2']));
    await waitFor(() => expect(result.current.page.remove.target).toBeNull());
    expect(cache.extract()['Override:o1']).toBeUndefined();
    expect(cache.extract()['Override:o2']).toBeTruthy();
    expect(await screen.findByText('Dark mode deleted, with the override QA night')).toBeTruthy();
  });

  it('keeps the empty override when the box is unticked', async () => {
    const { result, cache } = setup([
      list([flag('f1', 'Dark mode')]),
      context(undefined, [override('o1', 'QA night', { dark_mode: true })]),
      plan(10),
      stale,
      head,
      {
        request: { query: DELETE_FLAG, variables: { id: 'f1' } },
        result: { data: { deleteFeatureFlag: { __typename: 'DeleteFeatureFlagPayload', deletedId: 'f1' } } },
      },
    ]);
    await waitFor(() => expect(result.current.page.body).toBe('list'));
    act(() => result.current.page.onAction(result.current.page.flags[0]!, 'delete'));
    act(() => result.current.page.remove.setAlsoOverrides(false));
    act(() => result.current.page.remove.confirm());
    await waitFor(() => expect(result.current.page.body).toBe('empty'));
    expect(cache.extract()['Override:o1']).toBeTruthy();
    expect(await screen.findByText('Dark mode deleted')).toBeTruthy();
  });

  it('opens the limit dialog instead of the form at the plan cap, and the form below it', async () => {
    const { result, cache } = setup([list([flag('f1', 'Dark mode')]), context(), plan(1), stale]);
    await waitFor(() => expect(result.current.page.body).toBe('list'));
    await waitFor(() => expect(cache.readQuery({ query: FLAG_PLAN_LIMIT, variables: { projectId: 'p1' } })).toBeTruthy());
    act(() => result.current.page.openCreate());
    expect(result.current.page.form.open).toBe(false);
    expect(result.current.page.limit).toEqual({ limitType: 'featureFlags', count: 1, max: 1, plan: 'Free' });
    act(() => result.current.page.closeLimit());
    act(() => result.current.page.onAction(result.current.page.flags[0]!, 'edit'));
    expect(result.current.page.form).toMatchObject({ open: true, flag: { id: 'f1' } });
  });

  it('says when a project has no flags yet, and when nothing is stale', async () => {
    const { result } = setup([list([]), context(), plan(10), stale]);
    await waitFor(() => expect(result.current.page.body).toBe('empty'));
    act(() => result.current.page.setView('stale'));
    expect(result.current.page.body).toBe('no-stale');
  });
});
