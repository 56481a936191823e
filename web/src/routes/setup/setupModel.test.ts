import { describe, expect, it } from 'vitest';
import { environmentsInOrder, hasMissingUuids, overrideChip, overridesOf, prettyBody, sampleParams, sdkParams, usageFlag } from './setupModel';
import type { SetupEnvironment, SetupOverride } from './setupModel';

const env = (id: string, order: number, uuid = `u-${id}`) => ({ id, uuid, name: id, order, status: 'active' }) as unknown as SetupEnvironment;
const ovr = (id: string, envId: string, extra: Partial<SetupOverride> = {}) =>
  ({
    id,
    uuid: `ou-${id}`,
    name: id,
    environment: { id: envId },
    featureFlagValues: {},
    isActive: true,
    expired: false,
    expiresAt: null,
    ...extra,
  }) as unknown as SetupOverride;
const flags = [
  { key: 'banner', type: 'string' },
  { key: 'dark_mode', type: 'boolean' },
] as never;
const project = (extra: object = {}) => ({
  uuid: 'p-uuid',
  environments: [env('prod', 2), env('dev', 1)],
  overrides: [ovr('qa', 'dev')],
  featureFlags: flags,
  ...extra,
});

describe('setupModel', () => {
  it('orders environments by their order, not as listed', () => {
    expect(environmentsInOrder([env('prod', 2), env('dev', 1)]).map((e) => e.id)).toEqual(['dev', 'prod']);
  });

  it('offers only the overrides of the selected environment', () => {
    const p = project({ overrides: [ovr('qa', 'dev'), ovr('demo', 'prod')] });
    expect(overridesOf(p, 'prod').map((o) => o.id)).toEqual(['demo']);
    expect(overridesOf(p, undefined)).toEqual([]);
  });

  it('sees a missing uuid on the project, an environment or an override', () => {
    expect(hasMissingUuids(project())).toBe(false);
    expect(hasMissingUuids(project({ uuid: '' }))).toBe(true);
    expect(hasMissingUuids(project({ environments: [env('dev', 1, '')] }))).toBe(true);
    expect(hasMissingUuids(project({ overrides: [ovr('qa', 'dev', { uuid: '' })] }))).toBe(true);
  });

  it('reads a flag the override changes, else the first flag', () => {
    expect(usageFlag(project(), undefined)?.key).toBe('banner');
    expect(usageFlag(project(), ovr('qa', 'dev', { featureFlagValues: { dark_mode: true } }))?.key).toBe('dark_mode');
  });

  it('fills the samples with placeholders where an identifier is missing', () => {
    const p = sampleParams(project({ uuid: '' }), env('dev', 1, ''), ovr('qa', 'dev', { uuid: '' }), 'https://flags.test');
    expect(p).toMatchObject({ projectUuid: 'YOUR_PROJECT_UUID', environmentUuid: 'YOUR_ENVIRONMENT_UUID', overrideUuid: 'YOUR_OVERRIDE_UUID' });
    expect(sampleParams(project(), env('dev', 1), undefined, 'https://flags.test')).toMatchObject({
      projectUuid: 'p-uuid',
      environmentUuid: 'u-dev',
      overrideUuid: null,
      flagKey: 'banner',
      flagType: 'string',
      environmentName: 'dev',
    });
  });

  it('passes the keys the caller may see to the SDK snippets', () => {
    expect(sdkParams(project(), env('dev', 1), { clientKey: 'ck', serverKey: null }, 'https://flags.test')).toEqual({
      origin: 'https://flags.test',
      environmentUuid: 'u-dev',
      environmentName: 'dev',
      clientKey: 'ck',
      serverKey: null,
      flagKey: 'banner',
      flagType: 'string',
    });
  });

  it('labels an override Active, Inactive or Expired; a passed expiry counts as expired', () => {
    const now = Date.parse('2026-06-01T00:00:00Z');
    expect(overrideChip(ovr('a', 'dev'), now)).toEqual({ status: 'active', label: 'Active' });
    expect(overrideChip(ovr('a', 'dev', { isActive: false }), now).label).toBe('Inactive');
    expect(overrideChip(ovr('a', 'dev', { expired: true }), now).label).toBe('Expired');
    expect(overrideChip(ovr('a', 'dev', { expiresAt: '2026-05-31T00:00:00Z' }), now).label).toBe('Expired');
  });

  it('pretty-prints a JSON answer and leaves anything else as it came', () => {
    expect(prettyBody('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(prettyBody('Not Found')).toBe('Not Found');
  });
});
