/**
 * Issue 15 (tenant isolation and hardening): the domain's side of each finding, as
 * given/when/then. Each test failed on the code before the fix.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Actor, ProjectCommand, ProjectEvent, UserCommand, UserEvent, UserState } from '../src';
import { DEFAULT_PLANS, SIZE_LIMITS, configBytes, fold, projectDecider, resolveFlags, safeDisplayName, userDecider } from '../src';
import { OWNER, T0, directInvitationFor, history, joined, project, scenario, testContext } from './givenWhenThen';

const user = scenario<UserCommand, UserEvent, UserState>(userDecider);
const sha = (token: string): string => createHash('sha256').update(token).digest('hex');
const as = (actor: Actor) => testContext({ actor });

const ADMIN: Actor = { id: 'user-admin', name: 'Ada Admin', email: 'ada@example.com' };
const MANAGER: Actor = { id: 'user-manager', name: 'Max Manager', email: 'max@example.com' };
const BOB: Actor = { id: 'user-bob', name: 'Bob Builder', email: 'bob@example.com' };
const CAROL: Actor = { id: 'user-carol', name: 'Carol Coder', email: 'carol@example.com' };

const CREATE: ProjectCommand = { kind: 'CreateProject', projectId: 'p1', name: 'Checkout', description: 'Payments' };
const PRO: ProjectCommand = { kind: 'ApplyPlanPayment', orderId: 'o-pro', planId: 'pro', variant: 'Year', type: 'SUBSCRIPTION', amount: 470.4 };
const initialized: UserEvent = { type: 'UserInitialized', data: { userId: OWNER.id, fullName: 'Olivia Owner', email: 'olivia@example.com', at: T0 } };
const prefs = (n: number, value: unknown = 'x'): Record<string, unknown> => Object.fromEntries(Array.from({ length: n }, (_, i) => [`key${i}`, value]));

describe('H1: preferences are bounded and the log grows with the change, not the map', () => {
  const fifty: UserEvent[] = [
    initialized,
    ...userDecider.decide({ kind: 'UpdateUserPreferences', preferences: prefs(50) }, fold(userDecider, [initialized]), testContext()),
  ];

  it('a save records only the keys it changes', () => {
    user
      .given(fifty)
      .when({ kind: 'UpdateUserPreferences', preferences: { key1: 'x', theme: 'dark' } })
      .then((events, next) => {
        expect(events).toHaveLength(1);
        expect(JSON.stringify(events[0]!.data)).not.toContain('key2');
        expect(Object.keys(next.preferences)).toHaveLength(51);
        expect(next.preferences.theme).toBe('dark');
      });
    // nothing changes: nothing recorded
    user
      .given(fifty)
      .when({ kind: 'UpdateUserPreferences', preferences: { key1: 'x' } })
      .then([]);
  });

  it('caps the whole map at 100 keys (SIZE_LIMIT_EXCEEDED), however many requests it takes', () => {
    const full = [
      initialized,
      ...userDecider.decide({ kind: 'UpdateUserPreferences', preferences: prefs(SIZE_LIMITS.preferenceKeys) }, fold(userDecider, [initialized]), testContext()),
    ];
    const err = user
      .given(full)
      .when({ kind: 'UpdateUserPreferences', preferences: { another: 1 } })
      .thenFails('SIZE_LIMIT_EXCEEDED');
    expect(err.details).toMatchObject({ limitType: 'preferenceKeys', max: 100, count: 101 });
    // a key set to null is removed: room again
    user
      .given(full)
      .when({ kind: 'UpdateUserPreferences', preferences: { key0: null, another: 1 } })
      .then((_e, next) => {
        expect(Object.keys(next.preferences)).toHaveLength(100);
        expect(Object.hasOwn(next.preferences, 'key0')).toBe(false);
      });
  });

  it('caps the whole map at 32 KB serialised', () => {
    const big = 'v'.repeat(1000);
    const thirty = [
      initialized,
      ...userDecider.decide({ kind: 'UpdateUserPreferences', preferences: prefs(30, big) }, fold(userDecider, [initialized]), testContext()),
    ];
    const err = user
      .given(thirty)
      .when({ kind: 'UpdateUserPreferences', preferences: { more: 'w'.repeat(4000) } })
      .thenFails('SIZE_LIMIT_EXCEEDED');
    expect(err.details).toMatchObject({ limitType: 'preferencesBytes', max: SIZE_LIMITS.preferencesBytes });
  });

  it('keys named like Object.prototype members are ordinary keys; __proto__ is refused', () => {
    const keys = ['constructor', 'toString', 'valueOf', 'hasOwnProperty'];
    user
      .given([initialized])
      .when({ kind: 'UpdateUserPreferences', preferences: Object.fromEntries(keys.map((k) => [k, k])) })
      .then((_e, next) => {
        for (const k of keys) expect(next.preferences[k]).toBe(k);
        // and they are removed like any other
        const again = userDecider.decide({ kind: 'UpdateUserPreferences', preferences: { constructor: null } }, next, testContext());
        expect(again).toEqual([{ type: 'UserPreferencesChanged', data: { userId: OWNER.id, set: {}, removed: ['constructor'], at: T0 } }]);
      });
    user
      .given([initialized])
      .when({ kind: 'UpdateUserPreferences', preferences: JSON.parse('{"__proto__": {"x": 1}}') })
      .thenFails('VALIDATION_FAILED', /__proto__/);
  });
});

describe('Low: the profile email is not the verified one', () => {
  it('editing the profile email leaves the identity-verified email as it was', () => {
    user
      .given([initialized])
      .when({ kind: 'UpdateUserProfile', email: 'ceo@victim.example' })
      .then((_e, next) => {
        expect(next.profile.email).toBe('ceo@victim.example');
        expect(next.verifiedEmail).toBe('olivia@example.com');
      });
  });

  it('a new email from the identity provider is verified', () => {
    user
      .given([initialized])
      .when({ kind: 'InitializeUser', fullName: 'Olivia Owner', email: 'olivia@new.example' })
      .then((events, next) => {
        expect(events[0]).toMatchObject({ type: 'UserProfileUpdated', data: { email: 'olivia@new.example', verified: true } });
        expect(next.verifiedEmail).toBe('olivia@new.example');
      });
  });
});

describe('Low: names with bidi controls or only invisible characters', () => {
  const RLO = '\u202E';
  const invisible = '\u200B\u200C\u2060\uFEFF';

  it('refuses text-direction controls in names and descriptions', () => {
    project
      .given([])
      .when({ ...CREATE, name: `invoice${RLO}fdp.exe` } as ProjectCommand)
      .thenFails('VALIDATION_FAILED', /text-direction control/);
    const created = history([[CREATE]]);
    project
      .given(created)
      .when({ kind: 'CreateFeatureFlag', name: `Dark ${'\u2066'}mode` })
      .thenFails('VALIDATION_FAILED', /text-direction control/);
    project
      .given(created)
      .when({ kind: 'CreateEnvironment', name: `qa${RLO}` })
      .thenFails('VALIDATION_FAILED', /text-direction control/);
    project
      .given(created)
      .when({ kind: 'UpdateProject', description: `about ${RLO}` })
      .thenFails('VALIDATION_FAILED', /text-direction control/);
    user
      .given([initialized])
      .when({ kind: 'UpdateUserProfile', fullName: `Olivia${RLO}` })
      .thenFails('VALIDATION_FAILED', /text-direction control/);
  });

  it('counts a name made only of invisible characters as blank', () => {
    project
      .given([])
      .when({ ...CREATE, name: invisible } as ProjectCommand)
      .thenFails('VALIDATION_FAILED', 'name: Project name is required');
    const created = history([[CREATE]]);
    project.given(created).when({ kind: 'CreateFeatureFlag', name: invisible, key: 'k' }).thenFails('VALIDATION_FAILED', 'name: Name is required');
    project.given(created).when({ kind: 'CreateEnvironment', name: '\u3164' }).thenFails('VALIDATION_FAILED', 'name: Environment name is required');
    const devId = Object.values(fold(projectDecider, created).environments)[0]!.id;
    project
      .given([...created, ...history([[CREATE], [{ kind: 'CreateFeatureFlag', name: 'Flag' }]]).slice(-1)])
      .when({ kind: 'CreateOverride', name: invisible, environmentId: devId, featureFlagValues: { flag: { value: true } } })
      .thenFails('OVERRIDE_FIELDS_REQUIRED', 'Please fill in all required fields');
    user.given([initialized]).when({ kind: 'UpdateUserProfile', fullName: '\u200B' }).thenFails('VALIDATION_FAILED', 'fullName: Name is required');
  });

  it('names from the identity provider lose their controls, and an invisible one falls back', () => {
    expect(safeDisplayName(`Mallory${RLO}gnp.exe`, 'u1')).toBe('Mallorygnp.exe');
    expect(safeDisplayName(invisible, 'user_123')).toBe('user_123');
    const events = history([[CREATE], [{ kind: 'AddTeamMember', userId: BOB.id, role: 'viewer' }]]);
    const s = fold(projectDecider, events);
    const joinedEvents = projectDecider.decide(
      { kind: 'AcceptInvitation', invitationId: directInvitationFor(s, BOB.id) },
      s,
      as({ ...BOB, name: `${RLO}evil` }),
    );
    expect(joinedEvents[1]).toMatchObject({ type: 'MemberJoined', data: { name: 'evil' } });
  });
});

describe('M1: nobody becomes a member without accepting', () => {
  const solo = history([[CREATE]]);

  it('add-team-member records an invitation to the user id, without their name or email, and no member', () => {
    project
      .given(solo)
      .when({ kind: 'AddTeamMember', userId: BOB.id, name: 'Bob Builder', email: 'bob@example.com', role: 'viewer' })
      .then((events, next) => {
        expect(events.map((e) => e.type)).toEqual(['MemberInvited']);
        expect(events[0]!.data).toMatchObject({ userId: BOB.id, email: '', tokenHash: '', role: 'viewer' });
        expect(JSON.stringify(events)).not.toContain('Bob Builder');
        expect(JSON.stringify(events)).not.toContain('bob@example.com');
        expect(Object.keys(next.members)).toEqual([]);
      });
  });

  it('only the invited user can accept (or decline); their own identity gives name and email', () => {
    const invited = history([[CREATE], [{ kind: 'AddTeamMember', userId: BOB.id, role: 'developer' }]]);
    const id = directInvitationFor(fold(projectDecider, invited), BOB.id);
    project.given(invited).when({ kind: 'AcceptInvitation', invitationId: id }, as(CAROL)).thenFails('INVITATION_NOT_FOUND');
    project.given(invited).when({ kind: 'DeclineInvitation', invitationId: id }, as(CAROL)).thenFails('INVITATION_NOT_FOUND');
    project
      .given(invited)
      .when({ kind: 'AcceptInvitation', invitationId: id }, as(BOB))
      .then((events, next) => {
        expect(events[1]).toEqual({
          type: 'MemberJoined',
          data: { userId: BOB.id, name: BOB.name, email: BOB.email, role: 'developer', joinedAt: T0, via: 'direct' },
        });
        expect(next.members[BOB.id]!.role).toBe('developer');
      });
    project
      .given(invited)
      .when({ kind: 'DeclineInvitation', invitationId: id }, as(BOB))
      .then((events, next) => {
        expect(events).toEqual([{ type: 'InvitationDeclined', data: { invitationId: id, userId: BOB.id, declinedAt: T0 } }]);
        expect(next.invitations[id]!.status).toBe('declined');
        expect(next.members[BOB.id]).toBeUndefined();
      });
  });

  it('a ghost id never takes a seat: pending invitations are not members', () => {
    const ghosts = history([
      [CREATE],
      [{ kind: 'AddTeamMember', userId: 'ghost-1' }],
      [{ kind: 'AddTeamMember', userId: 'ghost-2' }],
      [{ kind: 'AddTeamMember', userId: 'ghost-3' }],
    ]);
    expect(Object.keys(fold(projectDecider, ghosts).members)).toHaveLength(0);
    project
      .given(ghosts)
      .when({ kind: 'AddTeamMember', userId: 'ghost-4' })
      .then((events) => expect(events[0]!.type).toBe('MemberInvited'));
  });

  it('pending invitations are bounded per project', () => {
    const steps: Array<[ProjectCommand]> = Array.from({ length: SIZE_LIMITS.pendingInvitations }, (_, i) => [
      { kind: 'InviteMember', email: `p${i}@example.com`, tokenHash: sha(`t${i}`) },
    ]);
    const many = history([[CREATE], [PRO], ...steps]);
    const err = project.given(many).when({ kind: 'AddTeamMember', userId: 'one-more' }).thenFails('QUOTA_EXCEEDED');
    expect(err.details).toMatchObject({ limitType: 'pendingInvitations', max: SIZE_LIMITS.pendingInvitations });
  });
});

describe("M2: invitations never outlive their sender's authority", () => {
  // built lazily: on the code before the fix, add-team-member joined at once and these histories could not be built
  const byManager = () =>
    history([
      [CREATE],
      [PRO],
      ...joined(ADMIN, 'admin'),
      ...joined(MANAGER, 'manager'),
      [{ kind: 'InviteMember', email: 'second@example.com', role: 'manager', tokenHash: sha('second') }, { actor: MANAGER }],
    ]);

  it('removing a manager revokes the invitations they sent (an event says so)', () => {
    project
      .given(byManager())
      .when({ kind: 'RemoveMember', userId: MANAGER.id })
      .then((events, next) => {
        expect(events.map((e) => e.type)).toEqual(['MemberRemoved', 'InvitationRevoked']);
        expect(events[1]!.data).toMatchObject({ reason: 'inviter_left' });
        const inv = Object.values(next.invitations).find((i) => i.email === 'second@example.com')!;
        expect(inv.status).toBe('revoked');
      });
    // leaving on their own does the same
    project
      .given(byManager())
      .when({ kind: 'RemoveMember', userId: MANAGER.id }, as(MANAGER))
      .then((events) => expect(events.map((e) => e.type)).toEqual(['MemberRemoved', 'InvitationRevoked']));
  });

  it('the removed manager cannot re-enter through their own invitation', () => {
    const sent = byManager();
    const removed = [...sent, ...projectDecider.decide({ kind: 'RemoveMember', userId: MANAGER.id }, fold(projectDecider, sent), testContext())];
    project
      .given(removed)
      .when({ kind: 'AcceptInvitation', tokenHash: sha('second') }, as({ ...MANAGER, id: 'user-manager-2', email: 'second@example.com' }))
      .thenFails('INVITATION_REVOKED');
  });

  it('demoting an admin below the role offered revokes those invitations only', () => {
    const adminSent = history([
      [CREATE],
      [PRO],
      ...joined(ADMIN, 'admin'),
      [{ kind: 'InviteMember', email: 'root@example.com', role: 'admin', tokenHash: sha('root') }, { actor: ADMIN }],
      [{ kind: 'AddTeamMember', userId: BOB.id, role: 'viewer' }, { actor: ADMIN }],
    ]);
    project
      .given(adminSent)
      .when({ kind: 'ChangeMemberRole', userId: ADMIN.id, role: 'manager' })
      .then((events, next) => {
        expect(events.map((e) => e.type)).toEqual(['MemberRoleChanged', 'InvitationRevoked']);
        expect(events[1]!.data).toMatchObject({ reason: 'inviter_demoted' });
        expect(Object.values(next.invitations).find((i) => i.email === 'root@example.com')!.status).toBe('revoked');
        expect(Object.values(next.invitations).find((i) => i.userId === BOB.id)!.status).toBe('pending');
      });
    // demoted to developer: may not invite at all, so everything they sent goes
    project
      .given(adminSent)
      .when({ kind: 'ChangeMemberRole', userId: ADMIN.id, role: 'developer' })
      .then((events) => {
        expect(events.map((e) => e.type)).toEqual(['MemberRoleChanged', 'InvitationRevoked', 'InvitationRevoked']);
      });
  });

  it("acceptance re-checks the sender's current role, even without a revocation on record", () => {
    const invited = history([
      [CREATE],
      [PRO],
      ...joined(ADMIN, 'admin'),
      [{ kind: 'InviteMember', email: 'root@example.com', role: 'admin', tokenHash: sha('root') }, { actor: ADMIN }],
    ]);
    // the demotion as an older version recorded it: no InvitationRevoked
    const demoted: ProjectEvent[] = [
      ...invited,
      { type: 'MemberRoleChanged', data: { userId: ADMIN.id, role: 'developer', previousRole: 'admin', changedAt: T0 } },
    ];
    project
      .given(demoted)
      .when({ kind: 'AcceptInvitation', tokenHash: sha('root') }, as({ id: 'user-root', name: 'Root', email: 'root@example.com' }))
      .thenFails('INVITATION_REVOKED', 'This invitation is no longer valid: the person who sent it can no longer grant this role');
  });
});

describe('M3: member ids and flag keys named like Object.prototype members', () => {
  const NAMES = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', '__proto__'];
  it('role changes and removals of such ids are MEMBER_NOT_FOUND and record nothing', () => {
    const team: ProjectEvent[] = [
      ...history([[CREATE], [PRO]]),
      { type: 'MemberJoined', data: { userId: ADMIN.id, name: ADMIN.name, email: ADMIN.email!, role: 'admin', joinedAt: T0, via: 'invitation' } },
    ];
    for (const id of NAMES) {
      project.given(team).when({ kind: 'ChangeMemberRole', userId: id, role: 'viewer' }).thenFails('MEMBER_NOT_FOUND');
      project.given(team).when({ kind: 'RemoveMember', userId: id }).thenFails('MEMBER_NOT_FOUND');
    }
  });

  it('a user with such an id can be invited, join and be managed like anyone', () => {
    for (const id of ['constructor', 'toString', '__proto__']) {
      const who: Actor = { id, name: `User ${id}`, email: `${id.replace(/_/g, 'x')}@example.com` };
      const s = fold(projectDecider, history([[CREATE], [PRO], ...joined(who, 'developer')]));
      expect(Object.hasOwn(s.members, id)).toBe(true);
      expect(s.members[id]!.role).toBe('developer');
      project
        .given(history([[CREATE], [PRO], ...joined(who, 'developer')]))
        .when({ kind: 'ChangeMemberRole', userId: id, role: 'viewer' })
        .then((events) =>
          expect(events).toEqual([{ type: 'MemberRoleChanged', data: { userId: id, role: 'viewer', previousRole: 'developer', changedAt: T0 } }]),
        );
    }
  });

  it('flags keyed like Object.prototype members are served enabled with their values', () => {
    const keys = NAMES.filter((k) => k !== '__proto__');
    const created = history([
      [CREATE],
      [PRO],
      ...keys.map((key, i): [ProjectCommand] => [{ kind: 'CreateFeatureFlag', name: key, key, type: 'number', value: i + 1 }]),
    ]);
    const s = fold(projectDecider, created);
    for (const env of Object.values(s.environments)) {
      const resolved = resolveFlags(s, env);
      expect(resolved.map((f) => [f.key, f.enabled, f.value, f.source]).sort()).toEqual(keys.map((k, i) => [k, true, i + 1, 'default']).sort());
    }
    // an environment value for one of them is used, and a reset of another records nothing
    const dev = Object.values(s.environments)[0]!;
    project.given(created).when({ kind: 'SetEnvironmentVariable', environmentId: dev.id, flagKey: 'toString', setting: null }).then([]);
    project
      .given(created)
      .when({ kind: 'ReplaceEnvironmentVariables', environmentId: dev.id, variables: { valueOf: { value: 42, enabled: true } } })
      .then((events, next) => {
        expect(events.map((e) => e.type)).toEqual(['EnvironmentVariableSet']);
        expect(resolveFlags(next, next.environments[dev.id]!).find((f) => f.key === 'valueOf')).toMatchObject({
          value: 42,
          enabled: true,
          source: 'environment',
        });
      });
  });
});

describe('Quotas: values, configuration size and projects per account', () => {
  const created = history([[CREATE]]);

  it('a value over 64 KB is SIZE_LIMIT_EXCEEDED (flag default, environment value, override value)', () => {
    const big = { blob: 'x'.repeat(SIZE_LIMITS.valueBytes) };
    const err = project.given(created).when({ kind: 'CreateFeatureFlag', name: 'Big', type: 'json', value: big }).thenFails('SIZE_LIMIT_EXCEEDED');
    expect(err.details).toMatchObject({ limitType: 'valueBytes', max: SIZE_LIMITS.valueBytes });
    const withFlag = history([[CREATE], [{ kind: 'CreateFeatureFlag', name: 'Cfg', type: 'json', value: {} }]]);
    const env = Object.values(fold(projectDecider, withFlag).environments)[0]!;
    project
      .given(withFlag)
      .when({ kind: 'SetEnvironmentVariable', environmentId: env.id, flagKey: 'cfg', setting: { value: big, enabled: true } })
      .thenFails('SIZE_LIMIT_EXCEEDED');
    project
      .given(withFlag)
      .when({ kind: 'CreateOverride', name: 'O', environmentId: env.id, featureFlagValues: { cfg: { value: big } } })
      .thenFails('SIZE_LIMIT_EXCEEDED');
  });

  it("a project's values are capped by its plan (Free: 256 KB): PLAN_LIMIT_REACHED configBytes", () => {
    const value = { blob: 'x'.repeat(60_000) };
    const four: Array<[ProjectCommand]> = [0, 1, 2, 3].map((i) => [{ kind: 'CreateFeatureFlag', name: `Cfg ${i}`, type: 'json', value }]);
    const full = history([[CREATE], ...four]);
    expect(configBytes(fold(projectDecider, full))).toBeGreaterThan(240_000);
    const err = project.given(full).when({ kind: 'CreateFeatureFlag', name: 'Cfg 5', type: 'json', value }).thenFails('PLAN_LIMIT_REACHED');
    expect(err.details).toMatchObject({ limitType: 'configBytes', max: DEFAULT_PLANS.plans[0]!.featureMaxConfigBytes, plan: 'Free' });
    // shrinking is always allowed
    const flagId = Object.values(fold(projectDecider, full).flags)[0]!.id;
    project
      .given(full)
      .when({ kind: 'UpdateFeatureFlag', flagId, value: {} })
      .then((events) => expect(events.map((e) => e.type)).toEqual(['FeatureFlagUpdated']));
    // a paid plan has more room
    project
      .given(history([[CREATE], [PRO], ...four]))
      .when({ kind: 'CreateFeatureFlag', name: 'Cfg 5', type: 'json', value })
      .then((events) => expect(events[0]!.type).toBe('FeatureFlagCreated'));
  });

  it('targeting documents and segment conditions count towards the same limit (they are served in the flagd document)', () => {
    // three string flags with ~31 KB of variants in each of the three environments: ~250 KB of targeting, no big value
    const flags: Array<[ProjectCommand]> = [0, 1, 2].map((i) => [{ kind: 'CreateFeatureFlag', name: `Copy ${i}`, type: 'string', value: 'short' }]);
    const base = history([[CREATE], ...flags]);
    const s0 = fold(projectDecider, base);
    const target = (flagId: string, environmentId: string, n: number): ProjectCommand => ({
      kind: 'SetFlagTargeting',
      flagId,
      environmentId,
      variants: { short: 'short', long: String(n % 10).repeat(15_500), longer: String((n + 1) % 10).repeat(15_500) },
      defaultVariant: 'short',
      targeting: { if: [{ '==': [{ var: 'plan' }, 'pro'] }, 'long', 'longer'] },
    });
    const targeted: Array<[ProjectCommand]> = [];
    let n = 0;
    for (const f of Object.values(s0.flags)) for (const e of Object.values(s0.environments)) if (n < 8) targeted.push([target(f.id, e.id, n++)]);
    const eight = history([[CREATE], ...flags, ...targeted]);
    const s8 = fold(projectDecider, eight);
    expect(configBytes(s8)).toBeGreaterThan(8 * 31_000);
    const last = Object.values(s0.flags).at(-1)!;
    const lastEnv = Object.values(s0.environments).at(-1)!;
    const err = project
      .given(eight)
      .when(target(last.id, lastEnv.id, 9))
      .thenFails('PLAN_LIMIT_REACHED');
    expect(err.details).toMatchObject({ limitType: 'configBytes', max: DEFAULT_PLANS.plans[0]!.featureMaxConfigBytes, plan: 'Free' });
    // segments too: conditions of 15 KB, on top of the eight targeting documents
    const segment = (i: number): ProjectCommand => ({
      kind: 'CreateSegment',
      name: `Customers ${i}`,
      conditions: { in: [{ var: 'email' }, Array.from({ length: 700 }, (_, k) => `c${i}_${k}@shop.example`)] },
    });
    project.given(eight).when(segment(0)).thenFails('PLAN_LIMIT_REACHED');
    project
      .given(history([[CREATE], ...flags]))
      .when(segment(0))
      .then((events) => expect(events[0]!.type).toBe('SegmentCreated'));
    // removing targeting is always allowed, over the limit or not
    project
      .given(eight)
      .when({ kind: 'RemoveFlagTargeting', flagId: last.id, environmentId: Object.values(s0.environments)[0]!.id })
      .then((events) => expect(events.map((e) => e.type)).toEqual(['FlagTargetingRemoved']));
  });

  it("projects per account: the owner's user stream reserves a slot per project, up to the plan's limit", () => {
    const reserve = (projectId: string): UserCommand => ({ kind: 'ReserveProjectSlot', projectId, max: 2, planName: 'Free', planId: 'free' });
    const two: UserEvent[] = [];
    for (const id of ['a', 'b']) two.push(...userDecider.decide(reserve(id), fold(userDecider, two), testContext()));
    const err = user
      .given(two)
      .when(reserve('c'))
      .thenFails('PLAN_LIMIT_REACHED', 'Your current Free plan allows up to 2 projects. To add more, please upgrade to a higher plan.');
    expect(err.details).toMatchObject({ limitType: 'projects', count: 2, max: 2 });
    user.given(two).when(reserve('a')).then([]); // idempotent
    user
      .given(two)
      .when({ kind: 'ReleaseProjectSlot', projectId: 'a' })
      .then((_e, next) => expect(next.ownedProjects).toEqual(['b']));
    expect(DEFAULT_PLANS.plans.map((p) => p.featureMaxProjects)).toEqual([10, 50, -1, -1]);
  });
});
