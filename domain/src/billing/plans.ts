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
  featureHasWhitelabel: boolean;
}

export interface PlanCatalogue {
  plans: readonly SubscriptionPlan[];
}

export type Variant = 'Month' | 'Year';
export const VARIANTS: readonly Variant[] = ['Month', 'Year'];

export const FREE_PLAN_ID = 'free';
export const DEFAULT_PLAN_LABEL = 'Free';
export const UNLIMITED = -1;

/**
 * Built-in catalogue: Free, Starter (ten times Free), Pro and Scale (unlimited; Scale adds
 * white-label). Yearly prices carry the 20% saving the billing screen advertises.
 */
export const DEFAULT_PLANS: PlanCatalogue = {
  plans: [
    { id: 'free', name: 'Free', description: 'For side projects and trying Flagstream out', monthyPrice: 0, yearlyPrice: 0, isFreePlan: true, planOrder: 0, featureMaxEnvironments: 3, featureMaxFeatureFlags: 10, featureMaxOverrides: 3, featureMaxTeamMembers: 3, featureHasWhitelabel: false },
    { id: 'starter', name: 'Starter', description: 'For small teams shipping every week', monthyPrice: 19, yearlyPrice: 182.4, isFreePlan: false, planOrder: 1, featureMaxEnvironments: 30, featureMaxFeatureFlags: 100, featureMaxOverrides: 30, featureMaxTeamMembers: 30, featureHasWhitelabel: false },
    { id: 'pro', name: 'Pro', description: 'For growing products with many teams', monthyPrice: 49, yearlyPrice: 470.4, isFreePlan: false, planOrder: 2, featureMaxEnvironments: -1, featureMaxFeatureFlags: -1, featureMaxOverrides: -1, featureMaxTeamMembers: -1, featureHasWhitelabel: false },
    { id: 'scale', name: 'Scale', description: 'For organisations that need their own brand', monthyPrice: 99, yearlyPrice: 950.4, isFreePlan: false, planOrder: 3, featureMaxEnvironments: -1, featureMaxFeatureFlags: -1, featureMaxOverrides: -1, featureMaxTeamMembers: -1, featureHasWhitelabel: true },
  ],
};

export const findPlan = (catalogue: PlanCatalogue, id: string): SubscriptionPlan | undefined =>
  catalogue.plans.find((p) => p.id === id);

export const freePlanOf = (catalogue: PlanCatalogue): SubscriptionPlan =>
  catalogue.plans.find((p) => p.isFreePlan) ?? catalogue.plans[0]!;

export const planPrice = (plan: SubscriptionPlan, variant: Variant): number =>
  variant === 'Year' ? plan.yearlyPrice : plan.monthyPrice;

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
  if (!plan.isFreePlan) lines.push('Priority support', 'Advanced analytics');
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
