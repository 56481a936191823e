import { createContext, useContext } from 'react';

export interface AuthUser {
  id: string;
  name: string;
  email: string;
}

/** The one auth interface the app sees, whether Clerk or the development sign-in is behind it. */
export interface AuthState {
  mode: 'clerk' | 'dev';
  isLoaded: boolean;
  isSignedIn: boolean;
  user: AuthUser | null;
  /** the session bearer token, or null when signed out */
  getToken: () => Promise<string | null>;
  signOut: () => Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const a = useContext(AuthContext);
  if (!a) throw new Error('useAuth outside AuthProvider');
  return a;
}

export const MISSING_TOKEN = 'No authentication token';
