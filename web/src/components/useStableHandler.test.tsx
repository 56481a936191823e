// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { useStableHandler } from './useStableHandler';

afterEach(cleanup);

describe('useStableHandler', () => {
  it('given a re-render with a new function, then the handler keeps its identity', () => {
    const { result, rerender } = renderHook(({ n }) => useStableHandler(() => n), { initialProps: { n: 1 } });
    const first = result.current;
    rerender({ n: 2 });
    expect(result.current).toBe(first);
  });

  it('given a re-render, when the handler is called, then it runs the latest function with its arguments', () => {
    const { result, rerender } = renderHook(({ n }) => useStableHandler((x: number) => x + n), { initialProps: { n: 1 } });
    expect(result.current(10)).toBe(11);
    rerender({ n: 5 });
    expect(result.current(10)).toBe(15);
  });
});
