// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { useDeferredResult } from './useDeferredResult';

afterEach(cleanup);

describe('useDeferredResult', () => {
  it('given an answer already in at the first render, then the first render shows it loading and the next one shows the answer', async () => {
    const seen: Array<{ data?: unknown; loading: boolean }> = [];
    const answer = { data: { flags: ['a'] }, loading: false, error: undefined };
    const { result } = renderHook(() => {
      const r = useDeferredResult(answer);
      seen.push(r);
      return r;
    });
    await waitFor(() => expect(result.current).toBe(answer));
    expect(seen[0]).toEqual({ data: undefined, loading: true, error: undefined });
  });

  it('given a later answer, then it comes through whole', async () => {
    const { result, rerender } = renderHook(({ r }) => useDeferredResult(r), { initialProps: { r: { data: undefined as unknown, loading: true } } });
    const next = { data: { flags: [] }, loading: false };
    rerender({ r: next });
    await waitFor(() => expect(result.current).toBe(next));
  });
});
