import type { ProjectEvent } from '../project/events';
import type { MemberEvent } from './events';
import type { MemberCommand } from './commands';
import type { InvitationState, MemberState, ProjectState } from '../project/state';
import type { CommandContext } from '../shared/decider';
import {
  acceptInvitationInput,
  addTeamMemberInput,
  changeRoleInput,
  invitationRefInput,
  inviteMemberInput,
  memberRefInput,
  reissueInvitationInput,
} from './commands';
import { actorRole, requireCapacity, requirePermission, requireProject } from '../project/access';
import { fail } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { own } from '../shared/own';
import { SIZE_LIMITS } from '../shared/limits';
import { safeDisplayName } from '../shared/text';
import { invitationStatus, sameEmail } from './invitations';
import { permissionsFor, roleInProject } from './permissions';
import { mayActOnRole } from './roles';
import type { Role } from './roles';

export const INVITATION_MESSAGES = {
  invalid: 'Invalid or expired invitation',
  expired: 'This invitation has expired',
  notPending: 'This invitation is no longer pending',
  emailMismatch: 'This invitation was sent to a different email address',
  alreadyMember: 'You are already a member of this project',
  revoked: 'This invitation is no longer valid: the person who sent it can no longer grant this role',
} as const;

/** Member ids are user-chosen strings: look them up as own keys only (`constructor` is no member). */
export const memberOf = (s: ProjectState, userId: string): MemberState | undefined => own(s.members, userId);
export const invitationOf = (s: ProjectState, invitationId: string): InvitationState | undefined => own(s.invitations, invitationId);

function requireMember(s: ProjectState, userId: string): MemberState {
  const m = memberOf(s, userId);
  if (!m)
    fail(
      s.ownerId === userId ? 'CANNOT_CHANGE_OWNER' : 'MEMBER_NOT_FOUND',
      s.ownerId === userId ? 'The project owner cannot be changed or removed' : 'Team member not found',
    );
  return m;
}

/** Nobody acts on a role above their own, nor grants one: a manager cannot create or touch admins. */
function requireRank(actor: Role | null, system: boolean | undefined, ...roles: Role[]): void {
  if (system || actor === null) return;
  if (!roles.every((r) => mayActOnRole(actor, r))) fail('FORBIDDEN', 'You cannot manage a role above your own');
}

const isMemberOrOwner = (s: ProjectState, userId: string): boolean => userId === s.ownerId || memberOf(s, userId) !== undefined;

const pendingInvitations = (s: ProjectState, now: number): InvitationState[] =>
  Object.values(s.invitations).filter((i) => invitationStatus(i, now) === 'pending');

/** Pending invitations are bounded per project (each one is stored and listed). */
function requireInvitationRoom(s: ProjectState, now: number): void {
  const count = pendingInvitations(s, now).length;
  if (count >= SIZE_LIMITS.pendingInvitations) {
    fail('QUOTA_EXCEEDED', `A project can have at most ${SIZE_LIMITS.pendingInvitations} pending invitations; cancel some first`, {
      limitType: 'pendingInvitations',
      count,
      max: SIZE_LIMITS.pendingInvitations,
    });
  }
}

/**
 * Could the sender grant this invitation's role now? They must still be in the project, still
 * allowed to invite, and not below the role offered: an invitation never outlives the
 * authority it was sent with.
 */
export function inviterCanStillGrant(s: ProjectState, inv: Pick<InvitationState, 'role' | 'invitedBy'>): boolean {
  const role = roleInProject(s, inv.invitedBy.id);
  return role !== null && permissionsFor(role).canInviteUsers && mayActOnRole(role, inv.role);
}

/** Pending invitations a member sent that their new role (or their leaving: null) can no longer back. */
function revokedBy(s: ProjectState, userId: string, newRole: Role | null, now: number): ProjectEvent[] {
  return pendingInvitations(s, now)
    .filter((i) => i.invitedBy.id === userId && (newRole === null || !permissionsFor(newRole).canInviteUsers || !mayActOnRole(newRole, i.role)))
    .map((i) => ({ type: 'InvitationRevoked', data: { invitationId: i.id, reason: newRole === null ? 'inviter_left' : 'inviter_demoted', revokedAt: now } }));
}

