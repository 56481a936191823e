import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Card, CardContent, Divider, Grid, Link, Skeleton, Stack, Typography, useMediaQuery } from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useQuery } from '@apollo/client/react';
import { PROJECT_USAGE_SUMMARY } from './usageDocuments';
import { ago, compactCount, environmentColor, fullCount, mostAndLeast, rangeOption, stackSeries, stepLabel, tickLabel } from '../flag/usageModel';
import type { UsageRangeId } from '../flag/usageModel';
import { UpgradeHint } from '../flag/UpgradeHint';
import { UsageLoadError, UsageRangeToggle } from '../flag/UsageControls';

const POLL_MS = 60_000;

/**
 * The Dashboard's usage insights (issue 20): the most and least evaluated flags and the requests
 * per environment over 1 h / 24 h / 7 d / 30 d. Free plans see totals and an upgrade hint (the
 * server sends no request series without Advanced analytics). Loaded lazily with the charts.
 */
export default function UsageInsightsCard({ projectId }: { projectId: string }) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const [rangeId, setRangeId] = useState<UsageRangeId>('24h');
  const range = rangeOption(rangeId);
  const q = useQuery(PROJECT_USAGE_SUMMARY, {
    variables: { projectId, range: range.range },
    pollInterval: POLL_MS,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const s = q.data?.projectUsageSummary ?? q.previousData?.projectUsageSummary ?? null;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), POLL_MS);
    return () => clearInterval(t);
  }, []);
  const { most, least } = useMemo(() => mostAndLeast(s?.flags ?? []), [s]);
  const retentionDays = s?.retentionDays ?? 1;
  const envColor = useMemo(() => new Map((s?.environments ?? []).map((e, i) => [e.environmentId, environmentColor(i, theme.palette.mode)])), [s, theme]);
  const requestsTotal = (s?.environments ?? []).reduce((a, e) => a + e.requests, 0);
  const maxRequests = Math.max(1, ...(s?.environments ?? []).map((e) => e.requests));

  return (
    <Card data-testid="usage-insights">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 2.5 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="cardTitle">Usage insights</Typography>
            <Typography variant="body2" color="text.secondary">
              Flag evaluations and SDK requests · {range.long}
            </Typography>
          </Box>
          <UsageRangeToggle value={rangeId} onChange={setRangeId} retentionDays={retentionDays} sx={{ flexShrink: 0 }} />
        </Stack>
        {q.error && !s ? (
          <UsageLoadError error={q.error} onRetry={() => void q.refetch()} />
        ) : !s ? (
          <Box aria-busy="true" aria-label="Loading usage">
            <Skeleton width="40%" height={40} />
            <Skeleton variant="rounded" height={260} sx={{ mt: 1 }} />
          </Box>
        ) : (
          <Grid container spacing={{ xs: 3, md: 4 }}>
            <Grid size={{ xs: 12, md: 7 }}>
              <Stack direction="row" spacing={4} sx={{ mb: 2 }}>
                <Figure label="Evaluations" value={s.totalEvaluations} testId="usage-total-evaluations" />
                <Figure label="Requests" value={requestsTotal} testId="usage-total-requests" />
              </Stack>
              <Typography variant="subtitle2" sx={{ mb: 1 }}>
                Requests per environment
              </Typography>
              {s.requestSeries ? (
                <RequestsChart
                  series={s.requestSeries}
                  environments={s.environments.map((e) => ({ id: e.environmentId, name: e.environmentName, color: envColor.get(e.environmentId)! }))}
                  rangeId={rangeId}
                  narrow={narrow}
                />
              ) : null}
              <Stack spacing={1.25} sx={{ mt: s.requestSeries ? 1.5 : 0 }} data-testid="usage-environments">
                {s.environments.map((e) => (
                  <Box key={e.environmentId}>
                    <Stack
                      direction={{ xs: 'column', sm: 'row' }}
                      spacing={{ xs: 0.25, sm: 1 }}
                      sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
                    >
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
                        <Box sx={{ width: 10, height: 10, borderRadius: '3px', bgcolor: envColor.get(e.environmentId), flexShrink: 0 }} />
                        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                          {e.environmentName}
                        </Typography>
                      </Stack>
                      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap', pl: { xs: 2.25, sm: 0 } }}>
                        <Box component="b" sx={{ color: 'text.primary' }}>
                          {fullCount(e.requests)}
                        </Box>{' '}
                        requests · {compactCount(e.evaluations)} evaluations
                      </Typography>
                    </Stack>
                    {!s.requestSeries && (
                      <Box sx={{ mt: 0.75, height: 6, borderRadius: 3, bgcolor: 'action.hover', overflow: 'hidden' }}>
                        <Box sx={{ height: '100%', width: `${(e.requests / maxRequests) * 100}%`, bgcolor: envColor.get(e.environmentId), borderRadius: 3 }} />
                      </Box>
                    )}
                  </Box>
                ))}
              </Stack>
              {!s.advancedAnalytics && (
                <Box sx={{ mt: 2 }}>
                  <UpgradeHint what="Request and evaluation charts over time, and usage older than 24 hours," />
                </Box>
              )}
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <FlagList
                title="Most evaluated"
                testId="usage-most"
                flags={most}
                max={most[0]?.evaluations ?? 1}
                now={now}
                empty="No flag was evaluated in this range."
              />
              <Divider sx={{ my: 2 }} />
              <FlagList
                title="Least evaluated"
                testId="usage-least"
                flags={least}
                max={most[0]?.evaluations ?? 1}
                now={now}
                empty="Every flag is among the most evaluated."
                showLast
              />
            </Grid>
          </Grid>
        )}
      </CardContent>
    </Card>
  );
}

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Box>
      <Typography variant="h5" component="p" data-testid={testId}>
        {fullCount(value)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

interface FlagTotal {
  flagId: string;
  flagKey: string;
  flagName: string;
  evaluations: number;
  lastEvaluatedAt?: string | null;
}

function FlagList({
  title,
  flags,
  max,
  now,
  empty,
  testId,
  showLast,
}: {
  title: string;
  flags: FlagTotal[];
  max: number;
  now: number;
  empty: string;
  testId: string;
  showLast?: boolean;
}) {
  return (
    <Box data-testid={testId}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {flags.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : (
        <Stack spacing={1.25}>
          {flags.map((f) => (
            <Box key={f.flagId}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between', minWidth: 0 }}>
                <Box sx={{ minWidth: 0 }}>
                  <Link
                    component={RouterLink}
                    to={`/flags/${encodeURIComponent(f.flagKey)}`}
                    underline="hover"
                    color="text.primary"
                    sx={{ fontWeight: 600, fontSize: 14, overflowWrap: 'anywhere' }}
                  >
                    {f.flagName}
                  </Link>
                  <Typography
                    component="code"
                    sx={{
                      display: 'block',
                      fontFamily: 'fontFamilyMono',
                      fontSize: 12,
                      color: 'text.secondary',
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {f.flagKey}
                  </Typography>
                </Box>
                <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 700 }}>
                    {compactCount(f.evaluations)}
                  </Typography>
                  {showLast && (
                    <Typography variant="caption" color="text.secondary">
                      {f.lastEvaluatedAt ? `last read ${ago(f.lastEvaluatedAt, now)}` : 'never read'}
                    </Typography>
                  )}
                </Box>
              </Stack>
              <Box sx={{ mt: 0.5, height: 4, borderRadius: 2, bgcolor: 'action.hover', overflow: 'hidden' }}>
                <Box
                  sx={(t) => ({
                    height: '100%',
                    width: `${Math.min(100, (f.evaluations / Math.max(1, max)) * 100)}%`,
                    bgcolor: t.palette.mode === 'dark' ? t.palette.primary.light : t.palette.primary.main,
                    borderRadius: 2,
                  })}
                />
              </Box>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** Requests per environment over time, stacked areas (Advanced analytics). */
function RequestsChart({
  series,
  environments,
  rangeId,
  narrow,
}: {
  series: ReadonlyArray<{ at: string; counts: unknown }>;
  environments: Array<{ id: string; name: string; color: string }>;
  rangeId: UsageRangeId;
  narrow: boolean;
}) {
  const theme = useTheme();
  const stacked = stackSeries([{ series }]);
  const byEnv = new Map(stacked.series.map((s) => [s.variant, s.data]));
  const every = Math.max(1, Math.ceil(stacked.x.length / (narrow ? 4 : 7)));
  const stepMs = rangeOption(rangeId).stepMs;
  return (
    <Box data-testid="usage-requests-chart">
      <LineChart
        height={narrow ? 190 : 230}
        skipAnimation
        hideLegend
        grid={{ horizontal: true }}
        margin={{ left: 0, right: 12, top: 12, bottom: 0 }}
        xAxis={[
          {
            scaleType: 'point',
            data: stacked.x,
            tickLabelInterval: (_v: number, i: number) => i % every === 0 && i < stacked.x.length - 1,
            valueFormatter: (v: number, ctx) => (ctx.location === 'tick' ? tickLabel(v, rangeId) : stepLabel(v, stepMs)),
            tickLabelStyle: { fontSize: 11 },
          },
        ]}
        yAxis={[{ width: 44, valueFormatter: (v: number) => compactCount(v), tickLabelStyle: { fontSize: 11 } }]}
        series={environments.map((e) => ({
          id: e.id,
          label: e.name,
          data: byEnv.get(e.id) ?? stacked.x.map(() => 0),
          color: e.color,
          stack: 'requests',
          area: true,
          showMark: false,
          curve: 'monotoneX' as const,
          valueFormatter: (v: number | null) => (v === null ? '' : fullCount(v)),
        }))}
        sx={{
          '& .MuiLineChart-area': { fillOpacity: theme.palette.mode === 'dark' ? 0.3 : 0.2 },
          '& .MuiLineChart-line': { strokeWidth: 2 },
          '& .MuiChartsGrid-line': { strokeDasharray: '3 4', stroke: alpha(theme.palette.text.primary, 0.1) },
        }}
      />
    </Box>
  );
}
