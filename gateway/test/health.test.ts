import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from './support/testGateway';
import { startTestGateway } from './support/testGateway';

let gw: TestGateway;

beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

describe('health', () => {
  it('GET /healthz says the process answers', async () => {
    const res = await fetch(`${gw.url}/healthz`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz reports the stores and the projection lag when caught up', async () => {
    const empty = await fetch(`${gw.url}/readyz`);
    expect(empty.status).toBe(200);
    const READY = {
      status: 'ready',
      eventStore: 'up',
      readStore: 'up',
      projectionLag: 0,
      projections: { mode: 'inprocess', alive: true, heartbeatAgeMs: null, failure: null },
      quarantinedCount: 0,
      quarantined: [],
    };
    expect(await empty.json()).toEqual(READY);

    const p = await gw.createProject('Health');
    await gw.createFlag(p.projectId, { name: 'Ready Flag', type: 'boolean', value: true });
    const res = await fetch(`${gw.url}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(READY);
    expect(await gw.rt.read.checkpoint()).toBe(await gw.rt.store.headPosition());
  });

  it('GET /readyz answers 503 with the failing part named', async () => {
    const read = gw.rt.read as { ping: () => Promise<boolean>; checkpoint: () => Promise<number> };
    const store = gw.rt.store as { headPosition: () => Promise<number> };
    const { ping, checkpoint } = read;
    const { headPosition } = store;
    try {
      read.ping = async () => false;
      const readDown = await fetch(`${gw.url}/readyz`);
      expect(readDown.status).toBe(503);
      expect(await readDown.json()).toMatchObject({ status: 'not_ready', eventStore: 'up', readStore: 'down' });
      read.ping = ping;

      store.headPosition = () => Promise.reject(new Error('event store unreachable'));
      const storeDown = await fetch(`${gw.url}/readyz`);
      expect(storeDown.status).toBe(503);
      expect(await storeDown.json()).toMatchObject({ status: 'not_ready', eventStore: 'down', readStore: 'up', projectionLag: null });
      store.headPosition = headPosition;

      const head = await headPosition.call(gw.rt.store);
      store.headPosition = async () => head + 5000;
      const behind = await fetch(`${gw.url}/readyz`);
      expect(behind.status).toBe(503);
      expect(await behind.json()).toMatchObject({ status: 'not_ready', eventStore: 'up', readStore: 'up', projectionLag: 5000 });
    } finally {
      read.ping = ping;
      read.checkpoint = checkpoint;
      store.headPosition = headPosition;
    }
    expect((await fetch(`${gw.url}/readyz`)).status).toBe(200);
  });

  it('answers an unknown route with a JSON 404', async () => {
    const res = await fetch(`${gw.url}/no/such/route`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No route for GET /no/such/route' } });
  });
});
