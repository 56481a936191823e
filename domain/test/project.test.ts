import { describe, expect, it } from 'vitest';
import type { Actor, ProjectCommand, ProjectEvent } from '../src';
import { fold, projectDecider } from '../src';
import { OWNER, T0, createdProject, history, joined as joinedSteps, project, testContext } from './givenWhenThen';

type Ev<T extends ProjectEvent['type']> = Extract<ProjectEvent, { type: T }>;
const FREE_ENV_LIMIT_MESSAGE = 'Your current Free plan allows up to 3 environments. To add more, please upgrade to a higher plan.';
const TOKEN_HASH = 'a'.repeat(64);

const envIdOf = (events: readonly ProjectEvent[], name: string): string => {
  const e = events.find((x): x is Ev<'EnvironmentCreated'> => x.type === 'EnvironmentCreated' && x.data.name === name);
  if (!e) throw new Error(`no environment ${name} in history`);
  return e.data.environmentId;
};
const firstOf = <T extends ProjectEvent['type']>(events: readonly ProjectEvent[], type: T): Ev<T> => {
  const e = events.find((x): x is Ev<T> => x.type === type);
  if (!e) throw new Error(`no ${type} in history`);
  return e;
};

const createProject = (over: Partial<Extract<ProjectCommand, { kind: 'CreateProject' }>> = {}): ProjectCommand => ({
  kind: 'CreateProject',
  projectId: 'p1',
  name: 'Checkout Service',
  description: 'Payments front',
  ...over,
});

const actor = (id: string): Actor => ({ id, name: id, email: `${id}@example.com` });
const joined = (userId: string, role: string): ProjectEvent => ({
  type: 'MemberJoined',
  data: { userId, name: userId, email: `${userId}@example.com`, role: role as never, joinedAt: T0, via: 'direct' },
});

