/**
 * The gateway's HTTP hardening seen from outside: security headers, the CORS allow-list, the
 * body limit, rate limits on sign-in and on writes, Prometheus metrics, and logs that never
 * carry a session token, an invitation token or an environment API key.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway } from './support/testGateway';
import type { TestGateway } from './support/testGateway';
import { anonymous, devToken, expectError, profile, signIn, RestClient } from './support/restClient';

const dir = mkdtempSync(join(tmpdir(), 'flagstream-rest-sec-'));
const keyDir = join(dir, 'keys');
const ALLOWED_ORIGIN = 'https://app.example.com';
const OTHER_ALLOWED = 'https://admin.example.com';

let gw: TestGateway;
/** every log line the gateway wrote */
const logLines: string[] = [];
let owner: RestClient;

beforeAll(async () => {
  gw = await startTestGateway({
    env: {
      DEV_AUTH_KEY_DIR: keyDir,
      LOG_LEVEL: 'trace',
      CORS_ORIGINS: ` ${ALLOWED_ORIGIN}, ${OTHER_ALLOWED}/ `,
      RATE_LIMIT_WRITES_PER_MINUTE: '100000',
      RATE_LIMIT_SIGNIN_PER_MINUTE: '1000',
    },
    logStream: { write: (line: string) => void logLines.push(line) },
  });
  owner = await signIn(gw.url, profile('secowner'));
});
afterAll(async () => {
  await gw?.close();
  rmSync(dir, { recursive: true, force: true });
});

const raw = (path: string, init: RequestInit = {}) => fetch(`${gw.url}${path}`, init);

