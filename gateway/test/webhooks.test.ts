/**
 * Webhooks (issue 19) on one gateway with a local receiver: signed deliveries the receiver
 * verifies, filtered by event type, in order, retried after failures (a receiver failing five
 * times then recovering gets everything in order), redelivered with the same delivery id, held
 * while paused, logged (status, latency, response code), secrets never sent, and the SSRF guard.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestGateway } from './support/testGateway';
import { startTestGateway } from './support/testGateway';
import type { RestClient } from './support/restClient';
import { expectError, profile, signIn } from './support/restClient';
import { gql } from './support/gqlClient';
import type { Receiver } from './support/webhookReceiver';
import { receiverVerifies, startReceiver } from './support/webhookReceiver';
import { guardedLookup, isPrivateAddress, urlRefusal } from '../src/webhooks/ssrf';
import { backoffMs } from '../src/webhooks/worker';
import { signatureHeader, verifySignature } from '../src/webhooks/sender';

const WAIT = { timeout: 20_000, interval: 20 };

let dir: string;
let gw: TestGateway;
let owner: RestClient;
let rx: Receiver;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'flagstream-webhooks-'));
  gw = await startTestGateway({
    env: {
      DEV_AUTH_KEY_DIR: join(dir, 'keys'),
      RATE_LIMIT_WRITES_PER_MINUTE: '100000',
      WEBHOOKS_ALLOW_PRIVATE: 'true',
      WEBHOOKS_RETRY_BASE_MS: '10',
      WEBHOOKS_RETRY_MAX_MS: '100',
      WEBHOOKS_MAX_ATTEMPTS: '8',
    },
  });
  owner = await signIn(gw.url, profile('owner'));
});
afterAll(async () => {
  await gw?.close();
  rmSync(dir, { recursive: true, force: true });
});
afterEach(async () => {
  await rx?.close();
});

async function project(name: string) {
  const P = await owner.must('POST', '/projects', { data: { name, description: 'd', settings: { environments: ['development', 'production'] } } });
  const flag = await owner.must('POST', '/feature-flags', { data: { name: 'Dark Mode', project: P.id } });
  return { P, flag };
}

async function hook(projectId: string, url: string, events?: string[]) {
  const w = await owner.must('POST', `/projects/${projectId}/webhooks`, { data: { url, ...(events ? { events } : {}) } });
  rx.secrets.set(w.id, w.secret);
  return w;
}

describe('signed deliveries', () => {
  it('every subscribed event arrives once, signed with the webhook secret, in order, without secrets', async () => {
    rx = await startReceiver();
    const { P, flag } = await project('Signed');
    const all = await hook(P.id, rx.url);
    const toggles = await hook(P.id, rx.url, ['FeatureFlagToggled']);
    expect(all.secret).toMatch(/^whsec_/);
    await owner.must('POST', `/feature-flags/${flag.id}/toggle`);
    await owner.must('POST', `/feature-flags/${flag.id}/toggle`);
    await owner.must('POST', `/environments/${P.environments[0].id}/regenerate-api-key`);
    await vi.waitFor(() => {
      // (its own creation carries its secret: never delivered; the second webhook's creation neither)
      expect(rx.received.filter((r) => r.webhookId === all.id).map((r) => r.eventType)).toEqual([
        'FeatureFlagToggled',
        'FeatureFlagToggled',
        'EnvironmentApiKeyRegenerated',
      ]);
      expect(rx.received.filter((r) => r.webhookId === toggles.id).map((r) => r.eventType)).toEqual(['FeatureFlagToggled', 'FeatureFlagToggled']);
    }, WAIT);
    for (const r of rx.received) {
      expect(r.signatureValid, r.raw).toBe(true);
      expect(r.body.id).toBe(r.deliveryId);
      expect(r.body.project).toEqual({ id: P.id, name: 'Signed' });
    }
    const mine = rx.received.filter((r) => r.webhookId === all.id);
    expect(mine.map((r) => r.body.event.position)).toEqual([...mine.map((r) => r.body.event.position)].sort((a, b) => a - b));
    expect(mine[0]!.body.event).toMatchObject({
      type: 'FeatureFlagToggled',
      summary: 'Feature flag "Dark Mode" disabled',
      actor: { name: 'Owner Tester' },
      entity: { kind: 'flag', id: flag.id },
    });
    expect(mine[0]!.body.event.after.enabled).toBe(false);
    // secrets stay home: the regenerated key, the webhook secrets
    const apiKey = (await owner.data(`/environments/${P.environments[0].id}`)).api_key;
    const everything = rx.received.map((r) => r.raw).join('\n');
    expect(everything).not.toContain(apiKey);
    expect(everything).not.toContain(all.secret);
    expect(everything).not.toContain(toggles.secret);
    // a signature made with another secret, or too old, does not verify
    expect(receiverVerifies(toggles.secret, signatureHeader(all.secret, Date.now(), mine[0]!.raw), mine[0]!.raw)).toBe(false);
    expect(verifySignature(all.secret, signatureHeader(all.secret, Date.now() - 301_000, mine[0]!.raw), mine[0]!.raw)).toBe(false);
    expect(verifySignature(all.secret, signatureHeader(all.secret, Date.now(), mine[0]!.raw), mine[0]!.raw)).toBe(true);
  });

  it('a receiver failing 5 times then recovering gets everything, in order; the log shows status, latency and response codes', async () => {
    rx = await startReceiver();
    rx.respond = (n) => (n < 5 ? 500 : 200);
    const { P, flag } = await project('Flaky');
    const w = await hook(P.id, rx.url, ['FeatureFlagToggled', 'FeatureFlagUpdated']);
    for (let i = 0; i < 4; i++) await owner.must('POST', `/feature-flags/${flag.id}/toggle`);
    await owner.must('PUT', `/feature-flags/${flag.id}`, { data: { description: 'last' } });
    await vi.waitFor(() => expect(rx.received.filter((r) => r.status === 200)).toHaveLength(5), WAIT);
    const ok = rx.received.filter((r) => r.status === 200);
    expect(ok.map((r) => r.eventType)).toEqual(['FeatureFlagToggled', 'FeatureFlagToggled', 'FeatureFlagToggled', 'FeatureFlagToggled', 'FeatureFlagUpdated']);
    expect(ok.map((r) => r.body.event.after.enabled)).toEqual([false, true, false, true, true]);
    // the five failures were all the first delivery, retried with the same id: order held
    expect(new Set(rx.received.slice(0, 6).map((r) => r.deliveryId)).size).toBe(1);
    const log = await owner.data(`/webhooks/${w.id}/deliveries`);
    expect(log.deliveries).toHaveLength(5);
    expect(log.deliveries.every((d: any) => d.status === 'delivered' && d.responseCode === 200 && typeof d.latencyMs === 'number')).toBe(true);
    const first = log.deliveries[log.deliveries.length - 1];
    expect(first.attempts).toBe(6);
    expect(first.history.map((h: any) => h.statusCode)).toEqual([500, 500, 500, 500, 500, 200]);
    expect(first.history[0].error).toBe('HTTP 500');
  });

  it('redeliver sends the same delivery (same id and body) again; a paused webhook gets nothing until resumed', async () => {
    rx = await startReceiver();
    const { P, flag } = await project('Again');
    const w = await hook(P.id, rx.url, ['FeatureFlagToggled']);
    await owner.must('POST', `/feature-flags/${flag.id}/toggle`);
    await vi.waitFor(() => expect(rx.received).toHaveLength(1), WAIT);
    const first = rx.received[0]!;
    const again = await owner.must('POST', `/webhooks/${w.id}/deliveries/${encodeURIComponent(first.deliveryId)}/redeliver`);
    expect(again).toMatchObject({ id: first.deliveryId, status: 'pending', redelivery: true });
    await vi.waitFor(() => expect(rx.received).toHaveLength(2), WAIT);
    expect(rx.received[1]!.deliveryId).toBe(first.deliveryId);
    expect(rx.received[1]!.raw).toBe(first.raw);
    expect((await owner.data(`/webhooks/${w.id}/deliveries/${encodeURIComponent(first.deliveryId)}`)).payload.id).toBe(first.deliveryId);

    // paused: events of the pause are not delivered (as with GitHub's inactive hooks); later ones are
    await owner.must('PUT', `/webhooks/${w.id}`, { data: { active: false } });
    const skipped = await owner.must('POST', `/feature-flags/${flag.id}/toggle`);
    await owner.must('PUT', `/webhooks/${w.id}`, { data: { active: true } });
    await owner.must('POST', `/feature-flags/${flag.id}/toggle`);
    await vi.waitFor(() => expect(rx.received).toHaveLength(3), WAIT);
    expect(skipped.enabled).toBe(true);
    expect(rx.received[2]!.body.event.after.enabled).toBe(false);
    expect((await owner.data(`/webhooks/${w.id}/deliveries`)).deliveries.map((d: any) => d.status)).toEqual(['delivered', 'delivered', 'delivered']);
    expectError(await owner.post(`/webhooks/${w.id}/deliveries/nope/redeliver`), 404, 'WEBHOOK_DELIVERY_NOT_FOUND');
  });

  it('a rotated secret signs the next deliveries; history records webhook changes without the secret', async () => {
    rx = await startReceiver();
    const { P, flag } = await project('Rotate');
    const w = await hook(P.id, rx.url, ['FeatureFlagToggled']);
    const rotated = await owner.must('POST', `/webhooks/${w.id}/rotate-secret`);
    expect(rotated.secret).not.toBe(w.secret);
    rx.secrets.set(w.id, rotated.secret);
    await owner.must('POST', `/feature-flags/${flag.id}/toggle`);
    await vi.waitFor(() => expect(rx.received).toHaveLength(1), WAIT);
    expect(rx.received[0]!.signatureValid).toBe(true);
    const history = JSON.stringify(await owner.data(`/projects/${P.id}/history`));
    expect(history).toContain('Signing secret of the webhook');
    expect(history).not.toContain(w.secret);
    expect(history).not.toContain(rotated.secret);
  });
});

describe('who may manage webhooks, and bad input', () => {
  it('a developer sees the list without secrets and may not manage; bad URLs and events are clear 400s', async () => {
    rx = await startReceiver();
    const { P } = await project('Perms');
    const w = await hook(P.id, rx.url);
    const dev = await signIn(gw.url, profile('dev'));
    const inv = await owner.must('POST', `/projects/${P.id}/invite`, { email: dev.profile!.email, role: 'developer' });
    await dev.must('POST', `/invitations/${inv.token}/accept`);
    expect((await dev.data(`/projects/${P.id}/webhooks`))[0]).toMatchObject({ id: w.id, secret: null });
    // over GraphQL a webhook names its Project (and projectId); REST keeps { id, name }
    expect(w.project).toEqual({ id: P.id, name: 'Perms' });
    const listed = await gql(
      gw.url,
      'query ($p: ID!) { webhooks(projectId: $p) { id projectId project { __typename id name role } } }',
      { p: P.id },
      dev.token,
    );
    expect(listed.errors).toBeUndefined();
    expect(listed.data.webhooks).toEqual([{ id: w.id, projectId: P.id, project: { __typename: 'Project', id: P.id, name: 'Perms', role: 'developer' } }]);
    const one = await gql(gw.url, 'query ($w: ID!) { webhook(id: $w) { projectId project { id role } } }', { w: w.id }, owner.token);
    expect(one.errors).toBeUndefined();
    expect(one.data.webhook).toEqual({ projectId: P.id, project: { id: P.id, role: 'owner' } });
    expectError(await dev.get(`/webhooks/${w.id}/deliveries`), 403, 'FORBIDDEN');
    expectError(await dev.post(`/projects/${P.id}/webhooks`, { data: { url: rx.url } }), 403, 'FORBIDDEN');
    expectError(await owner.post(`/projects/${P.id}/webhooks`, { data: { url: 'ftp://x.example.com' } }), 400, 'VALIDATION_FAILED', /http or https/);
    expectError(await owner.post(`/projects/${P.id}/webhooks`, { data: { url: 'https://x.example.com', events: ['nope'] } }), 400, 'VALIDATION_FAILED');
    expectError(
      await owner.post(`/projects/${P.id}/webhooks`, { data: { url: 'https://x.example.com', events: [] } }),
      400,
      'VALIDATION_FAILED',
      /Choose at least one event type/,
    );
    expectError(await owner.post(`/projects/${P.id}/webhooks`, { data: { url: `https://x.example.com/${'a'.repeat(2100)}` } }), 400, 'VALIDATION_FAILED');
    expectError(await owner.get('/webhooks/nope'), 404, 'WEBHOOK_NOT_FOUND');
  });
});

describe('SSRF guard', () => {
  it('refuses loopback, private, link-local and reserved addresses, literal or resolved', async () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '224.0.0.1',
    ]) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) expect(isPrivateAddress(a), a).toBe(false);
    expect(urlRefusal('http://127.0.0.1:9/x', false)).toMatch(/loopback, private or reserved/);
    expect(urlRefusal('http://[::1]/x', false)).toMatch(/loopback/);
    expect(urlRefusal('http://localhost:3000/x', false)).toMatch(/local name/);
    expect(urlRefusal('https://hooks.example.com/x', false)).toBeNull();
    expect(urlRefusal('http://127.0.0.1/x', true)).toBeNull();
    // a name is judged by what it resolves to, when connecting
    const refused = await new Promise<Error | null>((ok) => guardedLookup(false)('localhost', {}, (err) => ok(err)));
    expect(refused?.message).toMatch(/refused to connect to (127\.0\.0\.1|::1)/);
    const allowed = await new Promise<Error | null>((ok) => guardedLookup(true)('localhost', {}, (err) => ok(err)));
    expect(allowed).toBeNull();
  });

  it('a gateway without WEBHOOKS_ALLOW_PRIVATE refuses a private target with WEBHOOK_URL_NOT_ALLOWED', async () => {
    const strict = await startTestGateway({ env: { DEV_AUTH_KEY_DIR: join(dir, 'keys2'), WEBHOOKS_WORKER: '0' } });
    try {
      const o = await signIn(strict.url, profile('strict'));
      const P = await o.must('POST', '/projects', { data: { name: 'Strict', description: 'd', settings: { environments: ['development'] } } });
      expectError(await o.post(`/projects/${P.id}/webhooks`, { data: { url: 'http://127.0.0.1:8080/hook' } }), 400, 'WEBHOOK_URL_NOT_ALLOWED');
      expectError(await o.post(`/projects/${P.id}/webhooks`, { data: { url: 'http://169.254.169.254/latest' } }), 400, 'WEBHOOK_URL_NOT_ALLOWED');
      expect((await o.post(`/projects/${P.id}/webhooks`, { data: { url: 'https://hooks.example.com/flagstream' } })).status).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('backoff doubles, is capped, and is jittered', () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n, 1000, 5000, () => 1))).toEqual([1000, 2000, 4000, 5000]);
    expect([1, 2, 3, 4].map((n) => backoffMs(n, 1000, 5000, () => 0))).toEqual([500, 1000, 2000, 2500]);
  });
});
