/**
 * The PayPal Orders v2 client against a local fake PayPal (node:http on a random port): token
 * caching and renewal, one token request for concurrent callers, a retry after a 401, error
 * mapping to PAYMENT_PROVIDER_ERROR with PayPal's issue, and the deadline on every call.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaypalClient, PaypalError } from '../src/payments/paypalClient';
import { loopbackBase, paymentModeOf } from '../src/payments/provider';
import { loadSettings, SettingsError } from '../src';

const CLIENT_ID = 'test-client';
const SECRET = 'very-secret-value-123';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let base: string;
let seen: Seen[] = [];
/** how the fake answers the next API calls (token requests are answered by `tokenReply`) */
let handler: (req: Seen, res: ServerResponse) => void;
let tokenReply: (n: number) => { status: number; body: unknown };
let tokenCount = 0;
const hanging = new Set<ServerResponse>();

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const ORDER = { id: 'ORDER123', status: 'CREATED', purchase_units: [{ reference_id: 'r', amount: { currency_code: 'USD', value: '19.00' } }], links: [] };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const s: Seen = { method: req.method!, url: req.url!, headers: req.headers, body };
      seen.push(s);
      if (req.url === '/v1/oauth2/token') {
        const r = tokenReply(++tokenCount);
        return json(res, r.status, r.body);
      }
      handler(s, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const res of hanging) res.destroy();
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});
beforeEach(() => {
  seen = [];
  tokenCount = 0;
  tokenReply = (n) => ({ status: 200, body: { access_token: `tok-${n}`, token_type: 'Bearer', expires_in: 3600 } });
  handler = (_s, res) => json(res, 200, ORDER);
});

const client = (o: Partial<ConstructorParameters<typeof PaypalClient>[0]> = {}) =>
  new PaypalClient({ baseUrl: base, clientId: CLIENT_ID, clientSecret: SECRET, timeoutMs: 2000, ...o });
const apiCalls = () => seen.filter((s) => s.url !== '/v1/oauth2/token');

