import { describe, expect, it } from 'vitest';
import {
  deleteSuccessText,
  flagPath,
  inOrder,
  listBody,
  searchTarget,
  toggleColumn,
  toggled,
  withEnvironmentReset,
  withEnvironmentWrite,
} from './flagsPageModel';

const row = (environmentId: string, extra: Partial<{ value: unknown; enabled: boolean; hasCustomValue: boolean; hasTargeting: boolean }> = {}) => ({
  environmentId,
  value: false,
  enabled: true,
  hasCustomValue: false,
  hasTargeting: false,
  ...extra,
});

describe('flags page model', () => {
  it('links a flag by its key, encoded', () => {
    expect(flagPath({ key: 'new checkout' })).toBe('/flags/new%20checkout');
  });

  it('opens the flag a search names: its exact key first, else the only match', () => {
    const flags = [{ key: 'dark_mode' }, { key: 'dark_mode_v2' }];
    expect(searchTarget(flags, ' Dark_Mode ')).toEqual({ key: 'dark_mode' });
    expect(searchTarget(flags, 'dark')).toBeUndefined();
    expect(searchTarget([{ key: 'beta' }], 'bet')).toEqual({ key: 'beta' });
    expect(searchTarget([{ key: 'beta' }], '  ')).toBeUndefined();
  });

  it('names the overrides deleted with a flag', () => {
    expect(deleteSuccessText('Dark mode', [])).toBe('Dark mode deleted');
    expect(deleteSuccessText('Dark mode', [{ name: 'QA' }])).toBe('Dark mode deleted, with the override QA');
    expect(deleteSuccessText('Dark mode', [{ name: 'QA' }, { name: 'Beta' }])).toBe('Dark mode deleted, with 2 overrides');
  });

  it('writes an environment switch into that environment only, as a custom value', () => {
    const rows = [row('dev'), row('prod', { hasTargeting: true })];
    const after = withEnvironmentWrite(rows, 'prod', { value: true, enabled: false });
    expect(after[0]).toBe(rows[0]);
    expect(after[1]).toEqual({ environmentId: 'prod', value: true, enabled: false, hasCustomValue: true, hasTargeting: true });
    expect(rows[1]!.hasCustomValue).toBe(false);
  });

  it('resets an environment to the flag default under the kill switch', () => {
    const rows = [row('dev', { value: true, enabled: false, hasCustomValue: true }), row('prod', { value: true, hasCustomValue: true })];
    const after = withEnvironmentReset(rows, 'dev', { value: false, enabled: true });
    expect(after[0]).toEqual({ environmentId: 'dev', value: false, enabled: true, hasCustomValue: false, hasTargeting: false });
    expect(after[1]).toBe(rows[1]);
  });

  it('toggles a column and keeps the environments in their order', () => {
    expect(toggleColumn(['a', 'b', 'c'], ['c', 'a'], 'b')).toEqual(['a', 'b', 'c']);
    expect(toggleColumn(['a', 'b', 'c'], ['a', 'c'], 'a')).toEqual(['c']);
  });

  it('orders environments by their order, without changing the input', () => {
    const envs = [
      { id: 'p', order: 2 },
      { id: 'd', order: 0 },
    ];
    expect(inOrder(envs).map((e) => e.id)).toEqual(['d', 'p']);
    expect(envs[0]!.id).toBe('p');
  });

  it('picks the list state by priority', () => {
    const base = { error: false, loading: false, view: 'active' as const, searching: false, served: 3, shown: 3 };
    expect(listBody({ ...base, error: true, loading: true })).toBe('error');
    expect(listBody({ ...base, loading: true })).toBe('loading');
    expect(listBody({ ...base, view: 'archived', shown: 0 })).toBe('archived');
    expect(listBody({ ...base, view: 'stale', shown: 0 })).toBe('no-stale');
    expect(listBody({ ...base, view: 'stale', shown: 0, searching: true })).toBe('no-match');
    expect(listBody({ ...base, served: 0, shown: 0 })).toBe('empty');
    expect(listBody({ ...base, shown: 0, searching: true })).toBe('no-match');
    expect(listBody(base)).toBe('list');
  });

  it('adds and removes a busy id without touching the original set', () => {
    const s = new Set(['a']);
    expect([...toggled(s, 'b', true)]).toEqual(['a', 'b']);
    expect([...toggled(s, 'a', false)]).toEqual([]);
    expect([...s]).toEqual(['a']);
  });
});
