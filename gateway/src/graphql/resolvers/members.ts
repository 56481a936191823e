import type { Resolvers } from '../generated/resolvers';
import { requireCaller } from '../context';

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
    inviteMember: async (_p, { projectId, input }, ctx) => ctx.services.members.invite(await requireCaller(ctx), projectId, input),
    updateMemberRole: async (_p, { projectId, memberId, role }, ctx) => ctx.services.members.changeRole(await requireCaller(ctx), projectId, memberId, role),
    removeMember: async (_p, { projectId, memberId }, ctx) => ctx.services.members.removeMember(await requireCaller(ctx), projectId, memberId),
    cancelInvitation: async (_p, { id }, ctx) => ctx.services.members.cancelInvitation(await requireCaller(ctx), id),
    reissueInvitation: async (_p, { id }, ctx) => ctx.services.members.reissueInvitation(await requireCaller(ctx), id),
    acceptInvitation: async (_p, { token }, ctx) => ctx.services.members.accept(await requireCaller(ctx), token),
    autoAcceptInvitations: async (_p, _a, ctx) => ctx.services.members.autoAccept(await requireCaller(ctx)),
  },
};
