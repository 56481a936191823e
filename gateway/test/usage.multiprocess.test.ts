/**
 * Usage counting (issue 20) in the production shape: two gateway processes and a projections
 * process on one sqlite event store and one Redis, counters flushed every second
 * (USAGE_FLUSH_INTERVAL_MS=1000; the default is 5000).
 *
 * - N OFREP evaluations sent concurrently through both gateways -> N counted, per variant, as the
 *   answers said.
 * - A gateway stopped (SIGTERM) right after evaluations, then started again: nothing lost (a
 *   clean stop flushes).
 * - A gateway killed with SIGKILL: what it flushed stays; at most what it counted since its last
 *   flush (one interval) is lost.
 *
 * Waiting is for the counts to arrive (vi.waitFor), never for a time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { describeWithRedis } from '@flagstream/projections/testing';
import type { Child } from './support/processes';
import { startGatewayProcess, startProjectionsProcess } from './support/processes';
import { deleteRedisPrefix } from './support/readModels';
import type { RestClient } from './support/restClient';
import { profile, signIn } from './support/restClient';

const WAIT = { timeout: 30_000, interval: 100 };
const FLUSH_MS = 1000;

describeWithRedis('usage counting across two gateways on one Redis', (redisUrl) => {
  let dir: string;
  const prefix = `usage${process.pid}:`;
  let env: Record<string, string>;
  let projections: Child;
  let a: Child;
  let b: Child;
  let alice: RestClient;
  let project: any;
  let dev: any;
  const expected: Record<string, number> = {};

  const on = (base: string) => {
    const c = alice.withToken(alice.token);
    (c as { baseUrl: string }).baseUrl = base;
    return c;
  };
  const evaluate = async (base: string, i: number) => {
    const res = await fetch(`${base}/ofrep/v1/evaluate/flags/new_checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${dev.api_key}` },
      body: JSON.stringify({ context: { targetingKey: `user-${i}` } }),
    });
    const body = (await res.json()) as { variant: string };
    expect(res.status).toBe(200);
    expected[body.variant] = (expected[body.variant] ?? 0) + 1;
  };
  const counted = async (base: string): Promise<Record<string, number>> => {
    const s = await on(base).data(`/projects/${project.id}/usage/summary`, { query: { range: '1h' } });
    return Object.fromEntries(s.flags.find((f: any) => f.flagKey === 'new_checkout').variants.map((v: any) => [v.variant, v.count]));
  };
  const total = (m: Record<string, number>) => Object.values(m).reduce((x, y) => x + y, 0);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'flagstream-usage-mp-'));
    env = {
      EVENTSTORE_SQLITE_FILE: join(dir, 'events.db'),
      REDIS_URL: redisUrl(),
      REDIS_PREFIX: prefix,
      DEV_AUTH_KEY_DIR: join(dir, 'dev-auth'),
      PUBLIC_URL: 'http://localhost:4000',
      RATE_LIMIT_WRITES_PER_MINUTE: '100000',
      USAGE_FLUSH_INTERVAL_MS: String(FLUSH_MS),
    };
    projections = await startProjectionsProcess(env, { bundle: true });
    a = await startGatewayProcess({ ...env, PROJECTIONS_MODE: 'external' }, { bundle: true });
    b = await startGatewayProcess({ ...env, PROJECTIONS_MODE: 'external' }, { bundle: true });
    alice = await signIn(a.url, profile('alice'));
    project = await alice.must('POST', '/projects', { data: { name: 'Usage', description: 'usage', settings: { environments: ['development'] } } });
    dev = project.environments[0];
    const flag = await alice.must('POST', '/feature-flags', { data: { name: 'New checkout', type: 'boolean', value: false, project: project.id } });
    await alice.must('PUT', `/feature-flags/${flag.id}/targeting/${dev.id}`, {
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
    // B serves the targeting too before anything is counted
    await vi.waitFor(async () => {
      const r = await fetch(`${b.url}/ofrep/v1/evaluate/flags/new_checkout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${dev.api_key}` },
        body: JSON.stringify({ context: { targetingKey: 'probe' } }),
      });
      expect(((await r.json()) as { reason?: string }).reason).toBe('SPLIT');
    }, WAIT);
    // the probes above were counted too: start from what is stored
    await vi.waitFor(async () => expect(total(await counted(a.url))).toBeGreaterThan(0), WAIT);
    Object.assign(expected, await counted(a.url));
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop(), projections?.stop()]);
    await deleteRedisPrefix(redisUrl(), prefix);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('N evaluations sent concurrently through both gateways are N counted, per variant', async () => {
    const N = 1000;
    await Promise.all(Array.from({ length: N }, (_, i) => evaluate(i % 2 ? a.url : b.url, i)));
    expect(expected.on).toBeGreaterThan(100);
    await vi.waitFor(async () => expect(await counted(b.url)).toEqual(expected), WAIT);
    expect(await counted(a.url)).toEqual(expected);
  }, 60_000);

  it('a gateway stopped right after evaluating, then restarted, lost nothing (a clean stop flushes)', async () => {
    const before = total(expected);
    await Promise.all(Array.from({ length: 200 }, (_, i) => evaluate(a.url, 10_000 + i)));
    await a.stop();
    // A flushed while stopping: B reads the whole count at once
    expect(await counted(b.url)).toEqual(expected);
    expect(total(expected)).toBe(before + 200);
    a = await startGatewayProcess({ ...env, PROJECTIONS_MODE: 'external' }, { bundle: true });
    expect(await counted(a.url)).toEqual(expected);
  }, 60_000);

  it(`a gateway killed with SIGKILL loses at most what it counted since its last flush (interval ${FLUSH_MS} ms)`, async () => {
    await Promise.all(Array.from({ length: 100 }, (_, i) => evaluate(b.url, 20_000 + i)));
    const flushed = total(expected);
    await vi.waitFor(async () => expect(total(await counted(a.url))).toBe(flushed), WAIT);
    // counted, not yet flushed (or partly: a flush may fall in between), then killed
    const unflushed = 100;
    await Promise.all(Array.from({ length: unflushed }, (_, i) => evaluate(b.url, 30_000 + i)));
    await b.kill('SIGKILL');
    b = await startGatewayProcess({ ...env, PROJECTIONS_MODE: 'external' }, { bundle: true });
    const after = total(await counted(b.url));
    expect(after).toBeGreaterThanOrEqual(flushed);
    expect(after).toBeLessThanOrEqual(flushed + unflushed);
    expect(total(await counted(a.url))).toBe(after);
    console.info(
      `usage kill -9: ${flushed + unflushed - after} of ${unflushed} evaluations counted after the last flush were lost (flush interval ${FLUSH_MS} ms)`,
    );
  }, 60_000);
});