describe('security headers', () => {
  it("the API's JSON answers (success and error alike) carry the API policy: nothing loads, no framing, no caching; no x-powered-by", async () => {
    const responses = [
      await raw('/api/subscription-plans/public'),
      await raw('/api/projects'),
      await raw('/api/projects', { headers: { authorization: `Bearer ${owner.token}` } }),
      await raw('/api/no-such-call'),
      await raw('/api/projects', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` }, body: '{bad' }),
      await raw('/api/dev-auth/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
      await raw('/healthz'),
      await raw('/metrics'),
    ];
    expect(responses.map((r) => r.status)).toEqual([200, 401, 200, 404, 400, 400, 200, 200]);
    for (const r of responses) {
      expect(r.headers.get('x-content-type-options'), r.url).toBe('nosniff');
      expect(r.headers.get('x-frame-options'), r.url).toBe('DENY');
      expect(r.headers.get('content-security-policy'), r.url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(r.headers.get('cross-origin-resource-policy'), r.url).toBe('same-origin');
      expect(r.headers.get('x-powered-by'), r.url).toBeNull();
      expect(r.headers.get('referrer-policy')).toBe('no-referrer');
      // public plans may be cached (the route says so); everything else is no-store
      if (!r.url.endsWith('/public')) expect(r.headers.get('cache-control'), r.url).toBe('no-store');
      await r.arrayBuffer();
    }
  });

  it('pages (the API reference) carry the page policy: scripts and frames from the allowed origins only', async () => {
    const r = await raw('/api/docs');
    expect(r.status).toBe(200);
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const csp = r.headers.get('content-security-policy');
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(r.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(r.headers.get('x-powered-by')).toBeNull();
    await r.arrayBuffer();
  });
});

describe('CORS allow-list (CORS_ORIGINS)', () => {
  it('an allowed origin gets access-control-allow-origin; any other origin does not', async () => {
    for (const origin of [ALLOWED_ORIGIN, OTHER_ALLOWED]) {
      const r = await raw('/api/subscription-plans/public', { headers: { origin } });
      expect(r.headers.get('access-control-allow-origin')).toBe(origin);
      expect(r.headers.get('vary') ?? '').toMatch(/origin/i);
      await r.arrayBuffer();
    }
    for (const origin of ['https://evil.example.com', 'https://app.example.com.evil.test', 'http://app.example.com', 'null', `${ALLOWED_ORIGIN}:8443`]) {
      const r = await raw('/api/projects', { headers: { origin, authorization: `Bearer ${owner.token}` } });
      expect(r.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(r.headers.get('access-control-allow-credentials'), origin).toBeNull();
      await r.arrayBuffer();
    }
    // no origin (same-origin or server-to-server): no CORS headers at all
    const none = await raw('/api/subscription-plans/public');
    expect(none.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('preflight: allowed origins get the methods and headers, others get nothing', async () => {
    const pre = (origin: string) =>
      raw('/api/feature-flags', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization,content-type' },
      });
    const ok = await pre(ALLOWED_ORIGIN);
    expect(ok.status).toBeLessThan(300);
    expect(ok.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    expect(ok.headers.get('access-control-allow-methods')).toContain('PUT');
    expect((ok.headers.get('access-control-allow-headers') ?? '').toLowerCase()).toContain('authorization');
    const bad = await pre('https://evil.example.com');
    expect(bad.headers.get('access-control-allow-origin')).toBeNull();
    expect(bad.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('the public config endpoint is open to any origin (no credentials)', async () => {
    const p = await owner.must('POST', '/projects', { data: { name: 'Cors Config', description: 'd', settings: { environments: ['development'] } } });
    const r = await fetch(gw.configUrl(p.uuid, p.environments[0].uuid), { headers: { origin: 'https://any.site.example' } });
    expect(r.status).toBe(200);
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    expect(r.headers.get('access-control-allow-credentials')).toBeNull();
    await r.arrayBuffer();
  });
});

describe('body limit', () => {
  it('a body over 1 MB answers 413 with a code, on every kind of write', async () => {
    const big = JSON.stringify({ data: { name: 'Big', description: 'x'.repeat(1_100_000) } });
    for (const [method, path] of [
      ['POST', '/projects'],
      ['PUT', '/user-informations/me'],
      ['POST', '/feature-flags'],
      ['POST', '/dev-auth/token'],
    ] as const) {
      expectError(await owner.request(method, path, { raw: big, contentType: 'application/json' }), 413, 'PAYLOAD_TOO_LARGE');
    }
    // no content-length (chunked) does not get around it
    const chunks = new ReadableStream({
      start(ctl) {
        for (let i = 0; i < 12; i++) ctl.enqueue(new TextEncoder().encode(i === 0 ? '{"data":{"name":"x","description":"' : 'y'.repeat(100_000)));
        ctl.enqueue(new TextEncoder().encode('"}}'));
        ctl.close();
      },
    });
    const chunked = await fetch(`${gw.url}/api/projects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(((await chunked.json()) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
    // just under the limit is parsed (and refused for what it says, not for its size)
    const under = JSON.stringify({ data: { name: 'Under', description: 'x'.repeat(1_000_000) } });
    expect(Buffer.byteLength(under)).toBeLessThan(1_048_576);
    expectError(await owner.request('POST', '/projects', { raw: under, contentType: 'application/json' }), 400, 'VALIDATION_FAILED');
  });
});

describe('rate limits', () => {
  it('RATE_LIMIT_SIGNIN_PER_MINUTE=3: the fourth dev-token request answers 429 RATE_LIMITED', async () => {
    const limited = await startTestGateway({ env: { DEV_AUTH_KEY_DIR: keyDir, RATE_LIMIT_SIGNIN_PER_MINUTE: '3' } });
    try {
      for (let i = 0; i < 3; i++) await devToken(limited.url, profile(`signin${i}`));
      const r = await new RestClient(limited.url).post('/dev-auth/token', profile('signin4'));
      expectError(r, 429, 'RATE_LIMITED');
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
      // reads and other calls are not sign-ins
      expect((await anonymous(limited.url).get('/subscription-plans/public')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('a small RATE_LIMIT_WRITES_PER_MINUTE: writes get 429 while GETs still pass; each caller has their own budget', async () => {
    const limited = await startTestGateway({ env: { DEV_AUTH_KEY_DIR: keyDir, RATE_LIMIT_WRITES_PER_MINUTE: '5' } });
    try {
      const a = await signIn(limited.url, profile('writer'));
      const b = await signIn(limited.url, profile('otherwriter'));
      const p = await a.must('POST', '/projects', { data: { name: 'Limited', description: 'd', settings: { environments: ['development'] } } });
      for (let i = 0; i < 4; i++) expect((await a.post('/feature-flags', { data: { name: `F${i}`, project: p.id } })).status).toBe(200);
      const blocked = await a.post('/feature-flags', { data: { name: 'Too many', project: p.id } });
      expectError(blocked, 429, 'RATE_LIMITED');
      expectError(await a.put(`/projects/${p.id}`, { data: { name: 'x' } }), 429, 'RATE_LIMITED');
      expectError(await a.del(`/projects/${p.id}`), 429, 'RATE_LIMITED');
      // reads still pass
      expect((await a.get(`/projects/${p.id}`)).status).toBe(200);
      expect((await a.data('/feature-flags', { query: { projectId: p.id } })).map((f: any) => f.name)).toEqual(['F0', 'F1', 'F2', 'F3']);
      const cfg = await fetch(limited.configUrl(p.uuid, p.environments[0].uuid));
      expect(cfg.status).toBe(200);
      await cfg.arrayBuffer();
      // another caller is not affected
      expect((await b.post('/projects', { data: { name: 'Mine', description: 'd', settings: { environments: ['development'] } } })).status).toBe(200);
      // a fresh token of the same caller does not reset the budget of the address for anonymous writes
      for (let i = 0; i < 5; i++) expect((await anonymous(limited.url).post('/projects', { data: {} })).status).toBe(401);
      expectError(await anonymous(limited.url).post('/projects', { data: {} }), 429, 'RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});

describe('metrics', () => {
  it('/metrics exposes flagstream_http_requests_total (by route template) and flagstream_projection_lag_events', async () => {
    const p = await owner.must('POST', '/projects', { data: { name: 'Metered', description: 'd', settings: { environments: ['development'] } } });
    await owner.get(`/projects/${p.id}`);
    await raw(`/api/no-such-call/${p.uuid}`);
    const r = await raw('/metrics');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await r.text();
    expect(text).toMatch(/^# TYPE flagstream_http_requests_total counter$/m);
    expect(text).toMatch(/^flagstream_http_requests_total\{family="rest",route="\/api\/projects\/:id",method="GET",status="200"\} \d+$/m);
    expect(text).toMatch(/^flagstream_http_requests_total\{family="rest",route="\/api\/projects",method="POST",status="200"\} \d+$/m);
    expect(text).toMatch(/^# TYPE flagstream_projection_lag_events gauge$/m);
    expect(text).toMatch(/^flagstream_projection_lag_events 0$/m);
    // labels are route templates: no ids, no uuids
    expect(text).not.toContain(p.id);
    expect(text).not.toContain(p.uuid);
  });
});

describe('logs', () => {
  it('never contain session tokens, invitation tokens or environment API keys', async () => {
    const before = logLines.length;
    const secrets: Array<[string, string]> = [];
    // session tokens: issued, used, used badly
    const u = await signIn(gw.url, profile('logged'));
    secrets.push(['session token', u.token!], ['session token', owner.token!]);
    const tampered = `${u.token!.slice(0, -6)}AAAAAA`;
    secrets.push(['tampered session token', tampered]);
    await new RestClient(gw.url, tampered).get('/projects');
    await new RestClient(gw.url, 'x'.repeat(9000)).get('/projects');
    // API keys: created, regenerated, used on OFREP (both headers), used wrongly
    const p = await u.must('POST', '/projects', { data: { name: 'Logged', description: 'd', settings: { environments: ['development'] } } });
    await u.must('POST', '/feature-flags', { data: { name: 'Logged Flag', project: p.id } });
    const env = p.environments[0];
    secrets.push(['API key', env.api_key]);
    const regenerated = await u.must('POST', `/environments/${env.id}/regenerate-api-key`);
    secrets.push(['regenerated API key', regenerated.api_key]);
    for (const key of [env.api_key, regenerated.api_key]) {
      await (
        await raw('/ofrep/v1/evaluate/flags', { method: 'POST', headers: { 'x-api-key': key, 'content-type': 'application/json' }, body: '{}' })
      ).arrayBuffer();
      await (
        await raw('/ofrep/v1/evaluate/flags/logged_flag', {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: '{"context":{}}',
        })
      ).arrayBuffer();
    }
    // invitation tokens: created, read, accepted, mistyped, and the web app's invitation links
    const invitee = profile('invitee');
    const inv = await u.must('POST', `/projects/${p.id}/invite`, { email: invitee.email });
    secrets.push(['invitation token', inv.token]);
    await anonymous(gw.url).get(`/invitations/${inv.token}/details`);
    await anonymous(gw.url).get(`/invitations/${inv.token.slice(0, -1)}B/details`);
    secrets.push(['mistyped invitation token', `${inv.token.slice(0, -1)}B`]);
    await (await raw(`/invitation/${inv.token}`)).arrayBuffer();
    await (await raw(`/invitation-accept?token=${inv.token}`)).arrayBuffer();
    const joined = await signIn(gw.url, invitee);
    secrets.push(['session token', joined.token!]);
    await joined.post(`/invitations/${inv.token}/accept`);
    await joined.post(`/invitations/${inv.token}/accept`);

    const written = logLines.slice(before);
    const text = written.join('');
    // the capture works: requests were logged (one line each), with their URLs
    expect(written.length).toBeGreaterThan(12);
    expect(text).toContain('"url":"/api/projects"');
    expect(text).toContain('/details');
    for (const [what, s] of secrets) {
      expect(text.includes(s), `a ${what} reached the logs`).toBe(false);
      // nor a recognisable part of it
      expect(text.includes(s.slice(-20)), `the tail of a ${what} reached the logs`).toBe(false);
    }
    for (const line of written) expect(() => JSON.parse(line)).not.toThrow();
  });
});
