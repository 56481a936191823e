import { Alert, Box, Card, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import HistoryToggleOffRoundedIcon from '@mui/icons-material/HistoryToggleOffRounded';
import { ErrorState } from '../../components/StateViews';
import { plural } from '../../lib/format';
import { errorDetail } from '../environments/feedback';
import { InstantField } from './InstantField';
import { dateTime } from './auditModel';
import type { Instant, Permissions, RestoreTarget } from './auditModel';
import { PastEnvironments, PastFlags, PastOverrides, PastTeam } from './PastSections';
import { ServedConfig } from './ServedConfig';
import { PanelContent } from './auditParts';
import { SummaryBox } from './TimeTravelParts';
import { pinOf, restoreTargetOf, sinceStates } from './timeTravelModel';
import type { Past, TodayProject } from './timeTravelModel';
import { useTimeTravel } from './useTimeTravel';

const SummaryIcon = styled(HistoryToggleOffRoundedIcon)(({ theme }) => ({ fontSize: 32, display: 'none', [theme.breakpoints.up('sm')]: { display: 'block' } }));
const Shrinkable = styled(Box)({ minWidth: 0 });
const SummaryTitle = styled(Typography)({ fontWeight: 600 });
const PickerGrid = styled(Grid)({ alignItems: 'center' });

/** What the past project is: its name and moment, and how much it held. */
function PastSummary({ past }: { past: Past }) {
  const p = past.project;
  const at = past.instant;
  return (
    <SummaryBox data-testid="time-travel-summary">
      <SummaryIcon color="primary" />
      <Shrinkable>
        <SummaryTitle>
          {p.name} as it was on {dateTime(at.time)}
        </SummaryTitle>
        <Typography variant="body2" color="text.secondary">
          {plural(at.eventCount, 'event')} in, up to event #{at.position} · {plural(p.featureFlags.length, 'flag')} ·{' '}
          {plural(p.environments.length, 'environment')} · {plural(p.overrides.length, 'override')} · {p.plan.planId} plan
        </Typography>
      </Shrinkable>
    </SummaryBox>
  );
}

function PastView({
  past,
  current,
  permissions,
  onRestore,
}: {
  past: Past;
  current: TodayProject;
  permissions: Permissions;
  onRestore: (t: RestoreTarget) => void;
}) {
  const p = past.project;
  const at = past.instant;
  const sections = {
    p,
    states: sinceStates(p, current),
    permissions,
    restore: (kind: RestoreTarget['kind'], id: string, name: string) => onRestore(restoreTargetOf(at, kind, id, name)),
  };
  return (
    <Stack spacing={2.5}>
      <PastSummary past={past} />
      {past.deleted && <Alert severity="warning">The project had been deleted at that moment: this is how it stood when it was deleted.</Alert>}
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2.5}>
            <PastFlags {...sections} />
            <PastEnvironments {...sections} />
            <PastOverrides {...sections} />
            <PastTeam p={p} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <ServedConfig key={`${at.position}`} project={p} instant={pinOf(at, `event #${at.position}`)} />
        </Grid>
      </Grid>
    </Stack>
  );
}

function PastLoading() {
  return (
    <Grid container spacing={2.5} role="status" aria-busy aria-label="Loading the project as it was">
      <Grid size={12}>
        <Skeleton variant="rounded" height={76} />
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Stack spacing={2.5}>
          <Skeleton variant="rounded" height={240} />
          <Skeleton variant="rounded" height={180} />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Skeleton variant="rounded" height={440} />
      </Grid>
    </Grid>
  );
}

/** What time travel shows, and the moment to show. */
function MomentCard({ instant, onInstant }: { instant: Instant | null; onInstant: (i: Instant) => void }) {
  return (
    <Card>
      <PanelContent>
        <PickerGrid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="cardTitle" component="h2">
              Time travel
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Pick a moment, or use “View as of this event” in the timeline, to see the project exactly as it was: flags, values per environment, overrides,
              team, plan and the configuration it served.
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <InstantField id="travel-at" label="Show the project as it was at" value={instant} onChange={onInstant} />
          </Grid>
        </PickerGrid>
      </PanelContent>
    </Card>
  );
}

/** Time travel: the project, and the config it served, as they were at an instant. */
export function TimeTravelPanel({
  projectId,
  instant,
  onInstant,
  permissions,
  onRestore,
}: {
  projectId: string;
  instant: Instant | null;
  onInstant: (i: Instant) => void;
  permissions: Permissions;
  onRestore: (t: RestoreTarget) => void;
}) {
  const { past, today, loading, error, retry } = useTimeTravel(projectId, instant);
  return (
    <Stack spacing={2.5}>
      <MomentCard instant={instant} onInstant={onInstant} />
      {!instant ? null : loading ? (
        <PastLoading />
      ) : error ? (
        <ErrorState title="Could not show the project at that moment" message={errorDetail(error)} onRetry={retry} />
      ) : past && today ? (
        <PastView past={past} current={today} permissions={permissions} onRestore={onRestore} />
      ) : null}
    </Stack>
  );
}
