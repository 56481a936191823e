// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { PROJECT_USAGE_SUMMARY } from './usageDocuments';
import { POLL_MS } from './usageInsightsModel';
import { useUsageInsights } from './useUsageInsights';

const useQuery = vi.fn();
vi.mock('@apollo/client/react', () => ({ useQuery: (...args: unknown[]) => useQuery(...args) }));
afterEach(cleanup);
beforeEach(() => useQuery.mockReset());

const flag = (id: string, evaluations: number) => ({ flagId: id, flagKey: id, flagName: id, evaluations, lastEvaluatedAt: null, variants: [] });
const summary = {
  retentionDays: 30,
  advancedAnalytics: true,
  totalEvaluations: 60,
  flags: [flag('a', 10), flag('b', 50), flag('c', 0)],
  environments: [
    { environmentId: 'e1', environmentName: 'Production', requests: 80, evaluations: 50 },
    { environmentId: 'e2', environmentName: 'Staging', requests: 20, evaluations: 10 },
  ],
  requestSeries: null,
};

describe('useUsageInsights', () => {
  it('given no answer yet, then the last 24 hours are asked for, polled every minute, with nothing to show and 1 day kept', () => {
    useQuery.mockReturnValue({ data: undefined, previousData: undefined, refetch: vi.fn() });
    const { result } = renderHook(() => useUsageInsights('p1'));
    expect(useQuery).toHaveBeenCalledWith(
      PROJECT_USAGE_SUMMARY,
      expect.objectContaining({ variables: { projectId: 'p1', range: 'H24' }, pollInterval: POLL_MS }),
    );
    expect(result.current).toMatchObject({ rangeId: '24h', summary: null, most: [], least: [], environments: [], requestsTotal: 0, retentionDays: 1 });
  });

  it("given the project's summary, then the busiest flags, the rest, and each environment's colour and share", () => {
    useQuery.mockReturnValue({ data: { projectUsageSummary: summary }, refetch: vi.fn() });
    const { result } = renderHook(() => useUsageInsights('p1'));
    expect(result.current.most.map((f) => f.flagId)).toEqual(['b', 'a']);
    expect(result.current.least.map((f) => f.flagId)).toEqual(['c']);
    expect(result.current.environments.map((e) => [e.name, e.share])).toEqual([
      ['Production', 100],
      ['Staging', 25],
    ]);
    expect(result.current.environments[0]?.color).toMatch(/^#|^rgb/);
    expect(result.current.requestsTotal).toBe(100);
    expect(result.current.retentionDays).toBe(30);
  });

  it('when another range is picked, then it is asked for, and the previous answer shows while it loads', () => {
    useQuery.mockReturnValue({ data: { projectUsageSummary: summary }, refetch: vi.fn() });
    const { result } = renderHook(() => useUsageInsights('p1'));
    useQuery.mockReturnValue({ data: undefined, previousData: { projectUsageSummary: summary }, loading: true, refetch: vi.fn() });
    act(() => result.current.setRangeId('7d'));
    expect(useQuery.mock.lastCall?.[1]).toMatchObject({ variables: { projectId: 'p1', range: 'D7' } });
    expect(result.current.range.long).toBe('last 7 days');
    expect(result.current.summary).toBe(summary);
  });

  it('given a failed read, then the error shows and Retry asks again', () => {
    const refetch = vi.fn().mockResolvedValue({});
    useQuery.mockReturnValue({ data: undefined, error: new Error('Boom'), refetch });
    const { result } = renderHook(() => useUsageInsights('p1'));
    expect(result.current.error?.message).toBe('Boom');
    result.current.retry();
    expect(refetch).toHaveBeenCalled();
  });

  it('given a phone-sized screen, then the chart is told it is narrow', () => {
    const matchMedia = vi.fn((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      useQuery.mockReturnValue({ data: undefined, refetch: vi.fn() });
      const { result } = renderHook(() => useUsageInsights('p1'));
      expect(result.current.narrow).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
