import { generateKeyPairSync, createPrivateKey } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyToken } from '@clerk/backend';
import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { DomainError } from '@flagstream/domain';
import { loadSettings, SettingsError } from '../src/config/env';
import { toErrorResponse } from '../src/http/errors';
import { AUTH_MESSAGES, DEV_AUTH_ISSUER, DEV_AUTH_KEY_FILE, MAX_TOKEN_LENGTH, createAuth, createAuthenticator, createDevIdentityProvider } from '../src/auth';
import type { Authenticator, DevIdentityProvider } from '../src/auth';

const APP = 'http://localhost:4000';
const ALICE = { userId: 'user_alice', name: 'Alice Example', email: 'alice@example.com' };
const nowSec = () => Math.floor(Date.now() / 1000);
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'flagstream-auth-'));
  dirs.push(d);
  return d;
}
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** Expects `p` to reject with UNAUTHENTICATED (401) and exactly `message`. */
async function rejects401(p: Promise<unknown>, message: string): Promise<void> {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(DomainError);
  expect((e as DomainError).code).toBe('UNAUTHENTICATED');
  expect((e as DomainError).message).toBe(message);
  const mapped = toErrorResponse(e);
  expect(mapped.status).toBe(401);
  expect(mapped.body).toEqual({ error: { code: 'UNAUTHENTICATED', message } });
}

/** Signs session-token claims like Clerk's with any key, for the attack and Clerk-mode cases. */
function signClaims(key: KeyObject, claims: Record<string, unknown>, header: Record<string, unknown> = {}): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: 'ins_test', ...header } as { alg: string }).sign(key);
}

function sessionClaims(over: Record<string, unknown> = {}): Record<string, unknown> {
  const iat = nowSec();
  return {
    sub: 'user_2abc',
    sid: 'sess_2xyz',
    iat,
    nbf: iat - 5,
    exp: iat + 60,
    iss: DEV_AUTH_ISSUER,
    azp: APP,
    name: 'Bob',
    email: 'bob@example.com',
    ...over,
  };
}

