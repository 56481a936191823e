import { memo } from 'react';
import type { ReactNode } from 'react';
import { Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import LayersRoundedIcon from '@mui/icons-material/LayersRounded';
import FlagRoundedIcon from '@mui/icons-material/FlagRounded';
import TimerRoundedIcon from '@mui/icons-material/TimerRounded';
import HistoryRoundedIcon from '@mui/icons-material/HistoryRounded';
import { CardTitle } from './parts';
import type { DashboardStatsView } from './parts';

/** Project Summary (spec §2): counts of environments, flags, overrides and recent activity. */
export const ProjectSummaryCard = memo(function ProjectSummaryCard({
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
    <Card variant="panel">
      <CardContent>
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
});

const RowLine = styled(Stack, { shouldForwardProp: (p) => p !== 'first' })<{ first: boolean }>(({ theme, first }) => ({
  alignItems: 'center',
  paddingTop: theme.spacing(1.5),
  paddingBottom: theme.spacing(1.5),
  borderTop: first ? '0px solid' : '1px solid',
  borderColor: theme.palette.divider,
}));
const Icon = styled(Stack)(({ theme }) => ({ color: theme.palette.text.secondary }));
const Label = styled(Typography)({ flex: 1 });
const Value = styled(Typography)({ fontWeight: 700 });

/** A count, with its icon and label. */
function Row({ icon, label, value, loading, first }: { icon: ReactNode; label: string; value: ReactNode; loading?: boolean; first?: boolean }) {
  return (
    <RowLine direction="row" spacing={1.5} first={Boolean(first)}>
      <Icon>{icon}</Icon>
      <Label variant="body2" color="textSecondary">
        {label}
      </Label>
      <Value variant="body2">{loading ? <Skeleton width={24} /> : value}</Value>
    </RowLine>
  );
}
