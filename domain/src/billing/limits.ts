import type { SubscriptionPlan } from './plans';
import { UNLIMITED } from './plans';

export type LimitType = 'environments' | 'featureFlags' | 'overrides' | 'teamMembers';
export const LIMIT_TYPES: readonly LimitType[] = ['environments', 'featureFlags', 'overrides', 'teamMembers'];

export const limitOf = (plan: SubscriptionPlan, type: LimitType): number =>
  ({
    environments: plan.featureMaxEnvironments,
    featureFlags: plan.featureMaxFeatureFlags,
    overrides: plan.featureMaxOverrides,
    teamMembers: plan.featureMaxTeamMembers,
  })[type];

/** At the limit: the limit is not -1 and the count is at or above it. */
export const isAtLimit = (count: number, limit: number): boolean => limit !== UNLIMITED && count >= limit;

/** Would `count + adding` exceed the limit? Used when several are created at once. */
export const wouldExceed = (count: number, adding: number, limit: number): boolean =>
  limit !== UNLIMITED && count + adding > limit;

export const LIMIT_NOUNS: Record<LimitType, { singular: string; plural: string; title: string }> = {
  environments: { singular: 'environment', plural: 'environments', title: 'Environment Limit Reached' },
  featureFlags: { singular: 'feature flag', plural: 'feature flags', title: 'Feature Flag Limit Reached' },
  overrides: { singular: 'override', plural: 'overrides', title: 'Override Limit Reached' },
  teamMembers: { singular: 'team member', plural: 'team members', title: 'Team Member Limit Reached' },
};

/** "Your current {plan} plan allows up to {max} {singular or plural}. To add more, please upgrade to a higher plan." */
export function limitReachedMessage(planName: string, type: LimitType, max: number): string {
  const n = LIMIT_NOUNS[type];
  return `Your current ${planName} plan allows up to ${max} ${max === 1 ? n.singular : n.plural}. To add more, please upgrade to a higher plan.`;
}

/** "{plan} Plan: {count}/{max} {plural}" */
export const limitUsageLine = (planName: string, type: LimitType, count: number, max: number): string =>
  `${planName} Plan: ${count}/${max} ${LIMIT_NOUNS[type].plural}`;
