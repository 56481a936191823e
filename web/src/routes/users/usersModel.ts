import { CombinedGraphQLErrors } from '@apollo/client';
import { OWNER_MEMBER_ID, ROLE_RANK, mayActOnRole, normaliseRole } from '@flagstream/domain';
import type { AssignableRole, Role } from '@flagstream/domain';
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

/** A role as people read it: "Admin"; unknown roles read as Viewer. */
export const roleLabel = (role: string): string => {
  const r = normaliseRole(role);
  return r.charAt(0).toUpperCase() + r.slice(1);
};

/** May the caller act on someone holding `role`? (the domain's rule, written once) */
export const outranks = (actor: Role | null | undefined, role: string): boolean => mayActOnRole(actor, role);

/** The server's reason for a failed call, when it gave one. */
export function errorMessage(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message;
  if (error instanceof Error && error.message) return error.message;
  return undefined;
}

/** The colour a role is drawn in: chips and dots. */
export type RoleTone = 'warning' | 'primary' | 'secondary' | 'success' | 'grey';
const ROLE_TONE: Record<Role, RoleTone> = { owner: 'warning', admin: 'primary', manager: 'secondary', developer: 'success', viewer: 'grey' };
export const roleTone = (role: string): RoleTone => ROLE_TONE[normaliseRole(role)];

const AVATAR_HUES = [250, 200, 160, 30, 330, 280, 10, 120];

/** An avatar's hue, stable per person (from their email, else their name). */
export function avatarHue(seed: string): number {
  let h = 0;
  for (const c of seed) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return AVATAR_HUES[h % AVATAR_HUES.length]!;
}

/** Two initials from the name (or the email's local part): "Ada Lovelace" -> "AL", "bob" -> "BO". */
export function initialsOf(name: string, email: string): string {
  const words = (name || email)
    .replace(/@.*/, '')
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? words[0]![0]! + words[1]![0]! : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

/** The Invite dialog's fields. */
export interface InviteValues {
  email: string;
  role: AssignableRole;
  message: string;
}

/** An invitation may be sent once it has an email and a role. */
export const inviteReady = (v: InviteValues): boolean => v.email.trim().length > 0 && Boolean(v.role);

/** What is sent: the email and message trimmed. */
export const inviteInput = (v: InviteValues): InviteValues => ({ email: v.email.trim(), role: v.role, message: v.message.trim() });

/** A role's card in the Invite dialog: grantable or not (above the caller's role), and its caption. */
export function roleOption(role: AssignableRole, grantable: readonly AssignableRole[], description: string): { allowed: boolean; caption: string } {
  const allowed = grantable.includes(role);
  return { allowed, caption: allowed ? description : `${description} · above your role` };
}
