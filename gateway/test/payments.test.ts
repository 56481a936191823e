/**
 * Paying for plans over HTTP, end to end, against a test gateway whose payments go to its
 * built-in PayPal simulator (no network): the gateway creates or checks orders at
 * `/paypal-sim`, the "buyer" approves them at the simulator's approve endpoint, and the server
 * confirms with what the simulator (the provider) says.
 *
 * Spec §4 (SUBSCRIPTION, RENEWAL, UPGRADE), §5 (free and current plan cannot be bought),
 * §7 (POST /payments/create, /payments/confirm), §9 (proration); DESIGN "Client-trusted
 * payments": forged, unpaid, under-paid, other-currency, other-reference, replayed and
 * outsider confirmations never change a plan.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonthsUtc, DAY_MS, paymentReference, prorationPrice, DEFAULT_PLANS, findPlan } from '@flagstream/domain';
import { startTestGateway } from './support/testGateway';
import type { TestGateway } from './support/testGateway';
import { addMember, anonymous, expectError, expectOk, profile, signIn } from './support/restClient';
import type { ApiResponse, RestClient } from './support/restClient';
import { SIMULATOR_CLIENT_ID, SIMULATOR_CLIENT_SECRET } from '../src/payments/paypalSimulator';

const dir = mkdtempSync(join(tmpdir(), 'flagstream-payments-'));
let gw: TestGateway;
let owner: RestClient;
let admin: RestClient;
let developer: RestClient;
let viewer: RestClient;
let outsider: RestClient;

beforeAll(async () => {
  gw = await startTestGateway({ env: { DEV_AUTH_KEY_DIR: join(dir, 'keys'), RATE_LIMIT_WRITES_PER_MINUTE: '1000000', RATE_LIMIT_SIGNIN_PER_MINUTE: '1000' } });
  [owner, admin, developer, viewer, outsider] = (await Promise.all(
    ['owner', 'admin', 'developer', 'viewer', 'outsider'].map((n) => signIn(gw.url, profile(n))),
  )) as [RestClient, RestClient, RestClient, RestClient, RestClient];
});
afterAll(async () => {
  await gw?.close();
  rmSync(dir, { recursive: true, force: true });
});

// ------------------------------------------------------------------------------ helpers

const plan = (id: string) => findPlan(DEFAULT_PLANS, id)!;

async function newProject(by: RestClient = owner, name = `Shop ${Math.random().toString(36).slice(2, 7)}`): Promise<string> {
  const p = await by.must('POST', '/projects', { data: { name, description: 'payments test', settings: { environments: ['development'] } } });
  return p.id as string;
}

async function currentPlan(projectId: string, by: RestClient = owner) {
  return by.data(`/subscription-plans/current/${projectId}`);
}

/** The simulator, spoken to over HTTP as PayPal would be (the buyer's and an attacker's side). */
const sim = {
  token: '',
  async auth(): Promise<string> {
    if (this.token) return this.token;
    const res = await fetch(`${gw.url}/paypal-sim/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${SIMULATOR_CLIENT_ID}:${SIMULATOR_CLIENT_SECRET}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    expect(res.status).toBe(200);
    this.token = ((await res.json()) as { access_token: string }).access_token;
    return this.token;
  },
  async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: any }> {
    const res = await fetch(`${gw.url}/paypal-sim${path}`, {
      method,
      headers: { authorization: `Bearer ${await this.auth()}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  },
  /** an order created directly at the provider (as the browser's SDK, or an attacker, can) */
  async createOrder(unit: { value: string; currency?: string; reference?: string; description?: string }): Promise<string> {
    const r = await this.call('POST', '/v2/checkout/orders', {
      intent: 'CAPTURE',
      purchase_units: [
        {
          ...(unit.reference ? { reference_id: unit.reference, custom_id: unit.reference } : {}),
          description: unit.description ?? 'Starter - Monthly',
          amount: { currency_code: unit.currency ?? 'USD', value: unit.value },
        },
      ],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.id as string;
  },
  async order(id: string) {
    const r = await this.call('GET', `/v2/checkout/orders/${id}`);
    expect(r.status).toBe(200);
    return r.body;
  },
  /** the buyer clicks "Approve payment" */
  async approve(id: string) {
    const res = await fetch(`${gw.url}/paypal-sim/checkoutnow/${id}/approve`, { method: 'POST' });
    expect(res.status).toBe(200);
    return res.json() as Promise<any>;
  },
  async capture(id: string) {
    return this.call('POST', `/v2/checkout/orders/${id}/capture`, {});
  },
};

interface Purchase {
  plan_id: string;
  variant?: 'Month' | 'Year';
  type: 'SUBSCRIPTION' | 'RENEWAL' | 'UPGRADE';
  current_plan_id?: string;
  upgrade_price?: number;
}

/** POST /payments/order: the server creates the provider order for its own price. */
async function order(by: RestClient, projectId: string, p: Purchase) {
  return by.post('/payments/order', { project_id: projectId, variant: 'Month', ...p });
}

/** POST /payments/create */
async function record(by: RestClient, projectId: string, orderId: string, p: Purchase) {
  return by.post('/payments/create', { order_id: orderId, project_id: projectId, variant: 'Month', ...p });
}

const confirm = (by: RestClient, orderId: string) => by.post('/payments/confirm', { order_id: orderId });

/** The web app's flow: order, record, the buyer approves, confirm. Returns the confirm response. */
async function buy(by: RestClient, projectId: string, p: Purchase): Promise<{ orderId: string; created: ApiResponse; confirmed: ApiResponse }> {
  const created = await order(by, projectId, p);
  expectOk(created, 'order');
  const orderId = created.body.data.order_id as string;
  expectOk(await record(by, projectId, orderId, p), 'record');
  await sim.approve(orderId);
  return { orderId, created, confirmed: await confirm(by, orderId) };
}

/** Nothing about the project's plan changed. */
async function expectPlanUnchanged(projectId: string, before: unknown) {
  expect(await currentPlan(projectId)).toEqual(before);
}

const createFlag = (by: RestClient, projectId: string, name: string) =>
  by.post('/feature-flags', { data: { name, type: 'boolean', value: 'false', project: projectId } });

// ------------------------------------------------------------------------------ the happy paths

describe('buying a plan (SUBSCRIPTION, RENEWAL, UPGRADE)', () => {
  let P: string;

  it('says which provider the web app should use', async () => {
    const r = await anonymous(gw.url).get('/payments/config');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ data: { provider: 'simulator', client_id: null, currency: 'USD' } });
  });

  it('SUBSCRIPTION Free → Starter monthly: order, record, approve, confirm; the plan and its caps change', async () => {
    P = await newProject();
    for (let i = 1; i <= 10; i++) expectOk(await createFlag(owner, P, `Flag ${i}`));
    expectError(await createFlag(owner, P, 'Flag 11'), 402, 'PLAN_LIMIT_REACHED');
    expect((await currentPlan(P)).currentPlan.id).toBe('free');

    const p: Purchase = { plan_id: 'starter', variant: 'Month', type: 'SUBSCRIPTION' };
    const created = await order(owner, P, p);
    expectOk(created);
    const orderId = created.body.data.order_id as string;
    expect(created.body).toEqual({
      success: true,
      data: { order_id: orderId, approve_url: `/paypal-sim/checkoutnow?token=${orderId}`, amount: 19, currency: 'USD', description: 'Starter - Monthly' },
    });
    // what the provider holds: the server's price, in USD, with this project's reference
    const atProvider = await sim.order(orderId);
    expect(atProvider).toMatchObject({ status: 'CREATED', intent: 'CAPTURE' });
    expect(atProvider.purchase_units[0]).toMatchObject({
      reference_id: paymentReference(P, 'starter', 'Month', 'SUBSCRIPTION'),
      custom_id: paymentReference(P, 'starter', 'Month', 'SUBSCRIPTION'),
      description: 'Starter - Monthly',
      amount: { currency_code: 'USD', value: '19.00' },
    });
    // the buyer's page
    const page = await fetch(`${gw.url}${created.body.data.approve_url}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Approve payment');
    expect(html).toContain('Cancel');
    expect(html).toContain('USD 19.00');
    expect(html).toContain('Starter - Monthly');

    const recorded = await record(owner, P, orderId, p);
    expectOk(recorded);
    expect(recorded.body).toEqual({
      success: true,
      data: {
        order_id: orderId,
        project_id: P,
        plan_id: 'starter',
        variant: 'Month',
        type: 'SUBSCRIPTION',
        amount: 19,
        currency: 'USD',
        current_plan_id: null,
        description: 'Starter - Monthly',
        status: 'recorded',
      },
    });
    expect((await currentPlan(P)).currentPlan.id).toBe('free'); // recording is not paying

    await sim.approve(orderId);
    const t0 = gw.clock.now();
    const confirmed = await confirm(owner, orderId);
    expectOk(confirmed);
    expect(confirmed.body.success).toBe(true);
    const view = confirmed.body.data.plan;
    expect(view).toMatchObject({ currentPlan: { id: 'starter', name: 'Starter' }, subscriptionVariant: 'Month', subscriptionStatus: 'active' });
    const expiry = Date.parse(view.planExpirationDate);
    expect(Math.abs(expiry - addMonthsUtc(t0, 1))).toBeLessThan(5000);
    expect(confirmed.body.data.payment).toMatchObject({ order_id: orderId, status: 'confirmed', amount: 19 });

    // the provider captured it; read-your-writes: the current plan already shows it
    const captured = await sim.order(orderId);
    expect(captured.status).toBe('COMPLETED');
    expect(captured.purchase_units[0].payments.captures[0]).toMatchObject({ status: 'COMPLETED', amount: { currency_code: 'USD', value: '19.00' } });
    expect(await currentPlan(P)).toEqual(view);
    // the caps are Starter's now: an 11th flag is allowed
    expectOk(await createFlag(owner, P, 'Flag 11'));
    // the payer is recorded on the plan change
    const planEvent = (await gw.rt.store.readStream(`project-${P}`)).find((e) => e.type === 'PlanSubscribed')!;
    expect(planEvent.metadata.actor.id).toBe(owner.profile!.userId);
    expect(planEvent.data).toMatchObject({ orderId, planId: 'starter', amount: 19, currency: 'USD' });
  });

  it('a REPLAYED confirm (or record) of that order changes nothing', async () => {
    const before = await currentPlan(P);
    const orderId = Object.keys((await gw.state(P)).appliedOrders)[0]!;
    expectError(await confirm(owner, orderId), 409, 'PAYMENT_ALREADY_CONFIRMED');
    expectError(await record(owner, P, orderId, { plan_id: 'starter', type: 'RENEWAL' }), 409, 'PAYMENT_ALREADY_RECORDED');
    await expectPlanUnchanged(P, before);
    expect(Object.keys((await gw.state(P)).appliedOrders)).toHaveLength(1);
  });

  it('RENEWAL extends from the expiry date, not from today', async () => {
    const before = await currentPlan(P);
    const expiry = Date.parse(before.planExpirationDate);
    gw.clock.advance(5 * DAY_MS); // renewing early does not lose the days left
    try {
      const { created, confirmed } = await buy(owner, P, { plan_id: 'starter', variant: 'Year', type: 'RENEWAL' });
      expect(created.body.data).toMatchObject({ amount: 182.4, description: 'Starter - Yearly Renewal' });
      expectOk(confirmed);
      const after = confirmed.body.data.plan;
      expect(after.currentPlan.id).toBe('starter');
      expect(after.planExpirationDate).toBe(new Date(addMonthsUtc(expiry, 12)).toISOString());
      expect(after.planPeriodStart).toBe(before.planPeriodStart);
      expect(after.subscriptionVariant).toBe('Year');
    } finally {
      gw.clock.advance(-5 * DAY_MS);
    }
  });

  it('UPGRADE Starter → Pro charges the prorated difference and keeps the expiry', async () => {
    const Q = await newProject();
    expectOk((await buy(owner, Q, { plan_id: 'starter', variant: 'Month', type: 'SUBSCRIPTION' })).confirmed);
    const before = await currentPlan(Q);
    const expiry = Date.parse(before.planExpirationDate);
    gw.clock.set(gw.clock.now() + 10 * DAY_MS + 3_600_000); // 10 days and an hour later: 20 days left (a started day counts)
    try {
      const daysLeft = Math.ceil((expiry - gw.clock.now()) / DAY_MS);
      expect(daysLeft).toBe(20);
      const price = prorationPrice(plan('starter'), plan('pro'), 'Month', daysLeft);
      expect(price).toBe(20); // (49 - 19) × 20 / 30

      // a stale page: another price or another current plan is refused with 409 so the UI refreshes
      expectError(
        await order(owner, Q, { plan_id: 'pro', type: 'UPGRADE', current_plan_id: 'starter', upgrade_price: price + 1 }),
        409,
        'PAYMENT_QUOTE_CHANGED',
        'The price is now $20.00 (you were shown $21.00); please refresh the page and try again',
      );
      expectError(await order(owner, Q, { plan_id: 'pro', type: 'UPGRADE', current_plan_id: 'free', upgrade_price: price }), 409, 'PAYMENT_QUOTE_CHANGED');

      // within a cent is the same price; the client's figure is never what is charged
      const p: Purchase = { plan_id: 'pro', type: 'UPGRADE', current_plan_id: 'starter', upgrade_price: price + 0.01 };
      const { orderId, created, confirmed } = await buy(owner, Q, p);
      expect(created.body.data).toMatchObject({ amount: 20, description: 'Upgrade to Pro - Proportional (20 days left)' });
      expect((await sim.order(orderId)).purchase_units[0].amount).toEqual({ currency_code: 'USD', value: '20.00' });
      expectOk(confirmed);
      expect(confirmed.body.data.plan).toMatchObject({
        currentPlan: { id: 'pro' },
        subscriptionVariant: 'Month',
        planExpirationDate: before.planExpirationDate,
      });
      expect(confirmed.body.data.payment).toMatchObject({ type: 'UPGRADE', amount: 20, current_plan_id: 'starter' });
      const upgraded = (await gw.rt.store.readStream(`project-${Q}`)).find((e) => e.type === 'PlanUpgraded')!;
      expect(upgraded.data).toMatchObject({ fromPlanId: 'starter', planId: 'pro', amount: 20, daysLeft: 20, expiresAt: expiry });
    } finally {
      gw.clock.unfreeze();
      gw.clock.advance(-(10 * DAY_MS + 3_600_000));
    }
  });

  it('an order the browser created with the provider SDK can be recorded, approved, captured by the browser and confirmed', async () => {
    const R = await newProject();
    const reference = paymentReference(R, 'scale', 'Year', 'SUBSCRIPTION');
    const orderId = await sim.createOrder({ value: '950.40', reference, description: 'Scale - Yearly' });
    expectOk(await record(owner, R, orderId, { plan_id: 'scale', variant: 'Year', type: 'SUBSCRIPTION' }));
    await sim.approve(orderId);
    expect((await sim.capture(orderId)).status).toBe(201); // the browser captured it (spec flow)
    const confirmed = await confirm(owner, orderId);
    expectOk(confirmed);
    expect(confirmed.body.data.plan).toMatchObject({ currentPlan: { id: 'scale' }, subscriptionVariant: 'Year' });
  });

  it('an admin may pay; the same flow works over GraphQL', async () => {
    const S = await newProject();
    await addMember(owner, S, admin);
    await owner.must('PUT', `/projects/${S}/members/${admin.profile!.userId}/role`, { role: 'admin' });
    const gql = async (query: string, variables: Record<string, unknown>) => {
      const res = await fetch(`${gw.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
        body: JSON.stringify({ query, variables }),
      });
      return (await res.json()) as { data?: any; errors?: Array<{ message: string; extensions: { code: string } }> };
    };
    const input = { projectId: S, planId: 'pro', variant: 'Year', type: 'SUBSCRIPTION' };
    const o = await gql(
      'mutation ($input: CreatePaymentOrderInput!) { createPaymentOrder(input: $input) { order { orderId approveUrl amount currency description } } }',
      {
        input,
      },
    );
    expect(o.errors).toBeUndefined();
    expect(o.data.createPaymentOrder.order).toMatchObject({ amount: 470.4, currency: 'USD', description: 'Pro - Yearly' });
    const orderId = o.data.createPaymentOrder.order.orderId as string;
    const r = await gql('mutation ($input: RecordPaymentInput!) { recordPayment(input: $input) { payment { orderId amount status type variant } } }', {
      input: { ...input, orderId },
    });
    expect(r.data.recordPayment.payment).toEqual({ orderId, amount: 470.4, status: 'recorded', type: 'SUBSCRIPTION', variant: 'Year' });
    const early = await gql('mutation ($id: ID!) { confirmPayment(input: { orderId: $id }) { success } }', { id: orderId });
    expect(early.errors?.[0]?.extensions.code).toBe('PAYMENT_NOT_CAPTURED');
    await sim.approve(orderId);
    const c = await gql(
      'mutation ($id: ID!) { confirmPayment(input: { orderId: $id }) { success plan { currentPlan { id } subscriptionStatus } payment { status } } }',
      {
        id: orderId,
      },
    );
    expect(c.errors).toBeUndefined();
    expect(c.data.confirmPayment).toEqual({
      success: true,
      plan: { currentPlan: { id: 'pro' }, subscriptionStatus: 'active' },
      payment: { status: 'confirmed' },
    });
    const replay = await gql('mutation ($id: ID!) { confirmPayment(input: { orderId: $id }) { success } }', { id: orderId });
    expect(replay.errors?.[0]?.extensions.code).toBe('PAYMENT_ALREADY_CONFIRMED');
    const cfg = await gql('{ paymentsConfig { provider currency } }', {});
    expect(cfg.data.paymentsConfig).toEqual({ provider: 'simulator', currency: 'USD' });
  });
});

