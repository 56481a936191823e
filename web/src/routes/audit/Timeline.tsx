import { Fragment } from 'react';
import { Box, Button, Card, CircularProgress, Skeleton, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import type { HistoryEntryView } from './auditModel';
import { timelineEndText, timelineRows } from './timelineModel';
import { TimelineEntry } from './TimelineEntry';
import type { EntryActions } from './TimelineEntry';
import { DayItem, EntryList, ListEnd } from './TimelineParts';

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

/** The timeline: entries newest first, grouped by day, each expanding to its field changes. */
export function Timeline({ entries, expanded, highlighted, onToggle, actions, names, hasMore, loadingMore, onLoadMore, filtered }: TimelineProps) {
  return (
    <Card>
      <EntryList aria-label="Audit log">
        {timelineRows(entries).map(({ entry: e, day, newDay, first, lastOfDay }) => (
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
              onToggle={() => onToggle(e.position)}
              actions={actions}
              names={names}
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

/** Rows of skeletons shaped like timeline entries. */
export function TimelineSkeleton({ rows = 6 }: { rows?: number }) {
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
}
