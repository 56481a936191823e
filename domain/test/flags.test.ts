import { describe, expect, it } from 'vitest';
import type { Actor, ProjectCommand, ProjectEvent } from '../src';
import { T0, createdProject, history, project, testContext } from './givenWhenThen';

type Ev<T extends ProjectEvent['type']> = Extract<ProjectEvent, { type: T }>;
const KEY_TAKEN = 'This key is already used in this project';
const FREE_FLAG_LIMIT_MESSAGE = 'Your current Free plan allows up to 10 feature flags. To add more, please upgrade to a higher plan.';

const envIdOf = (events: readonly ProjectEvent[], name: string): string => {
  const e = events.find((x): x is Ev<'EnvironmentCreated'> => x.type === 'EnvironmentCreated' && x.data.name === name);
  if (!e) throw new Error(`no environment ${name} in history`);
  return e.data.environmentId;
};
const flagIdOf = (events: readonly ProjectEvent[], key: string): string => {
  const e = events.find((x): x is Ev<'FeatureFlagCreated'> => x.type === 'FeatureFlagCreated' && x.data.key === key);
  if (!e) throw new Error(`no flag ${key} in history`);
  return e.data.flagId;
};
const overrideIdOf = (events: readonly ProjectEvent[], name: string): string => {
  const e = events.find((x): x is Ev<'OverrideCreated'> => x.type === 'OverrideCreated' && x.data.name === name);
  if (!e) throw new Error(`no override ${name} in history`);
  return e.data.overrideId;
};
const created = (events: ProjectEvent[]) => {
  expect(events.map((e) => e.type)).toEqual(['FeatureFlagCreated']);
  return (events[0] as Ev<'FeatureFlagCreated'>).data;
};

const createProject: ProjectCommand = { kind: 'CreateProject', projectId: 'p1', name: 'Checkout Service', description: 'Payments front' };
const joined = (userId: string, role: 'viewer' | 'developer'): ProjectEvent => ({
  type: 'MemberJoined',
  data: { userId, name: userId, email: `${userId}@example.com`, role, joinedAt: T0, via: 'direct' },
});
const VIEWER: Actor = { id: 'u-viewer', name: 'Vic Viewer', email: 'vic@example.com' };
const DEVELOPER: Actor = { id: 'u-dev', name: 'Dee Developer', email: 'dee@example.com' };
const STRANGER: Actor = { id: 'u-stranger', name: 'Sam Stranger' };

const withFlags = history([
  [createProject],
  [{ kind: 'CreateFeatureFlag', name: 'Dark mode' }],
  [{ kind: 'CreateFeatureFlag', name: 'Max items', type: 'number', value: 10, enabled: false }],
  [{ kind: 'CreateFeatureFlag', name: 'Banner text', type: 'string', value: 'Hello' }],
]);
const DARK = flagIdOf(withFlags, 'dark_mode');
const MAX = flagIdOf(withFlags, 'max_items');
const BANNER = flagIdOf(withFlags, 'banner_text');