// ------------------------------------------------------------------------------ what never changes a plan

describe('payments the server does not trust', () => {
  let P: string;
  let before: unknown;
  const starter: Purchase = { plan_id: 'starter', variant: 'Month', type: 'SUBSCRIPTION' };

  beforeAll(async () => {
    P = await newProject();
    before = await currentPlan(P);
  });

  it('a FORGED order id (never created at the provider)', async () => {
    expectError(await record(owner, P, '5O190127TN364715T', starter), 404, 'PAYMENT_NOT_FOUND', 'PayPal has no order 5O190127TN364715T');
    expectError(await confirm(owner, '5O190127TN364715T'), 404, 'PAYMENT_NOT_FOUND');
    expectError(await record(owner, P, '../v1/oauth2/token', starter), 400, 'VALIDATION_FAILED', 'order_id must be a PayPal order id');
    expectError(await confirm(owner, ''), 400, 'VALIDATION_FAILED');
    expectError(await owner.post('/payments/confirm', {}), 400, 'VALIDATION_FAILED', 'order_id is required');
    await expectPlanUnchanged(P, before);
  });

  it('an UNPAID order (created, recorded, never approved) is not captured and changes nothing', async () => {
    const orderId = (await order(owner, P, starter)).body.data.order_id as string;
    expectOk(await record(owner, P, orderId, starter));
    expectError(await confirm(owner, orderId), 402, 'PAYMENT_NOT_CAPTURED', 'The buyer has not approved this PayPal order yet');
    expectError(await confirm(owner, orderId), 402, 'PAYMENT_NOT_CAPTURED');
    expect((await sim.order(orderId)).status).toBe('CREATED');
    // cancelling at the provider leaves it unpaid
    const cancel = await fetch(`${gw.url}/paypal-sim/checkoutnow/${orderId}/cancel`, { method: 'POST' });
    expect(cancel.status).toBe(200);
    expectError(await confirm(owner, orderId), 402, 'PAYMENT_NOT_CAPTURED');
    await expectPlanUnchanged(P, before);
  });

  it('an UNDER-PAID order (created at the provider for less, with the right reference) is refused', async () => {
    const orderId = await sim.createOrder({ value: '1.00', reference: paymentReference(P, 'starter', 'Month', 'SUBSCRIPTION') });
    expectError(await record(owner, P, orderId, starter), 402, 'PAYMENT_AMOUNT_MISMATCH', 'This PayPal order is for $1.00 but Starter - Monthly costs $19.00');
    await sim.approve(orderId);
    expectError(await confirm(owner, orderId), 404, 'PAYMENT_NOT_FOUND');
    await expectPlanUnchanged(P, before);
  });

  it('an order whose amount is lowered at the provider after recording is not captured', async () => {
    const orderId = (await order(owner, P, starter)).body.data.order_id as string;
    expectOk(await record(owner, P, orderId, starter));
    const ref = paymentReference(P, 'starter', 'Month', 'SUBSCRIPTION');
    const patched = await sim.call('PATCH', `/v2/checkout/orders/${orderId}`, [
      { op: 'replace', path: `/purchase_units/@reference_id=='${ref}'/amount`, value: { currency_code: 'USD', value: '0.50' } },
    ]);
    expect(patched.status).toBe(204);
    await sim.approve(orderId);
    expectError(await confirm(owner, orderId), 402, 'PAYMENT_AMOUNT_MISMATCH');
    expect((await sim.order(orderId)).status).toBe('APPROVED'); // the buyer was not charged
    await expectPlanUnchanged(P, before);
  });

  it('an under-paid order the browser captured itself is rejected for good (and a replay stays rejected)', async () => {
    const orderId = (await order(owner, P, starter)).body.data.order_id as string;
    expectOk(await record(owner, P, orderId, starter));
    const ref = paymentReference(P, 'starter', 'Month', 'SUBSCRIPTION');
    await sim.call('PATCH', `/v2/checkout/orders/${orderId}`, [
      { op: 'replace', path: `/purchase_units/@reference_id=='${ref}'/amount`, value: { currency_code: 'USD', value: '1.90' } },
    ]);
    await sim.approve(orderId);
    expect((await sim.capture(orderId)).status).toBe(201);
    expectError(await confirm(owner, orderId), 402, 'PAYMENT_AMOUNT_MISMATCH', 'This PayPal order is for $1.90 but Starter - Monthly costs $19.00');
    expectError(await confirm(owner, orderId), 409, 'PAYMENT_ALREADY_CONFIRMED');
    const events = await gw.rt.store.readStream(`payment-${orderId}`);
    expect(events.map((e) => e.type)).toEqual(['PaymentRecorded', 'PaymentRejected']);
    expect(events[1]!.data).toMatchObject({ reason: 'amount_mismatch' });
    await expectPlanUnchanged(P, before);
  });

  it('an order in ANOTHER CURRENCY is refused', async () => {
    const orderId = await sim.createOrder({ value: '19.00', currency: 'EUR', reference: paymentReference(P, 'starter', 'Month', 'SUBSCRIPTION') });
    expectError(await record(owner, P, orderId, starter), 402, 'PAYMENT_CURRENCY_MISMATCH', 'This PayPal order is in EUR; plans are paid in USD');
    await sim.approve(orderId);
    expectError(await confirm(owner, orderId), 404, 'PAYMENT_NOT_FOUND');
    await expectPlanUnchanged(P, before);
  });

  it('an order whose reference is for ANOTHER PROJECT or ANOTHER PLAN is refused', async () => {
    // paid (right amount) for the owner's other project
    const other = await newProject();
    const otherOrder = (await order(owner, other, starter)).body.data.order_id as string;
    await sim.approve(otherOrder);
    expectError(await record(owner, P, otherOrder, starter), 402, 'PAYMENT_REFERENCE_MISMATCH', 'This PayPal order was not created for this project and plan');
    // right amount and project, but the reference names another plan, period or type
    for (const ref of [
      paymentReference(P, 'scale', 'Month', 'SUBSCRIPTION'),
      paymentReference(P, 'starter', 'Year', 'SUBSCRIPTION'),
      paymentReference(P, 'starter', 'Month', 'RENEWAL'),
      'anything',
    ]) {
      const id = await sim.createOrder({ value: '19.00', reference: ref });
      await sim.approve(id);
      expectError(await record(owner, P, id, starter), 402, 'PAYMENT_REFERENCE_MISMATCH');
    }
    // no reference at all
    const bare = await sim.createOrder({ value: '19.00' });
    expectError(await record(owner, P, bare, starter), 402, 'PAYMENT_REFERENCE_MISMATCH');
    // an outsider cannot record their own paid order against this project
    const X = await newProject(outsider);
    const xOrder = (await order(outsider, X, starter)).body.data.order_id as string;
    await sim.approve(xOrder);
    expectError(await record(outsider, P, xOrder, starter), 404, 'PROJECT_NOT_FOUND');
    await expectPlanUnchanged(P, before);
    expect((await currentPlan(other)).currentPlan.id).toBe('free');
  });

  it('a confirm by someone outside the project (or without billing rights) does nothing; the owner can still finish', async () => {
    const T = await newProject();
    await addMember(owner, T, developer);
    const tBefore = await currentPlan(T);
    const orderId = (await order(owner, T, starter)).body.data.order_id as string;
    expectOk(await record(owner, T, orderId, starter));
    await sim.approve(orderId);
    expectError(await confirm(outsider, orderId), 404, 'PAYMENT_NOT_FOUND', 'Payment not found');
    expectError(await confirm(developer, orderId), 403, 'FORBIDDEN');
    expectError(await confirm(anonymous(gw.url), orderId), 401, 'UNAUTHENTICATED');
    expect((await sim.order(orderId)).status).toBe('APPROVED'); // nobody captured it
    await expectPlanUnchanged(T, tBefore);
    expectOk(await confirm(owner, orderId));
    expect((await currentPlan(T)).currentPlan.id).toBe('starter');
  });
});

