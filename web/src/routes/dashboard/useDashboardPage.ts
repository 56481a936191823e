import { useCallback, useMemo } from 'react';
import { queryEarly, useEarlyQuery } from '../../apollo/earlyQueries';
import { useDeferredResult } from '../../apollo/useDeferredResult';
import { dashboardView } from './dashboardModel';
import { DASHBOARD_ACTIVITY, DASHBOARD_STATS } from './documents';

/** Refetch intervals of spec §9: stats every 60 s, activity every 30 s. */
export const STATS_POLL_MS = 60_000;
export const ACTIVITY_POLL_MS = 30_000;

/**
 * The Dashboard (/) of one project: its stats and recent activity, each polled at the spec's
 * interval (the usage and stale-flag cards read their own data).
 */
const NO_ACTIVITY: never[] = [];

// A returning visitor's counts and activity are asked for beside the project list (apollo/earlyQueries).
const STATS_EARLY = { query: DASHBOARD_STATS, variables: (projectId: string) => ({ projectId }) };
const ACTIVITY_EARLY = { query: DASHBOARD_ACTIVITY, variables: (projectId: string) => ({ projectId }) };
// A returning visitor's stats and activity are asked for beside the project list (apollo/earlyQueries).
queryEarly(STATS_EARLY);
queryEarly(ACTIVITY_EARLY);

export function useDashboardPage(projectId: string, fallbackName: string) {
  // Answers render in a background pass that yields to input (issue 18: one long task on a phone
  // otherwise); the header commits first, with the cards loading.
  const stats = useDeferredResult(
    useEarlyQuery(STATS_EARLY, projectId, {
      pollInterval: STATS_POLL_MS,
      fetchPolicy: 'cache-and-network',
      notifyOnNetworkStatusChange: false,
    }),
  );
  const activity = useDeferredResult(
    useEarlyQuery(ACTIVITY_EARLY, projectId, {
      pollInterval: ACTIVITY_POLL_MS,
      fetchPolicy: 'cache-and-network',
      notifyOnNetworkStatusChange: false,
    }),
  );
  // Stable values and callbacks: the cards are memoised, and each answer re-renders only the cards it feeds.
  const statsData = stats.data?.dashboardStats;
  const failed = Boolean(stats.error);
  const view = useMemo(
    () => dashboardView({ stats: statsData, loading: stats.loading, failed }, fallbackName),
    [statsData, stats.loading, failed, fallbackName],
  );
  const refetchStats = stats.refetch;
  const refetchActivity = activity.refetch;
  return {
    ...view,
    statsError: stats.data ? undefined : stats.error,
    retryStats: useCallback(() => void refetchStats(), [refetchStats]),
    activity: activity.data?.dashboardActivity ?? NO_ACTIVITY,
    activityLoading: !activity.data && activity.loading,
    activityFailed: Boolean(activity.error) && !activity.data,
    retryActivity: useCallback(() => void refetchActivity(), [refetchActivity]),
  };
}