describe('CreateProject', () => {
  it('creates an active project with development, staging and production in order 0..2', () => {
    project
      .given([])
      .when(createProject())
      .then([
        {
          type: 'ProjectCreated',
          data: {
            projectId: 'p1',
            uuid: 'id-1',
            slug: 'checkout-service',
            name: 'Checkout Service',
            description: 'Payments front',
            status: 'active',
            ownerId: OWNER.id,
            ownerName: OWNER.name,
            createdAt: T0,
            settings: { environments: ['development', 'staging', 'production'], status: 'active' },
          },
        },
        {
          type: 'EnvironmentCreated',
          data: {
            environmentId: 'id-2',
            uuid: 'id-3',
            name: 'development',
            slug: 'development',
            description: '',
            type: 'development',
            status: 'active',
            order: 0,
            apiKey: 'secret-1',
            clientKey: 'secret-2',
            createdAt: T0,
          },
        },
        {
          type: 'EnvironmentCreated',
          data: {
            environmentId: 'id-4',
            uuid: 'id-5',
            name: 'staging',
            slug: 'staging',
            description: '',
            type: 'staging',
            status: 'active',
            order: 1,
            apiKey: 'secret-3',
            clientKey: 'secret-4',
            createdAt: T0,
          },
        },
        {
          type: 'EnvironmentCreated',
          data: {
            environmentId: 'id-6',
            uuid: 'id-7',
            name: 'production',
            slug: 'production',
            description: '',
            type: 'production',
            status: 'active',
            order: 2,
            apiKey: 'secret-5',
            clientKey: 'secret-6',
            createdAt: T0,
          },
        },
      ]);
  });

  it('makes the creator the owner and the project active in state', () => {
    project
      .given([])
      .when(createProject())
      .then((_events, s) => {
        expect(s.status).toBe('active');
        expect(s.projectStatus).toBe('active');
        expect(s.ownerId).toBe(OWNER.id);
        expect(Object.values(s.environments).map((e) => [e.name, e.order, e.status])).toEqual([
          ['development', 0, 'active'],
          ['staging', 1, 'active'],
          ['production', 2, 'active'],
        ]);
      });
  });

  it('gives custom environments the default type development, trimmed names and their list order', () => {
    project
      .given([])
      .when(createProject({ environments: ['  QA  ', 'Preview Apps'] }))
      .then((events) => {
        expect(events.slice(1).map((e) => e.type === 'EnvironmentCreated' && [e.data.name, e.data.slug, e.data.type, e.data.order, e.data.status])).toEqual([
          ['QA', 'qa', 'development', 0, 'active'],
          ['Preview Apps', 'preview-apps', 'development', 1, 'active'],
        ]);
        expect(firstOf(events, 'ProjectCreated').data.settings.environments).toEqual(['QA', 'Preview Apps']);
      });
  });

  it('trims the name and description', () => {
    project
      .given([])
      .when(createProject({ name: '  Mobile App  ', description: '  iOS and Android  ' }))
      .then((events) => {
        const d = firstOf(events, 'ProjectCreated').data;
        expect([d.name, d.description, d.slug]).toEqual(['Mobile App', 'iOS and Android', 'mobile-app']);
      });
  });

  it.each([
    ['My  Cool -- Project!', 'my-cool-project'],
    ['  --Beta__Launch 2026-- ', 'beta-launch-2026'],
    ['Café Déjà Vu', 'caf-d-j-vu'],
  ])('derives the slug of %j as %j', (name, slug) => {
    project
      .given([])
      .when(createProject({ name }))
      .then((events) => expect(firstOf(events, 'ProjectCreated').data.slug).toBe(slug));
  });

  it('slugifies a given slug instead of the name', () => {
    project
      .given([])
      .when(createProject({ slug: 'Custom Slug!' }))
      .then((events) => expect(firstOf(events, 'ProjectCreated').data.slug).toBe('custom-slug'));
  });

  it('falls back to "project" when the name has no letters or digits', () => {
    project
      .given([])
      .when(createProject({ name: '!!!' }))
      .then((events) => expect(firstOf(events, 'ProjectCreated').data.slug).toBe('project'));
  });

  it.each([
    ['a blank name', { name: '   ' }, 'name: Project name is required'],
    ['an empty name', { name: '' }, 'name: Project name is required'],
    ['a missing name', { name: undefined }, 'name: Project name is required'],
    ['a blank description', { description: ' \t ' }, 'description: Description is required'],
    ['a missing description', { description: undefined }, 'description: Description is required'],
  ])('refuses %s', (_what, over, message) => {
    project
      .given([])
      .when(createProject(over as never))
      .thenFails('VALIDATION_FAILED', message);
  });

  it('refuses a blank custom environment', () => {
    project
      .given([])
      .when(createProject({ environments: ['dev', '   ', 'prod'] }))
      .thenFails('VALIDATION_FAILED', 'environments.1: Environment name cannot be blank');
  });

  it('refuses an environment listed twice, ignoring case and surrounding blanks', () => {
    project
      .given([])
      .when(createProject({ environments: ['QA', ' qa '] }))
      .thenFails('VALIDATION_FAILED', 'environments: Environment names must be unique');
  });

  it('refuses two environments that would share a slug', () => {
    project
      .given([])
      .when(createProject({ environments: ['Pre Prod', 'pre-prod'] }))
      .thenFails('VALIDATION_FAILED', 'environments: Environment names must be unique');
  });

  it('accepts environments whose names have no letters or digits (each gets its own slug)', () => {
    project
      .given([])
      .when(createProject({ environments: ['日本', '中国'] }))
      .then((events) => {
        expect(events.slice(1).map((e) => e.type === 'EnvironmentCreated' && e.data.slug)).toEqual(['env-1', 'env-2']);
      });
  });

  it('needs at least one environment', () => {
    project
      .given([])
      .when(createProject({ environments: [] }))
      .thenFails('VALIDATION_FAILED', 'environments: A project needs at least one environment');
  });

  it('refuses more environments than the Free plan allows', () => {
    const error = project
      .given([])
      .when(createProject({ environments: ['dev', 'qa', 'staging', 'production'] }))
      .thenFails('PLAN_LIMIT_REACHED', FREE_ENV_LIMIT_MESSAGE);
    expect(error.details).toMatchObject({ limitType: 'environments', max: 3, plan: 'Free' });
  });

  it('accepts exactly as many environments as the Free plan allows', () => {
    project
      .given([])
      .when(createProject({ environments: ['a', 'b', 'c'] }))
      .then((events) => expect(events.map((e) => e.type)).toEqual(['ProjectCreated', 'EnvironmentCreated', 'EnvironmentCreated', 'EnvironmentCreated']));
  });

  it('refuses to create the same project twice', () => {
    project
      .given(createdProject())
      .when(createProject({ name: 'Another' }))
      .thenFails('PROJECT_ALREADY_EXISTS', 'A project with this id already exists');
  });

  it('refuses to reuse the id of a deleted project', () => {
    project
      .given(history([[createProject()], [{ kind: 'DeleteProject' }]]))
      .when(createProject())
      .thenFails('PROJECT_ALREADY_EXISTS');
  });
});

