/**
 * One contract for both automation stores (sqlite, and Redis when available): the queue keeps
 * each webhook's deliveries in order with one head at a time, checkpoints move with the queued
 * deliveries, the lease is exclusive, redeliveries keep their id, and the log pages newest first.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { describeWithRedis } from '@flagstream/projections/testing';
import type { AutomationStore, NewDelivery } from '../src/webhooks/store';
import { SqliteAutomationStore } from '../src/webhooks/sqliteStore';
import { RedisAutomationStore } from '../src/webhooks/redisStore';

const d = (webhookId: string, n: number, at = 1000): NewDelivery => ({
  id: `${webhookId}.e${n}`,
  webhookId,
  projectId: 'p1',
  eventId: `e${n}`,
  eventType: 'FeatureFlagToggled',
  position: n,
  payload: `{"n":${n}}`,
  createdAt: at,
});
const ok = (at: number) => ({ at, statusCode: 200, latencyMs: 3, error: null });
const bad = (at: number) => ({ at, statusCode: 500, latencyMs: 4, error: 'HTTP 500' });

function contract(open: () => Promise<AutomationStore>) {
  let store: AutomationStore;
  afterEach(async () => {
    await store?.close();
  });

  it('enqueue moves the checkpoint with the deliveries; due gives each webhook its oldest pending one', async () => {
    store = await open();
    expect(await store.checkpoint()).toBe(0);
    await store.enqueue([d('a', 1), d('b', 1), d('a', 2)], 7);
    expect(await store.checkpoint()).toBe(7);
    await store.enqueue([], 9);
    expect(await store.checkpoint()).toBe(9);
    const due = await store.due(1000, 10);
    expect(due.map((x) => x.id)).toEqual(['a.e1', 'b.e1']);
    expect(await store.due(999, 10)).toEqual([]);
    expect(await store.nextDue()).toBe(1000);
    // a retry later keeps a's queue behind its head: order per webhook holds
    await store.recordAttempt(due[0]!.seq, bad(1000), { status: 'pending', nextAttemptAt: 5000 });
    expect((await store.due(1000, 10)).map((x) => x.id)).toEqual(['b.e1']);
    expect(await store.nextDue()).toBe(1000);
    await store.recordAttempt(due[1]!.seq, ok(1000), { status: 'delivered', nextAttemptAt: 1000 });
    expect(await store.nextDue()).toBe(5000);
    const head = (await store.due(5000, 10))[0]!;
    expect(head).toMatchObject({ id: 'a.e1', attempts: 1, status: 'pending' });
    expect(head.history).toEqual([bad(1000)]);
    await store.recordAttempt(head.seq, ok(5000), { status: 'delivered', nextAttemptAt: 5000 });
    expect((await store.due(5000, 10)).map((x) => x.id)).toEqual(['a.e2']);
  });

  it('failed deliveries leave the queue; requeue sends the same id again at the end; postpone holds without an attempt', async () => {
    store = await open();
    await store.enqueue([d('a', 1), d('a', 2)], 2);
    const [first] = await store.due(1000, 10);
    await store.recordAttempt(first!.seq, bad(1000), { status: 'failed', nextAttemptAt: 1000 });
    const [second] = await store.due(1000, 10);
    expect(second!.id).toBe('a.e2');
    await store.postpone(second!.seq, 3000);
    expect(await store.due(2000, 10)).toEqual([]);
    expect((await store.due(3000, 10))[0]).toMatchObject({ id: 'a.e2', attempts: 0 });
    await store.recordAttempt(second!.seq, ok(3000), { status: 'delivered', nextAttemptAt: 3000 });
    const again = await store.requeue('a.e1', 4000);
    expect(again).toMatchObject({ id: 'a.e1', status: 'pending', redelivery: true, attempts: 0, payload: '{"n":1}' });
    expect((await store.due(4000, 10)).map((x) => x.seq)).toEqual([again!.seq]);
    expect((await store.latest('a.e1'))!.seq).toBe(again!.seq);
    expect(await store.requeue('nope', 1)).toBeNull();
    const log = await store.list('a', 2);
    expect(log.map((x) => x.id)).toEqual(['a.e1', 'a.e2']);
    expect((await store.list('a', 10, log[1]!.seq)).map((x) => [x.id, x.status])).toEqual([['a.e1', 'failed']]);
    await store.dropPending('a');
    expect(await store.due(9999, 10)).toEqual([]);
  });

  it('the lease belongs to one owner until it expires or is released', async () => {
    store = await open();
    expect(await store.acquireLease('w1', 60_000, 1000)).toBe(true);
    expect(await store.acquireLease('w2', 60_000, 1000)).toBe(false);
    expect(await store.acquireLease('w1', 60_000, 2000)).toBe(true);
    await store.releaseLease('w2');
    expect(await store.acquireLease('w2', 60_000, 2000)).toBe(false);
    await store.releaseLease('w1');
    expect(await store.acquireLease('w2', 60_000, 3000)).toBe(true);
  });

  it('remembers when tokens were last used', async () => {
    store = await open();
    await store.touchToken('t1', 100);
    await store.touchToken('t1', 200);
    expect(await store.tokensLastUsed(['t1', 't2'])).toEqual({ t1: 200 });
    expect(await store.tokensLastUsed([])).toEqual({});
  });
}

describe('sqlite automation store', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const x of dirs.splice(0)) rmSync(x, { recursive: true, force: true });
  });
  contract(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'flagstream-auto-'));
    dirs.push(dir);
    return new SqliteAutomationStore(join(dir, 'automation.db'));
  });
});

describeWithRedis('Redis automation store', (redisUrl) => {
  contract(async () => new RedisAutomationStore({ url: redisUrl(), prefix: `t${randomUUID().slice(0, 8)}:` }));
});
