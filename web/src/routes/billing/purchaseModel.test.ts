import { describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors } from '@apollo/client';
import { DEFAULT_PLANS, findPlan, paymentReference } from '@flagstream/domain';
import type { SubscriptionPlan } from '@flagstream/domain';
import type { Purchase } from './planModel';
import {
  approvalOf,
  mayStartPurchase,
  parsePending,
  PAYMENT_MESSAGES,
  paymentModeOf,
  purchaseFields,
  reasonOf,
  resumeActionOf,
  sdkOrderBody,
  withReason,
} from './purchaseModel';

const plan = (id: string) => findPlan(DEFAULT_PLANS, id) as SubscriptionPlan;
const buy = (id: string, over: Partial<Purchase> = {}): Purchase => ({
  plan: plan(id),
  type: 'SUBSCRIPTION',
  variant: 'Month',
  amount: 19,
  daysLeft: 0,
  description: `${id} monthly`,
  ...over,
});

describe('purchase model: how payments are taken', () => {
  it('given a client id at build time, when the server says anything, then PayPal buttons are used with that id', () => {
    expect(paymentModeOf({ buildClientId: 'build', provider: 'simulator', serverClientId: null, failed: false })).toEqual({
      mode: 'paypal',
      clientId: 'build',
    });
  });

  it("given no build id, when the server says paypal with its id, then PayPal is used with the server's id; without an id it is still loading", () => {
    expect(paymentModeOf({ buildClientId: null, provider: 'paypal', serverClientId: 'srv', failed: false })).toEqual({ mode: 'paypal', clientId: 'srv' });
    expect(paymentModeOf({ buildClientId: null, provider: 'paypal', serverClientId: null, failed: false }).mode).toBe('loading');
  });

  it('given the server says disabled or simulator, then that is the mode; given no answer, then loading, or the simulator once the query failed', () => {
    expect(paymentModeOf({ buildClientId: null, provider: 'disabled', serverClientId: null, failed: false }).mode).toBe('disabled');
    expect(paymentModeOf({ buildClientId: null, provider: 'simulator', serverClientId: null, failed: false }).mode).toBe('simulator');
    expect(paymentModeOf({ buildClientId: null, provider: undefined, serverClientId: undefined, failed: false }).mode).toBe('loading');
    expect(paymentModeOf({ buildClientId: null, provider: undefined, serverClientId: undefined, failed: true }).mode).toBe('simulator');
  });
});

describe('purchase model: which clicks start a purchase', () => {
  const free = { currentPlanId: 'free', pendingKey: null, mode: 'simulator' as const };

  it('given a paid plan from the free plan, when clicked, then it starts', () => {
    expect(mayStartPurchase(buy('pro'), free)).toBe(true);
  });

  it('given a zero amount, the free plan, or the current plan, then nothing starts; the current plan may be renewed', () => {
    expect(mayStartPurchase(buy('pro', { amount: 0 }), free)).toBe(false);
    expect(mayStartPurchase(buy('pro', { amount: Number.NaN }), free)).toBe(false);
    expect(mayStartPurchase(buy('free'), { ...free, currentPlanId: 'starter' })).toBe(false);
    expect(mayStartPurchase(buy('pro'), { ...free, currentPlanId: 'pro' })).toBe(false);
    expect(mayStartPurchase(buy('pro', { type: 'RENEWAL' }), { ...free, currentPlanId: 'pro' })).toBe(true);
  });

  it('given another purchase under way, or payments off or not known yet, then nothing starts', () => {
    expect(mayStartPurchase(buy('pro'), { ...free, pendingKey: 'resume' })).toBe(false);
    expect(mayStartPurchase(buy('pro'), { ...free, mode: 'disabled' })).toBe(false);
    expect(mayStartPurchase(buy('pro'), { ...free, mode: 'loading' })).toBe(false);
    expect(mayStartPurchase(buy('pro'), { ...free, mode: 'paypal' })).toBe(true);
  });
});

describe('purchase model: what is sent', () => {
  it('given an upgrade, then the server is told the current plan and the price shown; otherwise neither', () => {
    expect(purchaseFields(buy('pro', { type: 'UPGRADE', amount: 21 }), 'p1', 'starter')).toEqual({
      projectId: 'p1',
      planId: 'pro',
      variant: 'Month',
      type: 'UPGRADE',
      currentPlanId: 'starter',
      upgradePrice: 21,
    });
    expect(purchaseFields(buy('pro'), 'p1', 'starter')).toMatchObject({ currentPlanId: null, upgradePrice: null });
  });

  it("given a PayPal purchase, then the order carries the domain's reference, USD and the amount to the cent", () => {
    const body = sdkOrderBody(buy('pro', { amount: 21.5 }), 'p1') as { purchase_units: Array<Record<string, unknown>> };
    const reference = paymentReference('p1', 'pro', 'Month', 'SUBSCRIPTION');
    expect(body.purchase_units[0]).toEqual({
      reference_id: reference,
      custom_id: reference,
      description: 'pro monthly',
      amount: { currency_code: 'USD', value: '21.50' },
    });
    expect(body).toMatchObject({ intent: 'CAPTURE', application_context: { brand_name: 'Flagstream' } });
  });
});

describe('purchase model: failures and answers', () => {
  it('given a GraphQL error, then its code and message are the reason; given the same text, then the text is not repeated', () => {
    const e = new CombinedGraphQLErrors({ errors: [{ message: 'Price changed', extensions: { code: 'PAYMENT_QUOTE_CHANGED' } }] });
    expect(reasonOf(e)).toEqual({ code: 'PAYMENT_QUOTE_CHANGED', message: 'Price changed' });
    expect(withReason(PAYMENT_MESSAGES.recordFailed, e)).toBe('Error creating payment record: Price changed');
    expect(withReason(PAYMENT_MESSAGES.confirmFailed, new Error(PAYMENT_MESSAGES.confirmFailed))).toBe(PAYMENT_MESSAGES.confirmFailed);
    expect(reasonOf('nope')).toEqual({ message: undefined });
  });

  it("given the simulator's message about this order from our origin, then it is its word; anything else is not", () => {
    const data = { source: 'paypal-sim', event: 'approved', orderId: 'o1' };
    expect(approvalOf({ origin: 'https://app', data }, 'https://app', 'o1')).toBe('approved');
    expect(approvalOf({ origin: 'https://app', data: { ...data, event: 'cancelled' } }, 'https://app', 'o1')).toBe('cancelled');
    expect(approvalOf({ origin: 'https://evil', data }, 'https://app', 'o1')).toBeNull();
    expect(approvalOf({ origin: 'https://app', data: { ...data, orderId: 'o2' } }, 'https://app', 'o1')).toBeNull();
    expect(approvalOf({ origin: 'https://app', data: null }, 'https://app', 'o1')).toBeNull();
  });

  it('given a return from the provider, then only our pending order is confirmed (when approved) or said cancelled', () => {
    const pending = parsePending(JSON.stringify({ orderId: 'o1', projectId: 'p1', planName: 'Pro' }));
    expect(resumeActionOf('approved', 'o1', pending)).toBe('confirm');
    expect(resumeActionOf('cancelled', 'o1', pending)).toBe('cancelled');
    expect(resumeActionOf('approved', 'o2', pending)).toBe('ignore');
    expect(resumeActionOf('approved', 'o1', null)).toBe('ignore');
    expect(parsePending('{broken')).toBeNull();
    expect(parsePending(null)).toBeNull();
  });
});
