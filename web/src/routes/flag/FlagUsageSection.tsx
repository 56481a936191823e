import { Suspense, lazy } from 'react';
import { Card, CardContent, Skeleton } from '@mui/material';
import { styled } from '@mui/material/styles';
import type { FlagUsageCardProps } from './FlagUsageCard';

/** The charts library is its own chunk: the flag page paints first, the usage card follows. */
const FlagUsageCard = lazy(() => import('./FlagUsageCard'));

/** The flag's usage card (issue 20), loaded lazily with a placeholder of the same size. */
export function FlagUsageSection(props: FlagUsageCardProps) {
  return (
    <Suspense fallback={<UsagePlaceholder />}>
      <FlagUsageCard {...props} />
    </Suspense>
  );
}

const ChartSkeleton = styled(Skeleton)(({ theme }) => ({ marginTop: theme.spacing(2) }));

export function UsagePlaceholder({ height = 360 }: { height?: number }) {
  return (
    <Card aria-busy="true" aria-label="Loading usage">
      <CardContent>
        <Skeleton width={120} />
        <Skeleton width="45%" />
        <ChartSkeleton variant="rounded" height={height - 100} />
      </CardContent>
    </Card>
  );
}
