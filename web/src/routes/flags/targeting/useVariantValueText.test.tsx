// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { FlagType, FlagValue } from '@flagstream/domain';
import { useVariantValueText } from './useVariantValueText';

afterEach(cleanup);

const render = (type: FlagType, value: FlagValue) => {
  const onChange = vi.fn();
  return { ...renderHook(() => useVariantValueText(type, value, onChange)), onChange };
};

describe('useVariantValueText', () => {
  it('given a JSON value, then the box shows it pretty-printed', () => {
    expect(render('json', { a: 1 }).result.current.text).toBe('{\n  "a": 1\n}');
    expect(render('string', null).result.current.text).toBe('');
  });

  it('given a number box, when a number is typed, then the number; when text, then the text for validation', () => {
    const { result, onChange } = render('number', 1);
    act(() => result.current.change('2.5'));
    expect(onChange).toHaveBeenLastCalledWith(2.5);
    act(() => result.current.change('abc'));
    expect(onChange).toHaveBeenLastCalledWith('abc');
    expect(result.current.text).toBe('abc');
  });

  it('given a JSON box, when the text is not JSON, then it says so until it is', () => {
    const { result, onChange } = render('json', {});
    act(() => result.current.change('{"a":'));
    expect(result.current.jsonError).toBe('Not valid JSON');
    expect(onChange).toHaveBeenLastCalledWith('{"a":');
    act(() => result.current.change('{"a":1}'));
    expect(result.current.jsonError).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith({ a: 1 });
  });

  it('given a string box, then the text as typed', () => {
    const { result, onChange } = render('string', 'x');
    act(() => result.current.change(' y '));
    expect(onChange).toHaveBeenLastCalledWith(' y ');
  });
});
