import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type {
  Actor,
  CommandContext,
  EnvironmentCreated,
  MemberInvited,
  OverrideCreated,
  Permissions,
  ProjectCommand,
  ProjectEvent,
  ProjectState,
  Role,
} from '../src';
import { DAY_MS, INVITATION_TTL_MS, fold, isProjectCommandType, permissionsFor, projectDecider, roleOf } from '../src';
import { OWNER, T0, createdProject, directInvitationFor, history, joined, project, testContext } from './givenWhenThen';
import type { Step } from './givenWhenThen';

const sha = (token: string): string => createHash('sha256').update(token).digest('hex');

const ADMIN: Actor = { id: 'user-admin', name: 'Ada Admin', email: 'ada@example.com' };
const MANAGER: Actor = { id: 'user-manager', name: 'Max Manager', email: 'max@example.com' };
const DEVELOPER: Actor = { id: 'user-dev', name: 'Dana Developer', email: 'dana@example.com' };
const VIEWER: Actor = { id: 'user-viewer', name: 'Victor Viewer', email: 'victor@example.com' };
const OUTSIDER: Actor = { id: 'user-outsider', name: 'Oscar Outsider', email: 'oscar@example.com' };
const BOB: Actor = { id: 'user-bob', name: 'Bob Builder', email: 'bob@example.com' };
const CAROL: Actor = { id: 'user-carol', name: 'Carol Coder', email: 'carol@example.com' };

const CREATE_PROJECT: ProjectCommand = { kind: 'CreateProject', projectId: 'p1', name: 'Checkout Service', description: 'Payments front' };
/** a member by add-team-member and their acceptance (nobody joins without accepting) */
const add = (a: Actor, role: 'admin' | 'manager' | 'developer' | 'viewer'): Step[] => joined(a, role);
const PRO_YEAR: [ProjectCommand] = [{ kind: 'ApplyPlanPayment', orderId: 'order-pro', planId: 'pro', variant: 'Year', type: 'SUBSCRIPTION', amount: 470.4 }];

/** Appends the events of further commands (run with the owner at T0 unless told) to a history. */
function followedBy(events: ProjectEvent[], steps: Step[]): ProjectEvent[] {
  const all = [...events];
  let n = 0;
  for (const [step, over] of steps) {
    const state = fold(projectDecider, all);
    const cmd = typeof step === 'function' ? step(state) : step;
    all.push(...projectDecider.decide(cmd, state, testContext({ newId: () => `x${all.length}-${++n}`, ...over })));
  }
  return all;
}

const invitationIdFor = (events: ProjectEvent[], email: string): string => {
  const inv = events
    .filter((e): e is MemberInvited => e.type === 'MemberInvited')
    .reverse()
    .find((e) => e.data.email === email);
  if (!inv) throw new Error(`no invitation for ${email}`);
  return inv.data.invitationId;
};

/** Pro plan (no caps) with an admin, a manager, a developer and a viewer. */
const team: ProjectEvent[] = history([
  [CREATE_PROJECT],
  PRO_YEAR,
  ...add(ADMIN, 'admin'),
  ...add(MANAGER, 'manager'),
  ...add(DEVELOPER, 'developer'),
  ...add(VIEWER, 'viewer'),
]);
/** Free plan with only the owner. */
const solo: ProjectEvent[] = createdProject();

const invite = (email: string, over: Partial<Extract<ProjectCommand, { kind: 'InviteMember' }>> = {}): ProjectCommand => ({
  kind: 'InviteMember',
  email,
  tokenHash: sha(`token-for-${email}`),
  ...over,
});
const accept = (email: string): ProjectCommand => ({ kind: 'AcceptInvitation', tokenHash: sha(`token-for-${email}`) });
const as = (actor: Actor, over: Partial<CommandContext> = {}) => testContext({ actor, ...over });

