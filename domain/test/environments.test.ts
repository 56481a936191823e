import { describe, expect, it } from 'vitest';
import type { Actor, ProjectCommand, ProjectEvent } from '../src';
import { DAY_MS } from '../src';
import { T0, createdProject, history, project, testContext } from './givenWhenThen';

type Ev<T extends ProjectEvent['type']> = Extract<ProjectEvent, { type: T }>;
const FREE_ENV_LIMIT_MESSAGE = 'Your current Free plan allows up to 3 environments. To add more, please upgrade to a higher plan.';

const envIdOf = (events: readonly ProjectEvent[], name: string): string => {
  const e = events.find((x): x is Ev<'EnvironmentCreated'> => x.type === 'EnvironmentCreated' && x.data.name === name);
  if (!e) throw new Error(`no environment ${name} in history`);
  return e.data.environmentId;
};
const envOf = (events: readonly ProjectEvent[], name: string) => project.given(events).state.environments[envIdOf(events, name)]!;
const overrideIdOf = (events: readonly ProjectEvent[], name: string): string => {
  const e = events.find((x): x is Ev<'OverrideCreated'> => x.type === 'OverrideCreated' && x.data.name === name);
  if (!e) throw new Error(`no override ${name} in history`);
  return e.data.overrideId;
};
const append = (events: ProjectEvent[], cmd: ProjectCommand): ProjectEvent[] => [
  ...events,
  ...project
    .given(events)
    .when(cmd, testContext({ newId: () => `x-${events.length}`, newSecret: () => `xs-${events.length}` }))
    .then(() => undefined),
];

const createProject: ProjectCommand = { kind: 'CreateProject', projectId: 'p1', name: 'Checkout Service', description: 'Payments front' };
const joined = (userId: string, role: 'viewer' | 'developer'): ProjectEvent => ({
  type: 'MemberJoined',
  data: { userId, name: userId, email: `${userId}@example.com`, role, joinedAt: T0, via: 'direct' },
});
const VIEWER: Actor = { id: 'u-viewer', name: 'Vic Viewer', email: 'vic@example.com' };
const DEVELOPER: Actor = { id: 'u-dev', name: 'Dee Developer', email: 'dee@example.com' };
const STRANGER: Actor = { id: 'u-stranger', name: 'Sam Stranger' };

/** A project with one flag of each type. */
const withFlags = history([
  [createProject],
  [{ kind: 'CreateFeatureFlag', name: 'Dark mode' }],
  [{ kind: 'CreateFeatureFlag', name: 'Max items', type: 'number', value: 10 }],
  [{ kind: 'CreateFeatureFlag', name: 'Banner text', type: 'string', value: 'Hello' }],
  [{ kind: 'CreateFeatureFlag', name: 'Theme config', type: 'json', value: { theme: 'light' } }],
]);
const DEV = envIdOf(withFlags, 'development');
const STAGING = envIdOf(withFlags, 'staging');
const PROD = envIdOf(withFlags, 'production');

