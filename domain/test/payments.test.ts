import { describe, expect, it } from 'vitest';
import type { PaymentCommand, PaymentEvent, PaymentState, ProviderOrder } from '../src';
import { paymentDecider, paymentReference } from '../src';
import { OWNER, T0, scenario, testContext } from './givenWhenThen';

const payment = scenario<PaymentCommand, PaymentEvent, PaymentState>(paymentDecider);

const RECORD: PaymentCommand = {
  kind: 'RecordPayment',
  orderId: 'ORDER-1',
  projectId: 'p1',
  planId: 'starter',
  variant: 'Month',
  type: 'SUBSCRIPTION',
  amount: 19,
  description: 'Starter - Monthly',
};
const recorded: PaymentEvent = {
  type: 'PaymentRecorded',
  data: {
    orderId: 'ORDER-1',
    projectId: 'p1',
    planId: 'starter',
    variant: 'Month',
    type: 'SUBSCRIPTION',
    amount: 19,
    currency: 'USD',
    currentPlanId: null,
    description: 'Starter - Monthly',
    userId: OWNER.id,
    recordedAt: T0,
  },
};
const LATER = T0 + 60_000;
const order = (over: Partial<ProviderOrder> = {}): ProviderOrder => ({
  id: 'ORDER-1',
  status: 'COMPLETED',
  amount: 19,
  currency: 'USD',
  referenceId: paymentReference('p1', 'starter', 'Month', 'SUBSCRIPTION'),
  ...over,
});
const confirm = (over: Partial<ProviderOrder> = {}): PaymentCommand => ({ kind: 'ConfirmPayment', order: order(over) });
const at = (now: number) => testContext({ now });
const rejected = (reason: 'amount_mismatch' | 'currency_mismatch' | 'reference_mismatch'): PaymentEvent[] => [
  { type: 'PaymentRejected', data: { orderId: 'ORDER-1', projectId: 'p1', reason, rejectedAt: LATER } },
];

describe('paymentReference', () => {
  it('names project, plan, period and type', () => {
    expect(paymentReference('p1', 'starter', 'Month', 'SUBSCRIPTION')).toBe('p1:starter:Month:SUBSCRIPTION');
  });
});

describe('RecordPayment', () => {
  it('records the server quote with its buyer, in USD', () => {
    payment
      .given([])
      .when(RECORD)
      .then((events, next) => {
        expect(events).toEqual([recorded]);
        expect(next).toEqual({ status: 'recorded', recorded: recorded.data });
      });
  });

  it("keeps an upgrade's current plan and rounds the amount to cents", () => {
    payment
      .given([])
      .when({ ...RECORD, type: 'UPGRADE', planId: 'pro', currentPlanId: 'starter', amount: 20.999 })
      .then((events) => {
        expect(events[0]).toMatchObject({ type: 'PaymentRecorded', data: { type: 'UPGRADE', planId: 'pro', currentPlanId: 'starter', amount: 21 } });
      });
  });

  it.each([0, -5])('refuses an amount of %s', (amount) => {
    payment
      .given([])
      .when({ ...RECORD, amount })
      .thenFails('VALIDATION_FAILED', 'amount: Payment amount must be above zero');
  });

  it('refuses a missing amount and another currency', () => {
    payment
      .given([])
      .when({ ...RECORD, amount: undefined } as unknown as PaymentCommand)
      .thenFails('VALIDATION_FAILED', /^amount: /);
    payment
      .given([])
      .when({ ...RECORD, currency: 'EUR' } as unknown as PaymentCommand)
      .thenFails('VALIDATION_FAILED', /^currency: /);
  });

  it('records a payment once', () => {
    payment.given([recorded]).when(RECORD).thenFails('PAYMENT_ALREADY_RECORDED', 'This payment has already been recorded');
  });
});