describe('development identity provider and authenticator (dev mode)', () => {
  let keyDir: string;
  let idp: DevIdentityProvider;
  let auth: Authenticator;
  let devPrivateKey: KeyObject;

  beforeAll(async () => {
    keyDir = tempDir();
    const settings = loadSettings({ DEV_AUTH_KEY_DIR: keyDir, PUBLIC_URL: APP });
    const made = await createAuth(settings);
    idp = made.devIdp!;
    auth = made.authenticator;
    devPrivateKey = createPrivateKey(readFileSync(join(keyDir, DEV_AUTH_KEY_FILE), 'utf8'));
  });

  it('issues a Clerk-shaped RS256 session token that verifies through verifyToken with jwtKey', async () => {
    expect(auth.mode).toBe('dev');
    const before = nowSec();
    const token = await idp.issueToken(ALICE);
    const header = decodeProtectedHeader(token);
    expect(header).toEqual({ alg: 'RS256', typ: 'JWT', kid: idp.kid });
    const claims = decodeJwt(token);
    expect(claims.sub).toBe('user_alice');
    expect(claims.sid).toMatch(/^sess_[A-Za-z0-9]{27}$/);
    expect(claims.iat).toBeGreaterThanOrEqual(before);
    expect(claims.iat).toBeLessThanOrEqual(nowSec());
    expect(claims.nbf).toBe(claims.iat! - 5);
    expect(claims.exp).toBe(claims.iat! + 86_400);
    expect(claims.iss).toBe(DEV_AUTH_ISSUER);
    expect(claims.azp).toBe(APP);
    expect(claims.name).toBe('Alice Example');
    expect(claims.email).toBe('alice@example.com');

    // Clerk's own verifier accepts it as is
    const payload = await verifyToken(token, { jwtKey: idp.publicKeyPem, authorizedParties: [APP], issuer: DEV_AUTH_ISSUER });
    expect(payload.sub).toBe('user_alice');

    const caller = await auth.authenticate(`Bearer ${token}`);
    expect(caller).toEqual({ userId: 'user_alice', name: 'Alice Example', email: 'alice@example.com', sessionId: claims.sid });
    // the scheme is case-insensitive; surrounding blanks are tolerated
    expect((await auth.authenticate(`bearer  ${token} `)).userId).toBe('user_alice');
  });

  it('answers a token it verified before without waiting, for a while; never a token it has not verified', async () => {
    let now = Date.now();
    const a = createAuthenticator(loadSettings({ DEV_AUTH_KEY_DIR: keyDir, PUBLIC_URL: APP }), idp, undefined, () => now);
    const header = `Bearer ${await idp.issueToken(ALICE)}`;
    expect(a.verified?.(header)).toBeUndefined();
    expect(a.verified?.(undefined)).toBeUndefined();
    const caller = await a.authenticate(header);
    expect(a.verified?.(header)).toBe(caller);
    expect(a.verified?.(`${header}x`)).toBeUndefined();
    // kept at most 5 minutes (and never past the token's expiry): then verified again
    now += 5 * 60_000 + 1;
    expect(a.verified?.(header)).toBeUndefined();
    const again = await a.authenticate(header);
    expect(again).not.toBe(caller);
    expect(again).toEqual(caller);
  });

  it('answers each of many verified tokens only for its own exact header, and none once it expired', async () => {
    // given forty people signed in at once, each token verified once
    let now = Date.now();
    const a = createAuthenticator(loadSettings({ DEV_AUTH_KEY_DIR: keyDir, PUBLIC_URL: APP }), idp, undefined, () => now);
    const people = Array.from({ length: 40 }, (_, i) => ({ userId: `user_${i}`, name: `Person ${i}`, email: `p${i}@example.com` }));
    const headers = await Promise.all(people.map(async (p) => `Bearer ${await idp.issueToken(p)}`));
    for (const h of headers) await a.authenticate(h);
    // when they call again, in another order, twice
    const seen = [...headers.keys()].reverse().flatMap((i) => [i, i]);
    // then each header names its own person
    for (const i of seen) expect(a.verified?.(headers[i])?.userId).toBe(`user_${i}`);
    // and a header equal to one of them but for one character in its middle (same length, same end) names nobody
    const h = headers[7]!;
    const mid = Math.floor(h.length / 2);
    const altered = h.slice(0, mid) + (h[mid] === 'A' ? 'B' : 'A') + h.slice(mid + 1);
    expect(a.verified?.(altered)).toBeUndefined();
    // and once the tokens are past the 5 minutes, none is answered without a new verification
    now += 5 * 60_000 + 1;
    for (const i of seen) expect(a.verified?.(headers[i])).toBeUndefined();
  });

  it('gives each token its own session id', async () => {
    const a = decodeJwt(await idp.issueToken(ALICE)).sid;
    const b = decodeJwt(await idp.issueToken(ALICE)).sid;
    expect(a).not.toBe(b);
  });

  it('says "No authentication token" without a bearer token', async () => {
    for (const h of [undefined, '', 'Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', 'Token abc', 'Bearer a b']) {
      await rejects401(auth.authenticate(h), 'No authentication token');
    }
  });

  it('rejects garbage and tampered tokens as invalid', async () => {
    const token = await idp.issueToken(ALICE);
    const [h, p, s] = token.split('.') as [string, string, string];
    const flipped = s.slice(0, 10) + (s[10] === 'A' ? 'B' : 'A') + s.slice(11);
    const otherPayload = b64({ ...decodeJwt(token), sub: 'user_mallory' });
    for (const bad of ['abc', 'a.b.c', `${h}.${p}`, `${h}.${p}.${flipped}`, `${h}.${otherPayload}.${s}`, `${h}.${p}.`, `${h}.${p}.${s}.x`]) {
      await rejects401(auth.authenticate(`Bearer ${bad}`), AUTH_MESSAGES.invalid);
    }
  });

  it('rejects a token signed by another key, even with the right kid and claims', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forged = await signClaims(privateKey, sessionClaims(), { kid: idp.kid });
    await rejects401(auth.authenticate(`Bearer ${forged}`), AUTH_MESSAGES.invalid);
  });

  it('rejects an unsigned alg:none token', async () => {
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(sessionClaims())}.`;
    await rejects401(auth.authenticate(`Bearer ${none}`), AUTH_MESSAGES.invalid);
    const noneSig = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(sessionClaims())}.${Buffer.from('x').toString('base64url')}`;
    await rejects401(auth.authenticate(`Bearer ${noneSig}`), AUTH_MESSAGES.invalid);
  });

  it('rejects an HS256 token keyed with the public key PEM (algorithm confusion)', async () => {
    const confused = await new SignJWT(sessionClaims())
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: idp.kid })
      .sign(new TextEncoder().encode(idp.publicKeyPem));
    await rejects401(auth.authenticate(`Bearer ${confused}`), AUTH_MESSAGES.invalid);
  });

  it('rejects a correctly signed token with the wrong issuer, a missing issuer, or the wrong authorized party', async () => {
    for (const over of [{ iss: 'https://evil.example.com' }, { iss: undefined }, { azp: 'https://evil.example.com' }, { azp: undefined }]) {
      const t = await signClaims(devPrivateKey, sessionClaims(over), { kid: idp.kid });
      await rejects401(auth.authenticate(`Bearer ${t}`), AUTH_MESSAGES.invalid);
    }
    // the same signing path with the right claims is accepted
    const ok = await signClaims(devPrivateKey, sessionClaims(), { kid: idp.kid });
    expect((await auth.authenticate(`Bearer ${ok}`)).userId).toBe('user_2abc');
  });

  it('says "Authentication token expired" for an expired token', async () => {
    const past = await createDevIdentityProvider({ keyDir, authorizedParty: APP, clock: () => Date.now() - 2 * 86_400_000 });
    await rejects401(auth.authenticate(`Bearer ${await past.issueToken(ALICE)}`), 'Authentication token expired');
    const short = await signClaims(devPrivateKey, sessionClaims({ iat: nowSec() - 120, nbf: nowSec() - 125, exp: nowSec() - 60 }), { kid: idp.kid });
    await rejects401(auth.authenticate(`Bearer ${short}`), 'Authentication token expired');
  });

  it('rejects a token that is not valid yet (nbf or iat in the future)', async () => {
    const future = await createDevIdentityProvider({ keyDir, authorizedParty: APP, clock: () => Date.now() + 10 * 60_000 });
    await rejects401(auth.authenticate(`Bearer ${await future.issueToken(ALICE)}`), AUTH_MESSAGES.invalid);
    const iatOnly = await signClaims(devPrivateKey, sessionClaims({ iat: nowSec() + 600, nbf: undefined }), { kid: idp.kid });
    await rejects401(auth.authenticate(`Bearer ${iatOnly}`), AUTH_MESSAGES.invalid);
  });

  it('rejects tokens longer than 8 KB before verifying them', async () => {
    const big = await idp.issueToken({ ...ALICE, name: 'x'.repeat(MAX_TOKEN_LENGTH) });
    expect(big.length).toBeGreaterThan(MAX_TOKEN_LENGTH);
    // a genuine signature: only the size makes it unacceptable
    await expect(verifyToken(big, { jwtKey: idp.publicKeyPem })).resolves.toBeTruthy();
    await rejects401(auth.authenticate(`Bearer ${big}`), AUTH_MESSAGES.invalid);
  });

  it('falls back to the user id and an empty email without profile claims, and never echoes the token', async () => {
    const t = await signClaims(devPrivateKey, sessionClaims({ name: undefined, email: undefined, sid: undefined }), { kid: idp.kid });
    expect(await auth.authenticate(`Bearer ${t}`)).toEqual({ userId: 'user_2abc', name: 'user_2abc', email: '', sessionId: null });
    const e = await auth.authenticate(`Bearer ${t}x`).catch((x: unknown) => x as Error);
    expect(JSON.stringify(toErrorResponse(e))).not.toContain(t.slice(-20));
  });

  it('keeps the key pair across restarts (same directory), with a private key file of mode 0600', async () => {
    const again = await createDevIdentityProvider({ keyDir, authorizedParty: APP });
    expect(again.publicKeyPem).toBe(idp.publicKeyPem);
    expect(again.kid).toBe(idp.kid);
    expect(again.keyFile).toBe(join(keyDir, DEV_AUTH_KEY_FILE));
    expect(statSync(again.keyFile).mode & 0o777).toBe(0o600);
    // a token from the "previous process" verifies with the new one's authenticator
    const token = await idp.issueToken(ALICE);
    const next = createAuthenticator(
      { authMode: 'dev', PUBLIC_URL: APP, CLERK_JWT_KEY: undefined, CLERK_SECRET_KEY: undefined, CLERK_AUTHORIZED_PARTIES: undefined },
      again,
    );
    expect((await next.authenticate(`Bearer ${token}`)).userId).toBe('user_alice');
  });

  it('creates one key when several processes start at once on an empty directory, and a new directory means a new key', async () => {
    const fresh = join(tempDir(), 'nested', 'dev-auth');
    const all = await Promise.all([1, 2, 3, 4].map(() => createDevIdentityProvider({ keyDir: fresh, authorizedParty: APP })));
    expect(new Set(all.map((x) => x.publicKeyPem)).size).toBe(1);
    expect(statSync(fresh).mode & 0o777).toBe(0o700);
    expect(all[0]!.publicKeyPem).not.toBe(idp.publicKeyPem);
    // and tokens of another dev key are refused
    await rejects401(auth.authenticate(`Bearer ${await all[0]!.issueToken(ALICE)}`), AUTH_MESSAGES.invalid);
  });
});

