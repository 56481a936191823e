import type { DomainEvent } from '../shared/decider';
import type { AssignableRole } from './roles';

/**
 * An invitation: to an email address with a secret link (tokenHash), or to a user id
 * (add-team-member: userId set, email and tokenHash ''). Nothing about the invited person is
 * recorded until they accept.
 */
export type MemberInvited = DomainEvent<
  'MemberInvited',
  {
    invitationId: string;
    email: string;
    userId?: string;
    role: AssignableRole;
    message: string;
    tokenHash: string;
    invitedBy: { id: string; name: string };
    createdAt: number;
    expiresAt: number;
  }
>;
/** The sender left or was demoted below the role offered: a pending invitation dies with their authority. */
export type InvitationRevoked = DomainEvent<'InvitationRevoked', { invitationId: string; reason: 'inviter_left' | 'inviter_demoted'; revokedAt: number }>;
/** The invited user said no. */
export type InvitationDeclined = DomainEvent<'InvitationDeclined', { invitationId: string; userId: string; declinedAt: number }>;
export type InvitationCancelled = DomainEvent<'InvitationCancelled', { invitationId: string; cancelledAt: number }>;
export type InvitationAccepted = DomainEvent<'InvitationAccepted', { invitationId: string; userId: string; acceptedAt: number }>;
export type MemberJoined = DomainEvent<
  'MemberJoined',
  {
    userId: string;
    name: string;
    email: string;
    role: AssignableRole;
    joinedAt: number;
    via: 'invitation' | 'direct';
  }
>;
export type MemberRoleChanged = DomainEvent<'MemberRoleChanged', { userId: string; role: AssignableRole; previousRole: AssignableRole; changedAt: number }>;
export type MemberRemoved = DomainEvent<'MemberRemoved', { userId: string; removedAt: number }>;

export type MemberEvent =
  | MemberInvited
  | InvitationCancelled
  | InvitationAccepted
  | InvitationRevoked
  | InvitationDeclined
  | MemberJoined
  | MemberRoleChanged
  | MemberRemoved;
