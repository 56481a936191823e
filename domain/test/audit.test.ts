import { describe, expect, it } from 'vitest';
import type { HistoryEntry, ProjectCommand, ProjectEvent, ProjectState, RecordedEvent } from '../src';
import {
  DomainError,
  HistoryWalker,
  diffProjects,
  entitySnapshot,
  fold,
  isAtOrBefore,
  matchesFilter,
  parseHistoryFilter,
  parseInstant,
  projectDecider,
} from '../src';
import { OWNER, T0, history, project, testContext } from './givenWhenThen';

const MIN = 60_000;
const createProject: ProjectCommand = { kind: 'CreateProject', projectId: 'p1', name: 'Checkout Service', description: 'Payments front' };

/** A history where each step happens a minute after the one before. */
function timed(steps: ProjectCommand[]): ProjectEvent[] {
  return history(steps.map((cmd, i) => [cmd, { now: T0 + i * MIN }]));
}
/** Store-shaped records of domain events (positions 1.., one minute apart per command step). */
const recorded = (events: ProjectEvent[], at: (i: number) => number = (i) => T0 + i * MIN): RecordedEvent[] =>
  events.map((e, i) => ({
    id: `e${i + 1}`,
    type: e.type,
    data: e.data,
    position: i + 1,
    revision: i,
    metadata: { actor: { id: OWNER.id, name: OWNER.name }, at: new Date(at(i)).toISOString(), correlationId: `c${i}` },
  }));

const base = timed([
  createProject,
  { kind: 'CreateFeatureFlag', name: 'Dark mode', key: 'dark_mode', type: 'boolean', value: false },
  { kind: 'CreateFeatureFlag', name: 'Max items', key: 'max_items', type: 'number', value: 10 },
]);
const s0 = fold(projectDecider, base);
const env = (s: ProjectState, name: string) => Object.values(s.environments).find((e) => e.name === name)!;
const flag = (s: ProjectState, key: string) => Object.values(s.flags).find((f) => f.key === key)!;
const DEV = env(s0, 'development').id;
const PROD = env(s0, 'production').id;
const DARK = flag(s0, 'dark_mode').id;
const after = (events: ProjectEvent[], cmds: ProjectCommand[]): ProjectEvent[] => {
  let state = fold(projectDecider, events);
  const out = [...events];
  cmds.forEach((cmd, i) => {
    const ev = projectDecider.decide(
      cmd,
      state,
      testContext({ now: T0 + (events.length + i) * MIN, newId: () => `n-${out.length}-${i}`, newSecret: () => `s-${out.length}` }),
    );
    state = ev.reduce(projectDecider.evolve, state);
    out.push(...ev);
  });
  return out;
};
const instant = (position: number) => ({ position, time: T0 });

