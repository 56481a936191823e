import { Fragment, memo } from 'react';
import { useProgressiveCount } from '../../components/useProgressiveCount';
import { Box, Button, Card, CircularProgress, Skeleton, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import type { HistoryEntryView } from './auditModel';
import { timelineEndText, timelineRows } from './timelineModel';
import { TimelineEntry } from './TimelineEntry';
import type { EntryActions } from './TimelineEntry';
import { DayItem, EntryList, ListEnd } from './TimelineParts';

/** Entries in the first commit (a screenful) and per later step. */
const ENTRIES_FIRST = 12;
const ENTRIES_PER_STEP = 12;

interface TimelineProps {
  entries: HistoryEntryView[];
  expanded: ReadonlySet<number>;
  highlighted: string | null;
  onToggle: (position: number) => void;
  actions: EntryActions;
  names: Record<string, string>;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  filtered: boolean;
}

/** Names for an entry's details: a closed entry reads none, so new names re-render only open ones. */
const NO_NAMES: Record<string, string> = {};

/**
 * The timeline: entries newest first, grouped by day, each expanding to its field changes. A page
 * renders a screenful first, then more per step (a page of 50 entries was one long task on a phone).
 */
export function Timeline({ entries, expanded, highlighted, onToggle, actions, names, hasMore, loadingMore, onLoadMore, filtered }: TimelineProps) {
  const shown = useProgressiveCount(entries.length, ENTRIES_FIRST, ENTRIES_PER_STEP);
  return (
    <Card>
      <EntryList aria-label="Audit log">
        {timelineRows(entries)
          .slice(0, shown)
          .map(({ entry: e, day, newDay, first, lastOfDay }) => (
            <Fragment key={e.eventId}>
              {newDay && (
                <DayItem aria-hidden first={first}>
                  <Typography variant="dayHeading">{day}</Typography>
                </DayItem>
              )}
              <TimelineEntry
                entry={e}
                expanded={expanded.has(e.position)}
                highlighted={highlighted === e.eventId}
                last={lastOfDay}
                onToggle={onToggle}
                actions={actions}
                names={expanded.has(e.position) ? names : NO_NAMES}
              />
            </Fragment>
          ))}
      </EntryList>
      <ListEnd>
        {hasMore ? (
          <Button onClick={onLoadMore} disabled={loadingMore} startIcon={loadingMore ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {loadingMore ? 'Loading...' : 'Load older events'}
          </Button>
        ) : (
          <Typography variant="caption" color="text.secondary">
            {timelineEndText(filtered)}
          </Typography>
        )}
      </ListEnd>
    </Card>
  );
}

const SkeletonRows = styled(Stack)(({ theme }) => ({ paddingTop: theme.spacing(1.5), paddingBottom: theme.spacing(1.5) }));
const SkeletonRow = styled(Stack)(({ theme }) => ({ padding: theme.spacing(1.5, 2.5), alignItems: 'flex-start' }));
const SkeletonDot = styled(Skeleton)(({ theme }) => ({ marginTop: theme.spacing(0.75) }));
const SkeletonText = styled(Box)({ flex: 1 });
const SkeletonChip = styled(Skeleton)(({ theme }) => ({ display: 'none', [theme.breakpoints.up('sm')]: { display: 'block' } }));

/** Rows of skeletons shaped like timeline entries (memoised: the page re-renders as its other answers arrive). */
export const TimelineSkeleton = memo(function TimelineSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <Card role="status" aria-busy aria-label="Loading the audit log">
      <SkeletonRows>
        {Array.from({ length: rows }, (_, i) => (
          <SkeletonRow key={i} direction="row" spacing={2}>
            <SkeletonDot variant="circular" width={12} height={12} />
            <SkeletonText>
              <Skeleton width={`${55 + ((i * 17) % 35)}%`} />
              <Skeleton width="35%" height={16} />
            </SkeletonText>
            <SkeletonChip variant="rounded" width={84} height={22} />
          </SkeletonRow>
        ))}
      </SkeletonRows>
    </Card>
  );
});