describe('UpdateProject', () => {
  it('renames the project and its slug follows the name', () => {
    project
      .given(createdProject())
      .when({ kind: 'UpdateProject', name: '  Billing & Invoices ' })
      .then([{ type: 'ProjectUpdated', data: { projectId: 'p1', name: 'Billing & Invoices', slug: 'billing-invoices', updatedAt: T0 } }]);
  });

  it('keeps the old slug when the new name has no letters or digits', () => {
    project
      .given(createdProject())
      .when({ kind: 'UpdateProject', name: '???' })
      .then([{ type: 'ProjectUpdated', data: { projectId: 'p1', name: '???', slug: 'checkout-service', updatedAt: T0 } }]);
  });

  it('changes the description and status without touching the name', () => {
    project
      .given(createdProject())
      .when({ kind: 'UpdateProject', description: 'Card payments', status: 'archived' })
      .then((events, s) => {
        expect(events).toEqual([{ type: 'ProjectUpdated', data: { projectId: 'p1', description: 'Card payments', status: 'archived', updatedAt: T0 } }]);
        expect([s.name, s.slug, s.description, s.projectStatus]).toEqual(['Checkout Service', 'checkout-service', 'Card payments', 'archived']);
      });
  });

  it.each([
    ['blank', '   '],
    ['empty', ''],
  ])('refuses a %s name', (_what, name) => {
    project.given(createdProject()).when({ kind: 'UpdateProject', name }).thenFails('VALIDATION_FAILED', 'name: Project name is required');
  });

  it('records nothing when nothing changes', () => {
    project.given(createdProject()).when({ kind: 'UpdateProject', name: ' Checkout Service ', description: 'Payments front', status: 'active' }).then([]);
    project.given(createdProject()).when({ kind: 'UpdateProject' }).then([]);
  });
});

