import type { ProjectState, PlanCatalogue, SubscriptionPlan } from '@flagstream/domain';
import { DAY_MS, effectivePlan, findPlan, freePlanOf, limitOf, planFeatures, usageCount } from '@flagstream/domain';

/** "Recently" on the dashboard: the last seven days. */
export const RECENT_MS = 7 * DAY_MS;

export function dashboardStats(s: ProjectState, now: number) {
  const since = now - RECENT_MS;
  return {
    totalEnvironments: Object.keys(s.environments).length,
    totalFeatureFlags: Object.keys(s.flags).length,
    totalOverrides: Object.keys(s.overrides).length,
    recentFlags: Object.values(s.flags).filter((f) => f.createdAt >= since).length,
    recentEnvironments: Object.values(s.environments).filter((e) => e.updatedAt >= since).length,
    projectName: s.name,
    projectStatus: s.projectStatus,
  };
}

export const planView = (p: SubscriptionPlan) => ({ ...p, featureMaxSegments: limitOf(p, 'segments'), features: planFeatures(p) });

/** active: a paid plan; inactive: the free plan; expired: a paid plan past its expiry. */
export type SubscriptionStatus = 'active' | 'inactive' | 'expired';

export function currentPlanView(s: ProjectState, plans: PlanCatalogue, now: number) {
  const stored = findPlan(plans, s.plan.planId) ?? freePlanOf(plans);
  const effective = effectivePlan(s, plans, now);
  const expired = !stored.isFreePlan && s.plan.expiresAt !== null && now >= s.plan.expiresAt;
  const subscriptionStatus: SubscriptionStatus = effective.isFreePlan ? (expired ? 'expired' : 'inactive') : 'active';
  return {
    currentPlan: planView(effective),
    planExpirationDate: effective.isFreePlan ? null : new Date(s.plan.expiresAt!).toISOString(),
    subscriptionVariant: s.plan.variant,
    subscriptionStatus,
    planPeriodStart: s.plan.periodStart === null || effective.isFreePlan ? null : new Date(s.plan.periodStart).toISOString(),
  };
}

export const usageView = (s: ProjectState) => ({
  totalEnvironments: usageCount(s, 'environments'),
  totalFeatureFlags: usageCount(s, 'featureFlags'),
  totalOverrides: usageCount(s, 'overrides'),
  totalTeamMembers: usageCount(s, 'teamMembers'),
  totalSegments: usageCount(s, 'segments'),
});
