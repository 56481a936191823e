import { randomUUID } from 'node:crypto';
import { DomainError } from '@flagstream/domain';

/**
 * A PayPal Orders v2 client over HTTP (global fetch): OAuth client-credentials token cached
 * until shortly before it expires, then create / get / capture an order. Every call runs under
 * a deadline; every failure becomes a `PaypalError` (DomainError PAYMENT_PROVIDER_ERROR, HTTP
 * 502) with a clear message and, when PayPal answered, its status, error name and issue.
 * The client secret is only ever put in the token request's Basic authorization header.
 */

export interface Money {
  currency_code: string;
  value: string;
}

export interface PaypalLink {
  href: string;
  rel: string;
  method?: string;
}

export interface PaypalCapture {
  id: string;
  status: string;
  amount?: Money;
  final_capture?: boolean;
  create_time?: string;
  update_time?: string;
}

export interface PaypalPurchaseUnit {
  reference_id?: string;
  custom_id?: string;
  invoice_id?: string;
  description?: string;
  amount?: Money;
  payments?: { captures?: PaypalCapture[] };
}

export interface PaypalOrder {
  id: string;
  status: string;
  intent?: string;
  purchase_units?: PaypalPurchaseUnit[];
  payer?: { payer_id?: string; email_address?: string; name?: { given_name?: string; surname?: string } };
  links?: PaypalLink[];
  create_time?: string;
  update_time?: string;
}

/** What `POST /v2/checkout/orders` accepts (the parts we use). */
export interface CreateOrderRequest {
  intent: 'CAPTURE';
  purchase_units: Array<{
    reference_id?: string;
    custom_id?: string;
    description?: string;
    amount: Money;
  }>;
  application_context?: {
    brand_name?: string;
    return_url?: string;
    cancel_url?: string;
    user_action?: 'CONTINUE' | 'PAY_NOW';
    shipping_preference?: 'GET_FROM_FILE' | 'NO_SHIPPING' | 'SET_PROVIDED_ADDRESS';
  };
}

export interface PaypalClientOptions {
  /** e.g. https://api-m.sandbox.paypal.com; a function is resolved at each call (the simulator's address is known only once listening) */
  baseUrl: string | (() => string);
  clientId: string;
  clientSecret: string;
  /** deadline of each HTTP call, token request included; default 10 s */
  timeoutMs?: number;
  /** renew the token this long before PayPal says it expires; default 60 s */
  tokenMarginMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/** PayPal's error body: `{ name, message, debug_id, details: [{ issue, description }] }` (OAuth: `{ error, error_description }`). */
interface PaypalErrorBody {
  name?: string;
  message?: string;
  debug_id?: string;
  details?: Array<{ issue?: string; description?: string; field?: string }>;
  error?: string;
  error_description?: string;
}

/** A failed call to PayPal. `status` is PayPal's HTTP status (0 when it never answered). */
export class PaypalError extends DomainError {
  readonly providerStatus: number;
  readonly providerName: string | undefined;
  readonly issue: string | undefined;

  constructor(message: string, info: { status: number; name?: string; issue?: string; debugId?: string; operation: string }) {
    super('PAYMENT_PROVIDER_ERROR', message, {
      provider: 'paypal',
      operation: info.operation,
      ...(info.status ? { providerStatus: info.status } : {}),
      ...(info.name ? { providerError: info.name } : {}),
      ...(info.issue ? { issue: info.issue } : {}),
      ...(info.debugId ? { debugId: info.debugId } : {}),
    });
    this.name = 'PaypalError';
    this.providerStatus = info.status;
    this.providerName = info.name;
    this.issue = info.issue;
  }
}

/** PayPal order ids are short upper-case alphanumerics; refuse anything that could reshape the URL. */
export const PAYPAL_ORDER_ID = /^[A-Za-z0-9-]{1,64}$/;

const DEFAULT_TIMEOUT_MS = 10_000;

export class PaypalClient {
  private readonly fetchImpl: typeof fetch;
  private readonly now: () => number;
  private readonly timeoutMs: number;
  private readonly marginMs: number;
  private token: { value: string; expiresAt: number; baseUrl: string } | null = null;
  private pendingToken: Promise<string> | null = null;

  constructor(private readonly o: PaypalClientOptions) {
    this.fetchImpl = o.fetch ?? ((...args) => fetch(...args));
    this.now = o.now ?? Date.now;
    this.timeoutMs = o.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.marginMs = o.tokenMarginMs ?? 60_000;
  }

  /** `POST /v2/checkout/orders` (full representation back). `requestId` makes a retry idempotent. */
  async createOrder(body: CreateOrderRequest, opts: { requestId?: string } = {}): Promise<PaypalOrder> {
    return this.api('create order', 'POST', '/v2/checkout/orders', body, { 'PayPal-Request-Id': opts.requestId ?? randomUUID() });
  }

  /** `GET /v2/checkout/orders/{id}` */
  async getOrder(orderId: string): Promise<PaypalOrder> {
    return this.api('get order', 'GET', `/v2/checkout/orders/${orderPath(orderId)}`);
  }

  /** `POST /v2/checkout/orders/{id}/capture`; the order must have been approved by the buyer. */
  async captureOrder(orderId: string, opts: { requestId?: string } = {}): Promise<PaypalOrder> {
    return this.api('capture order', 'POST', `/v2/checkout/orders/${orderPath(orderId)}/capture`, {}, { 'PayPal-Request-Id': opts.requestId ?? randomUUID() });
  }

