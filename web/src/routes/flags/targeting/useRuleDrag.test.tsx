// @vitest-environment jsdom
import type { DragEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { useRuleDrag } from './useRuleDrag';

afterEach(cleanup);

const dragEvent = () => ({ preventDefault: vi.fn(), dataTransfer: { setData: vi.fn(), effectAllowed: '', dropEffect: '' } }) as unknown as DragEvent;

describe('useRuleDrag', () => {
  it('given a handle pressed, then only its card is armed; released, then none', () => {
    const { result } = renderHook(() => useRuleDrag(vi.fn()));
    act(() => result.current.handle(1).onMouseDown());
    expect(result.current.state(1).armed).toBe(true);
    expect(result.current.state(0).armed).toBe(false);
    act(() => result.current.handle(1).onMouseUp());
    expect(result.current.state(1).armed).toBe(false);
  });

  it('given a card dragged over another, when dropped, then the rule moves there and the drag ends', () => {
    const move = vi.fn();
    const { result } = renderHook(() => useRuleDrag(move));
    const start = dragEvent();
    act(() => result.current.card(0, 'rule-1').onDragStart(start));
    expect(start.dataTransfer.setData).toHaveBeenCalledWith('text/plain', 'rule-1');
    act(() => result.current.card(2, 'rule-3').onDragOver(dragEvent()));
    expect(result.current.state(0)).toMatchObject({ dragging: true, dropping: false });
    expect(result.current.state(2)).toMatchObject({ dragging: false, dropping: true });
    act(() => result.current.card(2, 'rule-3').onDrop(dragEvent()));
    expect(move).toHaveBeenCalledWith(0, 2);
    expect(result.current.state(2)).toMatchObject({ dragging: false, dropping: false });
  });

  it('given no drag under way, when something is dragged over a card, then it is not a drop target', () => {
    const { result } = renderHook(() => useRuleDrag(vi.fn()));
    const over = dragEvent();
    act(() => result.current.card(1, 'rule-2').onDragOver(over));
    expect(over.preventDefault).not.toHaveBeenCalled();
    expect(result.current.state(1).dropping).toBe(false);
  });
});
