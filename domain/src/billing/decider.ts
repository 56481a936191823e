import type { ProjectEvent } from '../project/events';
import type { PlanEvent } from './events';
import type { PlanCommand } from './commands';
import type { ProjectState } from '../project/state';
import type { CommandContext } from '../shared/decider';
import { applyPlanPaymentInput } from './commands';
import { requirePermission } from '../project/access';
import { fail } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { quotePlanPurchase } from './quote';

/**
 * Applies a confirmed payment to the project's plan, once per provider order. The amount was
 * verified with the provider against the recorded quote; the purchase must still be legal now.
 */
export function decidePlan(cmd: PlanCommand, s: ProjectState, ctx: CommandContext): ProjectEvent[] {
  requirePermission(s, ctx.actor, 'canManageBilling');
  const input = parseInput(applyPlanPaymentInput, cmd);
  if (s.appliedOrders[input.orderId]) fail('PAYMENT_ALREADY_APPLIED', 'This payment has already been applied');
  const q = quotePlanPurchase(s, ctx.plans, input, ctx.now);
  const base = {
    orderId: input.orderId,
    planId: q.plan.id,
    variant: q.variant,
    amount: input.amount,
    currency: 'USD' as const,
    expiresAt: q.expiresAt,
    periodStart: q.periodStart,
  };
  switch (q.type) {
    case 'SUBSCRIPTION':
      return [{ type: 'PlanSubscribed', data: base }];
    case 'RENEWAL':
      return [{ type: 'PlanRenewed', data: base }];
    case 'UPGRADE':
      return [{ type: 'PlanUpgraded', data: { ...base, fromPlanId: q.current.id, daysLeft: q.daysLeft } }];
  }
}

export function evolvePlan(s: ProjectState, e: PlanEvent): ProjectState {
  const d = e.data;
  return {
    ...s,
    plan: { planId: d.planId, variant: d.variant, expiresAt: d.expiresAt, periodStart: d.periodStart },
    appliedOrders: { ...s.appliedOrders, [d.orderId]: true },
  };
}