describe('CreateFeatureFlag', () => {
  it('derives the key from the name and uses the form defaults (boolean, false, enabled)', () => {
    project
      .given(createdProject())
      .when({ kind: 'CreateFeatureFlag', name: 'New Checkout Flow' })
      .then([
        {
          type: 'FeatureFlagCreated',
          data: {
            flagId: 'id-1',
            key: 'new_checkout_flow',
            name: 'New Checkout Flow',
            description: '',
            type: 'boolean',
            value: false,
            enabled: true,
            createdAt: T0,
          },
        },
      ]);
  });

  it.each([
    ['  Dark-Mode: v2!! ', 'Dark-Mode: v2!!', 'dark_mode_v2'],
    ['__Beta__Banner__', '__Beta__Banner__', 'beta_banner'],
    ['Größe 2', 'Größe 2', 'gr_e_2'],
  ])('derives the key of %j by the spec rule', (name, storedName, key) => {
    project
      .given(createdProject())
      .when({ kind: 'CreateFeatureFlag', name })
      .then((events) => {
        expect(created(events)).toMatchObject({ name: storedName, key });
      });
  });

  it('keeps a custom key, trimmed', () => {
    project
      .given(createdProject())
      .when({ kind: 'CreateFeatureFlag', name: 'Beta banner', key: '  checkout.v2-Beta  ', description: 'Shown to beta users' })
      .then((events) => expect(created(events)).toMatchObject({ key: 'checkout.v2-Beta', name: 'Beta banner', description: 'Shown to beta users' }));
  });

  it('derives the key when the custom key is blank', () => {
    project
      .given(createdProject())
      .when({ kind: 'CreateFeatureFlag', name: 'Beta banner', key: '   ' })
      .then((events) => expect(created(events).key).toBe('beta_banner'));
  });

  it('refuses a key already used in the project', () => {
    project.given(withFlags).when({ kind: 'CreateFeatureFlag', name: 'Another', key: 'dark_mode' }).thenFails('FLAG_KEY_TAKEN', KEY_TAKEN);
  });

  it('refuses a derived key already used in the project', () => {
    const error = project.given(withFlags).when({ kind: 'CreateFeatureFlag', name: 'DARK MODE!' }).thenFails('FLAG_KEY_TAKEN', KEY_TAKEN);
    expect(error.details).toEqual({ key: 'dark_mode' });
  });

  it('frees the key of a deleted flag', () => {
    const h = [
      ...withFlags,
      ...project
        .given(withFlags)
        .when({ kind: 'DeleteFeatureFlag', flagId: DARK })
        .then(() => undefined),
    ];
    project
      .given(h)
      .when({ kind: 'CreateFeatureFlag', name: 'Dark mode' })
      .then((events) => expect(created(events).key).toBe('dark_mode'));
  });

  it.each([['has space'], ['_leading'], ['-leading'], ['a/b'], ['ümlaut'], ['quote"d'], ['x'.repeat(101)]])('refuses the key %j', (key) => {
    project.given(createdProject()).when({ kind: 'CreateFeatureFlag', name: 'Flag', key }).thenFails('VALIDATION_FAILED');
  });

  it('names the allowed characters when a key is invalid', () => {
    project
      .given(createdProject())
      .when({ kind: 'CreateFeatureFlag', name: 'Flag', key: 'has space' })
      .thenFails('VALIDATION_FAILED', 'Key may contain only letters, digits, "_", "-" and "." and must start with a letter or digit');
  });

  it.each([
    ['blank', '   '],
    ['missing', undefined],
  ])('needs a name (%s)', (_what, name) => {
    project
      .given(createdProject())
      .when({ kind: 'CreateFeatureFlag', name } as never)
      .thenFails('VALIDATION_FAILED', 'name: Name is required');
  });

  it('needs a key when none can be derived from the name', () => {
    project.given(createdProject()).when({ kind: 'CreateFeatureFlag', name: '!!!' }).thenFails('VALIDATION_FAILED', 'Key is required');
  });

  it('refuses an unknown type', () => {
    project
      .given(createdProject())
      .when({ kind: 'CreateFeatureFlag', name: 'When', type: 'date' } as never)
      .thenFails('VALIDATION_FAILED', 'type: Type must be one of boolean, string, number, json');
  });

  it.each([
    ['boolean', false],
    ['number', 0],
    ['string', ''],
    ['json', {}],
  ] as const)('a %s flag without a value starts from %j', (type, value) => {
    project
      .given(createdProject())
      .when({ kind: 'CreateFeatureFlag', name: 'Flag', type })
      .then((events) => expect(created(events)).toMatchObject({ type, value }));
  });

  it.each([
    ['boolean', true, true],
    ['number', 42, 42],
    ['number', -2.5, -2.5],
    ['string', 'Hello', 'Hello'],
    ['string', '', ''],
    ['json', { theme: 'dark', sizes: [1, 2] }, { theme: 'dark', sizes: [1, 2] }],
    ['json', [1, 'two'], [1, 'two']],
    ['json', null, null],
    ['json', 7, 7],
  ] as const)('keeps a %s value of its type (%j)', (type, value, stored) => {
    project
      .given(createdProject())
      .when({ kind: 'CreateFeatureFlag', name: 'Flag', type, value: value as never })
      .then((events) => expect(created(events)).toMatchObject({ type, value: stored }));
  });

  it.each([
    ['boolean', 'true', true],
    ['boolean', 'false', false],
    ['number', '42', 42],
    ['number', '3.9', 3.9],
    ['number', '-2.5', -2.5],
    ['json', '{"theme":"dark"}', { theme: 'dark' }],
    ['json', '[1,2,3]', [1, 2, 3]],
  ] as const)('parses the text of a %s value strictly (%j -> %j; issue 17: decimals kept)', (type, text, value) => {
    project
      .given(createdProject())
      .when({ kind: 'CreateFeatureFlag', name: 'Flag', type, value: text })
      .then((events) => expect(created(events).value).toEqual(value));
  });

  it.each([
    ['boolean', 'TRUE'],
    ['boolean', 'yes'],
    ['boolean', ''],
    ['number', 'abc'],
    ['number', '12abc'],
    ['number', ''],
    ['json', '{not json'],
    ['json', ''],
    ['json', '1e400'],
  ] as const)('refuses %s text that is not a value of the type (%j; issue 17: never saved as 0 or {})', (type, text) => {
    project.given(createdProject()).when({ kind: 'CreateFeatureFlag', name: 'Flag', type, value: text }).thenFails('INVALID_FLAG_VALUE');
  });

  it.each([
    ['boolean', 1],
    ['boolean', null],
    ['number', true],
    ['number', { n: 1 }],
    ['string', 5],
    ['string', ['a']],
  ] as const)('refuses a %s flag with the non-text value %j', (type, value) => {
    project
      .given(createdProject())
      .when({ kind: 'CreateFeatureFlag', name: 'Flag', type, value: value as never })
      .thenFails('INVALID_FLAG_VALUE', `Value must be a ${type}`);
  });

  it('keeps enabled false when given', () => {
    project
      .given(createdProject())
      .when({ kind: 'CreateFeatureFlag', name: 'Flag', enabled: false })
      .then((events) => expect(created(events).enabled).toBe(false));
  });

  describe('plan cap of 10 flags on Free', () => {
    const flagsCreated = (n: number) =>
      history([[createProject], ...Array.from({ length: n }, (_, i): [ProjectCommand] => [{ kind: 'CreateFeatureFlag', name: `Flag ${i + 1}` }])]);

    it('allows the tenth flag', () => {
      project
        .given(flagsCreated(9))
        .when({ kind: 'CreateFeatureFlag', name: 'Tenth' })
        .then((events) => expect(created(events).key).toBe('tenth'));
    });

    it('refuses the eleventh flag', () => {
      const error = project
        .given(flagsCreated(10))
        .when({ kind: 'CreateFeatureFlag', name: 'Eleventh' })
        .thenFails('PLAN_LIMIT_REACHED', FREE_FLAG_LIMIT_MESSAGE);
      expect(error.details).toMatchObject({ limitType: 'featureFlags', count: 10, max: 10, plan: 'Free' });
    });

    it('allows the eleventh flag on a paid plan', () => {
      const paid = [
        ...flagsCreated(10),
        ...project
          .given(flagsCreated(10))
          .when({ kind: 'ApplyPlanPayment', planId: 'starter', variant: 'Month', type: 'SUBSCRIPTION', orderId: 'order-1', amount: 19 })
          .then(() => undefined),
      ];
      project
        .given(paid)
        .when({ kind: 'CreateFeatureFlag', name: 'Eleventh' })
        .then((events) => expect(created(events).key).toBe('eleventh'));
    });
  });
});

