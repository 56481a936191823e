// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { STALE_SHOWN } from './staleFlagsModel';
import { useStaleFlagsCard } from './useStaleFlagsCard';
import { useStaleSettings } from './useStaleSettings';

const h = vi.hoisted(() => ({ value: {} as Record<string, unknown> }));
vi.mock('../flags/useFlagHygiene', () => ({ useFlagHygiene: () => h.value }));
afterEach(cleanup);

const stale = (i: number) => ({ flagId: `f${i}`, flagKey: `k${i}`, flagName: `Flag ${i}`, reason: 'NOT_EVALUATED', lastEvaluatedAt: null });
let archive: ReturnType<typeof vi.fn>;
beforeEach(() => {
  archive = vi.fn();
  h.value = {
    loading: false,
    staleFlags: Array.from({ length: STALE_SHOWN + 1 }, (_v, i) => stale(i)),
    staleAfterDays: 14,
    refetch: vi.fn(),
    archive,
    setStaleAfterDays: vi.fn(),
  };
});

describe('useStaleFlagsCard', () => {
  it('given more stale flags than the card shows, when Show all is used, then all are listed, and folded again', () => {
    const { result } = renderHook(() => useStaleFlagsCard('p1'));
    expect(result.current).toMatchObject({ count: STALE_SHOWN + 1, days: 14, more: `Show all ${STALE_SHOWN + 1}` });
    expect(result.current.list).toHaveLength(STALE_SHOWN);
    act(() => result.current.toggleAll());
    expect(result.current.list).toHaveLength(STALE_SHOWN + 1);
    expect(result.current.more).toBe('Show fewer');
  });

  it('when a flag is archived, then it is busy until the archive settles, even when it fails', async () => {
    let fail: (e: Error) => void = () => {};
    archive.mockReturnValue(new Promise((_r, reject) => (fail = reject)));
    const { result } = renderHook(() => useStaleFlagsCard('p1'));
    act(() => result.current.archive(stale(2) as never));
    expect(archive).toHaveBeenCalledWith({ id: 'f2', name: 'Flag 2' });
    expect(result.current.busy).toBe('f2');
    await act(async () => fail(new Error('no')));
    await waitFor(() => expect(result.current.busy).toBeNull());
  });

  it('opens and closes the N dialog', () => {
    const { result } = renderHook(() => useStaleFlagsCard('p1'));
    act(() => result.current.openSettings());
    expect(result.current.settingsOpen).toBe(true);
    act(() => result.current.closeSettings());
    expect(result.current.settingsOpen).toBe(false);
  });
});

describe('useStaleSettings', () => {
  it('given valid days, when saved, then N is saved and the dialog closes', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    const onClose = vi.fn();
    const { result } = renderHook(() => useStaleSettings(14, onSave, onClose));
    act(() => result.current.setText('21'));
    await act(() => result.current.save());
    expect(onSave).toHaveBeenCalledWith(21);
    expect(onClose).toHaveBeenCalled();
    expect(result.current.saving).toBe(false);
  });

  it('given invalid days, then nothing is saved; given a failed save, then the dialog stays open', async () => {
    const onSave = vi.fn().mockRejectedValue(new Error('no'));
    const onClose = vi.fn();
    const { result } = renderHook(() => useStaleSettings(14, onSave, onClose));
    act(() => result.current.setText('0'));
    expect(result.current.parsed).toEqual({ ok: false, error: 'At least 1 day' });
    await act(() => result.current.save());
    expect(onSave).not.toHaveBeenCalled();
    act(() => result.current.setText('3'));
    await act(() => result.current.save());
    expect(onSave).toHaveBeenCalledWith(3);
    expect(onClose).not.toHaveBeenCalled();
    expect(result.current.saving).toBe(false);
  });
});
