import { z } from 'zod';
import type { Actor, PaymentRecorded, PaymentState, PlanCatalogue, PlanQuote, ProjectState, ProviderOrder } from '@flagstream/domain';
import {
  DomainError,
  fail,
  findEvent,
  paymentDecider,
  paymentReference,
  paymentStreamId,
  paymentTypeSchema,
  permissionsFor,
  quotePlanPurchase,
  orderMismatch,
  cents,
  roleInProject,
  variantSchema,
} from '@flagstream/domain';
import type { Logger } from '../http/logger';
import type { PaypalOrder } from '../payments/paypalClient';
import { PAYPAL_ORDER_ID, PaypalError, formatAmount, parseAmount } from '../payments/paypalClient';
import type { PaymentProvider } from '../payments/provider';
import { KeyedLock } from '../commands/streamLock';
import { currentPlanView } from '../views/dashboardViews';
import type { RequestContext, ServiceContext } from './serviceContext';
import { actorOf } from './serviceContext';

/**
 * Paying for a plan (spec §4 Payment types, §7 Subscription and payments), trusting nothing the
 * browser says about money:
 *
 * 1. `createOrder` (POST /api/payments/order): the server prices the purchase and creates the
 *    PayPal order itself (amount, description, reference); the browser only gets the approval link.
 * 2. `record` (POST /api/payments/create): for an order the browser created (PayPal JS SDK) or
 *    step 1's: re-prices the purchase, asks PayPal that the order exists, is in USD, for exactly
 *    that amount and carries this project/plan's reference, then records the server's quote.
 * 3. `confirm` (POST /api/payments/confirm): asks PayPal for the order (capturing it when it is
 *    approved, after re-checking it), confirms the payment with what PAYPAL says, and applies it
 *    to the project's plan once.
 *
 * The plan change is applied as the person who recorded the payment (the payer): the billing
 * decider re-checks that they may still manage billing, and the project's history shows who
 * bought the plan. The caller of `confirm` must be able to manage billing of the project too;
 * anyone else learns nothing (PAYMENT_NOT_FOUND).
 */

const orderIdSchema = z.string({ error: 'order_id is required' }).trim().regex(PAYPAL_ORDER_ID, 'order_id must be a PayPal order id');
const idField = (name: string, message = `${name} is required`) => z.string({ error: message }).trim().min(1, message).max(100, `${name} is too long`);
const money = z.union(
  [
    z.number().finite().nonnegative(),
    z
      .string()
      .trim()
      .regex(/^\d{1,10}(\.\d{1,4})?$/, 'upgrade_price must be an amount like 12.34')
      .transform(Number),
  ],
  { error: 'upgrade_price must be an amount like 12.34' },
);
/** A path of this site to send the buyer back to ("/billing?paid=1"), never another site. */
const localPath = (name: string) =>
  z
    .string()
    .trim()
    .max(2000)
    .regex(/^\/(?![/\\])[^\s]*$/, `${name} must be a path of this site, like /billing`);

const purchaseFields = {
  project_id: idField('project_id', 'Project ID is required'),
  plan_id: idField('plan_id'),
  variant: variantSchema.nullish().transform((v) => v ?? 'Month'),
  type: paymentTypeSchema,
  /** the plan the buyer saw as current (upgrades): a different one means their page is stale */
  current_plan_id: z.string().trim().max(100).nullish(),
  /** the price the buyer was shown: more than a cent away from the server's quote is refused */
  upgrade_price: money.nullish(),
};
const orderInput = z.object({ ...purchaseFields, return_url: localPath('return_url').nullish(), cancel_url: localPath('cancel_url').nullish() });
const recordInput = z.object({ order_id: orderIdSchema, ...purchaseFields });

type PurchaseInput = z.infer<typeof recordInput> | z.infer<typeof orderInput>;

/** parseInput, without repeating a field name the message already says ("order_id must be …", "Project ID is required"). */
function parseBody<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  const issue = r.error.issues[0]!;
  const field = issue.path.map(String).join('.');
  const named =
    !field || issue.message.toLowerCase().startsWith(field.toLowerCase()) || issue.message.toLowerCase().startsWith(field.toLowerCase().replace(/_/g, ' '));
  throw new DomainError('VALIDATION_FAILED', named ? issue.message : `${field}: ${issue.message}`, {
    issues: r.error.issues.map((i) => ({ path: i.path.map(String), message: i.message })),
  });
}
type Recorded = PaymentRecorded['data'];

const usd = (n: number): string => `$${formatAmount(n)}`;

export interface PaymentView {
  order_id: string;
  project_id: string;
  plan_id: string;
  variant: 'Month' | 'Year';
  type: 'SUBSCRIPTION' | 'RENEWAL' | 'UPGRADE';
  amount: number;
  currency: 'USD';
  current_plan_id: string | null;
  description: string;
  status: PaymentState['status'];
}

