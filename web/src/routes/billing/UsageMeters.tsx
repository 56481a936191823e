import type { ReactNode } from 'react';
import { Box, Card, CardContent, Grid, LinearProgress, Stack, Typography } from '@mui/material';
import { alpha, styled } from '@mui/material/styles';
import LayersRoundedIcon from '@mui/icons-material/LayersRounded';
import FlagRoundedIcon from '@mui/icons-material/FlagRounded';
import TimerRoundedIcon from '@mui/icons-material/TimerRounded';
import GroupRoundedIcon from '@mui/icons-material/GroupRounded';
import { limitDisplay, usageBarPercent, usageColour, usageLabel, usagePercent } from '@flagstream/domain';
import type { SubscriptionPlan, UsageColour } from '@flagstream/domain';
import { planLimits } from './planCardModel';
import type { PlanLimitType } from './planCardModel';

export interface UsageCounts {
  totalEnvironments: number;
  totalFeatureFlags: number;
  totalOverrides: number;
  totalTeamMembers: number;
}

/** Spec §4 Usage colour: red from 90%, yellow from 75%, else green. */
const PALETTE: Record<UsageColour, 'error' | 'warning' | 'success'> = { red: 'error', yellow: 'warning', green: 'success' };
type Tone = (typeof PALETTE)[UsageColour];

/** Each meter's count in the usage answer, and its icon. */
const METER: Record<PlanLimitType, { count: keyof UsageCounts; icon: ReactNode }> = {
  environments: { count: 'totalEnvironments', icon: <LayersRoundedIcon fontSize="small" /> },
  featureFlags: { count: 'totalFeatureFlags', icon: <FlagRoundedIcon fontSize="small" /> },
  overrides: { count: 'totalOverrides', icon: <TimerRoundedIcon fontSize="small" /> },
  teamMembers: { count: 'totalTeamMembers', icon: <GroupRoundedIcon fontSize="small" /> },
};

/** The usage grid of spec §2: Environments, Feature Flags, Overrides, Team Members. */
export function UsageMeters({ plan, usage }: { plan: SubscriptionPlan; usage: UsageCounts }) {
  return (
    <Grid container spacing={{ xs: 1.5, sm: 3 }}>
      {planLimits(plan).map((l) => (
        <Grid key={l.label} size={{ xs: 6, lg: 3 }}>
          <UsageMeter label={l.label} count={usage[METER[l.type].count]} limit={l.limit} icon={METER[l.type].icon} />
        </Grid>
      ))}
    </Grid>
  );
}

const MeterCard = styled(Card)({ height: '100%' });

const MeterContent = styled(CardContent)(({ theme }) => ({
  padding: theme.spacing(2),
  '&:last-child': { paddingBottom: theme.spacing(2) },
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(3), '&:last-child': { paddingBottom: theme.spacing(3) } },
}));

/** The meter's icon on a tint of its colour. */
const MeterIcon = styled(Box, { shouldForwardProp: (p) => p !== 'tone' })<{ tone: Tone }>(({ theme, tone }) => ({
  width: 28,
  height: 28,
  [theme.breakpoints.up('sm')]: { width: 32, height: 32 },
  flexShrink: 0,
  borderRadius: '10px',
  display: 'grid',
  placeItems: 'center',
  color: theme.palette[tone].main,
  backgroundColor: alpha(theme.palette[tone].main, theme.palette.mode === 'dark' ? 0.2 : 0.1),
}));

const MeterLabel = styled(Typography)(({ theme }) => ({ lineHeight: 1.25, fontSize: 13, [theme.breakpoints.up('sm')]: { fontSize: 14 } }));
const Centred = styled(Stack)({ alignItems: 'center' });
const CountRow = styled(Stack)(({ theme }) => ({ alignItems: 'baseline', marginTop: theme.spacing(2) }));

const MeterBar = styled(LinearProgress)(({ theme }) => ({
  marginTop: theme.spacing(1.75),
  height: 8,
  // sx's borderRadius 4 was four theme radii: a pill
  borderRadius: Number(theme.shape.borderRadius) * 4,
  backgroundColor: theme.palette.action.hover,
  '& .MuiLinearProgress-bar': { borderRadius: Number(theme.shape.borderRadius) * 4 },
}));

/** "n% used": quiet while green, in its colour and bold from yellow. */
const UsedText = styled(Typography, { shouldForwardProp: (p) => p !== 'tone' })<{ tone: Tone }>(({ theme, tone }) => ({
  marginTop: theme.spacing(1),
  color: tone === 'success' ? theme.palette.text.secondary : theme.palette[tone].main,
  fontWeight: tone === 'success' ? 400 : 600,
}));

function UsageMeter({ label, count, limit, icon }: { label: string; count: number; limit: number; icon: ReactNode }) {
  const tone = PALETTE[usageColour(usagePercent(count, limit))];
  return (
    <MeterCard data-testid={`usage-${label}`}>
      <MeterContent>
        <Centred direction="row" spacing={{ xs: 1, sm: 1.25 }}>
          <MeterIcon tone={tone}>{icon}</MeterIcon>
          <MeterLabel variant="subtitle2" color="text.secondary">
            {label}
          </MeterLabel>
        </Centred>
        <CountRow direction="row" spacing={0.75}>
          <Typography variant="meterCount" component="span">
            {count}
          </Typography>
          <Typography component="span" color="text.secondary">
            of {limitDisplay(limit)}
          </Typography>
        </CountRow>
        <MeterBar variant="determinate" color={tone} value={usageBarPercent(count, limit)} aria-label={`${label} usage`} />
        <UsedText variant="body2" tone={tone}>
          {usageLabel(count, limit)}
        </UsedText>
      </MeterContent>
    </MeterCard>
  );
}
