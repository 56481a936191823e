import { z } from 'zod';
import type { Decider, DomainEvent } from '../shared/decider';
import { jsonValueSchema, nameText } from '../shared/schemas';
import { fail } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { SIZE_LIMITS, jsonBytes, kb, sizeLimitExceeded } from '../shared/limits';
import { FORBIDDEN_KEYS, hasOwnKey } from '../shared/own';
import { limitReachedMessage } from '../billing/limits';

/** Stream `user-{id}`: a user's profile and preferences. */
export const initializeUserInput = z.object({
  fullName: z.string().trim().max(200).default(''),
  email: z.string().trim().toLowerCase().max(254).default(''),
});
export const updateProfileInput = z.object({
  fullName: nameText('Name').pipe(z.string().min(1, 'Name is required')).optional(),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'A valid email address is required' }))
    .optional(),
  bio: z.string().trim().max(2000).optional(),
  company: nameText('Company').optional(),
});

/** A preference key: `__proto__` would not survive JSON and object spreads, so it is refused. */
const preferenceKey = z.string().min(1).max(100);
/** Set keys to values; a key set to null is removed. */
export const updatePreferencesInput = z.object({
  preferences: z
    .custom<Record<string, unknown>>((raw) => typeof raw === 'object' && raw !== null && !Array.isArray(raw), 'preferences must be an object')
    .refine((raw) => !Object.keys(raw).some((k) => FORBIDDEN_KEYS.has(k)), 'The preference key "__proto__" is not allowed')
    .pipe(z.record(preferenceKey, jsonValueSchema.nullable()))
    .refine((p) => Object.keys(p).length <= SIZE_LIMITS.preferenceKeys, `At most ${SIZE_LIMITS.preferenceKeys} preferences`),
});
export const reserveProjectSlotInput = z.object({
  projectId: z.string().min(1).max(100),
  /** how many projects this user may own (from their plans, computed by the caller); -1 unlimited */
  max: z.number().int().min(-1),
  /** projects the read models say this user owns: counts owned projects created before slots were recorded */
  ownedNow: z.number().int().min(0).max(1_000_000).optional(),
  planName: z.string().max(100).default('Free'),
  planId: z.string().max(100).default('free'),
});
export const releaseProjectSlotInput = z.object({
  projectId: z.string().min(1).max(100),
  /** whose slot (the owner's stream): an admin may delete the owner's project */
  userId: z.string().min(1).max(200).optional(),
});

export type UserCommand =
  | ({ kind: 'InitializeUser' } & z.input<typeof initializeUserInput>)
  | ({ kind: 'UpdateUserProfile' } & z.input<typeof updateProfileInput>)
  | ({ kind: 'UpdateUserPreferences' } & z.input<typeof updatePreferencesInput>)
  | ({ kind: 'ReserveProjectSlot' } & z.input<typeof reserveProjectSlotInput>)
  | ({ kind: 'ReleaseProjectSlot' } & z.input<typeof releaseProjectSlotInput>)
  | { kind: 'RecordSignIn' };

/**
 * A sign-in is recorded at most this often (issue 17: members' `last_login` was always null).
 * Every session start validates the user; reloading the app minutes later adds nothing.
 */
export const SIGN_IN_RECORD_EVERY_MS = 10 * 60_000;

