import { describe, expect, it } from 'vitest';
import { FLAG_FORM_DEFAULTS, FLAG_KEY_PATTERN_MESSAGE, KEY_TAKEN_MESSAGE } from '@flagstream/domain';
import {
  editText,
  initialFields,
  isDirty,
  keyErrorOf,
  keyHelperOf,
  keyStateOf,
  parseFormValue,
  submitLabelOf,
  textAfterTypeChange,
  typeChangeOf,
} from './flagFormModel';
import type { EditableFlag } from './flagFormModel';

const flag: EditableFlag = { id: 'f1', name: 'Limit', key: 'limit', description: '', type: 'number', value: 3, enabled: true };

describe('flag form model', () => {
  it('opens with the flag or the defaults, JSON pretty-printed', () => {
    expect(initialFields(flag)).toEqual({ name: 'Limit', description: '', type: 'number', valueText: '3', enabled: true });
    expect(initialFields(null)).toMatchObject({ name: '', type: FLAG_FORM_DEFAULTS.type, valueText: FLAG_FORM_DEFAULTS.value });
    expect(editText('json', { a: 1 })).toBe('{\n  "a": 1\n}');
    expect(editText('json', null)).toBe('{}');
  });

  it('parses the value strictly; a boolean is on only when it says true', () => {
    expect(parseFormValue('boolean', 'yes')).toEqual({ ok: true, value: false });
    expect(parseFormValue('number', '2.5')).toEqual({ ok: true, value: 2.5 });
    expect(parseFormValue('number', 'abc').ok).toBe(false);
  });

  it('changes the type at once from an untouched value, and asks otherwise', () => {
    expect(typeChangeOf('boolean', 'false', 'string')).toEqual({ apply: '' });
    const ask = typeChangeOf('string', '42', 'number');
    expect(ask).toEqual({ ask: { to: 'number', converted: 42 }, choice: 'convert' });
    const lossy = typeChangeOf('string', 'hello', 'number');
    expect(lossy).toMatchObject({ ask: { to: 'number', converted: null }, choice: 'default' });
    if ('ask' in ask) {
      expect(textAfterTypeChange(ask.ask, 'convert')).toBe('42');
      expect(textAfterTypeChange(ask.ask, 'default')).toBe('0');
    }
  });

  it('says what is wrong with the key and where it stands', () => {
    expect(keyErrorOf('Bad Key', null, null)).toBe(FLAG_KEY_PATTERN_MESSAGE);
    expect(keyErrorOf('taken', { available: false }, null)).toBe(KEY_TAKEN_MESSAGE);
    expect(keyErrorOf('ok', { available: true }, 'server says')).toBe('server says');
    expect(keyStateOf({ editing: true, keyError: null, checking: true, available: false })).toBe('locked');
    expect(keyStateOf({ editing: false, keyError: 'x', checking: true, available: false })).toBe('error');
    expect(keyStateOf({ editing: false, keyError: null, checking: true, available: false })).toBe('checking');
    expect(keyStateOf({ editing: false, keyError: null, checking: false, available: true })).toBe('available');
    expect(keyHelperOf(false, null, 'checking')).toBe('Checking availability...');
    expect(keyHelperOf(false, null, 'available')).toBe('This key is available');
    expect(keyHelperOf(true, null, 'locked')).toBe('The key cannot be changed after creation.');
    expect(keyHelperOf(false, null, 'idle')).toMatch(/^Used by your code/);
    expect(keyHelperOf(false, 'bad', 'error')).toBe('bad');
  });

  it('knows when the form has changes', () => {
    expect(isDirty(flag, initialFields(flag))).toBe(false);
    expect(isDirty(flag, { ...initialFields(flag), valueText: '4' })).toBe(true);
    expect(isDirty(null, initialFields(null))).toBe(false);
    expect(isDirty(null, { ...initialFields(null), name: 'x' })).toBe(true);
  });

  it('names the submit button', () => {
    expect(submitLabelOf(false, false, false)).toBe('Create Flag');
    expect(submitLabelOf(false, true, false)).toBe('Creating...');
    expect(submitLabelOf(true, false, false)).toBe('Update Flag');
    expect(submitLabelOf(true, false, true)).toBe('Updating...');
  });
});
