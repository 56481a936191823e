import { afterEach, describe, expect, it } from 'vitest';
import { ReadStoreUnavailableError } from '@flagstream/projections';
import { describeWithRedis } from '@flagstream/projections/testing';
import type { TestGateway } from './support/testGateway';
import { startTestGateway } from './support/testGateway';

let gw: TestGateway | undefined;
afterEach(async () => {
  await gw?.close();
  gw = undefined;
});

describe('runtime', () => {
  it('opens the event store with every event-store setting it was given', async () => {
    gw = await startTestGateway({ env: { EVENTSTORE_POLL_INTERVAL_MS: '20' } });
    expect(gw.rt.settings.eventStore).toMatchObject({ kind: 'sqlite', pollIntervalMs: 20 });
    expect((gw.rt.store as unknown as { pollIntervalMs: number }).pollIntervalMs).toBe(20);
  });

  it('waitFor(0) resolves at once and a no-op command has position 0', async () => {
    gw = await startTestGateway();
    const p = await gw.createProject('Same');
    const r = await gw.runOnly(p.projectId, { kind: 'UpdateProject', name: 'Same' });
    expect(r.position).toBe(0);
    await gw.rt.waitFor(0);
    await gw.rt.waitFor(r.position);
  });
});

describeWithRedis('runtime with projections in another process', (redisUrl) => {
  it('waitFor outlasts an unreachable read store and ends as PROJECTION_TIMEOUT (the write was saved), not as the read error', async () => {
    gw = await startTestGateway({ redis: redisUrl(), env: { PROJECTIONS_MODE: 'external', READ_YOUR_WRITES_TIMEOUT_MS: '300' } });
    const read = gw.rt.read as { checkpoint: () => Promise<number> };
    read.checkpoint = () => Promise.reject(new ReadStoreUnavailableError('Redis GET checkpoint failed: connect ECONNREFUSED'));
    await expect(gw.rt.waitFor(1000)).rejects.toMatchObject({ code: 'PROJECTION_TIMEOUT' });
  });
});