describe('DeleteProject', () => {
  it('deletes the project', () => {
    project
      .given(createdProject())
      .when({ kind: 'DeleteProject' })
      .then((events, s) => {
        expect(events).toEqual([{ type: 'ProjectDeleted', data: { projectId: 'p1', deletedAt: T0 } }]);
        expect(s.status).toBe('deleted');
      });
  });

  describe('after deletion every command answers PROJECT_NOT_FOUND', () => {
    const before = history([
      [createProject()],
      [{ kind: 'CreateFeatureFlag', name: 'Dark mode', key: 'dark_mode' }],
      [{ kind: 'CreateOverride', name: 'Beta users', environmentId: 'h-2', featureFlagValues: { dark_mode: { value: true, enabled: true } } }],
      [{ kind: 'InviteMember', email: 'dana@example.com', role: 'developer', tokenHash: TOKEN_HASH }],
      ...joinedSteps({ id: 'u-dev', name: 'Dev', email: 'dev@example.com' }, 'developer'),
    ]);
    const dev = envIdOf(before, 'development');
    const prod = envIdOf(before, 'production');
    const flagId = firstOf(before, 'FeatureFlagCreated').data.flagId;
    const overrideId = firstOf(before, 'OverrideCreated').data.overrideId;
    const invitationId = firstOf(before, 'MemberInvited').data.invitationId;
    const deleted = [
      ...before,
      ...project
        .given(before)
        .when({ kind: 'DeleteProject' })
        .then(() => undefined),
    ];

    const commands: Record<Exclude<ProjectCommand['kind'], 'CreateProject'>, ProjectCommand> = {
      UpdateProject: { kind: 'UpdateProject', name: 'Renamed' },
      UpdateUsageSettings: { kind: 'UpdateUsageSettings', staleAfterDays: 7 },
      DeleteProject: { kind: 'DeleteProject' },
      GenerateMissingUuids: { kind: 'GenerateMissingUuids' },
      CreateEnvironment: { kind: 'CreateEnvironment', name: 'qa' },
      UpdateEnvironment: { kind: 'UpdateEnvironment', environmentId: dev, name: 'dev' },
      DeleteEnvironment: { kind: 'DeleteEnvironment', environmentId: dev },
      RegenerateApiKey: { kind: 'RegenerateApiKey', environmentId: dev },
      RegenerateClientKey: { kind: 'RegenerateClientKey', environmentId: dev },
      SetEnvironmentVariable: { kind: 'SetEnvironmentVariable', environmentId: dev, flagKey: 'dark_mode', setting: { value: true, enabled: true } },
      ReplaceEnvironmentVariables: { kind: 'ReplaceEnvironmentVariables', environmentId: dev, variables: {} },
      CreateFeatureFlag: { kind: 'CreateFeatureFlag', name: 'Another flag' },
      UpdateFeatureFlag: { kind: 'UpdateFeatureFlag', flagId, name: 'Renamed flag' },
      ToggleFeatureFlag: { kind: 'ToggleFeatureFlag', flagId },
      BulkToggleFeatureFlags: { kind: 'BulkToggleFeatureFlags', flagIds: [flagId], enabled: false },
      DeleteFeatureFlag: { kind: 'DeleteFeatureFlag', flagId },
      ArchiveFeatureFlag: { kind: 'ArchiveFeatureFlag', flagId },
      UnarchiveFeatureFlag: { kind: 'UnarchiveFeatureFlag', flagId },
      CreateOverride: { kind: 'CreateOverride', name: 'More', environmentId: dev, featureFlagValues: { dark_mode: { value: false, enabled: true } } },
      UpdateOverride: { kind: 'UpdateOverride', overrideId, name: 'Renamed override' },
      ToggleOverride: { kind: 'ToggleOverride', overrideId },
      DeleteOverride: { kind: 'DeleteOverride', overrideId },
      ExpireOverride: { kind: 'ExpireOverride', overrideId },
      BulkApplyOverrides: { kind: 'BulkApplyOverrides', overrideIds: [overrideId], environmentId: prod },
      CleanupExpiredOverrides: { kind: 'CleanupExpiredOverrides' },
      InviteMember: { kind: 'InviteMember', email: 'erin@example.com', tokenHash: 'b'.repeat(64) },
      CancelInvitation: { kind: 'CancelInvitation', invitationId },
      ReissueInvitation: { kind: 'ReissueInvitation', invitationId, tokenHash: 'c'.repeat(64) },
      AcceptInvitation: { kind: 'AcceptInvitation', tokenHash: TOKEN_HASH },
      DeclineInvitation: { kind: 'DeclineInvitation', invitationId },
      AddTeamMember: { kind: 'AddTeamMember', userId: 'u-new', role: 'viewer' },
      ChangeMemberRole: { kind: 'ChangeMemberRole', userId: 'u-dev', role: 'viewer' },
      RemoveMember: { kind: 'RemoveMember', userId: 'u-dev' },
      ApplyPlanPayment: { kind: 'ApplyPlanPayment', planId: 'starter', variant: 'Month', type: 'SUBSCRIPTION', orderId: 'order-1', amount: 19 },
      RestoreFeatureFlag: { kind: 'RestoreFeatureFlag', flagId, instant: { position: 1, time: 0 }, past: fold(projectDecider, before) },
      RestoreEnvironmentValues: { kind: 'RestoreEnvironmentValues', environmentId: dev, instant: { position: 1, time: 0 }, past: fold(projectDecider, before) },
      RestoreOverride: { kind: 'RestoreOverride', overrideId, instant: { position: 1, time: 0 }, past: fold(projectDecider, before) },
      RestoreSegment: { kind: 'RestoreSegment', segmentId: 'seg-1', instant: { position: 1, time: 0 }, past: fold(projectDecider, before) },
      SetFlagTargeting: { kind: 'SetFlagTargeting', flagId, environmentId: dev, variants: { on: true, off: false }, defaultVariant: 'off', targeting: {} },
      RemoveFlagTargeting: { kind: 'RemoveFlagTargeting', flagId, environmentId: dev },
      CreateSegment: { kind: 'CreateSegment', name: 'Beta', conditions: { '==': [{ var: 'beta' }, true] } },
      UpdateSegment: { kind: 'UpdateSegment', segmentId: 'seg-1', name: 'Beta' },
      DeleteSegment: { kind: 'DeleteSegment', segmentId: 'seg-1' },
      CreateApiToken: { kind: 'CreateApiToken', name: 'CI', tokenHash: 'c'.repeat(64), hint: 'abcd' },
      RevokeApiToken: { kind: 'RevokeApiToken', tokenId: 'tok-1' },
      CreateWebhook: { kind: 'CreateWebhook', url: 'https://hooks.example.com/x', secret: `whsec_${'a'.repeat(32)}` },
      UpdateWebhook: { kind: 'UpdateWebhook', webhookId: 'wh-1', active: false },
      DeleteWebhook: { kind: 'DeleteWebhook', webhookId: 'wh-1' },
      RotateWebhookSecret: { kind: 'RotateWebhookSecret', webhookId: 'wh-1', secret: `whsec_${'b'.repeat(32)}` },
      PromoteEnvironment: { kind: 'PromoteEnvironment', fromEnvironmentId: dev, toEnvironmentId: prod },
      ImportProject: { kind: 'ImportProject', document: { format: 'flagstream.project', version: 1, flags: [] } },
    };

    it.each(Object.entries(commands))('%s', (_kind, cmd) => {
      project.given(deleted).when(cmd).thenFails('PROJECT_NOT_FOUND', 'Project not found');
    });

    it('AcceptInvitation by the invited user', () => {
      project
        .given(deleted)
        .when({ kind: 'AcceptInvitation', tokenHash: TOKEN_HASH }, testContext({ actor: { id: 'u-dana', name: 'Dana', email: 'dana@example.com' } }))
        .thenFails('PROJECT_NOT_FOUND');
    });

    it('RemoveMember by the member leaving', () => {
      project
        .given(deleted)
        .when({ kind: 'RemoveMember', userId: 'u-dev' }, testContext({ actor: actor('u-dev') }))
        .thenFails('PROJECT_NOT_FOUND');
    });
  });

  it('a project that was never created is not found', () => {
    project.given([]).when({ kind: 'UpdateProject', name: 'X' }).thenFails('PROJECT_NOT_FOUND', 'Project not found');
    project.given([]).when({ kind: 'CreateFeatureFlag', name: 'X' }).thenFails('PROJECT_NOT_FOUND', 'Project not found');
  });
});

