import type { ReactNode } from 'react';
import { Button, Stack } from '@mui/material';
import FlagRoundedIcon from '@mui/icons-material/FlagRounded';
import { describeError } from '../../apollo/errors';
import { EmptyState, ErrorState, NoMatchState } from '../../components/StateViews';
import { FlagCard } from './FlagCard';
import { FlagTable } from './FlagTable';
import type { RowProps } from './FlagTable';
import type { EnvColumn, FlagRow } from './FlagRowParts';
import { useProgressiveCount } from '../../components/useProgressiveCount';
import { FlagsListSkeleton } from './FlagsListSkeleton';
import { ArchivedFlagsList } from './StaleBits';
import type { FlagsPageModel } from './useFlagsPage';

/** Phone cards in the first commit (a card with four environments is ~300px: three fill a phone's screen), and per later step. */
const FIRST_CARDS = 3;
const CARDS_PER_STEP = 3;

/** The flag list on phones: a card per flag, rendered a few at a time like the table's rows. */
function FlagCards({ flags, environments, ...p }: { flags: FlagRow[]; environments: EnvColumn[] } & RowProps) {
  const shown = useProgressiveCount(flags.length, FIRST_CARDS, CARDS_PER_STEP);
  return (
    <Stack spacing={1.5}>
      {flags.slice(0, shown).map((f) => (
        <FlagCard key={f.id} flag={f} environments={environments} {...p} />
      ))}
    </Stack>
  );
}

/** The flags themselves: a table on a desktop, cards on a phone, with what every row needs. */
function FlagRows({
  page,
  compact,
  canManage,
  canManageEnvironments,
}: {
  page: FlagsPageModel;
  compact: boolean;
  canManage: boolean;
  canManageEnvironments: boolean;
}) {
  const rowProps: RowProps = {
    canManage,
    canManageEnvironments,
    busy: page.busy,
    onKill: page.kill,
    onToggleEnv: page.toggleEnv,
    onAction: page.onAction,
    stale: page.stale,
    staleDays: page.staleAfterDays,
  };
  if (!compact) return <FlagTable flags={page.shown} environments={page.shownEnvs} {...rowProps} />;
  return <FlagCards flags={page.shown} environments={page.shownEnvs} {...rowProps} />;
}

/** The list area in each of its states: error, loading, archived, nothing stale, none yet, no match, the flags. */
export function FlagsList({
  page,
  compact,
  canManage,
  canManageEnvironments,
  createButton,
}: {
  page: FlagsPageModel;
  compact: boolean;
  canManage: boolean;
  canManageEnvironments: boolean;
  createButton: ReactNode;
}) {
  switch (page.body) {
    case 'error':
      return <ErrorState title="Error loading feature flags" message={describeError(page.error)} onRetry={page.retry} />;
    case 'loading':
      return <FlagsListSkeleton compact={compact} />;
    case 'archived':
      return <ArchivedFlagsList flags={page.shown} canManage={canManage} onUnarchive={page.unarchive} />;
    case 'no-stale':
      return (
        <NoMatchState
          title="No stale flags"
          description={`Every flag was evaluated, with more than one variant, in the last ${page.staleAfterDays ?? 30} days.`}
          action={
            <Button variant="outlined" onClick={() => page.setView('active')}>
              Show all flags
            </Button>
          }
        />
      );
    case 'empty':
      return (
        <EmptyState
          icon={<FlagRoundedIcon fontSize="emptyState" />}
          title="No feature flags yet"
          description={canManage ? 'Create your first feature flag to start controlling features in this project.' : 'This project has no feature flags yet.'}
          action={createButton || undefined}
        />
      );
    case 'no-match':
      return (
        <NoMatchState
          title="No flags found"
          description="No feature flags match your search."
          action={
            <Button variant="outlined" onClick={page.search.clear}>
              Clear search
            </Button>
          }
        />
      );
    default:
      return <FlagRows page={page} compact={compact} canManage={canManage} canManageEnvironments={canManageEnvironments} />;
  }
}