const paymentView = (r: Recorded, status: PaymentState['status']): PaymentView => ({
  order_id: r.orderId,
  project_id: r.projectId,
  plan_id: r.planId,
  variant: r.variant,
  type: r.type,
  amount: r.amount,
  currency: r.currency,
  current_plan_id: r.currentPlanId,
  description: r.description,
  status,
});

const referenceOf = (r: Pick<Recorded, 'projectId' | 'planId' | 'variant' | 'type'>): string => paymentReference(r.projectId, r.planId, r.variant, r.type);

/**
 * What PayPal says of an order, reduced to what the payment decider checks. A captured order is
 * judged by what was actually captured; an order with several purchase units is not ours.
 */
export function providerOrderOf(order: PaypalOrder, expectedReference: string): ProviderOrder {
  const units = order.purchase_units ?? [];
  const unit = units.length === 1 ? units[0]! : undefined;
  const num = (v: unknown) => {
    const n = parseAmount(v);
    return Number.isFinite(n) ? n : 0;
  };
  let status = String(order.status ?? '');
  let amount = units.reduce((s, u) => s + num(u.amount?.value), 0);
  const currencies = new Set(units.map((u) => u.amount?.currency_code ?? ''));
  let currency = currencies.size === 1 ? [...currencies][0]! : 'MIXED';
  if (status === 'COMPLETED') {
    const captures = units.flatMap((u) => u.payments?.captures ?? []).filter((c) => c.status === 'COMPLETED');
    if (captures.length === 0) status = 'CAPTURE_PENDING';
    else {
      amount = captures.reduce((s, c) => s + num(c.amount?.value), 0);
      const cs = new Set(captures.map((c) => c.amount?.currency_code ?? ''));
      currency = cs.size === 1 ? [...cs][0]! : 'MIXED';
    }
  }
  const refs = unit ? [unit.custom_id, unit.reference_id].filter((r): r is string => typeof r === 'string') : [];
  const referenceId = refs.find((r) => r === expectedReference) ?? refs[0] ?? null;
  return {
    id: order.id,
    status: status.slice(0, 50),
    amount: Math.round(amount * 100) / 100,
    currency: currency.slice(0, 10),
    referenceId: referenceId?.slice(0, 300) ?? null,
  };
}

export interface PaymentsSettings {
  /** absolute base of this site, for return URLs sent to PayPal */
  publicUrl: string;
}

export class PaymentsService {
  private readonly lock = new KeyedLock();

  constructor(
    private readonly sc: ServiceContext,
    private readonly plans: PlanCatalogue,
    private readonly provider: PaymentProvider,
    private readonly settings: PaymentsSettings,
    private readonly log?: Pick<Logger, 'error' | 'warn'>,
  ) {}

  /** GET /api/payments/config: which provider the web app should use (public). */
  config() {
    return { provider: this.provider.mode, client_id: this.provider.publicClientId, currency: 'USD' as const };
  }

  /** POST /api/payments/order: a provider order for the server's price; the browser gets its approval link. */
  async createOrder(ctx: RequestContext, body: unknown) {
    const input = parseBody(orderInput, body);
    const state = await this.billingProject(ctx, input.project_id);
    const q = this.quote(state, input);
    const reference = paymentReference(input.project_id, q.plan.id, q.variant, q.type);
    const order = await this.provider.client().createOrder({
      intent: 'CAPTURE',
      purchase_units: [
        { reference_id: reference, custom_id: reference, description: q.description, amount: { currency_code: 'USD', value: formatAmount(q.amount) } },
      ],
      application_context: {
        brand_name: 'Flagstream',
        user_action: 'PAY_NOW',
        shipping_preference: 'NO_SHIPPING',
        ...(input.return_url ? { return_url: this.returnUrl(input.return_url) } : {}),
        ...(input.cancel_url ? { cancel_url: this.returnUrl(input.cancel_url) } : {}),
      },
    });
    const approve = order.links?.find((l) => l.rel === 'approve' || l.rel === 'payer-action');
    if (!approve) throw new PaypalError('PayPal created the order without an approval link', { status: 201, operation: 'create order' });
    return { order_id: order.id, approve_url: this.provider.browserUrl(approve.href), amount: q.amount, currency: 'USD' as const, description: q.description };
  }

