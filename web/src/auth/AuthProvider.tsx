import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { DevAuthProvider, hasDevSession } from './DevAuthProvider';
import { FullScreenLoader } from '../components/FullScreenLoader';

const publishableKey = import.meta.env.VITE_CLERK_PUBLISHABLE_KEY as string | undefined;
// Clerk's code is only downloaded when Clerk is configured.
const ClerkAuthProvider = lazy(() => import('./ClerkAuthProvider'));

export const authMode: 'clerk' | 'dev' = publishableKey ? 'clerk' : 'dev';

/** Before the auth provider loads: could this visitor be signed in? (Clerk's session is unknown until it loads: maybe.) */
export const maybeSignedIn = (): boolean => authMode === 'clerk' || hasDevSession();

export function AuthProvider({ children }: { children: ReactNode }) {
  if (!publishableKey) return <DevAuthProvider>{children}</DevAuthProvider>;
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <ClerkAuthProvider publishableKey={publishableKey}>{children}</ClerkAuthProvider>
    </Suspense>
  );
}
