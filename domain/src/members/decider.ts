import type { ProjectEvent } from '../project/events';
import type { MemberEvent } from './events';
import type { MemberCommand } from './commands';
import type { InvitationState, MemberState, ProjectState } from '../project/state';
import type { CommandContext } from '../shared/decider';
import { acceptInvitationInput, addTeamMemberInput, changeRoleInput, invitationRefInput, inviteMemberInput, memberRefInput } from './commands';
import { actorRole, requireCapacity, requirePermission, requireProject } from '../project/access';
import { fail } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { invitationStatus, sameEmail } from './invitations';
import { ROLE_RANK } from './roles';
import type { Role } from './roles';

export const INVITATION_MESSAGES = {
  invalid: 'Invalid or expired invitation',
  expired: 'This invitation has expired',
  notPending: 'This invitation is no longer pending',
  emailMismatch: 'This invitation was sent to a different email address',
  alreadyMember: 'You are already a member of this project',
} as const;

function requireMember(s: ProjectState, userId: string): MemberState {
  const m = s.members[userId];
  if (!m) fail(s.ownerId === userId ? 'CANNOT_CHANGE_OWNER' : 'MEMBER_NOT_FOUND', s.ownerId === userId ? 'The project owner cannot be changed or removed' : 'Team member not found');
  return m;
}

/** Nobody acts on a role above their own, nor grants one: a manager cannot create or touch admins. */
function requireRank(actor: Role | null, system: boolean | undefined, ...roles: Role[]): void {
  if (system || actor === null) return;
  if (roles.some((r) => ROLE_RANK[r] > ROLE_RANK[actor])) fail('FORBIDDEN', 'You cannot manage a role above your own');
}

const isMemberOrOwner = (s: ProjectState, userId: string): boolean => userId === s.ownerId || userId in s.members;

