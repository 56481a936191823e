import { describe, expect, it } from 'vitest';
import type { ProjectEvent, ProjectState } from '../src';
import {
  DAY_MS,
  HOUR_MS,
  MINUTE_MS,
  blockOf,
  blockTtlSeconds,
  blocksBetween,
  bucketStart,
  buildFlagdDocument,
  fold,
  offsetOf,
  planFeatures,
  projectDecider,
  resolveFlags,
  staleStatusOf,
  summarise,
  summaryWindow,
  usagePlanOf,
  usageSettingsOf,
  usageWindow,
  DEFAULT_PLANS,
  exportProject,
  findPlan,
} from '../src';
import { T0, history, project, testContext } from './givenWhenThen';

type Days = Array<{ day: number; variants: Record<string, number> }>;
type Ev<T extends ProjectEvent['type']> = Extract<ProjectEvent, { type: T }>;
const base = history([
  [{ kind: 'CreateProject', projectId: 'p1', name: 'Checkout', description: 'Payments' }],
  [{ kind: 'CreateFeatureFlag', name: 'Old banner' }],
]);
const flagId = base.find((e): e is Ev<'FeatureFlagCreated'> => e.type === 'FeatureFlagCreated')!.data.flagId;
const LATER = T0 + 5 * DAY_MS;
const archived: ProjectEvent = { type: 'FeatureFlagArchived', data: { flagId, archivedAt: LATER } };

describe('Archiving a flag (issue 20)', () => {
  it('given a served flag, when it is archived, then FeatureFlagArchived is recorded and the flag is kept', () => {
    project
      .given(base)
      .when({ kind: 'ArchiveFeatureFlag', flagId }, testContext({ now: LATER }))
      .then((events, next) => {
        expect(events).toEqual([archived]);
        expect(next.flags[flagId]).toMatchObject({ archived: true, archivedAt: LATER, key: 'old_banner' });
      });
  });

  it('given an archived flag, when it is archived again, then nothing is recorded', () => {
    project
      .given([...base, archived])
      .when({ kind: 'ArchiveFeatureFlag', flagId })
      .then([]);
  });

  it('given an archived flag, when it is unarchived, then it is served again as it was', () => {
    project
      .given([...base, archived])
      .when({ kind: 'UnarchiveFeatureFlag', flagId }, testContext({ now: LATER + 1 }))
      .then((events, next) => {
        expect(events).toEqual([{ type: 'FeatureFlagUnarchived', data: { flagId, unarchivedAt: LATER + 1 } }]);
        expect(next.flags[flagId]!.archived).toBeUndefined();
        expect(next.flags[flagId]!.archivedAt).toBeUndefined();
      });
  });

  it('given a served flag, when it is unarchived, then nothing is recorded', () => {
    project.given(base).when({ kind: 'UnarchiveFeatureFlag', flagId }).then([]);
  });

  it('given no such flag, when it is archived, then FLAG_NOT_FOUND', () => {
    project.given(base).when({ kind: 'ArchiveFeatureFlag', flagId: 'nope' }).thenFails('FLAG_NOT_FOUND');
  });

  it('given an archived flag, then public config and the flagd document leave it out, and its key stays taken', () => {
    const s = fold(projectDecider, [...base, archived]);
    const env = Object.values(s.environments)[0]!;
    expect(resolveFlags(s, env).map((f) => f.key)).toEqual([]);
    expect(Object.keys(buildFlagdDocument(s, env).flags)).toEqual([]);
    const served = fold(projectDecider, base);
    expect(resolveFlags(served, env).map((f) => f.key)).toEqual(['old_banner']);
    project
      .given([...base, archived])
      .when({ kind: 'CreateFeatureFlag', name: 'Old banner' })
      .thenFails('FLAG_KEY_TAKEN');
  });

  it('is summarised for the audit log', () => {
    const s = fold(projectDecider, base);
    expect(summarise(archived, s)).toBe('Feature flag "Old banner" archived');
    expect(summarise({ type: 'FeatureFlagUnarchived', data: { flagId, unarchivedAt: LATER } }, s)).toBe('Feature flag "Old banner" unarchived');
  });

  it('given a flag archived after an instant, when it is restored to that instant, then it is unarchived', () => {
    const past = fold(projectDecider, base);
    project
      .given([...base, archived])
      .when({ kind: 'RestoreFeatureFlag', flagId, instant: { position: base.length, time: T0 }, past }, testContext({ now: LATER + 2 }))
      .then((events, next) => {
        expect(events.map((e) => e.type)).toContain('FeatureFlagUnarchived');
        expect(next.flags[flagId]!.archived).toBeUndefined();
      });
  });

  it('given a flag archived at an instant and later unarchived, when restored to that instant, then it is archived again', () => {
    const past: ProjectState = fold(projectDecider, [...base, archived]);
    project
      .given([...base, archived, { type: 'FeatureFlagUnarchived', data: { flagId, unarchivedAt: LATER + 1 } }])
      .when({ kind: 'RestoreFeatureFlag', flagId, instant: { position: base.length + 1, time: LATER }, past }, testContext({ now: LATER + 2 }))
      .then((events, next) => {
        expect(events.map((e) => e.type)).toContain('FeatureFlagArchived');
        expect(next.flags[flagId]!.archived).toBe(true);
      });
  });
});

