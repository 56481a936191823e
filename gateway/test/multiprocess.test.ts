/**
 * Issue 8.2: the production shape on one machine. Two gateway processes and one projections
 * process share one sqlite file (WAL) and one private Redis.
 *
 * - A change made through gateway A reaches gateway B's public endpoint (new body, new ETag,
 *   the old ETag no longer answered with 304) and B's GraphQL. No timing is asserted: the
 *   propagation figure (p99 in Redis mode) is measured by `npm run bench`.
 * - Read-your-writes holds on the gateway that took the write: its answer, an immediate REST
 *   read, GraphQL read and public config read on that same gateway all show the change.
 * - SIGKILL of the projections process while writes keep coming, then a restart: every event
 *   is in the store exactly once, the read models equal a fresh rebuild (nothing lost, nothing
 *   applied twice: the activity feed lists each event once), and both gateways serve the last
 *   change.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { describeWithRedis } from '@flagstream/projections/testing';
import type { Child } from './support/processes';
import { startGatewayProcess, startProjectionsProcess } from './support/processes';
import { deleteRedisPrefix, dumpRedisReadModels, eventLogOf, rebuildIntoRedis, redisCheckpoint } from './support/readModels';
import type { RestClient } from './support/restClient';
import { profile, signIn } from './support/restClient';

const WAIT = { timeout: 30_000, interval: 25 };

interface Config {
  status: number;
  etag: string;
  body: any;
}

async function config(base: string, projectUuid: string, environmentUuid: string, etag?: string): Promise<Config> {
  const res = await fetch(`${base}/api/config/${projectUuid}?environmentUuid=${environmentUuid}`, etag ? { headers: { 'if-none-match': etag } } : {});
  const text = await res.text();
  return { status: res.status, etag: res.headers.get('etag') ?? '', body: text ? JSON.parse(text) : null };
}

async function gql(base: string, token: string, query: string, variables: Record<string, unknown>): Promise<any> {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: any; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

const FLAGS_QUERY = 'query ($p: ID!) { featureFlags(projectId: $p) { key value enabled } project(id: $p) { name } }';

describeWithRedis('two gateways and a projections process on one sqlite file and one Redis', (redisUrl) => {
  let dir: string;
  let file: string;
  const prefix = `mp${process.pid}:`;
  const rebuiltPrefix = `mp${process.pid}-rebuilt:`;
  let env: Record<string, string>;
  let projections: Child;
  let a: Child;
  let b: Child;
  let alice: RestClient;
  let aliceOnB: RestClient;
  let project: any;
  let dev: any;
  let flag: any;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'flagstream-multiprocess-'));
    file = join(dir, 'events.db');
    env = {
      EVENTSTORE_SQLITE_FILE: file,
      REDIS_URL: redisUrl(),
      REDIS_PREFIX: prefix,
      DEV_AUTH_KEY_DIR: join(dir, 'dev-auth'),
      // both behind one public address, as behind a load balancer: a session token from one is good on the other
      PUBLIC_URL: 'http://localhost:4000',
      RATE_LIMIT_WRITES_PER_MINUTE: '100000',
      READ_YOUR_WRITES_TIMEOUT_MS: '1500',
    };
    projections = await startProjectionsProcess(env, { bundle: true });
    // A first, so that B finds the development signing key A created
    a = await startGatewayProcess({ ...env, PROJECTIONS_MODE: 'external' }, { bundle: true });
    b = await startGatewayProcess({ ...env, PROJECTIONS_MODE: 'external' }, { bundle: true });
    alice = await signIn(a.url, profile('alice'));
    aliceOnB = alice.withToken(alice.token);
    (aliceOnB as { baseUrl: string }).baseUrl = b.url;
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop(), projections?.stop()]);
    // REDIS_URL may name a shared Redis: leave nothing behind
    for (const p of [prefix, rebuiltPrefix]) await deleteRedisPrefix(redisUrl(), p);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('a change made through A is served by B (public config with a new ETag, GraphQL); A reads its own write at once', async () => {
    project = await alice.must('POST', '/projects', {
      data: { name: 'Two Gateways', description: 'multi-process', settings: { environments: ['development', 'production'] } },
    });
    dev = project.environments.find((e: any) => e.name === 'development');
    flag = await alice.must('POST', '/feature-flags', { data: { name: 'Max Items', key: 'max_items', type: 'number', value: 1, project: project.id } });

    // read-your-writes on A: the very next reads, no waiting
    let onA = await config(a.url, project.uuid, dev.uuid);
    expect(onA.status).toBe(200);
    expect(onA.body.data.flags.max_items.value).toBe(1);
    expect((await gql(a.url, alice.token!, FLAGS_QUERY, { p: project.id })).featureFlags).toEqual([{ key: 'max_items', value: 1, enabled: true }]);

    // B gets there by itself (Redis notices), with the same bytes and ETag
    await vi.waitFor(async () => expect((await config(b.url, project.uuid, dev.uuid)).status).toBe(200), WAIT);
    let previous = await config(b.url, project.uuid, dev.uuid);
    expect(previous.body).toEqual(onA.body);
    expect(previous.etag).toBe(onA.etag);
    expect((await config(b.url, project.uuid, dev.uuid, previous.etag)).status).toBe(304);

    for (let value = 2; value <= 5; value++) {
      const answer = await alice.must('PUT', `/feature-flags/${flag.id}`, { data: { value } });
      expect(answer.value).toBe(value);
      expect((await alice.data(`/feature-flags/${flag.id}`)).value).toBe(value);
      onA = await config(a.url, project.uuid, dev.uuid);
      expect(onA.body.data.flags.max_items.value).toBe(value);
      expect((await gql(a.url, alice.token!, FLAGS_QUERY, { p: project.id })).featureFlags[0].value).toBe(value);

      await vi.waitFor(async () => {
        const onB = await config(b.url, project.uuid, dev.uuid, previous.etag);
        expect(onB.status).toBe(200);
        expect(onB.body.data.flags.max_items.value).toBe(value);
      }, WAIT);
      const now = await config(b.url, project.uuid, dev.uuid);
      expect(now.etag).not.toBe(previous.etag);
      expect(now.etag).toBe(onA.etag);
      previous = now;
      await vi.waitFor(async () => expect((await gql(b.url, alice.token!, FLAGS_QUERY, { p: project.id })).featureFlags[0].value).toBe(value), WAIT);
    }

    // and the other way round: a rename through B, read back on B at once, served by A
    const renamed = await aliceOnB.must('PUT', `/projects/${project.id}`, { data: { name: 'Renamed on B' } });
    expect(renamed.name).toBe('Renamed on B');
    expect((await gql(b.url, alice.token!, FLAGS_QUERY, { p: project.id })).project.name).toBe('Renamed on B');
    expect((await config(b.url, project.uuid, dev.uuid)).body.data.project.name).toBe('Renamed on B');
    await vi.waitFor(async () => expect((await config(a.url, project.uuid, dev.uuid)).body.data.project.name).toBe('Renamed on B'), WAIT);
  }, 90_000);

  it('SIGKILL of the projections process while writes keep coming, then a restart: nothing lost, nothing applied twice', async () => {
    expect(flag, 'the first test creates the flag').toBeDefined();
    const writes: Array<{ value: number; status: number; code?: string; message?: string }> = [];
    const write = async (client: RestClient, value: number) => {
      const r = await client.put(`/feature-flags/${flag.id}`, { data: { value } });
      writes.push({ value, status: r.status, code: r.body?.error?.code, message: r.body?.error?.message });
    };

    for (let value = 10; value < 14; value++) await write(value % 2 ? alice : aliceOnB, value);
    await projections.kill('SIGKILL');

    // Appended, but nobody projects them: each answers 503 "saved but taking longer" after the wait.
    await Promise.all([write(alice, 20), write(aliceOnB, 21)]);
    await write(alice, 22);
    for (const w of writes.slice(-3)) {
      expect(w.status, JSON.stringify(w)).toBe(503);
      expect(w.message).toMatch(/saved/);
    }
    // the public endpoints keep serving the last projected document meanwhile
    expect((await config(a.url, project.uuid, dev.uuid)).body.data.flags.max_items.value).toBe(13);
    expect((await config(b.url, project.uuid, dev.uuid)).body.data.flags.max_items.value).toBe(13);

    projections = await startProjectionsProcess(env, { bundle: true });
    await write(aliceOnB, 30);
    expect(writes.at(-1)).toMatchObject({ status: 200 });
    for (const base of [a.url, b.url]) {
      await vi.waitFor(async () => expect((await config(base, project.uuid, dev.uuid)).body.data.flags.max_items.value).toBe(30), WAIT);
    }

    // every write is in the store once; the read models equal a fresh rebuild
    const log = eventLogOf(file);
    expect(log.count).toBe(log.distinctIds);
    expect(log.streamsWellFormed).toBe(true);
    const db = new Database(file, { readonly: true });
    const projectEvents = db.prepare('SELECT id, type, data FROM events WHERE stream_id = ? ORDER BY revision').all(`project-${project.id}`) as Array<{
      id: string;
      type: string;
      data: string;
    }>;
    db.close();
    const values = projectEvents.filter((e) => e.type === 'FeatureFlagUpdated').map((e) => (JSON.parse(e.data) as { value?: number }).value);
    expect(values).toEqual([2, 3, 4, 5, 10, 11, 12, 13, expect.any(Number), expect.any(Number), 22, 30]);
    expect(values.slice(8, 10).sort()).toEqual([20, 21]);

    await vi.waitFor(async () => expect(await redisCheckpoint(redisUrl(), prefix)).toBe(log.head), WAIT);
    const live = await dumpRedisReadModels(redisUrl(), prefix);
    expect(await rebuildIntoRedis(file, redisUrl(), rebuiltPrefix)).toBe(log.head);
    expect(live).toEqual(await dumpRedisReadModels(redisUrl(), rebuiltPrefix));

    const activity = JSON.parse(live[`activity:${project.id}`] as string) as Array<{ id: string }>;
    expect(activity.map((x) => x.id)).toEqual(
      projectEvents
        .map((e) => e.id)
        .reverse()
        .slice(0, 50),
    );
  }, 90_000);
});