describe('CreateEnvironment', () => {
  it('creates an environment whose order is the current count, type development by default', () => {
    project
      .given(createdProject({ environments: ['development'] }))
      .when({ kind: 'CreateEnvironment', name: '  QA  ', description: 'Quality' })
      .then([
        {
          type: 'EnvironmentCreated',
          data: {
            environmentId: 'id-1',
            uuid: 'id-2',
            name: 'QA',
            slug: 'qa',
            description: 'Quality',
            type: 'development',
            status: 'active',
            order: 1,
            apiKey: 'secret-1',
            clientKey: 'secret-2',
            createdAt: T0,
          },
        },
      ]);
  });

  it('keeps a given type and status', () => {
    project
      .given(createdProject({ environments: ['dev', 'prod'] }))
      .when({ kind: 'CreateEnvironment', name: 'Pre Prod', type: 'staging', status: 'inactive' })
      .then((events) => {
        const d = (events[0] as Ev<'EnvironmentCreated'>).data;
        expect([d.name, d.slug, d.type, d.status, d.order, d.description]).toEqual(['Pre Prod', 'pre-prod', 'staging', 'inactive', 2, '']);
      });
  });

  it('uses the count after a deletion as the order', () => {
    const h = append(createdProject(), { kind: 'DeleteEnvironment', environmentId: envIdOf(createdProject(), 'staging') });
    project
      .given(h)
      .when({ kind: 'CreateEnvironment', name: 'qa' })
      .then((events) => {
        expect((events[0] as Ev<'EnvironmentCreated'>).data.order).toBe(2);
      });
  });

  it.each([
    ['blank', '   '],
    ['empty', ''],
    ['missing', undefined],
  ])('needs a name (%s)', (_what, name) => {
    project
      .given(createdProject({ environments: ['development'] }))
      .when({ kind: 'CreateEnvironment', name } as never)
      .thenFails('VALIDATION_FAILED', 'name: Environment name is required');
  });

  it.each([['staging'], ['Staging'], ['  STAGING ']])('refuses a name already used (%j)', (name) => {
    project
      .given(createdProject({ environments: ['development', 'staging'] }))
      .when({ kind: 'CreateEnvironment', name })
      .thenFails('ENVIRONMENT_NAME_TAKEN', 'An environment named "staging" already exists in this project');
  });

  it('refuses a name whose slug is taken', () => {
    project
      .given(createdProject({ environments: ['Pre Prod'] }))
      .when({ kind: 'CreateEnvironment', name: 'pre-prod' })
      .thenFails('ENVIRONMENT_NAME_TAKEN', 'An environment named "Pre Prod" already exists in this project');
  });

  it('refuses a fourth environment on the Free plan', () => {
    const error = project.given(createdProject()).when({ kind: 'CreateEnvironment', name: 'qa' }).thenFails('PLAN_LIMIT_REACHED', FREE_ENV_LIMIT_MESSAGE);
    expect(error.details).toMatchObject({ limitType: 'environments', count: 3, max: 3, plan: 'Free', planId: 'free' });
  });

  describe('on a paid plan', () => {
    const paid = history([
      [createProject],
      [{ kind: 'ApplyPlanPayment', planId: 'starter', variant: 'Month', type: 'SUBSCRIPTION', orderId: 'order-1', amount: 19 }],
    ]);
    const expiresAt = project.given(paid).state.plan.expiresAt!;

    it('allows more environments while the plan runs', () => {
      project
        .given(paid)
        .when({ kind: 'CreateEnvironment', name: 'qa' }, testContext({ now: expiresAt - DAY_MS }))
        .then((events) => expect(events.map((e) => e.type === 'EnvironmentCreated' && [e.data.name, e.data.order])).toEqual([['qa', 3]]));
    });

    it('falls back to the Free cap once the plan has expired', () => {
      project
        .given(paid)
        .when({ kind: 'CreateEnvironment', name: 'qa' }, testContext({ now: expiresAt }))
        .thenFails('PLAN_LIMIT_REACHED', FREE_ENV_LIMIT_MESSAGE);
    });
  });
});