describe('InviteMember', () => {
  it('records the invitation: email lower-cased, role viewer by default, token hash, 7 days', () => {
    project
      .given(solo)
      .when({ kind: 'InviteMember', email: '  Bob@Example.COM ', tokenHash: sha('tok') })
      .then((events, next) => {
        expect(events).toEqual([
          {
            type: 'MemberInvited',
            data: {
              invitationId: 'id-1',
              email: 'bob@example.com',
              role: 'viewer',
              message: '',
              tokenHash: sha('tok'),
              invitedBy: { id: OWNER.id, name: OWNER.name },
              createdAt: T0,
              expiresAt: T0 + 7 * DAY_MS,
            },
          },
        ]);
        expect(INVITATION_TTL_MS).toBe(7 * DAY_MS);
        expect(next.invitations['id-1']).toMatchObject({ email: 'bob@example.com', tokenHash: sha('tok'), status: 'pending', expiresAt: T0 + 7 * DAY_MS });
      });
  });

  it('keeps the role and message given, and a configured lifetime', () => {
    project
      .given(solo)
      .when(invite('bob@example.com', { role: 'developer', message: ' Join us ', expiresInMs: 3 * DAY_MS }))
      .then((events) => {
        expect(events[0]).toMatchObject({ type: 'MemberInvited', data: { role: 'developer', message: 'Join us', expiresAt: T0 + 3 * DAY_MS } });
      });
  });

  it('refuses an invalid email', () => {
    project.given(solo).when(invite('not-an-email')).thenFails('VALIDATION_FAILED', 'email: A valid email address is required');
    project.given(solo).when(invite('   ')).thenFails('VALIDATION_FAILED', 'email: A valid email address is required');
  });

  it('never grants the owner role, nor an unknown one', () => {
    for (const role of ['owner', 'superuser']) {
      project
        .given(solo)
        .when(invite('bob@example.com', { role } as unknown as Partial<Extract<ProjectCommand, { kind: 'InviteMember' }>>))
        .thenFails('VALIDATION_FAILED', 'role: Role must be one of admin, manager, developer, viewer');
    }
  });

  it('refuses a token hash that is not a sha256 hex digest', () => {
    project
      .given(solo)
      .when(invite('bob@example.com', { tokenHash: 'plain-token' }))
      .thenFails('VALIDATION_FAILED', 'tokenHash: tokenHash must be a sha256 hex digest');
  });

  it('refuses a second pending invitation for the same address, whatever its case', () => {
    const invited = followedBy(solo, [[invite('bob@example.com')]]);
    project
      .given(invited)
      .when(invite('BOB@example.com', { tokenHash: sha('other') }))
      .thenFails('INVITATION_PENDING', 'An invitation for bob@example.com is already pending');
  });

  it('allows a new invitation once the previous one expired or was cancelled', () => {
    const invited = followedBy(solo, [[invite('bob@example.com')]]);
    project
      .given(invited)
      .when(invite('bob@example.com', { tokenHash: sha('again') }), testContext({ now: T0 + 7 * DAY_MS }))
      .then((events) => expect(events.map((e) => e.type)).toEqual(['MemberInvited']));
    const cancelled = followedBy(invited, [[{ kind: 'CancelInvitation', invitationId: invitationIdFor(invited, 'bob@example.com') }]]);
    project
      .given(cancelled)
      .when(invite('bob@example.com', { tokenHash: sha('again') }))
      .then((events) => expect(events.map((e) => e.type)).toEqual(['MemberInvited']));
  });

  it('refuses an address that is already a member', () => {
    project.given(team).when(invite('Victor@Example.com')).thenFails('ALREADY_MEMBER', 'victor@example.com is already a member of this project');
  });

  it('lets a manager invite up to their own rank, but not an admin', () => {
    project
      .given(team)
      .when(invite('bob@example.com', { role: 'admin' }), as(MANAGER))
      .thenFails('FORBIDDEN', 'You cannot manage a role above your own');
    for (const role of ['manager', 'developer', 'viewer'] as const) {
      project
        .given(team)
        .when(invite('bob@example.com', { role }), as(MANAGER))
        .then((events) => {
          expect(events[0]).toMatchObject({ type: 'MemberInvited', data: { role, invitedBy: { id: MANAGER.id, name: MANAGER.name } } });
        });
    }
    project
      .given(team)
      .when(invite('bob@example.com', { role: 'admin' }), as(ADMIN))
      .then((events) => expect(events[0]!.type).toBe('MemberInvited'));
  });

  it('is FORBIDDEN to a developer and a viewer', () => {
    project.given(team).when(invite('bob@example.com'), as(DEVELOPER)).thenFails('FORBIDDEN', 'You do not have permission to invite users');
    project.given(team).when(invite('bob@example.com'), as(VIEWER)).thenFails('FORBIDDEN');
  });

  it('stops at the 3 team members of the Free plan, counting active members only', () => {
    const two = history([[CREATE_PROJECT], ...add(ADMIN, 'admin'), ...add(DEVELOPER, 'developer')]);
    // pending invitations do not count
    const twoAndInvites = followedBy(two, [[invite('a@example.com')], [invite('b@example.com')], [invite('c@example.com')]]);
    project
      .given(twoAndInvites)
      .when(invite('d@example.com'))
      .then((events) => expect(events.map((e) => e.type)).toEqual(['MemberInvited']));
    const three = followedBy(two, [...add(VIEWER, 'viewer')]);
    const err = project
      .given(three)
      .when(invite('bob@example.com'))
      .thenFails('PLAN_LIMIT_REACHED', 'Your current Free plan allows up to 3 team members. To add more, please upgrade to a higher plan.');
    expect(err.details).toMatchObject({ limitType: 'teamMembers', count: 3, max: 3 });
    // a removal frees the place
    const back = followedBy(three, [[{ kind: 'RemoveMember', userId: VIEWER.id }]]);
    project
      .given(back)
      .when(invite('bob@example.com'))
      .then((events) => expect(events.map((e) => e.type)).toEqual(['MemberInvited']));
  });
});

describe('CancelInvitation', () => {
  const invited = followedBy(team, [[invite('bob@example.com')]]);
  const id = invitationIdFor(invited, 'bob@example.com');

  it('cancels a pending invitation', () => {
    project
      .given(invited)
      .when({ kind: 'CancelInvitation', invitationId: id }, as(MANAGER))
      .then((events, next) => {
        expect(events).toEqual([{ type: 'InvitationCancelled', data: { invitationId: id, cancelledAt: T0 } }]);
        expect(next.invitations[id]!.status).toBe('cancelled');
      });
  });

  it('refuses an unknown, a cancelled or an accepted invitation', () => {
    project.given(invited).when({ kind: 'CancelInvitation', invitationId: 'nope' }).thenFails('INVITATION_NOT_FOUND', 'Invitation not found');
    const cancelled = followedBy(invited, [[{ kind: 'CancelInvitation', invitationId: id }]]);
    project.given(cancelled).when({ kind: 'CancelInvitation', invitationId: id }).thenFails('INVITATION_NOT_PENDING', 'This invitation is no longer pending');
    const accepted = followedBy(invited, [[accept('bob@example.com'), { actor: BOB }]]);
    project.given(accepted).when({ kind: 'CancelInvitation', invitationId: id }).thenFails('INVITATION_NOT_PENDING');
  });

  it('is FORBIDDEN to a developer', () => {
    project.given(invited).when({ kind: 'CancelInvitation', invitationId: id }, as(DEVELOPER)).thenFails('FORBIDDEN');
  });

  it('given an invitation for an admin, when a manager cancels it, then FORBIDDEN (no acting above your role)', () => {
    const adminInvite = followedBy(team, [[invite('root@example.com', { role: 'admin' })]]);
    const adminId = invitationIdFor(adminInvite, 'root@example.com');
    project
      .given(adminInvite)
      .when({ kind: 'CancelInvitation', invitationId: adminId }, as(MANAGER))
      .thenFails('FORBIDDEN', 'You cannot manage a role above your own');
    project
      .given(adminInvite)
      .when({ kind: 'CancelInvitation', invitationId: adminId }, as(ADMIN))
      .then((events) => expect(events[0]?.type).toBe('InvitationCancelled'));
  });
});

