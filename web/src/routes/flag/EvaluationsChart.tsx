import { useMediaQuery } from '@mui/material';
import { styled, useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { compactCount, fullCount, stepLabel, tickLabel, variantColors, variantLabel } from './usageModel';
import type { UsageRangeId } from './usageModel';
import { seriesToDraw, tickInterval } from './flagUsageCardModel';

const Chart = styled(BarChart)(({ theme }) => ({ '& .MuiChartsGrid-line': { strokeDasharray: '3 4', stroke: theme.palette.divider } }));

/** Evaluations per step, stacked by variant. */
export function EvaluationsChart({
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
  const showTick = tickInterval(x.length, narrow);
  return (
    <Chart
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
          tickLabelInterval: (_v: number, i: number) => showTick(i),
          valueFormatter: (v: number, ctx) => (ctx.location === 'tick' ? tickLabel(v, rangeId) : stepLabel(v, stepMs)),
          tickLabelStyle: { fontSize: 11 },
        },
      ]}
      yAxis={[{ width: 44, valueFormatter: (v: number) => compactCount(v), tickLabelStyle: { fontSize: 11 } }]}
      series={seriesToDraw(series, x).map((s) => ({
        id: s.variant || 'none',
        label: variantLabel(s.variant),
        data: s.data,
        stack: 'variants',
        color: colors[s.variant] ?? theme.palette.action.disabled,
        valueFormatter: (v: number | null) => (v === null ? '' : fullCount(v)),
      }))}
    />
  );
}