describe('Archived flags in export and import', () => {
  it('given an archived flag, when exported, then it is marked archived; when that document is imported where it is served, then it is archived again', () => {
    const doc = exportProject(fold(projectDecider, [...base, archived]), LATER);
    expect(doc.flags.map((f) => [f.key, (f as { archived?: boolean }).archived])).toEqual([['old_banner', true]]);
    expect((exportProject(fold(projectDecider, base), LATER).flags[0] as { archived?: boolean }).archived).toBeUndefined();
    project
      .given([...base, archived, { type: 'FeatureFlagUnarchived', data: { flagId, unarchivedAt: LATER } }])
      .when({ kind: 'ImportProject', document: doc }, testContext({ now: LATER + 1 }))
      .then((events, next) => {
        expect(events.map((e) => e.type)).toContain('FeatureFlagArchived');
        expect(next.flags[flagId]!.archived).toBe(true);
      });
  });
});

describe('Usage settings', () => {
  it('given a new project, then flags are stale after 30 days', () => {
    expect(usageSettingsOf(fold(projectDecider, base))).toEqual({ staleAfterDays: 30 });
  });

  it('when the owner sets 14 days, then UsageSettingsUpdated is recorded', () => {
    project
      .given(base)
      .when({ kind: 'UpdateUsageSettings', staleAfterDays: 14 }, testContext({ now: LATER }))
      .then((events, next) => {
        expect(events).toEqual([{ type: 'UsageSettingsUpdated', data: { projectId: 'p1', staleAfterDays: 14, updatedAt: LATER } }]);
        expect(usageSettingsOf(next).staleAfterDays).toBe(14);
      });
  });

  it('when the same value is set again, then nothing is recorded', () => {
    project.given(base).when({ kind: 'UpdateUsageSettings', staleAfterDays: 30 }).then([]);
  });

  it.each([0, 366, 1.5])('refuses %s days', (n) => {
    project.given(base).when({ kind: 'UpdateUsageSettings', staleAfterDays: n }).thenFails('VALIDATION_FAILED');
  });
});

describe('Stale flags (injected clock)', () => {
  const N = 30;
  const created = T0;
  const trackingSince = T0;
  const day = (k: number) => Math.floor(T0 / DAY_MS) * DAY_MS + k * DAY_MS;
  const at = (days: number) => T0 + days * DAY_MS;

  it('given a flag never evaluated, when fewer than N days passed since it was created, then it is not stale', () => {
    expect(staleStatusOf({ flag: { createdAt: created }, lastEvaluatedAt: null, trackingSince, days: [], staleAfterDays: N, now: at(29) })).toEqual({
      stale: false,
    });
  });

  it('given a flag never evaluated, when N days passed, then it is stale (NOT_EVALUATED since its creation)', () => {
    expect(staleStatusOf({ flag: { createdAt: created }, lastEvaluatedAt: null, trackingSince, days: [], staleAfterDays: N, now: at(30) })).toEqual({
      stale: true,
      reason: 'NOT_EVALUATED',
      since: created,
      variant: null,
    });
  });

  it('given an old flag, when counting began fewer than N days ago, then it is not stale yet', () => {
    expect(staleStatusOf({ flag: { createdAt: at(-400) }, lastEvaluatedAt: null, trackingSince: at(-10), days: [], staleAfterDays: N, now: at(0) })).toEqual({
      stale: false,
    });
  });

  it('given the last evaluation 31 days ago, then it is stale since then', () => {
    const last = at(40);
    expect(staleStatusOf({ flag: { createdAt: created }, lastEvaluatedAt: last, trackingSince, days: [], staleAfterDays: N, now: at(71) })).toMatchObject({
      stale: true,
      reason: 'NOT_EVALUATED',
      since: last,
    });
  });

  it('given every evaluation of the last N days served "on", then it is stale (SINGLE_VARIANT)', () => {
    const now = at(60);
    const days = Array.from({ length: 31 }, (_, k) => ({ day: day(30 + k), variants: { on: 100 } }));
    expect(staleStatusOf({ flag: { createdAt: created }, lastEvaluatedAt: now - MINUTE_MS, trackingSince, days, staleAfterDays: N, now })).toEqual({
      stale: true,
      reason: 'SINGLE_VARIANT',
      since: now - N * DAY_MS,
      variant: 'on',
    });
  });

  it('given one "off" evaluation inside the window, then it is not stale', () => {
    const now = at(60);
    const days: Days = [
      { day: day(45), variants: { on: 100, off: 1 } },
      { day: day(50), variants: { on: 100 } },
    ];
    expect(staleStatusOf({ flag: { createdAt: created }, lastEvaluatedAt: now - MINUTE_MS, trackingSince, days, staleAfterDays: N, now })).toEqual({
      stale: false,
    });
  });

  it('given "off" served only before the window, then the window alone decides (stale)', () => {
    const now = at(60);
    const days: Days = [
      { day: day(10), variants: { off: 5 } },
      { day: day(50), variants: { on: 100 } },
    ];
    expect(staleStatusOf({ flag: { createdAt: created }, lastEvaluatedAt: now, trackingSince, days, staleAfterDays: N, now })).toMatchObject({
      stale: true,
      reason: 'SINGLE_VARIANT',
    });
  });

  it('given one variant but the flag is younger than N days, then it is not stale', () => {
    const now = at(20);
    expect(
      staleStatusOf({
        flag: { createdAt: created },
        lastEvaluatedAt: now,
        trackingSince,
        days: [{ day: day(19), variants: { on: 5 } }],
        staleAfterDays: N,
        now,
      }),
    ).toEqual({ stale: false });
  });

  it('given an archived flag, then it is never stale', () => {
    expect(
      staleStatusOf({ flag: { createdAt: created, archived: true }, lastEvaluatedAt: null, trackingSince, days: [], staleAfterDays: 1, now: at(99) }),
    ).toEqual({
      stale: false,
    });
  });
});

