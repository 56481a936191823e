import { describe, expect, it } from 'vitest';
import { environmentStatus, flagSnippets, overrideState, provenance, relativeTime } from './flagPageModel';

const NOW = Date.UTC(2026, 4, 1, 12, 0, 0);
const HOUR = 3_600_000;
const flag = { id: 'f1', key: 'dark_mode', name: 'Dark mode', value: false, enabled: true };
const prod = 'env-prod';
const override = (o: Partial<{ id: string; env: string; value: unknown; enabled: boolean; expires: number | null; active: boolean; expired: boolean }>) => ({
  id: o.id ?? 'o1',
  uuid: `${o.id ?? 'o1'}-uuid`,
  name: o.id ?? 'o1',
  environment: { id: o.env ?? prod, name: 'production' },
  featureFlagValues: { dark_mode: { value: o.value ?? true, enabled: o.enabled ?? true } },
  expiresAt: o.expires === null || o.expires === undefined ? null : new Date(o.expires).toISOString(),
  isActive: o.active ?? true,
  expired: o.expired ?? false,
});

describe('flag page model (issue 17)', () => {
  it('shows each layer of an environment: custom value, targeting, overrides with their expiry', () => {
    const row = { environmentId: prod, value: true, enabled: true, hasCustomValue: true };
    const s = environmentStatus(
      flag,
      prod,
      row,
      [
        override({ id: 'late', expires: NOW + 48 * HOUR }),
        override({ id: 'soon', expires: NOW + HOUR }),
        override({ id: 'gone', expires: NOW - HOUR }),
        override({ id: 'off', active: false }),
        override({ id: 'other-env', env: 'env-dev' }),
      ],
      NOW,
      { hasTargeting: true, rolloutPercentage: 20 },
    );
    expect(s.served).toEqual({ value: true, enabled: true, source: 'targeting', killed: false });
    expect(s.customValue).toBe(true);
    expect(s.targeting).toEqual({ rolloutPercentage: 20 });
    expect(s.overrides.map((o) => [o.id, o.state])).toEqual([
      ['soon', 'applies'],
      ['late', 'applies'],
      ['off', 'inactive'],
      ['gone', 'expired'],
    ]);
  });

  it('an override past its expiry is expired at once, even if the server still said active', () => {
    expect(overrideState({ isActive: true, expired: false, expiresAt: new Date(NOW - 1).toISOString() }, NOW)).toBe('expired');
    expect(overrideState({ isActive: true, expired: false, expiresAt: new Date(NOW + 1).toISOString() }, NOW)).toBe('applies');
    expect(overrideState({ isActive: true, expired: false, expiresAt: null }, NOW)).toBe('applies');
  });

  it('the kill switch turns every layer off', () => {
    const killed = { ...flag, enabled: false };
    const s = environmentStatus(killed, prod, { environmentId: prod, value: true, enabled: true, hasCustomValue: true }, [override({})], NOW);
    expect(s.served).toMatchObject({ enabled: false, killed: true });
    expect(s.overrides[0]).toMatchObject({ enabled: true, servedEnabled: false });
  });

  it('says how far away an instant is', () => {
    expect(relativeTime(NOW + 3 * HOUR + 5, NOW)).toBe('in 3 hours');
    expect(relativeTime(NOW - 2 * 86_400_000, NOW)).toBe('2 days ago');
    expect(relativeTime(NOW + 61_000, NOW)).toBe('in 1 minute');
    expect(relativeTime(NOW + 10, NOW)).toBe('in less than a minute');
  });

  it('finds who last set each layer, newest entry first', () => {
    const e = (position: number, kind: string, id: string, name: string, type = 'X') => ({
      position,
      type,
      at: `t${position}`,
      actor: { id: name, name },
      entity: { kind, id },
    });
    const p = provenance(
      [e(9, 'environment', prod, 'Ann'), e(8, 'flag', 'f1', 'Bob', 'FeatureFlagToggled'), e(7, 'environment', prod, 'Cid'), e(6, 'override', 'o1', 'Dee')],
      'f1',
    );
    expect(p.flag).toEqual({ name: 'Bob', at: 't8', position: 8 });
    expect(p.environments[prod]?.name).toBe('Ann');
    expect(p.overrides.o1?.name).toBe('Dee');
  });

  it('writes snippets with the flag key and a typed fallback', () => {
    const s = flagSnippets({
      origin: 'https://flags.example',
      key: 'dark_mode',
      type: 'boolean',
      defaultValue: false,
      projectUuid: 'p-uuid',
      environmentUuid: 'e-uuid',
    });
    expect(s.ofrep).toContain('https://flags.example/ofrep/v1/evaluate/flags/dark_mode');
    expect(s.openfeature).toContain('getBooleanValue("dark_mode", false)');
    expect(s.config).toContain('/api/config/p-uuid?environmentUuid=e-uuid');
  });
});
