import { Box, CircularProgress, Grid, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { PageHeader } from '../../components/PageHeader';
import { useProjects } from '../../state/ProjectsProvider';
import { useDashboardPage } from './useDashboardPage';
import { StatCards } from './StatCards';
import { QuickActions } from './QuickActions';
import { RecentActivityCard } from './RecentActivityCard';
import { ProjectSummaryCard } from './ProjectSummaryCard';
import { HeaderChips, StatsError } from './DashboardHeader';
import { UsageSection } from './UsageSection';
import { StaleFlagsCard } from './StaleFlagsCard';

const LoadingProject = styled(Stack)(({ theme }) => ({
  alignItems: 'center',
  justifyContent: 'center',
  paddingTop: theme.spacing(12),
  paddingBottom: theme.spacing(12),
  color: theme.palette.text.secondary,
}));

/** Dashboard (/): the current project's counts, quick actions, recent activity and summary. */
export default function DashboardPage() {
  const { current } = useProjects();
  if (!current) {
    return (
      <LoadingProject spacing={2}>
        <CircularProgress size={28} />
        <Typography>Loading project...</Typography>
      </LoadingProject>
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
        actions={<HeaderChips status={d.status} active={d.active} failed={d.failed} />}
      />
      {d.statsError && <StatsError error={d.statsError} onRetry={d.retryStats} />}
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
