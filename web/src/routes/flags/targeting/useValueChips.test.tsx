// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ConditionValue } from '@flagstream/domain';
import { useValueChips } from './useValueChips';

afterEach(cleanup);

const render = (values: ConditionValue[] = ['a']) => {
  const onChange = vi.fn();
  return { ...renderHook(() => useValueChips(values, onChange)), onChange };
};

describe('useValueChips', () => {
  it('given typing, when no separator yet, then the text waits in the box', () => {
    const { result, onChange } = render();
    act(() => result.current.type('be', 'input'));
    expect(result.current.draft).toBe('be');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('given a comma, when typed, then the values are added and the box empties', () => {
    const { result, onChange } = render();
    act(() => result.current.type('b,c,', 'input'));
    expect(onChange).toHaveBeenCalledWith(['a', 'b', 'c']);
    expect(result.current.draft).toBe('');
  });

  it("given Autocomplete's reset echo, then the box keeps its text", () => {
    const { result } = render();
    act(() => result.current.type('x', 'input'));
    act(() => result.current.type('', 'reset'));
    expect(result.current.draft).toBe('x');
  });

  it('given text in the box, when it loses focus, then the text is added', () => {
    const { result, onChange } = render();
    act(() => result.current.type('z', 'input'));
    act(() => result.current.blur());
    expect(onChange).toHaveBeenCalledWith(['a', 'z']);
    expect(result.current.draft).toBe('');
  });

  it('given a removed chip, then the remaining values keep their types', () => {
    const { result, onChange } = render([1, 'b']);
    act(() => result.current.setTexts(['1']));
    expect(onChange).toHaveBeenCalledWith([1]);
  });
});
