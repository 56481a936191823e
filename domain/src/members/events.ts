import type { DomainEvent } from '../shared/decider';
import type { AssignableRole } from './roles';

export type MemberInvited = DomainEvent<'MemberInvited', {
  invitationId: string; email: string; role: AssignableRole; message: string; tokenHash: string;
  invitedBy: { id: string; name: string }; createdAt: number; expiresAt: number;
}>;
export type InvitationCancelled = DomainEvent<'InvitationCancelled', { invitationId: string; cancelledAt: number }>;
export type InvitationAccepted = DomainEvent<'InvitationAccepted', { invitationId: string; userId: string; acceptedAt: number }>;
export type MemberJoined = DomainEvent<'MemberJoined', {
  userId: string; name: string; email: string; role: AssignableRole; joinedAt: number; via: 'invitation' | 'direct';
}>;
export type MemberRoleChanged = DomainEvent<'MemberRoleChanged', { userId: string; role: AssignableRole; previousRole: AssignableRole; changedAt: number }>;
export type MemberRemoved = DomainEvent<'MemberRemoved', { userId: string; removedAt: number }>;

export type MemberEvent = MemberInvited | InvitationCancelled | InvitationAccepted | MemberJoined | MemberRoleChanged | MemberRemoved;
