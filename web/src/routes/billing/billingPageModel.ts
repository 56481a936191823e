import type { SubscriptionPlan, Variant } from '@flagstream/domain';
import { planOffer } from './planModel';
import type { PlanOffer, SubscriptionContext } from './planModel';

/** The current-plan answer as the page reads it (BillingCurrentPlan). */
export interface CurrentPlanAnswer {
  currentPlan: unknown;
  planExpirationDate?: string | null;
  subscriptionVariant?: string | null;
}

/**
 * The subscription the cards price against. `now` is read once per answer, so the proration on the
 * cards stays put while the page is open.
 */
export function subscriptionContext(cp: CurrentPlanAnswer | undefined | null, now: number): SubscriptionContext | null {
  if (!cp) return null;
  return {
    current: cp.currentPlan as SubscriptionPlan,
    expiresAt: cp.planExpirationDate ? Date.parse(cp.planExpirationDate) : null,
    subscriptionVariant: cp.subscriptionVariant as Variant,
    now,
  };
}

/** Every plan in the catalogue's order, offered as this subscription allows for the period shown. */
export function planOffers(plans: readonly unknown[] | undefined, ctx: SubscriptionContext | null, view: Variant): PlanOffer[] {
  if (!ctx) return [];
  return [...((plans ?? []) as SubscriptionPlan[])].sort((a, b) => a.planOrder - b.planOrder).map((p) => planOffer(p, ctx, view));
}

interface QueryState {
  data?: unknown;
  error?: unknown;
  /** the retries are spent (useRetries) */
  gaveUp: boolean;
}

/** Error once a query failed with nothing to show after its retries; loading while any answer is missing. */
export function billingState(queries: readonly QueryState[]): 'error' | 'loading' | 'ready' {
  if (queries.some((q) => q.error && !q.data && q.gaveUp)) return 'error';
  if (queries.some((q) => !q.data)) return 'loading';
  return 'ready';
}
