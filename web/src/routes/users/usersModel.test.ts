import { describe, expect, it } from 'vitest';
import {
  avatarHue,
  errorMessage,
  expiryOf,
  initialsOf,
  inviteInput,
  inviteReady,
  outranks,
  roleLabel,
  roleOption,
  roleTone,
  invitationLink,
  isMe,
  mayEditMember,
  memberStats,
  ownerFirst,
  peopleFound,
  personName,
  searchInvitations,
  searchKey,
  searchMembers,
  seenText,
  seenTitle,
  teamCount,
} from './usersModel';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const member = (id: string, role: string, name: string, email: string, status = 'active') => ({
  id,
  role,
  status,
  lastActive: null as string | null,
  joinedAt: '2026-01-01T00:00:00Z',
  user: { id: `u-${id}`, fullName: name, email, lastLogin: null as string | null },
});
const invitation = (id: string, email: string, role: string, by = 'Olivia Owner') => ({
  id,
  email,
  role,
  status: 'pending',
  expiresAt: '2026-03-15T12:00:00Z' as string | null,
  invitedBy: { name: by },
});

const OWNER = member('owner', 'owner', 'Olivia Owner', 'olivia@example.com');
const ADA = member('u1', 'admin', 'Ada Admin', 'ada@example.com');
const DEV = member('u2', 'developer', 'Dan Dev', 'dan@example.com');
const GONE = member('u3', 'viewer', '', 'vic@example.com', 'pending');

describe('usersModel', () => {
  it('lists the owner first whatever the order', () => {
    expect(ownerFirst([ADA, OWNER, DEV]).map((m) => m.id)).toEqual(['owner', 'u1', 'u2']);
  });

  it('searches members by name, email or role and invitations by email, role or inviter', () => {
    const q = searchKey('  DEV ');
    expect(q).toBe('dev');
    expect(searchMembers([OWNER, ADA, DEV], q).map((m) => m.id)).toEqual(['u2']);
    expect(searchMembers([OWNER, ADA, DEV], searchKey('example.com'))).toHaveLength(3);
    expect(searchMembers([OWNER, ADA], '')).toHaveLength(2);
    const invs = [invitation('i1', 'sam@example.com', 'viewer'), invitation('i2', 'kim@example.com', 'manager', 'Ada Admin')];
    expect(searchInvitations(invs, 'manager').map((i) => i.id)).toEqual(['i2']);
    expect(searchInvitations(invs, 'ada').map((i) => i.id)).toEqual(['i2']);
    expect(searchInvitations(invs, 'sam').map((i) => i.id)).toEqual(['i1']);
  });

  it('counts the stat cards and the plan seats', () => {
    expect(memberStats([OWNER, ADA, DEV, GONE], [invitation('i1', 'a@b.c', 'viewer')])).toEqual({ total: 4, active: 3, pending: 1, admins: 2 });
    // the owner holds no seat; only active members do
    expect(teamCount([OWNER, ADA, DEV, GONE])).toBe(2);
    expect(peopleFound(2, 5)).toBe('2 of 5 people');
  });

  it('lets the caller act on roles up to their own, never on the owner or themselves', () => {
    const admin = { id: 'u-u1', role: 'admin' as const, canManageMembers: true };
    expect(mayEditMember(DEV, admin)).toBe(true);
    expect(mayEditMember(OWNER, admin)).toBe(false);
    expect(mayEditMember(ADA, admin)).toBe(false);
    expect(mayEditMember(member('u4', 'admin', 'Al', 'al@example.com'), admin)).toBe(true);
    expect(mayEditMember(DEV, { id: 'u-u5', role: 'viewer', canManageMembers: true })).toBe(false);
    expect(mayEditMember(DEV, { ...admin, canManageMembers: false })).toBe(false);
    expect(mayEditMember(DEV, { id: 'u-owner', role: 'owner', canManageMembers: true })).toBe(true);
    expect(isMe(ADA, 'u-u1')).toBe(true);
    expect(isMe(ADA, undefined)).toBe(false);
    expect(personName(GONE)).toBe('vic@example.com');
    expect(personName(ADA)).toBe('Ada Admin');
  });

  it('says when a member was last seen', () => {
    expect(seenText({ lastActive: '2026-03-10T11:55:00Z', user: { lastLogin: null } }, NOW)).toBe('Active 5 minutes ago');
    expect(seenText({ lastActive: null, user: { lastLogin: '2026-03-08T12:00:00Z' } }, NOW)).toBe('Signed in 2 days ago');
    expect(seenText({ lastActive: null, user: { lastLogin: null } }, NOW)).toBe('No activity yet');
    expect(seenTitle({ lastActive: null, user: { lastLogin: null } })).toBe('Last change in this project: none · Last sign-in: not recorded');
  });

  it('words an invitation expiry and its urgency', () => {
    expect(expiryOf({ expiresAt: null, status: 'pending' }, NOW)).toEqual({ text: 'No expiry', tone: 'normal' });
    expect(expiryOf({ expiresAt: '2026-03-10T18:00:00Z', status: 'pending' }, NOW)).toEqual({ text: 'Expires today', tone: 'warning' });
    expect(expiryOf({ expiresAt: '2026-03-11T18:00:00Z', status: 'pending' }, NOW).tone).toBe('warning');
    expect(expiryOf({ expiresAt: '2026-03-15T12:00:00Z', status: 'pending' }, NOW)).toMatchObject({ tone: 'normal' });
    expect(expiryOf({ expiresAt: '2026-03-09T12:00:00Z', status: 'pending' }, NOW)).toMatchObject({ tone: 'error' });
    expect(expiryOf({ expiresAt: '2026-03-15T12:00:00Z', status: 'expired' }, NOW).text).toMatch(/^Expired /);
  });

  it('builds the invitation link from the token when the server gives none', () => {
    expect(invitationLink({ invitationUrl: 'https://x/invitation/t', token: 't' }, 'https://app')).toBe('https://x/invitation/t');
    expect(invitationLink({ invitationUrl: null, token: 'tok' }, 'https://app')).toBe('https://app/invitation/tok');
    expect(invitationLink({}, 'https://app')).toBe('');
  });
});

