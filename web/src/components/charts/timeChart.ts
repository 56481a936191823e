import type { AxisValueFormatterContext } from '@mui/x-charts/models';
import { compactCount, fullCount, stepLabel, tickLabel } from '../../routes/flag/usageModel';
import type { UsageRangeId } from '../../routes/flag/usageModel';

/** What a usage chart over time is drawn from: the step starts, the range, and which ticks carry a label. */
export interface TimeChartInput<S extends 'band' | 'point'> {
  /** Bars use a band scale, lines and areas a point scale. */
  scaleType: S;
  /** Each step's start (ms). */
  x: number[];
  rangeId: UsageRangeId;
  stepMs: number;
  /** Whether the i-th step's tick is labelled (the screen's own rule, narrow or wide). */
  showTick: (i: number) => boolean;
  narrow: boolean;
  /** The chart's height on a phone and from sm up. */
  heights: { narrow: number; wide: number };
  /** Room right of the plot for the last tick's label. */
  marginRight: number;
}

const TICK_LABEL_STYLE = { fontSize: 11 } as const;

/**
 * The configuration both usage charts share (the Dashboard's requests, the Flag page's evaluations):
 * no animation or legend, a horizontal grid, the time axis over the steps (a tick shows the clock time,
 * weekday or date of the range; a tooltip the step's span) and the count axis (compact counts).
 * Bars with many steps get thinner gaps.
 */
export function timeChartConfig<S extends 'band' | 'point'>(input: TimeChartInput<S>) {
  const { scaleType, x, rangeId, stepMs, showTick, narrow } = input;
  return {
    height: narrow ? input.heights.narrow : input.heights.wide,
    skipAnimation: true,
    hideLegend: true,
    grid: { horizontal: true },
    margin: { left: 0, right: input.marginRight, top: 12, bottom: 0 },
    xAxis: [
      {
        scaleType,
        data: x,
        ...(scaleType === 'band' ? { categoryGapRatio: x.length > 40 ? 0.15 : 0.3 } : {}),
        tickLabelInterval: (_v: number, i: number) => showTick(i),
        valueFormatter: (v: number, ctx: AxisValueFormatterContext) => (ctx.location === 'tick' ? tickLabel(v, rangeId) : stepLabel(v, stepMs)),
        tickLabelStyle: TICK_LABEL_STYLE,
      },
    ],
    yAxis: [{ width: 44, valueFormatter: (v: number) => compactCount(v), tickLabelStyle: TICK_LABEL_STYLE }],
  };
}

/** A series of counts in a stack: its tooltip shows the full count (nothing for a missing step). */
export function countSeries<T extends { id: string; label: string; data: number[]; color: string }>(series: T, stack: string) {
  return { ...series, stack, valueFormatter: (v: number | null) => (v === null ? '' : fullCount(v)) };
}