describe('GenerateMissingUuids', () => {
  it('records nothing when every entity has a uuid', () => {
    const h = history([
      [createProject()],
      [{ kind: 'CreateFeatureFlag', name: 'Dark mode' }],
      [{ kind: 'CreateOverride', name: 'Beta', environmentId: 'h-2', featureFlagValues: { dark_mode: { value: true, enabled: true } } }],
    ]);
    project.given(h).when({ kind: 'GenerateMissingUuids' }).then([]);
  });

  it('gives a uuid to the project, environments and overrides recorded without one', () => {
    const legacy: ProjectEvent[] = [
      {
        type: 'ProjectCreated',
        data: {
          projectId: 'p1',
          uuid: '',
          slug: 'legacy',
          name: 'Legacy',
          description: 'Old',
          status: 'active',
          ownerId: OWNER.id,
          ownerName: OWNER.name,
          createdAt: T0,
          settings: { environments: ['development', 'production'], status: 'active' },
        },
      },
      {
        type: 'EnvironmentCreated',
        data: {
          environmentId: 'e1',
          uuid: '',
          name: 'development',
          slug: 'development',
          description: '',
          type: 'development',
          status: 'active',
          order: 0,
          apiKey: 'k1',
          createdAt: T0,
        },
      },
      {
        type: 'EnvironmentCreated',
        data: {
          environmentId: 'e2',
          uuid: 'u-e2',
          name: 'production',
          slug: 'production',
          description: '',
          type: 'production',
          status: 'active',
          order: 1,
          apiKey: 'k2',
          createdAt: T0,
        },
      },
      {
        type: 'FeatureFlagCreated',
        data: { flagId: 'f1', key: 'dark_mode', name: 'Dark mode', description: '', type: 'boolean', value: false, enabled: true, createdAt: T0 },
      },
      {
        type: 'OverrideCreated',
        data: {
          overrideId: 'o1',
          uuid: '',
          name: 'Beta',
          description: '',
          environmentId: 'e1',
          featureFlagValues: { dark_mode: { value: true, enabled: true } },
          expiresAt: null,
          isActive: true,
          priority: 0,
          createdAt: T0,
        },
      },
    ];
    project
      .given(legacy)
      .when({ kind: 'GenerateMissingUuids' })
      .then((events, s) => {
        expect(events).toEqual([
          { type: 'UuidsGenerated', data: { projectId: 'p1', projectUuid: 'id-3', environments: { e1: 'id-1' }, overrides: { o1: 'id-2' } } },
        ]);
        expect([s.uuid, s.environments.e1?.uuid, s.environments.e2?.uuid, s.overrides.o1?.uuid]).toEqual(['id-3', 'id-1', 'u-e2', 'id-2']);
      });
  });
});

