import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { keys } from '@flagstream/projections';
import { describeWithRedis } from '@flagstream/projections/testing';
import type { TestGateway } from './support/testGateway';
import { startTestGateway } from './support/testGateway';
import type { SseConnection } from './support/sseClient';
import { openSse } from './support/sseClient';

const json = async (res: Response): Promise<any> => JSON.parse(await res.text());

describeWithRedis('public config with the Redis read store', (redisUrl) => {
  let gw: TestGateway;
  const streams: SseConnection[] = [];

  beforeAll(async () => {
    gw = await startTestGateway({ redis: redisUrl(), env: { SSE_HEARTBEAT_MS: '1000' } });
  });
  afterEach(() => {
    for (const s of streams.splice(0)) s.close();
  });
  afterAll(async () => {
    await gw?.close();
  });

  async function seeded(name = 'Redis Shop') {
    const p = await gw.createProject(name);
    const dev = p.env('development');
    const flag = await gw.createFlag(p.projectId, { name: 'Max Items', type: 'number', value: 1 });
    const state = await gw.state(p.projectId);
    return { p, dev, flag, apiKey: state.environments[dev.id]!.apiKey };
  }

  it('uses Redis and serves the bytes and ETag stored there', async () => {
    expect(gw.rt.read.kind).toBe('redis');
    const { p, dev } = await seeded();
    const res = await fetch(gw.configUrl(p.uuid, dev.uuid));
    expect(res.status).toBe(200);
    const raw = await gw.rt.read.get(keys.config(p.uuid, dev.uuid));
    const stored = JSON.parse(raw!) as { body: string; etag: string };
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(stored.body))).toBe(true);
    expect(res.headers.get('etag')).toBe(stored.etag);
    const again = await fetch(gw.configUrl(p.uuid, dev.uuid), { headers: { 'if-none-match': stored.etag } });
    expect(again.status).toBe(304);
  });

  it('serves every change right after waitFor(position), with a warm in-process cache', async () => {
    const { p, dev, flag } = await seeded();
    for (let i = 2; i <= 30; i++) {
      await (await fetch(gw.configUrl(p.uuid, dev.uuid))).arrayBuffer();
      const r = await gw.rt.commands.project(p.projectId, { kind: 'UpdateFeatureFlag', flagId: flag.id, value: i }, { actor: gw.owner });
      await gw.rt.waitFor(r.position);
      expect((await json(await fetch(gw.configUrl(p.uuid, dev.uuid)))).data.flags.max_items.value).toBe(i);
    }
  });

  it('changes the ETag after renames and answers 404s with distinct messages', async () => {
    const { p, dev } = await seeded();
    const first = await fetch(gw.configUrl(p.uuid, dev.uuid));
    const etag = first.headers.get('etag')!;
    await first.arrayBuffer();
    await gw.run(p.projectId, { kind: 'UpdateProject', name: 'Renamed in Redis' });
    const renamed = await fetch(gw.configUrl(p.uuid, dev.uuid), { headers: { 'if-none-match': etag } });
    expect(renamed.status).toBe(200);
    expect((await json(renamed)).data.project.name).toBe('Renamed in Redis');
    await gw.run(p.projectId, { kind: 'UpdateEnvironment', environmentId: dev.id, name: 'dev' });
    expect((await json(await fetch(gw.configUrl(p.uuid, dev.uuid)))).data.environment.name).toBe('dev');

    const unknownEnv = await fetch(gw.configUrl(p.uuid, '00000000-0000-4000-8000-000000000000'));
    expect(unknownEnv.status).toBe(404);
    expect((await json(unknownEnv)).error.message).toBe('Environment not found for this project');
    const unknownProject = await fetch(gw.configUrl('00000000-0000-4000-8000-000000000000', dev.uuid));
    expect((await json(unknownProject)).error.message).toBe('Project not found');
  });

  it('falls back from an expired override at its expiry (injected clock)', async () => {
    const { p, dev } = await seeded();
    const t0 = Date.now();
    gw.clock.set(t0);
    try {
      const o = await gw.createOverride(p.projectId, {
        name: 'Soon over',
        environmentId: dev.id,
        featureFlagValues: { max_items: { value: 500 } },
        expiresAt: t0 + 90_000,
      });
      gw.clock.set(t0 + 89_999);
      expect((await json(await fetch(gw.configUrl(p.uuid, dev.uuid, o.uuid)))).data.flags.max_items.value).toBe(500);
      gw.clock.set(t0 + 90_000);
      const res = await fetch(gw.configUrl(p.uuid, dev.uuid, o.uuid));
      const envDoc = JSON.parse((await gw.rt.read.get(keys.config(p.uuid, dev.uuid)))!) as { body: string; etag: string };
      expect(res.headers.get('etag')).toBe(envDoc.etag);
      expect(await res.text()).toBe(envDoc.body);
    } finally {
      gw.clock.unfreeze();
    }
  });

  it('pushes a change to a config stream', async () => {
    const { p, dev, flag } = await seeded();
    const s = await openSse(`${gw.url}/api/config/${p.uuid}/stream?environmentUuid=${dev.uuid}`);
    streams.push(s);
    const first = await s.next((f) => f.event === 'config', 'the config event');
    expect(JSON.parse(first.data).data.flags.max_items.value).toBe(1);
    await gw.run(p.projectId, { kind: 'UpdateFeatureFlag', flagId: flag.id, value: 2 });
    const next = await s.next((f) => f.event === 'config', 'the changed config');
    expect(JSON.parse(next.data).data.flags.max_items.value).toBe(2);
    s.close();
    await vi.waitFor(() => expect(gw.app.sse.size).toBe(0), { timeout: 10_000, interval: 20 });
  });

  it('evaluates OFREP flags with the new value right after waitFor(position)', async () => {
    const { p, flag, apiKey } = await seeded();
    for (let i = 10; i < 15; i++) {
      await gw.run(p.projectId, { kind: 'UpdateFeatureFlag', flagId: flag.id, value: i });
      const res = await fetch(`${gw.url}/ofrep/v1/evaluate/flags/max_items`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
        body: '{}',
      });
      expect((await json(res)).value).toBe(i);
    }
  });

  it('a second gateway without projections (PROJECTIONS_MODE=external) reads its own writes through Redis notices', async () => {
    const file = gw.rt.settings.eventStore.target;
    const b = await startTestGateway({
      redis: redisUrl(),
      env: { PROJECTIONS_MODE: 'external', EVENTSTORE_SQLITE_FILE: file, EVENTSTORE_POLL_INTERVAL_MS: '20', REDIS_PREFIX: gw.rt.settings.REDIS_PREFIX },
    });
    try {
      expect(b.rt.runner).toBeNull();
      const { p, dev, flag } = await seeded('Shared');
      // warm b's in-process cache first
      expect((await json(await fetch(b.configUrl(p.uuid, dev.uuid)))).data.flags.max_items.value).toBe(1);
      for (let i = 2; i <= 6; i++) {
        // written through b: a's in-process runner projects it into the shared Redis
        await b.run(p.projectId, { kind: 'UpdateFeatureFlag', flagId: flag.id, value: i });
        expect((await json(await fetch(b.configUrl(p.uuid, dev.uuid)))).data.flags.max_items.value).toBe(i);
        expect((await json(await fetch(gw.configUrl(p.uuid, dev.uuid)))).data.flags.max_items.value).toBe(i);
      }
    } finally {
      await b.close();
    }
  });
});
