/**
 * Usage insights (issue 20), one gateway in process (embedded mode: sqlite event store, sqlite
 * usage store): counting on the OFREP, public config and flagd paths is exact per variant under
 * concurrency; SDK impressions; plans (Free: totals only, 24 h; charts need Advanced analytics);
 * stale flags with the gateway's clock; archive/unarchive as events that stop and restore serving;
 * counts survive a restart (a clean stop flushes). Flushes are driven by the test (flusher.flush()),
 * never waited for.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, DEFAULT_PLANS } from '@flagstream/domain';
import type { TestGateway } from './support/testGateway';
import { startTestGateway } from './support/testGateway';
import type { RestClient } from './support/restClient';
import { expectError, profile, signIn } from './support/restClient';
import { gql, expectGqlError, expectGqlOk } from './support/gqlClient';

const dir = mkdtempSync(join(tmpdir(), 'flagstream-usage-'));
/** a catalogue whose free plan has charts and 30 days (the default free plan has neither) */
const paidLikeFree = join(dir, 'plans-analytics.json');
writeFileSync(
  paidLikeFree,
  JSON.stringify({
    plans: DEFAULT_PLANS.plans.map((p) => ({
      ...p,
      featureMaxProjects: -1,
      ...(p.isFreePlan ? { featureAdvancedAnalytics: true, featureUsageRetentionDays: 30 } : {}),
    })),
  }),
);

let free: TestGateway;
let paid: TestGateway;
let ann: RestClient;
let annOnPaid: RestClient;

