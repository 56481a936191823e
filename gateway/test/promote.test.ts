/**
 * Compare and promote environments (issue 19) over REST and GraphQL: a comparison of values,
 * enabled and targeting; a dry run that is exactly the plan and changes nothing; a promotion of
 * selected flags as one history entry grouping its changes, served at once; and its undo.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from './support/testGateway';
import { startTestGateway } from './support/testGateway';
import type { RestClient } from './support/restClient';
import { RestClient as Client, expectError, profile, signIn } from './support/restClient';
import { gql } from './support/gqlClient';

let dir: string;
let gw: TestGateway;
let owner: RestClient;
let P: any;
let stg: any;
let prd: any;
let limit: any;

const config = async (env: any) => {
  const r = await fetch(`${gw.url}/api/config/${P.uuid}?environmentUuid=${env.uuid}`);
  return { text: await r.text(), etag: r.headers.get('etag') };
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'flagstream-promote-'));
  gw = await startTestGateway({ env: { DEV_AUTH_KEY_DIR: join(dir, 'keys'), RATE_LIMIT_WRITES_PER_MINUTE: '100000', WEBHOOKS_WORKER: '0' } });
  owner = await signIn(gw.url, profile('owner'));
  P = await owner.must('POST', '/projects', { data: { name: 'Shop', description: 'd', settings: { environments: ['staging', 'production'] } } });
  [stg, prd] = P.environments;
  await owner.must('POST', '/feature-flags', { data: { name: 'Dark Mode', type: 'boolean', project: P.id } });
  limit = await owner.must('POST', '/feature-flags', { data: { name: 'Limit', type: 'number', value: '1', project: P.id } });
  await owner.must('POST', '/feature-flags', { data: { name: 'Banner', type: 'string', value: 'hello', project: P.id } });
  await owner.must('PUT', `/environments/${stg.id}/variables`, {
    variables: { dark_mode: { value: true, enabled: true }, limit: { value: 5, enabled: true } },
  });
  await owner.must('PUT', `/feature-flags/${limit.id}/targeting/${stg.id}`, {
    data: { variants: { low: 5, high: 50 }, defaultVariant: 'low', targeting: { if: [{ '==': [{ var: 'plan' }, 'pro'] }, 'high', null] } },
  });
});
afterAll(async () => {
  await gw?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('compare', () => {
  it('lists every flag of both environments, saying what differs (by id or by name)', async () => {
    const c = await owner.data(`/projects/${P.id}/compare`, { query: { from: 'staging', to: prd.id } });
    expect(c.from).toEqual({ id: stg.id, name: 'staging' });
    expect(c.differing).toBe(2);
    const byKey = Object.fromEntries(c.flags.map((f: any) => [f.key, f]));
    expect(byKey.dark_mode.differs).toEqual({ value: true, enabled: true, targeting: false });
    expect(byKey.limit.differs).toEqual({ value: true, enabled: true, targeting: true });
    expect(byKey.banner.differs).toEqual({ value: false, enabled: false, targeting: false });
    expect(byKey.limit.from.targeting.variants).toEqual({ low: 5, high: 50 });
    expect(byKey.limit.to).toEqual({ custom: null, effective: { value: 1, enabled: true }, targeting: null });
    expectError(await owner.get(`/projects/${P.id}/compare`, { query: { from: 'staging', to: 'moon' } }), 404, 'ENVIRONMENT_NOT_FOUND');
  });
});

describe('promote', () => {
  it('a dry run answers exactly the plan and changes nothing', async () => {
    const before = await config(prd);
    const plan = await owner.must('POST', `/projects/${P.id}/promote`, { data: { from: 'staging', to: 'production', flagKeys: ['limit'], dryRun: true } });
    expect(plan).toMatchObject({ dryRun: true, promotion: null, from: 'staging', to: 'production', skipped: [] });
    expect(plan.flags).toEqual([
      {
        key: 'limit',
        name: 'Limit',
        value: { before: null, after: { value: 5, enabled: true } },
        targeting: {
          before: null,
          after: { variants: { low: 5, high: 50 }, defaultVariant: 'low', targeting: { if: [{ '==': [{ var: 'plan' }, 'pro'] }, 'high', null] } },
        },
      },
    ]);
    expect(await config(prd)).toEqual(before);
  });

  it('promotes the chosen flags as one command: one history entry grouping the changes, served at once; undo brings production back', async () => {
    const before = await config(prd);
    const r = await owner.must('POST', `/projects/${P.id}/promote`, { data: { from: 'staging', to: 'production', flagKeys: ['limit'] } });
    expect(r.promotion).toMatchObject({ eventCount: 3 });
    const after = await config(prd);
    expect(JSON.parse(after.text).data.flags.limit).toMatchObject({ value: 5, source: 'targeting' });
    expect(after.etag).not.toBe(before.etag);
    const served = (await owner.data(`/feature-flags/${limit.id}/environment-values`)).find((v: any) => v.environmentId === prd.id);
    expect(served).toMatchObject({ value: 5, hasCustomValue: true });
    expect((await owner.data(`/feature-flags/${limit.id}/targeting/${prd.id}`)).defaultVariant).toBe('low');
    const history = (await owner.data(`/projects/${P.id}/history`, { query: { limit: '3' } })).entries;
    expect(history.map((e: any) => e.type)).toEqual(['FlagTargetingSet', 'EnvironmentVariableSet', 'EnvironmentPromoted']);
    expect(history[2].summary).toBe('1 flag promoted from "staging" to "production": limit');
    expect(history[2].eventId).toBe(r.promotion.eventId);
    expect(new Set(history.map((e: any) => e.correlationId)).size).toBe(1);
    // dark_mode was not chosen: still different
    expect((await owner.data(`/projects/${P.id}/compare`, { query: { from: 'staging', to: 'production' } })).differing).toBe(1);

    const undo = await owner.must('POST', `/projects/${P.id}/promotions/${r.promotion.eventId}/revert`);
    expect(undo).toMatchObject({ reverted: true, flags: [{ key: 'limit' }] });
    // the same flags served as before (only meta.last_updated moves on)
    expect(JSON.parse((await config(prd)).text).data.flags).toEqual(JSON.parse(before.text).data.flags);
    expectError(await owner.get(`/feature-flags/${limit.id}/targeting/${prd.id}`), 404, 'TARGETING_NOT_FOUND');
    const last = (await owner.data(`/projects/${P.id}/history`, { query: { limit: '3' } })).entries[2];
    expect(last.summary).toBe('Promotion into "production" undone (1 flag)');
  });

  it('without flag keys: every flag that differs; nothing to do records nothing', async () => {
    const r = await owner.must('POST', `/projects/${P.id}/promote`, { data: { from: 'staging', to: 'production' } });
    expect(r.flags.map((f: any) => f.key).sort()).toEqual(['dark_mode', 'limit']);
    const again = await owner.must('POST', `/projects/${P.id}/promote`, { data: { from: 'staging', to: 'production' } });
    expect(again).toMatchObject({ promotion: null, flags: [] });
  });

  it('a viewer may compare but not promote; a write token may promote; bad input is a 400', async () => {
    const viewer = await signIn(gw.url, profile('viewer'));
    const inv = await owner.must('POST', `/projects/${P.id}/invite`, { email: viewer.profile!.email, role: 'viewer' });
    await viewer.must('POST', `/invitations/${inv.token}/accept`);
    expect((await viewer.get(`/projects/${P.id}/compare`, { query: { from: 'staging', to: 'production' } })).status).toBe(200);
    expectError(await viewer.post(`/projects/${P.id}/promote`, { data: { from: 'production', to: 'staging' } }), 403, 'FORBIDDEN');
    expectError(await viewer.post(`/projects/${P.id}/promote`, { data: { from: 'production', to: 'staging', dryRun: true } }), 403, 'FORBIDDEN');
    const { token } = await owner.must('POST', `/projects/${P.id}/tokens`, { data: { name: 'deployer', scope: 'write' } });
    await owner.must('PUT', `/environments/${stg.id}/variables`, { variables: { banner: { value: 'from staging', enabled: true } } });
    const byToken = await new Client(gw.url, token).must('POST', `/projects/${P.id}/promote`, {
      data: { from: 'staging', to: 'production', flagKeys: ['banner'] },
    });
    expect(byToken.flags).toHaveLength(1);
    expect((await owner.data(`/projects/${P.id}/history`, { query: { limit: '1', type: 'EnvironmentPromoted' } })).entries[0].actor.name).toBe('deployer');
    expectError(
      await owner.post(`/projects/${P.id}/promote`, { data: { from: 'staging', to: 'staging' } }),
      400,
      'VALIDATION_FAILED',
      'Choose two different environments',
    );
    expectError(await owner.post(`/projects/${P.id}/promote`, { data: { from: 'staging' } }), 400, 'VALIDATION_FAILED');
    expectError(
      await owner.post(`/projects/${P.id}/promote`, { data: { from: 'staging', to: 'production', include: { values: false, targeting: false } } }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await owner.post(`/projects/${P.id}/promotions/nope/revert`), 400, 'VALIDATION_FAILED');
  });

  it('the same over GraphQL', async () => {
    await owner.must('PUT', `/environments/${stg.id}/variables`, { variables: { banner: { value: 'gql', enabled: true } } });
    const c = await gql(
      gw.url,
      'query ($p: ID!) { compareEnvironments(projectId: $p, from: "staging", to: "production") { differing flags { key differs { value } } } }',
      { p: P.id },
      owner.token,
    );
    expect(c.errors).toBeUndefined();
    expect(c.data.compareEnvironments.differing).toBeGreaterThan(0);
    const r = await gql(
      gw.url,
      'mutation ($p: ID!) { promoteEnvironment(input: { projectId: $p, from: "staging", to: "production", flagKeys: ["banner"] }) { promotion { eventId } flags { key value } } }',
      { p: P.id },
      owner.token,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.promoteEnvironment.flags[0]).toMatchObject({ key: 'banner', value: { after: { value: 'gql', enabled: true } } });
    const u = await gql(
      gw.url,
      'mutation ($p: ID!, $e: ID!) { revertPromotion(input: { projectId: $p, eventId: $e }) { reverted } }',
      { p: P.id, e: r.data.promoteEnvironment.promotion.eventId },
      owner.token,
    );
    expect(u.data.revertPromotion.reverted).toBe(true);
  });
});
