import { useMediaQuery } from '@mui/material';
import { styled, useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { countSeries, timeChartConfig } from '../../components/charts/timeChart';
import { variantColors, variantLabel } from './usageModel';
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
  const config = timeChartConfig({
    scaleType: 'band',
    x,
    rangeId,
    stepMs,
    showTick: tickInterval(x.length, narrow),
    narrow,
    heights: { narrow: 220, wide: 260 },
    marginRight: 8,
  });
  return (
    <Chart
      {...config}
      series={seriesToDraw(series, x).map((s) =>
        countSeries(
          { id: s.variant || 'none', label: variantLabel(s.variant), data: s.data, color: colors[s.variant] ?? theme.palette.action.disabled },
          'variants',
        ),
      )}
    />
  );
}
