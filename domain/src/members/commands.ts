import { z } from 'zod';
import { idSchema, optionalText } from '../shared/schemas';
import { ASSIGNABLE_ROLES, DEFAULT_INVITE_ROLE } from './roles';

export const INVITATION_TTL_MS = 7 * 86_400_000;

export const assignableRoleSchema = z.enum(ASSIGNABLE_ROLES as unknown as ['admin', 'manager', 'developer', 'viewer'], {
  error: 'Role must be one of admin, manager, developer, viewer',
});
export const emailSchema = z.string().trim().toLowerCase().pipe(z.email({ error: 'A valid email address is required' })).pipe(z.string().max(254));

export const inviteMemberInput = z.object({
  email: emailSchema,
  role: assignableRoleSchema.default(DEFAULT_INVITE_ROLE),
  message: optionalText(1000).default(''),
  /** sha256 hex of the invitation token; the token itself never enters the domain */
  tokenHash: z.string().regex(/^[0-9a-f]{64}$/, 'tokenHash must be a sha256 hex digest'),
  expiresInMs: z.number().int().positive().max(365 * 86_400_000).default(INVITATION_TTL_MS),
});
export const invitationRefInput = z.object({ invitationId: idSchema });
export const acceptInvitationInput = z.object({
  tokenHash: z.string().regex(/^[0-9a-f]{64}$/, 'Invalid invitation link'),
});
export const addTeamMemberInput = z.object({
  userId: idSchema,
  name: z.string().trim().max(200).default(''),
  email: z.string().trim().toLowerCase().max(254).default(''),
  role: assignableRoleSchema.default('developer'),
});
export const changeRoleInput = z.object({ userId: idSchema, role: assignableRoleSchema });
export const memberRefInput = z.object({ userId: idSchema });

export type MemberCommand =
  | ({ kind: 'InviteMember' } & z.input<typeof inviteMemberInput>)
  | ({ kind: 'CancelInvitation' } & z.input<typeof invitationRefInput>)
  | ({ kind: 'AcceptInvitation' } & z.input<typeof acceptInvitationInput>)
  | ({ kind: 'AddTeamMember' } & z.input<typeof addTeamMemberInput>)
  | ({ kind: 'ChangeMemberRole' } & z.input<typeof changeRoleInput>)
  | ({ kind: 'RemoveMember' } & z.input<typeof memberRefInput>);