describe('history entries', () => {
  const events = after(base, [
    { kind: 'SetEnvironmentVariable', environmentId: PROD, flagKey: 'dark_mode', setting: { value: true, enabled: true } },
    { kind: 'UpdateFeatureFlag', flagId: DARK, name: 'Night mode' },
  ]);
  const walker = new HistoryWalker('p1');
  const entries: HistoryEntry[] = recorded(events).map((e) => walker.step(e));

  it('given a project history, when walked, then each entry names its entity and shows it before and after', () => {
    const renamed = entries.find((e) => e.type === 'FeatureFlagUpdated')!;
    expect(renamed.entity).toEqual({ kind: 'flag', id: DARK, name: 'Night mode' });
    expect(renamed.before).toMatchObject({ name: 'Dark mode' });
    expect(renamed.after).toMatchObject({ name: 'Night mode' });
    expect(renamed.summary).toBe('Feature flag "Dark mode" updated');
    expect(renamed.actor).toEqual({ id: OWNER.id, name: OWNER.name });
    const created = entries.find((e) => e.type === 'FeatureFlagCreated')!;
    expect(created.before).toBeNull();
  });

  it('given an environment value change, then the environment is the entity and its API key never appears', () => {
    const set = entries.find((e) => e.type === 'EnvironmentVariableSet')!;
    expect(set.entity).toMatchObject({ kind: 'environment', id: PROD, name: 'production' });
    expect((set.after as { variables: Record<string, unknown> }).variables.dark_mode).toEqual({ value: true, enabled: true });
    expect(JSON.stringify(entries)).not.toContain('key-');
    expect(set.after).not.toHaveProperty('apiKey');
  });

  it('given filters, then only matching entries pass', () => {
    const f = parseHistoryFilter({ type: 'FeatureFlagCreated,FeatureFlagUpdated', entity: DARK });
    expect(entries.filter((e) => matchesFilter(e, f)).map((e) => e.type)).toEqual(['FeatureFlagCreated', 'FeatureFlagUpdated']);
    const byTime = parseHistoryFilter({ from: new Date(T0 + 1 * MIN).toISOString(), to: new Date(T0 + 1 * MIN).toISOString() });
    expect(entries.filter((e) => matchesFilter(e, byTime))).toHaveLength(1);
    expect(entries.filter((e) => matchesFilter(e, parseHistoryFilter({ actor: 'olivia owner' })))).toHaveLength(entries.length);
    expect(entries.filter((e) => matchesFilter(e, parseHistoryFilter({ entityType: 'environment' })))).toHaveLength(4);
  });

  it('given bad filters, then VALIDATION_FAILED with a clear message', () => {
    expect(() => parseHistoryFilter({ from: 'yesterday' })).toThrow(DomainError);
    expect(() => parseHistoryFilter({ from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' })).toThrow('"from" must not be after "to"');
    expect(() => parseHistoryFilter({ entityType: 'cat' })).toThrow(/entityType must be one of/);
    expect(() => parseHistoryFilter({ type: 'DROP TABLE' })).toThrow(DomainError);
    expect(() => parseInstant({})).toThrow('Give exactly one of "time" (ISO-8601) or "position"');
    expect(() => parseInstant({ time: '2026-01-01T00:00:00Z', position: 3 })).toThrow(DomainError);
    expect(parseInstant({ position: '7' })).toEqual({ position: 7 });
  });

  it('given an instant, then events up to it are in the picture and later ones are not', () => {
    const r = recorded(events);
    expect(r.filter((e) => isAtOrBefore(e, { time: T0 + 1 * MIN })).length).toBe(2);
    expect(r.filter((e) => isAtOrBefore(e, { position: 3 })).length).toBe(3);
  });
});

describe('diff between two instants', () => {
  it('given two pictures, then changes are listed entity by entity with field-level before and after', () => {
    const later = fold(
      projectDecider,
      after(base, [
        { kind: 'SetEnvironmentVariable', environmentId: PROD, flagKey: 'dark_mode', setting: { value: true, enabled: true } },
        { kind: 'UpdateFeatureFlag', flagId: DARK, name: 'Night mode' },
        { kind: 'CreateFeatureFlag', name: 'Banner', key: 'banner', type: 'string', value: 'hi' },
        { kind: 'DeleteFeatureFlag', flagId: flag(s0, 'max_items').id },
      ]),
    );
    const changes = diffProjects(s0, later);
    const byName = Object.fromEntries(changes.map((c) => [`${c.kind}:${c.name}`, c]));
    expect(byName['flag:Night mode']).toMatchObject({ change: 'changed', fields: [{ field: 'name', before: 'Dark mode', after: 'Night mode' }] });
    expect(byName['flag:Banner']!.change).toBe('added');
    expect(byName['flag:Max items']!.change).toBe('removed');
    expect(byName['environment:production']!.fields).toEqual([{ field: 'variables.dark_mode', before: null, after: { value: true, enabled: true } }]);
    expect(diffProjects(s0, s0)).toEqual([]);
  });
});

describe('restore', () => {
  const ctx = (now = T0 + 60 * MIN) => testContext({ now });

  it('given a flag deleted since, when restored, then it comes back with the same id, key and environment values, after a marker', () => {
    const withValue = after(base, [{ kind: 'SetEnvironmentVariable', environmentId: PROD, flagKey: 'dark_mode', setting: { value: true, enabled: false } }]);
    const past = fold(projectDecider, withValue);
    const deleted = after(withValue, [{ kind: 'DeleteFeatureFlag', flagId: DARK }]);
    project
      .given(deleted)
      .when({ kind: 'RestoreFeatureFlag', flagId: DARK, instant: instant(withValue.length), past }, ctx())
      .then((events, next) => {
        expect(events.map((e) => e.type)).toEqual(['EntityRestored', 'FeatureFlagCreated', 'EnvironmentVariableSet']);
        expect(events[0]!.data).toMatchObject({ entity: { kind: 'flag', id: DARK, name: 'Dark mode' }, toPosition: withValue.length });
        expect(next.flags[DARK]).toMatchObject({ key: 'dark_mode', name: 'Dark mode', value: false });
        expect(next.environments[PROD]!.variables.dark_mode).toEqual({ value: true, enabled: false });
      });
  });

  it('given a flag changed since, when restored, then only what differs is recorded; restoring again records nothing', () => {
    const changed = after(base, [{ kind: 'UpdateFeatureFlag', flagId: DARK, name: 'Night mode', type: 'string', value: 'on' }]);
    project
      .given(changed)
      .when({ kind: 'RestoreFeatureFlag', flagId: DARK, instant: instant(3), past: s0 }, ctx())
      .then((events, next) => {
        expect(events.map((e) => e.type)).toEqual(['EntityRestored', 'FeatureFlagUpdated']);
        expect(next.flags[DARK]).toMatchObject({ name: 'Dark mode', type: 'boolean', value: false });
      });
    project
      .given(base)
      .when({ kind: 'RestoreFeatureFlag', flagId: DARK, instant: instant(3), past: s0 }, ctx())
      .then([]);
  });

  it('given a flag created after the instant, when restored, then it is deleted (it did not exist then)', () => {
    const later = after(base, [{ kind: 'CreateFeatureFlag', name: 'Banner', key: 'banner' }]);
    const banner = flag(fold(projectDecider, later), 'banner').id;
    project
      .given(later)
      .when({ kind: 'RestoreFeatureFlag', flagId: banner, instant: instant(3), past: s0 }, ctx())
      .then((events) => expect(events.map((e) => e.type)).toEqual(['EntityRestored', 'FeatureFlagDeleted']));
  });

  it('given the key now belongs to another flag, when a deleted flag is restored, then FLAG_KEY_TAKEN', () => {
    const taken = after(base, [
      { kind: 'DeleteFeatureFlag', flagId: DARK },
      { kind: 'CreateFeatureFlag', name: 'Other', key: 'dark_mode' },
    ]);
    project
      .given(taken)
      .when({ kind: 'RestoreFeatureFlag', flagId: DARK, instant: instant(3), past: s0 }, ctx())
      .thenFails('FLAG_KEY_TAKEN', 'The key "dark_mode" now belongs to another feature flag');
  });

  it('given environment values changed since, when restored, then the environment gets exactly its past values, skipping flags that are gone', () => {
    const withValues = after(base, [
      { kind: 'SetEnvironmentVariable', environmentId: DEV, flagKey: 'dark_mode', setting: { value: true, enabled: true } },
      { kind: 'SetEnvironmentVariable', environmentId: DEV, flagKey: 'max_items', setting: { value: 5, enabled: true } },
    ]);
    const past = fold(projectDecider, withValues);
    const changed = after(withValues, [
      { kind: 'SetEnvironmentVariable', environmentId: DEV, flagKey: 'dark_mode', setting: null },
      { kind: 'DeleteFeatureFlag', flagId: flag(s0, 'max_items').id },
    ]);
    project
      .given(changed)
      .when({ kind: 'RestoreEnvironmentValues', environmentId: DEV, instant: instant(5), past }, ctx())
      .then((events, next) => {
        expect(events.map((e) => e.type)).toEqual(['EntityRestored', 'EnvironmentVariableSet']);
        expect(events[0]!.data).toMatchObject({ skipped: ['max_items'] });
        expect(next.environments[DEV]!.variables).toEqual({ dark_mode: { value: true, enabled: true } });
      });
  });

  it('given an override deleted since, when restored, then it returns with its uuid (its public URL works again)', () => {
    const withOverride = after(base, [
      { kind: 'CreateOverride', name: 'Beta', environmentId: DEV, featureFlagValues: { dark_mode: { value: true, enabled: true } } },
    ]);
    const past = fold(projectDecider, withOverride);
    const o = Object.values(past.overrides)[0]!;
    const gone = after(withOverride, [{ kind: 'DeleteOverride', overrideId: o.id }]);
    project
      .given(gone)
      .when({ kind: 'RestoreOverride', overrideId: o.id, instant: instant(4), past }, ctx())
      .then((events, next) => {
        expect(events.map((e) => e.type)).toEqual(['EntityRestored', 'OverrideCreated']);
        expect(next.overrides[o.id]).toMatchObject({ uuid: o.uuid, name: 'Beta', environmentId: DEV, isActive: true });
      });
  });

  it('given an override changed, moved and switched off since, when restored, then each difference is undone', () => {
    const withOverride = after(base, [
      { kind: 'CreateOverride', name: 'Beta', environmentId: DEV, featureFlagValues: { dark_mode: { value: true, enabled: true } } },
    ]);
    const past = fold(projectDecider, withOverride);
    const o = Object.values(past.overrides)[0]!;
    const changed = after(withOverride, [
      { kind: 'UpdateOverride', overrideId: o.id, name: 'Gamma', featureFlagValues: { max_items: { value: 1, enabled: true } } },
      { kind: 'BulkApplyOverrides', overrideIds: [o.id], environmentId: PROD },
      { kind: 'ToggleOverride', overrideId: o.id },
    ]);
    project
      .given(changed)
      .when({ kind: 'RestoreOverride', overrideId: o.id, instant: instant(4), past }, ctx())
      .then((events, next) => {
        expect(events.map((e) => e.type)).toEqual(['EntityRestored', 'OverrideUpdated', 'OverrideEnvironmentChanged', 'OverrideToggled']);
        const { updatedAt: _u, createdAt: _c, ...now } = next.overrides[o.id]!;
        const { updatedAt: _u2, createdAt: _c2, ...then } = o;
        expect(now).toEqual(then);
      });
  });

  it("given the override's environment is gone, when restored, then RESTORE_NOT_POSSIBLE names it", () => {
    const qa = env(s0, 'staging').id;
    const withO = after(base, [
      { kind: 'CreateOverride', name: 'QA only', environmentId: qa, featureFlagValues: { dark_mode: { value: true, enabled: true } } },
    ]);
    const past = fold(projectDecider, withO);
    const o = Object.values(past.overrides)[0]!;
    const gone = after(withO, [{ kind: 'DeleteEnvironment', environmentId: qa }]);
    project
      .given(gone)
      .when({ kind: 'RestoreOverride', overrideId: o.id, instant: instant(5), past }, ctx())
      .thenFails('RESTORE_NOT_POSSIBLE', 'The environment override "QA only" applied to no longer exists');
  });

  it('given a viewer, when restoring, then FORBIDDEN', () => {
    const withViewer: ProjectEvent[] = [
      ...base,
      { type: 'MemberJoined', data: { userId: 'u-v', name: 'Vi', email: 'vi@example.com', role: 'viewer', joinedAt: T0, via: 'invitation' } },
    ];
    project
      .given(withViewer)
      .when({ kind: 'RestoreFeatureFlag', flagId: DARK, instant: instant(3), past: s0 }, testContext({ actor: { id: 'u-v', name: 'Vi' } }))
      .thenFails('FORBIDDEN');
  });

  it('given a restore, then history summarises it and the marker changes no state', () => {
    const marker: ProjectEvent = {
      type: 'EntityRestored',
      data: { entity: { kind: 'flag', id: DARK, name: 'Dark mode' }, toPosition: 3, toTime: new Date(T0).toISOString(), skipped: [], restoredAt: T0 },
    };
    expect(projectDecider.evolve(s0, marker)).toBe(s0);
    const walker = new HistoryWalker('p1');
    recorded(base).forEach((e) => walker.apply(e));
    const entry = walker.step({ id: 'm', type: marker.type, data: marker.data, position: 99, revision: 98, metadata: { at: new Date(T0).toISOString() } });
    expect(entry.summary).toBe(`Feature flag "Dark mode" restored to ${new Date(T0).toISOString()}`);
    expect(entry.entity).toMatchObject({ kind: 'flag', id: DARK });
  });
});

describe('entity snapshots', () => {
  it('given an invitation, then its token hash is never shown', () => {
    const invited = after(base, [{ kind: 'InviteMember', email: 'dana@example.com', role: 'developer', tokenHash: 'f'.repeat(64) }]);
    const s = fold(projectDecider, invited);
    const id = Object.keys(s.invitations)[0]!;
    expect(entitySnapshot(s, { kind: 'invitation', id })).not.toHaveProperty('tokenHash');
    expect(entitySnapshot(s, { kind: 'environment', id: DEV })).not.toHaveProperty('apiKey');
  });
});