  /** POST /api/payments/create: records the server's quote for a provider order that matches it. */
  async record(ctx: RequestContext, body: unknown): Promise<PaymentView> {
    const input = parseBody(recordInput, body);
    const state = await this.billingProject(ctx, input.project_id);
    const q = this.quote(state, input);
    const orderId = input.order_id;
    return this.lock.run(orderId, async () => {
      const known = await this.sc.rt.commands.load(paymentDecider, paymentStreamId(orderId));
      if (known.state.status !== 'none') fail('PAYMENT_ALREADY_RECORDED', 'This payment has already been recorded');
      const order = await this.fetchOrder(orderId);
      if (!['CREATED', 'APPROVED', 'COMPLETED', 'PAYER_ACTION_REQUIRED'].includes(order.status)) {
        fail('PAYMENT_NOT_CAPTURED', `This PayPal order is ${order.status} and can no longer be paid`);
      }
      const reference = paymentReference(input.project_id, q.plan.id, q.variant, q.type);
      this.verify(providerOrderOf(order, reference), q.amount, reference, q.description);
      const r = await this.sc.rt.commands.payment(
        orderId,
        {
          kind: 'RecordPayment',
          orderId,
          projectId: input.project_id,
          planId: q.plan.id,
          variant: q.variant,
          type: q.type,
          amount: q.amount,
          currency: 'USD',
          currentPlanId: q.type === 'UPGRADE' ? q.current.id : null,
          description: q.description,
        },
        { actor: actorOf(ctx.caller), correlationId: ctx.requestId },
      );
      await this.sc.rt.waitFor(r.position);
      return paymentView(r.state.recorded!, r.state.status);
    });
  }

  /** POST /api/payments/confirm: verifies with PayPal, captures if approved, confirms, applies once. */
  async confirm(ctx: RequestContext, orderIdRaw: unknown) {
    const orderId = parseBody(orderIdSchema, orderIdRaw);
    return this.lock.run(orderId, async () => {
      const loaded = await this.sc.rt.commands.load(paymentDecider, paymentStreamId(orderId));
      const rec = loaded.state.recorded;
      if (!rec) fail('PAYMENT_NOT_FOUND', 'Payment not found');
      const state = await this.billingProject(ctx, rec.projectId, true);
      if (loaded.state.status === 'rejected') fail('PAYMENT_ALREADY_CONFIRMED', 'This payment has already been processed');
      // Confirmed earlier: only the plan change may be missing (a crash in between); the project applies an order once.
      if (loaded.state.status === 'confirmed') return this.apply(ctx, state, rec, true);

      const reference = referenceOf(rec);
      let order = await this.fetchOrder(orderId);
      if (order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED') {
        fail('PAYMENT_NOT_CAPTURED', 'The buyer has not approved this PayPal order yet');
      }
      if (order.status === 'APPROVED') {
        // Check everything before taking the buyer's money: the order (it can be patched after
        // recording), the payer's rights and the purchase itself (the plan may have changed since).
        this.verify(providerOrderOf(order, reference), rec.amount, reference, rec.description);
        this.payerActor(state, rec);
        quotePlanPurchase(state, this.plans, rec, this.sc.now());
        order = await this.capture(orderId);
      }
      const verdict = providerOrderOf(order, reference);
      const r = await this.sc.rt.commands.payment(
        orderId,
        { kind: 'ConfirmPayment', order: verdict },
        { actor: actorOf(ctx.caller), correlationId: ctx.requestId },
      );
      await this.sc.rt.waitFor(r.position);
      const rejected = findEvent(r.events, 'PaymentRejected');
      if (rejected) {
        this.log?.warn(
          { orderId, projectId: rec.projectId, reason: rejected.data.reason, amount: verdict.amount, currency: verdict.currency },
          'captured PayPal order rejected: it does not match the recorded payment (refund it)',
        );
        this.verify(verdict, rec.amount, reference, rec.description);
        fail('PAYMENT_REFERENCE_MISMATCH', 'This PayPal order does not match the recorded payment');
      }
      return this.apply(ctx, state, rec, false);
    });
  }

  // ---------------------------------------------------------------------------------------------

  /** The project, when the caller may manage its billing (outsiders: PROJECT_NOT_FOUND, or PAYMENT_NOT_FOUND for a payment). */
  private async billingProject(ctx: RequestContext, projectId: string, forPayment = false): Promise<ProjectState> {
    let found;
    try {
      found = await this.sc.visible(ctx, projectId);
    } catch (e) {
      if (forPayment && e instanceof DomainError && e.code === 'PROJECT_NOT_FOUND') fail('PAYMENT_NOT_FOUND', 'Payment not found');
      throw e;
    }
    if (!found.viewer.permissions.canManageBilling) {
      fail('FORBIDDEN', 'You do not have permission to manage billing', { role: found.viewer.role, permission: 'canManageBilling' });
    }
    return found.state;
  }