beforeAll(async () => {
  free = await startTestGateway({ env: { RATE_LIMIT_WRITES_PER_MINUTE: '100000', USAGE_IMPRESSIONS_RATE_LIMIT_PER_MINUTE: '5' } });
  paid = await startTestGateway({ env: { RATE_LIMIT_WRITES_PER_MINUTE: '100000', PLANS_FILE: paidLikeFree } });
  ann = await signIn(free.url, profile('ann'));
  annOnPaid = await signIn(paid.url, profile('ann'));
}, 60_000);
afterAll(async () => {
  await free?.close();
  await paid?.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Shop {
  project: any;
  dev: any;
  prod: any;
  rollout: any;
  banner: any;
}

/** A project with a 20% rollout in development (variants on/off by targetingKey) and a plain flag. */
async function shop(client: RestClient, name: string): Promise<Shop> {
  const project = await client.must('POST', '/projects', { data: { name, description: name, settings: { environments: ['development', 'production'] } } });
  const dev = project.environments.find((e: any) => e.name === 'development');
  const prod = project.environments.find((e: any) => e.name === 'production');
  const rollout = await client.must('POST', '/feature-flags', { data: { name: 'New checkout', type: 'boolean', value: false, project: project.id } });
  const banner = await client.must('POST', '/feature-flags', { data: { name: 'Banner', type: 'string', value: 'hello', project: project.id } });
  await client.must('PUT', `/feature-flags/${rollout.id}/targeting/${dev.id}`, {
    data: {
      variants: { on: true, off: false },
      defaultVariant: 'off',
      targeting: {
        fractional: [
          ['on', 20],
          ['off', 80],
        ],
      },
    },
  });
  return { project, dev, prod, rollout, banner };
}

const ofrep = (base: string, key: string, path: string, context: Record<string, unknown> = {}) =>
  fetch(`${base}/ofrep/v1/evaluate/flags${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ context }),
  });

async function summary(client: RestClient, projectId: string, range = '24h') {
  return client.data(`/projects/${projectId}/usage/summary`, { query: { range } });
}
const variantsOf = (s: any, key: string) => Object.fromEntries(s.flags.find((f: any) => f.flagKey === key).variants.map((v: any) => [v.variant, v.count]));

describe('counting on the hot paths', () => {
  it('counts every OFREP evaluation per variant exactly, and public config and flagd fetches per environment, under concurrency', async () => {
    const s = await shop(ann, 'Counting');
    await free.app.usage.flusher.flush();
    const served: Record<string, number> = {};
    const N = 400;
    // single evaluations for a context (fractional), concurrently; each answer's variant is what must be counted
    await Promise.all(
      Array.from({ length: N }, async (_, i) => {
        const r = await ofrep(free.url, s.dev.api_key, '/new_checkout', { targetingKey: `user-${i}` });
        const body = (await r.json()) as { variant: string };
        served[body.variant] = (served[body.variant] ?? 0) + 1;
      }),
    );
    // bulk evaluations: every flag of the document counts (contextual ones by their answer)
    const bulkVariants: Record<string, number> = {};
    for (let i = 0; i < 25; i++) {
      const r = (await (await ofrep(free.url, s.dev.api_key, '', { targetingKey: `bulk-${i}` })).json()) as { flags: Array<{ key: string; variant: string }> };
      const v = r.flags.find((f) => f.key === 'new_checkout')!.variant;
      bulkVariants[v] = (bulkVariants[v] ?? 0) + 1;
    }
    // static single answers in production, public config and flagd fetches
    await Promise.all(Array.from({ length: 30 }, () => ofrep(free.url, s.prod.api_key, '/banner')));
    await Promise.all(Array.from({ length: 12 }, () => fetch(free.configUrl(s.project.uuid, s.dev.uuid)).then((r) => r.text())));
    await Promise.all(
      Array.from({ length: 7 }, () =>
        fetch(`${free.url}/api/flagd/${s.prod.uuid}`, { headers: { authorization: `Bearer ${s.prod.api_key}` } }).then((r) => r.text()),
      ),
    );
    await free.app.usage.flusher.flush();

    expect(served.on).toBeGreaterThan(40); // a 20% rollout: ~80 of 400
    expect(served.on).toBeLessThan(130);
    const sum = await summary(ann, s.project.id);
    const expected: Record<string, number> = {};
    for (const [v, n] of [...Object.entries(served), ...Object.entries(bulkVariants)]) expected[v] = (expected[v] ?? 0) + n;
    expect(variantsOf(sum, 'new_checkout')).toEqual(expected);
    // banner: 25 bulk answers in development (STATIC, variant "default") + 30 single in production
    expect(sum.flags.find((f: any) => f.flagKey === 'banner').evaluations).toBe(55);
    expect(sum.totalEvaluations).toBe(N + 25 + 25 + 30);
    const byEnv = Object.fromEntries(sum.environments.map((e: any) => [e.environmentName, e]));
    expect(byEnv.development.byKind).toEqual({ config: 12, flagd: 0, ofrep: N + 25, impressions: 0 });
    expect(byEnv.production.byKind).toEqual({ config: 0, flagd: 7, ofrep: 30, impressions: 0 });
    expect(byEnv.development.evaluations).toBe(N + 50);
    // Free: totals, no request series, 24 h
    expect(sum).toMatchObject({ advancedAnalytics: false, retentionDays: 1, requestSeries: null, staleAfterDays: 30 });
    // a second flush with nothing new adds nothing
    await free.app.usage.flusher.flush();
    expect(variantsOf(await summary(ann, s.project.id), 'new_checkout')).toEqual(expected);
  });
});

describe('plans', () => {
  it('Free: the flag chart is refused with PLAN_FEATURE_REQUIRED (REST and GraphQL); totals stay available', async () => {
    const s = await shop(ann, 'Free plan');
    expectError(await ann.get(`/feature-flags/${s.rollout.id}/usage`), 402, 'PLAN_FEATURE_REQUIRED');
    const r = await gql(free.url, '{ f: flagUsage(flagId: "x") { total } }', {}, ann.token);
    expect(r.errors?.[0]?.extensions?.code).toBe('FLAG_NOT_FOUND');
    const g = await gql(free.url, 'query ($id: ID!) { flagUsage(flagId: $id) { total } }', { id: s.rollout.id }, ann.token);
    expectGqlError(g, 'PLAN_FEATURE_REQUIRED');
    const t = expectGqlOk(
      await gql(
        free.url,
        'query ($p: ID!) { projectUsageSummary(projectId: $p, range: D7) { range clamped retentionDays requestSeries { at } } }',
        { p: s.project.id },
        ann.token,
      ),
    );
    expect(t.projectUsageSummary).toEqual({ range: 'D7', clamped: true, retentionDays: 1, requestSeries: null });
  });

  it('with Advanced analytics: the chart per environment, stacked by variant with shares, zero-filled; windows clamped to the retention', async () => {
    const s = await shop(annOnPaid, 'Charts');
    for (let i = 0; i < 200; i++) await ofrep(paid.url, s.dev.api_key, '/new_checkout', { targetingKey: `u${i}` });
    await paid.app.usage.flusher.flush();
    const u = await annOnPaid.data(`/feature-flags/${s.rollout.id}/usage`, { query: { step: '1h' } });
    expect(u).toMatchObject({ flagKey: 'new_checkout', step: '1h', clamped: false, retentionDays: 30, total: 200 });
    const dev = u.environments.find((e: any) => e.environmentName === 'development');
    expect(dev.total).toBe(200);
    expect(dev.series).toHaveLength(Math.ceil((Date.parse(u.to) - Date.parse(u.from)) / 3_600_000));
    expect(dev.series.length).toBeGreaterThanOrEqual(24);
    expect(dev.series.reduce((a: number, p: any) => a + p.counts.on + p.counts.off, 0)).toBe(200);
    const on = dev.variants.find((v: any) => v.variant === 'on');
    expect(on.share).toBeCloseTo(on.count / 200, 10);
    expect(on.share).toBeGreaterThan(0.1);
    expect(on.share).toBeLessThan(0.3);
    const prod = u.environments.find((e: any) => e.environmentName === 'production');
    expect(prod).toMatchObject({ total: 0, variants: [] });
    const old = await annOnPaid.data(`/feature-flags/${s.rollout.id}/usage`, {
      query: { from: new Date(Date.now() - 90 * DAY_MS).toISOString(), step: '1d' },
    });
    expect(old.clamped).toBe(true);
    expectError(await annOnPaid.get(`/feature-flags/${s.rollout.id}/usage`, { query: { step: '7m' } }), 400, 'VALIDATION_FAILED');
    expectError(await annOnPaid.get(`/feature-flags/${s.rollout.id}/usage`, { query: { from: 'yesterday' } }), 400, 'VALIDATION_FAILED');
    const g = expectGqlOk(
      await gql(
        paid.url,
        'query ($id: ID!, $e: ID) { flagUsage(flagId: $id, environmentId: $e, step: M15) { step total environments { environmentName series { at counts } } } }',
        { id: s.rollout.id, e: s.dev.id },
        annOnPaid.token,
      ),
    );
    expect(g.flagUsage.step).toBe('M15');
    expect(g.flagUsage.total).toBe(200);
    expect(g.flagUsage.environments.map((e: any) => e.environmentName)).toEqual(['development']);
    const sum = await summary(annOnPaid, s.project.id, '1h');
    expect(sum.advancedAnalytics).toBe(true);
    expect(sum.requestSeries.reduce((a: number, p: any) => a + p.counts[s.dev.id], 0)).toBe(200);
  });

  it('another project member who cannot see the project gets PROJECT_NOT_FOUND (no leak of usage)', async () => {
    const s = await shop(ann, 'Private usage');
    const bob = await signIn(free.url, profile('bob'));
    expectError(await bob.get(`/projects/${s.project.id}/usage/summary`), 404, 'PROJECT_NOT_FOUND');
    expectError(await bob.get(`/feature-flags/${s.rollout.id}/usage`), 404, 'FLAG_NOT_FOUND');
    expectError(await bob.get(`/projects/${s.project.id}/stale-flags`), 404, 'PROJECT_NOT_FOUND');
  });
});

describe('SDK impressions: POST /api/usage/impressions', () => {
  it('counts batched impressions per flag, variant and minute with the environment key; drops unknown flags and old buckets', async () => {
    const s = await shop(ann, 'Impressions');
    const now = free.clock.now();
    const post = (body: unknown, key = s.dev.client_key) =>
      fetch(`${free.url}/api/usage/impressions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': key },
        body: JSON.stringify(body),
      });
    const r = await post({
      impressions: [
        { flagKey: 'new_checkout', variant: 'on', reason: 'SPLIT', bucket: new Date(now - 120_000).toISOString(), count: 17 },
        { flagKey: 'new_checkout', variant: 'off', bucket: now, count: 80 },
        { flagKey: 'nope', variant: 'on', bucket: now, count: 5 },
        { flagKey: 'banner', bucket: now - 2 * DAY_MS, count: 5 },
      ],
    });
    expect(r.status).toBe(202);
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    expect(await r.json()).toEqual({ accepted: 2, rejected: 2 });
    await free.app.usage.flusher.flush();
    const sum = await summary(ann, s.project.id);
    expect(variantsOf(sum, 'new_checkout')).toEqual({ on: 17, off: 80 });
    expect(sum.environments.find((e: any) => e.environmentName === 'development').byKind.impressions).toBe(1);
  });

  it('refuses bad posts with stable codes, never a 500', async () => {
    const s = await shop(ann, 'Bad impressions');
    const raw = (body: string, headers: Record<string, string> = {}) =>
      fetch(`${free.url}/api/usage/impressions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${s.prod.api_key}`, ...headers },
        body,
      });
    const code = async (res: Response) => ({ status: res.status, code: ((await res.json()) as any).error.code });
    expect(await code(await raw('{"impressions":[]}', { authorization: 'Bearer wrong' }))).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
    expect(await code(await raw('{not json'))).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(await code(await raw('{"impressions":[{"flagKey":"banner","bucket":1,"count":0}]}'))).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(await code(await raw(JSON.stringify({ impressions: new Array(501).fill({ flagKey: 'banner', bucket: 1, count: 1 }) })))).toEqual({
      status: 413,
      code: 'SIZE_LIMIT_EXCEEDED',
    });
    expect(await code(await raw(JSON.stringify({ impressions: [{ flagKey: 'x'.repeat(70_000), bucket: 1, count: 1 }] })))).toEqual({
      status: 413,
      code: 'SIZE_LIMIT_EXCEEDED',
    });
    expect(await code(await raw('a=b', { 'content-type': 'text/plain' }))).toEqual({ status: 415, code: 'VALIDATION_FAILED' });
    // this gateway allows 5 posts a minute per server key (USAGE_IMPRESSIONS_RATE_LIMIT_PER_MINUTE): the burst is spent above
    const limited = await raw('{"impressions":[{"flagKey":"banner","bucket":1,"count":1}]}');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await limited.json()) as any).error.code).toBe('RATE_LIMITED');
  });
});