describe('UpdateEnvironment', () => {
  it('renames an environment and its slug follows', () => {
    project
      .given(withFlags)
      .when({ kind: 'UpdateEnvironment', environmentId: STAGING, name: ' Pre Production ' })
      .then([{ type: 'EnvironmentUpdated', data: { environmentId: STAGING, name: 'Pre Production', slug: 'pre-production', updatedAt: T0 } }]);
  });

  it('changes description, type, status and order', () => {
    project
      .given(withFlags)
      .when({ kind: 'UpdateEnvironment', environmentId: STAGING, description: 'Release candidates', type: 'production', status: 'inactive', order: 5 })
      .then((events, s) => {
        expect(events).toEqual([
          {
            type: 'EnvironmentUpdated',
            data: { environmentId: STAGING, description: 'Release candidates', type: 'production', status: 'inactive', order: 5, updatedAt: T0 },
          },
        ]);
        expect(s.environments[STAGING]).toMatchObject({ name: 'staging', description: 'Release candidates', type: 'production', status: 'inactive', order: 5 });
      });
  });

  it('may change only the case of its own name', () => {
    project
      .given(withFlags)
      .when({ kind: 'UpdateEnvironment', environmentId: STAGING, name: 'Staging' })
      .then([{ type: 'EnvironmentUpdated', data: { environmentId: STAGING, name: 'Staging', slug: 'staging', updatedAt: T0 } }]);
  });

  it('refuses the name of another environment', () => {
    project
      .given(withFlags)
      .when({ kind: 'UpdateEnvironment', environmentId: STAGING, name: 'Production' })
      .thenFails('ENVIRONMENT_NAME_TAKEN', 'An environment named "production" already exists in this project');
  });

  it('refuses a blank name', () => {
    project
      .given(withFlags)
      .when({ kind: 'UpdateEnvironment', environmentId: STAGING, name: '  ' })
      .thenFails('VALIDATION_FAILED', 'name: Environment name is required');
  });

  it('records nothing when nothing changes', () => {
    project.given(withFlags).when({ kind: 'UpdateEnvironment', environmentId: STAGING, name: 'staging', type: 'staging', status: 'active', order: 1 }).then([]);
  });

  it('refuses an unknown environment', () => {
    project.given(withFlags).when({ kind: 'UpdateEnvironment', environmentId: 'nope', name: 'x' }).thenFails('ENVIRONMENT_NOT_FOUND', 'Environment not found');
  });
});

describe('DeleteEnvironment', () => {
  const withOverrides = history([
    [createProject],
    [{ kind: 'CreateFeatureFlag', name: 'Dark mode' }],
    [{ kind: 'CreateOverride', name: 'Beta testers', environmentId: 'h-5', featureFlagValues: { dark_mode: { value: true, enabled: true } } }],
    [{ kind: 'CreateOverride', name: 'Launch', environmentId: 'h-8', featureFlagValues: { dark_mode: { value: true, enabled: true } } }],
    [{ kind: 'CreateOverride', name: 'QA team', environmentId: 'h-5', featureFlagValues: { dark_mode: { value: false, enabled: true } } }],
  ]);
  const staging = envIdOf(withOverrides, 'staging');
  const production = envIdOf(withOverrides, 'production');

  it('fixture: overrides sit in staging and production', () => {
    const s = project.given(withOverrides).state;
    expect(Object.values(s.overrides).map((o) => [o.name, o.environmentId])).toEqual([
      ['Beta testers', staging],
      ['Launch', production],
      ['QA team', staging],
    ]);
  });

  it('deletes its overrides first, each as OverrideDeleted with reason environment_deleted', () => {
    project
      .given(withOverrides)
      .when({ kind: 'DeleteEnvironment', environmentId: staging })
      .then((events, s) => {
        expect(events).toEqual([
          { type: 'OverrideDeleted', data: { overrideId: overrideIdOf(withOverrides, 'Beta testers'), reason: 'environment_deleted', deletedAt: T0 } },
          { type: 'OverrideDeleted', data: { overrideId: overrideIdOf(withOverrides, 'QA team'), reason: 'environment_deleted', deletedAt: T0 } },
          { type: 'EnvironmentDeleted', data: { environmentId: staging, deletedAt: T0 } },
        ]);
        expect(Object.keys(s.environments)).not.toContain(staging);
        expect(Object.values(s.overrides).map((o) => o.name)).toEqual(['Launch']);
      });
  });

  it('deletes an environment without overrides on its own', () => {
    project
      .given(withOverrides)
      .when({ kind: 'DeleteEnvironment', environmentId: envIdOf(withOverrides, 'development') })
      .then([{ type: 'EnvironmentDeleted', data: { environmentId: envIdOf(withOverrides, 'development'), deletedAt: T0 } }]);
  });

  it('refuses to delete the last environment', () => {
    const one = createdProject({ environments: ['production'] });
    project
      .given(one)
      .when({ kind: 'DeleteEnvironment', environmentId: envIdOf(one, 'production') })
      .thenFails('LAST_ENVIRONMENT', 'A project needs at least one environment');
  });

  it('refuses to delete the one left after the others were deleted', () => {
    let h = createdProject();
    h = append(h, { kind: 'DeleteEnvironment', environmentId: envIdOf(h, 'development') });
    h = append(h, { kind: 'DeleteEnvironment', environmentId: envIdOf(h, 'staging') });
    project
      .given(h)
      .when({ kind: 'DeleteEnvironment', environmentId: envIdOf(h, 'production') })
      .thenFails('LAST_ENVIRONMENT');
  });

  it('refuses an unknown environment', () => {
    project.given(withOverrides).when({ kind: 'DeleteEnvironment', environmentId: 'nope' }).thenFails('ENVIRONMENT_NOT_FOUND', 'Environment not found');
  });
});

