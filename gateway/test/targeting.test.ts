/**
 * Targeting (issue 14) over real HTTP: the REST contract, GraphQL through the same services,
 * the public config (unchanged for flags without targeting, nothing leaked for flags with),
 * OFREP with a context through the official OpenFeature provider, the flagd document and its
 * stream, plans, and audit (history, /at, restore).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OpenFeature } from '@openfeature/server-sdk';
import type { Client } from '@openfeature/server-sdk';
import { OFREPProvider } from '@openfeature/ofrep-provider';
import { DEFAULT_PLANS, validateFlagdDocument } from '@flagstream/domain';
import { etagOf, keys } from '@flagstream/projections';
import { startTestGateway } from './support/testGateway';
import type { TestGateway } from './support/testGateway';
import { type RestClient, expectError, profile, signIn } from './support/restClient';
import { expectGqlError, expectGqlOk, gql } from './support/gqlClient';
import { openSse } from './support/sseClient';

const keyDir = mkdtempSync(join(tmpdir(), 'flagstream-targeting-'));
let gw: TestGateway;
let owner: RestClient;
let viewer: RestClient;
let stranger: RestClient;

beforeAll(async () => {
  // every test makes its own project: the Free plan's project cap is lifted, nothing else (segments stay at 3)
  const plansFile = join(keyDir, 'plans.json');
  writeFileSync(plansFile, JSON.stringify({ plans: DEFAULT_PLANS.plans.map((p) => (p.isFreePlan ? { ...p, featureMaxProjects: -1 } : p)) }));
  gw = await startTestGateway({
    env: { DEV_AUTH_KEY_DIR: keyDir, PLANS_FILE: plansFile, RATE_LIMIT_WRITES_PER_MINUTE: '1000000', RATE_LIMIT_SIGNIN_PER_MINUTE: '1000' },
  });
  owner = await signIn(gw.url, profile('owner'));
  viewer = await signIn(gw.url, profile('viewer'));
  stranger = await signIn(gw.url, profile('stranger'));
});
afterAll(async () => {
  await OpenFeature.close();
  await gw?.close();
  rmSync(keyDir, { recursive: true, force: true });
});

const BETA = { ends_with: [{ var: 'email' }, '@beta.example.com'] };

interface Shop {
  projectId: string;
  uuid: string;
  env: Record<string, { id: string; uuid: string; api_key: string }>;
  flag: Record<string, { id: string; key: string }>;
}

/** A project made through the REST API: three environments, four flags, the viewer as a member. */
async function shop(): Promise<Shop> {
  const p = await owner.must('POST', '/projects', { data: { name: `Shop ${randomUUID().slice(0, 8)}`, description: 'd' } });
  const envs = await owner.data<any[]>(`/projects/${p.id}/environments`);
  const flag: Shop['flag'] = {};
  for (const [name, type, value, enabled] of [
    ['New checkout', 'boolean', false, true],
    ['Banner', 'string', 'Hello', true],
    ['Max items', 'number', 10, true],
    ['Legacy', 'boolean', true, false],
  ] as const) {
    const f = await owner.must('POST', '/feature-flags', { data: { project: p.id, name, type, value, enabled } });
    flag[f.key] = { id: f.id, key: f.key };
  }
  // the viewer joins (added by the owner, then accepts)
  const actor = { id: owner.profile!.userId, name: owner.profile!.name };
  await gw.rt.commands.project(p.id, { kind: 'AddTeamMember', userId: viewer.profile!.userId, role: 'viewer' }, { actor });
  const s = await gw.state(p.id);
  const invitationId = Object.values(s.invitations).find((i) => (i as { userId?: string }).userId === viewer.profile!.userId)?.id;
  if (invitationId) {
    const r = await gw.rt.commands.project(p.id, { kind: 'AcceptInvitation', invitationId } as never, {
      actor: { id: viewer.profile!.userId, name: viewer.profile!.name, email: viewer.profile!.email },
    });
    await gw.rt.waitFor(r.position);
  }
  return { projectId: p.id, uuid: p.uuid, env: Object.fromEntries(envs.map((e) => [e.name, e])), flag };
}

async function betaSegment(s: Shop) {
  return owner.must('POST', `/projects/${s.projectId}/segments`, { data: { name: 'Beta testers', description: 'Friends', conditions: BETA } });
}

