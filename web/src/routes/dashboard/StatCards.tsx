import type { ReactNode } from 'react';
import { Card, CardContent, Grid, Skeleton, Stack, Typography } from '@mui/material';
import LayersRoundedIcon from '@mui/icons-material/LayersRounded';
import FlagRoundedIcon from '@mui/icons-material/FlagRounded';
import TimerRoundedIcon from '@mui/icons-material/TimerRounded';
import { IconTile } from './parts';
import type { DashboardStatsView } from './parts';

/** The three stat cards of spec §2: Environments, Feature Flags, Overrides. */
export function StatCards({ stats, loading }: { stats: DashboardStatsView; loading: boolean }) {
  return (
    <Grid container spacing={{ xs: 2, sm: 3 }}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <StatCard label="Environments" value={stats.totalEnvironments} note={`+${stats.recentEnvironments} updated recently`} icon={<LayersRoundedIcon />} loading={loading} highlight={stats.recentEnvironments > 0} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <StatCard label="Feature Flags" value={stats.totalFeatureFlags} note={`+${stats.recentFlags} this week`} icon={<FlagRoundedIcon />} loading={loading} highlight={stats.recentFlags > 0} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <StatCard label="Overrides" value={stats.totalOverrides} note="Configuration overrides" icon={<TimerRoundedIcon />} loading={loading} />
      </Grid>
    </Grid>
  );
}

function StatCard({ label, value, note, icon, loading, highlight }: { label: string; value: number; note: string; icon: ReactNode; loading: boolean; highlight?: boolean }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography variant="subtitle2" color="textSecondary">{label}</Typography>
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
