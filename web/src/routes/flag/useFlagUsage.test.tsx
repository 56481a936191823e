// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useFlagUsage, useFreeUsage } from './useFlagUsage';

const useQuery = vi.fn();
vi.mock('@apollo/client/react', () => ({ useQuery: (...args: unknown[]) => useQuery(...args) }));
afterEach(cleanup);
beforeEach(() => useQuery.mockReset());

const point = (at: number, variants: Array<{ variant: string; count: number }>) => ({ at: new Date(at).toISOString(), total: 0, variants });
const env = (id: string, on: number, off: number) => ({
  environmentId: id,
  environmentName: id,
  total: on + off,
  variants: [
    { variant: 'on', count: on },
    { variant: 'off', count: off },
  ],
  series: [
    point(0, [
      { variant: 'on', count: on },
      { variant: 'off', count: off },
    ]),
  ],
});
const usage = { total: 40, lastEvaluatedAt: null, clamped: false, retentionDays: 30, environments: [env('dev', 10, 10), env('prod', 20, 0)] };

describe('useFlagUsage', () => {
  it('adds up all environments, then the chosen one', () => {
    useQuery.mockReturnValue({ data: { flagUsage: usage }, refetch: vi.fn() });
    const { result } = renderHook(() => useFlagUsage('f1'));
    expect(result.current.tab).toBe('all');
    expect(result.current.shares.find((s) => s.variant === 'on')?.count).toBe(30);
    act(() => result.current.setEnvId('prod'));
    expect(result.current.tab).toBe('prod');
    expect(result.current.shares.find((s) => s.variant === 'on')?.count).toBe(20);
    expect(useQuery.mock.calls.at(-1)?.[1]).toMatchObject({ variables: { flagId: 'f1' } });
  });

  it('asks for the chosen range and keeps the previous answer while it loads', () => {
    useQuery.mockReturnValue({ data: undefined, previousData: { flagUsage: usage }, refetch: vi.fn() });
    const { result } = renderHook(() => useFlagUsage('f1'));
    expect(result.current.data).toBe(usage);
    const before = useQuery.mock.calls.at(-1)?.[1].variables;
    act(() => result.current.setRangeId('7d'));
    expect(result.current.range.id).toBe('7d');
    expect(useQuery.mock.calls.at(-1)?.[1].variables).not.toEqual(before);
  });

  it('says when the plan does not include series', () => {
    const error = new CombinedGraphQLErrors({ errors: [new GraphQLError('upgrade', { extensions: { code: 'PLAN_FEATURE_REQUIRED' } })] });
    useQuery.mockReturnValue({ data: undefined, error, refetch: vi.fn() });
    const { result } = renderHook(() => useFlagUsage('f1'));
    expect(result.current.planRequired).toBe(true);
  });
});

describe('useFreeUsage', () => {
  it("reads the flag's 24-hour totals", () => {
    useQuery.mockReturnValue({
      data: { projectUsageSummary: { flags: [{ flagId: 'f1', evaluations: 50, variants: [{ variant: 'on', count: 50 }] }] } },
    });
    const { result } = renderHook(() => useFreeUsage('p1', 'f1'));
    expect(result.current).toMatchObject({ loaded: true, evaluations: 50 });
    expect(result.current.shares).toHaveLength(1);
  });
});
