import type { Resolvers } from '../generated/resolvers';
import { requireCaller } from '../context';

/** Segments (issue 14): each resolver is one call to the segments service, as the REST routes. */
export const segmentResolvers: Resolvers = {
  Query: {
    segments: async (_p, { projectId }, ctx) => ctx.services.segments.list(await requireCaller(ctx), projectId),
    segment: async (_p, { id }, ctx) => ctx.services.segments.get(await requireCaller(ctx), id),
  },
  Mutation: {
    createSegment: async (_p, { projectId, input }, ctx) => ctx.services.segments.create(await requireCaller(ctx), projectId, input),
    updateSegment: async (_p, { id, input }, ctx) => ctx.services.segments.update(await requireCaller(ctx), id, input),
    deleteSegment: async (_p, { id }, ctx) => ctx.services.segments.delete(await requireCaller(ctx), id),
  },
};
