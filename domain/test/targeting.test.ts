import { describe, expect, it } from 'vitest';
import type { Actor, ProjectCommand, ProjectEvent, ProjectState, RecordedEvent } from '../src';
import { HistoryWalker, TARGETING_LIMITS, buildFlagdDocument, diffProjects, entityOf, fold, projectDecider, summarise, validateFlagdDocument } from '../src';
import { T0, history, joined, project, testContext } from './givenWhenThen';

type Ev<T extends ProjectEvent['type']> = Extract<ProjectEvent, { type: T }>;

const VIEWER: Actor = { id: 'u-viewer', name: 'Vic Viewer', email: 'vic@example.com' };
const DEVELOPER: Actor = { id: 'u-dev', name: 'Dee Developer', email: 'dee@example.com' };
const STRANGER: Actor = { id: 'u-stranger', name: 'Sam Stranger' };

const BETA = { ends_with: [{ var: 'email' }, '@example.com'] };
const STAFF = { in: [{ var: 'targetingKey' }, ['u-1', 'u-2']] };

const base = history([
  [{ kind: 'CreateProject', projectId: 'p1', name: 'Checkout Service', description: 'Payments front' }],
  ...joined(VIEWER, 'viewer'),
  ...joined(DEVELOPER, 'developer'),
  [{ kind: 'CreateFeatureFlag', name: 'Dark mode' }],
  [{ kind: 'CreateFeatureFlag', name: 'Banner', type: 'string', value: 'Hello' }],
  [{ kind: 'CreateFeatureFlag', name: 'Theme', type: 'json', value: { colour: 'blue' } }],
  [{ kind: 'CreateSegment', name: 'Beta testers', description: 'Our friends', conditions: BETA }],
]);
const S = fold(projectDecider, base);
const envId = (name: string, s: ProjectState = S) => Object.values(s.environments).find((e) => e.name === name)!.id;
const flagId = (key: string, s: ProjectState = S) => Object.values(s.flags).find((f) => f.key === key)!.id;
const segId = (name: string, s: ProjectState = S) => Object.values(s.segments ?? {}).find((x) => x.name === name)!.id;
const PROD = envId('production');
const DEV = envId('development');
const DARK = flagId('dark_mode');
const BANNER = flagId('banner');
const THEME = flagId('theme');
const BETA_ID = segId('Beta testers');

const rollout = (extra: Partial<Extract<ProjectCommand, { kind: 'SetFlagTargeting' }>> = {}): ProjectCommand => ({
  kind: 'SetFlagTargeting',
  flagId: DARK,
  environmentId: PROD,
  variants: { on: true, off: false },
  defaultVariant: 'off',
  targeting: {
    if: [
      { $ref: `segment_${BETA_ID}` },
      'on',
      {
        fractional: [
          ['on', 20],
          ['off', 80],
        ],
      },
    ],
  },
  ...extra,
});

const withTargeting = [
  ...base,
  ...project
    .given(base)
    .when(rollout())
    .then(() => undefined),
];

