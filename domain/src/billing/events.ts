import type { DomainEvent } from '../shared/decider';
import type { Variant } from './plans';

interface PlanChange {
  orderId: string;
  planId: string;
  variant: Variant;
  amount: number;
  currency: 'USD';
  expiresAt: number;
  periodStart: number;
}
export type PlanSubscribed = DomainEvent<'PlanSubscribed', PlanChange>;
export type PlanRenewed = DomainEvent<'PlanRenewed', PlanChange>;
export type PlanUpgraded = DomainEvent<'PlanUpgraded', PlanChange & { fromPlanId: string; daysLeft: number }>;

export type PlanEvent = PlanSubscribed | PlanRenewed | PlanUpgraded;
