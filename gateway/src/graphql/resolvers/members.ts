import type { Resolvers } from '../generated/resolvers';
import { requireCaller } from '../context';
import { deleted, roleOrViewer } from '../models';

/** Members and invitations (spec §7): each resolver is one call to the members service. */
export const memberResolvers: Resolvers = {
  Query: {
    projectMembers: async (_p, { projectId }, ctx) => ctx.services.members.members(await requireCaller(ctx), projectId),
    projectInvitations: async (_p, { projectId }, ctx) => ctx.services.members.invitations(await requireCaller(ctx), projectId),
    myMemberships: async (_p, _a, ctx) => ctx.services.members.memberships(await requireCaller(ctx)),
    // Public: the token is the secret (no sign-in, like GET /api/invitations/{token}/details).
    invitationDetails: (_p, { token }, ctx) => ctx.services.members.details(token),
  },
  Mutation: {
    inviteMember: async (_p, { input: { projectId, ...body } }, ctx) => ctx.services.members.invite(await requireCaller(ctx), projectId, body),
    updateMemberRole: async (_p, { input }, ctx) => ctx.services.members.changeRole(await requireCaller(ctx), input.projectId, input.memberId, input.role),
    removeMember: async (_p, { input }, ctx) => deleted(await ctx.services.members.removeMember(await requireCaller(ctx), input.projectId, input.memberId)),
    cancelInvitation: async (_p, { input }, ctx) => deleted(await ctx.services.members.cancelInvitation(await requireCaller(ctx), input.id)),
    reissueInvitation: async (_p, { input }, ctx) => ctx.services.members.reissueInvitation(await requireCaller(ctx), input.id),
    acceptInvitation: async (_p, { input }, ctx) => ctx.services.members.accept(await requireCaller(ctx), input.token),
    autoAcceptInvitations: async (_p, _a, ctx) => {
      const r = await ctx.services.members.autoAccept(await requireCaller(ctx));
      return { accepted: r.data.map((a) => ({ project: a.project, role: roleOrViewer(a.role) })), total: r.meta.total, message: r.message };
    },
  },
  Member: {
    lastActive: (m) => m.last_active,
    joinedAt: (m) => m.joined_at,
  },
  MemberUser: {
    clerkId: (u) => u.clerk_id,
    fullName: (u) => u.full_name,
    lastLogin: (u) => u.last_login,
  },
  Invitation: {
    createdAt: (i) => i.created_at,
    expiresAt: (i) => i.expires_at,
    invitedBy: (i) => i.invited_by,
    token: (i) => ('token' in i ? i.token : null),
    invitationUrl: (i) => ('invitation_url' in i ? i.invitation_url : null),
  },
  InvitationDetails: {
    expiresAt: (d) => d.expires_at,
    invitedBy: (d) => d.invited_by,
  },
};