describe('RegenerateApiKey', () => {
  it('records a new secret from the context', () => {
    const before = envOf(withFlags, 'staging').apiKey;
    project
      .given(withFlags)
      .when({ kind: 'RegenerateApiKey', environmentId: STAGING }, testContext({ newSecret: () => 'fresh-secret' }))
      .then((events, s) => {
        expect(events).toEqual([{ type: 'EnvironmentApiKeyRegenerated', data: { environmentId: STAGING, apiKey: 'fresh-secret', updatedAt: T0 } }]);
        expect(before).not.toBe('fresh-secret');
        expect(s.environments[STAGING]?.apiKey).toBe('fresh-secret');
        expect(s.environments[PROD]?.apiKey).toBe(envOf(withFlags, 'production').apiKey);
      });
  });

  it('refuses an unknown environment', () => {
    project.given(withFlags).when({ kind: 'RegenerateApiKey', environmentId: 'nope' }).thenFails('ENVIRONMENT_NOT_FOUND');
  });

  it('asks the context for a server secret and leaves the client key alone', () => {
    const kinds: (string | undefined)[] = [];
    const before = envOf(withFlags, 'staging');
    project
      .given(withFlags)
      .when(
        { kind: 'RegenerateApiKey', environmentId: STAGING },
        testContext({
          newSecret: (k) => {
            kinds.push(k);
            return `new-${k}`;
          },
        }),
      )
      .then((_events, s) => {
        expect(kinds).toEqual(['server']);
        expect(s.environments[STAGING]).toMatchObject({ apiKey: 'new-server', clientKey: before.clientKey });
      });
  });
});

