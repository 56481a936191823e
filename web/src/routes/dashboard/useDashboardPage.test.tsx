// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { InMemoryCache } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { DASHBOARD_ACTIVITY, DASHBOARD_STATS } from './documents';
import { useDashboardPage } from './useDashboardPage';

afterEach(cleanup);
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const statsOk: MockLink.MockedResponse = {
  request: { query: DASHBOARD_STATS, variables: { projectId: 'p1' } },
  result: {
    data: {
      dashboardStats: {
        __typename: 'DashboardStats',
        totalEnvironments: 3,
        totalFeatureFlags: 5,
        totalOverrides: 1,
        recentFlags: 2,
        recentEnvironments: 0,
        projectName: 'Web Shop',
        projectStatus: 'active',
      },
    },
  },
};
const statsFail: MockLink.MockedResponse = {
  request: { query: DASHBOARD_STATS, variables: { projectId: 'p1' } },
  result: { errors: [new GraphQLError('Database unavailable')] },
};
const activity = (items: object[]): MockLink.MockedResponse => ({
  request: { query: DASHBOARD_ACTIVITY, variables: { projectId: 'p1' } },
  result: { data: { dashboardActivity: items } },
});
const ITEM = {
  __typename: 'DashboardActivity',
  id: 'a1',
  type: 'flag_created',
  description: 'Flag created',
  timestamp: '2026-01-01T00:00:00.000Z',
  actor: null,
};

function setup(mocks: MockLink.MockedResponse[]) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={mocks} cache={new InMemoryCache()}>
      {children}
    </MockedProvider>
  );
  return renderHook(() => useDashboardPage('p1', 'Shop'), { wrapper });
}

describe('useDashboardPage', () => {
  it('shows the selected name while loading, then the server’s stats and the activity', async () => {
    const { result } = setup([statsOk, activity([ITEM])]);
    expect(result.current).toMatchObject({ name: 'Shop', loading: true, activityLoading: true });
    await waitFor(() => expect(result.current.name).toBe('Web Shop'));
    expect(result.current.stats.totalFeatureFlags).toBe(5);
    expect(result.current.active).toBe(true);
    await waitFor(() => expect(result.current.activity).toHaveLength(1));
    expect(result.current.activityFailed).toBe(false);
  });

  it('failed stats: the error to show, no numbers, and Retry asks again', async () => {
    const { result } = setup([statsFail, activity([]), statsOk]);
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.name).toBe('Shop');
    expect(result.current.statsError).toBeTruthy();
    act(() => result.current.retryStats());
    await waitFor(() => expect(result.current.name).toBe('Web Shop'));
    expect(result.current.failed).toBe(false);
    expect(result.current.statsError).toBeUndefined();
  });

  it('failed activity is its own error, the stats unaffected', async () => {
    const { result } = setup([
      statsOk,
      { request: { query: DASHBOARD_ACTIVITY, variables: { projectId: 'p1' } }, result: { errors: [new GraphQLError('nope')] } },
    ]);
    await waitFor(() => expect(result.current.activityFailed).toBe(true));
    await waitFor(() => expect(result.current.name).toBe('Web Shop'));
    expect(result.current.failed).toBe(false);
  });
});
