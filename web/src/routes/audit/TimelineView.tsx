import { Alert, Button } from '@mui/material';
import { styled } from '@mui/material/styles';
import HistoryToggleOffRoundedIcon from '@mui/icons-material/HistoryToggleOffRounded';
import { EmptyState, ErrorState, NoMatchState } from '../../components/StateViews';
import { errorDetail } from '../environments/feedback';
import { AuditFilters } from './AuditFilters';
import { Timeline, TimelineSkeleton } from './Timeline';
import type { useAuditPage } from './useAuditPage';

type AuditPageState = ReturnType<typeof useAuditPage>;

const NoHistoryIcon = styled(HistoryToggleOffRoundedIcon)({ fontSize: 44 });
const OlderError = styled(Alert)(({ theme }) => ({ marginBottom: theme.spacing(2) }));

/** The Timeline tab: filters and export, then the entries (or why there are none), older pages on demand. */
export function TimelineView({ s }: { s: AuditPageState }) {
  return (
    <>
      <AuditFilters
        filter={s.filter}
        onChange={s.setFilter}
        people={s.people}
        entityLabel={s.entityLabel}
        exporting={s.exporting}
        onExport={s.exportAs}
        summary={s.summary}
      />
      <TimelineBody s={s} />
    </>
  );
}

/** The entries; their skeleton while the first page loads; why there are none. */
function TimelineBody({ s }: { s: AuditPageState }) {
  const { history } = s;
  if (history.loading && !history.loaded) return <TimelineSkeleton />;
  if (history.error && history.entries.length === 0)
    return <ErrorState title="Failed to load the audit log" message={errorDetail(history.error)} onRetry={history.reload} />;
  if (history.entries.length === 0)
    return s.filtered ? (
      <NoMatchState
        title="No events match these filters"
        description="Try another event type, entity, person or time range."
        action={<Button onClick={s.clearFilter}>Clear filters</Button>}
      />
    ) : (
      <EmptyState icon={<NoHistoryIcon />} title="No history yet" description="Changes to this project will be listed here as they happen." />
    );
  return (
    <>
      {history.error && (
        <OlderError
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void history.loadMore()}>
              Retry
            </Button>
          }
        >
          Failed to load older events
        </OlderError>
      )}
      <Timeline
        entries={history.entries}
        expanded={s.expanded}
        highlighted={s.highlighted}
        onToggle={s.toggle}
        actions={s.actions}
        names={s.envNames}
        hasMore={Boolean(history.nextCursor)}
        loadingMore={history.loadingMore}
        onLoadMore={() => void history.loadMore()}
        filtered={s.filtered}
      />
    </>
  );
}
