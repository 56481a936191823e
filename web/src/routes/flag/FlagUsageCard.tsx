import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Card, CardContent, Skeleton, Stack, Tab, Tabs, Tooltip, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import InsightsRoundedIcon from '@mui/icons-material/InsightsRounded';
import { BarChart } from '@mui/x-charts/BarChart';
import { useQuery } from '@apollo/client/react';
import { describeError } from '../../apollo/errors';
import { FLAG_USAGE, FLAG_USAGE_TOTALS } from './usageDocuments';
import {
  ago,
  chartWindow,
  compactCount,
  fullCount,
  isPlanFeatureRequired,
  rangeOption,
  sharesOf,
  shareText,
  stackSeries,
  stepLabel,
  tickLabel,
  variantColors,
  variantLabel,
} from './usageModel';
import type { UsageRangeId, VariantCountView } from './usageModel';
import { UpgradeHint } from './UpgradeHint';
import { UsageLoadError, UsageRangeToggle } from './UsageControls';

const REFRESH_MS = 60_000;

/** The current time, moving on every minute so the window follows (and the chart refreshes). */
function useMinute(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), REFRESH_MS);
    return () => clearInterval(t);
  }, []);
  return now;
}

export interface FlagUsageCardProps {
  projectId: string;
  flagId: string;
  flagName: string;
}

/**
 * The flag page's usage (issue 20): evaluations over time per environment, stacked by variant,
 * with each variant's share (a 20% rollout reads 20%). Free plans get the totals of the last
 * 24 hours and an upgrade hint (the server answers PLAN_FEATURE_REQUIRED for series).
 * Loaded lazily: the charts library is its own chunk.
 */
export default function FlagUsageCard({ projectId, flagId, flagName }: FlagUsageCardProps) {
  const [rangeId, setRangeId] = useState<UsageRangeId>('24h');
  const [envId, setEnvId] = useState<string>('all');
  const now = useMinute();
  const range = rangeOption(rangeId);
  const win = useMemo(() => chartWindow(rangeId, now), [rangeId, now]);
  const usage = useQuery(FLAG_USAGE, { variables: { flagId, ...win }, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: false });
  const data = usage.data?.flagUsage ?? usage.previousData?.flagUsage ?? null;
  const retentionDays = data?.retentionDays ?? 30;

  if (usage.error && isPlanFeatureRequired(usage.error)) return <FreeUsage projectId={projectId} flagId={flagId} />;

  const envs = data?.environments ?? [];
  const selected = envId === 'all' ? envs : envs.filter((e) => e.environmentId === envId);
  const stacked = stackSeries(selected);
  const shares = sharesOf(selected.flatMap((e) => e.variants));

  return (
    <UsageFrame
      subtitle={`How often ${flagName} is evaluated, by variant · ${range.long}`}
      action={<UsageRangeToggle value={rangeId} onChange={setRangeId} retentionDays={retentionDays} sx={{ bgcolor: 'background.paper' }} />}
    >
      {usage.error && !data ? (
        <UsageLoadError error={usage.error} onRetry={() => void usage.refetch()} />
      ) : !data ? (
        <Box aria-busy="true" aria-label="Loading usage">
          <Skeleton width="50%" />
          <Skeleton variant="rounded" height={12} sx={{ my: 1.5 }} />
          <Skeleton variant="rounded" height={240} />
        </Box>
      ) : (
        <>
          <Tabs
            value={envId === 'all' || envs.some((e) => e.environmentId === envId) ? envId : 'all'}
            onChange={(_e, v: string) => setEnvId(v)}
            variant="scrollable"
            scrollButtons="auto"
            aria-label="Environment"
            sx={{ minHeight: 40, mb: 2, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { minHeight: 40, py: 0.5, px: 1.5 } }}
          >
            <Tab value="all" label={<TabLabel name="All environments" count={data.total} />} />
            {envs.map((e) => (
              <Tab key={e.environmentId} value={e.environmentId} label={<TabLabel name={e.environmentName} count={e.total} />} />
            ))}
          </Tabs>
          <ShareBar shares={shares} total={stacked.total} />
          <Box sx={{ position: 'relative', mt: 1 }} data-testid="flag-usage-chart">
            <EvaluationsChart x={stacked.x} series={stacked.series} rangeId={rangeId} stepMs={range.stepMs} />
            {stacked.total === 0 && (
              <Stack sx={{ position: 'absolute', inset: 0, alignItems: 'center', justifyContent: 'center', pointerEvents: 'none', px: 2, textAlign: 'center' }}>
                <Typography variant="subtitle2">No evaluations in the {range.long}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 360 }}>
                  OFREP evaluations and impressions sent by SDKs appear here within a few seconds.
                </Typography>
              </Stack>
            )}
          </Box>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
            <Typography variant="caption" color="text.secondary">
              Last evaluated {ago(data.lastEvaluatedAt, now)}
            </Typography>
            {data.clamped && (
              <Typography variant="caption" color="text.secondary">
                Your plan keeps {data.retentionDays} days of usage
              </Typography>
            )}
          </Stack>
        </>
      )}
    </UsageFrame>
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

