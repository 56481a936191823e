import { lazy, Suspense } from 'react';
import { useAuth } from '../auth/authContext';
import { useProjects } from '../state/ProjectsProvider';

// The dialog and its form load only for the user who needs it: a first run.
const WelcomeDialog = lazy(() => import('./WelcomeDialog'));

/**
 * First-run rule (spec §2): open when signed in, the auth provider loaded, the project list
 * loaded and empty, and the project-loaded flag set.
 */
export function WelcomeGate() {
  const { isSignedIn, isLoaded } = useAuth();
  const { projects, loading, projectLoaded } = useProjects();
  const open = isSignedIn && isLoaded && !loading && projects.length === 0 && projectLoaded;
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeDialog />
    </Suspense>
  );
}
