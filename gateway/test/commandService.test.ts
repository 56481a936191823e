import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Actor, PlanCatalogue, ProjectCommand } from '@flagstream/domain';
import { DEFAULT_PLANS, DomainError, projectStreamId } from '@flagstream/domain';
import type { EventStore } from '@flagstream/eventstore';
import { openSqliteEventStore, verifyChain } from '@flagstream/eventstore';
import { CommandService } from '../src';

const owner: Actor = { id: 'u-owner', name: 'Olivia Owner', email: 'olivia@example.com' };
const opts = { actor: owner };

/** The free plan with room for many flags, so that concurrency, not the cap, is under test. */
const roomy: PlanCatalogue = { plans: DEFAULT_PLANS.plans.map((p) => (p.isFreePlan ? { ...p, featureMaxFeatureFlags: 1000 } : p)) };

let dir: string;
let store: EventStore;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'flagstream-cmd-'));
  store = await openSqliteEventStore({ file: join(dir, 'events.db') });
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const createProject = (svc: CommandService, projectId = 'p1') =>
  svc.project(projectId, { kind: 'CreateProject', projectId, name: 'Checkout', description: 'Payments' }, opts);

async function settle<T>(work: Promise<T>[]) {
  const results = await Promise.allSettled(work);
  const ok = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const errors = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason as unknown);
  return { ok, errors };
}

