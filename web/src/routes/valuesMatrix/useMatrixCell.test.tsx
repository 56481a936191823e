// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { CellEdit, ServerCell } from './matrixModel';
import { useMatrixCell } from './useMatrixCell';

afterEach(cleanup);

const render = (server: ServerCell, edit?: CellEdit) => {
  const onEdit = vi.fn();
  const onReset = vi.fn();
  const hook = renderHook(() => useMatrixCell({ cellKey: 'f1::e1', type: 'number', server, edit, on: edit?.enabled ?? server.enabled, onEdit, onReset }));
  return { ...hook, onEdit, onReset };
};
const anchor = () => document.createElement('button');

describe('useMatrixCell', () => {
  it("opens on the server's value and stages a value that parses", () => {
    const { result, onEdit } = render({ value: 3, enabled: true, hasCustomValue: false });
    act(() => result.current.open(anchor()));
    expect(result.current.text).toBe('3');
    expect(result.current.enabled).toBe(true);
    act(() => result.current.setText('abc'));
    expect(result.current.canApply).toBe(false);
    act(() => result.current.apply());
    expect(onEdit).not.toHaveBeenCalled();
    act(() => result.current.setText('8'));
    act(() => result.current.setEnabled(false));
    act(() => result.current.apply());
    expect(onEdit).toHaveBeenCalledWith('f1::e1', { text: '8', enabled: false });
    expect(result.current.anchor).toBeNull();
  });

  it('opens on the staged edit and undoes it', () => {
    const { result, onEdit, onReset } = render({ value: 3, enabled: true, hasCustomValue: false }, { text: '9', enabled: false });
    act(() => result.current.open(anchor()));
    expect(result.current.text).toBe('9');
    expect(result.current.enabled).toBe(false);
    expect(result.current.resetAction).toBe('undo');
    act(() => result.current.reset());
    expect(onEdit).toHaveBeenCalledWith('f1::e1', null);
    expect(onReset).not.toHaveBeenCalled();
  });

  it('resets a stored value at once', () => {
    const { result, onReset } = render({ value: 5, enabled: true, hasCustomValue: true });
    act(() => result.current.open(anchor()));
    act(() => result.current.reset());
    expect(onReset).toHaveBeenCalledWith('f1::e1');
    expect(result.current.anchor).toBeNull();
  });
});
