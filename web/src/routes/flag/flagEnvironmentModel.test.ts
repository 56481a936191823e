import { describe, expect, it } from 'vitest';
import { overrideChipOf, overrideExpiry, ownEnabled, servedFromText, servingLayer, switchTitle } from './flagEnvironmentModel';

const NOW = Date.parse('2026-06-01T12:00:00.000Z');
const served = (extra: Partial<{ source: 'default' | 'environment' | 'targeting'; killed: boolean }> = {}) => ({
  value: true,
  enabled: true,
  source: 'environment' as const,
  killed: false,
  ...extra,
});

describe('flag page environment card model', () => {
  it("reads the environment's own switch", () => {
    expect(ownEnabled({ hasCustomValue: false, customEnabled: null })).toBe(true);
    expect(ownEnabled({ hasCustomValue: true, customEnabled: false })).toBe(false);
    expect(ownEnabled({ hasCustomValue: true, customEnabled: true })).toBe(true);
  });

  it('highlights the serving layer, none while killed', () => {
    expect(servingLayer(served(), 'environment')).toBe(true);
    expect(servingLayer(served(), 'default')).toBe(false);
    expect(servingLayer(served({ killed: true }), 'environment')).toBe(false);
  });

  it('says where the served value comes from', () => {
    expect(servedFromText(served({ source: 'default' }), [])).toBe('From the default value');
    expect(servedFromText(served(), [{ state: 'applies' }])).toBe('From the environment value · overrides below apply to their own clients');
    expect(servedFromText(served({ killed: true }), [{ state: 'inactive' }])).toBe('Off because the kill switch is off');
  });

  it('titles the switch', () => {
    expect(switchTitle({ enabled: true, name: 'Dark mode' }, true, 'production')).toBe('Turn Dark mode off in production');
    expect(switchTitle({ enabled: true, name: 'Dark mode' }, false, 'production')).toBe('Turn Dark mode on in production');
    expect(switchTitle({ enabled: false, name: 'Dark mode' }, true, 'production')).toBe('The kill switch is off: every environment is off');
  });

  it("describes an override layer's expiry and state", () => {
    expect(overrideExpiry({ expiresAt: null, state: 'applies' }, NOW)).toBe('No expiry');
    expect(overrideExpiry({ expiresAt: '2026-06-01T14:30:00.000Z', state: 'applies' }, NOW)).toMatch(/^Expires in .+ · /);
    expect(overrideExpiry({ expiresAt: '2026-05-31T12:00:00.000Z', state: 'expired' }, NOW)).toMatch(/^Expired /);
    expect(overrideChipOf('applies')).toEqual({ label: 'Applies', color: 'success', variant: 'filled' });
    expect(overrideChipOf('expired').label).toBe('Expired');
    expect(overrideChipOf('inactive').variant).toBe('outlined');
  });
});
