import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * A built-in PayPal Orders v2 simulator, served by the gateway under `/paypal-sim` when no
 * PayPal credentials are set (development, tests, demos). It speaks the same HTTP as PayPal for
 * what Flagstream uses:
 *
 * - `POST /v1/oauth2/token` (Basic auth with SIMULATOR_CLIENT_ID / SIMULATOR_CLIENT_SECRET,
 *   `grant_type=client_credentials`)
 * - `POST /v2/checkout/orders` (validated like PayPal: intent CAPTURE, 1..10 purchase units,
 *   amounts as strings with at most 2 decimals) → CREATED with `self`, `approve`, `update`,
 *   `capture` links; `PayPal-Request-Id` makes a retry return the same order
 * - `GET /v2/checkout/orders/{id}`, `PATCH /v2/checkout/orders/{id}` (replace amount,
 *   description, custom_id of a purchase unit while not captured, as PayPal allows)
 * - `POST /v2/checkout/orders/{id}/capture`: APPROVED → COMPLETED with
 *   `purchase_units[i].payments.captures[0]`; otherwise 422 ORDER_NOT_APPROVED /
 *   ORDER_ALREADY_CAPTURED
 *
 * and the buyer's side: `GET /paypal-sim/checkoutnow?token={id}` is a small page with
 * "Approve payment" and "Cancel" buttons (plain form POSTs, no inline script) to
 * `POST /paypal-sim/checkoutnow/{id}/approve|cancel`. A form post then redirects to the order's
 * `application_context.return_url` / `cancel_url` (same-origin only) with `?token={id}&PayerID=…`,
 * or shows a result page whose script (`/paypal-sim/checkout.js`) posts
 * `{ source: 'paypal-sim', event: 'approved' | 'cancelled', orderId }` to `window.opener` on the
 * same origin and closes the popup. A JSON post (tests) gets the order back.
 *
 * State lives in memory in this gateway process: orders vanish on restart, and several
 * gateways behind a load balancer each have their own (use PayPal's sandbox there).
 */

export const SIMULATOR_PREFIX = '/paypal-sim';
/** Fixed development credentials: the simulator is for development only, they protect nothing. */
export const SIMULATOR_CLIENT_ID = 'flagstream-simulator-client';
export const SIMULATOR_CLIENT_SECRET = 'flagstream-simulator-secret';

type Status = 'CREATED' | 'APPROVED' | 'COMPLETED';

interface Money {
  currency_code: string;
  value: string;
}

interface SimUnit {
  reference_id: string;
  custom_id?: string;
  description?: string;
  amount: Money;
  payments?: {
    captures: Array<{
      id: string;
      status: 'COMPLETED';
      amount: Money;
      final_capture: true;
      seller_protection: { status: string };
      create_time: string;
      update_time: string;
    }>;
  };
}

interface SimOrder {
  id: string;
  intent: 'CAPTURE';
  status: Status;
  purchase_units: SimUnit[];
  create_time: string;
  update_time: string;
  payer?: { payer_id: string; email_address: string; name: { given_name: string; surname: string } };
  returnUrl?: string;
  cancelUrl?: string;
  brandName?: string;
  captureRequestId?: string;
}

interface Issue {
  issue: string;
  description: string;
  field?: string;
  value?: string;
  location?: 'body' | 'path' | 'header';
}

/** PayPal's error shapes. */
class SimError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: string,
    message: string,
    readonly details: Issue[] = [],
  ) {
    super(message);
  }
}
const INVALID_REQUEST = 'Request is not well-formed, syntactically incorrect, or violates schema.';
const UNPROCESSABLE = 'The requested action could not be performed, semantically incorrect, or failed business validation.';
const invalid = (details: Issue[]) => new SimError(400, 'INVALID_REQUEST', INVALID_REQUEST, details);
const unprocessable = (issue: string, description: string) => new SimError(422, 'UNPROCESSABLE_ENTITY', UNPROCESSABLE, [{ issue, description }]);
const notFound = () =>
  new SimError(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', [
    { issue: 'INVALID_RESOURCE_ID', description: 'Specified resource ID does not exist. Please check the resource ID and try again.' },
  ]);