describe('SetFlagTargeting', () => {
  it('records the flagd definition (the default variant already is the environment value: one event)', () => {
    project
      .given(base)
      .when(rollout())
      .then([
        {
          type: 'FlagTargetingSet',
          data: {
            flagId: DARK,
            environmentId: PROD,
            variants: { on: true, off: false },
            defaultVariant: 'off',
            targeting: {
              if: [
                { $ref: `segment_${BETA_ID}` },
                'on',
                {
                  fractional: [
                    ['on', 20],
                    ['off', 80],
                  ],
                },
              ],
            },
            updatedAt: T0,
          },
        },
      ]);
  });

  it('makes the default variant the environment value: a different default sets the environment value first', () => {
    project
      .given(base)
      .when(rollout({ defaultVariant: 'on' }))
      .then((events, next) => {
        expect(events.map((e) => e.type)).toEqual(['EnvironmentVariableSet', 'FlagTargetingSet']);
        expect((events[0] as Ev<'EnvironmentVariableSet'>).data).toMatchObject({
          environmentId: PROD,
          flagKey: 'dark_mode',
          setting: { value: true, enabled: true },
        });
        expect(next.environments[PROD]!.variables.dark_mode).toEqual({ value: true, enabled: true });
      });
  });

  it('records nothing when the same document is set again, whatever the key order', () => {
    project
      .given(withTargeting)
      .when(rollout({ variants: { off: false, on: true } }))
      .then([]);
  });

  it('accepts an empty targeting (variants only: the default variant is served)', () => {
    project
      .given(base)
      .when({ kind: 'SetFlagTargeting', flagId: BANNER, environmentId: DEV, variants: { hello: 'Hello', hi: 'Hi' }, defaultVariant: 'hello' })
      .then((events) => expect((events[0] as Ev<'FlagTargetingSet'>).data.targeting).toEqual({}));
  });

  it.each([
    ['a rule that is not flagd JSON Logic', { targeting: { if: [{ regex: ['x'] }, 'on', 'off'] } }, '/targeting/if/0/regex'],
    ['an operator with the wrong arity', { targeting: { if: [{ '==': [1] }, 'on', 'off'] } }, '/targeting/if/0/=='],
    [
      'a fractional weight that is not an integer',
      {
        targeting: {
          fractional: [
            ['on', 20.5],
            ['off', 79.5],
          ],
        },
      },
      '/targeting/fractional/0/1',
    ],
    ['a served variant that does not exist', { targeting: { if: [true, 'onn', 'off'] } }, '/targeting/if/1'],
    [
      'a split bucket naming no variant',
      {
        targeting: {
          fractional: [
            ['on', 20],
            ['of', 80],
          ],
        },
      },
      '/targeting/fractional/1/0',
    ],
    ['a variant value of another type', { variants: { on: 1, off: false } }, '/variants/on'],
    ['a default variant that is not a variant', { defaultVariant: 'maybe' }, '/defaultVariant'],
    ['an unknown segment', { targeting: { if: [{ $ref: 'segment_nope' }, 'on', 'off'] } }, '/targeting/if/0/$ref'],
    ['a reference as the whole targeting (flagd allows it only as an operand)', { targeting: { $ref: `segment_${BETA_ID}` } }, '/targeting/$ref'],
    ['a state (the environment switch is the state)', { state: 'DISABLED' } as never, '/state'],
    ['no variants', { variants: {} }, '/variants'],
  ])('refuses %s with INVALID_TARGETING and the JSON path', (_what, change, path) => {
    const err = project.given(base).when(rollout(change)).thenFails('INVALID_TARGETING');
    expect(err.details?.path).toBe(path);
    expect(err.message).toContain(`at ${path}`);
  });

  it('refuses json variants that are not objects (flagd object flags)', () => {
    const err = project
      .given(base)
      .when({ kind: 'SetFlagTargeting', flagId: THEME, environmentId: PROD, variants: { a: { colour: 'blue' }, b: [1, 2] }, defaultVariant: 'a' })
      .thenFails('INVALID_TARGETING');
    expect(err.details?.path).toBe('/variants/b');
  });

  it('refuses documents over the size, depth and variant-count limits with TARGETING_TOO_LARGE', () => {
    const many = Object.fromEntries(Array.from({ length: TARGETING_LIMITS.maxVariants + 1 }, (_, i) => [`v${i}`, i % 2 === 0]));
    project
      .given(base)
      .when(rollout({ variants: many, defaultVariant: 'v0', targeting: {} }))
      .thenFails('TARGETING_TOO_LARGE');
    let deep: unknown = { var: 'x' };
    for (let i = 0; i < TARGETING_LIMITS.maxDepth; i++) deep = { '!': [deep] };
    project
      .given(base)
      .when(rollout({ targeting: { if: [deep, 'on', 'off'] } }))
      .thenFails('TARGETING_TOO_LARGE');
    const big = { in: [{ var: 'targetingKey' }, Array.from({ length: 5000 }, (_, i) => `user-${i}`)] };
    project
      .given(base)
      .when(rollout({ targeting: { if: [big, 'on', 'off'] } }))
      .thenFails('TARGETING_TOO_LARGE', /too large/);
  });

  it('has the permission of editing the environment value: developers yes, viewers no, outsiders see nothing', () => {
    project
      .given(base)
      .when(rollout(), testContext({ actor: DEVELOPER }))
      .then((events) => expect(events).toHaveLength(1));
    project
      .given(base)
      .when(rollout(), testContext({ actor: VIEWER }))
      .thenFails('FORBIDDEN');
    project
      .given(base)
      .when(rollout(), testContext({ actor: STRANGER }))
      .thenFails('PROJECT_NOT_FOUND');
  });

  it('needs an existing flag and environment', () => {
    project
      .given(base)
      .when(rollout({ flagId: 'nope' }))
      .thenFails('FLAG_NOT_FOUND');
    project
      .given(base)
      .when(rollout({ environmentId: 'nope' }))
      .thenFails('ENVIRONMENT_NOT_FOUND');
  });
});