describe('Buckets, windows and plans', () => {
  it('places a minute in its hourly block and back', () => {
    const t = Date.UTC(2026, 10, 24, 2, 31, 45);
    expect(bucketStart('m', blockOf('m', t), offsetOf('m', t))).toBe(Date.UTC(2026, 10, 24, 2, 31));
    expect(bucketStart('h', blockOf('h', t), offsetOf('h', t))).toBe(Date.UTC(2026, 10, 24, 2));
    expect(bucketStart('d', blockOf('d', t), offsetOf('d', t))).toBe(Date.UTC(2026, 10, 24));
    expect(blocksBetween('m', t - 2 * HOUR_MS, t)).toHaveLength(3);
  });

  it('keeps a minute block 26 hours after it ends', () => {
    const t = Date.UTC(2026, 10, 24, 2, 0);
    expect(blockTtlSeconds('m', blockOf('m', t), t)).toBe((HOUR_MS + 26 * HOUR_MS) / 1000);
  });

  it('gives the free plan 24 h of totals and paid plans charts with longer retention', () => {
    expect(usagePlanOf(findPlan(DEFAULT_PLANS, 'free')!)).toEqual({ advancedAnalytics: false, retentionDays: 1 });
    expect(usagePlanOf(findPlan(DEFAULT_PLANS, 'starter')!)).toEqual({ advancedAnalytics: true, retentionDays: 30 });
    expect(usagePlanOf(findPlan(DEFAULT_PLANS, 'scale')!).retentionDays).toBe(365);
    expect(usagePlanOf({ isFreePlan: false })).toEqual({ advancedAnalytics: true, retentionDays: 30 });
    expect(planFeatures(findPlan(DEFAULT_PLANS, 'free')!)).not.toContain('Advanced analytics');
    expect(planFeatures(findPlan(DEFAULT_PLANS, 'pro')!)).toContain('Advanced analytics');
  });

  it('clamps a window to the retention and picks a step from the span', () => {
    const now = Date.UTC(2026, 10, 24, 2, 31, 10);
    expect(usageWindow({ from: now - 7 * DAY_MS }, now, 1)).toEqual({
      from: now - DAY_MS - ((now - DAY_MS) % (15 * MINUTE_MS)),
      to: now,
      step: '15m',
      clamped: true,
    });
    expect(usageWindow({}, now, 30).step).toBe('15m');
    expect(usageWindow({ from: now - 20 * DAY_MS }, now, 30)).toMatchObject({ step: '1d', clamped: false });
  });

  it.each([
    [{ from: 10, to: 5 }, 'from must be before to'],
    [{ step: '2m' }, 'step must be one of'],
    [{ from: Date.UTC(2026, 10, 20), step: '1m' }, 'At most 1500 points'],
    [{ from: 0 }, 'at most 400 days'],
  ])('refuses %j', (q, message) => {
    const now = Date.UTC(2026, 10, 24);
    expect(() => usageWindow(q, now, 400)).toThrow(message);
  });

  it('refuses minute steps older than minute buckets are kept', () => {
    const now = Date.UTC(2026, 10, 24);
    expect(() => usageWindow({ from: now - 25 * HOUR_MS, to: now - 24 * HOUR_MS, step: '1m' }, now, 30)).not.toThrow();
    expect(() => usageWindow({ from: now - 30 * HOUR_MS, to: now - 29 * HOUR_MS, step: '1m' }, now, 30)).toThrow('covers only the last 26 hours');
  });

  it('summarises ranges on their buckets, clamped to the retention', () => {
    const now = Date.UTC(2026, 10, 24, 2, 31, 10);
    expect(summaryWindow('1h', now, 1)).toEqual({ from: Date.UTC(2026, 10, 24, 1, 31), to: now, clamped: false, source: 'm' });
    expect(summaryWindow('7d', now, 1)).toMatchObject({ from: Date.UTC(2026, 10, 23, 2), clamped: true, source: 'h' });
  });
});