export function decideMember(cmd: MemberCommand, s: ProjectState, ctx: CommandContext): ProjectEvent[] {
  switch (cmd.kind) {
    case 'InviteMember': {
      requirePermission(s, ctx.actor, 'canInviteUsers');
      const input = parseInput(inviteMemberInput, cmd);
      requireRank(actorRole(s, ctx.actor), ctx.actor.system, input.role);
      const existing = [...Object.values(s.members)].find((m) => sameEmail(m.email, input.email));
      if (existing) fail('ALREADY_MEMBER', `${input.email} is already a member of this project`);
      const pending = pendingInvitations(s, ctx.now).find((i) => i.email !== '' && sameEmail(i.email, input.email));
      if (pending) fail('INVITATION_PENDING', `An invitation for ${input.email} is already pending`);
      requireInvitationRoom(s, ctx.now);
      requireCapacity(s, ctx, 'teamMembers');
      return [
        {
          type: 'MemberInvited',
          data: {
            invitationId: ctx.newId(),
            email: input.email,
            role: input.role,
            message: input.message,
            tokenHash: input.tokenHash,
            invitedBy: { id: ctx.actor.id, name: ctx.actor.name },
            createdAt: ctx.now,
            expiresAt: ctx.now + input.expiresInMs,
          },
        },
      ];
    }
    case 'CancelInvitation': {
      requirePermission(s, ctx.actor, 'canInviteUsers');
      const { invitationId } = parseInput(invitationRefInput, cmd);
      const inv = invitationOf(s, invitationId);
      if (!inv) fail('INVITATION_NOT_FOUND', 'Invitation not found');
      if (inv.status !== 'pending') fail('INVITATION_NOT_PENDING', INVITATION_MESSAGES.notPending);
      requireRank(actorRole(s, ctx.actor), ctx.actor.system, inv.role);
      return [{ type: 'InvitationCancelled', data: { invitationId: inv.id, cancelledAt: ctx.now } }];
    }
    case 'ReissueInvitation': {
      // A new link for a pending or expired email invitation; the old link stops working (issue 17).
      requirePermission(s, ctx.actor, 'canInviteUsers');
      const input = parseInput(reissueInvitationInput, cmd);
      const inv = invitationOf(s, input.invitationId);
      if (!inv || inv.userId !== undefined || inv.email === '') fail('INVITATION_NOT_FOUND', 'Invitation not found');
      const status = invitationStatus(inv, ctx.now);
      if (status !== 'pending' && status !== 'expired') fail('INVITATION_NOT_PENDING', INVITATION_MESSAGES.notPending);
      requireRank(actorRole(s, ctx.actor), ctx.actor.system, inv.role);
      if (status === 'expired') {
        requireInvitationRoom(s, ctx.now);
        requireCapacity(s, ctx, 'teamMembers');
      }
      return [
        ...(status === 'pending' ? [{ type: 'InvitationCancelled' as const, data: { invitationId: inv.id, cancelledAt: ctx.now } }] : []),
        {
          type: 'MemberInvited',
          data: {
            invitationId: ctx.newId(),
            email: inv.email,
            role: inv.role,
            message: inv.message,
            tokenHash: input.tokenHash,
            invitedBy: { id: ctx.actor.id, name: ctx.actor.name },
            createdAt: ctx.now,
            expiresAt: ctx.now + input.expiresInMs,
          },
        },
      ];
    }
    case 'AcceptInvitation': {
      // Whoever holds the link may read it; only the invited address (or user) may accept it.
      requireProject(s);
      const input = parseInput(acceptInvitationInput, cmd);
      const inv =
        input.tokenHash !== undefined
          ? Object.values(s.invitations).find((i) => i.tokenHash !== '' && i.tokenHash === input.tokenHash)
          : // by id: only an invitation addressed to this very user (others' ids are "not found")
            ((i) => (i && i.userId !== undefined && i.userId === ctx.actor.id ? i : undefined))(invitationOf(s, input.invitationId!));
      if (!inv) fail('INVITATION_NOT_FOUND', INVITATION_MESSAGES.invalid);
      const status = invitationStatus(inv, ctx.now);
      if (status === 'expired') fail('INVITATION_EXPIRED', INVITATION_MESSAGES.expired);
      if (status === 'revoked') fail('INVITATION_REVOKED', INVITATION_MESSAGES.revoked);
      if (status !== 'pending') fail('INVITATION_NOT_PENDING', INVITATION_MESSAGES.notPending);
      if (inv.userId !== undefined) {
        if (inv.userId !== ctx.actor.id) fail('INVITATION_NOT_FOUND', INVITATION_MESSAGES.invalid);
      } else if (!ctx.actor.email || !sameEmail(ctx.actor.email, inv.email)) {
        fail('INVITATION_EMAIL_MISMATCH', INVITATION_MESSAGES.emailMismatch);
      }
      if (isMemberOrOwner(s, ctx.actor.id)) fail('ALREADY_MEMBER', INVITATION_MESSAGES.alreadyMember);
      // Re-checked now, not when it was sent: a removed or demoted sender's invitations are dead.
      if (!inviterCanStillGrant(s, inv)) fail('INVITATION_REVOKED', INVITATION_MESSAGES.revoked);
      requireCapacity(s, ctx, 'teamMembers');
      // Name and email come from the accepting user's own (verified) identity, with their consent.
      const email = inv.userId !== undefined ? (ctx.actor.email ?? '').trim().toLowerCase() : inv.email;
      return [
        { type: 'InvitationAccepted', data: { invitationId: inv.id, userId: ctx.actor.id, acceptedAt: ctx.now } },
        {
          type: 'MemberJoined',
          data: {
            userId: ctx.actor.id,
            name: safeDisplayName(ctx.actor.name, ctx.actor.id),
            email,
            role: inv.role,
            joinedAt: ctx.now,
            via: inv.userId !== undefined ? 'direct' : 'invitation',
          },
        },
      ];
    }
    case 'DeclineInvitation': {
      requireProject(s);
      const { invitationId } = parseInput(invitationRefInput, cmd);
      const inv = invitationOf(s, invitationId);
      if (!inv || inv.userId === undefined || inv.userId !== ctx.actor.id) fail('INVITATION_NOT_FOUND', INVITATION_MESSAGES.invalid);
      if (invitationStatus(inv, ctx.now) !== 'pending') fail('INVITATION_NOT_PENDING', INVITATION_MESSAGES.notPending);
      return [{ type: 'InvitationDeclined', data: { invitationId: inv.id, userId: ctx.actor.id, declinedAt: ctx.now } }];
    }
    case 'AddTeamMember': {
      // An invitation to a user id: they become a member only by accepting it.
      requirePermission(s, ctx.actor, 'canManageMembers');
      const input = parseInput(addTeamMemberInput, cmd);
      requireRank(actorRole(s, ctx.actor), ctx.actor.system, input.role);
      if (isMemberOrOwner(s, input.userId)) fail('ALREADY_MEMBER', 'This user is already a member of this project');
      if (pendingInvitations(s, ctx.now).some((i) => i.userId === input.userId)) fail('INVITATION_PENDING', 'An invitation for this user is already pending');
      requireInvitationRoom(s, ctx.now);
      requireCapacity(s, ctx, 'teamMembers');
      return [
        {
          type: 'MemberInvited',
          data: {
            invitationId: ctx.newId(),
            email: '',
            userId: input.userId,
            role: input.role,
            message: input.message,
            tokenHash: '',
            invitedBy: { id: ctx.actor.id, name: ctx.actor.name },
            createdAt: ctx.now,
            expiresAt: ctx.now + input.expiresInMs,
          },
        },
      ];
    }
    case 'ChangeMemberRole': {
      requirePermission(s, ctx.actor, 'canManageMembers');
      const input = parseInput(changeRoleInput, cmd);
      const member = requireMember(s, input.userId);
      requireRank(actorRole(s, ctx.actor), ctx.actor.system, member.role, input.role);
      if (member.role === input.role) return [];
      return [
        { type: 'MemberRoleChanged', data: { userId: member.userId, role: input.role, previousRole: member.role, changedAt: ctx.now } },
        ...revokedBy(s, member.userId, input.role, ctx.now),
      ];
    }
    case 'RemoveMember': {
      const { userId } = parseInput(memberRefInput, cmd);
      // Anyone may leave a project; removing others needs the members permission.
      if (userId !== ctx.actor.id) requirePermission(s, ctx.actor, 'canManageMembers');
      else requirePermission(s, ctx.actor, 'canView');
      const member = requireMember(s, userId);
      if (userId !== ctx.actor.id) requireRank(actorRole(s, ctx.actor), ctx.actor.system, member.role);
      return [{ type: 'MemberRemoved', data: { userId: member.userId, removedAt: ctx.now } }, ...revokedBy(s, member.userId, null, ctx.now)];
    }
  }
}

