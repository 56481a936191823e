import { Alert, Box, Button, Chip, CircularProgress, Grid, Stack, Typography } from '@mui/material';
import { alpha, keyframes } from '@mui/material/styles';
import { PageHeader } from '../../components/PageHeader';
import { useProjects } from '../../state/ProjectsProvider';
import { useDashboardPage } from './useDashboardPage';
import { StatCards } from './StatCards';
import { QuickActions } from './QuickActions';
import { RecentActivityCard } from './RecentActivityCard';
import { ProjectSummaryCard } from './ProjectSummaryCard';
import { describeError } from '../../apollo/errors';
import { UsageSection } from './UsageSection';
import { StaleFlagsCard } from './StaleFlagsCard';

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
  return <ProjectDashboard key={current.id} projectId={current.id} fallbackName={current.name} canManageFlags={current.permissions.canManageFlags} />;
}

function ProjectDashboard({ projectId, fallbackName, canManageFlags }: { projectId: string; fallbackName: string; canManageFlags: boolean }) {
  const d = useDashboardPage(projectId, fallbackName);
  return (
    <Box>
      <PageHeader
        title={d.name}
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
            {!d.failed && (
              <Chip
                label={`Status: ${d.status}`}
                size="small"
                sx={(t) => ({
                  fontWeight: 600,
                  bgcolor: alpha(d.active ? t.palette.success.main : t.palette.text.secondary, 0.12),
                  color: d.active ? 'success.main' : 'text.secondary',
                })}
              />
            )}
          </Stack>
        }
      />

      {d.statsError && (
        <Alert
          severity="error"
          sx={{ mb: 3 }}
          action={
            <Button color="inherit" size="small" onClick={d.retryStats}>
              Retry
            </Button>
          }
        >
          Failed to load dashboard data. Please refresh the page or try again later.
          <Typography variant="caption" component="div" sx={{ opacity: 0.85 }}>
            {describeError(d.statsError)}
          </Typography>
        </Alert>
      )}

      <Stack spacing={{ xs: 2, sm: 3 }}>
        <StatCards stats={d.stats} loading={d.loading} unavailable={d.failed} />
        <QuickActions />
        <Grid container spacing={{ xs: 2, sm: 3 }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <RecentActivityCard items={d.activity} loading={d.activityLoading} error={d.activityFailed} onRetry={d.retryActivity} />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <ProjectSummaryCard stats={d.stats} activityCount={d.activity.length} loading={d.loading} unavailable={d.failed} />
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
