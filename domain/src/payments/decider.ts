import { z } from 'zod';
import type { Decider, DomainEvent } from '../shared/decider';
import { idSchema } from '../shared/schemas';
import { paymentTypeSchema, variantSchema } from '../billing/commands';
import type { PaymentType } from '../billing/pricing';
import type { Variant } from '../billing/plans';
import { round2 } from '../billing/pricing';
import { fail } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { orderMismatch } from './checks';
import type { OrderMismatch } from './checks';

/** Stream `payment-{orderId}`: one provider order, recorded with the server's quote, then confirmed or rejected. */
export const recordPaymentInput = z.object({
  orderId: idSchema,
  projectId: idSchema,
  planId: idSchema,
  variant: variantSchema,
  type: paymentTypeSchema,
  /** the server's quote, never the client's figure */
  amount: z.number().positive('Payment amount must be above zero'),
  currency: z.literal('USD').default('USD'),
  currentPlanId: z.string().max(100).nullable().default(null),
  description: z.string().max(300).default(''),
});

/** What the provider says of the order (Orders v2 GET), reduced to what we check. */
export const providerOrderSchema = z.object({
  id: idSchema,
  status: z.string().max(50),
  amount: z.number().nonnegative(),
  currency: z.string().max(10),
  /** purchase_units[0].reference_id or custom_id: which project and plan it pays for */
  referenceId: z.string().max(300).nullable(),
});
export type ProviderOrder = z.infer<typeof providerOrderSchema>;

export type PaymentCommand = ({ kind: 'RecordPayment' } & z.input<typeof recordPaymentInput>) | { kind: 'ConfirmPayment'; order: ProviderOrder };

export type PaymentRecorded = DomainEvent<
  'PaymentRecorded',
  {
    orderId: string;
    projectId: string;
    planId: string;
    variant: Variant;
    type: PaymentType;
    amount: number;
    currency: 'USD';
    currentPlanId: string | null;
    description: string;
    userId: string;
    recordedAt: number;
  }
>;
export type PaymentConfirmed = DomainEvent<'PaymentConfirmed', { orderId: string; projectId: string; amount: number; confirmedAt: number }>;
export type PaymentRejected = DomainEvent<
  'PaymentRejected',
  {
    orderId: string;
    projectId: string;
    reason: OrderMismatch;
    rejectedAt: number;
  }
>;
export type PaymentEvent = PaymentRecorded | PaymentConfirmed | PaymentRejected;

export interface PaymentState {
  status: 'none' | 'recorded' | 'confirmed' | 'rejected';
  recorded: PaymentRecorded['data'] | null;
}

/** What we put in the provider order so that confirmation can check which project and plan it pays for. */
export const paymentReference = (projectId: string, planId: string, variant: Variant, type: PaymentType): string => `${projectId}:${planId}:${variant}:${type}`;

export const paymentDecider: Decider<PaymentCommand, PaymentEvent, PaymentState> = {
  initialState: () => ({ status: 'none', recorded: null }),
  evolve: (s, e) => {
    switch (e.type) {
      case 'PaymentRecorded':
        return { status: 'recorded', recorded: e.data };
      case 'PaymentConfirmed':
        return { ...s, status: 'confirmed' };
      case 'PaymentRejected':
        return { ...s, status: 'rejected' };
    }
  },
  decide: (cmd, s, ctx) => {
    switch (cmd.kind) {
      case 'RecordPayment': {
        const input = parseInput(recordPaymentInput, cmd);
        if (s.status !== 'none') fail('PAYMENT_ALREADY_RECORDED', 'This payment has already been recorded');
        return [{ type: 'PaymentRecorded', data: { ...input, amount: round2(input.amount), userId: ctx.actor.id, recordedAt: ctx.now } }];
      }
      case 'ConfirmPayment': {
        const order = parseInput(providerOrderSchema, cmd.order);
        const rec = s.recorded;
        if (!rec) fail('PAYMENT_NOT_FOUND', 'Payment not found');
        if (s.status === 'confirmed' || s.status === 'rejected') fail('PAYMENT_ALREADY_CONFIRMED', 'This payment has already been processed');
        if (order.id !== rec.orderId) fail('PAYMENT_NOT_FOUND', 'Payment not found');
        // Not captured yet is not final: the buyer may still complete it.
        if (order.status !== 'COMPLETED') fail('PAYMENT_NOT_CAPTURED', 'The payment has not been captured by the provider');
        const reject = (reason: PaymentRejected['data']['reason']): PaymentEvent[] => [
          { type: 'PaymentRejected', data: { orderId: rec.orderId, projectId: rec.projectId, reason, rejectedAt: ctx.now } },
        ];
        const mismatch = orderMismatch(order, { amount: rec.amount, reference: paymentReference(rec.projectId, rec.planId, rec.variant, rec.type) });
        if (mismatch) return reject(mismatch);
        return [{ type: 'PaymentConfirmed', data: { orderId: rec.orderId, projectId: rec.projectId, amount: rec.amount, confirmedAt: ctx.now } }];
      }
    }
  },
};
