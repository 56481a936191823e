import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { useAuth } from '../auth/authContext';
import { bootstrapSession } from './bootstrapSession';
import { PENDING_INVITATION_KEY } from './pendingInvitation';

export { PENDING_INVITATION_KEY };

/**
 * Once per sign-in (spec §4): fetch user info, initialising the user when missing (5 attempts,
 * 1000 ms apart); accept a stored pending invitation; auto-accept invitations for this email.
 * It holds nothing back: the shell and the page render meanwhile, and `onReady` says whether the
 * caller's projects may have changed (ProjectsProvider then reads them again).
 */
export function SessionBootstrap({ children, onReady }: { children: ReactNode; onReady: (projectsChanged: boolean) => void }) {
  const { isSignedIn, user } = useAuth();
  const client = useApolloClient();
  const { enqueueSnackbar } = useSnackbar();
  const ranFor = useRef<string | null>(null);

  useEffect(() => {
    if (!isSignedIn || !user) {
      ranFor.current = null;
      return;
    }
    if (ranFor.current === user.id) return;
    ranFor.current = user.id;
    void bootstrapSession(client, (message, variant) => enqueueSnackbar(message, { variant })).then((changed) => {
      // Unreachable: allow the bootstrap to run again once the API answers (next sign-in state change).
      if (changed === null) ranFor.current = null;
      onReady(changed ?? false);
    });
  }, [isSignedIn, user, client, enqueueSnackbar, onReady]);

  return <>{children}</>;
}
