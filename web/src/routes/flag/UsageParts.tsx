import type { ReactNode } from 'react';
import { Avatar, Box, Card, CardContent, Skeleton, Stack, Tab, Tabs, Tooltip, Typography } from '@mui/material';
import { styled, useTheme } from '@mui/material/styles';
import InsightsRoundedIcon from '@mui/icons-material/InsightsRounded';
import { compactCount, fullCount, shareText, variantColors, variantLabel } from './usageModel';
import type { VariantCountView } from './usageModel';
import { shareBarLabel } from './flagUsageCardModel';

const FrameContent = styled(CardContent)(({ theme }) => ({
  padding: theme.spacing(2),
  '&:last-child': { paddingBottom: theme.spacing(2) },
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(3), '&:last-child': { paddingBottom: theme.spacing(3) } },
}));
const UsageTile = styled(Avatar)({ width: 36, height: 36, borderRadius: 10 });

/** The card around the flag's usage, the same for paid and Free. */
export function UsageFrame({ subtitle, action, children }: { subtitle: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card data-testid="flag-usage">
      <FrameContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 2 }}>
          <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', minWidth: 0 }}>
            <UsageTile variant="tile">
              <InsightsRoundedIcon fontSize="small" />
            </UsageTile>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="cardTitle" component="h2">
                Usage
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {subtitle}
              </Typography>
            </Box>
          </Stack>
          {action}
        </Stack>
        {children}
      </FrameContent>
    </Card>
  );
}

export function UsageSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading usage">
      <Skeleton width="50%" />
      <Skeleton variant="rounded" height={12} sx={{ my: 1.5 }} />
      <Skeleton variant="rounded" height={240} />
    </Box>
  );
}

function TabLabel({ name, count }: { name: string; count: number }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'baseline' }}>
      <span>{name}</span>
      <Typography component="span" variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
        {compactCount(count)}
      </Typography>
    </Stack>
  );
}

const DenseTabs = styled(Tabs)(({ theme }) => ({
  minHeight: 40,
  marginBottom: theme.spacing(2),
  borderBottom: `1px solid ${theme.palette.divider}`,
  '& .MuiTab-root': { minHeight: 40, padding: theme.spacing(0.5, 1.5) },
}));

/** All environments, then one tab per environment, each with its count. */
export function EnvironmentTabs(p: {
  value: string;
  onChange: (id: string) => void;
  total: number;
  envs: ReadonlyArray<{ environmentId: string; environmentName: string; total: number }>;
}) {
  return (
    <DenseTabs value={p.value} onChange={(_e, v: string) => p.onChange(v)} variant="scrollable" scrollButtons="auto" aria-label="Environment">
      <Tab value="all" label={<TabLabel name="All environments" count={p.total} />} />
      {p.envs.map((e) => (
        <Tab key={e.environmentId} value={e.environmentId} label={<TabLabel name={e.environmentName} count={e.total} />} />
      ))}
    </DenseTabs>
  );
}

const Bar = styled(Box)(({ theme }) => ({
  display: 'flex',
  height: 10,
  borderRadius: 5,
  overflow: 'hidden',
  backgroundColor: theme.palette.action.hover,
  gap: 2,
}));
const Swatch = styled('span')({ display: 'block', width: 10, height: 10, borderRadius: 3, flexShrink: 0 });
const VariantName = styled('code')(({ theme }) => ({ fontFamily: theme.typography.fontFamilyMono, fontSize: theme.typography.pxToRem(13), lineHeight: 1.5 }));

/** Each variant's share as one segmented bar and a legend: "on 20% · 200". */
export function ShareBar({ shares, total }: { shares: VariantCountView[]; total: number }) {
  const theme = useTheme();
  const colors = variantColors(
    shares.map((s) => s.variant),
    theme.palette.mode,
  );
  return (
    <Box>
      <Bar role="img" aria-label={shareBarLabel(shares)}>
        {total > 0 &&
          shares
            .filter((s) => s.count > 0)
            .map((s) => <Box key={s.variant} sx={{ flexGrow: s.count, flexBasis: 0, bgcolor: colors[s.variant], minWidth: 3 }} />)}
      </Bar>
      <Stack direction="row" spacing={2.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 1.25 }}>
        {shares.map((s) => (
          <Stack key={s.variant} direction="row" spacing={0.75} sx={{ alignItems: 'center' }} data-testid={`variant-share-${s.variant}`}>
            <Swatch style={{ backgroundColor: colors[s.variant] }} />
            <VariantName>{variantLabel(s.variant)}</VariantName>
            <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="variant-share-text">
              {shareText(s.share)}
            </Typography>
            <Tooltip title={`${fullCount(s.count)} evaluations`}>
              <Typography variant="body2" color="text.secondary">
                · {compactCount(s.count)}
              </Typography>
            </Tooltip>
          </Stack>
        ))}
        {shares.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            No variants served yet
          </Typography>
        )}
      </Stack>
    </Box>
  );
}

const Overlay = styled(Stack)(({ theme }) => ({
  position: 'absolute',
  inset: 0,
  alignItems: 'center',
  justifyContent: 'center',
  pointerEvents: 'none',
  padding: theme.spacing(0, 2),
  textAlign: 'center',
}));

/** Over an empty chart. */
export function NoEvaluationsNote({ rangeLong }: { rangeLong: string }) {
  return (
    <Overlay>
      <Typography variant="subtitle2">No evaluations in the {rangeLong}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 360 }}>
        OFREP evaluations and impressions sent by SDKs appear here within a few seconds.
      </Typography>
    </Overlay>
  );
}