describe('RemoveFlagTargeting and what takes targeting away', () => {
  it('removes it (back to the static value); nothing to remove records nothing', () => {
    project
      .given(withTargeting)
      .when({ kind: 'RemoveFlagTargeting', flagId: DARK, environmentId: PROD })
      .then((events, next) => {
        expect(events).toEqual([{ type: 'FlagTargetingRemoved', data: { flagId: DARK, environmentId: PROD, updatedAt: T0 } }]);
        expect(next.flags[DARK]).not.toHaveProperty('targeting');
      });
    project.given(base).when({ kind: 'RemoveFlagTargeting', flagId: DARK, environmentId: PROD }).then([]);
  });

  it('goes with a deleted flag, a deleted environment, and a type change its variants no longer fit', () => {
    project
      .given(withTargeting)
      .when({ kind: 'DeleteFeatureFlag', flagId: DARK })
      .then((events) => {
        expect(events.map((e) => e.type)).toEqual(['FlagTargetingRemoved', 'FeatureFlagDeleted']);
        expect((events[0] as Ev<'FlagTargetingRemoved'>).data.reason).toBe('flag_deleted');
      });
    project
      .given(withTargeting)
      .when({ kind: 'DeleteEnvironment', environmentId: PROD })
      .then((events, next) => {
        expect(events.map((e) => e.type)).toEqual(['FlagTargetingRemoved', 'EnvironmentDeleted']);
        expect(next.flags[DARK]!.targeting).toBeUndefined();
      });
    project
      .given(withTargeting)
      .when({ kind: 'UpdateFeatureFlag', flagId: DARK, type: 'string' })
      .then((events, next) => {
        expect(events.map((e) => e.type)).toContain('FlagTargetingRemoved');
        expect(next.flags[DARK]!.targeting).toBeUndefined();
      });
  });

  it('the default variant follows later changes of the environment value', () => {
    const changed = [
      ...withTargeting,
      ...project
        .given(withTargeting)
        .when({ kind: 'SetEnvironmentVariable', environmentId: PROD, flagKey: 'dark_mode', setting: { value: true, enabled: true } })
        .then(() => undefined),
    ];
    const doc = buildFlagdDocument(fold(projectDecider, changed), fold(projectDecider, changed).environments[PROD]!);
    expect(doc.flags.dark_mode!.variants).toEqual({ on: true, off: true });
  });
});

describe('segments', () => {
  it('CreateSegment records the conditions; names are unique per project (any case)', () => {
    project
      .given(base)
      .when({ kind: 'CreateSegment', name: 'Staff', conditions: STAFF })
      .then([{ type: 'SegmentCreated', data: { segmentId: 'id-1', name: 'Staff', description: '', conditions: STAFF, createdAt: T0 } }]);
    project.given(base).when({ kind: 'CreateSegment', name: 'beta TESTERS', conditions: STAFF }).thenFails('SEGMENT_NAME_TAKEN');
  });

  it('refuses conditions that are not a flagd JSON Logic rule, or that reference another segment, with the path', () => {
    const a = project
      .given(base)
      .when({ kind: 'CreateSegment', name: 'Bad', conditions: { in: [{ var: 'x' }] } })
      .thenFails('INVALID_SEGMENT');
    expect(a.details?.path).toBe('/conditions/in');
    const b = project
      .given(base)
      .when({ kind: 'CreateSegment', name: 'Nested', conditions: { and: [{ $ref: `segment_${BETA_ID}` }, true] } })
      .thenFails('INVALID_SEGMENT');
    expect(b.details?.path).toBe('/conditions/and/0/$ref');
    project.given(base).when({ kind: 'CreateSegment', name: 'Empty', conditions: {} }).thenFails('INVALID_SEGMENT');
    project.given(base).when({ kind: 'CreateSegment', name: ' ', conditions: STAFF }).thenFails('VALIDATION_FAILED', 'name: Segment name is required');
  });

  it('counts against the plan: the Free plan allows 3', () => {
    const add = (events: ProjectEvent[], name: string, id: string) => [
      ...events,
      ...project
        .given(events)
        .when({ kind: 'CreateSegment', name, conditions: STAFF }, testContext({ newId: () => id }))
        .then(() => undefined),
    ];
    const fuller = add(add(base, 'Two', 'seg-2'), 'Three', 'seg-3');
    project
      .given(fuller)
      .when({ kind: 'CreateSegment', name: 'Four', conditions: STAFF })
      .thenFails('PLAN_LIMIT_REACHED', 'Your current Free plan allows up to 3 segments. To add more, please upgrade to a higher plan.');
    const err = project.given(fuller).when({ kind: 'CreateSegment', name: 'Four', conditions: STAFF }).thenFails('PLAN_LIMIT_REACHED');
    expect(err.details).toMatchObject({ limitType: 'segments', count: 3, max: 3 });
  });

  it('UpdateSegment records only what changed: one event however many flags use it', () => {
    project
      .given(withTargeting)
      .when({ kind: 'UpdateSegment', segmentId: BETA_ID, conditions: STAFF, description: 'Our friends' })
      .then([{ type: 'SegmentUpdated', data: { segmentId: BETA_ID, conditions: STAFF, updatedAt: T0 } }]);
    project.given(withTargeting).when({ kind: 'UpdateSegment', segmentId: BETA_ID, conditions: BETA }).then([]);
    project.given(withTargeting).when({ kind: 'UpdateSegment', segmentId: 'nope', name: 'x' }).thenFails('SEGMENT_NOT_FOUND');
  });

  it('a segment in use cannot be deleted: the error says where it is used', () => {
    const err = project.given(withTargeting).when({ kind: 'DeleteSegment', segmentId: BETA_ID }).thenFails('SEGMENT_IN_USE');
    expect(err.message).toBe('Segment "Beta testers" is used by: Dark mode (production). Remove it from their targeting first.');
    expect(err.details?.usage).toEqual([{ flagId: DARK, flagKey: 'dark_mode', flagName: 'Dark mode', environmentId: PROD, environmentName: 'production' }]);
    project
      .given(base)
      .when({ kind: 'DeleteSegment', segmentId: BETA_ID })
      .then([{ type: 'SegmentDeleted', data: { segmentId: BETA_ID, deletedAt: T0 } }]);
  });

  it('has the permission of editing flags', () => {
    project
      .given(base)
      .when({ kind: 'CreateSegment', name: 'Staff', conditions: STAFF }, testContext({ actor: DEVELOPER }))
      .then((e) => expect(e).toHaveLength(1));
    project
      .given(base)
      .when({ kind: 'CreateSegment', name: 'Staff', conditions: STAFF }, testContext({ actor: VIEWER }))
      .thenFails('FORBIDDEN');
    project
      .given(base)
      .when({ kind: 'DeleteSegment', segmentId: BETA_ID }, testContext({ actor: VIEWER }))
      .thenFails('FORBIDDEN');
  });
});

