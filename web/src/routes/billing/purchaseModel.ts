import { CombinedGraphQLErrors } from '@apollo/client';
import { PAYMENT_CURRENCY, paymentReference } from '@flagstream/domain';
import type { Purchase } from './planModel';

/** Spec §8 Payment texts. */
export const PAYMENT_MESSAGES = {
  recordFailed: 'Error creating payment record',
  confirmFailed: 'Payment confirmation failed',
  paymentError: 'Payment error. Please try again.',
  providerError: 'Error with PayPal. Please try again.',
} as const;

/** The toast when the buyer turns the payment down. */
export const PAYMENT_CANCELLED = 'Payment cancelled. Your plan has not changed.';

/** The toast once the server applied the payment. */
export const paymentComplete = (planName: string): string => `Payment complete: ${planName} plan updated`;

export type PaymentMode = 'simulator' | 'paypal' | 'disabled' | 'loading';

/**
 * How this page takes payments: PayPal's buttons with a client id (the build's first, else the
 * server's when it says paypal), else what the server says; an unreadable answer falls back to the
 * simulator, no answer yet is loading.
 */
export function paymentModeOf(a: { buildClientId: string | null; provider: string | undefined; serverClientId: string | null | undefined; failed: boolean }): {
  mode: PaymentMode;
  clientId: string | null;
} {
  const clientId = a.buildClientId ?? (a.provider === 'paypal' ? (a.serverClientId ?? null) : null);
  if (clientId) return { mode: 'paypal', clientId };
  if (a.provider === 'disabled') return { mode: 'disabled', clientId };
  if (a.provider === 'simulator' || a.failed) return { mode: 'simulator', clientId };
  return { mode: 'loading', clientId };
}

/** The server's reason for a failed call, when it gave one. */
export function reasonOf(e: unknown): { code?: string; message?: string } {
  if (CombinedGraphQLErrors.is(e)) {
    const first = e.errors[0];
    return { code: first?.extensions?.code as string | undefined, message: first?.message };
  }
  return { message: e instanceof Error ? e.message : undefined };
}

/** "{text}: {the server's reason}", or the text alone when there is no other reason. */
export const withReason = (text: string, e: unknown): string => {
  const m = reasonOf(e).message;
  return m && m !== text ? `${text}: ${m}` : text;
};

/** What the server is told of a purchase: it prices it again itself. */
export const purchaseFields = (p: Purchase, projectId: string, currentPlanId: string | null) => ({
  projectId,
  planId: p.plan.id,
  variant: p.variant,
  type: p.type,
  currentPlanId: p.type === 'UPGRADE' ? currentPlanId : null,
  upgradePrice: p.type === 'UPGRADE' ? p.amount : null,
});

/**
 * Whether a click may start this purchase (spec §5): a zero or missing amount is not started, the
 * free plan and the current plan (but for its renewal) cannot be bought, and nothing starts while
 * another purchase runs or payments are off or not known yet.
 */
export function mayStartPurchase(p: Purchase, o: { currentPlanId: string | null; pendingKey: string | null; mode: PaymentMode }): boolean {
  if (!(p.amount > 0) || p.plan.isFreePlan || (p.type !== 'RENEWAL' && p.plan.id === o.currentPlanId)) return false;
  return !o.pendingKey && o.mode !== 'disabled' && o.mode !== 'loading';
}

/**
 * The PayPal order the browser creates (spec §7): the spec's description, the price shown, and the
 * reference the server checks the order against (the domain's paymentReference and currency).
 */
export function sdkOrderBody(p: Purchase, projectId: string): object {
  const reference = paymentReference(projectId, p.plan.id, p.variant, p.type);
  return {
    intent: 'CAPTURE',
    purchase_units: [
      { reference_id: reference, custom_id: reference, description: p.description, amount: { currency_code: PAYMENT_CURRENCY, value: p.amount.toFixed(2) } },
    ],
    application_context: { brand_name: 'Flagstream', shipping_preference: 'NO_SHIPPING', user_action: 'PAY_NOW' },
  };
}

export type ApprovalOutcome = 'approved' | 'cancelled' | 'closed';

/**
 * The simulator's word on an order, from a message posted to this window: `{ source: 'paypal-sim',
 * event, orderId }` from our own origin about this order; anything else is not its word (null).
 */
export function approvalOf(ev: { origin: string; data: unknown }, ownOrigin: string, orderId: string): 'approved' | 'cancelled' | null {
  if (ev.origin !== ownOrigin) return null;
  const d = ev.data as { source?: string; event?: string; orderId?: string } | null;
  if (d?.source !== 'paypal-sim' || d.orderId !== orderId) return null;
  return d.event === 'approved' ? 'approved' : 'cancelled';
}

/** A purchase approved in this tab (popup blocked), kept until the buyer comes back to /billing. */
export interface PendingPayment {
  orderId: string;
  projectId: string;
  planName: string;
}

/** The stored pending payment, or null when there is none or it cannot be read. */
export function parsePending(raw: string | null): PendingPayment | null {
  try {
    return JSON.parse(raw ?? 'null') as PendingPayment | null;
  } catch {
    return null;
  }
}

/**
 * Back on /billing from the provider (`?paypal={outcome}&token={orderId}`): confirm the pending
 * order when it was approved, say it was cancelled otherwise, and ignore a token that is not ours.
 */
export function resumeActionOf(outcome: string, token: string | null, pending: PendingPayment | null): 'ignore' | 'cancelled' | 'confirm' {
  if (!pending || pending.orderId !== token) return 'ignore';
  return outcome === 'approved' ? 'confirm' : 'cancelled';
}