describe('command service', () => {
  it('given a new project, when a flag is created, then the events are stamped, chained and positioned', async () => {
    const svc = new CommandService({ store });
    const created = await createProject(svc);
    expect(created.events.map((e) => e.type)).toEqual(['ProjectCreated', 'EnvironmentCreated', 'EnvironmentCreated', 'EnvironmentCreated']);
    const flag = await svc.project(
      'p1',
      { kind: 'CreateFeatureFlag', name: 'New Checkout', type: 'boolean', value: true },
      { actor: owner, correlationId: 'req-1' },
    );
    expect(flag.events).toHaveLength(1);
    const [ev] = flag.events;
    expect(ev!.revision).toBe(4);
    expect(flag.position).toBe(ev!.position);
    expect(ev!.position).toBeGreaterThan(created.position);
    expect(ev!.metadata).toMatchObject({ actor: { id: owner.id, name: owner.name }, correlationId: 'req-1', schemaVersion: 1 });
    expect(ev!.metadata.prevHash).toBe(created.events[3]!.metadata.hash);
    expect(ev!.metadata.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(flag.state.flags[(ev!.data as { flagId: string }).flagId]?.key).toBe('new_checkout');
    const all = await store.readStream(projectStreamId('p1'));
    expect(verifyChain(all)).toMatchObject({ ok: true, count: 5 });
  });

  it('given a rejected command, then nothing is appended and the error keeps its code', async () => {
    const svc = new CommandService({ store });
    await createProject(svc);
    const before = await store.headPosition();
    await expect(svc.project('p1', { kind: 'CreateFeatureFlag', name: '   ', type: 'boolean' }, opts)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(svc.project('p1', { kind: 'DeleteProject' }, { actor: { id: 'stranger', name: 'S' } })).rejects.toMatchObject({ code: 'PROJECT_NOT_FOUND' });
    expect(await store.headPosition()).toBe(before);
  });

  it('given a decision with no change, then nothing is appended and position is 0', async () => {
    const svc = new CommandService({ store });
    await createProject(svc);
    const r = await svc.project('p1', { kind: 'UpdateProject', name: 'Checkout' }, opts);
    expect(r).toMatchObject({ events: [], position: 0, revision: 3 });
  });

  it('given a beforeAppend check that refuses, then nothing is appended and its error is thrown; a decision with no change never asks', async () => {
    let asked = 0;
    let refuse = false;
    const svc = new CommandService({
      store,
      beforeAppend: async () => {
        asked++;
        if (refuse) throw new Error('read store down');
      },
    });
    await createProject(svc);
    expect(asked).toBe(1);
    refuse = true;
    const before = await store.headPosition();
    await expect(svc.project('p1', { kind: 'UpdateProject', name: 'Renamed' }, opts)).rejects.toThrow('read store down');
    expect(await store.headPosition()).toBe(before);
    await svc.project('p1', { kind: 'UpdateProject', name: 'Checkout' }, opts);
    expect(asked).toBe(2);
  });

  it('given another gateway wrote to the stream, when this one decides, then it tops up its cached state first', async () => {
    const a = new CommandService({ store });
    const b = new CommandService({ store });
    await createProject(a);
    await b.project('p1', { kind: 'CreateFeatureFlag', name: 'Dark Mode', type: 'boolean' }, opts);
    // a's cache is at revision 3; the key must still be seen as taken.
    await expect(a.project('p1', { kind: 'CreateFeatureFlag', name: 'Dark Mode', type: 'boolean' }, opts)).rejects.toMatchObject({
      code: 'FLAG_KEY_TAKEN',
      message: 'This key is already used in this project',
    });
  });

  it('given 50 concurrent commands through two gateways, then nothing is lost, no key is duplicated and the cap holds', async () => {
    const a = new CommandService({ store });
    const b = new CommandService({ store });
    await createProject(a);
    // 25 keys, each attempted twice, once through each gateway; the Free plan allows 10 flags.
    const work = Array.from({ length: 50 }, (_, i) => {
      const svc = i % 2 === 0 ? a : b;
      const cmd: ProjectCommand = { kind: 'CreateFeatureFlag', name: `Flag ${Math.floor(i / 2)}`, type: 'boolean' };
      return svc.project('p1', cmd, opts);
    });
    const { ok, errors } = await settle(work);
    expect(ok.length + errors.length).toBe(50);
    for (const e of errors) {
      expect(e).toBeInstanceOf(DomainError);
      expect(['FLAG_KEY_TAKEN', 'PLAN_LIMIT_REACHED']).toContain((e as DomainError).code);
    }
    const events = await store.readStream(projectStreamId('p1'));
    const created = events.filter((e) => e.type === 'FeatureFlagCreated').map((e) => (e.data as { key: string }).key);
    expect(created).toHaveLength(10);
    expect(ok).toHaveLength(10);
    expect(new Set(created).size).toBe(created.length);
    expect(events.map((e) => e.revision)).toEqual(events.map((_, i) => i));
    expect(verifyChain(events).ok).toBe(true);
  });

  it('given 50 concurrent distinct changes through two gateways, then every one of them lands', async () => {
    const a = new CommandService({ store, plans: roomy });
    const b = new CommandService({ store, plans: roomy });
    await createProject(a);
    const { ok, errors } = await settle(
      Array.from({ length: 50 }, (_, i) => (i % 2 ? a : b).project('p1', { kind: 'CreateFeatureFlag', name: `Feature ${i}`, type: 'number', value: i }, opts)),
    );
    expect(errors).toEqual([]);
    expect(ok).toHaveLength(50);
    const events = await store.readStream(projectStreamId('p1'));
    const values = events
      .filter((e) => e.type === 'FeatureFlagCreated')
      .map((e) => (e.data as { value: number }).value)
      .sort((x, y) => x - y);
    expect(values).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect(verifyChain(events).ok).toBe(true);
  });

  it('given concurrent acceptances at the team cap, then the cap is never exceeded', async () => {
    const svc = new CommandService({ store });
    const other = new CommandService({ store });
    await createProject(svc);
    const hash = (i: number) => i.toString(16).padStart(64, '0');
    // twelve invitations (pending ones take no seat), then twelve acceptances at once
    const invited: string[] = [];
    for (let i = 0; i < 12; i++) {
      const r = await svc.project('p1', { kind: 'AddTeamMember', userId: `u${i}`, role: 'developer' }, opts);
      invited.push((r.events[0]!.data as { invitationId: string }).invitationId);
    }
    const { ok } = await settle(
      invited.map((invitationId, i) =>
        (i % 2 ? svc : other).project(
          'p1',
          { kind: 'AcceptInvitation', invitationId },
          { actor: { id: `u${i}`, name: `User ${i}`, email: `u${i}@example.com` } },
        ),
      ),
    );
    expect(ok).toHaveLength(3); // Free: 3 team members
    await expect(svc.project('p1', { kind: 'InviteMember', email: 'late@example.com', tokenHash: hash(1) }, opts)).rejects.toMatchObject({
      code: 'PLAN_LIMIT_REACHED',
    });
  });
});