describe('the flagd document of an environment', () => {
  it('has every flag, static ones with one variant named after their source, and only the segments used', () => {
    const more = [
      ...withTargeting,
      ...project
        .given(withTargeting)
        .when({ kind: 'CreateSegment', name: 'Unused', conditions: STAFF })
        .then(() => undefined),
    ];
    const s = fold(projectDecider, more);
    const doc = buildFlagdDocument(s, s.environments[PROD]!);
    expect(doc).toEqual({
      $schema: 'https://flagd.dev/schema/v0/flags.json',
      flags: {
        dark_mode: {
          state: 'ENABLED',
          variants: { on: true, off: false },
          defaultVariant: 'off',
          targeting: {
            if: [
              { $ref: `segment_${BETA_ID}` },
              'on',
              {
                fractional: [
                  ['on', 20],
                  ['off', 80],
                ],
              },
            ],
          },
        },
        banner: { state: 'ENABLED', variants: { default: 'Hello' }, defaultVariant: 'default' },
        theme: { state: 'ENABLED', variants: { default: { colour: 'blue' } }, defaultVariant: 'default' },
      },
      $evaluators: { [`segment_${BETA_ID}`]: BETA },
    });
    expect(validateFlagdDocument(doc)).toEqual({ ok: true, issues: [] });
    // development has no targeting and no segment
    expect(buildFlagdDocument(s, s.environments[DEV]!).$evaluators).toBeUndefined();
  });

  it('a disabled flag is DISABLED; a json value that is not an object cannot be a flagd flag and is left out', () => {
    const s = fold(projectDecider, [
      ...base,
      ...project
        .given(base)
        .when({ kind: 'SetEnvironmentVariable', environmentId: DEV, flagKey: 'theme', setting: { value: [1, 2], enabled: true } })
        .then(() => undefined),
    ]);
    const s2 = fold(projectDecider, [
      ...base,
      ...project
        .given(base)
        .when({ kind: 'SetEnvironmentVariable', environmentId: DEV, flagKey: 'banner', setting: { value: 'Off', enabled: false } })
        .then(() => undefined),
    ]);
    expect(buildFlagdDocument(s, s.environments[DEV]!).flags.theme).toBeUndefined();
    expect(buildFlagdDocument(s2, s2.environments[DEV]!).flags.banner).toEqual({
      state: 'DISABLED',
      variants: { environment: 'Off' },
      defaultVariant: 'environment',
    });
  });
});

