import { Box, Card, CardContent, Divider, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { UpgradeHint } from '../flag/UpgradeHint';
import { UsageLoadError, UsageRangeToggle } from '../flag/UsageControls';
import { RequestsChart } from './RequestsChart';
import { EnvironmentList, Figure, FlagList, ListTitle } from './UsageInsightsParts';
import { useUsageInsights } from './useUsageInsights';

type Insights = ReturnType<typeof useUsageInsights>;

const Header = styled(Stack)(({ theme }) => ({
  justifyContent: 'space-between',
  marginBottom: theme.spacing(2.5),
  [theme.breakpoints.up('sm')]: { alignItems: 'flex-start' },
}));
const Shrinkable = styled(Box)({ minWidth: 0 });
/** The range choice keeps its width beside a long title. */
const RangeToggle = styled(UsageRangeToggle)({ flexShrink: 0 });
const Figures = styled(Stack)(({ theme }) => ({ marginBottom: theme.spacing(2) }));
const Environments = styled(Stack, { shouldForwardProp: (p) => p !== 'afterChart' })<{ afterChart: boolean }>(({ theme, afterChart }) => ({
  marginTop: afterChart ? theme.spacing(1.5) : 0,
}));
const HintBox = styled(Box)(({ theme }) => ({ marginTop: theme.spacing(2) }));
const ListsDivider = styled(Divider)(({ theme }) => ({ marginTop: theme.spacing(2), marginBottom: theme.spacing(2) }));
const ChartSkeleton = styled(Skeleton)(({ theme }) => ({ marginTop: theme.spacing(1) }));

/**
 * The Dashboard's usage insights (issue 20): the most and least evaluated flags and the requests
 * per environment over 1 h / 24 h / 7 d / 30 d. Free plans see totals and an upgrade hint (the
 * server sends no request series without Advanced analytics). Loaded lazily with the charts.
 */
export default function UsageInsightsCard({ projectId }: { projectId: string }) {
  const u = useUsageInsights(projectId);
  return (
    <Card data-testid="usage-insights" variant="panel">
      <CardContent>
        <Header direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Shrinkable>
            <Typography variant="cardTitle">Usage insights</Typography>
            <Typography variant="body2" color="text.secondary">
              Flag evaluations and SDK requests · {u.range.long}
            </Typography>
          </Shrinkable>
          <RangeToggle value={u.rangeId} onChange={u.setRangeId} retentionDays={u.retentionDays} />
        </Header>
        {u.error && !u.summary ? (
          <UsageLoadError error={u.error} onRetry={u.retry} />
        ) : !u.summary ? (
          <Box aria-busy="true" aria-label="Loading usage">
            <Skeleton width="40%" height={40} />
            <ChartSkeleton variant="rounded" height={260} />
          </Box>
        ) : (
          <InsightsBody u={u} summary={u.summary} />
        )}
      </CardContent>
    </Card>
  );
}

/** Totals, requests per environment (a chart with Advanced analytics), and the most and least evaluated flags. */
function InsightsBody({ u, summary: s }: { u: Insights; summary: NonNullable<Insights['summary']> }) {
  const max = u.most[0]?.evaluations ?? 1;
  return (
    <Grid container spacing={{ xs: 3, md: 4 }}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Figures direction="row" spacing={4}>
          <Figure label="Evaluations" value={s.totalEvaluations} testId="usage-total-evaluations" />
          <Figure label="Requests" value={u.requestsTotal} testId="usage-total-requests" />
        </Figures>
        <ListTitle variant="subtitle2">Requests per environment</ListTitle>
        {s.requestSeries ? <RequestsChart series={s.requestSeries} environments={u.environments} rangeId={u.rangeId} narrow={u.narrow} /> : null}
        <Environments spacing={1.25} afterChart={Boolean(s.requestSeries)} data-testid="usage-environments">
          <EnvironmentList environments={u.environments} bars={!s.requestSeries} />
        </Environments>
        {!s.advancedAnalytics && (
          <HintBox>
            <UpgradeHint what="Request and evaluation charts over time, and usage older than 24 hours," />
          </HintBox>
        )}
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <FlagList title="Most evaluated" testId="usage-most" flags={u.most} max={max} now={u.now} empty="No flag was evaluated in this range." />
        <ListsDivider />
        <FlagList title="Least evaluated" testId="usage-least" flags={u.least} max={max} now={u.now} empty="Every flag is among the most evaluated." showLast />
      </Grid>
    </Grid>
  );
}
