import { z } from 'zod';
import { idSchema } from '../shared/schemas';

export const variantSchema = z.enum(['Month', 'Year'], { error: 'Variant must be Month or Year' });
export const paymentTypeSchema = z.enum(['SUBSCRIPTION', 'RENEWAL', 'UPGRADE'], { error: 'Type must be SUBSCRIPTION, RENEWAL or UPGRADE' });

export const purchaseInput = z.object({
  planId: idSchema,
  variant: variantSchema.default('Month'),
  type: paymentTypeSchema,
});

/** Applied by the payment flow once the provider confirmed the captured order. */
export const applyPlanPaymentInput = purchaseInput.extend({
  orderId: idSchema,
  amount: z.number().nonnegative(),
});

export type PlanCommand = { kind: 'ApplyPlanPayment' } & z.input<typeof applyPlanPaymentInput>;