describe('permissions (spec §6)', () => {
  // A paid plan without limits, so that only roles decide.
  const base = history([
    [createProject()],
    [{ kind: 'ApplyPlanPayment', planId: 'pro', variant: 'Month', type: 'SUBSCRIPTION', orderId: 'order-1', amount: 49 }],
    [{ kind: 'CreateFeatureFlag', name: 'Dark mode' }],
  ]);
  const given = [
    ...base,
    joined('u-admin', 'admin'),
    joined('u-manager', 'manager'),
    joined('u-developer', 'developer'),
    joined('u-viewer', 'viewer'),
    joined('u-legacy', 'superuser'),
  ];
  const dev = envIdOf(base, 'development');
  const ACTORS: Record<string, Actor> = {
    owner: OWNER,
    admin: actor('u-admin'),
    manager: actor('u-manager'),
    developer: actor('u-developer'),
    viewer: actor('u-viewer'),
    'unknown role': actor('u-legacy'),
    outsider: actor('u-stranger'),
  };

  type Expect = { ok: ProjectEvent['type'][] } | { fails: 'FORBIDDEN' | 'PROJECT_NOT_FOUND'; message?: string };
  const ok = (...types: ProjectEvent['type'][]): Expect => ({ ok: types });
  const forbidden = (message: string): Expect => ({ fails: 'FORBIDDEN', message });
  const hidden: Expect = { fails: 'PROJECT_NOT_FOUND', message: 'Project not found' };

  const manageProject = forbidden('You do not have permission to manage this project');
  const deleteProject = forbidden('You do not have permission to delete this project');
  const invite = forbidden('You do not have permission to invite users');
  const flags = forbidden('You do not have permission to manage feature flags');
  const environments = forbidden('You do not have permission to manage environments');
  const overrides = forbidden('You do not have permission to manage overrides');

  const table: Array<[string, ProjectCommand, Record<string, Expect>]> = [
    [
      'UpdateProject',
      { kind: 'UpdateProject', name: 'Renamed' },
      {
        owner: ok('ProjectUpdated'),
        admin: ok('ProjectUpdated'),
        manager: manageProject,
        developer: manageProject,
        viewer: manageProject,
        'unknown role': manageProject,
        outsider: hidden,
      },
    ],
    [
      'DeleteProject',
      { kind: 'DeleteProject' },
      {
        owner: ok('ProjectDeleted'),
        admin: ok('ProjectDeleted'),
        manager: deleteProject,
        developer: deleteProject,
        viewer: deleteProject,
        'unknown role': deleteProject,
        outsider: hidden,
      },
    ],
    [
      'GenerateMissingUuids',
      { kind: 'GenerateMissingUuids' },
      {
        owner: ok(),
        admin: ok(),
        manager: manageProject,
        developer: manageProject,
        viewer: manageProject,
        'unknown role': manageProject,
        outsider: hidden,
      },
    ],
    [
      'InviteMember',
      { kind: 'InviteMember', email: 'new@example.com', role: 'viewer', tokenHash: TOKEN_HASH },
      {
        owner: ok('MemberInvited'),
        admin: ok('MemberInvited'),
        manager: ok('MemberInvited'),
        developer: invite,
        viewer: invite,
        'unknown role': invite,
        outsider: hidden,
      },
    ],
    [
      'CreateFeatureFlag',
      { kind: 'CreateFeatureFlag', name: 'New flag' },
      {
        owner: ok('FeatureFlagCreated'),
        admin: ok('FeatureFlagCreated'),
        manager: ok('FeatureFlagCreated'),
        developer: ok('FeatureFlagCreated'),
        viewer: flags,
        'unknown role': flags,
        outsider: hidden,
      },
    ],
    [
      'CreateEnvironment',
      { kind: 'CreateEnvironment', name: 'qa' },
      {
        owner: ok('EnvironmentCreated'),
        admin: ok('EnvironmentCreated'),
        manager: ok('EnvironmentCreated'),
        developer: ok('EnvironmentCreated'),
        viewer: environments,
        'unknown role': environments,
        outsider: hidden,
      },
    ],
    [
      'CreateOverride',
      { kind: 'CreateOverride', name: 'Beta', environmentId: dev, featureFlagValues: { dark_mode: { value: true, enabled: true } } },
      {
        owner: ok('OverrideCreated'),
        admin: ok('OverrideCreated'),
        manager: ok('OverrideCreated'),
        developer: ok('OverrideCreated'),
        viewer: overrides,
        'unknown role': overrides,
        outsider: hidden,
      },
    ],
  ];

  const cases = table.flatMap(([name, cmd, byRole]) => Object.entries(byRole).map(([role, exp]) => [name, role, cmd, exp] as const));

  it('covers every role for every command', () => {
    for (const [, , byRole] of table) expect(Object.keys(byRole).sort()).toEqual(Object.keys(ACTORS).sort());
  });

  it.each(cases)('%s by %s', (_name, role, cmd, exp) => {
    const when = project.given(given).when(cmd, testContext({ actor: ACTORS[role]! }));
    if ('ok' in exp) when.then((events) => expect(events.map((e) => e.type)).toEqual(exp.ok));
    else when.thenFails(exp.fails, exp.message);
  });

  it('an unknown role is treated as viewer, not as an outsider', () => {
    const s = project.given(given).state;
    expect(s.members['u-legacy']?.role).toBe('superuser');
    project
      .given(given)
      .when({ kind: 'ToggleFeatureFlag', flagId: firstOf(base, 'FeatureFlagCreated').data.flagId }, testContext({ actor: ACTORS['unknown role']! }))
      .thenFails('FORBIDDEN', 'You do not have permission to manage feature flags');
  });

  it('a removed member becomes an outsider', () => {
    const after = [
      ...given,
      ...project
        .given(given)
        .when({ kind: 'RemoveMember', userId: 'u-developer' })
        .then(() => undefined),
    ];
    project
      .given(after)
      .when({ kind: 'CreateFeatureFlag', name: 'Late' }, testContext({ actor: ACTORS.developer! }))
      .thenFails('PROJECT_NOT_FOUND');
  });

  it('a system actor passes the role rules', () => {
    project
      .given(given)
      .when({ kind: 'UpdateProject', name: 'By scheduler' }, testContext({ actor: { id: 'system', name: 'System', system: true } }))
      .then((events) => expect(events.map((e) => e.type)).toEqual(['ProjectUpdated']));
  });
});
