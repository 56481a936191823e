import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { useAuth } from '../auth/authContext';
import { whenIdle } from '../lib/whenIdle';
import { bootstrapSession } from './bootstrapSession';
import { PENDING_INVITATION_KEY } from './pendingInvitation';

export { PENDING_INVITATION_KEY };

/**
 * Once per sign-in (spec §4): fetch user info, initialising the user when missing (5 attempts,
 * 1000 ms apart); accept a stored pending invitation; auto-accept invitations for this email.
 * It holds nothing back: the shell and the page render meanwhile, and `onReady` says whether the
 * caller's projects may have changed (ProjectsProvider then reads them again). It starts at the
 * first idle moment, after the page's first content: its three requests are nothing that screen
 * shows (issue 18: on a phone they sat on the path to the largest paint).
 */
export function SessionBootstrap({ children, onReady }: { children: ReactNode; onReady: (projectsChanged: boolean) => void }) {
  const { isSignedIn, user } = useAuth();
  const client = useApolloClient();
  const { enqueueSnackbar } = useSnackbar();
  const ranFor = useRef<string | null>(null);
  // Who is signed in now, and which scheduled start is the live one (a sign-out and back in schedules another).
  const signedInAs = useRef<string | null>(null);
  const scheduled = useRef(0);

  useEffect(() => {
    signedInAs.current = isSignedIn && user ? user.id : null;
    if (!isSignedIn || !user) {
      ranFor.current = null;
      return;
    }
    if (ranFor.current === user.id) return;
    const id = user.id;
    ranFor.current = id;
    const start = ++scheduled.current;
    const live = () => signedInAs.current === id && scheduled.current === start;
    void whenIdle()
      .then(() => {
        // Signed out (or in again) while waiting: that session's bootstrap is not this one.
        if (!live()) return null;
        return bootstrapSession(client, (message, variant) => enqueueSnackbar(message, { variant }));
      })
      .then((changed) => {
        if (!live()) return;
        // Unreachable: allow the bootstrap to run again once the API answers (next sign-in state change).
        if (changed === null) ranFor.current = null;
        onReady(changed ?? false);
      });
  }, [isSignedIn, user, client, enqueueSnackbar, onReady]);

  return <>{children}</>;
}
