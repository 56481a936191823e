import {
  isDowngradeRestricted, isMostPopular, orderDescription, planFeatures, planPrice, prorationPrice, remainingDays, yearlySavingPercent,
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
}

export type PlanBadge = 'Current Plan' | 'Upgrade Available' | 'Downgrade';

export type PlanAction =
  | { kind: 'current' }
  | { kind: 'free' }
  | { kind: 'restricted' }
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
export const hasActivePaidPlan = (c: SubscriptionContext): boolean =>
  !c.current.isFreePlan && c.expiresAt !== null && c.now < c.expiresAt;

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
  let action: PlanAction;
  if (isCurrent) action = { kind: 'current' };
  else if (plan.isFreePlan) action = { kind: 'free' };
  else if (hasActivePaidPlan(ctx)) {
    if (!higher || isDowngradeRestricted(current, plan)) action = { kind: 'restricted' };
    else {
      const variant = ctx.subscriptionVariant;
      const daysLeft = remainingDays(ctx.expiresAt!, ctx.now);
      action = {
        kind: 'buy',
        purchase: { plan, type: 'UPGRADE', variant, daysLeft, amount: prorationPrice(current, plan, variant, daysLeft), description: orderDescription(plan, variant, 'UPGRADE', daysLeft) },
      };
    }
  } else {
    action = {
      kind: 'buy',
      purchase: { plan, type: 'SUBSCRIPTION', variant: view, daysLeft: 0, amount: planPrice(plan, view), description: orderDescription(plan, view, 'SUBSCRIPTION') },
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
    plan, type: 'RENEWAL', variant, daysLeft: 0, amount: planPrice(plan, variant), description: orderDescription(plan, variant, 'RENEWAL'),
  }));
}

/** A stable key per purchase button, to show progress on the one that was clicked. */
export const purchaseKey = (p: Purchase): string => `${p.type}:${p.plan.id}:${p.variant}`;
