import type { ReactNode } from 'react';
import { Alert, Button } from '@mui/material';
import HistoryToggleOffRoundedIcon from '@mui/icons-material/HistoryToggleOffRounded';
import { EmptyState, ErrorState, NoMatchState } from '../../components/StateViews';
import { errorDetail } from '../environments/feedback';
import { AuditFilters } from './AuditFilters';
import { Timeline, TimelineSkeleton } from './Timeline';
import type { useAuditPage } from './useAuditPage';

/** The Timeline tab: filters and export, then the entries (or why there are none), older pages on demand. */
export function TimelineView({ s }: { s: ReturnType<typeof useAuditPage> }) {
  const { history } = s;
  let body: ReactNode;
  if (history.loading && !history.loaded) body = <TimelineSkeleton />;
  else if (history.error && history.entries.length === 0)
    body = <ErrorState title="Failed to load the audit log" message={errorDetail(history.error)} onRetry={history.reload} />;
  else if (history.entries.length === 0)
    body = s.filtered ? (
      <NoMatchState
        title="No events match these filters"
        description="Try another event type, entity, person or time range."
        action={<Button onClick={s.clearFilter}>Clear filters</Button>}
      />
    ) : (
      <EmptyState
        icon={<HistoryToggleOffRoundedIcon sx={{ fontSize: 44 }} />}
        title="No history yet"
        description="Changes to this project will be listed here as they happen."
      />
    );
  else
    body = (
      <>
        {history.error && (
          <Alert
            severity="error"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void history.loadMore()}>
                Retry
              </Button>
            }
          >
            Failed to load older events
          </Alert>
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
      {body}
    </>
  );
}
