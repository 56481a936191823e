import { useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { AuthContext } from './authContext';
import type { AuthState, AuthUser } from './authContext';
import { DEV_SESSION_KEY as STORAGE_KEY } from './devSessionKey';

interface DevSession {
  token: string;
  user: AuthUser;
  expiresAt: number;
}

function readSession(): DevSession | null {
  try {
    const s = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as DevSession | null;
    return s && s.expiresAt > Date.now() ? s : null;
  } catch {
    return null;
  }
}

export const hasDevSession = (): boolean => readSession() !== null;

/** Asks the gateway's development identity provider for a token (only without Clerk keys). */
export async function devSignIn(user: AuthUser): Promise<DevSession> {
  const r = await fetch('/api/dev-auth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: user.id, name: user.name, email: user.email }),
  });
  const body = (await r.json().catch(() => ({}))) as { token?: string; error?: { message?: string } };
  if (!r.ok || !body.token) throw new Error(body.error?.message ?? `API request failed: ${r.status} ${r.statusText}`);
  const payload = JSON.parse(atob(body.token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number };
  return { token: body.token, user, expiresAt: payload.exp * 1000 };
}

/** A stable user id from an email, so signing in again with the same address is the same user. */
export const devUserId = (email: string): string =>
  `user_${email
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60)}`;

export const DevAuthContextSetter = { current: null as null | ((s: DevSession | null) => void) };

export function DevAuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<DevSession | null>(readSession);
  const set = useCallback((s: DevSession | null) => {
    if (s) localStorage.setItem(STORAGE_KEY, JSON.stringify(s));
    else localStorage.removeItem(STORAGE_KEY);
    setSession(s);
  }, []);
  DevAuthContextSetter.current = set;
  const value = useMemo<AuthState>(
    () => ({
      mode: 'dev',
      isLoaded: true,
      isSignedIn: session !== null,
      user: session?.user ?? null,
      getToken: async () => {
        const s = readSession();
        if (!s && session) set(null);
        return s?.token ?? null;
      },
      signOut: async () => set(null),
    }),
    [session, set],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
