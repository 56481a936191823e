/**
 * Issue 15 (point 6 and a Low finding): in Redis mode with projections in their own process,
 * /readyz tells the truth: not ready while no projections process runs (its heartbeat is missing,
 * stale or says it stopped), ready with its lag while one runs.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithRedis } from '@flagstream/projections/testing';
import { ProjectionRunner, RedisReadStore } from '@flagstream/projections';
import { startTestGateway } from './support/testGateway';
import type { TestGateway } from './support/testGateway';

describeWithRedis('readiness with an external projections process', (redisUrl) => {
  let gw: TestGateway;
  const prefix = `ready${Date.now()}:`;

  beforeAll(async () => {
    gw = await startTestGateway({ redis: redisUrl(), env: { PROJECTIONS_MODE: 'external', REDIS_PREFIX: prefix } });
  });
  afterAll(async () => {
    await gw?.close();
  });

  const readyz = async () => {
    const res = await fetch(`${gw.url}/readyz`);
    return { status: res.status, body: (await res.json()) as any };
  };

  it('is not ready while no projections process has ever run', async () => {
    const r = await readyz();
    expect(r.status).toBe(503);
    expect(r.body).toMatchObject({ status: 'not_ready', projections: { mode: 'external', alive: false, heartbeatAgeMs: null } });
  });

  it('is ready with the lag while one runs; not ready once it stops, or once its heartbeat goes stale', async () => {
    const read = new RedisReadStore({ url: redisUrl(), prefix });
    const runner = new ProjectionRunner(gw.rt.store, read, { heartbeatEveryMs: 50 });
    try {
      await runner.start();
      await gw.createProject('Ready');
      let r = await readyz();
      for (let i = 0; i < 50 && r.status !== 200; i++) r = await readyz();
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ status: 'ready', projectionLag: 0, projections: { mode: 'external', alive: true } });
      expect(r.body.projections.heartbeatAgeMs).toBeGreaterThanOrEqual(0);
      // a process killed without stopping: its last heartbeat ages past the limit
      gw.clock.advance(60_000);
      r = await readyz();
      expect(r.status).toBe(503);
      expect(r.body.projections.alive).toBe(false);
      gw.clock.advance(-60_000);
    } finally {
      await runner.stop();
    }
    // a clean stop says so at once
    const r = await readyz();
    expect(r.status).toBe(503);
    expect(r.body.projections).toMatchObject({ alive: false });
    // and what is written meanwhile shows as lag
    const projectId = randomUUID();
    await gw.rt.commands.project(projectId, { kind: 'CreateProject', projectId, name: 'Behind', description: 'd' }, { actor: { id: 'u1', name: 'U' } });
    const behind = await readyz();
    expect(behind.body.projectionLag).toBeGreaterThan(0);
    await read.close();
  });
});
