import { describe, expect, it } from 'vitest';
import type { ProjectEvent, RecordedEvent } from '../src';
import { HistoryWalker, effectiveEnabled, entryConcernsFlag, matchesFilter, projectDecider, resolveFlag } from '../src';
import { T0, history, testContext } from './givenWhenThen';

type Ev<T extends ProjectEvent['type']> = Extract<ProjectEvent, { type: T }>;
const fold = (events: readonly ProjectEvent[]) => events.reduce(projectDecider.evolve, projectDecider.initialState());
const idOf = <T extends ProjectEvent['type']>(events: readonly ProjectEvent[], type: T, pick: (e: Ev<T>) => boolean, field: string): string => {
  const e = events.find((x): x is Ev<T> => x.type === type && pick(x as Ev<T>));
  if (!e) throw new Error(`no ${type}`);
  return (e.data as unknown as Record<string, string>)[field]!;
};

const base = history([
  [{ kind: 'CreateProject', projectId: 'p1', name: 'Shop', description: 'Web shop' }],
  [{ kind: 'CreateFeatureFlag', name: 'Dark mode' }],
  [{ kind: 'CreateFeatureFlag', name: 'Banner text', type: 'string', value: 'Hello' }],
  [
    (s) => ({
      kind: 'SetEnvironmentVariable',
      environmentId: Object.values(s.environments).find((e) => e.name === 'production')!.id,
      flagKey: 'dark_mode',
      setting: { value: true, enabled: true },
    }),
  ],
  [
    (s) => ({
      kind: 'SetEnvironmentVariable',
      environmentId: Object.values(s.environments).find((e) => e.name === 'staging')!.id,
      flagKey: 'banner_text',
      setting: { value: 'Hi', enabled: true },
    }),
  ],
  [
    (s) => ({
      kind: 'CreateOverride',
      name: 'Beta',
      environmentId: Object.values(s.environments).find((e) => e.name === 'production')!.id,
      featureFlagValues: { dark_mode: { value: true, enabled: true } },
    }),
  ],
]);
const dark = idOf(base, 'FeatureFlagCreated', (e) => e.data.key === 'dark_mode', 'flagId');
const prodId = idOf(base, 'EnvironmentCreated', (e) => e.data.name === 'production', 'environmentId');
const devId = idOf(base, 'EnvironmentCreated', (e) => e.data.name === 'development', 'environmentId');

describe("the flag's enabled switch is a global kill switch (issue 17)", () => {
  it('given a custom value enabled in production, when the flag is switched off, then production serves it disabled', () => {
    const on = fold(base);
    expect(resolveFlag(on.flags[dark]!, on.environments[prodId]!)).toMatchObject({ enabled: true, source: 'environment', rollout_percentage: 100 });
    const toggled = projectDecider.decide({ kind: 'ToggleFeatureFlag', flagId: dark }, on, testContext());
    const off = toggled.reduce(projectDecider.evolve, on);
    expect(resolveFlag(off.flags[dark]!, off.environments[prodId]!)).toMatchObject({
      enabled: false,
      value: true,
      source: 'environment',
      rollout_percentage: 0,
    });
    expect(resolveFlag(off.flags[dark]!, off.environments[devId]!)).toMatchObject({ enabled: false, source: 'default' });
    // an override's own switch cannot bring a killed flag back
    const beta = Object.values(off.overrides)[0]!;
    expect(resolveFlag(off.flags[dark]!, off.environments[prodId]!, beta)).toMatchObject({ enabled: false, source: 'override' });
  });

  it("while on, each layer's own switch decides; an environment without a custom value is on", () => {
    expect(effectiveEnabled({ enabled: true })).toBe(true);
    expect(effectiveEnabled({ enabled: true }, { enabled: false })).toBe(false);
    expect(effectiveEnabled({ enabled: false }, { enabled: true })).toBe(false);
  });
});

describe("a flag's history includes its values in environments and overrides (issue 17)", () => {
  const recorded: RecordedEvent[] = base.map((e, i) => ({
    id: `e${i}`,
    type: e.type,
    data: e.data,
    position: i + 1,
    revision: i,
    metadata: { at: new Date(T0).toISOString(), actor: { id: 'u', name: 'U' } },
  }));
  const walker = new HistoryWalker('p1');
  const entries = recorded.map((e) => ({ entry: walker.step(e), data: e.data }));

  it('matches the flag record, its environment values and its override values, and nothing of other flags', () => {
    const mine = entries.filter(({ entry, data }) => entryConcernsFlag(entry, dark, 'dark_mode', data)).map(({ entry }) => entry.type);
    expect(mine).toEqual(['FeatureFlagCreated', 'EnvironmentVariableSet', 'OverrideCreated']);
  });

  it('a filter on the flag id with its key is the same selection; without the key only the flag record', () => {
    const withKey = entries.filter(({ entry, data }) => matchesFilter(entry, { entity: dark, flagKey: 'dark_mode' }, data));
    expect(withKey.map(({ entry }) => entry.type)).toEqual(['FeatureFlagCreated', 'EnvironmentVariableSet', 'OverrideCreated']);
    const plain = entries.filter(({ entry, data }) => matchesFilter(entry, { entity: dark }, data));
    expect(plain.map(({ entry }) => entry.type)).toEqual(['FeatureFlagCreated']);
  });
});
