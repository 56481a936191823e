import builtInPlans from './plans.json';
/** A subscription plan as the spec's entity (note `monthyPrice`, spelled so by the spec). */
export interface SubscriptionPlan {
  id: string;
  name: string;
  description: string;
  monthyPrice: number;
  yearlyPrice: number;
  isFreePlan: boolean;
  planOrder: number;
  featureMaxEnvironments: number;
  featureMaxFeatureFlags: number;
  featureMaxOverrides: number;
  featureMaxTeamMembers: number;
  /** reusable targeting conditions; absent in catalogues written before segments (unlimited) */
  featureMaxSegments?: number;
  /** projects one account may own (the best plan among the projects it owns decides); -1 unlimited */
  featureMaxProjects?: number;
  /** bytes of flag, environment and override values per project (what its served documents hold) */
  featureMaxConfigBytes?: number;
  /** events one history export may cover (the newest ones); -1 unlimited */
  featureMaxHistoryExportEvents?: number;
  /** usage charts (issue 20's "Advanced analytics"); absent: paid plans have them, the free plan not */
  featureAdvancedAnalytics?: boolean;
  /** days of usage a project may read back; absent: 1 on the free plan, 30 on paid plans */
  featureUsageRetentionDays?: number;
  featureHasWhitelabel: boolean;
}

/** Quotas a catalogue may leave out (PLANS_FILE written before they existed): finite on purpose. */
export const DEFAULT_QUOTAS = { featureMaxProjects: 100, featureMaxConfigBytes: 1_048_576, featureMaxHistoryExportEvents: 100_000 } as const;
export type QuotaField = keyof typeof DEFAULT_QUOTAS;
export const quotaOf = (plan: SubscriptionPlan, field: QuotaField): number => plan[field] ?? DEFAULT_QUOTAS[field];

export interface PlanCatalogue {
  plans: readonly SubscriptionPlan[];
}

export type Variant = 'Month' | 'Year';
export const VARIANTS: readonly Variant[] = ['Month', 'Year'];

export const FREE_PLAN_ID = 'free';
export const DEFAULT_PLAN_LABEL = 'Free';
export const UNLIMITED = -1;

/**
 * Built-in catalogue (plans.json): Free, Starter (ten times Free), Pro and Scale (unlimited;
 * Scale adds white-label). Yearly prices carry the 20% saving the billing screen advertises.
 * A deployment replaces it with its own file (PLANS_FILE).
 */
export const DEFAULT_PLANS: PlanCatalogue = builtInPlans as PlanCatalogue;

export const findPlan = (catalogue: PlanCatalogue, id: string): SubscriptionPlan | undefined => catalogue.plans.find((p) => p.id === id);

export const freePlanOf = (catalogue: PlanCatalogue): SubscriptionPlan => catalogue.plans.find((p) => p.isFreePlan) ?? catalogue.plans[0]!;

export const planPrice = (plan: SubscriptionPlan, variant: Variant): number => (variant === 'Year' ? plan.yearlyPrice : plan.monthyPrice);

/** The spec's derived feature list: limits, then support lines, white-label last. */
export function planFeatures(plan: SubscriptionPlan): string[] {
  const lim = (n: number, one: string, many: string) => (n === UNLIMITED ? `Unlimited ${many}` : `Up to ${n} ${n === 1 ? one : many}`);
  const lines = [
    lim(plan.featureMaxEnvironments, 'environment', 'environments'),
    lim(plan.featureMaxFeatureFlags, 'feature flag', 'feature flags'),
    lim(plan.featureMaxOverrides, 'override', 'overrides'),
    lim(plan.featureMaxTeamMembers, 'team member', 'team members'),
    'Email support',
  ];
  if (!plan.isFreePlan) lines.push('Priority support');
  // the same rule the server enforces on usage charts (usage/buckets.ts)
  if (plan.featureAdvancedAnalytics ?? !plan.isFreePlan) lines.push('Advanced analytics');
  if (plan.featureHasWhitelabel) lines.push('Custom branding & white-label');
  return lines;
}

/** Yearly saving against twelve monthly payments, rounded to a whole percent. */
export function yearlySavingPercent(plan: SubscriptionPlan): number {
  const twelve = plan.monthyPrice * 12;
  if (twelve <= 0) return 0;
  return Math.round(((twelve - plan.yearlyPrice) / twelve) * 100);
}

/** "Most Popular": planOrder 1 and not free. */
export const isMostPopular = (plan: SubscriptionPlan): boolean => plan.planOrder === 1 && !plan.isFreePlan;