describe('archive and stale flags', () => {
  it('archiving stops serving the flag (public config, OFREP, flagd), lists it under the filter, records the event; unarchiving serves it again', async () => {
    const s = await shop(ann, 'Archive');
    const archived = await ann.must('POST', `/feature-flags/${s.banner.id}/archive`);
    expect(archived).toMatchObject({ key: 'banner', archived: true, archivedAt: expect.any(String) });
    const cfg = (await (await fetch(free.configUrl(s.project.uuid, s.dev.uuid))).json()) as any;
    expect(Object.keys(cfg.data.flags)).toEqual(['new_checkout']);
    expect((await ofrep(free.url, s.dev.api_key, '/banner')).status).toBe(404);
    const flagd = (await (await fetch(`${free.url}/api/flagd/${s.dev.uuid}`, { headers: { authorization: `Bearer ${s.dev.api_key}` } })).json()) as any;
    expect(Object.keys(flagd.flags)).toEqual(['new_checkout']);
    expect((await ann.data('/feature-flags', { query: { projectId: s.project.id, archived: 'only' } })).map((f: any) => f.key)).toEqual(['banner']);
    expect((await ann.data('/feature-flags', { query: { projectId: s.project.id, archived: 'exclude' } })).map((f: any) => f.key)).toEqual(['new_checkout']);
    expect((await ann.data('/feature-flags', { query: { projectId: s.project.id } })).map((f: any) => [f.key, f.archived])).toEqual([
      ['new_checkout', false],
      ['banner', true],
    ]);
    expectError(await ann.get('/feature-flags', { query: { projectId: s.project.id, archived: 'maybe' } }), 400, 'VALIDATION_FAILED');
    // archived flags are neither in the summary's flags nor stale
    expect((await summary(ann, s.project.id)).flags.map((f: any) => f.flagKey)).toEqual(['new_checkout']);
    // idempotent: archiving again records nothing
    const before = (await ann.data(`/dashboard/${s.project.id}/activity`)).length;
    await ann.must('POST', `/feature-flags/${s.banner.id}/archive`);
    const activity = await ann.data(`/dashboard/${s.project.id}/activity`);
    expect(activity.length).toBe(before);
    expect(activity[0].description).toBe('Feature flag "Banner" archived');

    const g = expectGqlOk(
      await gql(
        free.url,
        'mutation ($id: ID!) { unarchiveFeatureFlag(input: { id: $id }) { flag { key archived archivedAt } } }',
        { id: s.banner.id },
        ann.token,
      ),
    );
    expect(g.unarchiveFeatureFlag.flag).toEqual({ key: 'banner', archived: false, archivedAt: null });
    expect((await (await ofrep(free.url, s.dev.api_key, '/banner')).json()) as any).toMatchObject({ key: 'banner', value: 'hello' });
    const list = expectGqlOk(
      await gql(free.url, 'query ($p: ID!) { featureFlagsByArchive(projectId: $p, archived: ONLY) { key } }', { p: s.project.id }, ann.token),
    );
    expect(list.featureFlagsByArchive).toEqual([]);
  });

  it('export marks archived flags, and importing that document into another project archives them there', async () => {
    const s = await shop(ann, 'Export archived');
    await ann.must('POST', `/feature-flags/${s.banner.id}/archive`);
    const doc = (await ann.get(`/projects/${s.project.id}/export`)).body;
    expect(doc.flags.map((f: any) => [f.key, f.archived])).toEqual([
      ['new_checkout', undefined],
      ['banner', true],
    ]);
    const target = await ann.must('POST', '/projects', { data: { name: 'Import target', description: 't', settings: { environments: ['development'] } } });
    await ann.must('POST', `/projects/${target.id}/import`, { data: { document: doc } });
    expect((await ann.data('/feature-flags', { query: { projectId: target.id, archived: 'only' } })).map((f: any) => f.key)).toEqual(['banner']);
  });

  it('an unknown flag is FLAG_NOT_FOUND', async () => {
    expectError(await ann.post('/feature-flags/00000000-0000-4000-8000-000000000000/archive'), 404, 'FLAG_NOT_FOUND');
  });

  it('stale after N days without evaluations, or N days of one variant; N is a project setting', async () => {
    const s = await shop(annOnPaid, 'Stale');
    expect(await annOnPaid.data(`/projects/${s.project.id}/usage/settings`)).toEqual({ staleAfterDays: 30 });
    expectError(await annOnPaid.put(`/projects/${s.project.id}/usage/settings`, { data: { staleAfterDays: 0 } }), 400, 'VALIDATION_FAILED');
    expect(await annOnPaid.must('PUT', `/projects/${s.project.id}/usage/settings`, { data: { staleAfterDays: 2 } })).toEqual({ staleAfterDays: 2 });
    // counting begins now: the banner is evaluated (one variant), the rollout never
    for (let i = 0; i < 5; i++) await ofrep(paid.url, s.prod.api_key, '/banner');
    await paid.app.usage.flusher.flush();
    expect(await annOnPaid.data(`/projects/${s.project.id}/stale-flags`)).toEqual([]);
    paid.clock.advance(3 * DAY_MS);
    try {
      const stale = await annOnPaid.data(`/projects/${s.project.id}/stale-flags`);
      expect(stale.map((f: any) => [f.flagKey, f.reason])).toEqual([
        ['new_checkout', 'NOT_EVALUATED'],
        ['banner', 'NOT_EVALUATED'],
      ]);
      // evaluated again now, always "default" over the last 2 days: stale for serving one variant
      for (let i = 0; i < 3; i++) await ofrep(paid.url, s.prod.api_key, '/banner');
      await paid.app.usage.flusher.flush();
      const again = await annOnPaid.data(`/projects/${s.project.id}/stale-flags`);
      expect(again.map((f: any) => [f.flagKey, f.reason, f.variant])).toEqual([
        ['new_checkout', 'NOT_EVALUATED', null],
        ['banner', 'SINGLE_VARIANT', 'default'],
      ]);
      const sum = await summary(annOnPaid, s.project.id);
      expect(sum.staleFlags.map((f: any) => f.flagKey)).toEqual(['new_checkout', 'banner']);
      expect(sum.staleAfterDays).toBe(2);
    } finally {
      paid.clock.advance(-3 * DAY_MS);
    }
  });
});

describe('restarts (embedded mode)', () => {
  it('counts survive a gateway restart: a clean stop flushes what was counted', async () => {
    const keep = mkdtempSync(join(tmpdir(), 'flagstream-usage-restart-'));
    const env = {
      RATE_LIMIT_WRITES_PER_MINUTE: '100000',
      EVENTSTORE_SQLITE_FILE: join(keep, 'events.db'),
      DEV_AUTH_KEY_DIR: join(keep, 'dev-auth'),
      USAGE_FLUSH_INTERVAL_MS: '300000',
    };
    try {
      const first = await startTestGateway({ env });
      const client = await signIn(first.url, profile('cara'));
      const s = await shop(client, 'Restart');
      for (let i = 0; i < 40; i++) await ofrep(first.url, s.prod.api_key, '/banner');
      await first.close(); // no flush was due (5 min interval): closing writes them
      const second = await startTestGateway({ env });
      try {
        const again = client.withToken(client.token);
        (again as { baseUrl: string }).baseUrl = second.url;
        expect((await summary(again, s.project.id)).flags.find((f: any) => f.flagKey === 'banner').evaluations).toBe(40);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(keep, { recursive: true, force: true });
    }
  });
});