describe('AcceptInvitation', () => {
  const invited = followedBy(solo, [[invite('bob@example.com', { role: 'developer' })]]);
  const id = invitationIdFor(invited, 'bob@example.com');

  it('joins the invited user with the invitation role, found by token hash', () => {
    project
      .given(invited)
      .when(accept('bob@example.com'), as({ ...BOB, email: 'Bob@Example.com' }, { now: T0 + DAY_MS }))
      .then((events, next) => {
        expect(events).toEqual([
          { type: 'InvitationAccepted', data: { invitationId: id, userId: BOB.id, acceptedAt: T0 + DAY_MS } },
          {
            type: 'MemberJoined',
            data: { userId: BOB.id, name: BOB.name, email: 'bob@example.com', role: 'developer', joinedAt: T0 + DAY_MS, via: 'invitation' },
          },
        ]);
        expect(next.invitations[id]!.status).toBe('accepted');
        expect(next.members[BOB.id]).toMatchObject({ role: 'developer', email: 'bob@example.com' });
      });
  });

  it('refuses an expired invitation', () => {
    project
      .given(invited)
      .when(accept('bob@example.com'), as(BOB, { now: T0 + 7 * DAY_MS }))
      .thenFails('INVITATION_EXPIRED', 'This invitation has expired');
    project
      .given(invited)
      .when(accept('bob@example.com'), as(BOB, { now: T0 + 7 * DAY_MS - 1 }))
      .then((events) => expect(events).toHaveLength(2));
  });

  it('refuses a cancelled or already accepted invitation', () => {
    const cancelled = followedBy(invited, [[{ kind: 'CancelInvitation', invitationId: id }]]);
    project.given(cancelled).when(accept('bob@example.com'), as(BOB)).thenFails('INVITATION_NOT_PENDING', 'This invitation is no longer pending');
    const accepted = followedBy(invited, [[accept('bob@example.com'), { actor: BOB }]]);
    project.given(accepted).when(accept('bob@example.com'), as(BOB)).thenFails('INVITATION_NOT_PENDING');
  });

  it('refuses an unknown token and a malformed one', () => {
    project
      .given(invited)
      .when({ kind: 'AcceptInvitation', tokenHash: sha('guess') }, as(BOB))
      .thenFails('INVITATION_NOT_FOUND', 'Invalid or expired invitation');
    project
      .given(invited)
      .when({ kind: 'AcceptInvitation', tokenHash: 'token-for-bob' }, as(BOB))
      .thenFails('VALIDATION_FAILED', 'tokenHash: Invalid invitation link');
  });

  it('refuses a user with another email address, or none', () => {
    project
      .given(invited)
      .when(accept('bob@example.com'), as(CAROL))
      .thenFails('INVITATION_EMAIL_MISMATCH', 'This invitation was sent to a different email address');
    project
      .given(invited)
      .when(accept('bob@example.com'), as({ id: BOB.id, name: BOB.name }))
      .thenFails('INVITATION_EMAIL_MISMATCH');
  });

  it('refuses a user who is already a member, or the owner', () => {
    const direct = history([[CREATE_PROJECT], ...add(BOB, 'developer'), [invite('carol@example.com')]]);
    project.given(direct).when(invite('bob@example.com')).thenFails('ALREADY_MEMBER');
    const emailed = followedBy(solo, [[invite('bob@example.com')], ...add(BOB, 'developer')]);
    project.given(emailed).when(accept('bob@example.com'), as(BOB)).thenFails('ALREADY_MEMBER', 'You are already a member of this project');
    expect(direct.length).toBeGreaterThan(0);
    const ownerInvited = followedBy(solo, [[invite(OWNER.email!)]]);
    project.given(ownerInvited).when(accept(OWNER.email!), as(OWNER)).thenFails('ALREADY_MEMBER');
  });

  it('checks the team-member cap again at accept time', () => {
    const two = history([[CREATE_PROJECT], ...add(ADMIN, 'admin'), ...add(DEVELOPER, 'developer'), [invite('bob@example.com')], [invite('carol@example.com')]]);
    const three = followedBy(two, [[accept('bob@example.com'), { actor: BOB }]]);
    expect(Object.keys(fold(projectDecider, three).members)).toHaveLength(3);
    project
      .given(three)
      .when(accept('carol@example.com'), as(CAROL))
      .thenFails('PLAN_LIMIT_REACHED', 'Your current Free plan allows up to 3 team members. To add more, please upgrade to a higher plan.');
  });

  it('is PROJECT_NOT_FOUND once the project is deleted', () => {
    const deleted = followedBy(invited, [[{ kind: 'DeleteProject' }]]);
    project.given(deleted).when(accept('bob@example.com'), as(BOB)).thenFails('PROJECT_NOT_FOUND', 'Project not found');
  });
});

