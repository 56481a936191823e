/**
 * API tokens (issue 19) over REST and GraphQL: issued once and stored as a hash, accepted as
 * `Authorization: Bearer fst_...` next to session tokens, capped to their scope and to their
 * creator's current role, bound to one project, refused at once when revoked or expired (also on a
 * second gateway sharing the stores), and named as the actor of what they change.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeWithRedis } from '@flagstream/projections/testing';
import type { TestGateway } from './support/testGateway';
import { startTestGateway } from './support/testGateway';
import type { RestClient } from './support/restClient';
import { RestClient as Client, expectError, profile, signIn } from './support/restClient';
import { gql } from './support/gqlClient';

const DAY = 86_400_000;

/** A member of `projectId` with `role`, joined by an emailed invitation and its acceptance. */
async function member(gw: TestGateway, owner: RestClient, projectId: string, role: 'admin' | 'developer' | 'viewer'): Promise<RestClient> {
  const c = await signIn(gw.url, profile(role));
  const inv = await owner.must('POST', `/projects/${projectId}/invite`, { email: c.profile!.email, role });
  await c.must('POST', `/invitations/${inv.token}/accept`);
  return c;
}

const tokenClient = (gw: TestGateway, token: string) => new Client(gw.url, token);

describe('API tokens on one gateway', () => {
  let dir: string;
  let gw: TestGateway;
  let owner: RestClient;
  let dev: RestClient;
  let viewer: RestClient;
  let P: any;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'flagstream-tokens-'));
    gw = await startTestGateway({ env: { DEV_AUTH_KEY_DIR: join(dir, 'keys'), RATE_LIMIT_WRITES_PER_MINUTE: '100000' } });
    owner = await signIn(gw.url, profile('owner'));
    P = await owner.must('POST', '/projects', { data: { name: 'Tokens', description: 'd', settings: { environments: ['development', 'production'] } } });
    dev = await member(gw, owner, P.id, 'developer');
    viewer = await member(gw, owner, P.id, 'viewer');
  });
  afterAll(async () => {
    await gw?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is shown once, stored as a hash, and works as a bearer token on REST and GraphQL; its writes name it in history', async () => {
    const created = await owner.must('POST', `/projects/${P.id}/tokens`, { data: { name: 'CI deploy', scope: 'write' } });
    expect(created.token).toMatch(/^fst_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({
      name: 'CI deploy',
      kind: 'personal',
      scope: 'write',
      status: 'active',
      lastUsedAt: null,
      preview: `fst_…${created.token.slice(-4)}`,
    });
    const listed = await owner.data(`/projects/${P.id}/tokens`);
    expect(listed.map((t: any) => t.id)).toContain(created.id);
    expect(JSON.stringify(listed)).not.toContain(created.token);
    // history never holds the token, nor its hash's preimage
    const history = await owner.data(`/projects/${P.id}/history`);
    expect(JSON.stringify(history)).not.toContain(created.token);

    const ci = tokenClient(gw, created.token);
    expect((await ci.data(`/projects/${P.id}`)).role).toBe('developer');
    const flag = await ci.must('POST', '/feature-flags', { data: { name: 'From CI', project: P.id } });
    const entry = (await owner.data(`/projects/${P.id}/history`, { query: { type: 'FeatureFlagCreated' } })).entries[0];
    expect(entry.actor).toMatchObject({ id: owner.profile!.userId, name: 'CI deploy' });
    expect(entry.entity.id).toBe(flag.id);
    const g = await gql(gw.url, 'query ($p: ID!) { featureFlags(projectId: $p) { key } }', { p: P.id }, created.token);
    expect(g.errors).toBeUndefined();
    expect(g.data.featureFlags.map((f: any) => f.key)).toContain('from_ci');
    // last use recorded
    expect((await owner.data(`/projects/${P.id}/tokens`)).find((t: any) => t.id === created.id).lastUsedAt).not.toBeNull();
  });

  it('a read token cannot write; a token reaches its own project only; nor profiles nor new projects', async () => {
    const other = await owner.must('POST', '/projects', { data: { name: 'Other', description: 'd', settings: { environments: ['development'] } } });
    const { token } = await owner.must('POST', `/projects/${P.id}/tokens`, { data: { name: 'reader' } });
    const r = tokenClient(gw, token);
    expect((await r.data(`/projects/${P.id}`)).role).toBe('viewer');
    expectError(await r.post('/feature-flags', { data: { name: 'Nope', project: P.id } }), 403, 'FORBIDDEN');
    expectError(await r.get(`/projects/${other.id}`), 404, 'PROJECT_NOT_FOUND');
    expect((await r.data('/projects')).map((p: any) => p.id)).toEqual([P.id]);
    expectError(await r.post('/projects', { data: { name: 'Mine', description: 'd' } }), 403, 'FORBIDDEN');
    expectError(await r.put('/user-informations/me', { data: { company: 'x' } }), 403, 'FORBIDDEN');
    // tokens manage no tokens
    const { token: admin } = await owner.must('POST', `/projects/${P.id}/tokens`, { data: { name: 'admin', scope: 'admin' } });
    expectError(await tokenClient(gw, admin).post(`/projects/${P.id}/tokens`, { data: { name: 'child' } }), 403, 'FORBIDDEN');
    // and the secrets stay with those who may see them
    expect((await r.data(`/projects/${P.id}`)).environments.every((e: any) => e.api_key === null)).toBe(true);
  });

  it("never exceeds its creator: not at creation, and not after the creator's demotion", async () => {
    expectError(
      await dev.post(`/projects/${P.id}/tokens`, { data: { name: 'too much', scope: 'admin' } }),
      403,
      'FORBIDDEN',
      'A developer may give a token at most the write scope',
    );
    expectError(await viewer.post(`/projects/${P.id}/tokens`, { data: { name: 'svc', kind: 'project' } }), 403, 'FORBIDDEN');
    const { token } = await dev.must('POST', `/projects/${P.id}/tokens`, { data: { name: 'dev ci', scope: 'write' } });
    const t = tokenClient(gw, token);
    expect((await t.post('/feature-flags', { data: { name: 'Dev one', project: P.id } })).status).toBe(200);
    await owner.must('PUT', `/projects/${P.id}/members/${dev.profile!.userId}/role`, { role: 'viewer' });
    expectError(await t.post('/feature-flags', { data: { name: 'Dev two', project: P.id } }), 403, 'FORBIDDEN');
    await owner.must('PUT', `/projects/${P.id}/members/${dev.profile!.userId}/role`, { role: 'developer' });
    expect((await t.post('/feature-flags', { data: { name: 'Dev three', project: P.id } })).status).toBe(200);
  });

  it("personal tokens are their creator's to see; project tokens are managed by the project's admins", async () => {
    const mine = await dev.must('POST', `/projects/${P.id}/tokens`, { data: { name: 'dev personal' } });
    const svc = await owner.must('POST', `/projects/${P.id}/tokens`, { data: { name: 'service', kind: 'project', scope: 'write' } });
    expect((await viewer.data(`/projects/${P.id}/tokens`)).map((t: any) => t.id)).not.toContain(mine.id);
    expect((await dev.data(`/projects/${P.id}/tokens`)).map((t: any) => t.id)).toEqual(expect.arrayContaining([mine.id]));
    expect((await dev.data(`/projects/${P.id}/tokens`)).map((t: any) => t.id)).not.toContain(svc.id);
    expect((await owner.data(`/projects/${P.id}/tokens`)).map((t: any) => t.id)).toEqual(expect.arrayContaining([mine.id, svc.id]));
    expect((await dev.data('/user/tokens')).map((t: any) => t.id)).toContain(mine.id);
    expectError(await viewer.del(`/tokens/${mine.id}`), 404, 'TOKEN_NOT_FOUND');
    expectError(await dev.del(`/tokens/${svc.id}`), 403, 'FORBIDDEN');
    expect((await dev.must('DELETE', `/tokens/${mine.id}`)).status).toBe('revoked');
  });

  it('over GraphQL a token names its Project (and projectId), in the project list and the personal one; REST keeps { id, name }', async () => {
    const created = await dev.must('POST', `/projects/${P.id}/tokens`, { data: { name: 'graph' } });
    expect(created.project).toEqual({ id: P.id, name: 'Tokens' });
    const fields = 'id projectId project { __typename id name role environments { name } }';
    const project = { __typename: 'Project', id: P.id, name: 'Tokens', role: 'developer', environments: [{ name: 'development' }, { name: 'production' }] };
    const r = await gql(gw.url, `query ($p: ID!) { apiTokens(projectId: $p) { ${fields} } myApiTokens { ${fields} } }`, { p: P.id }, dev.token);
    expect(r.errors).toBeUndefined();
    for (const list of [r.data.apiTokens, r.data.myApiTokens])
      expect(list.find((t: any) => t.id === created.id)).toEqual({ id: created.id, projectId: P.id, project });
    const made = await gql(
      gw.url,
      `mutation ($p: ID!) { createApiToken(input: { projectId: $p, name: "graph 2" }) { apiToken { ${fields} } } }`,
      { p: P.id },
      dev.token,
    );
    expect(made.errors).toBeUndefined();
    expect(made.data.createApiToken.apiToken).toMatchObject({ projectId: P.id, project });
  });

  it('a revoked token is refused at once; an expired one says so', async () => {
    const { id, token } = await owner.must('POST', `/projects/${P.id}/tokens`, { data: { name: 'short', expiresInDays: 1 } });
    const t = tokenClient(gw, token);
    expect((await t.get(`/projects/${P.id}`)).status).toBe(200);
    gw.clock.advance(DAY + 1000);
    try {
      expectError(await t.get(`/projects/${P.id}`), 401, 'UNAUTHENTICATED', 'Authentication token expired');
    } finally {
      gw.clock.advance(-(DAY + 1000));
    }
    expect((await t.get(`/projects/${P.id}`)).status).toBe(200);
    await owner.must('DELETE', `/tokens/${id}`);
    expectError(await t.get(`/projects/${P.id}`), 401, 'UNAUTHENTICATED', 'Invalid authentication token');
    const revokedEntry = (await owner.data(`/projects/${P.id}/history`, { query: { type: 'ApiTokenRevoked' } })).entries[0];
    expect(revokedEntry.summary).toBe('API token "short" revoked');
    expectError(await tokenClient(gw, `fst_${'A'.repeat(43)}`).get(`/projects/${P.id}`), 401, 'UNAUTHENTICATED', 'Invalid authentication token');
    expectError(await tokenClient(gw, 'fst_short').get(`/projects/${P.id}`), 401, 'UNAUTHENTICATED');
  });

  it('bad input is a clear 400', async () => {
    expectError(await owner.post(`/projects/${P.id}/tokens`, { data: { name: ' ' } }), 400, 'VALIDATION_FAILED', /Token name is required/);
    expectError(await owner.post(`/projects/${P.id}/tokens`, { data: { name: 'x', scope: 'root' } }), 400, 'VALIDATION_FAILED');
    expectError(await owner.post(`/projects/${P.id}/tokens`, { data: { name: 'x', expiresInDays: 0 } }), 400, 'VALIDATION_FAILED');
    expectError(await owner.post(`/projects/${P.id}/tokens`, { name: 'no envelope' }), 400, 'VALIDATION_FAILED');
  });
});