  /** The base URL calls go to now (no trailing slash). */
  baseUrl(): string {
    const b = typeof this.o.baseUrl === 'function' ? this.o.baseUrl() : this.o.baseUrl;
    return b.replace(/\/+$/, '');
  }

  /** A valid access token: cached until `marginMs` before expiry; concurrent callers share one request. */
  async accessToken(): Promise<string> {
    const base = this.baseUrl();
    if (this.token && this.token.baseUrl === base && this.now() < this.token.expiresAt) return this.token.value;
    if (!this.pendingToken) {
      this.pendingToken = this.fetchToken(base).finally(() => {
        this.pendingToken = null;
      });
    }
    return this.pendingToken;
  }

  private async fetchToken(base: string): Promise<string> {
    const basic = Buffer.from(`${this.o.clientId}:${this.o.clientSecret}`).toString('base64');
    const started = this.now();
    const { status, body } = await this.send('get an access token', `${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: 'grant_type=client_credentials',
    });
    const b = body as { access_token?: unknown; expires_in?: unknown } & PaypalErrorBody;
    if (status === 401 || status === 403) {
      throw new PaypalError('PayPal refused the client credentials: check PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET', {
        status,
        name: b?.error,
        operation: 'get an access token',
      });
    }
    if (status < 200 || status >= 300) throw this.errorOf('get an access token', status, b);
    if (typeof b?.access_token !== 'string' || b.access_token === '') {
      throw new PaypalError('PayPal answered the token request without an access token', { status, operation: 'get an access token' });
    }
    const ttlMs = (typeof b.expires_in === 'number' && b.expires_in > 0 ? b.expires_in : 300) * 1000;
    this.token = { value: b.access_token, baseUrl: base, expiresAt: started + Math.max(ttlMs - this.marginMs, ttlMs / 2) };
    return b.access_token;
  }

  private async api<T>(operation: string, method: 'GET' | 'POST', path: string, json?: unknown, extraHeaders: Record<string, string> = {}): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const token = await this.accessToken();
      const { status, body } = await this.send(operation, `${this.baseUrl()}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(json !== undefined ? { 'content-type': 'application/json', prefer: 'return=representation' } : {}),
          ...extraHeaders,
        },
        ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
      });
      // A token revoked or expired early: forget it and try once more with a fresh one.
      if (status === 401 && attempt === 0) {
        if (this.token?.value === token) this.token = null;
        continue;
      }
      if (status < 200 || status >= 300) throw this.errorOf(operation, status, body as PaypalErrorBody);
      if (typeof body !== 'object' || body === null || typeof (body as { id?: unknown }).id !== 'string') {
        throw new PaypalError(`PayPal answered "${operation}" with something that is not an order`, { status, operation });
      }
      return body as T;
    }
  }

  /** One HTTP exchange under the deadline (headers and body); JSON body parsed when there is one. */
  private async send(operation: string, url: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    const signal = AbortSignal.timeout(this.timeoutMs);
    let res: Response;
    let text: string;
    try {
      res = await this.fetchImpl(url, { ...init, signal, redirect: 'error' });
      text = await res.text();
    } catch (e) {
      const err = e as { name?: string; cause?: { code?: string } };
      if (err?.name === 'TimeoutError' || err?.name === 'AbortError' || signal.aborted) {
        throw new PaypalError(`PayPal did not answer within ${formatMs(this.timeoutMs)} (${operation}); please try again`, { status: 0, operation });
      }
      const reason = err?.cause?.code ? ` (${err.cause.code})` : '';
      throw new PaypalError(`PayPal cannot be reached${reason} (${operation}); please try again`, { status: 0, operation });
    }
    if (text.trim() === '') return { status: res.status, body: undefined };
    try {
      return { status: res.status, body: JSON.parse(text) as unknown };
    } catch {
      if (res.ok) throw new PaypalError(`PayPal answered "${operation}" with a body that is not JSON`, { status: res.status, operation });
      return { status: res.status, body: undefined };
    }
  }

  private errorOf(operation: string, status: number, b: PaypalErrorBody | undefined): PaypalError {
    const detail = b?.details?.[0];
    const name = b?.name ?? b?.error;
    const said = detail?.description ?? b?.message ?? b?.error_description;
    const message = `PayPal refused to ${operation} (HTTP ${status}${detail?.issue ? ` ${detail.issue}` : name ? ` ${name}` : ''})${said ? `: ${said}` : ''}`;
    return new PaypalError(message, { status, name, issue: detail?.issue, debugId: b?.debug_id, operation });
  }
}

function orderPath(orderId: string): string {
  if (!PAYPAL_ORDER_ID.test(orderId)) throw new DomainError('VALIDATION_FAILED', 'order_id must be a PayPal order id');
  return encodeURIComponent(orderId);
}

const formatMs = (ms: number): string => (ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`);

/** "19.00": PayPal amounts are strings with two decimals (USD). */
export const formatAmount = (amount: number): string => (Math.round(amount * 100) / 100).toFixed(2);

/** The number a PayPal amount string stands for, or NaN when it is not one. */
export function parseAmount(value: unknown): number {
  if (typeof value !== 'string' || !/^\d{1,10}(\.\d{1,2})?$/.test(value)) return Number.NaN;
  return Number(value);
}