describe('Clerk mode (networkless, CLERK_JWT_KEY)', () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const clerkClaims = (over: Record<string, unknown> = {}) =>
    sessionClaims({ iss: 'https://fine-cat-12.clerk.accounts.dev', sub: 'user_2Rf', sid: 'sess_2Ro', azp: 'http://localhost:5173', ...over });

  it('verifies a Clerk-shaped token signed with the matching private key', async () => {
    const settings = loadSettings({
      CLERK_JWT_KEY: pem,
      CLERK_PUBLISHABLE_KEY: 'pk_test_ZmluZS1jYXQtMTIuY2xlcmsuYWNjb3VudHMuZGV2JA',
      CLERK_AUTHORIZED_PARTIES: 'http://localhost:5173, https://app.example.com/',
    });
    expect(settings.authMode).toBe('clerk');
    expect(settings.CLERK_AUTHORIZED_PARTIES).toEqual(['http://localhost:5173', 'https://app.example.com']);
    const { authenticator, devIdp } = await createAuth(settings);
    expect(devIdp).toBeNull();
    expect(authenticator.mode).toBe('clerk');
    const t = await signClaims(privateKey, clerkClaims());
    expect(await authenticator.authenticate(`Bearer ${t}`)).toEqual({ userId: 'user_2Rf', name: 'Bob', email: 'bob@example.com', sessionId: 'sess_2Ro' });
    const other = await signClaims(privateKey, clerkClaims({ azp: 'https://app.example.com' }));
    expect((await authenticator.authenticate(`Bearer ${other}`)).userId).toBe('user_2Rf');
  });

  it('checks the authorized party (default: the origin of PUBLIC_URL), the signature and expiry', async () => {
    const settings = loadSettings({ CLERK_JWT_KEY: pem, PUBLIC_URL: 'https://flags.example.com/' });
    expect(settings.PUBLIC_URL).toBe('https://flags.example.com');
    const { authenticator } = await createAuth(settings);
    const good = await signClaims(privateKey, clerkClaims({ azp: 'https://flags.example.com' }));
    expect((await authenticator.authenticate(`Bearer ${good}`)).userId).toBe('user_2Rf');
    await rejects401(authenticator.authenticate(`Bearer ${await signClaims(privateKey, clerkClaims())}`), AUTH_MESSAGES.invalid);
    await rejects401(
      authenticator.authenticate(`Bearer ${await signClaims(privateKey, clerkClaims({ azp: 'https://flags.example.com', exp: nowSec() - 30 }))}`),
      AUTH_MESSAGES.expired,
    );
    // a development token is worthless in Clerk mode
    const dev = await createDevIdentityProvider({ keyDir: tempDir(), authorizedParty: 'https://flags.example.com' });
    await rejects401(authenticator.authenticate(`Bearer ${await dev.issueToken(ALICE)}`), AUTH_MESSAGES.invalid);
  });

  it('accepts the PEM with literal \\n escapes (as env files often carry it) and refuses non-RSA-2048 keys without echoing them', () => {
    const escaped = pem.trim().replace(/\n/g, '\\n');
    expect(loadSettings({ CLERK_JWT_KEY: escaped }).CLERK_JWT_KEY).toBe(pem);
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ type: 'spki', format: 'pem' }).toString();
    for (const bad of ['not-a-key', ec]) {
      const e = (() => {
        try {
          loadSettings({ CLERK_JWT_KEY: bad });
          return null;
        } catch (x) {
          return x as Error;
        }
      })();
      expect(e).toBeInstanceOf(SettingsError);
      expect(e!.message).toContain('CLERK_JWT_KEY');
      expect(e!.message).not.toContain(bad.trim().split('\n')[1] ?? bad);
    }
    const e = (() => {
      try {
        loadSettings({ CLERK_SECRET_KEY: 'oops-secret-value' });
        return null;
      } catch (x) {
        return x as Error;
      }
    })();
    expect(e).toBeInstanceOf(SettingsError);
    expect(e!.message).toContain('CLERK_SECRET_KEY');
    expect(e!.message).not.toContain('oops-secret-value');
  });

  it('uses the secret key (networked JWKS) when only CLERK_SECRET_KEY is set', () => {
    const s = loadSettings({ CLERK_SECRET_KEY: 'sk_test_abc123' });
    expect(s.authMode).toBe('clerk');
    expect(createAuthenticator(s, null).mode).toBe('clerk');
  });
});

