import type { SubscriptionPlan } from './plans';
import { UNLIMITED } from './plans';

export type LimitType = 'environments' | 'featureFlags' | 'overrides' | 'teamMembers' | 'segments';
export const LIMIT_TYPES: readonly LimitType[] = ['environments', 'featureFlags', 'overrides', 'teamMembers', 'segments'];

/** The plan field that caps each kind. */
export const LIMIT_PLAN_FIELD = {
  environments: 'featureMaxEnvironments',
  featureFlags: 'featureMaxFeatureFlags',
  overrides: 'featureMaxOverrides',
  teamMembers: 'featureMaxTeamMembers',
  segments: 'featureMaxSegments',
} as const satisfies Record<LimitType, keyof SubscriptionPlan>;

export type PlanCapField = (typeof LIMIT_PLAN_FIELD)[LimitType];

// a catalogue written before segments existed does not cap them
export const limitOf = (plan: SubscriptionPlan, type: LimitType): number => plan[LIMIT_PLAN_FIELD[type]] ?? UNLIMITED;

/** At the limit: the limit is not -1 and the count is at or above it. */
export const isAtLimit = (count: number, limit: number): boolean => limit !== UNLIMITED && count >= limit;

/** Would `count + adding` exceed the limit? Used when several are created at once. */
export const wouldExceed = (count: number, adding: number, limit: number): boolean => limit !== UNLIMITED && count + adding > limit;

/** Plan limits that are not usage meters of the billing screen (projects per account, sizes, exports). */
export type QuotaType = 'projects' | 'configBytes' | 'historyExport';
export type AnyLimitType = LimitType | QuotaType;

export const LIMIT_NOUNS: Record<AnyLimitType, { singular: string; plural: string; title: string }> = {
  environments: { singular: 'environment', plural: 'environments', title: 'Environment Limit Reached' },
  featureFlags: { singular: 'feature flag', plural: 'feature flags', title: 'Feature Flag Limit Reached' },
  overrides: { singular: 'override', plural: 'overrides', title: 'Override Limit Reached' },
  teamMembers: { singular: 'team member', plural: 'team members', title: 'Team Member Limit Reached' },
  segments: { singular: 'segment', plural: 'segments', title: 'Segment Limit Reached' },
  projects: { singular: 'project', plural: 'projects', title: 'Project Limit Reached' },
  configBytes: {
    singular: 'byte of flag values and targeting per project',
    plural: 'bytes of flag values and targeting per project',
    title: 'Configuration Size Limit Reached',
  },
  historyExport: { singular: 'history event per export', plural: 'history events per export', title: 'Export Limit Reached' },
};

/** "Your current {plan} plan allows up to {max} {singular or plural}. To add more, please upgrade to a higher plan." */
export function limitReachedMessage(planName: string, type: AnyLimitType, max: number): string {
  const n = LIMIT_NOUNS[type];
  return `Your current ${planName} plan allows up to ${max} ${max === 1 ? n.singular : n.plural}. To add more, please upgrade to a higher plan.`;
}

/** "{plan} Plan: {count}/{max} {plural}" */
export const limitUsageLine = (planName: string, type: AnyLimitType, count: number, max: number): string =>
  `${planName} Plan: ${count}/${max} ${LIMIT_NOUNS[type].plural}`;