describe('UpdateFeatureFlag', () => {
  it('refuses a different key', () => {
    project
      .given(withFlags)
      .when({ kind: 'UpdateFeatureFlag', flagId: DARK, key: 'night_mode' })
      .thenFails('FLAG_KEY_IMMUTABLE', 'A feature flag key cannot be changed after creation');
  });

  it('accepts the same key with other changes', () => {
    project
      .given(withFlags)
      .when({ kind: 'UpdateFeatureFlag', flagId: DARK, key: ' dark_mode ', name: 'Dark theme', description: 'Night colours' })
      .then([{ type: 'FeatureFlagUpdated', data: { flagId: DARK, name: 'Dark theme', description: 'Night colours', updatedAt: T0 } }]);
  });

  it('records nothing for the same key and values', () => {
    project
      .given(withFlags)
      .when({ kind: 'UpdateFeatureFlag', flagId: MAX, key: 'max_items', name: 'Max items', type: 'number', value: 10, enabled: false })
      .then([]);
  });

  it('changes value and enabled', () => {
    project
      .given(withFlags)
      .when({ kind: 'UpdateFeatureFlag', flagId: MAX, value: '25', enabled: true })
      .then((events, s) => {
        expect(events).toEqual([{ type: 'FeatureFlagUpdated', data: { flagId: MAX, value: 25, enabled: true, updatedAt: T0 } }]);
        expect(s.flags[MAX]).toMatchObject({ key: 'max_items', value: 25, enabled: true, updatedAt: T0 });
      });
  });

  it('refuses a value of the wrong type', () => {
    project.given(withFlags).when({ kind: 'UpdateFeatureFlag', flagId: MAX, value: true }).thenFails('INVALID_FLAG_VALUE', 'Value must be a number');
  });

  it('refuses a blank name', () => {
    project.given(withFlags).when({ kind: 'UpdateFeatureFlag', flagId: MAX, name: ' ' }).thenFails('VALIDATION_FAILED', 'name: Name is required');
  });

  it('refuses an unknown flag', () => {
    project.given(withFlags).when({ kind: 'UpdateFeatureFlag', flagId: 'nope', name: 'x' }).thenFails('FLAG_NOT_FOUND', 'Feature flag not found');
  });

  it("a new type without a value starts from that type's default", () => {
    project
      .given(withFlags)
      .when({ kind: 'UpdateFeatureFlag', flagId: MAX, type: 'string' })
      .then([{ type: 'FeatureFlagUpdated', data: { flagId: MAX, type: 'string', value: '', updatedAt: T0 } }]);
  });

  describe('changing the type', () => {
    const base = history([
      [createProject],
      [{ kind: 'CreateFeatureFlag', name: 'Dark mode' }],
      [{ kind: 'CreateFeatureFlag', name: 'Banner text', type: 'string', value: 'Hello' }],
      [{ kind: 'SetEnvironmentVariable', environmentId: 'h-2', flagKey: 'dark_mode', setting: { value: true, enabled: true } }],
      [{ kind: 'SetEnvironmentVariable', environmentId: 'h-8', flagKey: 'dark_mode', setting: { value: false, enabled: false } }],
      [{ kind: 'SetEnvironmentVariable', environmentId: 'h-8', flagKey: 'banner_text', setting: { value: 'Hi prod', enabled: true } }],
      [
        {
          kind: 'CreateOverride',
          name: 'Beta testers',
          environmentId: 'h-5',
          featureFlagValues: { dark_mode: { value: true, enabled: true }, banner_text: { value: 'Hi beta', enabled: true } },
        },
      ],
      [{ kind: 'CreateOverride', name: 'Banner only', environmentId: 'h-5', featureFlagValues: { banner_text: { value: 'Only', enabled: true } } }],
    ]);
    const dark = flagIdOf(base, 'dark_mode');
    const dev = envIdOf(base, 'development');
    const prod = envIdOf(base, 'production');
    const beta = overrideIdOf(base, 'Beta testers');

    it('fixture: values are where the test expects them', () => {
      const s = project.given(base).state;
      expect(s.environments[dev]?.variables).toEqual({ dark_mode: { value: true, enabled: true } });
      expect(Object.keys(s.environments[prod]?.variables ?? {})).toEqual(['dark_mode', 'banner_text']);
      expect(Object.keys(s.overrides[beta]?.featureFlagValues ?? {})).toEqual(['dark_mode', 'banner_text']);
    });

    it('drops environment values and override values that no longer fit, before the update', () => {
      project
        .given(base)
        .when({ kind: 'UpdateFeatureFlag', flagId: dark, type: 'string', value: 'on' })
        .then((events, s) => {
          expect(events).toEqual([
            { type: 'EnvironmentVariableReset', data: { environmentId: dev, flagKey: 'dark_mode', updatedAt: T0 } },
            { type: 'EnvironmentVariableReset', data: { environmentId: prod, flagKey: 'dark_mode', updatedAt: T0 } },
            { type: 'OverrideUpdated', data: { overrideId: beta, featureFlagValues: { banner_text: { value: 'Hi beta', enabled: true } }, updatedAt: T0 } },
            { type: 'FeatureFlagUpdated', data: { flagId: dark, type: 'string', value: 'on', updatedAt: T0 } },
          ]);
          expect(s.environments[dev]?.variables).toEqual({});
          expect(s.environments[prod]?.variables).toEqual({ banner_text: { value: 'Hi prod', enabled: true } });
          expect(s.overrides[beta]?.featureFlagValues).toEqual({ banner_text: { value: 'Hi beta', enabled: true } });
          expect(s.flags[dark]).toMatchObject({ key: 'dark_mode', type: 'string', value: 'on' });
        });
    });

    it('keeps values that still fit (boolean values are JSON)', () => {
      project
        .given(base)
        .when({ kind: 'UpdateFeatureFlag', flagId: dark, type: 'json' })
        .then([{ type: 'FeatureFlagUpdated', data: { flagId: dark, type: 'json', value: {}, updatedAt: T0 } }]);
    });

    it('converts a text value for the new type', () => {
      project
        .given(base)
        .when({ kind: 'UpdateFeatureFlag', flagId: flagIdOf(base, 'banner_text'), type: 'number', value: '12' })
        .then((events) => {
          expect(events.at(-1)).toEqual({
            type: 'FeatureFlagUpdated',
            data: { flagId: flagIdOf(base, 'banner_text'), type: 'number', value: 12, updatedAt: T0 },
          });
          expect(events.filter((e) => e.type === 'EnvironmentVariableReset')).toHaveLength(1);
          expect(events.filter((e) => e.type === 'OverrideUpdated')).toHaveLength(2);
        });
    });
  });
});

