import { lazy, Suspense } from 'react';
import { useAuth } from '../auth/authContext';
import { useProjects } from '../state/ProjectsProvider';
import { useConnectivity } from '../apollo/connectivity';

// The dialog and its form load only for the user who needs it: a first run.
const WelcomeDialog = lazy(() => import('./WelcomeDialog'));

/**
 * First-run rule (spec §2, changed by issue 17): open when signed in, the auth provider loaded,
 * and the project list was read from the API and is empty. It opens at once (no 5 s wait), and
 * never when the list could not be read: an unreachable API shows the offline state instead, so
 * an existing user is never invited to create a duplicate project.
 */
export function WelcomeGate() {
  const { isSignedIn, isLoaded } = useAuth();
  const { projects, loading, error, projectLoaded } = useProjects();
  const connectivity = useConnectivity();
  const open = isSignedIn && isLoaded && !loading && !error && connectivity === 'online' && projects.length === 0 && projectLoaded;
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeDialog />
    </Suspense>
  );
}
