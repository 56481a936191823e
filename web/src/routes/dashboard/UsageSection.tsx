import { Suspense, lazy, memo } from 'react';
import { UsagePlaceholder } from '../flag/FlagUsageSection';
import { whenIdle } from '../../lib/whenIdle';

/**
 * The charts library is its own chunk (87 KB compressed), asked for at the first idle moment: the
 * Dashboard's header and stats paint first, the usage card follows (issue 18: fetched at once, it
 * shared a phone's bandwidth with the page's first content).
 */
const UsageInsightsCard = lazy(() => whenIdle().then(() => import('./UsageInsightsCard')));

/** The Dashboard's usage insights (issue 20), loaded lazily. */
export const UsageSection = memo(function UsageSection({ projectId }: { projectId: string }) {
  return (
    <Suspense fallback={<UsagePlaceholder height={420} />}>
      <UsageInsightsCard projectId={projectId} />
    </Suspense>
  );
});