// ------------------------------------------------------------------------------ what cannot be bought, who cannot pay

describe('purchases that are refused', () => {
  it('the free plan and the current plan cannot be bought', async () => {
    const P = await newProject();
    expectError(await order(owner, P, { plan_id: 'free', type: 'SUBSCRIPTION' }), 400, 'FREE_PLAN_NOT_PURCHASABLE');
    const freeOrder = await sim.createOrder({ value: '0.01', reference: paymentReference(P, 'free', 'Month', 'SUBSCRIPTION') });
    expectError(await record(owner, P, freeOrder, { plan_id: 'free', type: 'SUBSCRIPTION' }), 400, 'FREE_PLAN_NOT_PURCHASABLE');
    expectError(await order(owner, P, { plan_id: 'nope', type: 'SUBSCRIPTION' }), 404, 'PLAN_NOT_FOUND');
    expectError(await order(owner, P, { plan_id: 'starter', type: 'RENEWAL' }), 409, 'NOTHING_TO_RENEW');
    expectError(await order(owner, P, { plan_id: 'pro', type: 'UPGRADE' }), 409, 'UPGRADE_NOT_ALLOWED');
    expectError(await owner.post('/payments/order', { project_id: P, plan_id: 'starter', type: 'GIFT' }), 400, 'VALIDATION_FAILED');
    expectError(await owner.post('/payments/order', { plan_id: 'starter', type: 'SUBSCRIPTION' }), 400, 'VALIDATION_FAILED', 'Project ID is required');

    expectOk((await buy(owner, P, { plan_id: 'starter', type: 'SUBSCRIPTION' })).confirmed);
    const before = await currentPlan(P);
    expectError(await order(owner, P, { plan_id: 'starter', type: 'SUBSCRIPTION' }), 409, 'CURRENT_PLAN_NOT_PURCHASABLE');
    expectError(await order(owner, P, { plan_id: 'starter', type: 'UPGRADE' }), 409, 'CURRENT_PLAN_NOT_PURCHASABLE');
    const again = await sim.createOrder({ value: '19.00', reference: paymentReference(P, 'starter', 'Month', 'SUBSCRIPTION') });
    await sim.approve(again);
    expectError(await record(owner, P, again, { plan_id: 'starter', type: 'SUBSCRIPTION' }), 409, 'CURRENT_PLAN_NOT_PURCHASABLE');
    expectError(await order(owner, P, { plan_id: 'free', type: 'SUBSCRIPTION' }), 400, 'FREE_PLAN_NOT_PURCHASABLE');
    await expectPlanUnchanged(P, before);
  });

  it('a purchase recorded before another one changed the plan is not captured', async () => {
    const P = await newProject();
    const first = (await order(owner, P, { plan_id: 'starter', type: 'SUBSCRIPTION' })).body.data.order_id as string;
    const second = (await order(owner, P, { plan_id: 'starter', type: 'SUBSCRIPTION' })).body.data.order_id as string;
    expectOk(await record(owner, P, first, { plan_id: 'starter', type: 'SUBSCRIPTION' }));
    expectOk(await record(owner, P, second, { plan_id: 'starter', type: 'SUBSCRIPTION' }));
    await sim.approve(first);
    await sim.approve(second);
    expectOk(await confirm(owner, first));
    const before = await currentPlan(P);
    expectError(await confirm(owner, second), 409, 'CURRENT_PLAN_NOT_PURCHASABLE');
    expect((await sim.order(second)).status).toBe('APPROVED'); // not charged for a plan it already has
    await expectPlanUnchanged(P, before);
  });

  it('a viewer or developer cannot pay; an anonymous caller is not signed in', async () => {
    const P = await newProject();
    await addMember(owner, P, developer);
    await addMember(owner, P, viewer);
    await owner.must('PUT', `/projects/${P}/members/${viewer.profile!.userId}/role`, { role: 'viewer' });
    const before = await currentPlan(P);
    const starter: Purchase = { plan_id: 'starter', type: 'SUBSCRIPTION' };
    const orderId = (await order(owner, P, starter)).body.data.order_id as string;
    for (const who of [developer, viewer]) {
      expectError(await order(who, P, starter), 403, 'FORBIDDEN', 'You do not have permission to manage billing');
      expectError(await record(who, P, orderId, starter), 403, 'FORBIDDEN');
    }
    expectError(await order(anonymous(gw.url), P, starter), 401, 'UNAUTHENTICATED');
    expectError(await record(anonymous(gw.url), P, orderId, starter), 401, 'UNAUTHENTICATED');
    expectError(await order(outsider, P, starter), 404, 'PROJECT_NOT_FOUND');
    await sim.approve(orderId);
    expectError(await confirm(viewer, orderId), 404, 'PAYMENT_NOT_FOUND'); // never recorded
    await expectPlanUnchanged(P, before);
  });
});

