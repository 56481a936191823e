import type { ReactNode } from 'react';
import { Avatar, Box, Card, CardContent, Skeleton, Stack, Tab, Tabs, Tooltip, Typography } from '@mui/material';
import { styled, useTheme } from '@mui/material/styles';
import InsightsRoundedIcon from '@mui/icons-material/InsightsRounded';
import { compactCount, fullCount, shareText, variantColors, variantLabel } from './usageModel';
import type { VariantCountView } from './usageModel';
import { shareBarLabel } from './flagUsageCardModel';
import { BaselineRow, BreakingText, CenterRow, Shrinkable, ShrinkRow } from './flagParts';

const FrameContent = styled(CardContent)(({ theme }) => ({
  padding: theme.spacing(2),
  '&:last-child': { paddingBottom: theme.spacing(2) },
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(3), '&:last-child': { paddingBottom: theme.spacing(3) } },
}));
const UsageTile = styled(Avatar)({ width: 36, height: 36, borderRadius: 10 });
const FrameHeader = styled(Stack)(({ theme }) => ({
  justifyContent: 'space-between',
  marginBottom: theme.spacing(2),
  [theme.breakpoints.up('sm')]: { alignItems: 'flex-start' },
}));
const BarSkeleton = styled(Skeleton)(({ theme }) => ({ marginTop: theme.spacing(1.5), marginBottom: theme.spacing(1.5) }));

/** The card around the flag's usage, the same for paid and Free. */
export function UsageFrame({ subtitle, action, children }: { subtitle: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card data-testid="flag-usage">
      <FrameContent>
        <FrameHeader direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <ShrinkRow direction="row" spacing={1.25}>
            <UsageTile variant="tile">
              <InsightsRoundedIcon fontSize="small" />
            </UsageTile>
            <Shrinkable>
              <Typography variant="cardTitle" component="h2">
                Usage
              </Typography>
              <BreakingText variant="body2" color="text.secondary">
                {subtitle}
              </BreakingText>
            </Shrinkable>
          </ShrinkRow>
          {action}
        </FrameHeader>
        {children}
      </FrameContent>
    </Card>
  );
}

export function UsageSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading usage">
      <Skeleton width="50%" />
      <BarSkeleton variant="rounded" height={12} />
      <Skeleton variant="rounded" height={240} />
    </Box>
  );
}

function TabLabel({ name, count }: { name: string; count: number }) {
  return (
    <BaselineRow direction="row" spacing={0.75}>
      <span>{name}</span>
      <Typography component="span" variant="captionStrong" color="text.secondary">
        {compactCount(count)}
      </Typography>
    </BaselineRow>
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
/** A variant's part of the bar: its count is its share of the width. */
const Segment = styled('div', { shouldForwardProp: (p) => p !== 'count' && p !== 'colour' })<{ count: number; colour: string | undefined }>(
  ({ count, colour }) => ({
    flexGrow: count,
    flexBasis: 0,
    backgroundColor: colour,
    minWidth: 3,
  }),
);
const Legend = styled(Stack)(({ theme }) => ({ flexWrap: 'wrap', marginTop: theme.spacing(1.25) }));
const ShareText = styled(Typography)({ fontWeight: 700 });
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
        {total > 0 && shares.filter((s) => s.count > 0).map((s) => <Segment key={s.variant} count={s.count} colour={colors[s.variant]} />)}
      </Bar>
      <Legend direction="row" spacing={2.5} useFlexGap>
        {shares.map((s) => (
          <CenterRow key={s.variant} direction="row" spacing={0.75} data-testid={`variant-share-${s.variant}`}>
            <Swatch style={{ backgroundColor: colors[s.variant] }} />
            <VariantName>{variantLabel(s.variant)}</VariantName>
            <ShareText variant="body2" data-testid="variant-share-text">
              {shareText(s.share)}
            </ShareText>
            <Tooltip title={`${fullCount(s.count)} evaluations`}>
              <Typography variant="body2" color="text.secondary">
                · {compactCount(s.count)}
              </Typography>
            </Tooltip>
          </CenterRow>
        ))}
        {shares.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            No variants served yet
          </Typography>
        )}
      </Legend>
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
const NoteText = styled(Typography)({ maxWidth: 360 });

/** Over an empty chart. */
export function NoEvaluationsNote({ rangeLong }: { rangeLong: string }) {
  return (
    <Overlay>
      <Typography variant="subtitle2">No evaluations in the {rangeLong}</Typography>
      <NoteText variant="body2" color="text.secondary">
        OFREP evaluations and impressions sent by SDKs appear here within a few seconds.
      </NoteText>
    </Overlay>
  );
}