describe('ToggleFeatureFlag', () => {
  it('disables an enabled flag', () => {
    project
      .given(withFlags)
      .when({ kind: 'ToggleFeatureFlag', flagId: DARK })
      .then((events, s) => {
        expect(events).toEqual([{ type: 'FeatureFlagToggled', data: { flagId: DARK, enabled: false, updatedAt: T0 } }]);
        expect(s.flags[DARK]?.enabled).toBe(false);
      });
  });

  it('enables a disabled flag', () => {
    project
      .given(withFlags)
      .when({ kind: 'ToggleFeatureFlag', flagId: MAX })
      .then([{ type: 'FeatureFlagToggled', data: { flagId: MAX, enabled: true, updatedAt: T0 } }]);
  });

  it('refuses an unknown flag', () => {
    project.given(withFlags).when({ kind: 'ToggleFeatureFlag', flagId: 'nope' }).thenFails('FLAG_NOT_FOUND', 'Feature flag not found');
  });
});

describe('BulkToggleFeatureFlags', () => {
  it('toggles only the flags whose state changes, each once', () => {
    project
      .given(withFlags)
      .when({ kind: 'BulkToggleFeatureFlags', flagIds: [DARK, MAX, BANNER, DARK], enabled: false })
      .then([
        { type: 'FeatureFlagToggled', data: { flagId: DARK, enabled: false, updatedAt: T0 } },
        { type: 'FeatureFlagToggled', data: { flagId: BANNER, enabled: false, updatedAt: T0 } },
      ]);
  });

  it('enables the disabled ones', () => {
    project
      .given(withFlags)
      .when({ kind: 'BulkToggleFeatureFlags', flagIds: [DARK, MAX, BANNER], enabled: true })
      .then([{ type: 'FeatureFlagToggled', data: { flagId: MAX, enabled: true, updatedAt: T0 } }]);
  });

  it('records nothing when every flag is already in that state', () => {
    project
      .given(withFlags)
      .when({ kind: 'BulkToggleFeatureFlags', flagIds: [MAX], enabled: false })
      .then([]);
  });

  it('refuses the whole batch when a flag is unknown', () => {
    project
      .given(withFlags)
      .when({ kind: 'BulkToggleFeatureFlags', flagIds: [DARK, 'nope'], enabled: false })
      .thenFails('FLAG_NOT_FOUND');
  });

  it('needs at least one flag', () => {
    project
      .given(withFlags)
      .when({ kind: 'BulkToggleFeatureFlags', flagIds: [], enabled: false })
      .thenFails('VALIDATION_FAILED', 'flagIds: Select at least one feature flag');
  });
});

