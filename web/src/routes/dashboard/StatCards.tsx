import { memo } from 'react';
import type { ReactNode } from 'react';
import { Card, CardContent, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import LayersRoundedIcon from '@mui/icons-material/LayersRounded';
import FlagRoundedIcon from '@mui/icons-material/FlagRounded';
import TimerRoundedIcon from '@mui/icons-material/TimerRounded';
import { IconTile } from './parts';
import type { DashboardStatsView } from './parts';

/**
 * "+N" is growth over what was there before; in a project where everything is new (issue 17:
 * "+34 this week" on a project created today) it says so instead.
 */
export function growthNote(recent: number, total: number, growth: string, allNew: string): string {
  if (total > 0 && recent >= total) return allNew;
  return `+${recent} ${growth}`;
}

/** The three stat cards of spec §2: Environments, Feature Flags, Overrides. */
export const StatCards = memo(function StatCards({
  stats,
  loading,
  unavailable = false,
}: {
  stats: DashboardStatsView;
  loading: boolean;
  unavailable?: boolean;
}) {
  const envNote = growthNote(stats.recentEnvironments, stats.totalEnvironments, 'updated recently', 'All set up recently');
  const flagNote = growthNote(stats.recentFlags, stats.totalFeatureFlags, 'this week', 'All created this week');
  return (
    <Grid container spacing={{ xs: 2, sm: 3 }}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <StatCard
          label="Environments"
          value={stats.totalEnvironments}
          note={envNote}
          icon={<LayersRoundedIcon />}
          loading={loading}
          unavailable={unavailable}
          highlight={stats.recentEnvironments > 0 && stats.recentEnvironments < stats.totalEnvironments}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <StatCard
          label="Feature Flags"
          value={stats.totalFeatureFlags}
          note={flagNote}
          icon={<FlagRoundedIcon />}
          loading={loading}
          unavailable={unavailable}
          highlight={stats.recentFlags > 0 && stats.recentFlags < stats.totalFeatureFlags}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <StatCard
          label="Overrides"
          value={stats.totalOverrides}
          note="Configuration overrides"
          icon={<TimerRoundedIcon />}
          loading={loading}
          unavailable={unavailable}
        />
      </Grid>
    </Grid>
  );
});

const StatHead = styled(Stack)({ justifyContent: 'space-between', alignItems: 'flex-start' });
// cast: styled() drops Typography's `component` prop from the type
const StatValue = styled(Typography)(({ theme }) => ({ marginTop: theme.spacing(0.5), fontSize: 34, lineHeight: 1.15 })) as typeof Typography;
const Unavailable = styled(Typography)(({ theme }) => ({ marginTop: theme.spacing(1) }));
/** Growth in green when some, not all, are new. */
const Note = styled(Typography, { shouldForwardProp: (p) => p !== 'highlight' })<{ highlight: boolean }>(({ theme, highlight }) => ({
  marginTop: theme.spacing(1),
  color: highlight ? theme.palette.success.main : theme.palette.text.secondary,
  fontWeight: highlight ? 600 : 400,
}));

interface StatProps {
  label: string;
  value: number;
  note: string;
  icon: ReactNode;
  loading: boolean;
  highlight?: boolean;
  unavailable?: boolean;
}

/** One count: its label and icon, the number (a skeleton while loading, a dash when unavailable) and its note. */
function StatCard({ label, value, note, icon, loading, highlight, unavailable }: StatProps) {
  return (
    <Card variant="panel">
      <CardContent>
        <StatHead direction="row">
          <Typography variant="subtitle2" color="textSecondary">
            {label}
          </Typography>
          <IconTile>{icon}</IconTile>
        </StatHead>
        {unavailable ? (
          <>
            <StatValue variant="h4" component="p" color="text.disabled" aria-label={`${label}: not available`}>
              —
            </StatValue>
            <Unavailable variant="body2" color="text.secondary">
              Not available right now
            </Unavailable>
          </>
        ) : (
          <>
            <StatValue variant="h4" component="p" aria-label={`${label}: ${value}`}>
              {loading ? <Skeleton width={56} /> : value}
            </StatValue>
            <Note variant="body2" highlight={Boolean(highlight)}>
              {loading ? <Skeleton width={140} /> : note}
            </Note>
          </>
        )}
      </CardContent>
    </Card>
  );
}
