/** What a provider order must match before a plan is paid with it (issue 18: one rule for the gateway's checks and the decider's verdict). */
export type OrderMismatch = 'currency_mismatch' | 'amount_mismatch' | 'reference_mismatch';

/** Plans are paid in USD. */
export const PAYMENT_CURRENCY = 'USD';

/** Amounts compare in whole cents. */
export const cents = (usd: number): number => Math.round(usd * 100);

/**
 * The first way the provider's order differs from the purchase, or null when it matches:
 * the currency, then the amount (to the cent), then the reference (project, plan, period, type).
 */
export function orderMismatch(
  order: { currency: string; amount: number; referenceId?: string | null },
  expected: { amount: number; reference: string },
): OrderMismatch | null {
  if (order.currency !== PAYMENT_CURRENCY) return 'currency_mismatch';
  if (cents(order.amount) !== cents(expected.amount)) return 'amount_mismatch';
  if (order.referenceId !== expected.reference) return 'reference_mismatch';
  return null;
}