describe('AddTeamMember', () => {
  it('invites a user by id, developer by default; nothing about them is recorded and nobody joins', () => {
    project
      .given(solo)
      .when({ kind: 'AddTeamMember', userId: BOB.id, name: ' Bob Builder ', email: 'Bob@Example.com' })
      .then((events, next) => {
        expect(events).toEqual([
          {
            type: 'MemberInvited',
            data: {
              invitationId: 'id-1',
              email: '',
              userId: BOB.id,
              role: 'developer',
              message: '',
              tokenHash: '',
              invitedBy: { id: OWNER.id, name: OWNER.name },
              createdAt: T0,
              expiresAt: T0 + 7 * DAY_MS,
            },
          },
        ]);
        expect(next.members).toEqual({});
        expect(next.invitations['id-1']).toMatchObject({ userId: BOB.id, status: 'pending' });
      });
  });

  it('refuses a member or the owner, and a second pending invitation for the same user', () => {
    project.given(team).when({ kind: 'AddTeamMember', userId: VIEWER.id }).thenFails('ALREADY_MEMBER', 'This user is already a member of this project');
    project.given(team).when({ kind: 'AddTeamMember', userId: OWNER.id }).thenFails('ALREADY_MEMBER');
    const invited = followedBy(solo, [[{ kind: 'AddTeamMember', userId: BOB.id }]]);
    project
      .given(invited)
      .when({ kind: 'AddTeamMember', userId: BOB.id, role: 'viewer' })
      .thenFails('INVITATION_PENDING', 'An invitation for this user is already pending');
  });

  it('refuses beyond the Free cap of 3, and checks it again on acceptance', () => {
    const three = history([[CREATE_PROJECT], ...add(ADMIN, 'admin'), ...add(DEVELOPER, 'developer'), ...add(VIEWER, 'viewer')]);
    project.given(three).when({ kind: 'AddTeamMember', userId: BOB.id }).thenFails('PLAN_LIMIT_REACHED');
    const two = history([[CREATE_PROJECT], ...add(ADMIN, 'admin'), [{ kind: 'AddTeamMember', userId: BOB.id }], [{ kind: 'AddTeamMember', userId: CAROL.id }]]);
    const bobIn = followedBy(two, [[(st) => ({ kind: 'AcceptInvitation', invitationId: directInvitationFor(st, BOB.id) }), { actor: BOB }]]);
    const st = fold(projectDecider, bobIn);
    project
      .given([...bobIn, ...history([[CREATE_PROJECT]]).slice(0, 0)])
      .when({ kind: 'AcceptInvitation', invitationId: directInvitationFor(st, CAROL.id) }, as(CAROL))
      .then((events) => expect(events).toHaveLength(2));
    const full = followedBy(bobIn, [...add(DEVELOPER, 'developer')]);
    project
      .given(full)
      .when({ kind: 'AcceptInvitation', invitationId: directInvitationFor(st, CAROL.id) }, as(CAROL))
      .thenFails('PLAN_LIMIT_REACHED');
  });

  it('lets a manager add up to their rank only; FORBIDDEN to a developer', () => {
    project
      .given(team)
      .when({ kind: 'AddTeamMember', userId: BOB.id, role: 'admin' }, as(MANAGER))
      .thenFails('FORBIDDEN', 'You cannot manage a role above your own');
    project
      .given(team)
      .when({ kind: 'AddTeamMember', userId: BOB.id, role: 'manager' }, as(MANAGER))
      .then((events) => expect(events[0]).toMatchObject({ data: { role: 'manager' } }));
    project
      .given(team)
      .when({ kind: 'AddTeamMember', userId: BOB.id }, as(DEVELOPER))
      .thenFails('FORBIDDEN', 'You do not have permission to manage team members');
  });
});

describe('ChangeMemberRole', () => {
  it('records the new and previous role', () => {
    project
      .given(team)
      .when({ kind: 'ChangeMemberRole', userId: VIEWER.id, role: 'developer' })
      .then((events, next) => {
        expect(events).toEqual([{ type: 'MemberRoleChanged', data: { userId: VIEWER.id, role: 'developer', previousRole: 'viewer', changedAt: T0 } }]);
        expect(next.members[VIEWER.id]!.role).toBe('developer');
      });
  });

  it('records nothing when the role is unchanged', () => {
    project.given(team).when({ kind: 'ChangeMemberRole', userId: VIEWER.id, role: 'viewer' }).then([]);
  });

  it('never changes the owner', () => {
    project
      .given(team)
      .when({ kind: 'ChangeMemberRole', userId: OWNER.id, role: 'viewer' })
      .thenFails('CANNOT_CHANGE_OWNER', 'The project owner cannot be changed or removed');
    project.given(team).when({ kind: 'ChangeMemberRole', userId: OWNER.id, role: 'admin' }, as(ADMIN)).thenFails('CANNOT_CHANGE_OWNER');
  });

  it('never grants owner', () => {
    project
      .given(team)
      .when({ kind: 'ChangeMemberRole', userId: ADMIN.id, role: 'owner' } as unknown as ProjectCommand)
      .thenFails('VALIDATION_FAILED', /^role: /);
  });

  it('refuses an unknown member', () => {
    project.given(team).when({ kind: 'ChangeMemberRole', userId: 'nobody', role: 'viewer' }).thenFails('MEMBER_NOT_FOUND', 'Team member not found');
  });

  it('lets a manager neither promote to admin nor touch an admin', () => {
    project
      .given(team)
      .when({ kind: 'ChangeMemberRole', userId: VIEWER.id, role: 'admin' }, as(MANAGER))
      .thenFails('FORBIDDEN', 'You cannot manage a role above your own');
    project
      .given(team)
      .when({ kind: 'ChangeMemberRole', userId: ADMIN.id, role: 'viewer' }, as(MANAGER))
      .thenFails('FORBIDDEN', 'You cannot manage a role above your own');
    project
      .given(team)
      .when({ kind: 'ChangeMemberRole', userId: VIEWER.id, role: 'manager' }, as(MANAGER))
      .then([{ type: 'MemberRoleChanged', data: { userId: VIEWER.id, role: 'manager', previousRole: 'viewer', changedAt: T0 } }]);
  });

  it('lets an admin promote to admin', () => {
    project
      .given(team)
      .when({ kind: 'ChangeMemberRole', userId: MANAGER.id, role: 'admin' }, as(ADMIN))
      .then([{ type: 'MemberRoleChanged', data: { userId: MANAGER.id, role: 'admin', previousRole: 'manager', changedAt: T0 } }]);
  });

  it('is FORBIDDEN to a developer and a viewer', () => {
    project.given(team).when({ kind: 'ChangeMemberRole', userId: VIEWER.id, role: 'developer' }, as(DEVELOPER)).thenFails('FORBIDDEN');
    project.given(team).when({ kind: 'ChangeMemberRole', userId: VIEWER.id, role: 'developer' }, as(VIEWER)).thenFails('FORBIDDEN');
  });
});