describe('DeleteFeatureFlag', () => {
  const base = history([
    [createProject],
    [{ kind: 'CreateFeatureFlag', name: 'Dark mode' }],
    [{ kind: 'CreateFeatureFlag', name: 'Banner text', type: 'string', value: 'Hello' }],
    [{ kind: 'SetEnvironmentVariable', environmentId: 'h-2', flagKey: 'dark_mode', setting: { value: true, enabled: true } }],
    [{ kind: 'SetEnvironmentVariable', environmentId: 'h-8', flagKey: 'dark_mode', setting: { value: false, enabled: true } }],
    [{ kind: 'SetEnvironmentVariable', environmentId: 'h-8', flagKey: 'banner_text', setting: { value: 'Hi', enabled: true } }],
    [
      {
        kind: 'CreateOverride',
        name: 'Beta testers',
        environmentId: 'h-5',
        featureFlagValues: { dark_mode: { value: true, enabled: true }, banner_text: { value: 'Beta', enabled: false } },
      },
    ],
    [{ kind: 'CreateOverride', name: 'Banner only', environmentId: 'h-5', featureFlagValues: { banner_text: { value: 'Only', enabled: true } } }],
  ]);
  const dark = flagIdOf(base, 'dark_mode');
  const dev = envIdOf(base, 'development');
  const prod = envIdOf(base, 'production');
  const beta = overrideIdOf(base, 'Beta testers');

  it('removes its environment values and override values, each recorded, before deleting it', () => {
    project
      .given(base)
      .when({ kind: 'DeleteFeatureFlag', flagId: dark })
      .then((events, s) => {
        expect(events).toEqual([
          { type: 'EnvironmentVariableReset', data: { environmentId: dev, flagKey: 'dark_mode', updatedAt: T0 } },
          { type: 'EnvironmentVariableReset', data: { environmentId: prod, flagKey: 'dark_mode', updatedAt: T0 } },
          { type: 'OverrideUpdated', data: { overrideId: beta, featureFlagValues: { banner_text: { value: 'Beta', enabled: false } }, updatedAt: T0 } },
          { type: 'FeatureFlagDeleted', data: { flagId: dark, key: 'dark_mode', deletedAt: T0 } },
        ]);
        expect(s.flags[dark]).toBeUndefined();
        expect(s.environments[dev]?.variables).toEqual({});
        expect(s.environments[prod]?.variables).toEqual({ banner_text: { value: 'Hi', enabled: true } });
        expect(s.overrides[beta]?.featureFlagValues).toEqual({ banner_text: { value: 'Beta', enabled: false } });
      });
  });

  it('deletes a flag without values on its own', () => {
    project
      .given(withFlags)
      .when({ kind: 'DeleteFeatureFlag', flagId: MAX })
      .then([{ type: 'FeatureFlagDeleted', data: { flagId: MAX, key: 'max_items', deletedAt: T0 } }]);
  });

  it('refuses an unknown flag', () => {
    project.given(withFlags).when({ kind: 'DeleteFeatureFlag', flagId: 'nope' }).thenFails('FLAG_NOT_FOUND', 'Feature flag not found');
  });
});

