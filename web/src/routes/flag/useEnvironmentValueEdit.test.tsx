// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { useEnvironmentValueEdit } from './useEnvironmentValueEdit';

afterEach(cleanup);

const render = (onSave = vi.fn().mockResolvedValue({})) => {
  const onDirty = vi.fn();
  const hook = renderHook(() => useEnvironmentValueEdit({ type: 'number', startValue: 5, own: false, onSave, onDirty }));
  return { ...hook, onSave, onDirty };
};

describe('useEnvironmentValueEdit', () => {
  it("starts from the environment's value and switch, and reports unsaved input", () => {
    const { result, onDirty } = render();
    act(() => result.current.startEdit());
    expect(result.current).toMatchObject({ editing: true, text: '5', enabled: false, canSave: true });
    act(() => result.current.changeText('abc'));
    expect(onDirty).toHaveBeenLastCalledWith(true);
    expect(result.current.canSave).toBe(false);
    act(() => result.current.stopEdit());
    expect(result.current.editing).toBe(false);
    expect(onDirty).toHaveBeenLastCalledWith(false);
  });

  it('saves the parsed value and closes the editor', async () => {
    const { result, onSave } = render();
    act(() => result.current.startEdit());
    act(() => result.current.changeText('7'));
    act(() => result.current.changeEnabled(true));
    await act(async () => result.current.save());
    await waitFor(() => expect(result.current.editing).toBe(false));
    expect(onSave).toHaveBeenCalledWith({ value: 7, enabled: true });
  });

  it('keeps the input when the save fails', async () => {
    const { result } = render(vi.fn().mockRejectedValue(new Error('offline')));
    act(() => result.current.startEdit());
    act(() => result.current.changeText('9'));
    await act(async () => result.current.save());
    await waitFor(() => expect(result.current.saving).toBe(false));
    expect(result.current).toMatchObject({ editing: true, text: '9' });
  });
});
