import type { ApolloClient } from '@apollo/client';
import { ACCEPT_INVITATION, AUTO_ACCEPT_INVITATIONS, USER_INFO, VALIDATE_USER_INFO } from '../apollo/documents/session';
import { isUnreachable } from '../apollo/errors';
import { PENDING_INVITATION_KEY } from './pendingInvitation';
import { CURRENT_PROJECT_KEY } from './ProjectsProvider';

export const ATTEMPTS = 5;
export const RETRY_MS = 1000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Client = Pick<ApolloClient, 'query' | 'mutate'>;
type Notify = (message: string, variant: 'success' | 'error') => void;

/**
 * Fetches the user's info, initialising the user when missing (5 attempts, 1000 ms apart). Null when
 * the API cannot be reached; else whether the user was just initialised (projects may have changed).
 */
export async function ensureUser(client: Client, wait: (ms: number) => Promise<unknown> = sleep): Promise<boolean | null> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      await client.query({ query: USER_INFO, fetchPolicy: 'network-only' });
      // Records the session start (members' "last login", issue 17); nothing waits for it.
      void client.mutate({ mutation: VALIDATE_USER_INFO }).catch(() => undefined);
      return false;
    } catch (e) {
      // An API that cannot be reached is not a missing user: go on to the offline state at once.
      if (isUnreachable(e)) return null;
      try {
        console.info('User not found, initializing...');
        await client.mutate({ mutation: VALIDATE_USER_INFO });
        return true;
      } catch {
        if (attempt < ATTEMPTS) await wait(RETRY_MS);
      }
    }
  }
  return false;
}

/** Accepts the invitation stored before sign-in, if any; the project joined becomes the current one. True when joined. */
export async function acceptPendingInvitation(client: Client, notify: Notify): Promise<boolean> {
  const pending = localStorage.getItem(PENDING_INVITATION_KEY);
  if (!pending) return false;
  try {
    const r = await client.mutate({ mutation: ACCEPT_INVITATION, variables: { input: { token: pending } } });
    localStorage.removeItem(PENDING_INVITATION_KEY);
    // The project just joined is the one to land in.
    if (r.data) localStorage.setItem(CURRENT_PROJECT_KEY, r.data.acceptInvitation.project.id);
    notify('Successfully joined the project!', 'success');
    return true;
  } catch {
    notify('Failed to accept invitation. You can try again from the invitation link.', 'error');
    return false;
  }
}

/** Accepts the invitations waiting for this email; true when any were. A failure is logged and ignored (spec §8). */
export async function autoAcceptInvitations(client: Client, notify: Notify): Promise<boolean> {
  try {
    const r = await client.mutate({ mutation: AUTO_ACCEPT_INVITATIONS });
    const meta = r.data?.autoAcceptInvitations;
    if (meta && meta.total > 0) {
      notify(meta.message, 'success');
      return true;
    }
  } catch (e) {
    console.warn('Auto-accept failed', e);
  }
  return false;
}

/**
 * Once per sign-in (spec §4): the user, a stored pending invitation, the invitations for this email.
 * Null when the API cannot be reached; else whether the caller's projects may have changed.
 */
export async function bootstrapSession(client: Client, notify: Notify, wait?: (ms: number) => Promise<unknown>): Promise<boolean | null> {
  const initialised = await ensureUser(client, wait);
  if (initialised === null) return null;
  // The changed flag is set by an accepted invitation even when a later step fails.
  const joined = await acceptPendingInvitation(client, notify);
  const accepted = await autoAcceptInvitations(client, notify);
  return initialised || joined || accepted;
}