describe('audit and restore', () => {
  const recorded = (events: ProjectEvent[]): RecordedEvent[] =>
    events.map((e, i) => ({ id: `e${i}`, type: e.type, data: e.data, position: i + 1, revision: i, metadata: { at: new Date(T0 + i).toISOString() } }));

  it('history names targeting changes on the flag and segment changes on the segment, with before and after', () => {
    const walker = new HistoryWalker('p1');
    const entries = recorded(withTargeting).map((e) => walker.step(e));
    const set = entries.find((e) => e.type === 'FlagTargetingSet')!;
    expect(set.entity).toEqual({ kind: 'flag', id: DARK, name: 'Dark mode' });
    expect(set.summary).toBe('Targeting of "Dark mode" set in "production"');
    expect(set.before).not.toHaveProperty('targeting');
    expect((set.after as { targeting: Record<string, unknown> }).targeting[PROD]).toMatchObject({ defaultVariant: 'off' });
    const seg = entries.find((e) => e.type === 'SegmentCreated')!;
    expect(seg.entity).toEqual({ kind: 'segment', id: BETA_ID, name: 'Beta testers' });
    expect(seg.summary).toBe('Segment "Beta testers" created');
    expect(entityOf({ type: 'SegmentDeleted', data: { segmentId: 'x', deletedAt: 0 } }, 'p1')).toEqual({ kind: 'segment', id: 'x' });
    expect(summarise({ type: 'FlagTargetingRemoved', data: { flagId: DARK, environmentId: PROD, updatedAt: 0 } }, S)).toBe(
      'Targeting of "Dark mode" removed in "production"',
    );
  });

  it('diff names the environment whose targeting changed and the segment that changed', () => {
    const after = fold(projectDecider, [
      ...withTargeting,
      ...project
        .given(withTargeting)
        .when({ kind: 'UpdateSegment', segmentId: BETA_ID, conditions: STAFF })
        .then(() => undefined),
    ]);
    const changes = diffProjects(S, after);
    expect(changes.find((c) => c.kind === 'flag')).toMatchObject({ id: DARK, change: 'changed', fields: [{ field: `targeting.${PROD}`, before: null }] });
    expect(changes.find((c) => c.kind === 'segment')).toMatchObject({
      id: BETA_ID,
      change: 'changed',
      fields: [{ field: 'conditions', before: BETA, after: STAFF }],
    });
  });

  it('restoring a flag brings its targeting back (or takes it away); restoring a segment brings it back', () => {
    const past = fold(projectDecider, withTargeting);
    const removed = [
      ...withTargeting,
      ...project
        .given(withTargeting)
        .when({ kind: 'RemoveFlagTargeting', flagId: DARK, environmentId: PROD })
        .then(() => undefined),
    ];
    project
      .given(removed)
      .when({ kind: 'RestoreFeatureFlag', flagId: DARK, instant: { position: 9, time: T0 }, past })
      .then((events, next) => {
        expect(events.map((e) => e.type)).toEqual(['EntityRestored', 'FlagTargetingSet']);
        expect(next.flags[DARK]!.targeting).toEqual(
          past.flags[DARK]!.targeting ? { [PROD]: { ...past.flags[DARK]!.targeting![PROD]!, updatedAt: T0 } } : undefined,
        );
      });
    project
      .given(withTargeting)
      .when({ kind: 'RestoreFeatureFlag', flagId: DARK, instant: { position: 1, time: T0 }, past: S })
      .then((events) => expect(events.map((e) => e.type)).toEqual(['EntityRestored', 'FlagTargetingRemoved']));

    const deleted = [
      ...base,
      ...project
        .given(base)
        .when({ kind: 'DeleteSegment', segmentId: BETA_ID })
        .then(() => undefined),
    ];
    project
      .given(deleted)
      .when({ kind: 'RestoreSegment', segmentId: BETA_ID, instant: { position: 9, time: T0 }, past: S })
      .then((events, next) => {
        expect(events.map((e) => e.type)).toEqual(['EntityRestored', 'SegmentCreated']);
        expect(next.segments![BETA_ID]).toMatchObject({ name: 'Beta testers', conditions: BETA, description: 'Our friends' });
      });
    // bringing back a time before the segment existed would delete it: refused while it is used
    const before = fold(
      projectDecider,
      base.filter((e) => e.type !== 'SegmentCreated'),
    );
    project
      .given(withTargeting)
      .when({ kind: 'RestoreSegment', segmentId: BETA_ID, instant: { position: 1, time: T0 }, past: before })
      .thenFails('SEGMENT_IN_USE');
  });
});
