import type { ReactNode } from 'react';
import { Box, Card, CardContent, Grid, LinearProgress, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import LayersRoundedIcon from '@mui/icons-material/LayersRounded';
import FlagRoundedIcon from '@mui/icons-material/FlagRounded';
import TimerRoundedIcon from '@mui/icons-material/TimerRounded';
import GroupRoundedIcon from '@mui/icons-material/GroupRounded';
import { limitDisplay, usageBarPercent, usageColour, usageLabel, usagePercent } from '@flagstream/domain';
import type { SubscriptionPlan, UsageColour } from '@flagstream/domain';

export interface UsageCounts {
  totalEnvironments: number;
  totalFeatureFlags: number;
  totalOverrides: number;
  totalTeamMembers: number;
}

/** Spec §4 Usage colour: red from 90%, yellow from 75%, else green. */
const PALETTE: Record<UsageColour, 'error' | 'warning' | 'success'> = { red: 'error', yellow: 'warning', green: 'success' };

/** The usage grid of spec §2: Environments, Feature Flags, Overrides, Team Members. */
export function UsageMeters({ plan, usage }: { plan: SubscriptionPlan; usage: UsageCounts }) {
  const meters: Array<{ label: string; count: number; limit: number; icon: ReactNode }> = [
    { label: 'Environments', count: usage.totalEnvironments, limit: plan.featureMaxEnvironments, icon: <LayersRoundedIcon fontSize="small" /> },
    { label: 'Feature Flags', count: usage.totalFeatureFlags, limit: plan.featureMaxFeatureFlags, icon: <FlagRoundedIcon fontSize="small" /> },
    { label: 'Overrides', count: usage.totalOverrides, limit: plan.featureMaxOverrides, icon: <TimerRoundedIcon fontSize="small" /> },
    { label: 'Team Members', count: usage.totalTeamMembers, limit: plan.featureMaxTeamMembers, icon: <GroupRoundedIcon fontSize="small" /> },
  ];
  return (
    <Grid container spacing={{ xs: 1.5, sm: 3 }}>
      {meters.map((m) => (
        <Grid key={m.label} size={{ xs: 6, lg: 3 }}>
          <UsageMeter {...m} />
        </Grid>
      ))}
    </Grid>
  );
}

function UsageMeter({ label, count, limit, icon }: { label: string; count: number; limit: number; icon: ReactNode }) {
  const colour = PALETTE[usageColour(usagePercent(count, limit))];
  const text = usageLabel(count, limit);
  return (
    <Card sx={{ height: '100%' }} data-testid={`usage-${label}`}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Stack direction="row" spacing={{ xs: 1, sm: 1.25 }} sx={{ alignItems: 'center' }}>
          <Box
            sx={(t) => ({
              width: { xs: 28, sm: 32 },
              height: { xs: 28, sm: 32 },
              flexShrink: 0,
              borderRadius: '10px',
              display: 'grid',
              placeItems: 'center',
              color: t.palette[colour].main,
              bgcolor: alpha(t.palette[colour].main, t.palette.mode === 'dark' ? 0.2 : 0.1),
            })}
          >
            {icon}
          </Box>
          <Typography variant="subtitle2" color="text.secondary" sx={{ lineHeight: 1.25, fontSize: { xs: 13, sm: 14 } }}>
            {label}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'baseline', mt: 2 }}>
          <Typography component="span" sx={{ fontSize: { xs: 26, sm: 30 }, fontWeight: 700, lineHeight: 1.1, letterSpacing: '-0.02em' }}>
            {count}
          </Typography>
          <Typography component="span" color="text.secondary">
            of {limitDisplay(limit)}
          </Typography>
        </Stack>
        <LinearProgress
          variant="determinate"
          color={colour}
          value={usageBarPercent(count, limit)}
          aria-label={`${label} usage`}
          sx={{ mt: 1.75, height: 8, borderRadius: 4, bgcolor: 'action.hover', '& .MuiLinearProgress-bar': { borderRadius: 4 } }}
        />
        <Typography
          variant="body2"
          sx={{ mt: 1, color: colour === 'success' ? 'text.secondary' : `${colour}.main`, fontWeight: colour === 'success' ? 400 : 600 }}
        >
          {text}
        </Typography>
      </CardContent>
    </Card>
  );
}