type Profile = { fullName: string; email: string; bio?: string; company?: string };
export type UserInitialized = DomainEvent<'UserInitialized', { userId: string } & Profile & { at: number }>;
/** `verified`: the email came from the identity provider (it checked it), not from the profile form. */
export type UserProfileUpdated = DomainEvent<'UserProfileUpdated', { userId: string } & Partial<Profile> & { verified?: true; at: number }>;
/** Legacy: carried the whole merged map; replaced by UserPreferencesChanged (only what changed). */
export type UserPreferencesUpdated = DomainEvent<'UserPreferencesUpdated', { userId: string; preferences: Record<string, unknown>; at: number }>;
export type UserPreferencesChanged = DomainEvent<'UserPreferencesChanged', { userId: string; set: Record<string, unknown>; removed: string[]; at: number }>;
/** A project this user owns counts against the plan's projects-per-account limit. */
export type ProjectSlotReserved = DomainEvent<'ProjectSlotReserved', { userId: string; projectId: string; at: number }>;
export type ProjectSlotReleased = DomainEvent<'ProjectSlotReleased', { userId: string; projectId: string; at: number }>;
/** The user started a session (signed in, or opened the app signed in). */
export type UserSignedIn = DomainEvent<'UserSignedIn', { userId: string; at: number }>;
export type UserEvent =
  | UserInitialized
  | UserProfileUpdated
  | UserPreferencesUpdated
  | UserPreferencesChanged
  | ProjectSlotReserved
  | ProjectSlotReleased
  | UserSignedIn;

export interface UserState {
  exists: boolean;
  userId: string;
  profile: Profile;
  /** the last email the identity provider vouched for ('' when none): what others are shown */
  verifiedEmail: string;
  preferences: Record<string, unknown>;
  /** ids of the projects this user owns (reserved before each is created) */
  ownedProjects: string[];
  /** when the user last started a session (absent: never recorded) */
  lastSignInAt?: number;
  createdAt: number;
  updatedAt: number;
}