export function decideMember(cmd: MemberCommand, s: ProjectState, ctx: CommandContext): ProjectEvent[] {
  switch (cmd.kind) {
    case 'InviteMember': {
      requirePermission(s, ctx.actor, 'canInviteUsers');
      const input = parseInput(inviteMemberInput, cmd);
      requireRank(actorRole(s, ctx.actor), ctx.actor.system, input.role);
      const existing = [...Object.values(s.members)].find((m) => sameEmail(m.email, input.email));
      if (existing) fail('ALREADY_MEMBER', `${input.email} is already a member of this project`);
      const pending = Object.values(s.invitations).find((i) => sameEmail(i.email, input.email) && invitationStatus(i, ctx.now) === 'pending');
      if (pending) fail('INVITATION_PENDING', `An invitation for ${input.email} is already pending`);
      requireCapacity(s, ctx, 'teamMembers');
      return [{
        type: 'MemberInvited',
        data: {
          invitationId: ctx.newId(), email: input.email, role: input.role, message: input.message, tokenHash: input.tokenHash,
          invitedBy: { id: ctx.actor.id, name: ctx.actor.name }, createdAt: ctx.now, expiresAt: ctx.now + input.expiresInMs,
        },
      }];
    }
    case 'CancelInvitation': {
      requirePermission(s, ctx.actor, 'canInviteUsers');
      const { invitationId } = parseInput(invitationRefInput, cmd);
      const inv = s.invitations[invitationId];
      if (!inv) fail('INVITATION_NOT_FOUND', 'Invitation not found');
      if (inv.status !== 'pending') fail('INVITATION_NOT_PENDING', INVITATION_MESSAGES.notPending);
      requireRank(actorRole(s, ctx.actor), ctx.actor.system, inv.role);
      return [{ type: 'InvitationCancelled', data: { invitationId: inv.id, cancelledAt: ctx.now } }];
    }
    case 'AcceptInvitation': {
      // Whoever holds the link may read it; only the invited address may accept it.
      requireProject(s);
      const { tokenHash } = parseInput(acceptInvitationInput, cmd);
      const inv = Object.values(s.invitations).find((i) => i.tokenHash === tokenHash);
      if (!inv) fail('INVITATION_NOT_FOUND', INVITATION_MESSAGES.invalid);
      const status = invitationStatus(inv, ctx.now);
      if (status === 'expired') fail('INVITATION_EXPIRED', INVITATION_MESSAGES.expired);
      if (status !== 'pending') fail('INVITATION_NOT_PENDING', INVITATION_MESSAGES.notPending);
      if (!ctx.actor.email || !sameEmail(ctx.actor.email, inv.email)) fail('INVITATION_EMAIL_MISMATCH', INVITATION_MESSAGES.emailMismatch);
      if (isMemberOrOwner(s, ctx.actor.id)) fail('ALREADY_MEMBER', INVITATION_MESSAGES.alreadyMember);
      requireCapacity(s, ctx, 'teamMembers');
      return [
        { type: 'InvitationAccepted', data: { invitationId: inv.id, userId: ctx.actor.id, acceptedAt: ctx.now } },
        { type: 'MemberJoined', data: { userId: ctx.actor.id, name: ctx.actor.name, email: inv.email, role: inv.role, joinedAt: ctx.now, via: 'invitation' } },
      ];
    }
    case 'AddTeamMember': {
      requirePermission(s, ctx.actor, 'canManageMembers');
      const input = parseInput(addTeamMemberInput, cmd);
      requireRank(actorRole(s, ctx.actor), ctx.actor.system, input.role);
      if (isMemberOrOwner(s, input.userId)) fail('ALREADY_MEMBER', 'This user is already a member of this project');
      requireCapacity(s, ctx, 'teamMembers');
      return [{ type: 'MemberJoined', data: { userId: input.userId, name: input.name, email: input.email, role: input.role, joinedAt: ctx.now, via: 'direct' } }];
    }
    case 'ChangeMemberRole': {
      requirePermission(s, ctx.actor, 'canManageMembers');
      const input = parseInput(changeRoleInput, cmd);
      const member = requireMember(s, input.userId);
      requireRank(actorRole(s, ctx.actor), ctx.actor.system, member.role, input.role);
      if (member.role === input.role) return [];
      return [{ type: 'MemberRoleChanged', data: { userId: member.userId, role: input.role, previousRole: member.role, changedAt: ctx.now } }];
    }
    case 'RemoveMember': {
      const { userId } = parseInput(memberRefInput, cmd);
      // Anyone may leave a project; removing others needs the members permission.
      if (userId !== ctx.actor.id) requirePermission(s, ctx.actor, 'canManageMembers');
      else requirePermission(s, ctx.actor, 'canView');
      const member = requireMember(s, userId);
      if (userId !== ctx.actor.id) requireRank(actorRole(s, ctx.actor), ctx.actor.system, member.role);
      return [{ type: 'MemberRemoved', data: { userId: member.userId, removedAt: ctx.now } }];
    }
  }
}

const withInvitation = (s: ProjectState, id: string, f: (i: InvitationState) => InvitationState): ProjectState => {
  const i = s.invitations[id];
  return i ? { ...s, invitations: { ...s.invitations, [id]: f(i) } } : s;
};

export function evolveMember(s: ProjectState, e: MemberEvent): ProjectState {
  switch (e.type) {
    case 'MemberInvited': {
      const d = e.data;
      const inv: InvitationState = {
        id: d.invitationId, email: d.email, role: d.role, message: d.message, tokenHash: d.tokenHash, invitedBy: d.invitedBy,
        status: 'pending', createdAt: d.createdAt, expiresAt: d.expiresAt,
      };
      return { ...s, invitations: { ...s.invitations, [inv.id]: inv } };
    }
    case 'InvitationCancelled':
      return withInvitation(s, e.data.invitationId, (i) => ({ ...i, status: 'cancelled' }));
    case 'InvitationAccepted':
      return withInvitation(s, e.data.invitationId, (i) => ({ ...i, status: 'accepted' }));
    case 'MemberJoined': {
      const d = e.data;
      return { ...s, members: { ...s.members, [d.userId]: { userId: d.userId, name: d.name, email: d.email, role: d.role, joinedAt: d.joinedAt } } };
    }
    case 'MemberRoleChanged': {
      const m = s.members[e.data.userId];
      return m ? { ...s, members: { ...s.members, [m.userId]: { ...m, role: e.data.role } } } : s;
    }
    case 'MemberRemoved': {
      const { [e.data.userId]: _gone, ...members } = s.members;
      return { ...s, members };
    }
  }
}
