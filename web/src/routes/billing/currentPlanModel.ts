import type { Variant } from '@flagstream/domain';
import type { SubscriptionContext } from './planModel';

const STATUS_CHIP: Record<string, { label: string; color: 'success' | 'default' | 'warning' }> = {
  active: { label: 'Active', color: 'success' },
  inactive: { label: 'Inactive', color: 'default' },
  expired: { label: 'Previous plan expired', color: 'warning' },
};

/**
 * The period the current plan's price is shown for: a paid plan's is the one its subscription is
 * billed at (issue 17: the Yearly view showed "$182.40/year" for a monthly subscription); the free
 * plan follows the chosen view.
 */
export const billedVariantOf = (ctx: SubscriptionContext, view: Variant): Variant =>
  ctx.current.isFreePlan || ctx.expiresAt === null ? view : ctx.subscriptionVariant;

/** The subscription's status chip; none for the free plan's "inactive" (it has no subscription to call inactive). */
export function statusChipOf(status: string, isFreePlan: boolean): { label: string; color: 'success' | 'default' | 'warning' } | null {
  if (isFreePlan && status === 'inactive') return null;
  return STATUS_CHIP[status] ?? { label: status, color: 'default' };
}

/** After the price: " (billed yearly)" when it is not the period shown, and " • Expires {date}". */
export const priceSuffix = (billed: Variant, view: Variant, expires: string | null): string =>
  `${billed !== view ? ` (billed ${billed === 'Year' ? 'yearly' : 'monthly'})` : ''}${expires ? ` • Expires ${expires}` : ''}`;
