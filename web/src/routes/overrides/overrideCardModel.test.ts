import { describe, expect, it } from 'vitest';
import { FLAGS_SHOWN, expiryTone, flagKeys, flagTitle, toggleLabel, toggleTitle, valueLabel } from './overrideCardModel';

const NOW = Date.parse('2026-06-01T12:00:00.000Z');

describe('override card model', () => {
  it('shows an empty string as "" and nothing for a missing value', () => {
    expect(valueLabel({ value: '', enabled: true })).toBe('""');
    expect(valueLabel({ value: 3, enabled: true })).toBe('3');
    expect(valueLabel(undefined)).toBe('');
  });

  it('lists the keys sorted, the first few unless all are shown', () => {
    const values = Object.fromEntries(['e', 'd', 'c', 'b', 'a'].map((k) => [k, { value: true, enabled: true }]));
    expect(flagKeys(values, false)).toEqual({ keys: ['a', 'b', 'c', 'd', 'e'], shown: ['a', 'b', 'c', 'd'].slice(0, FLAGS_SHOWN) });
    expect(flagKeys(values, true).shown).toHaveLength(5);
  });

  it('warns within a day of expiry and marks an expired override', () => {
    expect(expiryTone('active', '2026-06-01T18:00:00.000Z', NOW)).toBe('soon');
    expect(expiryTone('active', '2026-06-09T18:00:00.000Z', NOW)).toBe('normal');
    expect(expiryTone('expired', '2026-05-01T18:00:00.000Z', NOW)).toBe('expired');
    expect(expiryTone('inactive', null, NOW)).toBe('normal');
  });

  it('names the activation switch and a flag by its name and key', () => {
    expect(toggleTitle('expired')).toBe('Expired: edit the expiry to use it again');
    expect(toggleTitle('active')).toBe('Deactivate');
    expect(toggleLabel('inactive', 'QA')).toBe('Activate QA');
    expect(flagTitle({ dark_mode: 'Dark mode' }, 'dark_mode')).toBe('Dark mode (dark_mode)');
    expect(flagTitle({}, 'gone')).toBe('gone');
  });
});
