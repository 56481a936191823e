import type { ReactNode } from 'react';
import { Button } from '@mui/material';
import AltRouteRoundedIcon from '@mui/icons-material/AltRouteRounded';
import { CardGrid, CardGridSkeleton, EmptyState, ErrorState, NoMatchState } from '../../components/StateViews';
import { OverrideCard } from './OverrideCard';
import type { OverridesPageModel } from './useOverridesPage';
import { Shrinkable } from './overrideParts';

/** The cards in each of their states: loading, error, none yet, no match, the overrides. */
export function OverridesList({
  page,
  now,
  flagNames,
  canManage,
  createButton,
}: {
  page: OverridesPageModel;
  now: number;
  flagNames: Record<string, string>;
  canManage: boolean;
  createButton: ReactNode;
}) {
  if (page.loading) return <CardGridSkeleton count={3} height={320} label="Loading overrides..." />;
  if (page.error) return <ErrorState title="Error loading overrides" message={page.error.message} onRetry={page.retry} />;
  if (page.overrides.length === 0)
    return (
      <EmptyState
        icon={<AltRouteRoundedIcon fontSize="emptyState" />}
        title="No overrides yet"
        description={
          canManage
            ? 'Create an override to try custom flag values on top of an environment, for a tester, a demo or a limited time.'
            : 'This project has no overrides yet.'
        }
        action={createButton}
      />
    );
  if (page.filtered.length === 0)
    return (
      <NoMatchState
        title="No overrides found"
        description="No overrides match your search criteria."
        action={<Button onClick={page.clearFilters}>Clear filters</Button>}
      />
    );
  return (
    <CardGrid>
      {page.filtered.map((o) => (
        <Shrinkable key={o.id}>
          <OverrideCard
            override={o}
            status={page.statusOf(o)}
            now={now}
            flagNames={flagNames}
            canManage={canManage}
            toggling={page.togglingId === o.id}
            onToggle={() => page.toggle(o)}
            onEdit={() => page.form.edit(o)}
            onDelete={() => page.remove.ask(o)}
          />
        </Shrinkable>
      ))}
    </CardGrid>
  );
}
