import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { DevAuthProvider } from './DevAuthProvider';
import { FullScreenLoader } from '../components/FullScreenLoader';

const publishableKey = import.meta.env.VITE_CLERK_PUBLISHABLE_KEY as string | undefined;
// Clerk's code is only downloaded when Clerk is configured.
const ClerkAuthProvider = lazy(() => import('./ClerkAuthProvider'));

export const authMode: 'clerk' | 'dev' = publishableKey ? 'clerk' : 'dev';

export function AuthProvider({ children }: { children: ReactNode }) {
  if (!publishableKey) return <DevAuthProvider>{children}</DevAuthProvider>;
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <ClerkAuthProvider publishableKey={publishableKey}>{children}</ClerkAuthProvider>
    </Suspense>
  );
}