describe('RemoveMember', () => {
  it('lets a viewer leave', () => {
    project
      .given(team)
      .when({ kind: 'RemoveMember', userId: VIEWER.id }, as(VIEWER))
      .then((events, next) => {
        expect(events).toEqual([{ type: 'MemberRemoved', data: { userId: VIEWER.id, removedAt: T0 } }]);
        expect(next.members[VIEWER.id]).toBeUndefined();
      });
  });

  it('lets an admin leave', () => {
    project
      .given(team)
      .when({ kind: 'RemoveMember', userId: ADMIN.id }, as(ADMIN))
      .then([{ type: 'MemberRemoved', data: { userId: ADMIN.id, removedAt: T0 } }]);
  });

  it('needs the members permission to remove someone else', () => {
    project
      .given(team)
      .when({ kind: 'RemoveMember', userId: DEVELOPER.id }, as(VIEWER))
      .thenFails('FORBIDDEN', 'You do not have permission to manage team members');
    project.given(team).when({ kind: 'RemoveMember', userId: VIEWER.id }, as(DEVELOPER)).thenFails('FORBIDDEN');
    project
      .given(team)
      .when({ kind: 'RemoveMember', userId: VIEWER.id }, as(MANAGER))
      .then([{ type: 'MemberRemoved', data: { userId: VIEWER.id, removedAt: T0 } }]);
  });

  it('lets a manager not remove an admin', () => {
    project.given(team).when({ kind: 'RemoveMember', userId: ADMIN.id }, as(MANAGER)).thenFails('FORBIDDEN', 'You cannot manage a role above your own');
    project
      .given(team)
      .when({ kind: 'RemoveMember', userId: ADMIN.id }, as(OWNER))
      .then([{ type: 'MemberRemoved', data: { userId: ADMIN.id, removedAt: T0 } }]);
  });

  it('never removes the owner, not even by themselves', () => {
    project.given(team).when({ kind: 'RemoveMember', userId: OWNER.id }, as(ADMIN)).thenFails('CANNOT_CHANGE_OWNER');
    project.given(team).when({ kind: 'RemoveMember', userId: OWNER.id }, as(OWNER)).thenFails('CANNOT_CHANGE_OWNER');
  });

  it('refuses an unknown member, and an outsider leaving', () => {
    project.given(team).when({ kind: 'RemoveMember', userId: 'nobody' }).thenFails('MEMBER_NOT_FOUND');
    project.given(team).when({ kind: 'RemoveMember', userId: OUTSIDER.id }, as(OUTSIDER)).thenFails('PROJECT_NOT_FOUND');
  });
});

