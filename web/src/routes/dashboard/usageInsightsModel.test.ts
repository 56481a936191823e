import { describe, expect, it } from 'vitest';
import { environmentColor } from '../flag/usageModel';
import { environmentUsage, evaluationShare, requestsTotal, requestTicks } from './usageInsightsModel';

const envs = [
  { environmentId: 'e1', environmentName: 'Production', requests: 500, evaluations: 1200 },
  { environmentId: 'e2', environmentName: 'Staging', requests: 50, evaluations: 34 },
];

describe('usage insights model', () => {
  it('given environments, then each gets its colour by order and its share of the busiest one', () => {
    expect(environmentUsage(envs, 'dark')).toEqual([
      { id: 'e1', name: 'Production', color: environmentColor(0, 'dark'), requests: 500, evaluations: 1200, share: 100 },
      { id: 'e2', name: 'Staging', color: environmentColor(1, 'dark'), requests: 50, evaluations: 34, share: 10 },
    ]);
    expect(requestsTotal(envs)).toBe(550);
  });

  it('given no requests anywhere, then the bars are empty, not divided by zero', () => {
    expect(environmentUsage([{ ...envs[1], requests: 0 } as (typeof envs)[number]], 'light')[0]?.share).toBe(0);
    expect(requestsTotal([])).toBe(0);
  });

  it("given a flag's evaluations, then its bar is its share of the most evaluated, at most full", () => {
    expect(evaluationShare(45, 90)).toBe(50);
    expect(evaluationShare(120, 90)).toBe(100);
    expect(evaluationShare(0, 0)).toBe(0);
  });

  it('given 24 points, when wide, then every 4th label is drawn but never the last; on a phone every 6th', () => {
    const wide = requestTicks(24, false);
    expect([0, 1, 4, 20, 23].map(wide)).toEqual([true, false, true, true, false]);
    const narrow = requestTicks(24, true);
    expect([0, 6, 18, 23].map(narrow)).toEqual([true, true, true, false]);
  });
});