const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const randomId = (n: number): string => Array.from({ length: n }, () => ALNUM[randomInt(ALNUM.length)]).join('');
const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface PaypalSimulatorOptions {
  /** orders kept in memory; the oldest are forgotten beyond this; default 10 000 */
  maxOrders?: number;
  /** access token lifetime; default 32 400 s, like PayPal */
  tokenTtlSeconds?: number;
  now?: () => number;
}

export class PaypalSimulator {
  private readonly orders = new Map<string, SimOrder>();
  private readonly tokens = new Map<string, number>();
  private readonly requestIds = new Map<string, string>();
  private readonly maxOrders: number;
  private readonly tokenTtlSeconds: number;
  private readonly now: () => number;

  constructor(o: PaypalSimulatorOptions = {}) {
    this.maxOrders = o.maxOrders ?? 10_000;
    this.tokenTtlSeconds = o.tokenTtlSeconds ?? 32_400;
    this.now = o.now ?? Date.now;
  }

  get size(): number {
    return this.orders.size;
  }

  /** `POST /v1/oauth2/token` */
  issueToken(authorization: string | undefined, grantType: unknown): { status: number; body: Record<string, unknown> } {
    const m = /^Basic\s+(\S+)$/i.exec(authorization ?? '');
    const given = m ? Buffer.from(m[1]!, 'base64').toString('utf8') : '';
    if (!constantTimeEqual(given, `${SIMULATOR_CLIENT_ID}:${SIMULATOR_CLIENT_SECRET}`)) {
      return { status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } };
    }
    if (grantType !== 'client_credentials') {
      return { status: 400, body: { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL or unsupported' } };
    }
    const now = this.now();
    for (const [t, exp] of this.tokens) if (exp <= now) this.tokens.delete(t);
    while (this.tokens.size >= 1000) this.tokens.delete(this.tokens.keys().next().value!);
    const token = `A21AA${randomBytes(32).toString('base64url')}`;
    this.tokens.set(token, now + this.tokenTtlSeconds * 1000);
    return {
      status: 200,
      body: {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-FLAGSTREAMSIM',
        expires_in: this.tokenTtlSeconds,
        nonce: `${new Date(now).toISOString()}${randomId(10)}`,
      },
    };
  }

  /** Is this `Authorization: Bearer …` a live simulator token? */
  authorized(authorization: string | undefined): boolean {
    const m = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    const exp = m ? this.tokens.get(m[1]!) : undefined;
    return exp !== undefined && exp > this.now();
  }

  create(body: unknown, requestId: string | undefined): SimOrder {
    if (requestId) {
      const known = this.requestIds.get(requestId);
      const order = known ? this.orders.get(known) : undefined;
      if (order) return order;
    }
    if (!isObject(body)) throw invalid([{ issue: 'MALFORMED_REQUEST_JSON', description: 'The request JSON is not well formed.', location: 'body' }]);
    if (body.intent === undefined)
      throw invalid([{ field: '/intent', issue: 'MISSING_REQUIRED_PARAMETER', description: 'A required field / parameter is missing.', location: 'body' }]);
    if (body.intent !== 'CAPTURE') {
      if (body.intent === 'AUTHORIZE') throw unprocessable('INTENT_NOT_SUPPORTED', 'The simulator supports intent CAPTURE only.');
      throw invalid([
        { field: '/intent', value: String(body.intent), issue: 'INVALID_PARAMETER_VALUE', description: 'The value of a field is invalid.', location: 'body' },
      ]);
    }
    const units = body.purchase_units;
    if (!Array.isArray(units) || units.length === 0)
      throw invalid([
        { field: '/purchase_units', issue: 'MISSING_REQUIRED_PARAMETER', description: 'A required field / parameter is missing.', location: 'body' },
      ]);
    if (units.length > 10)
      throw invalid([
        {
          field: '/purchase_units',
          issue: 'INVALID_ARRAY_MAX_ITEMS',
          description: 'The number of items in an array parameter is too large.',
          location: 'body',
        },
      ]);
    const parsed = units.map((u, i) => parseUnit(u, i, units.length));
    const refs = new Set(parsed.map((u) => u.reference_id));
    if (refs.size !== parsed.length) throw unprocessable('DUPLICATE_REFERENCE_ID', 'reference_id must be unique if multiple purchase_unit are provided.');
    const ctx = isObject(body.application_context) ? body.application_context : {};
    const url = (v: unknown, field: string): string | undefined => {
      if (v === undefined) return undefined;
      if (typeof v !== 'string' || v.length > 4000 || !isUrlOrPath(v))
        throw invalid([
          {
            field: `/application_context/${field}`,
            issue: 'INVALID_PARAMETER_SYNTAX',
            description: 'The value of a field does not conform to the expected format.',
            location: 'body',
          },
        ]);
      return v;
    };
    const now = new Date(this.now()).toISOString();
    const order: SimOrder = {
      id: randomId(17),
      intent: 'CAPTURE',
      status: 'CREATED',
      purchase_units: parsed,
      create_time: now,
      update_time: now,
      ...(url(ctx.return_url, 'return_url') !== undefined ? { returnUrl: ctx.return_url as string } : {}),
      ...(url(ctx.cancel_url, 'cancel_url') !== undefined ? { cancelUrl: ctx.cancel_url as string } : {}),
      ...(typeof ctx.brand_name === 'string' ? { brandName: ctx.brand_name.slice(0, 127) } : {}),
    };
    this.orders.set(order.id, order);
    if (requestId) this.requestIds.set(requestId, order.id);
    while (this.orders.size > this.maxOrders) {
      const oldest = this.orders.keys().next().value!;
      this.orders.delete(oldest);
    }
    if (this.requestIds.size > this.maxOrders) this.requestIds.delete(this.requestIds.keys().next().value!);
    return order;
  }

  get(id: string): SimOrder {
    const o = this.orders.get(id);
    if (!o) throw notFound();
    return o;
  }

  /** The buyer approves on the checkout page. */
  approve(id: string): SimOrder {
    const o = this.get(id);
    if (o.status === 'COMPLETED')
      throw unprocessable('ORDER_ALREADY_CAPTURED', "Order already captured. If 'intent=CAPTURE' only one capture per order is allowed.");
    if (o.status === 'CREATED') {
      o.status = 'APPROVED';
      o.payer = { payer_id: randomId(13), email_address: 'sandbox-buyer@example.com', name: { given_name: 'Sandbox', surname: 'Buyer' } };
      o.update_time = new Date(this.now()).toISOString();
    }
    return o;
  }

  capture(id: string, requestId: string | undefined): SimOrder {
    const o = this.get(id);
    if (o.status === 'COMPLETED') {
      if (requestId && o.captureRequestId === requestId) return o;
      throw unprocessable('ORDER_ALREADY_CAPTURED', "Order already captured. If 'intent=CAPTURE' only one capture per order is allowed.");
    }
    if (o.status !== 'APPROVED') {
      throw unprocessable(
        'ORDER_NOT_APPROVED',
        "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
      );
    }
    const now = new Date(this.now()).toISOString();
    o.status = 'COMPLETED';
    o.update_time = now;
    if (requestId) o.captureRequestId = requestId;
    for (const u of o.purchase_units) {
      u.payments = {
        captures: [
          {
            id: randomId(17),
            status: 'COMPLETED',
            amount: { ...u.amount },
            final_capture: true,
            seller_protection: { status: 'ELIGIBLE' },
            create_time: now,
            update_time: now,
          },
        ],
      };
    }
    return o;
  }

  /** JSON Patch as PayPal takes it: `replace`/`add` of `/purchase_units/@reference_id=='X'/amount|description|custom_id`. */
  patch(id: string, ops: unknown): void {
    const o = this.get(id);
    if (o.status === 'COMPLETED') throw unprocessable('ORDER_ALREADY_COMPLETED', 'The order cannot be patched after it is completed.');
    if (!Array.isArray(ops) || ops.length === 0)
      throw invalid([{ issue: 'MALFORMED_REQUEST_JSON', description: 'The request JSON is not well formed.', location: 'body' }]);
    const changes: Array<() => void> = [];
    for (const op of ops) {
      const m =
        isObject(op) && typeof op.path === 'string' ? /^\/purchase_units\/@reference_id=='([^']*)'\/(amount|description|custom_id)$/.exec(op.path) : null;
      if (!isObject(op) || (op.op !== 'replace' && op.op !== 'add') || !m) {
        throw unprocessable('PATCH_PATH_NOT_SUPPORTED', 'The simulator patches amount, description and custom_id of a purchase unit.');
      }
      const unit = o.purchase_units.find((u) => u.reference_id === m[1]);
      if (!unit) throw unprocessable('INVALID_PATCH_PATH', 'The specified field cannot be patched.');
      const field = m[2] as 'amount' | 'description' | 'custom_id';
      if (field === 'amount') {
        const amount = parseMoney(op.value, '/purchase_units/0/amount');
        changes.push(() => {
          unit.amount = amount;
        });
      } else {
        if (typeof op.value !== 'string' || op.value.length > 127)
          throw invalid([
            {
              field: `/purchase_units/0/${field}`,
              issue: 'INVALID_STRING_LENGTH',
              description: 'The value of a field is either too short or too long.',
              location: 'body',
            },
          ]);
        const v = op.value;
        changes.push(() => {
          unit[field] = v;
        });
      }
    }
    for (const c of changes) c();
    o.update_time = new Date(this.now()).toISOString();
  }

  /** The order as PayPal shows it, with its HATEOAS links under `base` (…/paypal-sim). */
  view(o: SimOrder, base: string): Record<string, unknown> {
    const self = `${base}/v2/checkout/orders/${o.id}`;
    const links = [{ href: self, rel: 'self', method: 'GET' }];
    if (o.status === 'CREATED') links.push({ href: `${base}/checkoutnow?token=${o.id}`, rel: 'approve', method: 'GET' });
    if (o.status !== 'COMPLETED') links.push({ href: self, rel: 'update', method: 'PATCH' }, { href: `${self}/capture`, rel: 'capture', method: 'POST' });
    return {
      id: o.id,
      intent: o.intent,
      status: o.status,
      purchase_units: o.purchase_units.map((u) => ({
        reference_id: u.reference_id,
        ...(u.custom_id !== undefined ? { custom_id: u.custom_id } : {}),
        ...(u.description !== undefined ? { description: u.description } : {}),
        amount: { ...u.amount },
        payee: { email_address: 'merchant@flagstream.example', merchant_id: 'FLAGSTREAMSIM' },
        ...(u.payments ? { payments: { captures: u.payments.captures.map((c) => ({ ...c, amount: { ...c.amount }, links: [] })) } } : {}),
      })),
      ...(o.payer
        ? { payer: o.payer, payment_source: { paypal: { email_address: o.payer.email_address, account_id: o.payer.payer_id, name: o.payer.name } } }
        : {}),
      create_time: o.create_time,
      update_time: o.update_time,
      links,
    };
  }
}