describe('permissionsFor and roleOf', () => {
  const all = (v: boolean): Permissions => ({
    canManageProject: v,
    canDeleteProject: v,
    canManageMembers: v,
    canInviteUsers: v,
    canManageFlags: v,
    canManageEnvironments: v,
    canManageOverrides: v,
    canManageBilling: v,
    canView: v,
  });

  it('gives owner and admin everything', () => {
    expect(permissionsFor('owner')).toEqual(all(true));
    expect(permissionsFor('admin')).toEqual(all(true));
  });

  it('gives a manager members, invites, flags, environments and overrides, not the project', () => {
    expect(permissionsFor('manager')).toEqual({ ...all(true), canManageProject: false, canDeleteProject: false, canManageBilling: false });
  });

  it('gives a developer flags, environments and overrides', () => {
    expect(permissionsFor('developer')).toEqual({ ...all(false), canManageFlags: true, canManageEnvironments: true, canManageOverrides: true, canView: true });
  });

  it('gives a viewer view only, as any unknown role', () => {
    expect(permissionsFor('viewer')).toEqual({ ...all(false), canView: true });
    expect(permissionsFor('superuser')).toEqual(permissionsFor('viewer'));
    expect(permissionsFor('')).toEqual(permissionsFor('viewer'));
    expect(permissionsFor('Admin')).toEqual(permissionsFor('viewer'));
  });

  it('gives no role nothing at all', () => {
    expect(permissionsFor(null)).toEqual(all(false));
    expect(permissionsFor(undefined)).toEqual(all(false));
  });

  it('roleOf: owner by id, else the membership (unknown -> viewer), else none', () => {
    expect(roleOf('u1', 'u1', undefined)).toBe('owner');
    expect(roleOf('u1', 'u1', 'viewer')).toBe('owner');
    expect(roleOf('u2', 'u1', 'manager')).toBe('manager');
    expect(roleOf('u2', 'u1', 'superuser')).toBe('viewer');
    expect(roleOf('u2', 'u1', undefined)).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------
// The permission table of spec §6, command by command.
// ---------------------------------------------------------------------------------------------

const TARGET: Actor = { id: 'user-target', name: 'Tess Target', email: 'tess@example.com' };
const LATER = T0 + 2 * 3_600_000;

/**
 * A Pro project with every role, a target viewer, two flags, an expired override (o-exp) and a
 * live one, a pending invitation and an environment recorded without a uuid, so that every
 * command has something to do for an allowed caller. Commands run at LATER.
 */
const world: ProjectEvent[] = (() => {
  const events = history([
    [CREATE_PROJECT],
    PRO_YEAR,
    ...add(ADMIN, 'admin'),
    ...add(MANAGER, 'manager'),
    ...add(DEVELOPER, 'developer'),
    ...add(VIEWER, 'viewer'),
    ...add(TARGET, 'viewer'),
    [{ kind: 'CreateFeatureFlag', name: 'Dark mode', type: 'boolean', value: false }],
    [{ kind: 'CreateFeatureFlag', name: 'Max items', type: 'number', value: 10 }],
    [{ kind: 'CreateFeatureFlag', name: 'Old banner', type: 'boolean', value: false }],
  ]);
  const legacyEnv: EnvironmentCreated = {
    type: 'EnvironmentCreated',
    data: {
      environmentId: 'env-legacy',
      uuid: '',
      name: 'legacy',
      slug: 'legacy',
      description: '',
      type: 'development',
      status: 'active',
      order: 3,
      apiKey: 'key-legacy',
      createdAt: T0,
    },
  };
  const dev = Object.values(fold(projectDecider, events).environments).find((e) => e.name === 'development')!.id;
  const o = (overrideId: string, expiresAt: number | null): OverrideCreated => ({
    type: 'OverrideCreated',
    data: {
      overrideId,
      uuid: `${overrideId}-uuid`,
      name: overrideId,
      description: '',
      environmentId: dev,
      featureFlagValues: { dark_mode: { value: true, enabled: true } },
      expiresAt,
      isActive: true,
      priority: 0,
      createdAt: T0,
    },
  });
  // targeting (issue 14): segments "Beta testers" (used by max_items in development) and "Unused"
  const beta = { in: [{ var: 'email' }, ['ann@example.com', 'bob@example.com']] };
  const devOf = (s: ProjectState) => Object.values(s.environments).find((e) => e.name === 'development')!.id;
  const flagOf = (s: ProjectState, key: string) => Object.values(s.flags).find((f) => f.key === key)!.id;
  const segOf = (s: ProjectState, name: string) => Object.values(s.segments ?? {}).find((x) => x.name === name)!.id;
  return followedBy(
    [...events, legacyEnv, o('o-exp', T0 + 3_600_000), o('o-live', null)],
    [
      [invite('pending@example.com')],
      [{ kind: 'AddTeamMember', userId: 'user-invitee' }],
      [{ kind: 'CreateSegment', name: 'Beta testers', conditions: beta }],
      [{ kind: 'CreateSegment', name: 'Unused', conditions: beta }],
      [
        (s) => ({
          kind: 'SetFlagTargeting',
          flagId: flagOf(s, 'max_items'),
          environmentId: devOf(s),
          variants: { ten: 10, fifty: 50 },
          defaultVariant: 'ten',
          targeting: { if: [{ $ref: `segment_${segOf(s, 'Beta testers')}` }, 'fifty', null] },
        }),
      ],
      // an archived flag (issue 20), for UnarchiveFeatureFlag
      [(s) => ({ kind: 'ArchiveFeatureFlag', flagId: flagOf(s, 'old_banner') })],
    ],
  );
})();

const worldState = fold(projectDecider, world);
const DEV_ENV = Object.values(worldState.environments).find((e) => e.name === 'development')!.id;
const FLAG_ID = Object.values(worldState.flags).find((f) => f.key === 'dark_mode')!.id;
const PENDING_INVITE = invitationIdFor(world, 'pending@example.com');
const PENDING_DIRECT = directInvitationFor(worldState, 'user-invitee');
const MAX_ID = Object.values(worldState.flags).find((f) => f.key === 'max_items')!.id;
const ARCHIVED_ID = Object.values(worldState.flags).find((f) => f.key === 'old_banner')!.id;
const UNUSED_SEGMENT = Object.values(worldState.segments ?? {}).find((x) => x.name === 'Unused')!.id;
const BETA_SEGMENT = Object.values(worldState.segments ?? {}).find((x) => x.name === 'Beta testers')!.id;

/** The world as it was before some edits, for restores (the flag's description, the development values, an override's name). */
const PAST = {
  ...worldState,
  flags: { ...worldState.flags, [FLAG_ID]: { ...worldState.flags[FLAG_ID]!, description: 'Old description' } },
  environments: { ...worldState.environments, [DEV_ENV]: { ...worldState.environments[DEV_ENV]!, variables: { dark_mode: { value: true, enabled: true } } } },
  overrides: { ...worldState.overrides, 'o-live': { ...worldState.overrides['o-live']!, name: 'Old name' } },
  segments: { ...worldState.segments, [BETA_SEGMENT]: { ...worldState.segments![BETA_SEGMENT]!, description: 'Old description' } },
};
const INSTANT = { position: 3, time: T0 };

type Area = 'project' | 'members' | 'invites' | 'flags' | 'environments' | 'overrides' | 'billing' | 'open';

const COMMANDS: Record<ProjectCommand['kind'], { area: Area; cmd: ProjectCommand }> = {
  CreateProject: { area: 'open', cmd: CREATE_PROJECT },
  UpdateProject: { area: 'project', cmd: { kind: 'UpdateProject', name: 'Renamed Service' } },
  UpdateUsageSettings: { area: 'project', cmd: { kind: 'UpdateUsageSettings', staleAfterDays: 14 } },
  DeleteProject: { area: 'project', cmd: { kind: 'DeleteProject' } },
  GenerateMissingUuids: { area: 'project', cmd: { kind: 'GenerateMissingUuids' } },
  CreateEnvironment: { area: 'environments', cmd: { kind: 'CreateEnvironment', name: 'qa' } },
  UpdateEnvironment: { area: 'environments', cmd: { kind: 'UpdateEnvironment', environmentId: DEV_ENV, description: 'Local work' } },
  DeleteEnvironment: { area: 'environments', cmd: { kind: 'DeleteEnvironment', environmentId: 'env-legacy' } },
  RegenerateApiKey: { area: 'environments', cmd: { kind: 'RegenerateApiKey', environmentId: DEV_ENV } },
  RegenerateClientKey: { area: 'environments', cmd: { kind: 'RegenerateClientKey', environmentId: DEV_ENV } },
  SetEnvironmentVariable: {
    area: 'environments',
    cmd: { kind: 'SetEnvironmentVariable', environmentId: DEV_ENV, flagKey: 'dark_mode', setting: { value: true, enabled: true } },
  },
  ReplaceEnvironmentVariables: {
    area: 'environments',
    cmd: { kind: 'ReplaceEnvironmentVariables', environmentId: DEV_ENV, variables: { max_items: { value: 3, enabled: true } } },
  },
  CreateFeatureFlag: { area: 'flags', cmd: { kind: 'CreateFeatureFlag', name: 'New checkout' } },
  UpdateFeatureFlag: { area: 'flags', cmd: { kind: 'UpdateFeatureFlag', flagId: FLAG_ID, description: 'Night theme' } },
  ToggleFeatureFlag: { area: 'flags', cmd: { kind: 'ToggleFeatureFlag', flagId: FLAG_ID } },
  BulkToggleFeatureFlags: { area: 'flags', cmd: { kind: 'BulkToggleFeatureFlags', flagIds: [FLAG_ID], enabled: false } },
  DeleteFeatureFlag: { area: 'flags', cmd: { kind: 'DeleteFeatureFlag', flagId: FLAG_ID } },
  ArchiveFeatureFlag: { area: 'flags', cmd: { kind: 'ArchiveFeatureFlag', flagId: FLAG_ID } },
  UnarchiveFeatureFlag: { area: 'flags', cmd: { kind: 'UnarchiveFeatureFlag', flagId: ARCHIVED_ID } },
  CreateOverride: {
    area: 'overrides',
    cmd: { kind: 'CreateOverride', name: 'Promo', environmentId: DEV_ENV, featureFlagValues: { max_items: { value: 99 } } },
  },
  UpdateOverride: { area: 'overrides', cmd: { kind: 'UpdateOverride', overrideId: 'o-live', name: 'Renamed' } },
  ToggleOverride: { area: 'overrides', cmd: { kind: 'ToggleOverride', overrideId: 'o-live' } },
  DeleteOverride: { area: 'overrides', cmd: { kind: 'DeleteOverride', overrideId: 'o-live' } },
  ExpireOverride: { area: 'overrides', cmd: { kind: 'ExpireOverride', overrideId: 'o-exp' } },
  BulkApplyOverrides: { area: 'overrides', cmd: { kind: 'BulkApplyOverrides', overrideIds: ['o-live'], environmentId: 'env-legacy' } },
  CleanupExpiredOverrides: { area: 'overrides', cmd: { kind: 'CleanupExpiredOverrides' } },
  InviteMember: { area: 'invites', cmd: invite('newcomer@example.com', { role: 'developer' }) },
  CancelInvitation: { area: 'invites', cmd: { kind: 'CancelInvitation', invitationId: PENDING_INVITE } },
  ReissueInvitation: { area: 'invites', cmd: { kind: 'ReissueInvitation', invitationId: PENDING_INVITE, tokenHash: 'b'.repeat(64) } },
  AcceptInvitation: { area: 'open', cmd: accept('pending@example.com') },
  DeclineInvitation: { area: 'open', cmd: { kind: 'DeclineInvitation', invitationId: PENDING_DIRECT } },
  AddTeamMember: { area: 'members', cmd: { kind: 'AddTeamMember', userId: 'user-new', role: 'viewer' } },
  ChangeMemberRole: { area: 'members', cmd: { kind: 'ChangeMemberRole', userId: TARGET.id, role: 'developer' } },
  RemoveMember: { area: 'members', cmd: { kind: 'RemoveMember', userId: TARGET.id } },
  ApplyPlanPayment: {
    area: 'billing',
    cmd: { kind: 'ApplyPlanPayment', orderId: 'order-renew', planId: 'pro', variant: 'Year', type: 'RENEWAL', amount: 470.4 },
  },
  RestoreFeatureFlag: { area: 'flags', cmd: { kind: 'RestoreFeatureFlag', flagId: FLAG_ID, instant: INSTANT, past: PAST } },
  RestoreEnvironmentValues: { area: 'environments', cmd: { kind: 'RestoreEnvironmentValues', environmentId: DEV_ENV, instant: INSTANT, past: PAST } },
  RestoreOverride: { area: 'overrides', cmd: { kind: 'RestoreOverride', overrideId: 'o-live', instant: INSTANT, past: PAST } },
  // targeting: as editing an environment value; segments: as editing flags (issue 14)
  SetFlagTargeting: {
    area: 'environments',
    cmd: {
      kind: 'SetFlagTargeting',
      flagId: FLAG_ID,
      environmentId: DEV_ENV,
      variants: { on: true, off: false },
      defaultVariant: 'off',
      targeting: {
        fractional: [
          ['on', 20],
          ['off', 80],
        ],
      },
    },
  },
  RemoveFlagTargeting: { area: 'environments', cmd: { kind: 'RemoveFlagTargeting', flagId: MAX_ID, environmentId: DEV_ENV } },
  CreateSegment: { area: 'flags', cmd: { kind: 'CreateSegment', name: 'Staff', conditions: { ends_with: [{ var: 'email' }, '@example.com'] } } },
  UpdateSegment: { area: 'flags', cmd: { kind: 'UpdateSegment', segmentId: BETA_SEGMENT, name: 'Beta' } },
  DeleteSegment: { area: 'flags', cmd: { kind: 'DeleteSegment', segmentId: UNUSED_SEGMENT } },
  RestoreSegment: { area: 'flags', cmd: { kind: 'RestoreSegment', segmentId: BETA_SEGMENT, instant: INSTANT, past: PAST } },
  // API tokens and webhooks (issue 19): their role rules are tested in automation.test.ts
  CreateApiToken: { area: 'open', cmd: { kind: 'CreateApiToken', name: 'CI', tokenHash: 'c'.repeat(64), hint: 'abcd' } },
  RevokeApiToken: { area: 'open', cmd: { kind: 'RevokeApiToken', tokenId: 'tok-1' } },
  CreateWebhook: { area: 'open', cmd: { kind: 'CreateWebhook', url: 'https://hooks.example.com/x', secret: `whsec_${'a'.repeat(32)}` } },
  UpdateWebhook: { area: 'open', cmd: { kind: 'UpdateWebhook', webhookId: 'wh-1', active: false } },
  DeleteWebhook: { area: 'open', cmd: { kind: 'DeleteWebhook', webhookId: 'wh-1' } },
  RotateWebhookSecret: { area: 'open', cmd: { kind: 'RotateWebhookSecret', webhookId: 'wh-1', secret: `whsec_${'b'.repeat(32)}` } },
  // promote (issue 19): editing the target environment's values; here, back to how development was in PAST
  PromoteEnvironment: { area: 'environments', cmd: { kind: 'PromoteEnvironment', fromEnvironmentId: DEV_ENV, toEnvironmentId: DEV_ENV, past: PAST } },
  // import (issue 19): creating and editing flags (each part is checked by its own decider too)
  ImportProject: {
    area: 'flags',
    cmd: {
      kind: 'ImportProject',
      document: { format: 'flagstream.project', version: 1, flags: [{ key: 'imported', name: 'Imported', type: 'boolean', value: true }] },
    },
  },
};

/** Spec §6 (billing: owner and admin, our decision since the spec does not show it). */
const ALLOWED: Record<Role, ReadonlySet<Area>> = {
  owner: new Set(['project', 'members', 'invites', 'flags', 'environments', 'overrides', 'billing']),
  admin: new Set(['project', 'members', 'invites', 'flags', 'environments', 'overrides', 'billing']),
  manager: new Set(['members', 'invites', 'flags', 'environments', 'overrides']),
  developer: new Set(['flags', 'environments', 'overrides']),
  viewer: new Set(),
};
const ACTORS: Record<Role | 'outsider', Actor> = { owner: OWNER, admin: ADMIN, manager: MANAGER, developer: DEVELOPER, viewer: VIEWER, outsider: OUTSIDER };

describe('permission table (spec §6)', () => {
  it('covers every command kind of the project decider', () => {
    for (const kind of Object.keys(COMMANDS)) expect(isProjectCommandType(kind), kind).toBe(true);
    expect(Object.keys(COMMANDS)).toHaveLength(33 + 6 + 6 + 1 + 1 + 2 + 3); // + ReissueInvitation (issue 17), + PromoteEnvironment, ImportProject (issue 19), + Archive/UnarchiveFeatureFlag, UpdateUsageSettings (issue 20)
  });

  it('has the roles of the world it runs in', () => {
    for (const role of ['admin', 'manager', 'developer', 'viewer'] as const) expect(worldState.members[ACTORS[role].id]!.role).toBe(role);
    expect(worldState.ownerId).toBe(OWNER.id);
    expect(worldState.members[OUTSIDER.id]).toBeUndefined();
  });

  const gated = Object.entries(COMMANDS).filter(([, c]) => c.area !== 'open');
  const cases = (Object.keys(ACTORS) as Array<Role | 'outsider'>).flatMap((role) =>
    gated.map(([kind, c]) => {
      const expected = role === 'outsider' ? 'PROJECT_NOT_FOUND' : ALLOWED[role].has(c.area) ? 'allowed' : 'FORBIDDEN';
      return [role, kind, expected, c.cmd] as const;
    }),
  );

  it.each(cases)('%s · %s -> %s', (role, _kind, expected, cmd) => {
    const when = project.given(world).when(cmd, testContext({ actor: ACTORS[role], now: LATER }));
    if (expected === 'allowed') when.then((events) => expect(events.length).toBeGreaterThan(0));
    else if (expected === 'FORBIDDEN') when.thenFails('FORBIDDEN', /^You do not have permission to /);
    else when.thenFails('PROJECT_NOT_FOUND', 'Project not found');
  });

  it('CreateProject is not role-gated: anyone creates a new project and owns it, nobody re-creates one', () => {
    for (const actor of Object.values(ACTORS)) {
      project
        .given([])
        .when(CREATE_PROJECT, testContext({ actor }))
        .then((events, next) => {
          expect(events[0]!.type).toBe('ProjectCreated');
          expect(next.ownerId).toBe(actor.id);
        });
      project.given(world).when(CREATE_PROJECT, testContext({ actor })).thenFails('PROJECT_ALREADY_EXISTS');
    }
  });

  it('AcceptInvitation is not role-gated: the invited address accepts, whoever they are', () => {
    const pending: Actor = { id: 'user-pending', name: 'Pat Pending', email: 'pending@example.com' };
    project
      .given(world)
      .when(COMMANDS.AcceptInvitation.cmd, testContext({ actor: pending, now: LATER }))
      .then((events) => expect(events.map((e) => e.type)).toEqual(['InvitationAccepted', 'MemberJoined']));
    for (const actor of Object.values(ACTORS)) {
      project
        .given(world)
        .when(COMMANDS.AcceptInvitation.cmd, testContext({ actor, now: LATER }))
        .thenFails('INVITATION_EMAIL_MISMATCH');
    }
  });

  it('DeclineInvitation is not role-gated: only the invited user declines, anyone else finds nothing', () => {
    project
      .given(world)
      .when(COMMANDS.DeclineInvitation.cmd, testContext({ actor: { id: 'user-invitee', name: 'Ivy' }, now: LATER }))
      .then((events) => expect(events.map((e) => e.type)).toEqual(['InvitationDeclined']));
    for (const actor of Object.values(ACTORS)) {
      project
        .given(world)
        .when(COMMANDS.DeclineInvitation.cmd, testContext({ actor, now: LATER }))
        .thenFails('INVITATION_NOT_FOUND');
    }
  });

  it('every gated command is PROJECT_NOT_FOUND for the owner of a deleted project, and passes for a system actor', () => {
    const deleted = followedBy(world, [[{ kind: 'DeleteProject' }]]);
    const system: Actor = { id: 'system:scheduler', name: 'Scheduler', system: true };
    for (const [kind, { cmd }] of gated) {
      project
        .given(deleted)
        .when(cmd, testContext({ now: LATER }))
        .thenFails('PROJECT_NOT_FOUND');
      project
        .given(world)
        .when(cmd, testContext({ actor: system, now: LATER }))
        .then((events) => expect(events.length, kind).toBeGreaterThan(0));
    }
  });
});
