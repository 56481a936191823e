import { describe, expect, it } from 'vitest';
import { environmentSwitchWrite, isProductionLike, loadColumns, overridesLeftEmpty, ownEnabled, saveColumns, servedIn } from './flagListModel';

const flag = { id: 'f1', key: 'dark_mode', name: 'Dark mode', value: false, enabled: true };

describe('flag list model (issue 17)', () => {
  it('recognises production-like environments by type or name', () => {
    expect(isProductionLike({ name: 'production', type: 'development' })).toBe(true);
    expect(isProductionLike({ name: 'eu-prod', type: 'development' })).toBe(true);
    expect(isProductionLike({ name: 'Live site', type: 'development' })).toBe(true);
    expect(isProductionLike({ name: 'main', type: 'production' })).toBe(true);
    expect(isProductionLike({ name: 'staging', type: 'staging' })).toBe(false);
    expect(isProductionLike({ name: 'product-demo', type: 'development' })).toBe(false);
    expect(isProductionLike({ name: 'delivery', type: 'development' })).toBe(false);
  });

  it('serves the custom value under the kill switch, and says where it comes from', () => {
    const custom = { environmentId: 'e1', value: true, enabled: true, hasCustomValue: true };
    expect(servedIn(flag, custom)).toEqual({ value: true, enabled: true, source: 'environment', killed: false });
    expect(servedIn({ ...flag, enabled: false }, custom)).toEqual({ value: true, enabled: false, source: 'environment', killed: true });
    expect(servedIn(flag, { environmentId: 'e1', value: false, enabled: true, hasCustomValue: false })).toMatchObject({
      value: false,
      enabled: true,
      source: 'default',
    });
    expect(servedIn(flag, { ...custom, hasTargeting: true })).toMatchObject({ source: 'targeting' });
    expect(servedIn(flag, undefined)).toMatchObject({ value: false, enabled: true, source: 'default' });
  });

  it('an environment without a custom value is on; its switch keeps the value it serves', () => {
    expect(ownEnabled({ environmentId: 'e', value: 1, enabled: false, hasCustomValue: false })).toBe(true);
    expect(ownEnabled({ environmentId: 'e', value: 1, enabled: false, hasCustomValue: true })).toBe(false);
    expect(environmentSwitchWrite(flag, undefined, false)).toEqual({ value: false, enabled: false });
    expect(environmentSwitchWrite(flag, { environmentId: 'e', value: true, enabled: true, hasCustomValue: true }, false)).toEqual({
      value: true,
      enabled: false,
    });
  });

  it('remembers the chosen columns per project, dropping environments that are gone', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(loadColumns(storage, 'p1', ['a', 'b', 'c'])).toEqual(['a', 'b', 'c']);
    saveColumns(storage, 'p1', ['c', 'x']);
    expect(loadColumns(storage, 'p1', ['a', 'b', 'c'])).toEqual(['c']);
    expect(loadColumns(storage, 'p2', ['a'])).toEqual(['a']);
    store.set('flagstream.flagColumns.p3', '{broken');
    expect(loadColumns(storage, 'p3', ['a'])).toEqual(['a']);
  });

  it('finds the overrides a flag deletion would leave without values', () => {
    const overrides = [
      { id: 'o1', featureFlagValues: { dark_mode: { value: true, enabled: true } } },
      { id: 'o2', featureFlagValues: { dark_mode: { value: true, enabled: true }, banner: { value: 'x', enabled: true } } },
      { id: 'o3', featureFlagValues: { banner: { value: 'x', enabled: true } } },
    ];
    expect(overridesLeftEmpty(overrides, 'dark_mode').map((o) => o.id)).toEqual(['o1']);
    expect(overridesLeftEmpty(overrides, 'constructor')).toEqual([]);
  });
});
