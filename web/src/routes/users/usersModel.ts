import { OWNER_MEMBER_ID, ROLE_RANK, mayActOnRole, normaliseRole } from '@flagstream/domain';
import type { Role } from '@flagstream/domain';
import { relativeTime, shortDate } from '../../lib/format';

/** What the screen's rules read of a member and of an invitation. */
export interface MemberFacts {
  id: string;
  role: string;
  status: string;
  lastActive?: string | null;
  joinedAt?: string | null;
  user: { id: string; fullName: string; email: string; lastLogin?: string | null };
}
export interface InvitationFacts {
  id: string;
  email: string;
  role: string;
  status: string;
  expiresAt?: string | null;
  invitedBy: { name: string };
}

/** Spec §8 texts. */
export const MEMBER_ERRORS = {
  members: 'Failed to fetch members',
  invitations: 'Failed to fetch invitations',
} as const;

/** The owner first (the server sends it first; kept so whatever the order), then the team. */
export const ownerFirst = <M extends { id: string }>(members: readonly M[]): M[] => [
  ...members.filter((m) => m.id === OWNER_MEMBER_ID),
  ...members.filter((m) => m.id !== OWNER_MEMBER_ID),
];

const matches = (q: string, ...fields: Array<string | null | undefined>) => fields.some((f) => (f ?? '').toLowerCase().includes(q));

/** The search as it is matched: trimmed, case-insensitive. */
export const searchKey = (search: string): string => search.trim().toLowerCase();

/** Members whose name, email or role contain the search. */
export const searchMembers = <M extends MemberFacts>(members: readonly M[], q: string): M[] =>
  q ? members.filter((m) => matches(q, m.user.fullName, m.user.email, m.role)) : [...members];

/** Invitations whose email, role or inviter contain the search. */
export const searchInvitations = <I extends InvitationFacts>(invitations: readonly I[], q: string): I[] =>
  q ? invitations.filter((i) => matches(q, i.email, i.role, i.invitedBy.name)) : [...invitations];

/** The four stat cards: everyone (the owner included), the active ones, pending invitations, owner and admins. */
export function memberStats(members: readonly MemberFacts[], invitations: readonly InvitationFacts[]) {
  return {
    total: members.length,
    active: members.filter((m) => m.status === 'active').length,
    pending: invitations.length,
    admins: members.filter((m) => ROLE_RANK[normaliseRole(m.role)] >= ROLE_RANK.admin).length,
  };
}

/** Team members count against the plan as the active member list, the owner aside. */
export const teamCount = (members: readonly MemberFacts[]): number => members.filter((m) => m.id !== OWNER_MEMBER_ID && m.status === 'active').length;

/** "3 of 7 people" while searching. */
export const peopleFound = (shown: number, total: number): string => `${shown} of ${total} people`;

/** A person as named in texts: their name, else their email. */
export const personName = (m: Pick<MemberFacts, 'user'>): string => m.user.fullName || m.user.email;

/** Who the caller may change or remove: not the owner, not themselves, and only those they outrank. */
export function mayEditMember(
  m: Pick<MemberFacts, 'id' | 'role' | 'user'>,
  me: { id: string | undefined; role: Role | null; canManageMembers: boolean },
): boolean {
  return me.canManageMembers && m.id !== OWNER_MEMBER_ID && !isMe(m, me.id) && mayActOnRole(me.role, m.role);
}
export const isMe = (m: Pick<MemberFacts, 'user'>, meId: string | undefined): boolean => Boolean(meId) && m.user.id === meId;

/** "Active 5 minutes ago" (last change in this project), else the last sign-in; issue 17: both were never recorded. */
export function seenText(m: Pick<MemberFacts, 'lastActive'> & { user: Pick<MemberFacts['user'], 'lastLogin'> }, now = Date.now()): string {
  if (m.lastActive) return `Active ${relativeTime(m.lastActive, now)}`;
  if (m.user.lastLogin) return `Signed in ${relativeTime(m.user.lastLogin, now)}`;
  return 'No activity yet';
}
export const seenTitle = (m: Pick<MemberFacts, 'lastActive'> & { user: Pick<MemberFacts['user'], 'lastLogin'> }): string =>
  [
    `Last change in this project: ${m.lastActive ? shortDate(m.lastActive) : 'none'}`,
    `Last sign-in: ${m.user.lastLogin ? shortDate(m.user.lastLogin) : 'not recorded'}`,
  ].join(' · ');

const DAY = 86_400_000;

/** "Expires in 3 days" / "Expires today" / "Expired", with the date, and how urgent it looks. */
export function expiryOf(inv: Pick<InvitationFacts, 'expiresAt' | 'status'>, now = Date.now()): { text: string; tone: 'error' | 'warning' | 'normal' } {
  if (!inv.expiresAt) return { text: 'No expiry', tone: 'normal' };
  const left = Date.parse(inv.expiresAt) - now;
  if (inv.status === 'expired' || left <= 0) return { text: `Expired ${shortDate(inv.expiresAt)}`, tone: 'error' };
  const days = Math.floor(left / DAY);
  if (days < 1) return { text: 'Expires today', tone: 'warning' };
  return { text: `Expires ${shortDate(inv.expiresAt)}`, tone: days <= 1 ? 'warning' : 'normal' };
}

/** The link shown once after an invitation or a new link: the server's, else built from the token. */
export const invitationLink = (inv: { invitationUrl?: string | null; token?: string | null }, origin: string): string =>
  inv.invitationUrl ?? (inv.token ? `${origin}/invitation/${inv.token}` : '');
