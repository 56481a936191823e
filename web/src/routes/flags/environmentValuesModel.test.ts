import { describe, expect, it } from 'vitest';
import {
  differs,
  editsFromServer,
  isValidJson,
  reformat,
  resetEdit,
  targetingBlocked,
  targetingChange,
  targetingWrites,
  textOf,
  valueWrites,
} from './environmentValuesModel';
import type { EnvEdit, FlagDefault } from './environmentValuesModel';

const boolFlag: FlagDefault = { type: 'boolean', value: false, enabled: true };
const edit = (extra: Partial<EnvEdit> = {}): EnvEdit => ({
  environmentId: 'e1',
  environmentName: 'production',
  text: 'false',
  enabled: true,
  custom: false,
  stored: null,
  jsonMode: 'simple',
  targeting: null,
  storedTargeting: null,
  ...extra,
});

describe('environment values model', () => {
  it('reformats JSON text between one line and pretty, leaving invalid text alone', () => {
    expect(reformat('{"a":1}', 'json')).toBe('{\n  "a": 1\n}');
    expect(reformat('{\n  "a": 1\n}', 'simple')).toBe('{"a":1}');
    expect(reformat('{bad\njson', 'simple')).toBe('{bad json');
    expect(reformat('{bad\njson', 'json')).toBe('{bad\njson');
    expect(isValidJson('[1]')).toBe(true);
    expect(isValidJson('[1')).toBe(false);
  });

  it('edits JSON objects pretty-printed and other values as text', () => {
    expect(textOf('json', { a: 1 })).toBe('{\n  "a": 1\n}');
    expect(textOf('number', 3)).toBe('3');
    expect(textOf('string', undefined)).toBe('null');
  });

  it('builds one tab per environment from the server, custom where it has its own value', () => {
    const [a, b] = editsFromServer('json', [
      { environmentId: 'e1', environmentName: 'dev', value: { a: 1 }, enabled: false, hasCustomValue: true, targeting: null },
      { environmentId: 'e2', environmentName: 'prod', value: 2, enabled: true, hasCustomValue: false },
    ]);
    expect(a).toMatchObject({ custom: true, stored: { value: { a: 1 }, enabled: false }, jsonMode: 'json', targeting: null });
    expect(b).toMatchObject({ custom: false, stored: null, text: '2', jsonMode: 'simple' });
  });

  it('says when an edit differs from the global default, by value or enabled state', () => {
    expect(differs(edit({ text: 'false' }), boolFlag)).toBe(false);
    expect(differs(edit({ text: 'true' }), boolFlag)).toBe(true);
    expect(differs(edit({ enabled: false }), boolFlag)).toBe(true);
  });

  it('saves only custom values that differ from the default and from what is stored', () => {
    const writes = valueWrites(
      [
        edit({ environmentId: 'same-as-default', custom: true }),
        edit({ environmentId: 'new', custom: true, text: 'true' }),
        edit({ environmentId: 'unchanged', custom: true, text: 'true', stored: { value: true, enabled: true } }),
        edit({ environmentId: 'back-to-default', custom: true, stored: { value: true, enabled: true } }),
        edit({ environmentId: 'not-custom', text: 'true' }),
      ],
      boolFlag,
    );
    expect(writes).toEqual([
      { environmentId: 'new', flagValue: { value: true, enabled: true } },
      { environmentId: 'back-to-default', flagValue: null },
    ]);
  });

  it('deletes stored targeting that was removed and leaves untouched environments alone', () => {
    const stored = { variants: { on: true, off: false }, defaultVariant: 'off', targeting: {} };
    expect(targetingChange(edit({ storedTargeting: stored }), boolFlag)).toBe('delete');
    expect(targetingChange(edit(), boolFlag)).toBeNull();
    expect(targetingWrites([edit({ storedTargeting: stored }), edit({ environmentId: 'e2' })], boolFlag)).toEqual([{ environmentId: 'e1', change: 'delete' }]);
    expect(targetingBlocked(edit(), boolFlag, [])).toBe(false);
  });

  it('puts a new targeting draft and leaves an unchanged one alone', () => {
    const [withTargeting] = editsFromServer('boolean', [
      {
        environmentId: 'e1',
        environmentName: 'prod',
        value: false,
        enabled: true,
        hasCustomValue: false,
        targeting: { variants: { on: true, off: false }, defaultVariant: 'off', targeting: {} },
      },
    ]);
    expect(targetingChange(withTargeting!, boolFlag)).toBeNull();
    const fresh = { ...withTargeting!, storedTargeting: null };
    expect(targetingChange(fresh, boolFlag)).toMatchObject({ put: { defaultVariant: 'off' } });
  });

  it('resets a tab to the global default', () => {
    expect(resetEdit({ type: 'number', value: 5, enabled: false })).toEqual({ text: '5', enabled: false, custom: false, stored: null });
  });
});
