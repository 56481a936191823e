import { DAY_MS } from '../shared/time';
import type { SubscriptionPlan, Variant } from './plans';
import { limitOf, LIMIT_TYPES } from './limits';
import { planPrice, UNLIMITED } from './plans';

export type PaymentType = 'SUBSCRIPTION' | 'RENEWAL' | 'UPGRADE';
export const PAYMENT_TYPES: readonly PaymentType[] = ['SUBSCRIPTION', 'RENEWAL', 'UPGRADE'];

export const round2 = (n: number): number => Math.round((n + Number.EPSILON) * 100) / 100;

/** Period length in days used by proration: 365 for Year, else 30. */
export const periodDays = (variant: Variant): number => (variant === 'Year' ? 365 : 30);

/** Whole days left until expiry, counting a started day; never negative. */
export const remainingDays = (expiresAt: number, now: number): number => Math.max(0, Math.ceil((expiresAt - now) / DAY_MS));

/**
 * Proportional upgrade price: price difference times remaining days over the period length,
 * rounded to 2 decimals; never negative.
 */
export function prorationPrice(current: SubscriptionPlan, target: SubscriptionPlan, variant: Variant, daysLeft: number): number {
  const diff = planPrice(target, variant) - planPrice(current, variant);
  return Math.max(0, round2((diff * daysLeft) / periodDays(variant)));
}

export interface UpgradePrice {
  /** what the buyer pays now, USD */
  amount: number;
  daysLeft: number;
  /** the chosen billing period differs from the current one: a new period starts now */
  switchesPeriod: boolean;
  /** the unused part of the current plan, taken off a period switch */
  credit: number;
}

/**
 * An upgrade priced by the billing period the buyer chose (issue 17: the yearly view showed a
 * yearly price but charged the monthly proration). In the current period: the price difference
 * of that period prorated over the days left, expiry unchanged (spec). In the other period: the
 * new plan for one whole chosen period from now, less the unused part of the current plan.
 */
export function upgradePrice(current: SubscriptionPlan, currentVariant: Variant, target: SubscriptionPlan, chosen: Variant, daysLeft: number): UpgradePrice {
  if (chosen === currentVariant) return { amount: prorationPrice(current, target, chosen, daysLeft), daysLeft, switchesPeriod: false, credit: 0 };
  const credit = Math.min(planPrice(current, currentVariant), round2((planPrice(current, currentVariant) * daysLeft) / periodDays(currentVariant)));
  return { amount: Math.max(0, round2(planPrice(target, chosen) - credit)), daysLeft, switchesPeriod: true, credit };
}

const shrinks = (from: number, to: number): boolean => {
  if (from === UNLIMITED) return to !== UNLIMITED;
  if (to === UNLIMITED) return false;
  return to < from;
};

/**
 * A downgrade is restricted when the target is free, any limit shrinks or goes from
 * unlimited to finite, or white-label is lost. A free current plan is never restricted.
 */
export function isDowngradeRestricted(current: SubscriptionPlan, target: SubscriptionPlan): boolean {
  if (current.isFreePlan) return false;
  if (target.isFreePlan) return true;
  if (LIMIT_TYPES.some((t) => shrinks(limitOf(current, t), limitOf(target, t)))) return true;
  return current.featureHasWhitelabel && !target.featureHasWhitelabel;
}

/** Human description of the provider order, as the spec words it. */
export function orderDescription(plan: SubscriptionPlan, variant: Variant, type: PaymentType, daysLeft = 0, switchesPeriod = false): string {
  if (type === 'UPGRADE' && switchesPeriod) return `Upgrade to ${plan.name} - ${variant === 'Year' ? 'Yearly' : 'Monthly'} (credit for ${daysLeft} days left)`;
  if (type === 'UPGRADE') return `Upgrade to ${plan.name} - Proportional (${daysLeft} days left)`;
  return `${plan.name} - ${variant === 'Year' ? 'Yearly' : 'Monthly'}${type === 'RENEWAL' ? ' Renewal' : ''}`;
}
