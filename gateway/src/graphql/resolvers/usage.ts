import type { Resolvers, UsageRange as GqlRange, UsageStep as GqlStep } from '../generated/resolvers';
import { requireCaller } from '../context';

const STEP_IN: Record<GqlStep, string> = { M1: '1m', M5: '5m', M15: '15m', H1: '1h', H6: '6h', D1: '1d' };
const STEP_OUT: Record<string, GqlStep> = Object.fromEntries(Object.entries(STEP_IN).map(([g, s]) => [s, g as GqlStep]));
const RANGE_IN: Record<GqlRange, string> = { H1: '1h', H24: '24h', D7: '7d', D30: '30d' };
const RANGE_OUT: Record<string, GqlRange> = Object.fromEntries(Object.entries(RANGE_IN).map(([g, r]) => [r, g as GqlRange]));
const time = (v: string | null | undefined): number | undefined => (v === null || v === undefined ? undefined : Date.parse(v));

/** Usage insights (issue 20): the same service as REST /feature-flags/{id}/usage and /projects/{id}/usage/summary. */
export const usageResolvers: Resolvers = {
  Query: {
    flagUsage: async (_p, { flagId, environmentId, from, to, step }, ctx) => {
      const u = await ctx.services.usage.flagUsage(await requireCaller(ctx), flagId, {
        ...(environmentId ? { environmentId } : {}),
        from: time(from),
        to: time(to),
        ...(step ? { step: STEP_IN[step] } : {}),
      });
      return { ...u, step: STEP_OUT[u.step]! };
    },
    projectUsageSummary: async (_p, { projectId, range }, ctx) => {
      const s = await ctx.services.usage.projectSummary(await requireCaller(ctx), projectId, range ? RANGE_IN[range] : undefined);
      return { ...s, range: RANGE_OUT[s.range]! };
    },
    staleFlags: async (_p, { projectId }, ctx) => ctx.services.usage.staleFlags(await requireCaller(ctx), projectId),
    usageSettings: async (_p, { projectId }, ctx) => ctx.services.usage.settings(await requireCaller(ctx), projectId),
    featureFlagsByArchive: async (_p, { projectId, archived, search }, ctx) =>
      ctx.services.usage.listFlags(await requireCaller(ctx), projectId, archived.toLowerCase(), search ?? undefined),
  },
  Mutation: {
    archiveFeatureFlag: async (_p, { input }, ctx) => ({ flag: await ctx.services.usage.archive(await requireCaller(ctx), input.id, true) }),
    unarchiveFeatureFlag: async (_p, { input }, ctx) => ({ flag: await ctx.services.usage.archive(await requireCaller(ctx), input.id, false) }),
    updateUsageSettings: async (_p, { input }, ctx) => ({
      usageSettings: await ctx.services.usage.updateSettings(await requireCaller(ctx), input.projectId, input.staleAfterDays),
    }),
  },
};
