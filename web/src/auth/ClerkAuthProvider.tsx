import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { ClerkProvider, useAuth as useClerkAuth, useUser } from '@clerk/react';
import { AuthContext } from './authContext';
import type { AuthState } from './authContext';

function Bridge({ children }: { children: ReactNode }) {
  const auth = useClerkAuth();
  const { user } = useUser();
  const value = useMemo<AuthState>(
    () => ({
      mode: 'clerk',
      isLoaded: auth.isLoaded,
      isSignedIn: Boolean(auth.isSignedIn),
      user: user ? { id: user.id, name: user.fullName ?? user.username ?? user.id, email: user.primaryEmailAddress?.emailAddress ?? '' } : null,
      getToken: () => auth.getToken(),
      signOut: () => auth.signOut(),
    }),
    [auth, user],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** Clerk's hosted sign-in, used when VITE_CLERK_PUBLISHABLE_KEY is set at build time. */
export default function ClerkAuthProvider({ publishableKey, children }: { publishableKey: string; children: ReactNode }) {
  return (
    <ClerkProvider publishableKey={publishableKey} afterSignOutUrl="/sign-in">
      <Bridge>{children}</Bridge>
    </ClerkProvider>
  );
}
