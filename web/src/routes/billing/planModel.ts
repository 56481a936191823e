import {
  hasUnexpiredPaidPlan,
  isMostPopular,
  orderDescription,
  planFeatures,
  planPurchaseEligibility,
  planPrice,
  remainingDays,
  upgradePrice,
  yearlySavingPercent,
} from '@flagstream/domain';
import type { PaymentType, SubscriptionPlan, Variant } from '@flagstream/domain';

/** Features per card (spec §9). */
export const FEATURES_PER_CARD = 4;
/** The badge on the Yearly toggle (spec §9). */
export const YEARLY_BADGE = 'Save 20%';

/** What the buyer is about to pay for: the server prices it again and trusts none of it. */
export interface Purchase {
  plan: SubscriptionPlan;
  type: PaymentType;
  variant: Variant;
  /** USD, as shown; the server's quote is what the provider order carries */
  amount: number;
  daysLeft: number;
  description: string;
  /** an upgrade into the other billing period: a new period starts now, the unused part of the current plan is credited */
  switchesPeriod?: boolean;
  /** that credit, USD */
  credit?: number;
}

export type PlanBadge = 'Current Plan' | 'Upgrade Available' | 'Downgrade';

export type PlanAction =
  | { kind: 'current' }
  | { kind: 'free' }
  | { kind: 'restricted' }
  /** a yearly plan cannot be upgraded into a monthly one: the yearly view offers the upgrade */
  | { kind: 'otherPeriod' }
  | { kind: 'buy'; purchase: Purchase };

export interface PlanOffer {
  plan: SubscriptionPlan;
  badge: PlanBadge;
  mostPopular: boolean;
  /** the price of the plan for the period chosen on the toggle */
  price: number;
  /** "Save {n}% vs monthly" in the yearly view, on cards that are not upgrades */
  yearlySaving: number | null;
  features: string[];
  action: PlanAction;
}

export interface SubscriptionContext {
  current: SubscriptionPlan;
  /** ms since epoch, or null for the free plan */
  expiresAt: number | null;
  subscriptionVariant: Variant;
  now: number;
}

export const periodWord = (v: Variant): string => (v === 'Year' ? 'year' : 'month');

/** An unexpired paid plan: only upgrades can be bought until it ends. */
export const hasActivePaidPlan = (c: SubscriptionContext): boolean => hasUnexpiredPaidPlan(c.current, c.expiresAt, c.now);

/**
 * Per plan card (spec §2, §4 Payment types, §9): SUBSCRIPTION while on the free plan (or when
 * the paid plan expired), UPGRADE from an active paid plan to a higher one at the prorated
 * difference (expiry unchanged), restricted downgrades disabled; the free and current plans
 * cannot be bought.
 */
export function planOffer(plan: SubscriptionPlan, ctx: SubscriptionContext, view: Variant): PlanOffer {
  const { current } = ctx;
  const isCurrent = plan.id === current.id;
  const higher = plan.planOrder > current.planOrder;
  // The domain's eligibility rule, the one the server's quote applies.
  const eligibility = planPurchaseEligibility(current, plan, { activePaid: hasActivePaidPlan(ctx), currentVariant: ctx.subscriptionVariant, variant: view });
  let action: PlanAction;
  if (eligibility === 'current' || eligibility === 'free' || eligibility === 'restricted' || eligibility === 'otherPeriod') action = { kind: eligibility };
  else if (eligibility === 'upgrade') {
    // Priced by the period on the toggle with the server's own rule (issue 17): what is shown is what is charged.
    const daysLeft = remainingDays(ctx.expiresAt!, ctx.now);
    const price = upgradePrice(current, ctx.subscriptionVariant, plan, view, daysLeft);
    action = {
      kind: 'buy',
      purchase: {
        plan,
        type: 'UPGRADE',
        variant: view,
        daysLeft,
        amount: price.amount,
        switchesPeriod: price.switchesPeriod,
        credit: price.credit,
        description: orderDescription(plan, view, 'UPGRADE', daysLeft, price.switchesPeriod),
      },
    };
  } else {
    action = {
      kind: 'buy',
      purchase: {
        plan,
        type: 'SUBSCRIPTION',
        variant: view,
        daysLeft: 0,
        amount: planPrice(plan, view),
        description: orderDescription(plan, view, 'SUBSCRIPTION'),
      },
    };
  }
  const upgrade = action.kind === 'buy' && action.purchase.type === 'UPGRADE';
  const saving = yearlySavingPercent(plan);
  return {
    plan,
    badge: isCurrent ? 'Current Plan' : higher && action.kind !== 'restricted' ? 'Upgrade Available' : 'Downgrade',
    mostPopular: isMostPopular(plan),
    price: planPrice(plan, view),
    yearlySaving: view === 'Year' && !upgrade && saving > 0 ? saving : null,
    features: planFeatures(plan).slice(0, FEATURES_PER_CARD),
    action,
  };
}

/** The two extension buttons of a paid plan: RENEWAL from the expiry date, one month or one year. */
export function renewals(ctx: SubscriptionContext): Purchase[] {
  if (ctx.current.isFreePlan) return [];
  const plan = ctx.current;
  return (['Month', 'Year'] as const).map((variant) => ({
    plan,
    type: 'RENEWAL',
    variant,
    daysLeft: 0,
    amount: planPrice(plan, variant),
    description: orderDescription(plan, variant, 'RENEWAL'),
  }));
}

/** A stable key per purchase button, to show progress on the one that was clicked. */
export const purchaseKey = (p: Purchase): string => `${p.type}:${p.plan.id}:${p.variant}`;
