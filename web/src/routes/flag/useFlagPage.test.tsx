// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, screen, waitFor } from '@testing-library/react';
import { InMemoryCache } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { SnackbarProvider } from 'notistack';
import { PROJECT_HEAD } from '../../components/changeDocuments';
import { SET_ENVIRONMENT_VALUE, UPDATE_FLAG } from '../flags/documents';
import { FLAG_PAGE, FLAG_PAGE_HISTORY, FLAG_PAGE_TARGETING } from './documents';
import { useFlagPage } from './useFlagPage';

afterEach(cleanup);
beforeEach(() => {
  // Apollo warns about fields a mock leaves out; the tests check what the hook answers instead
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const envValue = (environmentId: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'FlagEnvironmentValue' as const,
  environmentId,
  environmentName: environmentId,
  value: false,
  enabled: true,
  hasCustomValue: false,
  ...extra,
});
const flag = (extra: Record<string, unknown> = {}) => ({
  __typename: 'Flag' as const,
  id: 'f1',
  name: 'Dark mode',
  key: 'dark_mode',
  description: '',
  type: 'boolean',
  value: false,
  enabled: true,
  projectId: 'p1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  environmentValues: [envValue('dev', { hasCustomValue: true, value: true }), envValue('prod')],
  ...extra,
});
const env = (id: string, order: number) => ({ __typename: 'Environment' as const, id, uuid: `u-${id}`, name: id, type: id, status: 'active', order });
const override = (extra: Record<string, unknown> = {}) => ({
  __typename: 'Override' as const,
  id: 'o1',
  uuid: 'u-o1',
  name: 'QA night',
  environment: { __typename: 'Environment' as const, id: 'prod', uuid: 'u-prod', name: 'prod' },
  featureFlagValues: { dark_mode: { value: true, enabled: true } },
  expiresAt: null,
  isActive: true,
  expired: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});
const entry = (position: number, kind: string, id: string, actor: string) => ({
  __typename: 'HistoryEntry' as const,
  position,
  type: 'FeatureFlagUpdated',
  at: `2026-01-0${position}T00:00:00.000Z`,
  summary: `change ${position}`,
  before: null,
  after: null,
  actor: { __typename: 'ActivityActor' as const, id: actor, name: actor },
  entity: { __typename: 'HistoryEntity' as const, kind, id, name: id },
});

const page = (f: ReturnType<typeof flag> = flag(), overrides = [override()]): MockLink.MockedResponse => ({
  request: { query: FLAG_PAGE, variables: { projectId: 'p1', key: 'dark_mode' } },
  result: { data: { featureFlagByKey: f, environments: [env('prod', 1), env('dev', 0)], overrides } },
});
const targeting = (rows = [{ environmentId: 'prod', hasTargeting: true, rolloutPercentage: 30 }]): MockLink.MockedResponse => ({
  request: { query: FLAG_PAGE_TARGETING, variables: { id: 'f1' } },
  result: {
    data: {
      featureFlag: { __typename: 'Flag', id: 'f1', environmentValues: rows.map((r) => ({ __typename: 'FlagEnvironmentTargeting', ...r })) },
    },
  },
});
const history = (entries: ReturnType<typeof entry>[], nextCursor: string | null = null, after?: string): MockLink.MockedResponse => ({
  request: { query: FLAG_PAGE_HISTORY, variables: { projectId: 'p1', flagId: 'f1', first: 50, ...(after ? { after } : {}) } },
  result: { data: { projectHistory: { __typename: 'HistoryPage', entries, nextCursor } } },
});
const head: MockLink.MockedResponse = {
  request: { query: PROJECT_HEAD, variables: { projectId: 'p1' } },
  result: { data: { projectHead: { __typename: 'HistoryInstant', position: 9 } } },
};
const updated = (input: Record<string, unknown>, f = flag()): MockLink.MockedResponse => ({
  request: { query: UPDATE_FLAG, variables: { input: { id: 'f1', ...input } } },
  result: {
    data: {
      updateFeatureFlag: {
        __typename: 'UpdateFeatureFlagPayload',
        flag: {
          ...f,
          archived: false,
          archivedAt: null,
          environmentValues: f.environmentValues.map((v) => ({ ...v, hasTargeting: false, rolloutPercentage: null })),
        },
      },
    },
  },
});
const loaded = [page(), targeting(), history([entry(5, 'flag', 'f1', 'Ada'), entry(4, 'environment', 'dev', 'Bob')], 'c1')];
/** What a change refetches afterwards: the page, the targeting and the history's first page. */
const refreshed = (f = flag(), entries = [entry(6, 'flag', 'f1', 'Cy')]) => [page(f), targeting(), history(entries)];

/** One answer per operation: a refetch the test does not expect would find no mock and fail. */
function setup(mocks: MockLink.MockedResponse[]) {
  const cache = new InMemoryCache({ typePolicies: { Flag: { fields: { environmentValues: { merge: false } } } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={mocks} cache={cache}>
      <SnackbarProvider>{children}</SnackbarProvider>
    </MockedProvider>
  );
  return renderHook(() => useFlagPage('p1', 'dark_mode'), { wrapper });
}

describe('useFlagPage', () => {
  it('given the flag, when the page loads, then each environment (in order) says what it serves and from which layer, and who set it', async () => {
    const { result } = setup(loaded);
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.flag?.id).toBe('f1'));
    expect(result.current.loading).toBe(false);
    expect(result.current.environments.map((e) => e.id)).toEqual(['dev', 'prod']);
    await waitFor(() => expect(result.current.statuses[1]?.targeting).toEqual({ rolloutPercentage: 30 }));
    const [dev, prod] = result.current.statuses;
    expect(dev).toMatchObject({ environmentId: 'dev', hasCustomValue: true, customValue: true, served: { value: true, source: 'environment' }, overrides: [] });
    expect(prod).toMatchObject({ environmentId: 'prod', hasCustomValue: false, served: { value: false, source: 'targeting' } });
    expect(prod?.overrides).toMatchObject([{ id: 'o1', name: 'QA night', value: true, state: 'applies' }]);
    await waitFor(() => expect(result.current.history.entries).toHaveLength(2));
    expect(result.current.history.hasMore).toBe(true);
    expect(result.current.setBy?.flag).toMatchObject({ name: 'Ada', position: 5 });
    expect(result.current.setBy?.environments.dev).toMatchObject({ name: 'Bob', position: 4 });
  });

  it('given the targeting cannot be read, when the page loads, then every other layer still shows and the targeting error is given', async () => {
    const { result } = setup([
      page(),
      { request: { query: FLAG_PAGE_TARGETING, variables: { id: 'f1' } }, result: { errors: [new GraphQLError('Targeting offline')] } },
      history([]),
    ]);
    await waitFor(() => expect(result.current.targetingError?.message).toBe('Targeting offline'));
    expect(result.current.error).toBeUndefined();
    expect(result.current.statuses.map((s) => s.served.source)).toEqual(['environment', 'default']);
    expect(result.current.statuses[1]?.targeting).toBeNull();
  });

  it('given no flag with that key, when the page loads, then it says not found (not an error) and reads nothing more', async () => {
    const { result } = setup([
      {
        request: { query: FLAG_PAGE, variables: { projectId: 'p1', key: 'dark_mode' } },
        result: { errors: [new GraphQLError('Flag not found', { extensions: { code: 'FLAG_NOT_FOUND' } })] },
      },
    ]);
    await waitFor(() => expect(result.current.notFound).toBe(true));
    expect(result.current.error).toBeUndefined();
    expect(result.current.flag).toBeNull();
    expect(result.current.statuses).toEqual([]);
    expect(result.current.history).toMatchObject({ entries: [], loading: false, error: undefined, hasMore: false });
    // with no flag the changes do nothing (no mutation is mocked: one sent would reject)
    await act(async () => {
      await expect(result.current.setKillSwitch(false)).resolves.toBeUndefined();
      await expect(result.current.setDefault(true)).resolves.toBeUndefined();
    });
  });

  it('given another failure, when the page loads, then it is the error to show', async () => {
    const { result } = setup([
      { request: { query: FLAG_PAGE, variables: { projectId: 'p1', key: 'dark_mode' } }, result: { errors: [new GraphQLError('Database down')] } },
    ]);
    await waitFor(() => expect(result.current.error?.message).toBe('Database down'));
    expect(result.current.notFound).toBe(false);
    expect(result.current.loading).toBe(false);
  });

  it('given more history, when older entries are loaded, then they follow the first page with the cursor, and a change starts over', async () => {
    const { result } = setup([
      ...loaded,
      history([entry(2, 'override', 'o1', 'Dee')], null, 'c1'),
      head,
      updated({ enabled: false }, flag({ enabled: false })),
      ...refreshed(flag({ enabled: false })),
    ]);
    await waitFor(() => expect(result.current.history.hasMore).toBe(true));
    await act(async () => {
      await result.current.history.loadOlder();
    });
    expect(result.current.history.entries.map((e) => e.position)).toEqual([5, 4, 2]);
    expect(result.current.history.hasMore).toBe(false);
    expect(result.current.history.loadingOlder).toBe(false);
    expect(result.current.setBy?.overrides.o1).toMatchObject({ name: 'Dee' });
    await act(async () => {
      await result.current.setKillSwitch(false);
    });
    expect(result.current.history.entries.map((e) => e.position)).toEqual([6]);
  });

  it('given the kill switch, when it is turned off, then the flag is updated, the page refetched, and the toast offers Undo', async () => {
    const { result } = setup([...loaded, head, updated({ enabled: false }, flag({ enabled: false })), ...refreshed(flag({ enabled: false }))]);
    await waitFor(() => expect(result.current.history.entries).toHaveLength(2));
    await act(async () => {
      await result.current.setKillSwitch(false);
    });
    expect(result.current.statuses.every((s) => s.served.killed)).toBe(true);
    expect(result.current.history.entries.map((e) => e.position)).toEqual([6]);
    expect(await screen.findByText('Dark mode turned off in every environment')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeTruthy();
  });

  it('given the kill switch off, when it is turned back on, then it says each environment serves its own state', async () => {
    const off = flag({ enabled: false });
    const { result } = setup([page(off), targeting(), history([]), head, updated({ enabled: true }), ...refreshed()]);
    await waitFor(() => expect(result.current.flag?.enabled).toBe(false));
    await act(async () => {
      await result.current.setKillSwitch(true);
    });
    expect(result.current.flag?.enabled).toBe(true);
    expect(await screen.findByText('Dark mode is live again: each environment serves its own state')).toBeTruthy();
  });

  it('given an environment, when its value is reset, then the write names the environment and flag key with no value, and the toast says the given text', async () => {
    const reset = flag({ environmentValues: [envValue('dev'), envValue('prod')] });
    const { result } = setup([
      ...loaded,
      head,
      {
        request: { query: SET_ENVIRONMENT_VALUE, variables: { environmentId: 'dev', flagKey: 'dark_mode', flagValue: null } },
        result: {
          data: { setEnvironmentValue: { __typename: 'SetEnvironmentValuePayload', environment: { __typename: 'Environment', id: 'dev', variables: {} } } },
        },
      },
      ...refreshed(reset),
    ]);
    await waitFor(() => expect(result.current.statuses).toHaveLength(2));
    const dev = result.current.environments[0];
    await act(async () => {
      if (dev) await result.current.setEnvironment(dev, null, 'Dark mode reset to the default in dev');
    });
    expect(result.current.statuses[0]).toMatchObject({ hasCustomValue: false, served: { source: 'default' } });
    expect(await screen.findByText('Dark mode reset to the default in dev')).toBeTruthy();
  });

  it('given a new default, when it is saved, then the flag is updated with that value', async () => {
    const { result } = setup([...loaded, head, updated({ value: true }, flag({ value: true })), ...refreshed(flag({ value: true }))]);
    await waitFor(() => expect(result.current.flag).not.toBeNull());
    await act(async () => {
      await result.current.setDefault(true);
    });
    expect(result.current.flag?.value).toBe(true);
    expect(await screen.findByText('Default value of Dark mode saved')).toBeTruthy();
  });

  it('given the server refuses, when the kill switch is turned off, then the failure is shown and thrown, and nothing is refetched', async () => {
    const { result } = setup([
      ...loaded,
      head,
      { request: { query: UPDATE_FLAG, variables: { input: { id: 'f1', enabled: false } } }, result: { errors: [new GraphQLError('Not allowed')] } },
    ]);
    await waitFor(() => expect(result.current.history.entries).toHaveLength(2));
    await act(async () => {
      await expect(result.current.setKillSwitch(false)).rejects.toThrow('Not allowed');
    });
    expect(await screen.findByText('Failed to turn off Dark mode')).toBeTruthy();
    expect(result.current.flag?.enabled).toBe(true);
    expect(result.current.error).toBeUndefined();
  });

  it('given an override that expires while the page is open, when the clock ticks, then it no longer applies', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
    const soon = new Date(Date.now() + 20_000).toISOString();
    const { result } = setup([page(flag(), [override({ expiresAt: soon })]), targeting(), history([])]);
    await waitFor(() => expect(result.current.statuses[1]?.overrides[0]?.state).toBe('applies'));
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current.statuses[1]?.overrides[0]?.state).toBe('expired');
  });
});
