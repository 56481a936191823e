import { z } from 'zod';
import { idSchema, optionalText } from '../shared/schemas';
import { ASSIGNABLE_ROLES, DEFAULT_INVITE_ROLE } from './roles';

export const INVITATION_TTL_MS = 7 * 86_400_000;

export const assignableRoleSchema = z.enum(ASSIGNABLE_ROLES as unknown as ['admin', 'manager', 'developer', 'viewer'], {
  error: 'Role must be one of admin, manager, developer, viewer',
});
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'A valid email address is required' }))
  .pipe(z.string().max(254));

const expiresInMs = z
  .number()
  .int()
  .positive()
  .max(365 * 86_400_000)
  .default(INVITATION_TTL_MS);

export const inviteMemberInput = z.object({
  email: emailSchema,
  role: assignableRoleSchema.default(DEFAULT_INVITE_ROLE),
  message: optionalText(1000).default(''),
  /** sha256 hex of the invitation token; the token itself never enters the domain */
  tokenHash: z.string().regex(/^[0-9a-f]{64}$/, 'tokenHash must be a sha256 hex digest'),
  expiresInMs,
});
export const invitationRefInput = z.object({ invitationId: idSchema });
/**
 * "Copy a new link" (issue 17): the link is shown once and never e-mailed, so a lost one is
 * replaced: a new token for the same email, role and message, the old link revoked.
 */
export const reissueInvitationInput = z.object({
  invitationId: idSchema,
  tokenHash: z.string().regex(/^[0-9a-f]{64}$/, 'tokenHash must be a sha256 hex digest'),
  expiresInMs,
});
/** By the link's token (email invitations) or by id (invitations addressed to the caller's user id). */
export const acceptInvitationInput = z
  .object({
    tokenHash: z
      .string()
      .regex(/^[0-9a-f]{64}$/, 'Invalid invitation link')
      .optional(),
    invitationId: idSchema.optional(),
  })
  .refine((i) => (i.tokenHash === undefined) !== (i.invitationId === undefined), 'Invalid invitation link');
/**
 * add-team-member: invites a user by id. Nobody becomes a member without accepting, and
 * nothing about them (name, email) is recorded before they do; `name` and `email` are
 * accepted for compatibility and ignored.
 */
export const addTeamMemberInput = z.object({
  userId: idSchema,
  name: z.string().max(200).optional(),
  email: z.string().max(254).optional(),
  role: assignableRoleSchema.default('developer'),
  message: optionalText(1000).default(''),
  expiresInMs,
});
export const changeRoleInput = z.object({ userId: idSchema, role: assignableRoleSchema });
export const memberRefInput = z.object({ userId: idSchema });

export type MemberCommand =
  | ({ kind: 'InviteMember' } & z.input<typeof inviteMemberInput>)
  | ({ kind: 'CancelInvitation' } & z.input<typeof invitationRefInput>)
  | ({ kind: 'ReissueInvitation' } & z.input<typeof reissueInvitationInput>)
  | ({ kind: 'AcceptInvitation' } & ({ tokenHash: string; invitationId?: undefined } | { invitationId: string; tokenHash?: undefined }))
  | ({ kind: 'DeclineInvitation' } & z.input<typeof invitationRefInput>)
  | ({ kind: 'AddTeamMember' } & z.input<typeof addTeamMemberInput>)
  | ({ kind: 'ChangeMemberRole' } & z.input<typeof changeRoleInput>)
  | ({ kind: 'RemoveMember' } & z.input<typeof memberRefInput>);