describe('flag permissions', () => {
  const given = [...withFlags, joined(VIEWER.id, 'viewer'), joined(DEVELOPER.id, 'developer')];
  const commands: ProjectCommand[] = [
    { kind: 'CreateFeatureFlag', name: 'New flag' },
    { kind: 'UpdateFeatureFlag', flagId: DARK, name: 'Renamed' },
    { kind: 'ToggleFeatureFlag', flagId: DARK },
    { kind: 'BulkToggleFeatureFlags', flagIds: [DARK], enabled: false },
    { kind: 'DeleteFeatureFlag', flagId: DARK },
  ];
  const cases = commands.map((c) => [c.kind, c] as const);

  it.each(cases)('a viewer gets FORBIDDEN for %s', (_kind, cmd) => {
    project
      .given(given)
      .when(cmd, testContext({ actor: VIEWER }))
      .thenFails('FORBIDDEN', 'You do not have permission to manage feature flags');
  });

  it.each(cases)('an outsider gets PROJECT_NOT_FOUND for %s', (_kind, cmd) => {
    project
      .given(given)
      .when(cmd, testContext({ actor: STRANGER }))
      .thenFails('PROJECT_NOT_FOUND', 'Project not found');
  });

  it.each(cases)('a developer may %s', (_kind, cmd) => {
    project
      .given(given)
      .when(cmd, testContext({ actor: DEVELOPER }))
      .then((events) => expect(events).toHaveLength(1));
  });
});