describe('client and server keys', () => {
  let n = 0;
  const keyed = testContext({ newSecret: (k) => `${k}-key-${++n}` });

  it('a new environment gets both kinds, each from the context', () => {
    const kinds: (string | undefined)[] = [];
    project
      .given(createdProject({ environments: ['development'] }))
      .when(
        { kind: 'CreateEnvironment', name: 'qa' },
        testContext({
          newId: () => 'env-qa',
          newSecret: (k) => {
            kinds.push(k);
            return `${k}-secret`;
          },
        }),
      )
      .then((events, s) => {
        expect(kinds.sort()).toEqual(['client', 'server']);
        expect(events[0]).toMatchObject({ type: 'EnvironmentCreated', data: { apiKey: 'server-secret', clientKey: 'client-secret' } });
        expect(s.environments['env-qa']).toMatchObject({ apiKey: 'server-secret', clientKey: 'client-secret' });
      });
  });

  it("a project's first environments get both kinds", () => {
    const s = project.given(withFlags).state;
    for (const env of Object.values(s.environments)) {
      expect(env.apiKey).toEqual(expect.any(String));
      expect(env.clientKey).toEqual(expect.any(String));
    }
  });

  it('an environment recorded before client keys keeps its key as the server key and has no client key', () => {
    const legacy: ProjectEvent[] = [
      ...withFlags.slice(0, 1),
      {
        type: 'EnvironmentCreated',
        data: {
          environmentId: 'env-old',
          uuid: 'u-old',
          name: 'legacy',
          slug: 'legacy',
          description: '',
          type: 'development',
          status: 'active',
          order: 3,
          apiKey: 'fs_env_old',
          createdAt: T0,
        },
      },
    ];
    const env = project.given(legacy).state.environments['env-old']!;
    expect(env.apiKey).toBe('fs_env_old');
    expect(env.clientKey).toBeNull();
  });

  it('RegenerateClientKey issues the first client key of a legacy environment, then replaces it', () => {
    const legacy: ProjectEvent[] = [
      ...withFlags,
      {
        type: 'EnvironmentCreated',
        data: {
          environmentId: 'env-old',
          uuid: 'u-old',
          name: 'legacy',
          slug: 'legacy',
          description: '',
          type: 'development',
          status: 'active',
          order: 4,
          apiKey: 'fs_env_old',
          createdAt: T0,
        },
      },
    ];
    project
      .given(legacy)
      .when({ kind: 'RegenerateClientKey', environmentId: 'env-old' }, testContext({ newSecret: (k) => `${k}-1` }))
      .then((events, s) => {
        expect(events).toEqual([{ type: 'EnvironmentClientKeyRegenerated', data: { environmentId: 'env-old', clientKey: 'client-1', updatedAt: T0 } }]);
        expect(s.environments['env-old']).toMatchObject({ apiKey: 'fs_env_old', clientKey: 'client-1' });
        project
          .given([...legacy, ...events])
          .when({ kind: 'RegenerateClientKey', environmentId: 'env-old' }, testContext({ newSecret: (k) => `${k}-2` }))
          .then((_e, s2) => {
            expect(s2.environments['env-old']).toMatchObject({ apiKey: 'fs_env_old', clientKey: 'client-2' });
          });
      });
  });

  it('regenerating one kind never touches the other', () => {
    const before = project.given(withFlags).state.environments[DEV]!;
    project
      .given(withFlags)
      .when({ kind: 'RegenerateClientKey', environmentId: DEV }, keyed)
      .then((_e, s) => {
        expect(s.environments[DEV]!.apiKey).toBe(before.apiKey);
        expect(s.environments[DEV]!.clientKey).not.toBe(before.clientKey);
      });
  });

  it('refuses an unknown environment', () => {
    project.given(withFlags).when({ kind: 'RegenerateClientKey', environmentId: 'nope' }).thenFails('ENVIRONMENT_NOT_FOUND');
  });
});

