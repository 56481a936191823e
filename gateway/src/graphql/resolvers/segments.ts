import type { Resolvers } from '../generated/resolvers';
import { requireCaller } from '../context';
import { deleted } from '../models';

/** Segments (issue 14): each resolver is one call to the segments service, as the REST routes. */
export const segmentResolvers: Resolvers = {
  Query: {
    segments: async (_p, { projectId }, ctx) => ctx.services.segments.list(await requireCaller(ctx), projectId),
    segment: async (_p, { id }, ctx) => ctx.services.segments.get(await requireCaller(ctx), id),
  },
  Mutation: {
    createSegment: async (_p, { input: { projectId, ...data } }, ctx) => ({
      segment: await ctx.services.segments.create(await requireCaller(ctx), projectId, data),
    }),
    updateSegment: async (_p, { input: { id, ...changes } }, ctx) => ({ segment: await ctx.services.segments.update(await requireCaller(ctx), id, changes) }),
    deleteSegment: async (_p, { input }, ctx) => deleted(await ctx.services.segments.delete(await requireCaller(ctx), input.id)),
  },
  Segment: {
    projectId: (s) => s.project,
    project: async (s, _a, ctx) => ctx.services.projects.get(await requireCaller(ctx), s.project),
  },
};
