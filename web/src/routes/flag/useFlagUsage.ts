import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { FLAG_USAGE, FLAG_USAGE_TOTALS } from './usageDocuments';
import { chartWindow, isPlanFeatureRequired, rangeOption, sharesOf, stackSeries } from './usageModel';
import type { UsageRangeId } from './usageModel';
import { REFRESH_MS, selectedEnvironments, tabValueOf } from './flagUsageCardModel';

/** The current time, moving on every minute so the window follows (and the chart refreshes). */
export function useMinute(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), REFRESH_MS);
    return () => clearInterval(t);
  }, []);
  return now;
}

/** The flag's usage series for the chosen range and environment (the previous answer while the next loads). */
export function useFlagUsage(flagId: string) {
  const [rangeId, setRangeId] = useState<UsageRangeId>('24h');
  const [envId, setEnvId] = useState<string>('all');
  const now = useMinute();
  const range = rangeOption(rangeId);
  const win = useMemo(() => chartWindow(rangeId, now), [rangeId, now]);
  const usage = useQuery(FLAG_USAGE, { variables: { flagId, ...win }, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: false });
  const data = usage.data?.flagUsage ?? usage.previousData?.flagUsage ?? null;
  const envs = data?.environments ?? [];
  const selected = selectedEnvironments(envs, envId);
  return {
    now,
    rangeId,
    setRangeId,
    range,
    tab: tabValueOf(envs, envId),
    setEnvId,
    data,
    envs,
    stacked: stackSeries(selected),
    shares: sharesOf(selected.flatMap((e) => e.variants)),
    retentionDays: data?.retentionDays ?? 30,
    error: usage.error,
    /** Free plans: the server refuses series (PLAN_FEATURE_REQUIRED). */
    planRequired: Boolean(usage.error && isPlanFeatureRequired(usage.error)),
    retry: () => void usage.refetch(),
  };
}

/** Free plan: the flag's totals of the last 24 hours. */
export function useFreeUsage(projectId: string, flagId: string) {
  const totals = useQuery(FLAG_USAGE_TOTALS, { variables: { projectId, range: 'H24' }, fetchPolicy: 'cache-and-network' });
  const row = totals.data?.projectUsageSummary.flags.find((f) => f.flagId === flagId);
  return { loaded: Boolean(totals.data), error: totals.error, evaluations: row?.evaluations ?? 0, shares: sharesOf(row?.variants ?? []) };
}
