// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { AUDIT_DIFF, AUDIT_HISTORY } from './documents';
import { useCompare } from './useCompare';

const useQuery = vi.fn();
vi.mock('@apollo/client/react', () => ({ useQuery: (...args: unknown[]) => useQuery(...args) }));
afterEach(cleanup);
beforeEach(() => useQuery.mockReset());

/** Answers per document: the first history entry, and the diff. */
function answer(history: object, diff: object) {
  useQuery.mockImplementation((doc: unknown) => (doc === AUDIT_HISTORY ? history : doc === AUDIT_DIFF ? diff : {}));
}
const from = { position: 3, at: '2026-01-01T00:00:00Z', label: 'event #3' };
const to = { time: '2026-02-01T00:00:00.000Z' };

describe('useCompare', () => {
  it('given no moments yet, when the first event arrives, then From is the creation and To is now, and it waits', () => {
    answer({ data: { projectHistory: { entries: [{ position: 1, at: '2026-01-01T00:00:00Z' }] } } }, { loading: false });
    const onFrom = vi.fn();
    const onTo = vi.fn();
    const { result } = renderHook(() => useCompare('p1', null, null, onFrom, onTo));
    expect(onFrom).toHaveBeenCalledWith({ position: 1, at: '2026-01-01T00:00:00Z', label: 'when the project was created' });
    expect(onTo).toHaveBeenCalledWith({ time: expect.any(String) });
    expect(result.current.waiting).toBe(true);
    expect(useQuery.mock.calls.find((c) => c[0] === AUDIT_DIFF)?.[1]).toMatchObject({ skip: true });
  });

  it('given both moments, then the history is not read and the diff is asked for them, counted when it comes', () => {
    answer({}, { loading: false, data: { projectDiff: { changes: [{ change: 'added' }, { change: 'changed' }] } } });
    const { result } = renderHook(() => useCompare('p1', from, to, vi.fn(), vi.fn()));
    expect(useQuery.mock.calls.find((c) => c[0] === AUDIT_HISTORY)?.[1]).toMatchObject({ skip: true });
    expect(useQuery.mock.calls.find((c) => c[0] === AUDIT_DIFF)?.[1]).toMatchObject({
      skip: false,
      variables: { projectId: 'p1', from: { position: 3 }, to: { time: to.time } },
    });
    expect(result.current.waiting).toBe(false);
    expect(result.current.counts).toEqual({ added: 1, removed: 0, changed: 1 });
  });

  it('given a failed diff, then it is not waiting, shows the error and retries', () => {
    const refetch = vi.fn().mockResolvedValue({});
    answer({}, { loading: false, error: new Error('Boom'), refetch });
    const { result } = renderHook(() => useCompare('p1', from, to, vi.fn(), vi.fn()));
    expect(result.current.waiting).toBe(false);
    expect(result.current.error?.message).toBe('Boom');
    result.current.retry();
    expect(refetch).toHaveBeenCalled();
  });

  it('when swapped, then From takes To and To takes From; with a moment missing nothing moves', () => {
    answer({}, { loading: true });
    const onFrom = vi.fn();
    const onTo = vi.fn();
    renderHook(() => useCompare('p1', from, to, onFrom, onTo)).result.current.swap();
    expect(onFrom).toHaveBeenCalledWith(to);
    expect(onTo).toHaveBeenCalledWith(from);
    const onFrom2 = vi.fn();
    renderHook(() => useCompare('p1', from, null, onFrom2, vi.fn())).result.current.swap();
    expect(onFrom2).not.toHaveBeenCalled();
  });
});