const rollout = (segmentKey: string, p = 20) => ({
  data: {
    variants: { on: true, off: false },
    defaultVariant: 'off',
    targeting: {
      if: [
        { $ref: segmentKey },
        'on',
        {
          fractional: [
            ['on', p],
            ['off', 100 - p],
          ],
        },
      ],
    },
  },
});

const configOf = async (s: Shop, env: string) => {
  // identity: the stored bytes and their ETag (a compressed answer has an ETag of its own encoding)
  const res = await fetch(gw.configUrl(s.uuid, s.env[env]!.uuid), { headers: { 'accept-encoding': 'identity' } });
  return { etag: res.headers.get('etag')!, text: await res.text() };
};

describe('REST: targeting of a flag in an environment', () => {
  it('PUT stores a flagd definition, GET reads it back, DELETE goes back to the static value', async () => {
    const s = await shop();
    const seg = await betaSegment(s);
    const path = `/feature-flags/${s.flag.new_checkout!.id}/targeting/${s.env.production!.id}`;
    expectError(await owner.get(path), 404, 'TARGETING_NOT_FOUND');

    const put = await owner.put(path, rollout(seg.key));
    expect(put.status, put.text).toBe(200);
    expect(put.body.data).toEqual({
      flagId: s.flag.new_checkout!.id,
      flagKey: 'new_checkout',
      environmentId: s.env.production!.id,
      environmentName: 'production',
      variants: { on: true, off: false },
      defaultVariant: 'off',
      targeting: rollout(seg.key).data.targeting,
      rolloutPercentage: 20,
      segmentIds: [seg.id],
      enabled: true,
      flagd: { state: 'ENABLED', variants: { on: true, off: false }, defaultVariant: 'off', targeting: rollout(seg.key).data.targeting },
      updatedAt: expect.any(String),
    });
    expect(await owner.data(path)).toEqual(put.body.data);
    expect(await owner.data(`/feature-flags/${s.flag.new_checkout!.id}/targeting`)).toEqual([put.body.data]);
    const values = await owner.data<any[]>(`/feature-flags/${s.flag.new_checkout!.id}/environment-values`);
    expect(values.map((v) => [v.environmentName, v.hasTargeting, v.rolloutPercentage])).toEqual([
      ['development', false, null],
      ['staging', false, null],
      ['production', true, 20],
    ]);

    expect((await owner.del(path)).body.data).toEqual({ flagId: s.flag.new_checkout!.id, environmentId: s.env.production!.id, removed: true });
    expect((await owner.del(path)).body.data.removed).toBe(false);
    expectError(await owner.get(path), 404, 'TARGETING_NOT_FOUND');
  });

  it('a bad document is a 400 with the JSON path, and nothing is stored', async () => {
    const s = await shop();
    const path = `/feature-flags/${s.flag.new_checkout!.id}/targeting/${s.env.production!.id}`;
    const bad = await owner.put(path, {
      data: { variants: { on: true, off: false }, defaultVariant: 'off', targeting: { if: [{ in: [{ var: 'email' }] }, 'on', 'off'] } },
    });
    expectError(bad, 400, 'INVALID_TARGETING', /at \/targeting\/if\/0\/in/);
    expect(bad.body.error.details.path).toBe('/targeting/if/0/in');
    expectError(await owner.put(path, { data: { variants: { on: 'yes' }, defaultVariant: 'on' } }), 400, 'INVALID_TARGETING', /\/variants\/on/);
    expectError(await owner.put(path, { data: { variants: { on: true }, defaultVariant: 'on', state: 'DISABLED' } }), 400, 'INVALID_TARGETING', /\/state/);
    expectError(await owner.put(path, { variants: { on: true } }), 400, 'VALIDATION_FAILED');
    const huge = {
      data: {
        variants: { on: true, off: false },
        defaultVariant: 'off',
        targeting: { if: [{ in: [{ var: 'targetingKey' }, Array.from({ length: 4000 }, (_, i) => `user-number-${i}`)] }, 'on', 'off'] },
      },
    };
    expectError(await owner.put(path, huge), 400, 'TARGETING_TOO_LARGE');
    expectError(await owner.get(path), 404, 'TARGETING_NOT_FOUND');
    const history = await owner.data<{ entries: any[] }>(`/projects/${s.projectId}/history`, { query: { type: 'FlagTargetingSet' } });
    expect(history.entries).toEqual([]);
  });

  it('has the permissions of editing the environment value; outsiders find nothing', async () => {
    const s = await shop();
    const path = `/feature-flags/${s.flag.new_checkout!.id}/targeting/${s.env.production!.id}`;
    const doc = {
      data: {
        variants: { on: true, off: false },
        defaultVariant: 'off',
        targeting: {
          fractional: [
            ['on', 10],
            ['off', 90],
          ],
        },
      },
    };
    expectError(await viewer.put(path, doc), 403, 'FORBIDDEN');
    expectError(await stranger.put(path, doc), 404, 'FLAG_NOT_FOUND');
    expectError(await stranger.get(path), 404, 'FLAG_NOT_FOUND');
    expectError(await owner.get(`/feature-flags/${s.flag.new_checkout!.id}/targeting/nope`), 404, 'ENVIRONMENT_NOT_FOUND');
    expect((await owner.put(path, doc)).status).toBe(200);
    expect((await viewer.get(path)).status).toBe(200);
    expectError(await viewer.del(path), 403, 'FORBIDDEN');
  });

  it('a default variant with another value makes it the environment value', async () => {
    const s = await shop();
    const path = `/feature-flags/${s.flag.banner!.id}/targeting/${s.env.staging!.id}`;
    await owner.must('PUT', path, {
      data: { variants: { hello: 'Hello', hi: 'Hi there' }, defaultVariant: 'hi', targeting: { if: [{ '==': [{ var: 'country' }, 'DE'] }, 'hello'] } },
    });
    const env = await owner.data(`/environments/${s.env.staging!.id}`);
    expect(env.variables.banner).toEqual({ value: 'Hi there', enabled: true });
  });
});

