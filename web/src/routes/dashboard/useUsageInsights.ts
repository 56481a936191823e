import { useDeferredValue, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { mostAndLeast, rangeOption } from '../flag/usageModel';
import type { UsageRangeId } from '../flag/usageModel';
import { useMinute } from '../flag/useFlagUsage';
import { environmentUsage, POLL_MS, requestsTotal } from './usageInsightsModel';
import { PROJECT_USAGE_SUMMARY } from './usageDocuments';

/**
 * The Dashboard's usage insights (issue 20): the range shown, the project's summary for it (polled;
 * the previous answer while the next loads), its most and least evaluated flags and its environments.
 */
export function useUsageInsights(projectId: string) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const [rangeId, setRangeId] = useState<UsageRangeId>('24h');
  const range = rangeOption(rangeId);
  // The charts render an answer in a background pass that yields to input (issue 18: a 450 ms task on a phone otherwise).
  const q = useDeferredValue(
    useQuery(PROJECT_USAGE_SUMMARY, {
      variables: { projectId, range: range.range },
      pollInterval: POLL_MS,
      fetchPolicy: 'cache-and-network',
      notifyOnNetworkStatusChange: false,
    }),
  );
  const summary = q.data?.projectUsageSummary ?? q.previousData?.projectUsageSummary ?? null;
  const now = useMinute();
  const { most, least } = useMemo(() => mostAndLeast(summary?.flags ?? []), [summary]);
  const environments = useMemo(() => environmentUsage(summary?.environments ?? [], theme.palette.mode), [summary, theme]);
  return {
    narrow,
    rangeId,
    setRangeId,
    range,
    summary,
    error: q.error,
    retry: () => void q.refetch(),
    now,
    most,
    least,
    environments,
    requestsTotal: requestsTotal(summary?.environments ?? []),
    retentionDays: summary?.retentionDays ?? 1,
  };
}
