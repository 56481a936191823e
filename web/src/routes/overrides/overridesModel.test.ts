import { describe, expect, it } from 'vitest';
import { filterOverrides, newestFirst, projectChoices, statusCounts, statusOf } from './overridesModel';

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

  it('gives the form the flags by name and the environments in order, and the cards each flag name by key', () => {
    // given a project tree listed in no particular order
    const tree = {
      featureFlags: [
        { key: 'new_checkout', name: 'New checkout' },
        { key: 'dark_mode', name: 'Dark mode' },
      ],
      environments: [
        { id: 'prod', order: 2 },
        { id: 'dev', order: 1 },
      ],
    };
    // when the screen reads its choices
    const choices = projectChoices(tree);
    // then flags are sorted by name, environments by order, names are found by key, and the tree is unchanged
    expect(choices.flags.map((f) => f.key)).toEqual(['dark_mode', 'new_checkout']);
    expect(choices.environments.map((e) => e.id)).toEqual(['dev', 'prod']);
    expect(choices.flagNames).toEqual({ dark_mode: 'Dark mode', new_checkout: 'New checkout' });
    expect(tree.featureFlags[0]!.key).toBe('new_checkout');
  });

  it('gives empty choices while the tree is not read', () => {
    // given no tree yet / when the screen reads its choices / then there is nothing to choose
    expect(projectChoices(null)).toEqual({ flags: [], environments: [], flagNames: {} });
    expect(projectChoices(undefined)).toEqual({ flags: [], environments: [], flagNames: {} });
  });
});