describe('roles, avatars and the Invite dialog (issue 18: rules out of the components)', () => {
  it('given a role, then it reads capitalised in its tone; an unknown role reads as Viewer', () => {
    expect(roleLabel('admin')).toBe('Admin');
    expect(roleLabel('nonsense')).toBe('Viewer');
    expect(roleTone('owner')).toBe('warning');
    expect(roleTone('developer')).toBe('success');
    expect(roleTone('nonsense')).toBe('grey');
  });

  it('given an actor, then they outrank only roles below or at theirs, never the owner', () => {
    expect(outranks('admin', 'developer')).toBe(true);
    expect(outranks('developer', 'admin')).toBe(false);
    expect(outranks('admin', 'owner')).toBe(false);
    expect(outranks(null, 'viewer')).toBe(false);
  });

  it('given a name or an email, then the initials are two letters and the hue is the same each time', () => {
    expect(initialsOf('Ada Lovelace', 'ada@example.com')).toBe('AL');
    expect(initialsOf('', 'bob.stone@example.com')).toBe('BS');
    expect(initialsOf('', 'bob@example.com')).toBe('BO');
    expect(initialsOf('', '')).toBe('?');
    expect(avatarHue('ada@example.com')).toBe(avatarHue('ada@example.com'));
    expect([250, 200, 160, 30, 330, 280, 10, 120]).toContain(avatarHue('x'));
  });

  it('given an error, then its message is the server reason when there is one', () => {
    expect(errorMessage(new Error('Email already invited'))).toBe('Email already invited');
    expect(errorMessage(new Error(''))).toBeUndefined();
    expect(errorMessage('nope')).toBeUndefined();
  });

  it('given the invite fields, when the email is blank, then it is not ready; when sent, then email and message are trimmed', () => {
    expect(inviteReady({ email: '  ', role: 'viewer', message: '' })).toBe(false);
    expect(inviteReady({ email: 'a@b.c', role: 'viewer', message: '' })).toBe(true);
    expect(inviteInput({ email: ' a@b.c ', role: 'developer', message: ' hi ' })).toEqual({ email: 'a@b.c', role: 'developer', message: 'hi' });
  });

  it('given the roles the caller may grant, then a role above them is shown disabled with a note', () => {
    expect(roleOption('viewer', ['viewer', 'developer'], 'Reads')).toEqual({ allowed: true, caption: 'Reads' });
    expect(roleOption('admin', ['viewer', 'developer'], 'Manages')).toEqual({ allowed: false, caption: 'Manages · above your role' });
  });
});
