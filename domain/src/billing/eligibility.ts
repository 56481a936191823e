import type { SubscriptionPlan, Variant } from './plans';
import { isDowngradeRestricted } from './pricing';

/**
 * What buying `plan` would be from `current` (issue 18: one rule for the plan cards and the
 * server's quote): the current plan and the free plan are never bought; from an unexpired paid
 * plan only a higher, non-restricted plan can be bought, as an UPGRADE, and a yearly plan only
 * into a yearly one ("otherPeriod" otherwise); without one, any paid plan is a SUBSCRIPTION.
 */
export type PurchaseEligibility = 'current' | 'free' | 'restricted' | 'otherPeriod' | 'upgrade' | 'subscription';

/** An unexpired paid plan: only upgrades can be bought until it ends. */
export const hasUnexpiredPaidPlan = (current: Pick<SubscriptionPlan, 'isFreePlan'>, expiresAt: number | null, now: number): boolean =>
  !current.isFreePlan && expiresAt !== null && now < expiresAt;

export function planPurchaseEligibility(
  current: SubscriptionPlan,
  plan: SubscriptionPlan,
  o: { activePaid: boolean; currentVariant: Variant; variant: Variant },
): PurchaseEligibility {
  if (plan.id === current.id) return 'current';
  if (plan.isFreePlan) return 'free';
  if (!o.activePaid) return 'subscription';
  if (plan.planOrder <= current.planOrder || isDowngradeRestricted(current, plan)) return 'restricted';
  if (o.currentVariant === 'Year' && o.variant === 'Month') return 'otherPeriod';
  return 'upgrade';
}
