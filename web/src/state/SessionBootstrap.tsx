import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { useAuth } from '../auth/authContext';
import { ACCEPT_INVITATION, AUTO_ACCEPT_INVITATIONS, USER_INFO, VALIDATE_USER_INFO } from '../apollo/documents/session';

import { PENDING_INVITATION_KEY } from './pendingInvitation';
import { CURRENT_PROJECT_KEY } from './ProjectsProvider';
import { isUnreachable } from '../apollo/errors';

export { PENDING_INVITATION_KEY };
const ATTEMPTS = 5;
const RETRY_MS = 1000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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
    void (async () => {
      let reachable = true;
      let changed = false;
      for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        try {
          await client.query({ query: USER_INFO, fetchPolicy: 'network-only' });
          // Records the session start (members' "last login", issue 17); nothing waits for it.
          void client.mutate({ mutation: VALIDATE_USER_INFO }).catch(() => undefined);
          break;
        } catch (e) {
          // An API that cannot be reached is not a missing user: go on to the offline state at once.
          if (isUnreachable(e)) {
            reachable = false;
            break;
          }
          try {
            console.info('User not found, initializing...');
            await client.mutate({ mutation: VALIDATE_USER_INFO });
            changed = true;
            break;
          } catch {
            if (attempt < ATTEMPTS) await sleep(RETRY_MS);
          }
        }
      }
      if (!reachable) {
        // Allow the bootstrap to run again once the API answers (next sign-in state change).
        ranFor.current = null;
        onReady(false);
        return;
      }
      const pending = localStorage.getItem(PENDING_INVITATION_KEY);
      if (pending) {
        try {
          const r = await client.mutate({ mutation: ACCEPT_INVITATION, variables: { input: { token: pending } } });
          localStorage.removeItem(PENDING_INVITATION_KEY);
          changed = true;
          // The project just joined is the one to land in.
          if (r.data) localStorage.setItem(CURRENT_PROJECT_KEY, r.data.acceptInvitation.project.id);
          enqueueSnackbar('Successfully joined the project!', { variant: 'success' });
        } catch {
          enqueueSnackbar('Failed to accept invitation. You can try again from the invitation link.', { variant: 'error' });
        }
      }
      try {
        const r = await client.mutate({ mutation: AUTO_ACCEPT_INVITATIONS });
        const meta = r.data?.autoAcceptInvitations;
        if (meta && meta.total > 0) {
          changed = true;
          enqueueSnackbar(meta.message, { variant: 'success' });
        }
      } catch (e) {
        console.warn('Auto-accept failed', e); // logged and ignored (spec §8)
      }
      onReady(changed);
    })();
  }, [isSignedIn, user, client, enqueueSnackbar, onReady]);

  return <>{children}</>;
}
