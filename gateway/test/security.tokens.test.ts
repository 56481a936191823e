/**
 * Forged and unusable session tokens at the HTTP edges. auth.test.ts proves the authenticator
 * refuses each attack; this file proves every edge goes through it: the same tokens against a
 * REST read, a REST write, a GraphQL query and a GraphQL mutation all answer 401
 * UNAUTHENTICATED and create nothing, while a genuine token signed the same way passes.
 */
import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, decodeJwt } from 'jose';
import { DEV_AUTH_KEY_FILE } from '../src/auth';
import { startTestGateway } from './support/testGateway';
import type { TestGateway } from './support/testGateway';
import { RestClient, expectError, profile, signIn } from './support/restClient';
import { expectGqlError, gql } from './support/gqlClient';

const dir = mkdtempSync(join(tmpdir(), 'flagstream-sec-tokens-'));
let gw: TestGateway;
let devKey: KeyObject;
let genuine: Record<string, unknown>;
let kid: string;

beforeAll(async () => {
  gw = await startTestGateway({ env: { DEV_AUTH_KEY_DIR: join(dir, 'keys'), RATE_LIMIT_WRITES_PER_MINUTE: '100000', RATE_LIMIT_SIGNIN_PER_MINUTE: '1000' } });
  devKey = createPrivateKey(readFileSync(join(dir, 'keys', DEV_AUTH_KEY_FILE), 'utf8'));
  genuine = decodeJwt(await gw.app.devIdp!.issueToken({ userId: 'user_victim', name: 'Victim', email: 'victim@example.com' }));
  kid = gw.app.devIdp!.kid;
});
afterAll(async () => {
  await gw?.close();
  rmSync(dir, { recursive: true, force: true });
});

const now = () => Math.floor(Date.now() / 1000);
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
/** the claims of a genuine token for user_victim, fresh, with changes */
const claims = (over: Record<string, unknown> = {}) => ({ ...genuine, iat: now(), nbf: now() - 5, exp: now() + 600, ...over });
const sign = (c: Record<string, unknown>, key: KeyObject = devKey, header: Record<string, unknown> = {}) =>
  new SignJWT(c).setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid, ...header } as { alg: string }).sign(key);

async function forgeries(): Promise<Array<[string, string]>> {
  const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  return [
    ['alg none, no signature', `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims())}.`],
    ['alg none with a signature', `${b64({ alg: 'none', typ: 'JWT', kid })}.${b64(claims())}.${Buffer.from('sig').toString('base64url')}`],
    [
      'HS256 keyed with the public key (algorithm confusion)',
      await new SignJWT(claims()).setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid }).sign(new TextEncoder().encode(gw.app.devIdp!.publicKeyPem)),
    ],
    ['signed by another key with the right kid', await sign(claims(), other)],
    ['wrong issuer', await sign(claims({ iss: 'https://evil.example.com' }))],
    ['no issuer', await sign(claims({ iss: undefined }))],
    ['wrong authorized party', await sign(claims({ azp: 'https://evil.example.com' }))],
    ['no authorized party', await sign(claims({ azp: undefined }))],
    ['expired', await sign(claims({ iat: now() - 120, nbf: now() - 125, exp: now() - 60 }))],
    ['not valid yet (nbf)', await sign(claims({ iat: now() + 600, nbf: now() + 600, exp: now() + 1200 }))],
    [
      'payload swapped under a genuine signature',
      (() => {
        const [h, , s] = validToken.split('.');
        return `${h}.${b64(claims({ sub: 'user_mallory' }))}.${s}`;
      })(),
    ],
    ['over 8 KB', await sign(claims({ pad: 'x'.repeat(9000) }))],
    ['garbage', 'not.a.jwt'],
  ];
}
let validToken = '';

describe('forged session tokens at every edge', () => {
  it('a genuine token signed the same way passes (the forgeries below differ only in what they forge)', async () => {
    validToken = await sign(claims());
    const r = await new RestClient(gw.url, validToken).get('/projects');
    expect(r.status, r.text).toBe(200);
    const g = await gql(gw.url, '{ myProjects { id } }', undefined, validToken);
    expect(g.errors).toBeUndefined();
  });

  it('REST read and write, GraphQL query and mutation: 401 UNAUTHENTICATED for each forgery, and nothing is created', async () => {
    const victim = await signIn(gw.url, { userId: 'user_victim', name: 'Victim', email: 'victim@example.com' });
    for (const [what, token] of await forgeries()) {
      const cl = new RestClient(gw.url, token);
      expectError(await cl.get('/projects'), 401, 'UNAUTHENTICATED');
      expectError(
        await cl.post('/projects', { data: { name: `Forged ${what}`, description: 'd', settings: { environments: ['development'] } } }),
        401,
        'UNAUTHENTICATED',
      );
      expectGqlError(await gql(gw.url, '{ myProjects { id } }', undefined, token), 'UNAUTHENTICATED', 401);
      expectGqlError(
        await gql(gw.url, 'mutation ($n: String!) { createProject(input: { name: $n, description: "d" }) { project { id } } }', { n: `Forged ${what}` }, token),
        'UNAUTHENTICATED',
        401,
      );
      // the error names no reason an attacker could tune against, and never echoes the token
      const r = await cl.get('/projects');
      expect(r.body.error.message, what).toMatch(/^(Invalid authentication token|Authentication token expired|No authentication token)$/);
      expect(r.text).not.toContain(token.slice(-16));
    }
    expect(await victim.data('/projects')).toEqual([]);
  });

  it('other schemes and malformed Authorization headers are "No authentication token", never a 5xx', async () => {
    for (const h of [
      'Basic dXNlcjpwYXNz',
      'Bearer',
      'Bearer ',
      'Bearer a b',
      'bearer\tx.y.z',
      'Token abc',
      `Bearer ${'.'.repeat(100)}`,
      'Bearer \u00e9\u00e9',
      `Bearer ${'x'.repeat(12_000)}`,
    ]) {
      const r = await fetch(`${gw.url}/api/projects`, { headers: { authorization: h } });
      expect(r.status, h.slice(0, 40)).toBe(401);
      expect(((await r.json()) as { error: { code: string } }).error.code).toBe('UNAUTHENTICATED');
    }
    // past Node's header limit (16 KB) the HTTP parser answers before any route: still the API's error body
    const huge = await fetch(`${gw.url}/api/projects`, { headers: { authorization: `Bearer ${'x'.repeat(20_000)}` } });
    expect(huge.status).toBe(431);
    expect(await huge.json()).toEqual({ error: { code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large' } });
  });

  it('an environment API key is not a session token, and a session token is not an API key', async () => {
    const u = await signIn(gw.url, profile('keyholder'));
    const p = await u.must('POST', '/projects', { data: { name: 'Keys', description: 'd', settings: { environments: ['development'] } } });
    const apiKey = p.environments[0].api_key as string;
    expectError(await new RestClient(gw.url, apiKey).get('/projects'), 401, 'UNAUTHENTICATED');
    expectGqlError(await gql(gw.url, '{ myProjects { id } }', undefined, apiKey), 'UNAUTHENTICATED', 401);
    const ofrep = await fetch(`${gw.url}/ofrep/v1/evaluate/flags`, {
      method: 'POST',
      headers: { authorization: `Bearer ${u.token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(ofrep.status).toBe(401);
    await ofrep.arrayBuffer();
  });
});