describe('REST: segments', () => {
  it('create, list, get, update, delete; the one in use cannot be deleted and says where', async () => {
    const s = await shop();
    const seg = await betaSegment(s);
    expect(seg).toEqual({
      id: expect.any(String),
      project: s.projectId,
      key: `segment_${seg.id}`,
      name: 'Beta testers',
      description: 'Friends',
      conditions: BETA,
      usage: [],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await owner.data(`/projects/${s.projectId}/segments`)).toEqual([seg]);
    expect(await viewer.data(`/segments/${seg.id}`)).toEqual(seg);
    await owner.must('PUT', `/feature-flags/${s.flag.new_checkout!.id}/targeting/${s.env.production!.id}`, rollout(seg.key));

    const inUse = await owner.del(`/segments/${seg.id}`);
    expectError(inUse, 409, 'SEGMENT_IN_USE', 'Segment "Beta testers" is used by: New checkout (production). Remove it from their targeting first.');
    expect(inUse.body.error.details.usage).toEqual([
      {
        flagId: s.flag.new_checkout!.id,
        flagKey: 'new_checkout',
        flagName: 'New checkout',
        environmentId: s.env.production!.id,
        environmentName: 'production',
      },
    ]);

    const updated = await owner.must('PUT', `/segments/${seg.id}`, { data: { name: 'Beta', conditions: { in: [{ var: 'email' }, ['a@b.c']] } } });
    expect(updated).toMatchObject({
      name: 'Beta',
      conditions: { in: [{ var: 'email' }, ['a@b.c']] },
      usage: [expect.objectContaining({ flagKey: 'new_checkout' })],
    });

    expectError(await owner.post(`/projects/${s.projectId}/segments`, { data: { name: 'beta', conditions: BETA } }), 409, 'SEGMENT_NAME_TAKEN');
    const bad = await owner.post(`/projects/${s.projectId}/segments`, { data: { name: 'Bad', conditions: { sem_ver: [{ var: 'v' }, '>>', '1.0.0'] } } });
    expectError(bad, 400, 'INVALID_SEGMENT');
    expect(bad.body.error.details.path).toMatch(/^\/conditions\/sem_ver/);
    expectError(await viewer.post(`/projects/${s.projectId}/segments`, { data: { name: 'V', conditions: BETA } }), 403, 'FORBIDDEN');
    expectError(await stranger.get(`/segments/${seg.id}`), 404, 'SEGMENT_NOT_FOUND');

    await owner.must('DELETE', `/feature-flags/${s.flag.new_checkout!.id}/targeting/${s.env.production!.id}`);
    expect(await owner.must('DELETE', `/segments/${seg.id}`)).toEqual({ id: seg.id });
    expectError(await owner.get(`/segments/${seg.id}`), 404, 'SEGMENT_NOT_FOUND');
  });

  it('count against the plan like the other resources (Free: 3)', async () => {
    const s = await shop();
    for (const n of ['One', 'Two', 'Three']) await owner.must('POST', `/projects/${s.projectId}/segments`, { data: { name: n, conditions: BETA } });
    const r = await owner.post(`/projects/${s.projectId}/segments`, { data: { name: 'Four', conditions: BETA } });
    expectError(r, 402, 'PLAN_LIMIT_REACHED', 'Your current Free plan allows up to 3 segments. To add more, please upgrade to a higher plan.');
    expect(r.body.error.details).toMatchObject({ limitType: 'segments', count: 3, max: 3, plan: 'Free' });
    const plans = await owner.data<any[]>('/subscription-plans/public');
    expect(plans.map((p) => [p.id, p.featureMaxSegments])).toEqual([
      ['free', 3],
      ['starter', 30],
      ['pro', -1],
      ['scale', -1],
    ]);
  });
});

describe('public config', () => {
  it('a flag without targeting serves exactly what it served before: same bytes, same ETag', async () => {
    const s = await shop();
    const before = { dev: await configOf(s, 'development'), prod: await configOf(s, 'production') };
    // the stored bytes are the pre-targeting rendering: every flag static, rollout 100 or 0
    const body = JSON.parse(before.prod.text);
    expect(Object.values(body.data.flags).map((f: any) => [f.key, f.source, f.rollout_percentage])).toEqual([
      ['new_checkout', 'default', 100],
      ['banner', 'default', 100],
      ['max_items', 'default', 100],
      ['legacy', 'default', 0],
    ]);
    expect(before.prod.etag).toBe(etagOf(before.prod.text));

    // a segment nobody uses, then targeting on another flag in another environment: untouched
    const seg = await betaSegment(s);
    await owner.must('PUT', `/feature-flags/${s.flag.new_checkout!.id}/targeting/${s.env.production!.id}`, rollout(seg.key));
    expect(await configOf(s, 'development')).toEqual(before.dev);
    const prod = JSON.parse((await configOf(s, 'production')).text);
    for (const key of ['banner', 'max_items', 'legacy']) expect(prod.data.flags[key]).toEqual(body.data.flags[key]);

    // removing the targeting gives back the very same document and ETag
    await owner.must('DELETE', `/feature-flags/${s.flag.new_checkout!.id}/targeting/${s.env.production!.id}`);
    expect(await configOf(s, 'production')).toEqual(before.prod);
  });

  it('a flag with targeting serves the empty-context value and its real rollout share, and leaks no rule', async () => {
    const s = await shop();
    const seg = await betaSegment(s);
    await owner.must('PUT', `/feature-flags/${s.flag.new_checkout!.id}/targeting/${s.env.production!.id}`, rollout(seg.key, 35));
    const { text, etag } = await configOf(s, 'production');
    expect(JSON.parse(text).data.flags.new_checkout).toEqual({
      key: 'new_checkout',
      name: 'New checkout',
      type: 'boolean',
      enabled: true,
      value: false,
      source: 'targeting',
      rollout_percentage: 35,
    });
    for (const secret of ['beta.example.com', 'fractional', seg.id, 'ends_with', '"targeting":', 'segment_']) expect(text).not.toContain(secret);
    // editing the segment re-renders every document using it (the ETag follows the content)
    await owner.must('PUT', `/feature-flags/${s.flag.new_checkout!.id}/targeting/${s.env.production!.id}`, rollout(seg.key, 50));
    const after = await configOf(s, 'production');
    expect(after.etag).not.toBe(etag);
    expect(JSON.parse(after.text).data.flags.new_checkout.rollout_percentage).toBe(50);
    const res = await fetch(gw.configUrl(s.uuid, s.env.production!.uuid), { headers: { 'if-none-match': after.etag, 'accept-encoding': 'identity' } });
    expect(res.status).toBe(304);
  });
});

/** An OpenFeature client bound to its own domain, backed by the official OFREP provider. */
async function clientFor(apiKey: string): Promise<Client> {
  const domain = `flagstream-${randomUUID()}`;
  await OpenFeature.setProviderAndWait(domain, new OFREPProvider({ baseUrl: gw.url, headers: { 'X-API-Key': apiKey } }));
  return OpenFeature.getClient(domain);
}

describe('OFREP with an evaluation context', () => {
  it('TARGETING_MATCH, SPLIT, DEFAULT, STATIC and DISABLED through the official OpenFeature SDK', async () => {
    const s = await shop();
    const seg = await betaSegment(s);
    await owner.must('PUT', `/feature-flags/${s.flag.new_checkout!.id}/targeting/${s.env.production!.id}`, rollout(seg.key, 50));
    const client = await clientFor(s.env.production!.api_key);

    expect(await client.getBooleanDetails('new_checkout', false, { email: 'ann@beta.example.com' })).toMatchObject({
      value: true,
      variant: 'on',
      reason: 'TARGETING_MATCH',
    });
    const split = await client.getBooleanDetails('new_checkout', false, { targetingKey: 'user-42', email: 'x@other.org' });
    expect(split).toMatchObject({ reason: 'SPLIT' });
    expect(split.value).toBe(split.variant === 'on');
    // flagd's DEFAULT (no rule returned a variant) is UNKNOWN over OFREP, whose reason enum has no DEFAULT
    expect(await client.getBooleanDetails('new_checkout', true, {})).toMatchObject({ value: false, variant: 'off', reason: 'UNKNOWN' });
    expect(await client.getStringDetails('banner', 'x', { targetingKey: 'user-42' })).toMatchObject({ value: 'Hello', reason: 'STATIC', variant: 'default' });
    // disabled: OFREP sends no value, so the app's default applies (ofrep-provider 0.1.3 reports it as TYPE_MISMATCH)
    expect((await client.getBooleanDetails('legacy', true, { targetingKey: 'user-42' })).value).toBe(true);

    // about half of 200 users get it, the same ones every time
    const on = [];
    for (let i = 0; i < 200; i++) if (await client.getBooleanValue('new_checkout', false, { targetingKey: `u${i}` })) on.push(i);
    expect(on.length).toBeGreaterThan(70);
    expect(on.length).toBeLessThan(130);
    const again = [];
    for (let i = 0; i < 200; i++) if (await client.getBooleanValue('new_checkout', false, { targetingKey: `u${i}` })) again.push(i);
    expect(again).toEqual(on);
  });

  it('bulk evaluation: ETag over the evaluated result, so a 304 holds for that context only', async () => {
    const s = await shop();
    const seg = await betaSegment(s);
    await owner.must('PUT', `/feature-flags/${s.flag.new_checkout!.id}/targeting/${s.env.production!.id}`, rollout(seg.key));
    const bulk = (context: object, etag?: string) =>
      fetch(`${gw.url}/ofrep/v1/evaluate/flags`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': s.env.production!.api_key, ...(etag ? { 'if-none-match': etag } : {}) },
        body: JSON.stringify({ context }),
      });
    const beta = await bulk({ email: 'b@beta.example.com' });
    const betaBody = (await beta.json()) as { flags: any[] };
    expect(betaBody.flags.find((f) => f.key === 'new_checkout')).toEqual({
      key: 'new_checkout',
      value: true,
      reason: 'TARGETING_MATCH',
      variant: 'on',
      metadata: { type: 'boolean', source: 'targeting', enabled: true },
    });
    expect(betaBody.flags.map((f) => f.key)).toEqual(['new_checkout', 'banner', 'max_items', 'legacy']);
    const other = await bulk({});
    expect(other.headers.get('etag')).not.toBe(beta.headers.get('etag'));
    expect((await bulk({ email: 'b@beta.example.com' }, beta.headers.get('etag')!)).status).toBe(304);
    expect((await bulk({}, beta.headers.get('etag')!)).status).toBe(200);
    // an environment without targeting answers from its stored document, as before
    const devBulk = (context: object) =>
      fetch(`${gw.url}/ofrep/v1/evaluate/flags`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': s.env.development!.api_key },
        body: JSON.stringify({ context }),
      });
    const devA = (await devBulk({ email: 'b@beta.example.com' })).headers.get('etag')!;
    expect((await devBulk({ targetingKey: 'someone' })).headers.get('etag')).toBe(devA);
    // (the stored document's ETag, possibly with the suffix of the encoding sent)
    expect(devA.startsWith((await gw.storedDoc(keys.ofrep(s.env.development!.uuid)))!.etag.slice(0, -1))).toBe(true);
    // an over-long context is refused
    const big = await bulk({ blob: 'x'.repeat(20_000) });
    expect(big.status).toBe(400);
    expect(await big.json()).toMatchObject({ errorCode: 'INVALID_CONTEXT' });
  });

  it('an active override wins over targeting', async () => {
    const s = await shop();
    await owner.must('PUT', `/feature-flags/${s.flag.new_checkout!.id}/targeting/${s.env.production!.id}`, {
      data: {
        variants: { on: true, off: false },
        defaultVariant: 'off',
        targeting: {
          fractional: [
            ['on', 100],
            ['off', 0],
          ],
        },
      },
    });
    const o = await owner.must('POST', '/overrides', {
      data: { project: s.projectId, environment: s.env.production!.id, name: 'Freeze', feature_flag_values: { new_checkout: { value: false, enabled: true } } },
    });
    const single = (context: object) =>
      fetch(`${gw.url}/ofrep/v1/evaluate/flags/new_checkout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': s.env.production!.api_key },
        body: JSON.stringify({ context }),
      }).then((r) => r.json());
    expect(await single({ targetingKey: 'u1' })).toMatchObject({ value: true, reason: 'SPLIT', variant: 'on' });
    expect(await single({ targetingKey: 'u1', overrideUuid: o.uuid })).toMatchObject({ value: false, reason: 'STATIC', variant: 'override' });
  });
});

describe('GET /api/flagd/{environmentUuid}: the flagd document for local evaluation and flagd edges', () => {
  it('needs the environment API key, sends a strong ETag, 304, and re-renders when a segment changes', async () => {
    const s = await shop();
    const seg = await betaSegment(s);
    await owner.must('PUT', `/feature-flags/${s.flag.new_checkout!.id}/targeting/${s.env.production!.id}`, rollout(seg.key));
    const url = `${gw.url}/api/flagd/${s.env.production!.uuid}`;
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
    expect((await fetch(url, { headers: { authorization: `Bearer ${s.env.development!.api_key}` } })).status).toBe(403);
    const auth = { authorization: `Bearer ${s.env.production!.api_key}` };
    const res = await fetch(url, { headers: auth });
    expect(res.status).toBe(200);
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const doc = (await res.json()) as any;
    expect(validateFlagdDocument(doc)).toEqual({ ok: true, issues: [] });
    expect(doc.flags.new_checkout).toEqual({ state: 'ENABLED', ...rollout(seg.key).data });
    expect(doc.flags.legacy).toEqual({ state: 'DISABLED', variants: { default: true }, defaultVariant: 'default' });
    expect(doc.$evaluators).toEqual({ [seg.key]: BETA });
    expect((await fetch(url, { headers: { ...auth, 'if-none-match': etag } })).status).toBe(304);
    // identity: the stored bytes, ETag derived from them; gzip: its own ETag, the same document
    const plain = await fetch(url, { headers: { ...auth, 'accept-encoding': 'identity' } });
    const plainText = await plain.text();
    expect(plain.headers.get('etag')).toBe(etagOf(plainText));
    const gz = await fetch(url, { headers: { ...auth, 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('etag')).toBe(`${etagOf(plainText).slice(0, -1)}-gz"`);
    expect(await gz.text()).toBe(plainText);

    await owner.must('PUT', `/segments/${seg.id}`, { data: { conditions: { ends_with: [{ var: 'email' }, '@staff.example.com'] } } });
    const changed = await fetch(url, { headers: { ...auth, 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as any).$evaluators[seg.key]).toEqual({ ends_with: [{ var: 'email' }, '@staff.example.com'] });
    // and OFREP follows at once (parsed again once, on the change notice)
    const client = await clientFor(s.env.production!.api_key);
    expect(await client.getBooleanDetails('new_checkout', false, { email: 'a@staff.example.com' })).toMatchObject({ value: true, reason: 'TARGETING_MATCH' });
  });

  it('the stream sends the document, then again when it changes', async () => {
    const s = await shop();
    const seg = await betaSegment(s);
    const sse = await openSse(`${gw.url}/api/flagd/${s.env.production!.uuid}/stream`, { headers: { authorization: `Bearer ${s.env.production!.api_key}` } });
    try {
      const first = await sse.next((f) => f.event === 'flagd', 'first flagd document');
      expect(JSON.parse(first.data).flags.new_checkout).toEqual({ state: 'ENABLED', variants: { default: false }, defaultVariant: 'default' });
      await owner.must('PUT', `/feature-flags/${s.flag.new_checkout!.id}/targeting/${s.env.production!.id}`, rollout(seg.key));
      const second = await sse.next((f) => f.event === 'flagd', 'changed flagd document');
      expect(JSON.parse(second.data).$evaluators).toEqual({ [seg.key]: BETA });
      expect(second.id).not.toBe(first.id);
    } finally {
      sse.close();
    }
    expect((await fetch(`${gw.url}/api/flagd/${s.env.production!.uuid}/stream`)).status).toBe(401);
  });
});

describe('GraphQL: the same through the same services', () => {
  it('sets, reads and removes targeting; segments; errors with their codes and paths', async () => {
    const s = await shop();
    const t = owner.token!;
    const created = expectGqlOk(
      await gql(
        gw.url,
        'mutation($i: CreateSegmentInput!) { createSegment(input: $i) { segment { id key name conditions usage { flagKey } projectId project { id } } } }',
        { i: { projectId: s.projectId, name: 'Beta testers', conditions: BETA } },
        t,
      ),
    ).createSegment.segment;
    expect(created).toMatchObject({ name: 'Beta testers', conditions: BETA, usage: [], key: `segment_${created.id}` });
    expect(created).toMatchObject({ projectId: s.projectId, project: { id: s.projectId } });

    const set = expectGqlOk(
      await gql(
        gw.url,
        `mutation($i: SetFlagTargetingInput!) { setFlagTargeting(input: $i) { targeting {
        flagKey environmentName variants defaultVariant targeting rolloutPercentage segmentIds enabled flagd } } }`,
        { i: { flagId: s.flag.new_checkout!.id, environmentId: s.env.production!.id, ...rollout(created.key, 25).data } },
        t,
      ),
    ).setFlagTargeting.targeting;
    expect(set).toMatchObject({
      flagKey: 'new_checkout',
      environmentName: 'production',
      defaultVariant: 'off',
      rolloutPercentage: 25,
      segmentIds: [created.id],
      enabled: true,
    });

    const read = expectGqlOk(
      await gql(
        gw.url,
        `query($id: ID!, $f: ID!, $e: ID!) {
        featureFlag(id: $id) { key targeting { environmentId rolloutPercentage } environmentValues { environmentName hasTargeting rolloutPercentage targeting { defaultVariant } } }
        flagTargeting(flagId: $f, environmentId: $e) { targeting }
        segments(projectId: "${s.projectId}") { name usage { flagKey environmentName } }
        projectUsage(projectId: "${s.projectId}") { totalSegments }
        flagdDocument(environmentId: $e) }`,
        { id: s.flag.new_checkout!.id, f: s.flag.new_checkout!.id, e: s.env.production!.id },
        t,
      ),
    );
    expect(read.featureFlag.targeting).toEqual([{ environmentId: s.env.production!.id, rolloutPercentage: 25 }]);
    expect(
      read.featureFlag.environmentValues.map((v: any) => [v.environmentName, v.hasTargeting, v.rolloutPercentage, v.targeting?.defaultVariant ?? null]),
    ).toEqual([
      ['development', false, null, null],
      ['staging', false, null, null],
      ['production', true, 25, 'off'],
    ]);
    expect(read.flagTargeting.targeting).toEqual(rollout(created.key, 25).data.targeting);
    expect(read.segments).toEqual([{ name: 'Beta testers', usage: [{ flagKey: 'new_checkout', environmentName: 'production' }] }]);
    expect(read.projectUsage.totalSegments).toBe(1);
    expect(read.flagdDocument.flags.new_checkout.targeting).toEqual(rollout(created.key, 25).data.targeting);

    const bad = await gql(
      gw.url,
      'mutation($i: SetFlagTargetingInput!) { setFlagTargeting(input: $i) { targeting { flagKey } } }',
      {
        i: {
          flagId: s.flag.new_checkout!.id,
          environmentId: s.env.production!.id,
          variants: { on: true, off: false },
          defaultVariant: 'off',
          targeting: {
            fractional: [
              ['on', -1],
              ['off', 10],
            ],
          },
        },
      },
      t,
    );
    expect(expectGqlError(bad, 'INVALID_TARGETING', 400).extensions.details?.path).toBe('/targeting/fractional/0/1');
    const inUse = expectGqlError(
      await gql(gw.url, `mutation { deleteSegment(input: { id: "${created.id}" }) { deletedId } }`, undefined, t),
      'SEGMENT_IN_USE',
      409,
    );
    expect(inUse.extensions.details?.usage).toHaveLength(1);
    expectGqlError(
      await gql(
        gw.url,
        `mutation($f: ID!, $e: ID!) { deleteFlagTargeting(input: { flagId: $f, environmentId: $e }) { removed } }`,
        { f: s.flag.new_checkout!.id, e: s.env.production!.id },
        viewer.token,
      ),
      'FORBIDDEN',
      403,
    );
    expect(
      expectGqlOk(
        await gql(
          gw.url,
          `mutation($f: ID!, $e: ID!) { deleteFlagTargeting(input: { flagId: $f, environmentId: $e }) { flagId environmentId removed } }`,
          { f: s.flag.new_checkout!.id, e: s.env.production!.id },
          t,
        ),
      ).deleteFlagTargeting,
    ).toEqual({ flagId: s.flag.new_checkout!.id, environmentId: s.env.production!.id, removed: true });
    expect(
      expectGqlOk(
        await gql(
          gw.url,
          `query($f: ID!, $e: ID!) { flagTargeting(flagId: $f, environmentId: $e) { flagKey } }`,
          { f: s.flag.new_checkout!.id, e: s.env.production!.id },
          t,
        ),
      ).flagTargeting,
    ).toBeNull();
    expect(
      expectGqlOk(await gql(gw.url, `mutation { updateSegment(input: { id: "${created.id}", name: "Beta" }) { segment { name } } }`, undefined, t))
        .updateSegment,
    ).toEqual({ segment: { name: 'Beta' } });
    expect(expectGqlOk(await gql(gw.url, `mutation { deleteSegment(input: { id: "${created.id}" }) { deletedId } }`, undefined, t)).deleteSegment).toEqual({
      deletedId: created.id,
    });
  });
});

describe('audit: history, /at and restore cover targeting and segments', () => {
  it("restores a flag's targeting and a deleted segment; /at shows them as they were", async () => {
    const s = await shop();
    const seg = await betaSegment(s);
    const path = `/feature-flags/${s.flag.new_checkout!.id}/targeting/${s.env.production!.id}`;
    await owner.must('PUT', path, rollout(seg.key, 30));
    const at = await owner.data<{ entries: any[] }>(`/projects/${s.projectId}/history`, { query: { limit: '1' } });
    const position = at.entries[0].position as number;
    expect(at.entries[0]).toMatchObject({
      type: 'FlagTargetingSet',
      summary: 'Targeting of "New checkout" set in "production"',
      entity: { kind: 'flag', id: s.flag.new_checkout!.id },
    });

    await owner.must('DELETE', path);
    await owner.must('DELETE', `/segments/${seg.id}`);

    const past = await owner.data(`/projects/${s.projectId}/at`, { query: { position: String(position) } });
    expect(past.project.segments).toEqual([{ id: seg.id, key: seg.key, name: 'Beta testers', description: 'Friends', conditions: BETA }]);
    expect(past.project.feature_flags.find((f: any) => f.key === 'new_checkout').targeting[s.env.production!.id]).toMatchObject({ defaultVariant: 'off' });
    const diff = await owner.data(`/projects/${s.projectId}/diff`, { query: { fromPosition: String(position), toPosition: String(Number.MAX_SAFE_INTEGER) } });
    expect(diff.changes.map((c: any) => [c.kind, c.change])).toEqual(
      expect.arrayContaining([
        ['flag', 'changed'],
        ['segment', 'removed'],
      ]),
    );

    // the flag first would fail (its segment is gone: skipped); the segment, then the flag
    const segBack = await owner.must('POST', `/projects/${s.projectId}/restore`, { data: { entity: 'segment', id: seg.id, position } });
    expect(segBack).toMatchObject({ restored: true, entity: { id: seg.id, name: 'Beta testers' } });
    const flagBack = await owner.must('POST', `/projects/${s.projectId}/restore`, { data: { entity: 'flag', id: s.flag.new_checkout!.id, position } });
    expect(flagBack.restored).toBe(true);
    expect(await owner.data(path)).toMatchObject({ rolloutPercentage: 30, segmentIds: [seg.id] });
  });
});
