import { Card, Skeleton, Stack, Typography } from '@mui/material';
import SwapHorizRoundedIcon from '@mui/icons-material/SwapHorizRounded';
import { ErrorState } from '../../components/StateViews';
import { errorDetail } from '../environments/feedback';
import type { Instant } from './auditModel';
import { PanelContent } from './auditParts';
import { Intro, PickerRow, PickerSlot, SwapButton } from './CompareParts';
import { CompareResult } from './CompareResult';
import { InstantField } from './InstantField';
import { useCompare } from './useCompare';

/** Compare: what changed between two instants, entity by entity, field by field. */
export function ComparePanel({
  projectId,
  from,
  to,
  onFrom,
  onTo,
  names,
}: {
  projectId: string;
  from: Instant | null;
  to: Instant | null;
  onFrom: (i: Instant) => void;
  onTo: (i: Instant) => void;
  names: Record<string, string>;
}) {
  const c = useCompare(projectId, from, to, onFrom, onTo);
  return (
    <Stack spacing={2.5}>
      <MomentsCard from={from} to={to} onFrom={onFrom} onTo={onTo} onSwap={c.swap} />
      {c.waiting ? (
        <CompareSkeleton />
      ) : c.error ? (
        <ErrorState title="Could not compare these moments" message={errorDetail(c.error)} onRetry={c.retry} />
      ) : (
        c.diff && <CompareResult diff={c.diff} counts={c.counts} names={names} />
      )}
    </Stack>
  );
}

/** The two moments, and a button that swaps them. */
function MomentsCard({
  from,
  to,
  onFrom,
  onTo,
  onSwap,
}: {
  from: Instant | null;
  to: Instant | null;
  onFrom: (i: Instant) => void;
  onTo: (i: Instant) => void;
  onSwap: () => void;
}) {
  return (
    <Card>
      <PanelContent>
        <Typography variant="cardTitle" component="h2">
          Compare two moments
        </Typography>
        <Intro variant="body2" color="text.secondary">
          See what changed between two points in the project's history, entity by entity, with every field before and after.
        </Intro>
        <PickerRow direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
          <PickerSlot>
            <InstantField id="compare-from" label="From" value={from} onChange={onFrom} />
          </PickerSlot>
          <SwapButton aria-label="Swap the two moments" onClick={onSwap}>
            <SwapHorizRoundedIcon />
          </SwapButton>
          <PickerSlot>
            <InstantField id="compare-to" label="To" value={to} onChange={onTo} />
          </PickerSlot>
        </PickerRow>
      </PanelContent>
    </Card>
  );
}

function CompareSkeleton() {
  return (
    <Stack spacing={1.5} role="status" aria-busy aria-label="Comparing">
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={160} />
      <Skeleton variant="rounded" height={120} />
    </Stack>
  );
}
