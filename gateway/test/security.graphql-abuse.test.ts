/**
 * Abuse of GraphQL's own features, beyond what graphql.test.ts covers (depth, fragment bombs,
 * 31 aliases, batching, CSRF, introspection in production):
 * - aliases that repeat a MUTATION (token guessing, write amplification past the rate limit):
 *   one mutation per request, like a REST call, also through fragments;
 * - the write rate limit applies to /graphql (its own budget: 5× the REST one, since queries
 *   are POSTs too) and answers 429 RATE_LIMITED with the API's error body;
 * - a body over 1 MB is 413 PAYLOAD_TOO_LARGE; prototype-poisoning keys are 400; CORS and
 *   security headers as on REST.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway } from './support/testGateway';
import type { TestGateway } from './support/testGateway';
import { profile, signIn } from './support/restClient';
import type { RestClient } from './support/restClient';
import { expectGqlError, expectGqlOk, gql } from './support/gqlClient';

const dir = mkdtempSync(join(tmpdir(), 'flagstream-sec-gql-'));
const keyDir = join(dir, 'keys');
let gw: TestGateway;
let owner: RestClient;
let P: any;
let flag: any;

beforeAll(async () => {
  gw = await startTestGateway({
    env: { DEV_AUTH_KEY_DIR: keyDir, CORS_ORIGINS: 'https://app.example.com', RATE_LIMIT_WRITES_PER_MINUTE: '100000', RATE_LIMIT_SIGNIN_PER_MINUTE: '1000' },
  });
  owner = await signIn(gw.url, profile('gqlabuse'));
  P = await owner.must('POST', '/projects', { data: { name: 'Abused', description: 'd', settings: { environments: ['development'] } } });
  flag = await owner.must('POST', '/feature-flags', { data: { name: 'Target', project: P.id } });
});
afterAll(async () => {
  await gw?.close();
  rmSync(dir, { recursive: true, force: true });
});

const ask = (query: string, variables?: Record<string, unknown>) => gql(gw.url, query, variables, owner.token);

describe('repeating a mutation inside one request', () => {
  it('two aliased toggles, or ten aliased invitation guesses, are refused before anything runs (TOO_MANY_MUTATIONS)', async () => {
    const toggles = await ask(
      'mutation ($id: ID!) { a: toggleFeatureFlag(input: { id: $id }) { flag { enabled } } b: toggleFeatureFlag(input: { id: $id }) { flag { enabled } } }',
      { id: flag.id },
    );
    expect(toggles.status).toBe(400);
    const e = expectGqlError(toggles, 'TOO_MANY_MUTATIONS', 400);
    expect(e.message).toBe('The operation runs 2 mutations; at most 1 is allowed per request.');
    expect((await owner.data(`/feature-flags/${flag.id}`)).enabled).toBe(true);

    const guesses = Array.from({ length: 10 }, (_, i) => `g${i}: acceptInvitation(token: "guess-${i}") { role }`).join(' ');
    expectGqlError(await ask(`mutation Guess { ${guesses} }`), 'TOO_MANY_MUTATIONS', 400);
    // two different mutations are two writes too
    expectGqlError(
      await ask('mutation ($id: ID!) { toggleFeatureFlag(input: { id: $id }) { flag { id } } validateUserInfo { user { id } } }', { id: flag.id }),
      'TOO_MANY_MUTATIONS',
      400,
    );
  });

  it('fragments and inline fragments on Mutation are counted expanded', async () => {
    const viaFragments = await ask(
      'mutation ($id: ID!) { ...T ... on Mutation { b: toggleFeatureFlag(input: { id: $id }) { flag { id } } } } fragment T on Mutation { a: toggleFeatureFlag(input: { id: $id }) { flag { id } } }',
      { id: flag.id },
    );
    expectGqlError(viaFragments, 'TOO_MANY_MUTATIONS', 400);
    expect((await owner.data(`/feature-flags/${flag.id}`)).enabled).toBe(true);
  });

  it('one mutation per request passes, with __typename beside it, and queries may still use aliases', async () => {
    expect(
      expectGqlOk(await ask('mutation ($id: ID!) { __typename toggleFeatureFlag(input: { id: $id }) { flag { enabled } } }', { id: flag.id })).toggleFeatureFlag
        .flag,
    ).toEqual({
      enabled: false,
    });
    expect(
      expectGqlOk(
        await ask('mutation ($id: ID!) { ...T } fragment T on Mutation { toggleFeatureFlag(input: { id: $id }) { flag { enabled } } }', { id: flag.id }),
      ).toggleFeatureFlag.flag,
    ).toEqual({ enabled: true });
    const q = expectGqlOk(
      await ask('query ($p: ID!) { a: featureFlags(projectId: $p) { id } b: featureFlags(projectId: $p, search: "tar") { id } }', { p: P.id }),
    );
    expect(q.a).toEqual(q.b);
  });
});

describe('the write rate limit on /graphql', () => {
  it('RATE_LIMIT_WRITES_PER_MINUTE=2 gives /graphql 10 requests a minute, of which 2 mutations (the REST write budget); then 429 RATE_LIMITED with the API error body', async () => {
    const limited = await startTestGateway({ env: { DEV_AUTH_KEY_DIR: keyDir, RATE_LIMIT_WRITES_PER_MINUTE: '2' } });
    try {
      const u = await signIn(limited.url, profile('gqllimited'));
      for (let i = 0; i < 2; i++) expect((await gql(limited.url, 'mutation { validateUserInfo { user { id } } }', undefined, u.token)).status).toBe(200);
      // mutations share the write budget (issue 15, M5): the third is refused, queries go on
      const third = await fetch(`${limited.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${u.token}` },
        body: JSON.stringify({ query: 'mutation { validateUserInfo { user { id } } }' }),
      });
      expect(third.status).toBe(429);
      for (let i = 0; i < 7; i++) expect((await gql(limited.url, '{ myProjects { id } }', undefined, u.token)).status).toBe(200);
      const res = await fetch(`${limited.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${u.token}` },
        body: JSON.stringify({ query: '{ myProjects { id } }' }),
      });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
      // another caller has their own budget
      const other = await signIn(limited.url, profile('gqlother'));
      expect((await gql(limited.url, '{ myProjects { id } }', undefined, other.token)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('the HTTP edge of /graphql', () => {
  it('a document over 1 MB is 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
      body: JSON.stringify({ query: `{ invitationDetails(token: "${'x'.repeat(1_100_000)}") { email } }` }),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('an operationName the document does not hold is a 400 naming it, before and after the document is compiled (found by the fuzz suite: it was a 500)', async () => {
    // run the document enough times for the executor to compile it, then ask for an operation it does not have
    for (const operationName of [undefined, undefined, undefined, 'L@d', 'Nope']) {
      const res = await fetch(`${gw.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
        body: JSON.stringify({ query: '{ subscriptionPlans { id } }', variables: { unused: 1 }, operationName }),
      });
      const body = (await res.json()) as { data?: unknown; errors?: Array<{ message: string }> };
      if (operationName === undefined) expect(res.status).toBe(200);
      else {
        expect(res.status, operationName).toBe(400);
        expect(body.errors?.[0]?.message).toBe(`Unknown operation named "${operationName}".`);
      }
    }
  });

  it('prototype-poisoning keys in a JSON body are refused (400) on GraphQL and REST alike', async () => {
    for (const [path, body] of [
      ['/graphql', '{"query":"{ subscriptionPlans { id } }","variables":{"__proto__":{"isAdmin":true}}}'],
      ['/graphql', '{"query":"{ subscriptionPlans { id } }","extensions":{"constructor":{"prototype":{"isAdmin":true}}}}'],
      ['/api/projects', '{"data":{"__proto__":{"isAdmin":true},"name":"Proto","description":"d"}}'],
    ] as const) {
      const res = await fetch(`${gw.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
        body,
      });
      expect(res.status, `${path} ${body}`).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
    }
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('CORS: the allowed origin only; security headers on GraphQL answers too', async () => {
    const ok = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { origin: 'https://app.example.com', 'content-type': 'application/json' },
      body: '{"query":"{ subscriptionPlans { id } }"}',
    });
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    const evil = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { origin: 'https://evil.example.com', 'content-type': 'application/json' },
      body: '{"query":"{ subscriptionPlans { id } }"}',
    });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    for (const r of [ok, evil]) {
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(r.headers.get('x-powered-by')).toBeNull();
      await r.arrayBuffer();
    }
  });
});
