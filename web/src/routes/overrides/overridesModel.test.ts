import { describe, expect, it } from 'vitest';
import { filterOverrides, newestFirst, statusCounts, statusOf } from './overridesModel';

const NOW = Date.parse('2026-06-01T12:00:00.000Z');
const o = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  description: '',
  environment: { name: 'production' },
  featureFlagValues: { dark_mode: { value: true, enabled: true } },
  expiresAt: null as string | null,
  isActive: true,
  expired: false,
  createdAt: '2026-05-01T00:00:00.000Z',
  ...extra,
});

describe('overrides model', () => {
  it('reads the status from the switch, the expiry and the server', () => {
    expect(statusOf(o('a'), NOW)).toBe('active');
    expect(statusOf(o('a', { isActive: false }), NOW)).toBe('inactive');
    expect(statusOf(o('a', { expiresAt: '2026-06-01T11:59:00.000Z' }), NOW)).toBe('expired');
    // the server's clock may be ahead of this browser's
    expect(statusOf(o('a', { expired: true, expiresAt: '2026-06-02T00:00:00.000Z' }), NOW)).toBe('expired');
  });

  it('sorts newest first, undated last, without changing the input', () => {
    const list = [o('old', { createdAt: '2026-01-01T00:00:00.000Z' }), o('undated', { createdAt: null }), o('new', { createdAt: '2026-05-30T00:00:00.000Z' })];
    expect(newestFirst(list).map((x) => x.name)).toEqual(['new', 'old', 'undated']);
    expect(list[0]!.name).toBe('old');
  });

  it('counts each status for the filter chips', () => {
    const list = [o('a'), o('b', { isActive: false }), o('c', { expired: true }), o('d')];
    expect(statusCounts(list, NOW)).toEqual({ all: 4, active: 2, inactive: 1, expired: 1 });
  });

  it('filters by status, then searches name, description, environment and flag keys', () => {
    const list = [
      o('QA night', { description: 'for testers' }),
      o('Demo', { environment: { name: 'staging' }, isActive: false }),
      o('Checkout', { featureFlagValues: { new_checkout: { value: true, enabled: true } } }),
    ];
    expect(filterOverrides(list, '', 'inactive', NOW).map((x) => x.name)).toEqual(['Demo']);
    expect(filterOverrides(list, 'TESTERS', 'all', NOW).map((x) => x.name)).toEqual(['QA night']);
    expect(filterOverrides(list, 'staging', 'all', NOW).map((x) => x.name)).toEqual(['Demo']);
    expect(filterOverrides(list, ' new_check ', 'all', NOW).map((x) => x.name)).toEqual(['Checkout']);
    expect(filterOverrides(list, 'staging', 'active', NOW)).toEqual([]);
  });
});