  /** The server's price, or a refusal; a page showing another current plan or price is stale (409). */
  private quote(state: ProjectState, input: PurchaseInput): PlanQuote {
    const q = quotePlanPurchase(state, this.plans, { planId: input.plan_id, variant: input.variant, type: input.type }, this.sc.now());
    if (input.current_plan_id && input.current_plan_id !== q.current.id) {
      fail('PAYMENT_QUOTE_CHANGED', `Your current plan is now ${q.current.name}; please refresh the page and try again`, { currentPlanId: q.current.id });
    }
    if (input.upgrade_price !== undefined && input.upgrade_price !== null && Math.abs(cents(input.upgrade_price) - cents(q.amount)) > 1) {
      fail('PAYMENT_QUOTE_CHANGED', `The price is now ${usd(q.amount)} (you were shown ${usd(input.upgrade_price)}); please refresh the page and try again`, {
        amount: q.amount,
        currency: 'USD',
      });
    }
    if (cents(q.amount) <= 0) fail('VALIDATION_FAILED', 'Payment amount must be above zero');
    return q;
  }

  /** Is the provider's order in USD, for this amount, with this reference? */
  private verify(o: ProviderOrder, amount: number, reference: string, description: string): void {
    // The domain's checks (the decider's verdict on a captured order is the same rule); this says why, with a stable code.
    const mismatch = orderMismatch(o, { amount, reference });
    if (mismatch === 'currency_mismatch') fail('PAYMENT_CURRENCY_MISMATCH', `This PayPal order is in ${o.currency || 'no currency'}; plans are paid in USD`);
    if (mismatch === 'amount_mismatch') {
      fail('PAYMENT_AMOUNT_MISMATCH', `This PayPal order is for ${usd(o.amount)} but ${description || 'this purchase'} costs ${usd(amount)}`, {
        expected: amount,
        actual: o.amount,
        currency: 'USD',
      });
    }
    if (mismatch === 'reference_mismatch') fail('PAYMENT_REFERENCE_MISMATCH', 'This PayPal order was not created for this project and plan');
  }

  /** The payer, who must still be able to manage billing of the project. */
  private payerActor(state: ProjectState, rec: Recorded): Actor {
    const role = roleInProject(state, rec.userId);
    if (!permissionsFor(role).canManageBilling) {
      fail('FORBIDDEN', 'The person who started this payment can no longer manage billing for this project; nothing was charged');
    }
    return { id: rec.userId, name: rec.userId === state.ownerId ? state.ownerName : (state.members[rec.userId]?.name ?? rec.userId) };
  }

  private async apply(ctx: RequestContext, state: ProjectState, rec: Recorded, replay: boolean) {
    const actor = this.payerActor(state, rec);
    let result;
    try {
      result = await this.sc.rt.commands.project(
        rec.projectId,
        {
          kind: 'ApplyPlanPayment',
          orderId: rec.orderId,
          planId: rec.planId,
          variant: rec.variant,
          type: rec.type,
          amount: rec.amount,
        },
        { actor, correlationId: ctx.requestId },
      );
    } catch (e) {
      if (e instanceof DomainError && e.code === 'PAYMENT_ALREADY_APPLIED') {
        if (replay) fail('PAYMENT_ALREADY_CONFIRMED', 'This payment has already been processed');
        // Applied concurrently by another confirmation of this very order: the plan has it.
        const now = await this.sc.state(rec.projectId);
        return { success: true as const, plan: currentPlanView(now ?? state, this.plans, this.sc.now()), payment: paymentView(rec, 'confirmed') };
      }
      if (!replay)
        this.log?.error({ err: e, orderId: rec.orderId, projectId: rec.projectId }, 'PayPal payment captured and confirmed but not applied to the plan');
      throw e;
    }
    await this.sc.rt.waitFor(result.position);
    return { success: true as const, plan: currentPlanView(result.state, this.plans, this.sc.now()), payment: paymentView(rec, 'confirmed') };
  }

  private async fetchOrder(orderId: string): Promise<PaypalOrder> {
    try {
      return await this.provider.client().getOrder(orderId);
    } catch (e) {
      if (e instanceof PaypalError && e.providerStatus === 404) fail('PAYMENT_NOT_FOUND', `PayPal has no order ${orderId}`);
      throw e;
    }
  }

  private async capture(orderId: string): Promise<PaypalOrder> {
    try {
      // One request id per order: a retry (here or on another gateway) gets the same capture back.
      return await this.provider.client().captureOrder(orderId, { requestId: `flagstream-capture-${orderId}` });
    } catch (e) {
      if (e instanceof PaypalError && e.issue === 'ORDER_ALREADY_CAPTURED') return this.fetchOrder(orderId);
      if (e instanceof PaypalError && e.issue === 'ORDER_NOT_APPROVED') fail('PAYMENT_NOT_CAPTURED', 'The buyer has not approved this PayPal order yet');
      throw e;
    }
  }

  private returnUrl(path: string): string {
    // The in-process simulator redirects within this site; PayPal needs an absolute URL.
    return this.provider.simulator ? path : new URL(path, `${this.settings.publicUrl}/`).href;
  }
}
