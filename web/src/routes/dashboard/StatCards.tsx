import type { ReactNode } from 'react';
import { Card, CardContent, Grid, Skeleton, Stack, Typography } from '@mui/material';
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
export function StatCards({ stats, loading, unavailable = false }: { stats: DashboardStatsView; loading: boolean; unavailable?: boolean }) {
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
}

function StatCard({
  label,
  value,
  note,
  icon,
  loading,
  highlight,
  unavailable,
}: {
  label: string;
  value: number;
  note: string;
  icon: ReactNode;
  loading: boolean;
  highlight?: boolean;
  unavailable?: boolean;
}) {
  if (unavailable) {
    return (
      <Card sx={{ height: '100%' }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
            <Typography variant="subtitle2" color="textSecondary">
              {label}
            </Typography>
            <IconTile>{icon}</IconTile>
          </Stack>
          <Typography variant="h4" component="p" color="text.disabled" sx={{ mt: 0.5, fontSize: 34, lineHeight: 1.15 }} aria-label={`${label}: not available`}>
            —
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Not available right now
          </Typography>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography variant="subtitle2" color="textSecondary">
            {label}
          </Typography>
          <IconTile>{icon}</IconTile>
        </Stack>
        <Typography variant="h4" component="p" sx={{ mt: 0.5, fontSize: 34, lineHeight: 1.15 }} aria-label={`${label}: ${value}`}>
          {loading ? <Skeleton width={56} /> : value}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1, color: highlight ? 'success.main' : 'text.secondary', fontWeight: highlight ? 600 : 400 }}>
          {loading ? <Skeleton width={140} /> : note}
        </Typography>
      </CardContent>
    </Card>
  );
}
