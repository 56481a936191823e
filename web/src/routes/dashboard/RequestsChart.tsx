import { Box } from '@mui/material';
import { alpha, styled } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { compactCount, fullCount, rangeOption, stackSeries, stepLabel, tickLabel } from '../flag/usageModel';
import type { UsageRangeId } from '../flag/usageModel';
import type { EnvironmentUsage } from './usageInsightsModel';
import { requestTicks } from './usageInsightsModel';

/** Soft stacked areas, solid lines, a dashed faint grid. */
const StackedChart = styled(LineChart)(({ theme }) => ({
  '& .MuiLineChart-area': { fillOpacity: theme.palette.mode === 'dark' ? 0.3 : 0.2 },
  '& .MuiLineChart-line': { strokeWidth: 2 },
  '& .MuiChartsGrid-line': { strokeDasharray: '3 4', stroke: alpha(theme.palette.text.primary, 0.1) },
}));

/** Requests per environment over time, stacked areas (Advanced analytics). */
export function RequestsChart({
  series,
  environments,
  rangeId,
  narrow,
}: {
  series: ReadonlyArray<{ at: string; counts: unknown }>;
  environments: EnvironmentUsage[];
  rangeId: UsageRangeId;
  narrow: boolean;
}) {
  const stacked = stackSeries([{ series }]);
  const byEnv = new Map(stacked.series.map((s) => [s.variant, s.data]));
  const showTick = requestTicks(stacked.x.length, narrow);
  const stepMs = rangeOption(rangeId).stepMs;
  return (
    <Box data-testid="usage-requests-chart">
      <StackedChart
        height={narrow ? 190 : 230}
        skipAnimation
        hideLegend
        grid={{ horizontal: true }}
        margin={{ left: 0, right: 12, top: 12, bottom: 0 }}
        xAxis={[
          {
            scaleType: 'point',
            data: stacked.x,
            tickLabelInterval: (_v: number, i: number) => showTick(i),
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
      />
    </Box>
  );
}
