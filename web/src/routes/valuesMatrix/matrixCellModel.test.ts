import { describe, expect, it } from 'vitest';
import { cellLabel, cellView, resetActionOf } from './matrixCellModel';

const stored = { value: 5, enabled: true, hasCustomValue: true };
const inherited = { value: 3, enabled: true, hasCustomValue: false };

describe('matrix cell model', () => {
  it("shows a staged edit's value when it parses, else the server's", () => {
    expect(cellView('number', inherited, undefined)).toEqual({ modified: false, custom: false, value: 3, on: true });
    expect(cellView('number', inherited, { text: '7', enabled: false })).toEqual({ modified: true, custom: true, value: 7, on: false });
    expect(cellView('number', stored, { text: 'abc', enabled: true })).toMatchObject({ value: 5, custom: true });
  });

  it('offers reset for a stored value, undo for a staged edit, else nothing', () => {
    expect(resetActionOf(stored, false)).toBe('reset');
    expect(resetActionOf(stored, true)).toBe('reset');
    expect(resetActionOf(inherited, true)).toBe('undo');
    expect(resetActionOf(inherited, false)).toBeNull();
  });

  it('names the cell by flag and environment', () => {
    expect(cellLabel('Dark mode', 'production')).toBe('Dark mode in production');
  });
});
