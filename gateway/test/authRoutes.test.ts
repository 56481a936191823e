import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { toErrorResponse } from '../src/http/errors';
import { requireCaller } from '../src/auth';
import { startTestGateway } from './support/testGateway';
import type { TestGateway } from './support/testGateway';

const keyDir = mkdtempSync(join(tmpdir(), 'flagstream-auth-http-'));
afterAll(() => rmSync(keyDir, { recursive: true, force: true }));

async function post(url: string, body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  const res = await fetch(url, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, any> };
}

describe('POST /api/dev-auth/token (dev mode)', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway({ env: { DEV_AUTH_KEY_DIR: keyDir, PUBLIC_URL: 'http://localhost:4000' } });
  });
  afterAll(async () => {
    await gw?.close();
  });

  it('signs a session token for the profile, which the app authenticator accepts', async () => {
    expect(gw.app.authenticator.mode).toBe('dev');
    expect(gw.app.devIdp?.keyFile).toBe(join(keyDir, 'signing-key.pem'));
    const r = await post(`${gw.url}/api/dev-auth/token`, { userId: 'user_dev|1.a:b@c-d', name: '  Dev Person ', email: 'dev@example.com' });
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(Object.keys(r.body)).toEqual(['token']);
    const claims = decodeJwt(r.body.token as string);
    expect(claims).toMatchObject({
      sub: 'user_dev|1.a:b@c-d',
      name: 'Dev Person',
      email: 'dev@example.com',
      azp: 'http://localhost:4000',
      iss: 'https://dev-auth.flagstream.local',
    });
    const caller = await gw.app.authenticator.authenticate(`Bearer ${r.body.token as string}`);
    expect(caller).toEqual({ userId: 'user_dev|1.a:b@c-d', name: 'Dev Person', email: 'dev@example.com', sessionId: claims.sid });
  });

  it('answers 400 VALIDATION_FAILED for bad bodies', async () => {
    const good = { userId: 'u1', name: 'N', email: 'n@example.com' };
    const cases: Array<[unknown, RegExp]> = [
      [{}, /userId/],
      [{ ...good, userId: undefined }, /userId/],
      [{ ...good, userId: '' }, /userId/],
      [{ ...good, userId: 'has space' }, /userId/],
      [{ ...good, userId: 'slash/no' }, /userId/],
      [{ ...good, userId: 'x'.repeat(101) }, /userId/],
      [{ ...good, userId: 42 }, /userId/],
      [{ ...good, name: '' }, /name/],
      [{ ...good, name: '   ' }, /name/],
      [{ ...good, name: 'x'.repeat(201) }, /name/],
      [{ ...good, email: 'not-an-email' }, /email/],
      [{ ...good, email: '' }, /email/],
      [{ ...good, email: undefined }, /email/],
      [[good], /expected object/i],
      ['"just a string"', /expected object/i],
      ['null', /./],
      ['{"userId":', /./],
    ];
    for (const [body, message] of cases) {
      const r = await post(`${gw.url}/api/dev-auth/token`, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error.code).toBe('VALIDATION_FAILED');
      expect(r.body.error.message).toMatch(message);
    }
    // no body at all
    const none = await fetch(`${gw.url}/api/dev-auth/token`, { method: 'POST' });
    expect(none.status).toBe(400);
    expect(((await none.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
    // the longest allowed values are fine
    const max = await post(`${gw.url}/api/dev-auth/token`, { userId: 'x'.repeat(100), name: 'y'.repeat(200), email: 'e@example.com' });
    expect(max.status).toBe(200);
  });

  it('keeps tokens valid across a restart on the same key directory', async () => {
    const r = await post(`${gw.url}/api/dev-auth/token`, { userId: 'u-restart', name: 'R', email: 'r@example.com' });
    const second = await startTestGateway({ env: { DEV_AUTH_KEY_DIR: keyDir, PUBLIC_URL: 'http://localhost:4000' } });
    try {
      expect(second.app.devIdp?.publicKeyPem).toBe(gw.app.devIdp?.publicKeyPem);
      expect((await second.app.authenticator.authenticate(`Bearer ${r.body.token as string}`)).userId).toBe('u-restart');
    } finally {
      await second.close();
    }
  });
});

describe('Clerk mode', () => {
  it('has no dev token endpoint (404)', async () => {
    const pem = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const gw = await startTestGateway({ env: { CLERK_JWT_KEY: pem, DEV_AUTH_KEY_DIR: join(keyDir, 'unused') } });
    try {
      expect(gw.app.authenticator.mode).toBe('clerk');
      expect(gw.app.devIdp).toBeNull();
      const r = await post(`${gw.url}/api/dev-auth/token`, { userId: 'u1', name: 'N', email: 'n@example.com' });
      expect(r.status).toBe(404);
      expect(r.body.error.code).toBe('NOT_FOUND');
    } finally {
      await gw.close();
    }
  });
});

describe('requireCaller', () => {
  it('gives routes the caller, verifies once per request, and maps failures to 401', async () => {
    const gw = await startTestGateway({ env: { DEV_AUTH_KEY_DIR: keyDir } });
    const app = Fastify();
    try {
      let verifications = 0;
      const counting = {
        mode: gw.app.authenticator.mode,
        authenticate: (h: string | undefined) => {
          verifications++;
          return gw.app.authenticator.authenticate(h);
        },
      };
      app.setErrorHandler((e, _req, reply) => {
        const m = toErrorResponse(e);
        return reply.code(m.status).send(m.body);
      });
      app.get('/me', async (req) => {
        const a = await requireCaller(counting, req);
        const b = await requireCaller(counting, req);
        return { same: a === b, caller: a };
      });
      await app.ready();
      const token = await gw.app.devIdp!.issueToken({ userId: 'u-me', name: 'Me', email: 'me@example.com' });
      const ok = await app.inject({ method: 'GET', url: '/me', headers: { authorization: `Bearer ${token}` } });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ same: true, caller: { userId: 'u-me', name: 'Me', email: 'me@example.com' } });
      expect(verifications).toBe(1);
      const missing = await app.inject({ method: 'GET', url: '/me' });
      expect(missing.statusCode).toBe(401);
      expect(missing.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'No authentication token' } });
      const bad = await app.inject({ method: 'GET', url: '/me', headers: { authorization: 'Bearer nope' } });
      expect(bad.statusCode).toBe(401);
      expect(bad.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Invalid authentication token' } });
    } finally {
      await app.close();
      await gw.close();
    }
  });
});
