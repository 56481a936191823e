import { z } from 'zod';
import type { Decider, DomainEvent } from '../shared/decider';
import { jsonValueSchema } from '../shared/schemas';
import { fail } from '../shared/errors';
import { parseInput } from '../shared/validate';

/** Stream `user-{id}`: a user's profile and preferences. */
export const initializeUserInput = z.object({
  fullName: z.string().trim().max(200).default(''),
  email: z.string().trim().toLowerCase().max(254).default(''),
});
export const updateProfileInput = z.object({
  fullName: z.string().trim().min(1, 'Name is required').max(200).optional(),
  email: z.string().trim().toLowerCase().pipe(z.email({ error: 'A valid email address is required' })).optional(),
  bio: z.string().trim().max(2000).optional(),
  company: z.string().trim().max(200).optional(),
});
export const updatePreferencesInput = z.object({
  preferences: z.record(z.string().min(1).max(100), jsonValueSchema).refine((p) => Object.keys(p).length <= 100, 'At most 100 preferences'),
});

export type UserCommand =
  | ({ kind: 'InitializeUser' } & z.input<typeof initializeUserInput>)
  | ({ kind: 'UpdateUserProfile' } & z.input<typeof updateProfileInput>)
  | ({ kind: 'UpdateUserPreferences' } & z.input<typeof updatePreferencesInput>);

type Profile = { fullName: string; email: string; bio?: string; company?: string };
export type UserInitialized = DomainEvent<'UserInitialized', { userId: string } & Profile & { at: number }>;
export type UserProfileUpdated = DomainEvent<'UserProfileUpdated', { userId: string } & Partial<Profile> & { at: number }>;
export type UserPreferencesUpdated = DomainEvent<'UserPreferencesUpdated', { userId: string; preferences: Record<string, unknown>; at: number }>;
export type UserEvent = UserInitialized | UserProfileUpdated | UserPreferencesUpdated;

export interface UserState {
  exists: boolean;
  userId: string;
  profile: Profile;
  preferences: Record<string, unknown>;
  createdAt: number;
  updatedAt: number;
}

const changed = (patch: Partial<Profile>, current: Profile): Partial<Profile> =>
  Object.fromEntries(Object.entries(patch).filter(([k, v]) => v !== undefined && current[k as keyof Profile] !== v)) as Partial<Profile>;

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: () => ({ exists: false, userId: '', profile: { fullName: '', email: '' }, preferences: {}, createdAt: 0, updatedAt: 0 }),
  evolve: (s, e) => {
    switch (e.type) {
      case 'UserInitialized': {
        const { userId, at, ...profile } = e.data;
        return { exists: true, userId, profile, preferences: {}, createdAt: at, updatedAt: at };
      }
      case 'UserProfileUpdated': {
        const { userId: _u, at, ...patch } = e.data;
        return { ...s, profile: { ...s.profile, ...patch }, updatedAt: at };
      }
      case 'UserPreferencesUpdated':
        return { ...s, preferences: e.data.preferences, updatedAt: e.data.at };
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
        return Object.keys(patch).length ? [{ type: 'UserProfileUpdated', data: { userId, ...patch, at: ctx.now } }] : [];
      }
      case 'UpdateUserProfile': {
        if (!s.exists) fail('USER_NOT_FOUND', 'User not found');
        const patch = changed(parseInput(updateProfileInput, cmd), s.profile);
        return Object.keys(patch).length ? [{ type: 'UserProfileUpdated', data: { userId, ...patch, at: ctx.now } }] : [];
      }
      case 'UpdateUserPreferences': {
        if (!s.exists) fail('USER_NOT_FOUND', 'User not found');
        const { preferences } = parseInput(updatePreferencesInput, cmd);
        return [{ type: 'UserPreferencesUpdated', data: { userId, preferences: { ...s.preferences, ...preferences }, at: ctx.now } }];
      }
    }
  },
};
