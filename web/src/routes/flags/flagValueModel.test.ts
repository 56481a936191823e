import { describe, expect, it } from 'vitest';
import { compactText, LONG_VALUE, otherValueTexts, prettyText, valueKind } from './flagValueModel';

describe('how a flag value is shown', () => {
  it('given a boolean flag or a boolean value, when classified, then boolean', () => {
    expect(valueKind('boolean', 'yes')).toBe('boolean');
    expect(valueKind('json', false)).toBe('boolean');
  });

  it('given a string flag, when classified, then an empty string is "empty", other text a quoted string', () => {
    expect(valueKind('string', '')).toBe('empty');
    expect(valueKind('string', 'blue')).toBe('string');
  });

  it('given a number, JSON or a string flag holding no string, when classified, then other', () => {
    expect(valueKind('number', 3)).toBe('other');
    expect(valueKind('json', { a: 1 })).toBe('other');
    expect(valueKind('string', 3)).toBe('other');
  });

  it('given any value, when written compact or pretty, then JSON, "null" for undefined, String() for what JSON refuses', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(compactText({ a: [1, 2] })).toBe('{"a":[1,2]}');
    expect(prettyText({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(compactText(undefined)).toBe('null');
    expect(prettyText(undefined)).toBe('null');
    expect(compactText(cyclic)).toBe('[object Object]');
    expect(prettyText(10n)).toBe('10');
  });

  it('given a short value, when shown, then its one-line text and no tooltip text', () => {
    expect(otherValueTexts(42)).toEqual({ text: '42', full: null });
    expect(otherValueTexts('x'.repeat(LONG_VALUE))).toEqual({ text: 'x'.repeat(LONG_VALUE), full: null });
  });

  it('given a value longer than the cell, when shown, then the tooltip has it whole: text as is, JSON indented', () => {
    const text = 'y'.repeat(LONG_VALUE + 1);
    expect(otherValueTexts(text)).toEqual({ text, full: text });
    const value = { colour: 'blue', sizes: [1, 2, 3], on: true };
    expect(otherValueTexts(value)).toEqual({ text: JSON.stringify(value), full: JSON.stringify(value, null, 2) });
  });
});