describe('SetEnvironmentVariable', () => {
  const set = (flagKey: string, value: unknown, enabled?: boolean): ProjectCommand => ({
    kind: 'SetEnvironmentVariable',
    environmentId: STAGING,
    flagKey,
    setting: { value: value as never, ...(enabled === undefined ? {} : { enabled }) },
  });

  it.each([
    ['dark_mode', true, false],
    ['max_items', 25, true],
    ['banner_text', 'Welcome back', true],
    ['theme_config', { theme: 'dark', accents: ['blue'] }, true],
    ['theme_config', 'plain text is JSON too', true],
  ])('sets %s to %j', (flagKey, value, enabled) => {
    project
      .given(withFlags)
      .when(set(flagKey, value, enabled))
      .then((events, s) => {
        expect(events).toEqual([{ type: 'EnvironmentVariableSet', data: { environmentId: STAGING, flagKey, setting: { value, enabled }, updatedAt: T0 } }]);
        expect(s.environments[STAGING]?.variables[flagKey]).toEqual({ value, enabled });
        expect(s.environments[PROD]?.variables).toEqual({});
      });
  });

  it.each([
    ['dark_mode', 'true', 'boolean'],
    ['dark_mode', 1, 'boolean'],
    ['max_items', '25', 'number'],
    ['max_items', false, 'number'],
    ['banner_text', 5, 'string'],
    ['banner_text', null, 'string'],
  ])('refuses %s = %j (not a %s)', (flagKey, value, type) => {
    project.given(withFlags).when(set(flagKey, value)).thenFails('INVALID_FLAG_VALUE', `Value for "${flagKey}" must be a ${type}`);
  });

  it('refuses an unknown flag key', () => {
    project.given(withFlags).when(set('no_such_flag', true)).thenFails('FLAG_NOT_FOUND', 'Feature flag "no_such_flag" not found');
  });

  it('refuses a setting without a value', () => {
    project
      .given(withFlags)
      .when({ kind: 'SetEnvironmentVariable', environmentId: STAGING, flagKey: 'dark_mode', setting: { enabled: true } as never })
      .thenFails('VALIDATION_FAILED');
  });

  it('refuses an unknown environment', () => {
    project
      .given(withFlags)
      .when({ kind: 'SetEnvironmentVariable', environmentId: 'nope', flagKey: 'dark_mode', setting: { value: true } })
      .thenFails('ENVIRONMENT_NOT_FOUND');
  });

  describe('with a custom value set', () => {
    const h = append(withFlags, set('max_items', 25, true));

    it('records nothing for the identical value', () => {
      project.given(h).when(set('max_items', 25)).then([]);
    });

    it('records a change of the enabled switch alone', () => {
      project
        .given(h)
        .when(set('max_items', 25, false))
        .then([
          { type: 'EnvironmentVariableSet', data: { environmentId: STAGING, flagKey: 'max_items', setting: { value: 25, enabled: false }, updatedAt: T0 } },
        ]);
    });

    it('a null setting resets the flag to its default in this environment', () => {
      project
        .given(h)
        .when({ kind: 'SetEnvironmentVariable', environmentId: STAGING, flagKey: 'max_items', setting: null })
        .then((events, s) => {
          expect(events).toEqual([{ type: 'EnvironmentVariableReset', data: { environmentId: STAGING, flagKey: 'max_items', updatedAt: T0 } }]);
          expect(s.environments[STAGING]?.variables).toEqual({});
        });
    });

    it('a null setting for a flag without a custom value records nothing', () => {
      project.given(h).when({ kind: 'SetEnvironmentVariable', environmentId: DEV, flagKey: 'max_items', setting: null }).then([]);
    });
  });
});

describe('ReplaceEnvironmentVariables', () => {
  let h = append(withFlags, { kind: 'SetEnvironmentVariable', environmentId: STAGING, flagKey: 'dark_mode', setting: { value: true, enabled: true } });
  h = append(h, { kind: 'SetEnvironmentVariable', environmentId: STAGING, flagKey: 'max_items', setting: { value: 25, enabled: true } });
  h = append(h, { kind: 'SetEnvironmentVariable', environmentId: STAGING, flagKey: 'banner_text', setting: { value: 'Hi', enabled: true } });

  it('resets removed keys and sets changed or new ones, leaving identical ones alone', () => {
    project
      .given(h)
      .when({
        kind: 'ReplaceEnvironmentVariables',
        environmentId: STAGING,
        variables: {
          max_items: { value: 25, enabled: true },
          banner_text: { value: 'Hello there', enabled: true },
          theme_config: { value: { theme: 'dark' }, enabled: false },
        },
      })
      .then((events, s) => {
        expect(events).toEqual([
          { type: 'EnvironmentVariableReset', data: { environmentId: STAGING, flagKey: 'dark_mode', updatedAt: T0 } },
          {
            type: 'EnvironmentVariableSet',
            data: { environmentId: STAGING, flagKey: 'banner_text', setting: { value: 'Hello there', enabled: true }, updatedAt: T0 },
          },
          {
            type: 'EnvironmentVariableSet',
            data: { environmentId: STAGING, flagKey: 'theme_config', setting: { value: { theme: 'dark' }, enabled: false }, updatedAt: T0 },
          },
        ]);
        expect(s.environments[STAGING]?.variables).toEqual({
          max_items: { value: 25, enabled: true },
          banner_text: { value: 'Hello there', enabled: true },
          theme_config: { value: { theme: 'dark' }, enabled: false },
        });
      });
  });

  it('resets everything when replaced by nothing', () => {
    project
      .given(h)
      .when({ kind: 'ReplaceEnvironmentVariables', environmentId: STAGING, variables: {} })
      .then((events) => {
        expect(events).toEqual(
          ['dark_mode', 'max_items', 'banner_text'].map((flagKey) => ({
            type: 'EnvironmentVariableReset',
            data: { environmentId: STAGING, flagKey, updatedAt: T0 },
          })),
        );
      });
  });

  it('records nothing when the variables are the same', () => {
    project
      .given(h)
      .when({
        kind: 'ReplaceEnvironmentVariables',
        environmentId: STAGING,
        variables: { dark_mode: { value: true, enabled: true }, max_items: { value: 25 }, banner_text: { value: 'Hi', enabled: true } },
      })
      .then([]);
  });

  it('refuses the whole replacement when one value has the wrong type', () => {
    project
      .given(h)
      .when({
        kind: 'ReplaceEnvironmentVariables',
        environmentId: STAGING,
        variables: { banner_text: { value: 'ok', enabled: true }, max_items: { value: 'many', enabled: true } },
      })
      .thenFails('INVALID_FLAG_VALUE', 'Value for "max_items" must be a number');
  });

  it('refuses an unknown flag key', () => {
    project
      .given(h)
      .when({ kind: 'ReplaceEnvironmentVariables', environmentId: STAGING, variables: { ghost: { value: true, enabled: true } } })
      .thenFails('FLAG_NOT_FOUND', 'Feature flag "ghost" not found');
  });

  it('refuses an unknown environment', () => {
    project.given(h).when({ kind: 'ReplaceEnvironmentVariables', environmentId: 'nope', variables: {} }).thenFails('ENVIRONMENT_NOT_FOUND');
  });
});

