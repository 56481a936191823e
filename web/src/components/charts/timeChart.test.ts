import { describe, expect, it } from 'vitest';
import { countSeries, timeChartConfig } from './timeChart';

const HOUR = 3_600_000;
const x = Array.from({ length: 48 }, (_, i) => Date.UTC(2026, 0, 5, 0) + i * HOUR);
const input = (extra: Partial<Parameters<typeof timeChartConfig>[0]> = {}) => ({
  scaleType: 'band' as const,
  x,
  rangeId: '24h' as const,
  stepMs: HOUR,
  showTick: (i: number) => i % 8 === 0,
  narrow: false,
  heights: { narrow: 220, wide: 260 },
  marginRight: 8,
  ...extra,
});
const tick = { location: 'tick' } as const;
const tooltip = { location: 'tooltip' } as const;

describe('timeChartConfig', () => {
  it('given a wide screen, when configured, then the chart is its wide height, without animation or legend, on a horizontal grid', () => {
    const c = timeChartConfig(input());
    expect(c).toMatchObject({
      height: 260,
      skipAnimation: true,
      hideLegend: true,
      grid: { horizontal: true },
      margin: { left: 0, right: 8, top: 12, bottom: 0 },
    });
  });

  it('given a phone, when configured, then the chart is its narrow height', () => {
    expect(timeChartConfig(input({ narrow: true })).height).toBe(220);
  });

  it('given the steps, when the time axis is built, then it runs over them and labels only the ticks the screen asks for', () => {
    const [axis] = timeChartConfig(input()).xAxis;
    expect(axis?.data).toBe(x);
    expect(axis?.tickLabelInterval(x[0] ?? 0, 0)).toBe(true);
    expect(axis?.tickLabelInterval(x[3] ?? 0, 3)).toBe(false);
    expect(axis?.tickLabelStyle).toEqual({ fontSize: 11 });
  });

  it('given a step, when it is formatted, then a tick shows its time in the range and a tooltip the span of the step', () => {
    const [axis] = timeChartConfig(input()).xAxis;
    const at = Date.UTC(2026, 0, 5, 14);
    const hm = (t: number) => new Date(t).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
    expect(axis?.valueFormatter(at, tick as never)).toBe(hm(at));
    expect(axis?.valueFormatter(at, tooltip as never)).toContain(`${hm(at)} – ${hm(at + HOUR)}`);
  });

  it('given bars, when there are more than 40 steps, then their gaps are thinner; with fewer they are the usual 0.3', () => {
    expect(timeChartConfig(input()).xAxis[0]).toMatchObject({ scaleType: 'band', categoryGapRatio: 0.15 });
    expect(timeChartConfig(input({ x: x.slice(0, 40) })).xAxis[0]).toMatchObject({ categoryGapRatio: 0.3 });
  });

  it('given lines (a point scale), when configured, then the axis has no bar gaps', () => {
    const [axis] = timeChartConfig(input({ scaleType: 'point' as never, marginRight: 12 })).xAxis;
    expect(axis?.scaleType).toBe('point');
    expect(axis).not.toHaveProperty('categoryGapRatio');
  });

  it('given counts, when the count axis formats them, then they are compact and 44px wide', () => {
    const [axis] = timeChartConfig(input()).yAxis;
    expect(axis?.width).toBe(44);
    expect(axis?.valueFormatter(12_000)).toBe('12k');
    expect(axis?.tickLabelStyle).toEqual({ fontSize: 11 });
  });
});

describe('countSeries', () => {
  it('given a series, when stacked, then it keeps its look and its tooltip shows the full count, nothing for a missing step', () => {
    const s = countSeries({ id: 'on', label: 'on', data: [1], color: '#123456' }, 'variants');
    expect(s).toMatchObject({ id: 'on', label: 'on', data: [1], color: '#123456', stack: 'variants' });
    expect(s.valueFormatter(12_345)).toBe('12,345');
    expect(s.valueFormatter(null)).toBe('');
  });
});
