import type { ReactNode } from 'react';
import { Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import LayersRoundedIcon from '@mui/icons-material/LayersRounded';
import FlagRoundedIcon from '@mui/icons-material/FlagRounded';
import TimerRoundedIcon from '@mui/icons-material/TimerRounded';
import HistoryRoundedIcon from '@mui/icons-material/HistoryRounded';
import { CardTitle } from './parts';
import type { DashboardStatsView } from './parts';

/** Project Summary (spec §2): counts of environments, flags, overrides and recent activity. */
export function ProjectSummaryCard({
  stats,
  activityCount,
  loading,
  unavailable = false,
}: {
  stats: DashboardStatsView;
  activityCount: number;
  loading: boolean;
  unavailable?: boolean;
}) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
        <CardTitle title="Project Summary" subtitle="What this project holds" />
        <Stack>
          <Row icon={<LayersRoundedIcon fontSize="small" />} label="Environments" value={unavailable ? '—' : stats.totalEnvironments} loading={loading} first />
          <Row icon={<FlagRoundedIcon fontSize="small" />} label="Feature Flags" value={unavailable ? '—' : stats.totalFeatureFlags} loading={loading} />
          <Row icon={<TimerRoundedIcon fontSize="small" />} label="Overrides" value={unavailable ? '—' : stats.totalOverrides} loading={loading} />
          <Row icon={<HistoryRoundedIcon fontSize="small" />} label="Recent Activity" value={`${activityCount} items`} />
        </Stack>
      </CardContent>
    </Card>
  );
}

function Row({ icon, label, value, loading, first }: { icon: ReactNode; label: string; value: ReactNode; loading?: boolean; first?: boolean }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 1.5, borderTop: first ? 0 : 1, borderColor: 'divider' }}>
      <Stack sx={{ color: 'text.secondary' }}>{icon}</Stack>
      <Typography variant="body2" color="textSecondary" sx={{ flex: 1 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {loading ? <Skeleton width={24} /> : value}
      </Typography>
    </Stack>
  );
}
