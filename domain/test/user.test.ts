import { describe, expect, it } from 'vitest';
import type { UserCommand, UserEvent, UserState } from '../src';
import { SIGN_IN_RECORD_EVERY_MS, userDecider } from '../src';
import { OWNER, T0, scenario, testContext } from './givenWhenThen';

const user = scenario<UserCommand, UserEvent, UserState>(userDecider);
const LATER = T0 + 86_400_000;
const at = (now: number) => testContext({ now });

const initialized: UserEvent = { type: 'UserInitialized', data: { userId: OWNER.id, fullName: 'Olivia Owner', email: 'olivia@example.com', at: T0 } };

describe('InitializeUser', () => {
  it('creates the user record from the identity provider data', () => {
    user
      .given([])
      .when({ kind: 'InitializeUser', fullName: '  Olivia Owner ', email: 'Olivia@Example.com' })
      .then((events, next) => {
        expect(events).toEqual([initialized]);
        expect(next).toEqual({
          exists: true,
          userId: OWNER.id,
          profile: { fullName: 'Olivia Owner', email: 'olivia@example.com' },
          verifiedEmail: 'olivia@example.com',
          preferences: {},
          ownedProjects: [],
          createdAt: T0,
          updatedAt: T0,
        });
      });
  });

  it('creates an empty profile when nothing is known', () => {
    user
      .given([])
      .when({ kind: 'InitializeUser' })
      .then([{ type: 'UserInitialized', data: { userId: OWNER.id, fullName: '', email: '', at: T0 } }]);
  });

  it('is idempotent: validating again with the same data records nothing', () => {
    user.given([initialized]).when({ kind: 'InitializeUser', fullName: 'Olivia Owner', email: 'OLIVIA@example.com ' }, at(LATER)).then([]);
    user.given([initialized]).when({ kind: 'InitializeUser' }, at(LATER)).then([]);
  });

  it('records only what the identity provider changed', () => {
    user
      .given([initialized])
      .when({ kind: 'InitializeUser', fullName: 'Olivia Owner-Smith', email: 'olivia@example.com' }, at(LATER))
      .then((events, next) => {
        expect(events).toEqual([{ type: 'UserProfileUpdated', data: { userId: OWNER.id, fullName: 'Olivia Owner-Smith', at: LATER } }]);
        expect(next.profile).toEqual({ fullName: 'Olivia Owner-Smith', email: 'olivia@example.com' });
        expect(next.createdAt).toBe(T0);
        expect(next.updatedAt).toBe(LATER);
      });
    user
      .given([initialized])
      .when({ kind: 'InitializeUser', email: 'olivia@new.example' }, at(LATER))
      .then([{ type: 'UserProfileUpdated', data: { userId: OWNER.id, email: 'olivia@new.example', verified: true, at: LATER } }]);
  });

  it('never blanks a known name or email on re-validation', () => {
    user.given([initialized]).when({ kind: 'InitializeUser', fullName: '  ', email: '' }, at(LATER)).then([]);
  });

  it('keeps the preferences on re-validation', () => {
    const prefs: UserEvent = { type: 'UserPreferencesUpdated', data: { userId: OWNER.id, preferences: { theme: 'dark' }, at: T0 } };
    user
      .given([initialized, prefs])
      .when({ kind: 'InitializeUser', fullName: 'Liv' }, at(LATER))
      .then((_events, next) => {
        expect(next.preferences).toEqual({ theme: 'dark' });
        expect(next.profile.fullName).toBe('Liv');
      });
  });
});