const withInvitation = (s: ProjectState, id: string, f: (i: InvitationState) => InvitationState): ProjectState => {
  const i = invitationOf(s, id);
  return i ? { ...s, invitations: { ...s.invitations, [id]: f(i) } } : s;
};

export function evolveMember(s: ProjectState, e: MemberEvent): ProjectState {
  switch (e.type) {
    case 'MemberInvited': {
      const d = e.data;
      const inv: InvitationState = {
        id: d.invitationId,
        email: d.email,
        ...(d.userId !== undefined ? { userId: d.userId } : {}),
        role: d.role,
        message: d.message,
        tokenHash: d.tokenHash,
        invitedBy: d.invitedBy,
        status: 'pending',
        createdAt: d.createdAt,
        expiresAt: d.expiresAt,
      };
      return { ...s, invitations: { ...s.invitations, [inv.id]: inv } };
    }
    case 'InvitationCancelled':
      return withInvitation(s, e.data.invitationId, (i) => ({ ...i, status: 'cancelled' }));
    case 'InvitationAccepted':
      return withInvitation(s, e.data.invitationId, (i) => ({ ...i, status: 'accepted' }));
    case 'InvitationRevoked':
      return withInvitation(s, e.data.invitationId, (i) => ({ ...i, status: 'revoked' }));
    case 'InvitationDeclined':
      return withInvitation(s, e.data.invitationId, (i) => ({ ...i, status: 'declined' }));
    case 'MemberJoined': {
      const d = e.data;
      return { ...s, members: { ...s.members, [d.userId]: { userId: d.userId, name: d.name, email: d.email, role: d.role, joinedAt: d.joinedAt } } };
    }
    case 'MemberRoleChanged': {
      const m = memberOf(s, e.data.userId);
      return m ? { ...s, members: { ...s.members, [m.userId]: { ...m, role: e.data.role } } } : s;
    }
    case 'MemberRemoved': {
      if (!memberOf(s, e.data.userId)) return s;
      const members = { ...s.members };
      delete members[e.data.userId];
      return { ...s, members };
    }
    default:
      return s;
  }
}