describe('auth settings', () => {
  it('defaults to development sign-in with sensible defaults', () => {
    const s = loadSettings({});
    expect(s.authMode).toBe('dev');
    expect(s.DEV_AUTH_KEY_DIR).toBe('./data/dev-auth');
    expect(s.DEV_AUTH_TOKEN_TTL_SECONDS).toBe(86_400);
    expect(s.PUBLIC_URL).toBe('http://localhost:4000');
    expect(s.ALLOW_DEV_AUTH).toBe(false);
    expect(loadSettings({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
  });

  it('refuses development sign-in under NODE_ENV=production unless ALLOW_DEV_AUTH=1', () => {
    expect(() => loadSettings({ NODE_ENV: 'production' })).toThrow(SettingsError);
    expect(() => loadSettings({ NODE_ENV: 'production' })).toThrow(/ALLOW_DEV_AUTH=1/);
    expect(() => loadSettings({ NODE_ENV: 'production', ALLOW_DEV_AUTH: '0' })).toThrow(SettingsError);
    const allowed = loadSettings({ NODE_ENV: 'production', ALLOW_DEV_AUTH: '1' });
    expect(allowed.authMode).toBe('dev');
    expect(allowed.ALLOW_DEV_AUTH).toBe(true);
    expect(loadSettings({ NODE_ENV: 'production', CLERK_SECRET_KEY: 'sk_live_abc' }).authMode).toBe('clerk');
  });

  it('refuses a publishable key without a way to verify Clerk tokens, and bad values', () => {
    expect(() => loadSettings({ CLERK_PUBLISHABLE_KEY: 'pk_test_abc' })).toThrow(/neither CLERK_SECRET_KEY nor CLERK_JWT_KEY/);
    expect(() => loadSettings({ ALLOW_DEV_AUTH: 'yes' })).toThrow(/ALLOW_DEV_AUTH/);
    expect(() => loadSettings({ DEV_AUTH_TOKEN_TTL_SECONDS: '5' })).toThrow(/DEV_AUTH_TOKEN_TTL_SECONDS/);
    expect(() => loadSettings({ PUBLIC_URL: 'ftp://x' })).toThrow(/PUBLIC_URL/);
    expect(() => loadSettings({ CLERK_SECRET_KEY: 'sk_test_a', CLERK_AUTHORIZED_PARTIES: 'https://ok.example.com,not a url' })).toThrow(
      /CLERK_AUTHORIZED_PARTIES/,
    );
    expect(() => loadSettings({ CLERK_SECRET_KEY: 'sk_test_a', CLERK_AUTHORIZED_PARTIES: 'https://ok.example.com/path' })).toThrow(/CLERK_AUTHORIZED_PARTIES/);
  });
});