function parseMoney(v: unknown, field: string): Money {
  if (!isObject(v)) throw invalid([{ field, issue: 'MISSING_REQUIRED_PARAMETER', description: 'A required field / parameter is missing.', location: 'body' }]);
  if (typeof v.currency_code !== 'string' || !/^[A-Z]{3}$/.test(v.currency_code)) {
    throw invalid([
      {
        field: `${field}/currency_code`,
        issue: v.currency_code === undefined ? 'MISSING_REQUIRED_PARAMETER' : 'INVALID_PARAMETER_VALUE',
        description: 'Currency code is required and must be a three-character ISO-4217 code.',
        location: 'body',
      },
    ]);
  }
  if (typeof v.value !== 'string' || !AMOUNT.test(v.value)) {
    const tooPrecise = typeof v.value === 'string' && /^\d+\.\d{3,}$/.test(v.value);
    throw invalid([
      {
        field: `${field}/value`,
        ...(typeof v.value === 'string' ? { value: v.value } : {}),
        issue: tooPrecise ? 'DECIMAL_PRECISION' : v.value === undefined ? 'MISSING_REQUIRED_PARAMETER' : 'INVALID_PARAMETER_SYNTAX',
        description: tooPrecise
          ? 'If the currency supports decimals, only two decimal place precision is supported.'
          : 'The value field must be a string with at most two decimals.',
        location: 'body',
      },
    ]);
  }
  if (Number(v.value) <= 0)
    throw unprocessable(
      'CANNOT_BE_ZERO_OR_NEGATIVE',
      'Must be greater than zero. If the currency supports decimals, only two decimal place precision is supported.',
    );
  return { currency_code: v.currency_code, value: v.value };
}

