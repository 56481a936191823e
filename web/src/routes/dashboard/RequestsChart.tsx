import { Box } from '@mui/material';
import { alpha, styled } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { SizedChart } from '../../components/charts/SizedChart';
import { countSeries, timeChartConfig } from '../../components/charts/timeChart';
import { rangeOption, stackSeries } from '../flag/usageModel';
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
  const config = timeChartConfig({
    scaleType: 'point',
    x: stacked.x,
    rangeId,
    stepMs: rangeOption(rangeId).stepMs,
    showTick: requestTicks(stacked.x.length, narrow),
    narrow,
    heights: { narrow: 190, wide: 230 },
    marginRight: 12,
  });
  return (
    <Box data-testid="usage-requests-chart">
      <SizedChart height={config.height}>
        {(width) => (
          <StackedChart
            {...config}
            width={width}
            series={environments.map((e) => ({
              ...countSeries({ id: e.id, label: e.name, data: byEnv.get(e.id) ?? stacked.x.map(() => 0), color: e.color }, 'requests'),
              area: true,
              showMark: false,
              curve: 'monotoneX' as const,
            }))}
          />
        )}
      </SizedChart>
    </Box>
  );
}
