import type { ProjectState } from '../project/state';
import type { PlanCatalogue, SubscriptionPlan, Variant } from './plans';
import type { PaymentType } from './pricing';
import { findPlan } from './plans';
import { effectivePlan } from '../project/access';
import { fail } from '../shared/errors';
import { addMonthsUtc } from '../shared/time';
import { isDowngradeRestricted, orderDescription, remainingDays, upgradePrice } from './pricing';
import { hasUnexpiredPaidPlan, planPurchaseEligibility } from './eligibility';
import { planPrice } from './plans';

export interface PlanQuote {
  type: PaymentType;
  plan: SubscriptionPlan;
  current: SubscriptionPlan;
  variant: Variant;
  /** what the buyer pays, in USD, computed here and nowhere else */
  amount: number;
  daysLeft: number;
  description: string;
  /** the plan's period after the purchase */
  periodStart: number;
  expiresAt: number;
}

const periodEnd = (from: number, variant: Variant): number => addMonthsUtc(from, variant === 'Year' ? 12 : 1);

/**
 * Prices a purchase against the project's plan at `now`, or refuses it:
 * SUBSCRIPTION buys a plan from now; RENEWAL extends the current paid plan from its expiry;
 * UPGRADE moves an unexpired paid plan to a higher one for the prorated difference, expiry unchanged.
 */
export function quotePlanPurchase(s: ProjectState, plans: PlanCatalogue, req: { planId: string; variant: Variant; type: PaymentType }, now: number): PlanQuote {
  const plan = findPlan(plans, req.planId);
  if (!plan) fail('PLAN_NOT_FOUND', 'Subscription plan not found');
  const current = effectivePlan(s, plans, now);
  const unexpiredPaid = hasUnexpiredPaidPlan(current, s.plan.expiresAt, now);
  if (plan.isFreePlan) fail('FREE_PLAN_NOT_PURCHASABLE', 'The free plan cannot be bought');

  switch (req.type) {
    case 'RENEWAL': {
      if (current.isFreePlan || current.id !== plan.id || s.plan.expiresAt === null) fail('NOTHING_TO_RENEW', 'Only the current paid plan can be extended');
      const from = Math.max(s.plan.expiresAt, now);
      const amount = planPrice(plan, req.variant);
      return {
        type: 'RENEWAL',
        plan,
        current,
        variant: req.variant,
        amount,
        daysLeft: remainingDays(s.plan.expiresAt, now),
        description: orderDescription(plan, req.variant, 'RENEWAL'),
        periodStart: s.plan.periodStart ?? now,
        expiresAt: periodEnd(from, req.variant),
      };
    }
    case 'UPGRADE': {
      if (!unexpiredPaid) fail('UPGRADE_NOT_ALLOWED', 'Upgrades apply to an active paid plan; subscribe instead');
      // Priced by the period the buyer chose (issue 17), never silently by the current one.
      const variant = req.variant;
      const eligibility = planPurchaseEligibility(current, plan, { activePaid: true, currentVariant: s.plan.variant, variant });
      if (eligibility === 'current') fail('CURRENT_PLAN_NOT_PURCHASABLE', 'This is already your current plan');
      if (eligibility === 'restricted') fail('DOWNGRADE_RESTRICTED', `${plan.name} would be a downgrade from ${current.name}`);
      if (eligibility === 'otherPeriod')
        fail('UPGRADE_NOT_ALLOWED', 'Your plan is billed yearly: choose Yearly to upgrade (a monthly upgrade would give up the rest of your year)');
      const daysLeft = remainingDays(s.plan.expiresAt!, now);
      const price = upgradePrice(current, s.plan.variant, plan, variant, daysLeft);
      const description = orderDescription(plan, variant, 'UPGRADE', daysLeft, price.switchesPeriod);
      return price.switchesPeriod
        ? { type: 'UPGRADE', plan, current, variant, amount: price.amount, daysLeft, description, periodStart: now, expiresAt: periodEnd(now, variant) }
        : {
            type: 'UPGRADE',
            plan,
            current,
            variant,
            amount: price.amount,
            daysLeft,
            description,
            periodStart: s.plan.periodStart ?? now,
            expiresAt: s.plan.expiresAt!,
          };
    }
    case 'SUBSCRIPTION': {
      if (plan.id === current.id) fail('CURRENT_PLAN_NOT_PURCHASABLE', 'This is already your current plan');
      if (unexpiredPaid && isDowngradeRestricted(current, plan))
        fail('DOWNGRADE_RESTRICTED', `${plan.name} would be a downgrade from ${current.name} while it is active`);
      if (unexpiredPaid) fail('UPGRADE_NOT_ALLOWED', 'Your current plan is active: choose an upgrade instead');
      const amount = planPrice(plan, req.variant);
      return {
        type: 'SUBSCRIPTION',
        plan,
        current,
        variant: req.variant,
        amount,
        daysLeft: 0,
        description: orderDescription(plan, req.variant, 'SUBSCRIPTION'),
        periodStart: now,
        expiresAt: periodEnd(now, req.variant),
      };
    }
  }
}
