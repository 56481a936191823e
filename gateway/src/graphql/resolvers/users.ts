import type { Resolvers } from '../generated/resolvers';
import { requireCaller } from '../context';

/** The signed-in user (spec §7 User): each resolver is one call to the users service. */
export const userResolvers: Resolvers = {
  Query: {
    userInfo: async (_p, _a, ctx) => ctx.services.users.info(await requireCaller(ctx)),
    userStats: async (_p, _a, ctx) => ctx.services.users.stats(await requireCaller(ctx)),
  },
  Mutation: {
    validateUserInfo: async (_p, _a, ctx) => ({ user: await ctx.services.users.validate(await requireCaller(ctx)) }),
    updateUserInfo: async (_p, { input }, ctx) => ({ user: await ctx.services.users.updateMe(await requireCaller(ctx), input) }),
    updateUserPreferences: async (_p, { input }, ctx) => ({
      user: await ctx.services.users.updatePreferences(await requireCaller(ctx), input.preferences),
    }),
  },
  UserInfo: {
    clerkId: (u) => u.clerk_id,
    fullName: (u) => u.full_name,
  },
};
