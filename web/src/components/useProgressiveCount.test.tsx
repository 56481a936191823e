// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProgressiveCount } from './useProgressiveCount';

/** Runs the scheduled steps one task at a time (each step schedules the next after its render). */
const flush = () => {
  for (let i = 0; i < 20; i++) act(() => vi.advanceTimersByTime(0));
};

describe('useProgressiveCount', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('given 30 rows, when first rendered, then shows the first 8 and 6 more per task until all are shown', () => {
    const { result } = renderHook(() => useProgressiveCount(30));
    expect(result.current).toBe(8);
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toBe(14);
    flush();
    expect(result.current).toBe(30);
  });

  it('given fewer rows than the first step, then shows them all at once and schedules nothing', () => {
    const { result } = renderHook(() => useProgressiveCount(5));
    expect(result.current).toBe(5);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('given a list that grows after loading (0, then 20), then the first rows show at once and the rest follow', () => {
    const { result, rerender } = renderHook(({ n }) => useProgressiveCount(n), { initialProps: { n: 0 } });
    expect(result.current).toBe(0);
    rerender({ n: 20 });
    expect(result.current).toBe(8);
    flush();
    expect(result.current).toBe(20);
  });

  it('given all rows shown, when a search narrows the list and clears again, then every row shows at once', () => {
    const { result, rerender } = renderHook(({ n }) => useProgressiveCount(n), { initialProps: { n: 30 } });
    flush();
    rerender({ n: 3 });
    expect(result.current).toBe(3);
    rerender({ n: 30 });
    expect(result.current).toBe(30);
  });
});
