/**
 * Issue 9.1: fault tests on real processes (sized for CI). Every recovery below happens by
 * itself: no process is restarted by the test except the one it killed.
 *
 * - SIGKILL of the projections process at many random points while writes flow: after the
 *   last restart the Redis read models equal a fresh rebuild from the same event store.
 * - FLUSHALL: the projections process notices, rebuilds from position 0, and the gateway's
 *   public endpoint recovers; meanwhile it answers from its cache or with 503, never a 404.
 * - Event store unreachable (sqlite: another process holds the write lock; EventStoreDB: a port
 *   that accepts TCP and never answers): public config keeps serving from the read store,
 *   writes answer 503 EVENT_STORE_UNAVAILABLE, and writes work again once the lock is gone.
 * - Redis unreachable (SIGSTOP, then killed and restarted empty on the same port): public
 *   config keeps serving cached documents, /readyz says not ready, writes answer 503
 *   READ_STORE_UNAVAILABLE with nothing appended, and everything recovers once Redis is back.
 *
 * The random kill points come from a seed printed at the start (FAULT_SEED replays a run).
 * Operational keys left out of read-model comparisons: `checkpoint` only (compared to the
 * event store head on its own).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteEventStore } from '@flagstream/eventstore';
import { describeWithRedis, findOnPath } from '@flagstream/projections/testing';
import type { Child } from './support/processes';
import { RedisServer, startGatewayProcess, startProjectionsProcess } from './support/processes';
import { dumpRedisReadModels, eventLogOf, rebuildIntoRedis, redisCheckpoint } from './support/readModels';
import type { RestClient } from './support/restClient';
import { profile, signIn } from './support/restClient';
import { seededRandom, WriteLoad } from './support/writeLoad';

const NOTHING_SAVED = 'The read store is unavailable, so changes cannot be saved right now; nothing was saved. Please try again shortly.';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Calls `probe` until `done` says so (generous deadline), keeping every observation. */
async function observeUntil<T>(probe: () => Promise<T>, done: (t: T) => boolean, what: string, timeoutMs = 45_000): Promise<T[]> {
  const seen: T[] = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const t = await probe();
    seen.push(t);
    if (done(t)) return seen;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; last: ${JSON.stringify(t).slice(0, 500)}`);
    await sleep(20);
  }
}

interface Served {
  status: number;
  etag: string;
  text: string;
  code?: string;
}

async function config(base: string, projectUuid: string, environmentUuid: string): Promise<Served> {
  const res = await fetch(`${base}/api/config/${projectUuid}?environmentUuid=${environmentUuid}`);
  const text = await res.text();
  let code: string | undefined;
  try {
    code = (JSON.parse(text) as { error?: { code?: string } }).error?.code;
  } catch {
    /* not JSON */
  }
  return { status: res.status, etag: res.headers.get('etag') ?? '', text, code };
}

async function readyz(base: string): Promise<{ status: number; body: any }> {
  const res = await fetch(`${base}/readyz`);
  return { status: res.status, body: await res.json() };
}

async function gql(base: string, token: string, query: string, variables: Record<string, unknown> = {}): Promise<{ status: number; body: any }> {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: await res.json() };
}

/** A TCP port that accepts connections and never says a word (an EventStoreDB that hangs). */
async function silentServer(): Promise<{ port: number; stop(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((s) => {
    sockets.add(s);
    s.on('error', () => undefined);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as { port: number }).port,
    stop: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

const canControlRedis = findOnPath('redis-server') !== null;
if (!canControlRedis && process.env.CI !== 'true') {
  console.warn('\n!! SKIPPING the fault tests: they pause, kill and restart their own redis-server, and none is on PATH (apt-get install redis-server).\n');
}
// describeWithRedis makes a missing Redis a failure in CI; the suite itself runs a redis-server it can kill.
// Skipped only outside CI without redis-server on PATH: a REDIS_URL server cannot be paused, killed or restarted by the test.
const suite = canControlRedis || process.env.CI === 'true' ? describeWithRedis : (name: string, fn: () => void) => describe.skip(name, fn);

suite('faults', () => {
  let dir: string;
  let file: string;
  let redis: RedisServer;
  const children: Child[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'flagstream-faults-'));
    file = join(dir, 'events.db');
    redis = await RedisServer.start({ dir: join(dir, 'redis') });
  }, 30_000);

  afterAll(async () => {
    await Promise.all(children.map((c) => c.stop()));
    await redis?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  const envFor = (prefix: string): Record<string, string> => ({
    EVENTSTORE_SQLITE_FILE: file,
    REDIS_URL: redis.url,
    REDIS_PREFIX: prefix,
    DEV_AUTH_KEY_DIR: join(dir, 'dev-auth'),
    PUBLIC_URL: 'http://localhost:4000',
    RATE_LIMIT_WRITES_PER_MINUTE: '100000',
    READ_YOUR_WRITES_TIMEOUT_MS: '3000',
  });

  it('SIGKILL of the projections process at 24 random points while writes flow: the read models equal a fresh rebuild', async () => {
    const seed = Number(process.env.FAULT_SEED ?? Math.floor(Math.random() * 2 ** 31));
    console.info(`fault tests: seed ${seed} (FAULT_SEED=${seed} replays the kill points and the writes)`);
    const rand = seededRandom(seed);
    const prefix = 'kill:';
    const env = envFor(prefix);
    const store = openSqliteEventStore({ file });
    const load = new WriteLoad(store, seed);
    try {
      // some history first, so that the first start has a replay to do
      for (let i = 0; i < 300; i++) await load.step();
      load.start(2);
      const kills = { duringStart: 0, whileProjecting: 0 };
      for (let i = 0; i < 24; i++) {
        const before = await redisCheckpoint(redis.url, prefix);
        const child = await startProjectionsProcess(env, { bundle: true, waitCaughtUp: false });
        children.push(child);
        if (rand() < 0.3) {
          // anywhere from loading the code to the first batch
          await sleep(rand() * 400);
          kills.duringStart++;
        } else {
          // once it is projecting: anywhere in a catch-up, a page, a commit, or idle
          await observeUntil(
            () => redisCheckpoint(redis.url, prefix),
            (c) => c > before || child.exited,
            'the projections to commit',
          );
          await sleep(rand() * 120);
          kills.whileProjecting++;
        }
        expect(child.exited, child.output()).toBe(false);
        await child.kill('SIGKILL');
      }
      const stats = await load.stop();
      expect(stats.appended).toBeGreaterThan(300);
      const head = eventLogOf(file).head;

      const last = await startProjectionsProcess(env, { bundle: true });
      children.push(last);
      await observeUntil(
        () => redisCheckpoint(redis.url, prefix),
        (c) => c === head,
        'the last catch-up',
      );
      await last.stop();
      expect(last.output()).not.toMatch(/projection batch failed/);

      const live = await dumpRedisReadModels(redis.url, prefix);
      expect(await rebuildIntoRedis(file, redis.url, 'kill-rebuilt:')).toBe(head);
      const rebuilt = await dumpRedisReadModels(redis.url, 'kill-rebuilt:');
      expect(Object.keys(live).length).toBeGreaterThan(100);
      expect(Object.keys(live).sort()).toEqual(Object.keys(rebuilt).sort());
      for (const key of Object.keys(rebuilt)) expect(live[key], key).toEqual(rebuilt[key]);
      console.info(
        `fault tests: ${kills.duringStart + kills.whileProjecting} kills (${kills.duringStart} while starting, ${kills.whileProjecting} while projecting), ${stats.appended} commands appended, head ${head}, ${Object.keys(live).length} read-model keys equal`,
      );
    } finally {
      await load.stop();
      await store.close();
    }
  }, 180_000);

  describe('one deployment: a projections process, a gateway, Redis and the sqlite file', () => {
    const prefix = 'dep:';
    let env: Record<string, string>;
    let projections: Child;
    let gw: Child;
    let alice: RestClient;
    let project: any;
    const envs: Record<string, any> = {};
    let flag: any;
    let value = 1;

    const setValue = (v: number) => alice.put(`/feature-flags/${flag.id}`, { data: { value: v } });
    const served = (name: string) => config(gw.url, project.uuid, envs[name].uuid);
    const servedValue = async (name: string) => JSON.parse((await served(name)).text).data.flags.max_items.value as number;
    const dump = () => dumpRedisReadModels(redis.url, prefix);

    beforeAll(async () => {
      env = envFor(prefix);
      projections = await startProjectionsProcess(env, { bundle: true });
      gw = await startGatewayProcess({ ...env, PROJECTIONS_MODE: 'external' }, { bundle: true });
      children.push(projections, gw);
      alice = await signIn(gw.url, profile('alice'));
      project = await alice.must('POST', '/projects', {
        data: { name: 'Faulty', description: 'faults', settings: { environments: ['development', 'staging', 'production'] } },
      });
      for (const e of project.environments) envs[e.name] = e;
      flag = await alice.must('POST', '/feature-flags', { data: { name: 'Max Items', key: 'max_items', type: 'number', value, project: project.id } });
    }, 120_000);

    it('FLUSHALL: the projections process rebuilds by itself and the public endpoint recovers, never answering 404 meanwhile', async () => {
      expect(await servedValue('development')).toBe(1); // cached in the gateway from now on
      const before = await dump();
      const admin = new Redis(redis.url);
      try {
        expect(await admin.flushall()).toBe('OK');
      } finally {
        admin.disconnect();
      }
      const dev = await observeUntil(
        () => served('development'),
        (r) => r.status === 200 && JSON.parse(r.text).data.flags.max_items.value === 1,
        'development to be served',
      );
      // production was never asked for before the flush: nothing of it in the gateway's cache
      const prod = await observeUntil(
        () => served('production'),
        (r) => r.status === 200,
        'production to be served',
      );
      for (const r of [...dev, ...prod]) expect([200, 503], JSON.stringify(r)).toContain(r.status);
      await observeUntil(
        () => redisCheckpoint(redis.url, prefix),
        (c) => c === eventLogOf(file).head,
        'the rebuild',
      );
      expect(await dump()).toEqual(before);
      expect(projections.output()).toMatch(/read models were lost/);
      // readiness also needs the projections' heartbeat, which the flush removed until its next beat
      await observeUntil(
        () => readyz(gw.url),
        (r) => r.status === 200,
        'ready again',
      );

      // and writes with read-your-writes, as before
      const r = await setValue(++value);
      expect(r.status, r.text).toBe(200);
      expect(await servedValue('development')).toBe(value);
    }, 90_000);

    it('sqlite write lock held elsewhere: public config and reads keep serving, writes answer 503 EVENT_STORE_UNAVAILABLE, then work again by themselves', async () => {
      const warm = await served('development');
      const head = eventLogOf(file).head;
      const holder = new Database(file);
      try {
        holder.exec('BEGIN IMMEDIATE'); // a stuck writer, a backup tool: the lock is not ours to take
        let settled = false;
        const rest = setValue(value + 1).finally(() => (settled = true));
        // another stream, so that it does not queue behind the first write in the gateway
        const graphql = gql(gw.url, alice.token!, 'mutation ($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }', {
          input: { name: 'Locked Out', description: 'never saved' },
        });
        // while those writes wait for the lock, the same process answers everything else
        const during = await served('development');
        expect(during.status).toBe(200);
        expect(during.text).toBe(warm.text);
        expect((await served('production')).status).toBe(200);
        expect((await alice.data(`/feature-flags/${flag.id}`)).value).toBe(value);
        expect(settled, 'the write must still be waiting for the lock while config is served').toBe(false);

        const refused = await rest;
        expect(refused.status, refused.text).toBe(503);
        expect(refused.body.error).toEqual({
          code: 'EVENT_STORE_UNAVAILABLE',
          message: 'The event store is unavailable; changes cannot be saved right now. Please try again shortly.',
        });
        const g = await graphql;
        expect(g.body.errors?.[0]?.extensions).toMatchObject({ code: 'EVENT_STORE_UNAVAILABLE', status: 503 });
        expect(g.body.errors[0].message).toMatch(/event store is unavailable/);
      } finally {
        holder.exec('ROLLBACK');
        holder.close();
      }
      expect(eventLogOf(file).head).toBe(head);
      const r = await setValue(++value);
      expect(r.status, r.text).toBe(200);
      expect(await servedValue('development')).toBe(value);
    }, 60_000);

    it('EventStoreDB that never answers: public config keeps serving from the read store, writes answer 503 EVENT_STORE_UNAVAILABLE, /readyz names it', async () => {
      const silent = await silentServer();
      const esdbGateway = await startGatewayProcess(
        { ...env, PROJECTIONS_MODE: 'external', EVENTSTORE_URL: `esdb://127.0.0.1:${silent.port}?tls=false`, EVENTSTORE_TIMEOUT_MS: '500' },
        { bundle: true },
      );
      children.push(esdbGateway);
      try {
        const there = await config(esdbGateway.url, project.uuid, envs.development.uuid);
        expect(there.status).toBe(200);
        expect(there.text).toBe((await served('development')).text);
        const onEsdb = alice.withToken(alice.token);
        (onEsdb as { baseUrl: string }).baseUrl = esdbGateway.url;
        const refused = await onEsdb.put(`/feature-flags/${flag.id}`, { data: { value: 999 } });
        expect(refused.status, refused.text).toBe(503);
        expect(refused.body.error.code).toBe('EVENT_STORE_UNAVAILABLE');
        expect(refused.body.error.message).toMatch(/event store is unavailable/);
        const ready = await readyz(esdbGateway.url);
        expect(ready).toMatchObject({ status: 503, body: { eventStore: 'down', readStore: 'up' } });
      } finally {
        await esdbGateway.stop();
        await silent.stop();
      }
    }, 60_000);

    it('Redis hangs (SIGSTOP): cached config keeps serving, /readyz says not ready, writes answer 503 READ_STORE_UNAVAILABLE with nothing saved; all recovers on SIGCONT', async () => {
      const warm = await served('development');
      expect(warm.status).toBe(200);
      // the project is in the gateway's cache too: the write gets as far as the append, and is refused there
      expect((await alice.data(`/feature-flags/${flag.id}`)).value).toBe(value);
      const head = eventLogOf(file).head;
      redis.pause();
      try {
        const during = await served('development');
        expect(during.status).toBe(200);
        expect(during.text).toBe(warm.text);
        expect(await readyz(gw.url)).toMatchObject({ status: 503, body: { readStore: 'down' } });
        const refused = await setValue(value + 1);
        expect(refused.status, refused.text).toBe(503);
        expect(refused.body.error).toEqual({ code: 'READ_STORE_UNAVAILABLE', message: NOTHING_SAVED });
        expect(eventLogOf(file).head).toBe(head);
      } finally {
        redis.resume();
      }
      await observeUntil(
        () => readyz(gw.url),
        (r) => r.status === 200,
        '/readyz',
      );
      const r = await setValue(++value);
      expect(r.status, r.text).toBe(200);
      expect(await servedValue('development')).toBe(value);
    }, 60_000);

    it('Redis killed and restarted empty on the same port: cached config keeps serving, writes are refused; then rebuilt and recovered by itself', async () => {
      expect(await servedValue('development')).toBe(value);
      expect((await alice.data(`/feature-flags/${flag.id}`)).value).toBe(value);
      const before = await dump();
      const head = eventLogOf(file).head;
      await redis.kill('SIGKILL');

      const during = await served('development');
      expect(during.status).toBe(200);
      // never asked for: not in the gateway's cache, and Redis is gone
      const cold = await served('staging');
      expect(cold).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
      expect(await readyz(gw.url)).toMatchObject({ status: 503, body: { readStore: 'down' } });
      const refused = await setValue(value + 1);
      expect(refused.status, refused.text).toBe(503);
      expect(refused.body.error).toEqual({ code: 'READ_STORE_UNAVAILABLE', message: NOTHING_SAVED });
      // and one the gateway cannot even check without Redis
      const unknown = await alice.put('/feature-flags/not-a-cached-flag', { data: { value: 1 } });
      expect(unknown.status, unknown.text).toBe(503);
      expect(unknown.body.error.code).toBe('READ_STORE_UNAVAILABLE');
      expect(eventLogOf(file).head).toBe(head);

      await redis.launch(); // same port, no data: as a Redis without persistence comes back
      const dev = await observeUntil(
        () => served('development'),
        (r) => r.status === 200 && JSON.parse(r.text).data.flags.max_items.value === value && r.etag === during.etag,
        'development to be served again',
      );
      const staging = await observeUntil(
        () => served('staging'),
        (r) => r.status === 200,
        'staging to be served',
      );
      for (const r of [...dev, ...staging]) expect([200, 503], JSON.stringify(r)).toContain(r.status);
      await observeUntil(
        () => redisCheckpoint(redis.url, prefix),
        (c) => c === head,
        'the rebuild',
      );
      expect(await dump()).toEqual(before);
      await observeUntil(
        () => readyz(gw.url),
        (r) => r.status === 200,
        '/readyz',
      );

      const r = await setValue(++value);
      expect(r.status, r.text).toBe(200);
      expect(await servedValue('development')).toBe(value);
      expect(projections.exited).toBe(false);
      expect(gw.exited).toBe(false);
    }, 90_000);
  });
});
