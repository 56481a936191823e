// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { useEnvironmentCard } from './useEnvironmentCard';

afterEach(cleanup);

describe('useEnvironmentCard', () => {
  it('closes the menu before acting on a pick', () => {
    const { result } = renderHook(() => useEnvironmentCard());
    const anchor = document.createElement('button');
    act(() => result.current.openMenu(anchor));
    expect(result.current.menu).toBe(anchor);
    const onEdit = vi.fn();
    act(() => result.current.pick(onEdit)());
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(result.current.menu).toBeNull();
  });

  it('reveals and hides the server key', () => {
    const { result } = renderHook(() => useEnvironmentCard());
    expect(result.current.revealed).toBe(false);
    act(() => result.current.toggleRevealed());
    expect(result.current.revealed).toBe(true);
    act(() => result.current.toggleRevealed());
    expect(result.current.revealed).toBe(false);
  });
});