describe('PaypalClient', () => {
  it('gets a client-credentials token with Basic auth and sends it as a Bearer token', async () => {
    const c = client();
    const order = await c.getOrder('ORDER123');
    expect(order).toMatchObject({ id: 'ORDER123', status: 'CREATED' });
    const tokenReq = seen.find((s) => s.url === '/v1/oauth2/token')!;
    expect(tokenReq.method).toBe('POST');
    expect(tokenReq.headers.authorization).toBe(`Basic ${Buffer.from(`${CLIENT_ID}:${SECRET}`).toString('base64')}`);
    expect(tokenReq.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(tokenReq.body).toBe('grant_type=client_credentials');
    expect(apiCalls()[0]).toMatchObject({ method: 'GET', url: '/v2/checkout/orders/ORDER123' });
    expect(apiCalls()[0]!.headers.authorization).toBe('Bearer tok-1');
  });

  it('caches the token until shortly before it expires, then renews it', async () => {
    let now = 1_000_000;
    const c = client({ now: () => now, tokenMarginMs: 60_000 });
    await c.getOrder('A');
    await c.getOrder('B');
    await c.captureOrder('C');
    expect(tokenCount).toBe(1);
    now += 3600_000 - 61_000; // still inside the lifetime minus the margin
    await c.getOrder('D');
    expect(tokenCount).toBe(1);
    now += 2_000; // inside the margin: renew
    await c.getOrder('E');
    expect(tokenCount).toBe(2);
    expect(apiCalls().at(-1)!.headers.authorization).toBe('Bearer tok-2');
  });

  it('shares one token request among concurrent first calls', async () => {
    const c = client();
    await Promise.all([c.getOrder('A'), c.getOrder('B'), c.getOrder('C'), c.getOrder('D')]);
    expect(tokenCount).toBe(1);
    expect(apiCalls()).toHaveLength(4);
  });

  it('forgets a token PayPal no longer accepts and retries once with a fresh one', async () => {
    const c = client();
    await c.getOrder('A');
    let rejected = 0;
    handler = (s, res) => (s.headers.authorization === 'Bearer tok-1' ? (rejected++, json(res, 401, { error: 'invalid_token' })) : json(res, 200, ORDER));
    await expect(c.getOrder('B')).resolves.toMatchObject({ id: 'ORDER123' });
    expect(rejected).toBe(1);
    expect(tokenCount).toBe(2);
  });

  it('creates and captures orders as Orders v2 expects (JSON, return=representation, PayPal-Request-Id)', async () => {
    const c = client();
    await c.createOrder(
      { intent: 'CAPTURE', purchase_units: [{ reference_id: 'ref', amount: { currency_code: 'USD', value: '19.00' } }] },
      { requestId: 'req-1' },
    );
    await c.captureOrder('ORDER123', { requestId: 'cap-1' });
    const [create, capture] = apiCalls();
    expect(create).toMatchObject({ method: 'POST', url: '/v2/checkout/orders' });
    expect(create!.headers['content-type']).toBe('application/json');
    expect(create!.headers.prefer).toBe('return=representation');
    expect(create!.headers['paypal-request-id']).toBe('req-1');
    expect(JSON.parse(create!.body)).toEqual({
      intent: 'CAPTURE',
      purchase_units: [{ reference_id: 'ref', amount: { currency_code: 'USD', value: '19.00' } }],
    });
    expect(capture).toMatchObject({ method: 'POST', url: '/v2/checkout/orders/ORDER123/capture' });
    expect(capture!.headers['paypal-request-id']).toBe('cap-1');
  });

  it("maps PayPal's errors to PAYMENT_PROVIDER_ERROR (502) with PayPal's status and issue", async () => {
    handler = (_s, res) =>
      json(res, 422, {
        name: 'UNPROCESSABLE_ENTITY',
        message: 'The requested action could not be performed.',
        debug_id: 'dbg1',
        details: [{ issue: 'ORDER_NOT_APPROVED', description: 'Payer has not yet approved the Order for payment.' }],
      });
    const e = await client()
      .captureOrder('X')
      .catch((x: unknown) => x);
    expect(e).toBeInstanceOf(PaypalError);
    const err = e as PaypalError;
    expect(err.code).toBe('PAYMENT_PROVIDER_ERROR');
    expect(err.providerStatus).toBe(422);
    expect(err.issue).toBe('ORDER_NOT_APPROVED');
    expect(err.message).toBe('PayPal refused to capture order (HTTP 422 ORDER_NOT_APPROVED): Payer has not yet approved the Order for payment.');
    expect(err.details).toMatchObject({ provider: 'paypal', providerStatus: 422, issue: 'ORDER_NOT_APPROVED', debugId: 'dbg1' });

    handler = (_s, res) =>
      json(res, 404, {
        name: 'RESOURCE_NOT_FOUND',
        message: 'The specified resource does not exist.',
        details: [{ issue: 'INVALID_RESOURCE_ID', description: 'Specified resource ID does not exist.' }],
      });
    await expect(client().getOrder('NOPE')).rejects.toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR', providerStatus: 404, issue: 'INVALID_RESOURCE_ID' });

    handler = (_s, res) => {
      res.writeHead(500, { 'content-type': 'text/html' });
      res.end('<html>oops</html>');
    };
    await expect(client().getOrder('X')).rejects.toMatchObject({
      code: 'PAYMENT_PROVIDER_ERROR',
      providerStatus: 500,
      message: 'PayPal refused to get order (HTTP 500)',
    });

    handler = (_s, res) => json(res, 200, { nothing: true });
    await expect(client().getOrder('X')).rejects.toThrow('PayPal answered "get order" with something that is not an order');
  });

  it('says clearly when the credentials are refused, without ever showing the secret', async () => {
    tokenReply = () => ({ status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } });
    const e = (await client()
      .getOrder('X')
      .catch((x: unknown) => x)) as PaypalError;
    expect(e).toBeInstanceOf(PaypalError);
    expect(e.message).toBe('PayPal refused the client credentials: check PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET');
    expect(JSON.stringify({ m: e.message, d: e.details, s: e.stack })).not.toContain(SECRET);
    expect(apiCalls()).toHaveLength(0);
  });

  it('gives up after the timeout with a clear error (the token request and API calls alike)', async () => {
    handler = (_s, res) => void hanging.add(res); // never answers
    const c = client({ timeoutMs: 200 });
    const t0 = Date.now();
    const e = (await c.getOrder('SLOW').catch((x: unknown) => x)) as PaypalError;
    expect(Date.now() - t0).toBeLessThan(2000);
    expect(e).toBeInstanceOf(PaypalError);
    expect(e.code).toBe('PAYMENT_PROVIDER_ERROR');
    expect(e.message).toBe('PayPal did not answer within 200 ms (get order); please try again');

    tokenReply = () => ({ status: 200, body: {} });
    const slowToken = new PaypalClient({
      baseUrl: base,
      clientId: CLIENT_ID,
      clientSecret: SECRET,
      timeoutMs: 200,
      // a fetch that never resolves unless aborted
      fetch: (_url, init) => new Promise((_r, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))),
    });
    await expect(slowToken.getOrder('X')).rejects.toThrow('PayPal did not answer within 200 ms (get an access token); please try again');
  });

  it('says when PayPal cannot be reached at all', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const e = (await client({ baseUrl: `http://127.0.0.1:${port}` })
      .getOrder('X')
      .catch((x: unknown) => x)) as PaypalError;
    expect(e).toBeInstanceOf(PaypalError);
    expect(e.message).toMatch(/^PayPal cannot be reached \(ECONNREFUSED\) \(get an access token\); please try again$/);
  });

  it('resolves a function base URL at each call and refuses order ids that could reshape the URL', async () => {
    let calls = 0;
    const c = client({ baseUrl: () => (calls++, `${base}/`) });
    await c.getOrder('ORDER123');
    expect(calls).toBeGreaterThan(0);
    await expect(c.getOrder('../../v1/oauth2/token')).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(c.getOrder('A/B')).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('payment settings', () => {
  it('chooses PayPal with credentials, the simulator without (outside production), else disabled', () => {
    expect(paymentModeOf(loadSettings({}))).toBe('simulator');
    const paypal = loadSettings({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_BASE_URL: 'https://api-m.paypal.com/' });
    expect(paymentModeOf(paypal)).toBe('paypal');
    expect(paypal.PAYPAL_BASE_URL).toBe('https://api-m.paypal.com');
    expect(paypal.PAYPAL_TIMEOUT_MS).toBe(10_000);
    expect(paymentModeOf(loadSettings({ NODE_ENV: 'production', ALLOW_DEV_AUTH: '1' }))).toBe('disabled');
    expect(paymentModeOf(loadSettings({ NODE_ENV: 'production', ALLOW_DEV_AUTH: '1', PAYPAL_SIMULATOR: '1' }))).toBe('simulator');
    expect(paymentModeOf(loadSettings({ PAYPAL_SIMULATOR: '0' }))).toBe('disabled');
  });

  it('refuses half-set credentials and never echoes the secret', () => {
    expect(() => loadSettings({ PAYPAL_CLIENT_ID: 'id' })).toThrow(/PAYPAL_CLIENT_SECRET: PayPal needs both/);
    expect(() => loadSettings({ PAYPAL_CLIENT_SECRET: 'shh-secret' })).toThrow(/PAYPAL_CLIENT_ID: PayPal needs both/);
    expect(() => loadSettings({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 's', PAYPAL_SIMULATOR: '1' })).toThrow(SettingsError);
    expect(() => loadSettings({ PAYPAL_BASE_URL: 'ftp://paypal' })).toThrow(/PAYPAL_BASE_URL must be an http\(s\) URL/);
    try {
      loadSettings({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'x'.repeat(600) });
      expect.unreachable();
    } catch (e) {
      expect((e as Error).message).toContain('PAYPAL_CLIENT_SECRET');
      expect((e as Error).message).not.toContain('xxxxxxxx');
    }
  });

  it('calls the built-in simulator on the loopback address the gateway listens on', () => {
    expect(loopbackBase({ address: '0.0.0.0', family: 'IPv4', port: 4000 })).toBe('http://127.0.0.1:4000');
    expect(loopbackBase({ address: '::', family: 'IPv6', port: 4001 })).toBe('http://127.0.0.1:4001');
    expect(loopbackBase({ address: '127.0.0.1', family: 'IPv4', port: 5 })).toBe('http://127.0.0.1:5');
    expect(loopbackBase({ address: '::1', family: 'IPv6', port: 6 })).toBe('http://[::1]:6');
    expect(() => loopbackBase(null)).toThrow(/not listening/);
  });
});