function parseUnit(u: unknown, i: number, count: number): SimUnit {
  const at = `/purchase_units/${i}`;
  if (!isObject(u)) throw invalid([{ field: at, issue: 'INVALID_PARAMETER_SYNTAX', description: 'A purchase unit must be an object.', location: 'body' }]);
  const str = (name: string, max: number): string | undefined => {
    const v = u[name];
    if (v === undefined) return undefined;
    if (typeof v !== 'string' || v.length === 0 || v.length > max)
      throw invalid([
        { field: `${at}/${name}`, issue: 'INVALID_STRING_LENGTH', description: 'The value of a field is either too short or too long.', location: 'body' },
      ]);
    return v;
  };
  const reference = str('reference_id', 256);
  if (count > 1 && reference === undefined)
    throw unprocessable('REFERENCE_ID_REQUIRED', "'reference_id' is required for each purchase_unit when multiple purchase_units are provided.");
  const custom = str('custom_id', 127);
  const description = str('description', 127);
  return {
    reference_id: reference ?? 'default',
    ...(custom !== undefined ? { custom_id: custom } : {}),
    ...(description !== undefined ? { description } : {}),
    amount: parseMoney(u.amount, `${at}/amount`),
  };
}

const isUrlOrPath = (s: string): boolean => {
  if (/^\/(?![/\\])/.test(s)) return true;
  try {
    const u = new URL(s);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
};

function constantTimeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Where a buyer's form post may be sent back to: a path of this site, or a URL of this same origin. */
function sameOriginTarget(url: string | undefined, origin: string): string | null {
  if (!url) return null;
  if (/^\/(?![/\\])/.test(url)) return url;
  try {
    const u = new URL(url);
    return u.origin === origin ? u.href : null;
  } catch {
    return null;
  }
}

const withParams = (url: string, params: Record<string, string>): string => {
  const hashAt = url.indexOf('#');
  const [head, hash] = hashAt >= 0 ? [url.slice(0, hashAt), url.slice(hashAt)] : [url, ''];
  const q = new URLSearchParams(params).toString();
  return `${head}${head.includes('?') ? '&' : '?'}${q}${hash}`;
};

const PAGE_STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f5f7fa;color:#1a1a1a;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(0,0,0,.08);padding:32px;width:100%;max-width:420px;box-sizing:border-box}
h1{font-size:20px;margin:0 0 4px}p.sub{color:#666;margin:0 0 24px;font-size:14px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px;font-size:15px}dt{color:#666}dd{margin:0;font-weight:600;word-break:break-word}
form{display:inline}button{font-size:16px;padding:12px 20px;border-radius:24px;border:0;cursor:pointer;width:100%;margin-top:8px}
.approve{background:#0070ba;color:#fff}.cancel{background:transparent;color:#0070ba;border:1px solid #0070ba}
.note{font-size:12px;color:#888;margin-top:20px;text-align:center}`;

function page(title: string, body: string, data: Record<string, string> = {}): string {
  const attrs = Object.entries(data)
    .map(([k, v]) => ` data-${k}="${escapeHtml(v)}"`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head><body${attrs}><main>${body}<p class="note">PayPal sandbox simulator · no real money moves</p></main>${data.outcome ? `<script src="${SIMULATOR_PREFIX}/checkout.js"></script>` : ''}</body></html>`;
}

/** The result page's script: tell the opener (same origin) how it went, then close the popup. */
const CHECKOUT_JS = `(function(){var d=document.body.dataset;if(window.opener&&!window.opener.closed){try{window.opener.postMessage({source:'paypal-sim',event:d.outcome,orderId:d.orderId},window.location.origin)}catch(e){}setTimeout(function(){window.close()},300)}})();`;

function checkoutPage(o: SimOrder): string {
  const unit = o.purchase_units[0]!;
  const total = o.purchase_units.reduce((s, u) => s + Number(u.amount.value), 0);
  const amount = `${unit.amount.currency_code} ${o.purchase_units.length > 1 ? total.toFixed(2) : unit.amount.value}`;
  const rows = `<dl><dt>Merchant</dt><dd>${escapeHtml(o.brandName ?? 'Flagstream')}</dd>${unit.description ? `<dt>Item</dt><dd>${escapeHtml(unit.description)}</dd>` : ''}<dt>Amount</dt><dd data-testid="amount">${escapeHtml(amount)}</dd><dt>Order</dt><dd>${escapeHtml(o.id)}</dd><dt>Status</dt><dd data-testid="status">${o.status}</dd></dl>`;
  const action = `${SIMULATOR_PREFIX}/checkoutnow/${encodeURIComponent(o.id)}`;
  const buttons =
    o.status === 'CREATED'
      ? `<form method="post" action="${action}/approve"><button class="approve" type="submit">Approve payment</button></form><form method="post" action="${action}/cancel"><button class="cancel" type="submit">Cancel</button></form>`
      : `<p>${o.status === 'APPROVED' ? 'This payment is approved and waiting for the merchant to capture it.' : 'This payment is complete.'}</p>`;
  return page('PayPal Checkout (simulator)', `<h1>Pay with PayPal</h1><p class="sub">Sandbox checkout</p>${rows}${buttons}`);
}

const sendHtml = (reply: FastifyReply, status: number, html: string) =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);

const isFormPost = (req: FastifyRequest) => (req.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');

/** Registers the simulator's routes under `/paypal-sim` (its own body parsing and PayPal-shaped errors). */
export async function registerPaypalSimulator(app: FastifyInstance, sim: PaypalSimulator): Promise<void> {
  await app.register(
    async (s) => {
      s.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      });
      s.setErrorHandler((error: Error, req, reply) => {
        if (error instanceof SimError)
          return reply
            .code(error.status)
            .send({ name: error.errorName, message: error.message, debug_id: randomId(13).toLowerCase(), details: error.details, links: [] });
        const status = (error as { statusCode?: number }).statusCode;
        if (status && status >= 400 && status < 500) {
          return reply.code(status).send({
            name: 'INVALID_REQUEST',
            message: INVALID_REQUEST,
            debug_id: randomId(13).toLowerCase(),
            details: [{ issue: 'MALFORMED_REQUEST_JSON', description: error.message }],
            links: [],
          });
        }
        req.log.error({ err: error }, 'PayPal simulator failed');
        return reply
          .code(500)
          .send({ name: 'INTERNAL_SERVER_ERROR', message: 'An internal server error occurred.', debug_id: randomId(13).toLowerCase(), links: [] });
      });

      const base = (req: FastifyRequest) => `${req.protocol}://${req.headers.host ?? 'localhost'}${SIMULATOR_PREFIX}`;
      const requireToken = async (req: FastifyRequest, reply: FastifyReply) => {
        if (!sim.authorized(req.headers.authorization)) {
          return reply.code(401).send({ error: 'invalid_token', error_description: 'Token signature verification failed' });
        }
      };
      const header = (req: FastifyRequest, name: string): string | undefined => {
        const v = req.headers[name];
        return typeof v === 'string' && v.length > 0 && v.length <= 108 ? v : undefined;
      };

      s.post('/v1/oauth2/token', async (req, reply) => {
        const grant = (req.body as Record<string, unknown> | undefined)?.grant_type;
        const r = sim.issueToken(req.headers.authorization, grant);
        return reply.code(r.status).header('cache-control', 'no-store').send(r.body);
      });

      s.post('/v2/checkout/orders', { preHandler: requireToken }, async (req, reply) => {
        const o = sim.create(req.body, header(req, 'paypal-request-id'));
        return reply.code(201).send(sim.view(o, base(req)));
      });
      s.get<{ Params: { id: string } }>('/v2/checkout/orders/:id', { preHandler: requireToken }, async (req) => sim.view(sim.get(req.params.id), base(req)));
      s.patch<{ Params: { id: string } }>('/v2/checkout/orders/:id', { preHandler: requireToken }, async (req, reply) => {
        sim.patch(req.params.id, req.body);
        return reply.code(204).send();
      });
      s.post<{ Params: { id: string } }>('/v2/checkout/orders/:id/capture', { preHandler: requireToken }, async (req, reply) => {
        const o = sim.capture(req.params.id, header(req, 'paypal-request-id'));
        return reply.code(201).send(sim.view(o, base(req)));
      });

      // --- the buyer's side ---

      s.get('/checkout.js', async (_req, reply) => reply.header('cache-control', 'no-store').type('text/javascript; charset=utf-8').send(CHECKOUT_JS));

      s.get<{ Querystring: { token?: string } }>('/checkoutnow', async (req, reply) => {
        const id = typeof req.query.token === 'string' ? req.query.token : '';
        let o: SimOrder;
        try {
          o = sim.get(id);
        } catch {
          return sendHtml(reply, 404, page('Order not found', '<h1>Order not found</h1><p class="sub">This checkout link is not valid or has expired.</p>'));
        }
        return sendHtml(reply, 200, checkoutPage(o));
      });

      const decide = (event: 'approved' | 'cancelled') => async (req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
        const form = isFormPost(req);
        let o: SimOrder;
        try {
          o = event === 'approved' ? sim.approve(req.params.id) : sim.get(req.params.id);
        } catch (e) {
          if (!form) throw e;
          const gone = e instanceof SimError && e.status === 404;
          return sendHtml(
            reply,
            gone ? 404 : 422,
            page(
              'Payment not possible',
              `<h1>${gone ? 'Order not found' : 'This payment cannot be approved'}</h1><p class="sub">${escapeHtml(e instanceof SimError ? (e.details[0]?.description ?? e.message) : 'Please try again.')}</p>`,
            ),
          );
        }
        if (!form) return sim.view(o, base(req));
        const target = sameOriginTarget(event === 'approved' ? o.returnUrl : o.cancelUrl, `${req.protocol}://${req.headers.host ?? ''}`);
        if (target) {
          return reply
            .code(303)
            .header('cache-control', 'no-store')
            .redirect(withParams(target, event === 'approved' ? { token: o.id, PayerID: o.payer!.payer_id } : { token: o.id }), 303);
        }
        const text =
          event === 'approved'
            ? '<h1>Payment approved</h1><p class="sub">You can close this window and return to Flagstream.</p>'
            : '<h1>Payment cancelled</h1><p class="sub">No payment was made. You can close this window.</p>';
        return sendHtml(reply, 200, page(event === 'approved' ? 'Payment approved' : 'Payment cancelled', text, { outcome: event, 'order-id': o.id }));
      };
      s.post('/checkoutnow/:id/approve', decide('approved'));
      s.post('/checkoutnow/:id/cancel', decide('cancelled'));
    },
    { prefix: SIMULATOR_PREFIX },
  );
}
