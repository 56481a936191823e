import { sameEmail } from '@flagstream/domain';

/** Spec §8 texts. */
export const INVITATION_TEXTS = {
  noToken: 'Invalid invitation link',
  loadFailed: 'Invalid or expired invitation',
  acceptFailed: 'Failed to accept invitation',
  joined: 'Successfully joined the project!',
} as const;

/** GET /api/invitations/:token/details (spec §7): the REST contract keeps its snake_case fields. */
interface RestInvitationDetails {
  token: string;
  email: string;
  role: string;
  status: string;
  expires_at: string;
  message?: string | null;
  invited_by: { name: string };
  project: { name: string; description: string };
}

/** The invitation as the page shows it. */
export interface InvitationDetails {
  token: string;
  email: string;
  role: string;
  status: string;
  expiresAt: string;
  message?: string | null;
  invitedBy: { name: string };
  project: { name: string; description: string };
}

export type InvitationLoad = { state: 'loading' } | { state: 'invalid'; message: string } | { state: 'valid'; details: InvitationDetails };

interface RestBody<T> {
  data?: T;
  message?: string;
  error?: { code?: string; message?: string };
}

/** A REST body, or an empty one when the answer is not JSON (a proxy's error page, say). */
export async function readJson<T>(r: Response): Promise<RestBody<T>> {
  return (await r.json().catch(() => ({}))) as RestBody<T>;
}

/** The token from the path (/invitation/:token) or else the `token` query parameter, trimmed. */
export const invitationToken = (fromPath: string | undefined, fromQuery: string | null): string => (fromPath ?? fromQuery ?? '').trim();

/** What the details lookup answered: the invitation, or the server's reason it cannot be shown. */
export async function detailsLoad(r: Response): Promise<InvitationLoad> {
  const body = await readJson<RestInvitationDetails>(r);
  if (!r.ok || !body.data) return { state: 'invalid', message: body.error?.message || INVITATION_TEXTS.loadFailed };
  const { expires_at, invited_by, ...rest } = body.data;
  return { state: 'valid', details: { ...rest, expiresAt: expires_at, invitedBy: invited_by } };
}

/** The accept call's answer: the project joined, or the error to show. */
export async function acceptResult(r: Response): Promise<{ ok: true; projectId: string | null } | { ok: false; message: string }> {
  const body = await readJson<{ project?: { id: string } }>(r);
  if (!r.ok) return { ok: false, message: body.error?.message || INVITATION_TEXTS.acceptFailed };
  return { ok: true, projectId: body.data?.project?.id ?? null };
}

export const roleLabel = (role: string): string => role.charAt(0).toUpperCase() + role.slice(1);

/** Signed in with another address than the invited one: the page warns that only the invitee can accept. */
export const signedInAsSomeoneElse = (signedInEmail: string | null | undefined, invited: string): boolean =>
  !!signedInEmail && !sameEmail(signedInEmail, invited);
