import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { keys } from '@flagstream/projections';
import type { TestGateway } from './support/testGateway';
import { startTestGateway } from './support/testGateway';
import type { SseConnection, SseFrame } from './support/sseClient';
import { openSse } from './support/sseClient';

let gw: TestGateway;
const open: SseConnection[] = [];

beforeAll(async () => {
  // the schema's minimum heartbeat
  gw = await startTestGateway({ env: { SSE_HEARTBEAT_MS: '1000' } });
});
afterEach(() => {
  for (const c of open.splice(0)) c.close();
});
afterAll(async () => {
  await gw?.close();
});

const streamUrl = (projectUuid: string, environmentUuid: string, overrideUuid?: string) =>
  `${gw.url}/api/config/${projectUuid}/stream?environmentUuid=${environmentUuid}${overrideUuid ? `&overrideUuid=${overrideUuid}` : ''}`;

async function connect(url: string): Promise<SseConnection> {
  const c = await openSse(url);
  open.push(c);
  return c;
}

const isConfig = (f: SseFrame) => f.event === 'config';

async function seeded() {
  const p = await gw.createProject('Live');
  const dev = p.env('development');
  const flag = await gw.createFlag(p.projectId, { name: 'Banner', type: 'string', value: 'v1' });
  return { p, dev, flag };
}

describe('config stream (Server-Sent Events)', () => {
  it('sends the stored document on connect, with its ETag as the event id', async () => {
    const { p, dev } = await seeded();
    const c = await connect(streamUrl(p.uuid, dev.uuid));
    expect(c.response.status).toBe(200);
    expect(c.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(c.response.headers.get('cache-control')).toMatch(/no-cache/);
    expect(c.response.headers.get('access-control-allow-origin')).toBe('*');
    const first = await c.next();
    expect(first.retry).toBe(2000);
    const ev = await c.next(isConfig, 'the config event');
    const stored = await gw.storedDoc(keys.config(p.uuid, dev.uuid));
    expect(ev.data).toBe(stored!.body);
    expect(ev.id).toBe(stored!.etag);
    expect(JSON.parse(ev.data).data.flags.banner).toMatchObject({ value: 'v1', source: 'default' });
  });

  it('sends a new event when the document changes, and none for a change that does not touch it', async () => {
    const { p, dev, flag } = await seeded();
    const c = await connect(streamUrl(p.uuid, dev.uuid));
    const first = await c.next(isConfig, 'the config event');

    // touches only staging: this stream must not hear of it
    await gw.run(p.projectId, {
      kind: 'SetEnvironmentVariable',
      environmentId: p.env('staging').id,
      flagKey: 'banner',
      setting: { value: 'staging only', enabled: true },
    });
    await gw.run(p.projectId, { kind: 'UpdateFeatureFlag', flagId: flag.id, value: 'v2' });

    const second = await c.next(isConfig, 'the changed config');
    expect(second.id).not.toBe(first.id);
    expect(JSON.parse(second.data).data.flags.banner.value).toBe('v2');
    const stored = await gw.storedDoc(keys.config(p.uuid, dev.uuid));
    expect(second.data).toBe(stored!.body);
    expect(second.id).toBe(stored!.etag);
    // exactly one config event since the first: the unrelated change sent nothing
    expect(c.frames.filter(isConfig)).toHaveLength(2);

    await gw.run(p.projectId, { kind: 'UpdateEnvironment', environmentId: dev.id, name: 'dev' });
    const third = await c.next(isConfig, 'the renamed environment');
    expect(JSON.parse(third.data).data.environment.name).toBe('dev');
  });

  it("sends the environment's document the moment an override expires", async () => {
    const { p, dev } = await seeded();
    // real time for this one: the hub's timer must fire on its own, no event happens
    const expiresAt = Date.now() + 1000;
    const o = await gw.createOverride(p.projectId, { name: 'Flash sale', environmentId: dev.id, featureFlagValues: { banner: { value: 'SALE' } }, expiresAt });
    const head = await gw.rt.store.headPosition();
    const c = await connect(streamUrl(p.uuid, dev.uuid, o.uuid));
    const active = await c.next(isConfig, 'the override config');
    const ovDoc = await gw.storedDoc(keys.config(p.uuid, dev.uuid, o.uuid));
    expect(active.data).toBe(ovDoc!.body);
    expect(JSON.parse(active.data).data.flags.banner).toMatchObject({ value: 'SALE', source: 'override' });

    const fallback = await c.next(isConfig, 'the fallback config');
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt);
    const envDoc = await gw.storedDoc(keys.config(p.uuid, dev.uuid));
    expect(fallback.data).toBe(envDoc!.body);
    expect(fallback.id).toBe(envDoc!.etag);
    expect(fallback.id).not.toBe(active.id);
    expect(await gw.rt.store.headPosition()).toBe(head);

    // after expiry the stream follows the environment
    await gw.run(p.projectId, { kind: 'SetEnvironmentVariable', environmentId: dev.id, flagKey: 'banner', setting: { value: 'dev value', enabled: true } });
    const next = await c.next(isConfig, 'the environment change');
    expect(JSON.parse(next.data).data.flags.banner).toMatchObject({ value: 'dev value', source: 'environment' });
  });

  it('sends heartbeats', async () => {
    const { p, dev } = await seeded();
    const c = await connect(streamUrl(p.uuid, dev.uuid));
    await c.next(isConfig, 'the config event');
    const hb = await c.next((f) => f.comments.includes('heartbeat'), 'a heartbeat');
    expect(hb.event).toBe('comment');
    const hb2 = await c.next((f) => f.comments.includes('heartbeat'), 'a second heartbeat');
    expect(hb2.event).toBe('comment');
  });

  it('forgets a client that disconnects', async () => {
    const { p, dev } = await seeded();
    // the previous tests' streams were closed by the client: the hub lets go of them
    await vi.waitFor(() => expect(gw.app.sse.size).toBe(0), { timeout: 10_000, interval: 20 });
    const clients = [
      await connect(streamUrl(p.uuid, dev.uuid)),
      await connect(streamUrl(p.uuid, p.env('staging').uuid)),
      await connect(streamUrl(p.uuid, dev.uuid)),
    ];
    for (const c of clients) await c.next(isConfig, 'the config event');
    expect(gw.app.sse.size).toBe(3);
    clients[0]!.close();
    await vi.waitFor(() => expect(gw.app.sse.size).toBe(2), { timeout: 10_000, interval: 20 });
    for (const c of clients) c.close();
    await vi.waitFor(() => expect(gw.app.sse.size).toBe(0), { timeout: 10_000, interval: 20 });
    // changes after the disconnect go nowhere and break nothing
    await gw.run(p.projectId, { kind: 'UpdateProject', name: 'Live 2' });
    const again = await connect(streamUrl(p.uuid, dev.uuid));
    expect(JSON.parse((await again.next(isConfig)).data).data.project.name).toBe('Live 2');
  });

  it('answers a malformed request with 400 JSON, and an unknown project with an error event', async () => {
    const { p, dev } = await seeded();
    const bad = await fetch(`${gw.url}/api/config/${p.uuid}/stream`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message: 'environmentUuid is required' } });

    const c = await connect(streamUrl(randomUUID(), dev.uuid));
    expect(c.response.status).toBe(200);
    const err = await c.next((f) => f.event === 'error', 'an error event');
    expect(JSON.parse(err.data)).toEqual({ error: { code: 'NOT_FOUND', message: 'Project not found' } });
  });
});
