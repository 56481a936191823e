import { describe, expect, it } from 'vitest';
import { OVERRIDE_MESSAGES } from '@flagstream/domain';
import {
  checkOverrideForm,
  filterFlags,
  initialDrafts,
  presetExpiry,
  refillDrafts,
  selectedCount,
  servedWithout,
  submitLabel,
  textOf,
} from './overrideFormModel';
import type { Environment, Flag } from './overrideFormModel';
import { toLocalInput } from './time';

const flag = (key: string, type: string, value: unknown, name = key) => ({ id: key, key, name, type, value }) as unknown as Flag;
const env = (id: string, variables: Record<string, unknown> = {}) => ({ id, name: id, status: 'active', variables }) as unknown as Environment;
const darkMode = flag('dark_mode', 'boolean', false, 'Dark mode');
const limit = flag('limit', 'number', 3, 'Limit');

describe('override form model', () => {
  it('shows values as editor text', () => {
    expect(textOf('boolean', true)).toBe('true');
    expect(textOf('boolean', 'x')).toBe('false');
    expect(textOf('json', null)).toBe('null');
    expect(textOf('string', undefined)).toBe('');
    expect(textOf('number', 2.5)).toBe('2.5');
  });

  it('starts from what the environment serves, else the flag default', () => {
    const prod = env('prod', { dark_mode: { value: true, enabled: false } });
    expect(servedWithout(darkMode, prod)).toEqual({ value: true, enabled: false });
    expect(servedWithout(darkMode, env('dev'))).toEqual({ value: false, enabled: true });
    expect(servedWithout(darkMode, undefined)).toEqual({ value: false, enabled: true });
  });

  it('fills drafts from the override when editing, and refills only unedited ones on another environment', () => {
    const drafts = initialDrafts([darkMode, limit], { limit: { value: 9, enabled: true } }, undefined);
    expect(drafts).toEqual({
      dark_mode: { included: false, text: 'false', enabled: true },
      limit: { included: true, text: '9', enabled: true, edited: true },
    });
    expect(selectedCount(drafts)).toBe(1);
    const refilled = refillDrafts(drafts, [darkMode, limit], env('prod', { dark_mode: { value: true, enabled: true }, limit: { value: 1, enabled: true } }));
    expect(refilled.dark_mode).toEqual({ included: false, text: 'true', enabled: true });
    expect(refilled.limit).toEqual(drafts.limit);
  });

  it('filters flags by name or key', () => {
    expect(filterFlags([darkMode, limit], ' DARK ')).toEqual([darkMode]);
    expect(filterFlags([darkMode, limit], 'lim')).toEqual([limit]);
    expect(filterFlags([darkMode, limit], '')).toEqual([darkMode, limit]);
  });

  it('refuses a form without a name, environment, known environment, valid value or flag', () => {
    const base = { mode: 'create' as const, name: 'QA', environmentId: 'prod', environments: [env('prod')], flags: [darkMode, limit] };
    const included = { dark_mode: { included: true, text: 'true', enabled: true }, limit: { included: false, text: '3', enabled: true } };
    expect(checkOverrideForm({ ...base, name: ' ', drafts: included })).toEqual({
      ok: false,
      message: OVERRIDE_MESSAGES.fieldsRequired,
      toast: `Error: ${OVERRIDE_MESSAGES.fieldsRequired}`,
    });
    expect(checkOverrideForm({ ...base, environmentId: 'gone', drafts: included })).toMatchObject({
      ok: false,
      message: OVERRIDE_MESSAGES.environmentNotFound,
    });
    expect(checkOverrideForm({ ...base, drafts: { ...included, dark_mode: { ...included.dark_mode, included: false } } })).toMatchObject({
      ok: false,
      message: OVERRIDE_MESSAGES.noFlags,
    });
    expect(checkOverrideForm({ ...base, drafts: { ...included, limit: { included: true, text: 'abc', enabled: true } } })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Limit: /),
    });
    expect(checkOverrideForm({ ...base, drafts: included })).toEqual({ ok: true, featureFlagValues: { dark_mode: { value: true, enabled: true } } });
    // editing keeps the override's environment, even one no longer listed
    expect(checkOverrideForm({ ...base, mode: 'edit', environmentId: 'gone', drafts: included }).ok).toBe(true);
  });

  it('names the submit button and the expiry presets', () => {
    expect(submitLabel('create', false)).toBe('Create Override');
    expect(submitLabel('create', true)).toBe('Creating...');
    expect(submitLabel('edit', false)).toBe('Update Override');
    expect(submitLabel('edit', true)).toBe('Updating...');
    const now = Date.parse('2026-06-01T12:00:00.000Z');
    expect(presetExpiry(3_600_000, now)).toBe(toLocalInput('2026-06-01T13:00:00.000Z'));
  });
});