// ------------------------------------------------------------------------------ the simulator itself

describe('the PayPal simulator', () => {
  it('requires its token, validates orders like PayPal and captures only approved ones', async () => {
    const noToken = await fetch(`${gw.url}/paypal-sim/v2/checkout/orders/ABC`);
    expect(noToken.status).toBe(401);
    const badCreds = await fetch(`${gw.url}/paypal-sim/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from('x:y').toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    expect(badCreds.status).toBe(401);
    expect(await badCreds.json()).toMatchObject({ error: 'invalid_client' });

    const tooPrecise = await sim.call('POST', '/v2/checkout/orders', {
      intent: 'CAPTURE',
      purchase_units: [{ amount: { currency_code: 'USD', value: '19.999' } }],
    });
    expect(tooPrecise.status).toBe(400);
    expect(tooPrecise.body).toMatchObject({ name: 'INVALID_REQUEST', details: [{ issue: 'DECIMAL_PRECISION', field: '/purchase_units/0/amount/value' }] });
    const numeric = await sim.call('POST', '/v2/checkout/orders', { intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'USD', value: 19 } }] });
    expect(numeric.status).toBe(400);
    const noIntent = await sim.call('POST', '/v2/checkout/orders', { purchase_units: [{ amount: { currency_code: 'USD', value: '1.00' } }] });
    expect(noIntent.body.details[0]).toMatchObject({ field: '/intent', issue: 'MISSING_REQUIRED_PARAMETER' });
    expect((await sim.call('GET', '/v2/checkout/orders/NOSUCHORDER')).body).toMatchObject({ name: 'RESOURCE_NOT_FOUND' });

    const idem = { 'PayPal-Request-Id': `req-${Math.random()}` };
    const a = await sim.call('POST', '/v2/checkout/orders', { intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'USD', value: '5.00' } }] }, idem);
    const b = await sim.call('POST', '/v2/checkout/orders', { intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'USD', value: '5.00' } }] }, idem);
    expect(a.status).toBe(201);
    expect(b.body.id).toBe(a.body.id);
    expect(a.body.links.map((l: { rel: string }) => l.rel)).toEqual(['self', 'approve', 'update', 'capture']);

    const early = await sim.capture(a.body.id);
    expect(early.status).toBe(422);
    expect(early.body).toMatchObject({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] });
    expect((await sim.approve(a.body.id)).status).toBe('APPROVED');
    const done = await sim.capture(a.body.id);
    expect(done.status).toBe(201);
    expect(done.body.status).toBe('COMPLETED');
    expect((await sim.capture(a.body.id)).body.details[0].issue).toBe('ORDER_ALREADY_CAPTURED');
  });

  it("serves a checkout page whose buttons post back and return to the order's return_url", async () => {
    const P = await newProject();
    const created = await owner.post('/payments/order', {
      project_id: P,
      plan_id: 'starter',
      variant: 'Month',
      type: 'SUBSCRIPTION',
      return_url: '/billing?paid=1',
      cancel_url: '/billing',
    });
    expectOk(created);
    const id = created.body.data.order_id as string;
    expectError(
      await owner.post('/payments/order', { project_id: P, plan_id: 'starter', type: 'SUBSCRIPTION', return_url: 'https://evil.example/steal' }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await owner.post('/payments/order', { project_id: P, plan_id: 'starter', type: 'SUBSCRIPTION', return_url: '//evil.example/steal' }),
      400,
      'VALIDATION_FAILED',
    );

    const html = await (await fetch(`${gw.url}${created.body.data.approve_url}`)).text();
    expect(html).toContain(`action="/paypal-sim/checkoutnow/${id}/approve"`);
    expect(html).toContain(`action="/paypal-sim/checkoutnow/${id}/cancel"`);
    const cancel = await fetch(`${gw.url}/paypal-sim/checkoutnow/${id}/cancel`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toBe(`/billing?token=${id}`);
    const approve = await fetch(`${gw.url}/paypal-sim/checkoutnow/${id}/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
    expect(approve.status).toBe(303);
    expect(approve.headers.get('location')).toMatch(new RegExp(`^/billing\\?paid=1&token=${id}&PayerID=[A-Z0-9]{13}$`));
    expect((await sim.order(id)).status).toBe('APPROVED');

    // without a return_url the result page tells a popup's opener (script file: the CSP allows no inline script)
    const bare = await sim.createOrder({ value: '2.00' });
    const result = await fetch(`${gw.url}/paypal-sim/checkoutnow/${bare}/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(result.status).toBe(200);
    const page = await result.text();
    expect(page).toContain('Payment approved');
    expect(page).toContain(`data-order-id="${bare}"`);
    expect(page).toContain('<script src="/paypal-sim/checkout.js"></script>');
    expect((await fetch(`${gw.url}/paypal-sim/checkout.js`)).headers.get('content-type')).toMatch(/javascript/);
    const missing = await fetch(`${gw.url}/paypal-sim/checkoutnow?token=NOPE`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Order not found');
  });
});
