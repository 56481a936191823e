/**
 * Webhook deliveries survive a crash (issue 19): a gateway process is SIGKILLed while a delivery
 * is in flight (the receiver holds it open) and more are queued behind it; after a restart on
 * the same files every event is delivered, none is lost, in order, and the delivery that was
 * interrupted comes again with the same delivery id (receivers drop duplicates by it).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { Child } from './support/processes';
import { startGatewayProcess } from './support/processes';
import { profile, signIn } from './support/restClient';
import type { Receiver } from './support/webhookReceiver';
import { startReceiver } from './support/webhookReceiver';

const WAIT = { timeout: 30_000, interval: 25 };

let dir: string;
let env: Record<string, string>;
let gw: Child | null = null;
let rx: Receiver;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'flagstream-webhooks-restart-'));
  env = {
    EVENTSTORE_SQLITE_FILE: join(dir, 'events.db'),
    DEV_AUTH_KEY_DIR: join(dir, 'keys'),
    PUBLIC_URL: 'http://localhost:4000',
    RATE_LIMIT_WRITES_PER_MINUTE: '100000',
    WEBHOOKS_ALLOW_PRIVATE: 'true',
    WEBHOOKS_RETRY_BASE_MS: '20',
    WEBHOOKS_RETRY_MAX_MS: '200',
    // long enough that the held delivery is still in flight when the process dies
    WEBHOOKS_TIMEOUT_MS: '60000',
  };
  rx = await startReceiver();
}, 120_000);

afterAll(async () => {
  await gw?.kill();
  await rx?.close();
  rmSync(dir, { recursive: true, force: true });
});

it('kill -9 mid-delivery, restart: every event delivered in order, the interrupted one again with the same delivery id', async () => {
  rx.respond = (n) => (n === 0 ? 'hang' : 200);
  gw = await startGatewayProcess(env, { bundle: true });
  const owner = await signIn(gw.url, profile('owner'));
  const P = await owner.must('POST', '/projects', { data: { name: 'Crash', description: 'd', settings: { environments: ['development'] } } });
  const flag = await owner.must('POST', '/feature-flags', { data: { name: 'Kill Switch', project: P.id } });
  const w = await owner.must('POST', `/projects/${P.id}/webhooks`, { data: { url: rx.url, events: ['FeatureFlagToggled'] } });
  rx.secrets.set(w.id, w.secret);
  for (let i = 0; i < 3; i++) await owner.must('POST', `/feature-flags/${flag.id}/toggle`);
  // the first delivery is held open by the receiver: the worker is mid-delivery, the others queued behind it
  await vi.waitFor(() => expect(rx.received).toHaveLength(1), WAIT);
  for (let i = 0; i < 3; i++) await owner.must('POST', `/feature-flags/${flag.id}/toggle`);
  const queued = await owner.data(`/webhooks/${w.id}/deliveries`);
  expect(queued.deliveries.every((d: any) => d.status === 'pending')).toBe(true);
  await gw.kill('SIGKILL');

  // Restarted on the same files: the queue and the worker's checkpoint are where they were.
  gw = await startGatewayProcess(env, { bundle: true });

  await vi.waitFor(() => expect(rx.received.filter((r) => r.status === 200)).toHaveLength(6), WAIT);
  const ok = rx.received.filter((r) => r.status === 200);
  expect(rx.received.every((r) => r.signatureValid)).toBe(true);
  // nothing lost, nothing out of order: six toggles, alternating, by position
  expect(ok.map((r) => r.body.event.after.enabled)).toEqual([false, true, false, true, false, true]);
  const positions = ok.map((r) => r.body.event.position);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
  expect(new Set(ok.map((r) => r.body.event.id)).size).toBe(6);
  // the interrupted delivery came again, with the same delivery id and body
  const first = rx.received[0]!;
  const repeats = rx.received.filter((r) => r.deliveryId === first.deliveryId);
  expect(repeats.length).toBeGreaterThanOrEqual(2);
  expect(new Set(repeats.map((r) => r.body.event.id)).size).toBe(1);
  // every duplicate anywhere carries the id of the delivery it repeats
  for (const r of rx.received) expect(r.deliveryId).toBe(`${w.id}.${r.body.event.id}`);
}, 120_000);