/** The card around the flag's usage, the same for paid and Free. */
function UsageFrame({ subtitle, action, children }: { subtitle: string; action?: React.ReactNode; children: React.ReactNode }) {
  return (
    <Card data-testid="flag-usage">
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 2 }}>
          <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', minWidth: 0 }}>
            <Box
              sx={(t) => ({
                width: 36,
                height: 36,
                borderRadius: '10px',
                display: 'grid',
                placeItems: 'center',
                flexShrink: 0,
                color: t.palette.mode === 'dark' ? 'primary.light' : 'primary.main',
                bgcolor: t.palette.mode === 'dark' ? 'rgba(132,120,240,0.18)' : 'rgba(91,75,219,0.08)',
              })}
            >
              <InsightsRoundedIcon fontSize="small" />
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h6" component="h2" sx={{ fontSize: 17 }}>
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
      </CardContent>
    </Card>
  );
}

/** Each variant's share as one segmented bar and a legend: "on 20% · 200". */
export function ShareBar({ shares, total }: { shares: VariantCountView[]; total: number }) {
  const theme = useTheme();
  const colors = variantColors(
    shares.map((s) => s.variant),
    theme.palette.mode,
  );
  return (
    <Box>
      <Box
        role="img"
        aria-label={shares.length ? `Variant shares: ${shares.map((s) => `${variantLabel(s.variant)} ${shareText(s.share)}`).join(', ')}` : 'No evaluations'}
        sx={{ display: 'flex', height: 10, borderRadius: 5, overflow: 'hidden', bgcolor: 'action.hover', gap: '2px' }}
      >
        {total > 0 &&
          shares
            .filter((s) => s.count > 0)
            .map((s) => <Box key={s.variant} sx={{ flexGrow: s.count, flexBasis: 0, bgcolor: colors[s.variant], minWidth: 3 }} />)}
      </Box>
      <Stack direction="row" spacing={2.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 1.25 }}>
        {shares.map((s) => (
          <Stack key={s.variant} direction="row" spacing={0.75} sx={{ alignItems: 'center' }} data-testid={`variant-share-${s.variant}`}>
            <Box sx={{ width: 10, height: 10, borderRadius: '3px', bgcolor: colors[s.variant], flexShrink: 0 }} />
            <Typography component="code" sx={{ fontFamily: 'fontFamilyMono', fontSize: 13 }}>
              {variantLabel(s.variant)}
            </Typography>
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

/** Evaluations per step, stacked by variant. */
function EvaluationsChart({
  x,
  series,
  rangeId,
  stepMs,
}: {
  x: number[];
  series: Array<{ variant: string; data: number[] }>;
  rangeId: UsageRangeId;
  stepMs: number;
}) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const colors = variantColors(
    series.map((s) => s.variant),
    theme.palette.mode,
  );
  const labels = narrow ? 4 : 8;
  const every = Math.max(1, Math.ceil(x.length / labels));
  // with nothing to stack the axes still draw, under the "No evaluations" note
  const shown = series.length ? series : [{ variant: '', data: x.map(() => 0) }];
  return (
    <BarChart
      height={narrow ? 220 : 260}
      skipAnimation
      hideLegend
      grid={{ horizontal: true }}
      margin={{ left: 0, right: 8, top: 12, bottom: 0 }}
      xAxis={[
        {
          scaleType: 'band',
          data: x,
          categoryGapRatio: x.length > 40 ? 0.15 : 0.3,
          tickLabelInterval: (_v: number, i: number) => i % every === 0 && (i < x.length - 1 || x.length < 3),
          valueFormatter: (v: number, ctx) => (ctx.location === 'tick' ? tickLabel(v, rangeId) : stepLabel(v, stepMs)),
          tickLabelStyle: { fontSize: 11 },
        },
      ]}
      yAxis={[{ width: 44, valueFormatter: (v: number) => compactCount(v), tickLabelStyle: { fontSize: 11 } }]}
      series={shown.map((s) => ({
        id: s.variant || 'none',
        label: variantLabel(s.variant),
        data: s.data,
        stack: 'variants',
        color: colors[s.variant] ?? theme.palette.action.disabled,
        valueFormatter: (v: number | null) => (v === null ? '' : fullCount(v)),
      }))}
      sx={{ '& .MuiChartsGrid-line': { strokeDasharray: '3 4', stroke: theme.palette.divider } }}
    />
  );
}

/** Free plan: the totals of the last 24 hours with the shares, and what Advanced analytics adds. */
function FreeUsage({ projectId, flagId }: { projectId: string; flagId: string }) {
  const totals = useQuery(FLAG_USAGE_TOTALS, { variables: { projectId, range: 'H24' }, fetchPolicy: 'cache-and-network' });
  const row = totals.data?.projectUsageSummary.flags.find((f) => f.flagId === flagId);
  const shares = sharesOf(row?.variants ?? []);
  return (
    <UsageFrame subtitle="Evaluations by variant · last 24 hours">
      {totals.error && !totals.data ? (
        <Alert severity="error">Usage could not be loaded: {describeError(totals.error)}</Alert>
      ) : !totals.data ? (
        <Skeleton variant="rounded" height={80} />
      ) : (
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
            <Typography variant="h4" component="p" data-testid="flag-usage-total">
              {fullCount(row?.evaluations ?? 0)}
            </Typography>
            <Typography color="text.secondary">evaluations</Typography>
          </Stack>
          <ShareBar shares={shares} total={row?.evaluations ?? 0} />
          <UpgradeHint />
        </Stack>
      )}
    </UsageFrame>
  );
}
