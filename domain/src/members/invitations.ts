import type { InvitationState } from '../project/state';

export type InvitationStatus = 'pending' | 'accepted' | 'cancelled' | 'revoked' | 'declined' | 'expired';

/** Status at `now`: a pending invitation past its expiry is expired without any event. */
export const invitationStatus = (inv: Pick<InvitationState, 'status' | 'expiresAt'>, now: number): InvitationStatus =>
  inv.status === 'pending' && now >= inv.expiresAt ? 'expired' : inv.status;

/** Emails compare case-insensitively, ignoring surrounding blanks. */
export const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();
