import { Suspense, lazy, memo } from 'react';
import { UsagePlaceholder } from '../flag/FlagUsageSection';

/** The charts library is its own chunk: the Dashboard paints first, the usage card follows. */
const UsageInsightsCard = lazy(() => import('./UsageInsightsCard'));

/** The Dashboard's usage insights (issue 20), loaded lazily. */
export const UsageSection = memo(function UsageSection({ projectId }: { projectId: string }) {
  return (
    <Suspense fallback={<UsagePlaceholder height={420} />}>
      <UsageInsightsCard projectId={projectId} />
    </Suspense>
  );
});