describe('ConfirmPayment', () => {
  it('confirms a captured USD order of the exact amount for the same project and plan', () => {
    payment
      .given([recorded])
      .when(confirm(), at(LATER))
      .then((events, next) => {
        expect(events).toEqual([{ type: 'PaymentConfirmed', data: { orderId: 'ORDER-1', projectId: 'p1', amount: 19, confirmedAt: LATER } }]);
        expect(next.status).toBe('confirmed');
      });
  });

  it('compares the amount in cents', () => {
    const tenths: PaymentEvent = { ...recorded, data: { ...recorded.data, amount: 0.3 } } as PaymentEvent;
    payment
      .given([tenths])
      .when(confirm({ amount: 0.1 + 0.2 }), at(LATER))
      .then((events) => expect(events.map((e) => e.type)).toEqual(['PaymentConfirmed']));
  });

  it.each(['CREATED', 'APPROVED', 'SAVED', 'PAYER_ACTION_REQUIRED', 'VOIDED'])('records nothing for an order %s: not captured', (status) => {
    payment.given([recorded]).when(confirm({ status }), at(LATER)).thenFails('PAYMENT_NOT_CAPTURED', 'The payment has not been captured by the provider');
  });

  it('stays confirmable after a not-captured attempt', () => {
    const state = payment.given([recorded]).state;
    expect(state.status).toBe('recorded');
    payment
      .given([recorded])
      .when(confirm({ status: 'APPROVED' }), at(LATER))
      .thenFails('PAYMENT_NOT_CAPTURED');
    payment
      .given([recorded])
      .when(confirm(), at(LATER))
      .then((events) => expect(events.map((e) => e.type)).toEqual(['PaymentConfirmed']));
  });

  it('rejects another currency', () => {
    payment
      .given([recorded])
      .when(confirm({ currency: 'EUR' }), at(LATER))
      .then((events, next) => {
        expect(events).toEqual(rejected('currency_mismatch'));
        expect(next.status).toBe('rejected');
      });
  });

  it('rejects an under-paid and an over-paid order', () => {
    payment
      .given([recorded])
      .when(confirm({ amount: 18.99 }), at(LATER))
      .then(rejected('amount_mismatch'));
    payment
      .given([recorded])
      .when(confirm({ amount: 0.01 }), at(LATER))
      .then(rejected('amount_mismatch'));
    payment
      .given([recorded])
      .when(confirm({ amount: 19.01 }), at(LATER))
      .then(rejected('amount_mismatch'));
  });

  it('rejects an order that pays for another project, plan, period or type', () => {
    for (const referenceId of [
      paymentReference('p2', 'starter', 'Month', 'SUBSCRIPTION'),
      paymentReference('p1', 'pro', 'Month', 'SUBSCRIPTION'),
      paymentReference('p1', 'starter', 'Year', 'SUBSCRIPTION'),
      paymentReference('p1', 'starter', 'Month', 'RENEWAL'),
      null,
    ]) {
      payment.given([recorded]).when(confirm({ referenceId }), at(LATER)).then(rejected('reference_mismatch'));
    }
  });

  it('refuses a replay once confirmed or rejected', () => {
    const confirmed: PaymentEvent = { type: 'PaymentConfirmed', data: { orderId: 'ORDER-1', projectId: 'p1', amount: 19, confirmedAt: LATER } };
    payment
      .given([recorded, confirmed])
      .when(confirm(), at(LATER + 1))
      .thenFails('PAYMENT_ALREADY_CONFIRMED', 'This payment has already been processed');
    const rejection = rejected('amount_mismatch')[0]!;
    payment
      .given([recorded, rejection])
      .when(confirm(), at(LATER + 1))
      .thenFails('PAYMENT_ALREADY_CONFIRMED');
  });

  it('refuses an unknown payment, and an order that is not the recorded one', () => {
    payment.given([]).when(confirm(), at(LATER)).thenFails('PAYMENT_NOT_FOUND', 'Payment not found');
    payment
      .given([recorded])
      .when(confirm({ id: 'ORDER-2' }), at(LATER))
      .thenFails('PAYMENT_NOT_FOUND', 'Payment not found');
  });

  it('refuses a malformed provider answer', () => {
    payment
      .given([recorded])
      .when({ kind: 'ConfirmPayment', order: { id: 'ORDER-1', status: 'COMPLETED' } as unknown as ProviderOrder }, at(LATER))
      .thenFails('VALIDATION_FAILED');
  });
});