/** Revocation through gateway A is refused by gateway B at once: B reads the shared read models, never a cache of its own. */
function secondGateway(title: string, env: (dir: string) => Record<string, string>, envB: Record<string, string> = {}) {
  return () => {
    let dir: string;
    let a: TestGateway;
    let b: TestGateway;
    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'flagstream-tokens2-'));
      a = await startTestGateway({ env: env(dir) });
      b = await startTestGateway({ env: { ...env(dir), ...envB } });
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
      rmSync(dir, { recursive: true, force: true });
    });
    it(title, async () => {
      const owner = await signIn(a.url, profile('owner'));
      const P = await owner.must('POST', '/projects', { data: { name: 'Two', description: 'd', settings: { environments: ['development'] } } });
      const { id, token } = await owner.must('POST', `/projects/${P.id}/tokens`, { data: { name: 'shared', scope: 'write' } });
      const onB = tokenClient(b, token);
      expect((await onB.get(`/projects/${P.id}`)).status).toBe(200);
      await owner.must('DELETE', `/tokens/${id}`);
      expectError(await onB.get(`/projects/${P.id}`), 401, 'UNAUTHENTICATED');
      expectError(await onB.post('/feature-flags', { data: { name: 'late', project: P.id } }), 401, 'UNAUTHENTICATED');
    });
  };
}

describe(
  'a second gateway on the same sqlite file (in-process read models each)',
  secondGateway('refuses a token revoked through the first, at once', (dir) => ({
    EVENTSTORE_SQLITE_FILE: join(dir, 'events.db'),
    DEV_AUTH_KEY_DIR: join(dir, 'keys'),
    WEBHOOKS_WORKER: '0',
  })),
);

describeWithRedis('a second gateway sharing Redis (projections in the first)', (redisUrl) => {
  secondGateway(
    'refuses a token revoked through the first, at once',
    (dir) => ({
      EVENTSTORE_SQLITE_FILE: join(dir, 'events.db'),
      DEV_AUTH_KEY_DIR: join(dir, 'keys'),
      REDIS_URL: redisUrl(),
      REDIS_PREFIX: `tok${process.pid}:`,
      WEBHOOKS_WORKER: '0',
    }),
    { PROJECTIONS_MODE: 'external' },
  )();
});