describe('UpdateUserProfile', () => {
  it('is USER_NOT_FOUND before initialisation', () => {
    user.given([]).when({ kind: 'UpdateUserProfile', fullName: 'Olivia' }).thenFails('USER_NOT_FOUND', 'User not found');
  });

  it('records the changed fields only', () => {
    user
      .given([initialized])
      .when({ kind: 'UpdateUserProfile', fullName: 'Olivia Owner', email: ' New@Example.com ', bio: 'Ships flags', company: 'Acme' }, at(LATER))
      .then((events, next) => {
        expect(events).toEqual([
          { type: 'UserProfileUpdated', data: { userId: OWNER.id, email: 'new@example.com', bio: 'Ships flags', company: 'Acme', at: LATER } },
        ]);
        expect(next.profile).toEqual({ fullName: 'Olivia Owner', email: 'new@example.com', bio: 'Ships flags', company: 'Acme' });
      });
  });

  it('records nothing when nothing changes', () => {
    user.given([initialized]).when({ kind: 'UpdateUserProfile', fullName: 'Olivia Owner', email: 'olivia@example.com' }).then([]);
    user.given([initialized]).when({ kind: 'UpdateUserProfile' }).then([]);
  });

  it('validates the email and refuses a blank name', () => {
    user
      .given([initialized])
      .when({ kind: 'UpdateUserProfile', email: 'not-an-email' })
      .thenFails('VALIDATION_FAILED', 'email: A valid email address is required');
    user.given([initialized]).when({ kind: 'UpdateUserProfile', fullName: '   ' }).thenFails('VALIDATION_FAILED', 'fullName: Name is required');
  });
});

describe('UpdateUserPreferences', () => {
  it('is USER_NOT_FOUND before initialisation', () => {
    user
      .given([])
      .when({ kind: 'UpdateUserPreferences', preferences: { theme: 'dark' } })
      .thenFails('USER_NOT_FOUND', 'User not found');
  });

  it('merges the new preferences into the stored ones, recording only what changed', () => {
    // a legacy event carried the whole map
    const first: UserEvent = { type: 'UserPreferencesUpdated', data: { userId: OWNER.id, preferences: { theme: 'dark', language: 'en' }, at: T0 } };
    user
      .given([initialized, first])
      .when({ kind: 'UpdateUserPreferences', preferences: { theme: 'light', language: 'en', timezone: 'UTC', sidebar: { open: true } } }, at(LATER))
      .then((events, next) => {
        expect(events).toEqual([
          {
            type: 'UserPreferencesChanged',
            data: { userId: OWNER.id, set: { theme: 'light', timezone: 'UTC', sidebar: { open: true } }, removed: [], at: LATER },
          },
        ]);
        expect(next.preferences).toEqual({ theme: 'light', language: 'en', timezone: 'UTC', sidebar: { open: true } });
        expect(next.updatedAt).toBe(LATER);
      });
  });

  it('starts from no preferences', () => {
    user
      .given([initialized])
      .when({ kind: 'UpdateUserPreferences', preferences: { theme: 'dark' } })
      .then([{ type: 'UserPreferencesChanged', data: { userId: OWNER.id, set: { theme: 'dark' }, removed: [], at: T0 } }]);
  });

  it('refuses more than 100 preferences and a non-JSON value', () => {
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`k${i}`, i]));
    user
      .given([initialized])
      .when({ kind: 'UpdateUserPreferences', preferences: many })
      .thenFails('VALIDATION_FAILED', /At most 100 preferences/);
    user
      .given([initialized])
      .when({ kind: 'UpdateUserPreferences', preferences: { f: (() => 1) as unknown as number } })
      .thenFails('VALIDATION_FAILED');
  });
});

describe('RecordSignIn (issue 17: a member list with last_login)', () => {
  const signedIn = (t: number): UserEvent => ({ type: 'UserSignedIn', data: { userId: OWNER.id, at: t } });

  it('records the first sign-in and keeps its time in the state', () => {
    user
      .given([initialized])
      .when({ kind: 'RecordSignIn' }, at(LATER))
      .then((events, next) => {
        expect(events).toEqual([signedIn(LATER)]);
        expect(next.lastSignInAt).toBe(LATER);
      });
  });

  it('records nothing again within the interval, and again after it', () => {
    user
      .given([initialized, signedIn(LATER)])
      .when({ kind: 'RecordSignIn' }, at(LATER + SIGN_IN_RECORD_EVERY_MS - 1))
      .then([]);
    user
      .given([initialized, signedIn(LATER)])
      .when({ kind: 'RecordSignIn' }, at(LATER + SIGN_IN_RECORD_EVERY_MS))
      .then([signedIn(LATER + SIGN_IN_RECORD_EVERY_MS)]);
  });

  it('needs an initialised user', () => {
    user.given([]).when({ kind: 'RecordSignIn' }).thenFails('USER_NOT_FOUND');
  });
});
