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
export const remainingDays = (expiresAt: number, now: number): number =>
  Math.max(0, Math.ceil((expiresAt - now) / DAY_MS));

/**
 * Proportional upgrade price: price difference times remaining days over the period length,
 * rounded to 2 decimals; never negative.
 */
export function prorationPrice(current: SubscriptionPlan, target: SubscriptionPlan, variant: Variant, daysLeft: number): number {
  const diff = planPrice(target, variant) - planPrice(current, variant);
  return Math.max(0, round2((diff * daysLeft) / periodDays(variant)));
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
export function orderDescription(plan: SubscriptionPlan, variant: Variant, type: PaymentType, daysLeft = 0): string {
  if (type === 'UPGRADE') return `Upgrade to ${plan.name} - Proportional (${daysLeft} days left)`;
  return `${plan.name} - ${variant === 'Year' ? 'Yearly' : 'Monthly'}${type === 'RENEWAL' ? ' Renewal' : ''}`;
}