describe('environment permissions', () => {
  const given = [...withFlags, joined(VIEWER.id, 'viewer'), joined(DEVELOPER.id, 'developer')];
  const commands: ProjectCommand[] = [
    { kind: 'CreateEnvironment', name: 'qa' },
    { kind: 'UpdateEnvironment', environmentId: STAGING, name: 'pre' },
    { kind: 'DeleteEnvironment', environmentId: STAGING },
    { kind: 'RegenerateApiKey', environmentId: STAGING },
    { kind: 'RegenerateClientKey', environmentId: STAGING },
    { kind: 'SetEnvironmentVariable', environmentId: STAGING, flagKey: 'dark_mode', setting: { value: true } },
    { kind: 'ReplaceEnvironmentVariables', environmentId: STAGING, variables: { dark_mode: { value: true } } },
  ];

  it.each(commands.map((c) => [c.kind, c] as const))('a viewer cannot %s', (_kind, cmd) => {
    project
      .given(given)
      .when(cmd, testContext({ actor: VIEWER }))
      .thenFails('FORBIDDEN', 'You do not have permission to manage environments');
  });

  it.each(commands.map((c) => [c.kind, c] as const))('an outsider does not even see the project for %s', (_kind, cmd) => {
    project
      .given(given)
      .when(cmd, testContext({ actor: STRANGER }))
      .thenFails('PROJECT_NOT_FOUND', 'Project not found');
  });

  it.each([
    ['UpdateEnvironment', 'EnvironmentUpdated'],
    ['DeleteEnvironment', 'EnvironmentDeleted'],
    ['RegenerateApiKey', 'EnvironmentApiKeyRegenerated'],
    ['RegenerateClientKey', 'EnvironmentClientKeyRegenerated'],
    ['SetEnvironmentVariable', 'EnvironmentVariableSet'],
    ['ReplaceEnvironmentVariables', 'EnvironmentVariableSet'],
  ])('a developer can %s', (kind, eventType) => {
    project
      .given(given)
      .when(commands.find((c) => c.kind === kind)!, testContext({ actor: DEVELOPER }))
      .then((events) => expect(events.map((e) => e.type)).toEqual([eventType]));
  });
});
