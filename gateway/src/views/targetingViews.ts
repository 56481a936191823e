import type { EnvironmentState, FlagState, ProjectState, SegmentState } from '@flagstream/domain';
import { computeRolloutShare, effectiveSetting, effectiveTargeting, flagdFlagOf, referencedSegments, segmentKey, segmentUsage } from '@flagstream/domain';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A flag's targeting in one environment as REST and GraphQL show it: the stored document with
 * `variants[defaultVariant]` = the environment's current value, and the flagd definition served.
 */
export function targetingView(s: ProjectState, flag: FlagState, env: EnvironmentState) {
  const t = effectiveTargeting(flag, env);
  if (!t) return null;
  const { enabled } = effectiveSetting(flag, env);
  return {
    flagId: flag.id,
    flagKey: flag.key,
    environmentId: env.id,
    environmentName: env.name,
    variants: t.variants,
    defaultVariant: t.defaultVariant,
    targeting: t.targeting,
    rolloutPercentage: enabled ? computeRolloutShare(t) : 0,
    segmentIds: referencedSegments(t.targeting).filter((id) => s.segments?.[id]),
    enabled,
    flagd: flagdFlagOf(flag, env),
    updatedAt: iso(t.updatedAt),
  };
}

export type TargetingView = NonNullable<ReturnType<typeof targetingView>>;

export function segmentView(seg: SegmentState, s: ProjectState) {
  return {
    id: seg.id,
    project: s.id,
    key: segmentKey(seg.id),
    name: seg.name,
    description: seg.description,
    conditions: seg.conditions,
    usage: segmentUsage(s, seg.id),
    createdAt: iso(seg.createdAt),
    updatedAt: iso(seg.updatedAt),
  };
}
