/** Browser storage key holding an invitation token while the visitor signs in or up (spec §3). */
export const PENDING_INVITATION_KEY = 'pendingInvitation';
