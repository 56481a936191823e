import { describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import {
  ago,
  chartWindow,
  compactCount,
  isPlanFeatureRequired,
  mostAndLeast,
  orderVariants,
  rangeAllowed,
  sharesOf,
  shareText,
  stackSeries,
  tickLabel,
  variantColors,
} from './usageModel';

const NOW = Date.UTC(2026, 10, 24, 14, 37, 20);
const MIN = 60_000;
const HOUR = 3_600_000;

describe('usage model (issue 20)', () => {
  it('reads a 20% rollout as 20%: shares of merged counts, never NaN', () => {
    const shares = sharesOf([
      { variant: 'off', count: 600 },
      { variant: 'on', count: 150 },
      { variant: 'off', count: 200 },
      { variant: 'on', count: 50 },
    ]);
    expect(shares).toEqual([
      { variant: 'on', count: 200, share: 0.2 },
      { variant: 'off', count: 800, share: 0.8 },
    ]);
    expect(shares.map((s) => shareText(s.share))).toEqual(['20%', '80%']);
    expect(sharesOf([])).toEqual([]);
    expect(sharesOf([{ variant: 'a', count: 0 }])).toEqual([{ variant: 'a', count: 0, share: 0 }]);
  });

  it('writes shares as people read them', () => {
    expect(shareText(0.198)).toBe('19.8%');
    expect(shareText(0.2049)).toBe('20.5%');
    expect(shareText(1)).toBe('100%');
    expect(shareText(0.9996)).toBe('>99.9%');
    expect(shareText(0.0004)).toBe('<0.1%');
    expect(shareText(0)).toBe('0%');
    expect(shareText(Number.NaN)).toBe('0%');
  });

  it('stacks the series of one or more environments by variant, aligned by time, missing points 0', () => {
    const at = (m: number) => new Date(NOW - m * MIN).toISOString();
    const dev = {
      series: [
        { at: at(2), counts: { on: 1, off: 4 } },
        { at: at(1), counts: { on: 2, off: 8 } },
      ],
    };
    const prod = {
      series: [
        { at: at(1), counts: { beta: 3 } },
        { at: at(0), counts: { beta: 1, bogus: 'x' } },
      ],
    };
    const s = stackSeries([dev, prod]);
    expect(s.x).toEqual([Date.parse(at(2)), Date.parse(at(1)), Date.parse(at(0))]);
    expect(s.series).toEqual([
      { variant: 'on', data: [1, 2, 0], total: 3 },
      { variant: 'off', data: [4, 8, 0], total: 12 },
      { variant: 'beta', data: [0, 3, 1], total: 4 },
    ]);
    expect(s.total).toBe(19);
    expect(stackSeries([]).series).toEqual([]);
  });

  it('orders variants on, off, then by name, and gives "off" the quiet colour', () => {
    expect(orderVariants(['zeta', 'off', 'alpha', 'on', 'off'])).toEqual(['on', 'off', 'alpha', 'zeta']);
    const c = variantColors(['on', 'off', 'alpha'], 'light');
    expect(new Set(Object.values(c)).size).toBe(3);
    expect(c.off).toBe(variantColors(['off'], 'light').off);
  });

  it('keeps a chart window stable within a minute and includes the current minute', () => {
    const w = chartWindow('1h', NOW);
    expect(w).toEqual({ from: '2026-11-24T13:38:00.000Z', to: '2026-11-24T14:38:00.000Z', step: 'M1' });
    expect(chartWindow('1h', NOW + 30_000)).toEqual(w);
    expect(chartWindow('24h', NOW).step).toBe('H1');
    expect(chartWindow('7d', NOW).step).toBe('H6');
    expect(chartWindow('30d', NOW).step).toBe('D1');
  });

  it('offers only the ranges the plan keeps', () => {
    expect(['1h', '24h', '7d', '30d'].map((r) => rangeAllowed(r as '1h', 1))).toEqual([true, true, false, false]);
    expect(rangeAllowed('30d', 30)).toBe(true);
  });

  it('lists the most evaluated first and the least evaluated from the tail, never twice', () => {
    const f = (key: string, evaluations: number) => ({ flagId: key, flagKey: key, flagName: key, evaluations });
    const flags = [f('a', 50), f('b', 0), f('c', 900), f('d', 3), f('e', 0)];
    const { most, least } = mostAndLeast(flags, 2);
    expect(most.map((x) => x.flagKey)).toEqual(['c', 'a']);
    expect(least.map((x) => x.flagKey)).toEqual(['e', 'b']);
    const small = mostAndLeast([f('a', 1), f('b', 0)], 5);
    expect(small.most.map((x) => x.flagKey)).toEqual(['a']);
    expect(small.least.map((x) => x.flagKey)).toEqual(['b']);
    expect(mostAndLeast([f('a', 0)]).most).toEqual([]);
  });

  it('formats counts, times and axis labels', () => {
    expect([0, 999, 1000, 1234, 12_345, 999_999, 1_500_000, 25_000_000].map(compactCount)).toEqual(['0', '999', '1k', '1.2k', '12k', '1000k', '1.5M', '25M']);
    expect(ago(null, NOW)).toBe('never');
    expect(ago(new Date(NOW - 30_000).toISOString(), NOW)).toBe('just now');
    expect(ago(new Date(NOW - 5 * MIN).toISOString(), NOW)).toBe('5 min ago');
    expect(ago(new Date(NOW - 3 * HOUR).toISOString(), NOW)).toBe('3 h ago');
    expect(tickLabel(Date.UTC(2026, 10, 3, 0, 0), '30d')).toMatch(/^Nov [23]$/);
  });

  it('recognises the server\'s "charts need Advanced analytics" refusal', () => {
    const e = new CombinedGraphQLErrors({
      errors: [{ message: 'Usage charts are part of Advanced analytics', extensions: { code: 'PLAN_FEATURE_REQUIRED' } }],
    });
    expect(isPlanFeatureRequired(e)).toBe(true);
    expect(isPlanFeatureRequired(new CombinedGraphQLErrors({ errors: [{ message: 'nope', extensions: { code: 'FLAG_NOT_FOUND' } }] }))).toBe(false);
    expect(isPlanFeatureRequired(new Error('x'))).toBe(false);
    expect(isPlanFeatureRequired(undefined)).toBe(false);
  });
});