const changed = (patch: Partial<Profile>, current: Profile): Partial<Profile> =>
  Object.fromEntries(Object.entries(patch).filter(([k, v]) => v !== undefined && current[k as keyof Profile] !== v)) as Partial<Profile>;

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The preferences after a change (a fresh object: own keys only, no shared prototype tricks). */
function applyPreferences(current: Record<string, unknown>, set: Record<string, unknown>, removed: readonly string[]): Record<string, unknown> {
  const gone = new Set(removed);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(current))
    if (!gone.has(k) && !hasOwnKey(set, k)) Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
  for (const [k, v] of Object.entries(set)) Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
  return out;
}

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: () => ({
    exists: false,
    userId: '',
    profile: { fullName: '', email: '' },
    verifiedEmail: '',
    preferences: {},
    ownedProjects: [],
    createdAt: 0,
    updatedAt: 0,
  }),
  evolve: (s, e) => {
    switch (e.type) {
      case 'UserInitialized': {
        const { userId, at, ...profile } = e.data;
        // the identity provider's email, so it counts as verified
        return { ...s, exists: true, userId, profile, verifiedEmail: profile.email, preferences: {}, createdAt: at, updatedAt: at };
      }
      case 'UserProfileUpdated': {
        const { userId: _u, at, verified, ...patch } = e.data;
        return { ...s, profile: { ...s.profile, ...patch }, ...(verified && patch.email !== undefined ? { verifiedEmail: patch.email } : {}), updatedAt: at };
      }
      case 'UserPreferencesUpdated':
        return { ...s, preferences: applyPreferences({}, e.data.preferences, []), updatedAt: e.data.at };
      case 'UserPreferencesChanged':
        return { ...s, preferences: applyPreferences(s.preferences, e.data.set, e.data.removed), updatedAt: e.data.at };
      case 'ProjectSlotReserved':
        return s.ownedProjects.includes(e.data.projectId) ? s : { ...s, ownedProjects: [...s.ownedProjects, e.data.projectId] };
      case 'ProjectSlotReleased':
        return { ...s, ownedProjects: s.ownedProjects.filter((p) => p !== e.data.projectId) };
      case 'UserSignedIn':
        return { ...s, lastSignInAt: e.data.at };
      default:
        return s; // an event type this version does not know
    }
  },
  decide: (cmd, s, ctx) => {
    const userId = ctx.actor.id;
    switch (cmd.kind) {
      case 'InitializeUser': {
        const input = parseInput(initializeUserInput, cmd);
        // Idempotent: validating an existing user only records what the identity provider changed.
        if (!s.exists) return [{ type: 'UserInitialized', data: { userId, ...input, at: ctx.now } }];
        const patch = changed({ fullName: input.fullName || undefined, email: input.email || undefined } as Partial<Profile>, s.profile);
        // The identity provider's email is verified even when the profile already shows it.
        const verify = input.email !== '' && input.email !== s.verifiedEmail;
        if (verify) patch.email = input.email;
        return Object.keys(patch).length
          ? [{ type: 'UserProfileUpdated', data: { userId, ...patch, ...(verify ? { verified: true as const } : {}), at: ctx.now } }]
          : [];
      }
      case 'UpdateUserProfile': {
        if (!s.exists) fail('USER_NOT_FOUND', 'User not found');
        const patch = changed(parseInput(updateProfileInput, cmd), s.profile);
        return Object.keys(patch).length ? [{ type: 'UserProfileUpdated', data: { userId, ...patch, at: ctx.now } }] : [];
      }
      case 'UpdateUserPreferences': {
        if (!s.exists) fail('USER_NOT_FOUND', 'User not found');
        const { preferences } = parseInput(updatePreferencesInput, cmd);
        // Only what changes is recorded: the log grows with the change, not with the map.
        const set: Record<string, unknown> = {};
        const removed: string[] = [];
        for (const [k, v] of Object.entries(preferences)) {
          const had = hasOwnKey(s.preferences, k);
          if (v === null) {
            if (had) removed.push(k);
          } else if (!had || !sameJson(s.preferences[k], v)) Object.defineProperty(set, k, { value: v, enumerable: true, writable: true, configurable: true });
        }
        if (Object.keys(set).length === 0 && removed.length === 0) return [];
        const next = applyPreferences(s.preferences, set, removed);
        const count = Object.keys(next).length;
        if (count > SIZE_LIMITS.preferenceKeys && count > Object.keys(s.preferences).length) {
          sizeLimitExceeded('preferenceKeys', `At most ${SIZE_LIMITS.preferenceKeys} preferences can be saved; remove some first (set them to null)`, {
            count,
            max: SIZE_LIMITS.preferenceKeys,
          });
        }
        const size = jsonBytes(next);
        if (size > SIZE_LIMITS.preferencesBytes && size > jsonBytes(s.preferences)) {
          sizeLimitExceeded('preferencesBytes', `Preferences may take at most ${kb(SIZE_LIMITS.preferencesBytes)} in all (these would take ${kb(size)})`, {
            size,
            max: SIZE_LIMITS.preferencesBytes,
          });
        }
        return [{ type: 'UserPreferencesChanged', data: { userId, set, removed, at: ctx.now } }];
      }
      case 'ReserveProjectSlot': {
        const input = parseInput(reserveProjectSlotInput, cmd);
        if (s.ownedProjects.includes(input.projectId)) return [];
        const count = Math.max(s.ownedProjects.length, input.ownedNow ?? 0);
        if (input.max !== -1 && count >= input.max) {
          fail('PLAN_LIMIT_REACHED', limitReachedMessage(input.planName, 'projects', input.max), {
            limitType: 'projects',
            count,
            max: input.max,
            plan: input.planName,
            planId: input.planId,
          });
        }
        return [{ type: 'ProjectSlotReserved', data: { userId, projectId: input.projectId, at: ctx.now } }];
      }
      case 'ReleaseProjectSlot': {
        const input = parseInput(releaseProjectSlotInput, cmd);
        return s.ownedProjects.includes(input.projectId)
          ? [{ type: 'ProjectSlotReleased', data: { userId: input.userId ?? userId, projectId: input.projectId, at: ctx.now } }]
          : [];
      }
      case 'RecordSignIn': {
        if (!s.exists) fail('USER_NOT_FOUND', 'User not found');
        if (s.lastSignInAt !== undefined && ctx.now - s.lastSignInAt < SIGN_IN_RECORD_EVERY_MS) return [];
        return [{ type: 'UserSignedIn', data: { userId, at: ctx.now } }];
      }
      default:
        fail('VALIDATION_FAILED', 'Unknown command');
    }
  },
};
