import type { Resolvers } from '../generated/resolvers';
import { requireCaller } from '../context';
import { eventTypeOf } from '../models';

const instant = (at: { time?: string | null; position?: number | null }) => ({ time: at.time ?? undefined, position: at.position ?? undefined });

/** Audit history and time travel: each resolver is one call to the history service. */
export const historyResolvers: Resolvers = {
  Query: {
    projectHistory: async (_p, { projectId, filter, first, after, order }, ctx) =>
      ctx.services.history.list(
        await requireCaller(ctx),
        projectId,
        {
          type: filter?.type ?? undefined,
          actor: filter?.actor ?? undefined,
          from: filter?.from ?? undefined,
          to: filter?.to ?? undefined,
          entity: filter?.entity ?? undefined,
          entityType: filter?.entityType ?? undefined,
        },
        { limit: first ?? undefined, cursor: after ?? undefined, order: order ?? undefined },
      ),
    projectAt: async (_p, { projectId, at }, ctx) => ctx.services.history.at(await requireCaller(ctx), projectId, instant(at)),
    configAt: async (_p, { projectUuid, environmentUuid, overrideUuid, at }, ctx) =>
      ctx.services.history.configAt(await requireCaller(ctx), projectUuid, { environmentUuid, overrideUuid: overrideUuid ?? undefined, ...instant(at) }),
    projectDiff: async (_p, { projectId, from, to }, ctx) => ctx.services.history.diff(await requireCaller(ctx), projectId, instant(from), instant(to)),
    verifyProjectHistory: async (_p, { projectId }, ctx) => ctx.services.history.verify(await requireCaller(ctx), projectId),
    projectHead: async (_p, { projectId }, ctx) => ctx.services.history.head(await requireCaller(ctx), projectId),
  },
  Mutation: {
    restoreEntity: async (_p, { input }, ctx) =>
      ctx.services.history.restore(await requireCaller(ctx), input.projectId, input.entity, input.id, instant(input.at)),
  },
  HistoryEntry: {
    type: (e) => eventTypeOf(e.type),
  },
  ChainBreak: {
    type: (b) => eventTypeOf(b.type),
  },
  PastProject: {
    teamMembers: (p) => p.team_members,
    featureFlags: (p) => p.feature_flags,
  },
  PastOverride: {
    featureFlagValues: (o) => o.feature_flag_values,
    expiresAt: (o) => o.expires_at,
    isActive: (o) => o.is_active,
  },
};
