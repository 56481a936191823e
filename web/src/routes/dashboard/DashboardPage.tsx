import { Alert, Box, Button, Chip, CircularProgress, Grid, Stack, Typography } from '@mui/material';
import { alpha, keyframes } from '@mui/material/styles';
import { useQuery } from '@apollo/client/react';
import { PageHeader } from '../../components/PageHeader';
import { useProjects } from '../../state/ProjectsProvider';
import { DASHBOARD_ACTIVITY, DASHBOARD_STATS } from './documents';
import { StatCards } from './StatCards';
import { QuickActions } from './QuickActions';
import { RecentActivityCard } from './RecentActivityCard';
import { ProjectSummaryCard } from './ProjectSummaryCard';
import { EMPTY_STATS } from './parts';
import { describeError } from '../../apollo/errors';
import { UsageSection } from './UsageSection';
import { StaleFlagsCard } from './StaleFlagsCard';

/** Refetch intervals of spec §9: stats every 60 s, activity every 30 s. */
export const STATS_POLL_MS = 60_000;
export const ACTIVITY_POLL_MS = 30_000;

/** Dashboard (/): the current project's counts, quick actions, recent activity and summary. */
export default function DashboardPage() {
  const { current } = useProjects();
  if (!current) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'center', justifyContent: 'center', py: 12, color: 'text.secondary' }}>
        <CircularProgress size={28} />
        <Typography>Loading project...</Typography>
      </Stack>
    );
  }
  return <ProjectDashboard key={current.id} projectId={current.id} fallbackName={current.name} />;
}

function ProjectDashboard({ projectId, fallbackName }: { projectId: string; fallbackName: string }) {
  const canManageFlags = useProjects().current?.permissions.canManageFlags ?? false;
  const stats = useQuery(DASHBOARD_STATS, {
    variables: { projectId },
    pollInterval: STATS_POLL_MS,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const activity = useQuery(DASHBOARD_ACTIVITY, {
    variables: { projectId },
    pollInterval: ACTIVITY_POLL_MS,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });

  const s = stats.data?.dashboardStats ?? EMPTY_STATS;
  const statsLoading = !stats.data && stats.loading;
  const items = activity.data?.dashboardActivity ?? [];
  // While the first load runs the title is the selected project's name; once loaded, the server's.
  // Issue 17: failed stats never show "Unknown Project / 0 / 0 / 0": the selected project's name, and no numbers.
  const failed = Boolean(stats.error) && !stats.data;
  const name = stats.data ? s.projectName || fallbackName : fallbackName;
  const status = s.projectStatus || EMPTY_STATS.projectStatus;
  const active = status === 'active';

  return (
    <Box>
      <PageHeader
        title={name}
        subtitle="Project dashboard - manage feature flags, environments, and configurations."
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Chip
              label="Real-time Dashboard"
              size="small"
              variant="outlined"
              color="primary"
              icon={<LiveDot />}
              sx={(t) => ({ pl: 0.75, ...(t.palette.mode === 'dark' && { color: 'primary.light', borderColor: alpha(t.palette.primary.light, 0.5) }) })}
            />
            {/* unknown while the stats cannot be read: no "Status: inactive" guess */}
            {!failed && (
              <Chip
                label={`Status: ${status}`}
                size="small"
                sx={(t) => ({
                  fontWeight: 600,
                  bgcolor: alpha(active ? t.palette.success.main : t.palette.text.secondary, 0.12),
                  color: active ? 'success.main' : 'text.secondary',
                })}
              />
            )}
          </Stack>
        }
      />

      {stats.error && !stats.data && (
        <Alert
          severity="error"
          sx={{ mb: 3 }}
          action={
            <Button color="inherit" size="small" onClick={() => void stats.refetch()}>
              Retry
            </Button>
          }
        >
          Failed to load dashboard data. Please refresh the page or try again later.
          <Typography variant="caption" component="div" sx={{ opacity: 0.85 }}>
            {describeError(stats.error)}
          </Typography>
        </Alert>
      )}

      <Stack spacing={{ xs: 2, sm: 3 }}>
        <StatCards stats={s} loading={statsLoading} unavailable={failed} />
        <QuickActions />
        <Grid container spacing={{ xs: 2, sm: 3 }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <RecentActivityCard
              items={items}
              loading={!activity.data && activity.loading}
              error={Boolean(activity.error) && !activity.data}
              onRetry={() => void activity.refetch()}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <ProjectSummaryCard stats={s} activityCount={items.length} loading={statsLoading} unavailable={failed} />
          </Grid>
        </Grid>
        {/* issue 20: usage insights (charts load lazily) and stale flags */}
        <UsageSection projectId={projectId} />
        <StaleFlagsCard projectId={projectId} canManage={canManageFlags} />
      </Stack>
    </Box>
  );
}

const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 rgba(22,163,74,0.5); }
  70% { box-shadow: 0 0 0 6px rgba(22,163,74,0); }
  100% { box-shadow: 0 0 0 0 rgba(22,163,74,0); }
`;

/** A softly pulsing dot: the dashboard refreshes itself. */
function LiveDot() {
  return (
    <Box
      component="span"
      sx={{
        width: 8,
        height: 8,
        borderRadius: '50%',
        bgcolor: 'success.main',
        display: 'inline-block',
        flexShrink: 0,
        animation: `${pulse} 2s infinite`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    />
  );
}
