import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Actor, ProjectEvent, ProjectState } from '@flagstream/domain';
import { fold, paymentDecider, projectDecider, userDecider } from '@flagstream/domain';
import type { SqliteEventStore } from '@flagstream/eventstore';
import { openSqliteEventStore } from '@flagstream/eventstore';
import { describeWithRedis } from '@flagstream/projections/testing';
import { Redis } from 'ioredis';
import type { ActivityItem, ProjectSnapshot, ReadStore, ResyncEvent, RunnerOptions, ServedDoc } from '../src';
import { etagOf, keys, MemoryReadStore, ProjectionRunner, RedisReadStore, WaitTimeoutError } from '../src';
import { dump, TrackingReadStore } from './support/stores';
import { DEV, GONE, INVITE_TOKEN, DOOMED_INVITE_TOKEN, IVY, ORDER_ID, OTHER, PENDING_INVITE_TOKEN, writeHistory } from './support/history';
import { byName, EventWriter, flagId, OWNER, sha256Hex } from './support/writer';

const iso = (ms: number) => new Date(ms).toISOString();

interface Served {
  raw: string;
  doc: ServedDoc;
  /** the parsed response body */
  body: any;
}

async function served(read: ReadStore, key: string): Promise<Served> {
  const raw = await read.get(key);
  if (raw === null) throw new Error(`no document at ${key}`);
  const doc = JSON.parse(raw) as ServedDoc;
  return { raw, doc, body: JSON.parse(doc.body) };
}

/** Every served/indexed key rendered for a project in a state (its config, OFREP and API-key documents). */
function projectDocKeys(s: ProjectState): string[] {
  const out = [keys.configProject(s.uuid)];
  for (const env of Object.values(s.environments)) {
    out.push(keys.config(s.uuid, env.uuid), keys.ofrep(env.uuid), keys.apiKey(sha256Hex(env.apiKey)));
    for (const o of Object.values(s.overrides)) if (o.environmentId === env.id) out.push(keys.config(s.uuid, env.uuid, o.uuid), keys.ofrep(env.uuid, o.uuid));
  }
  return out;
}

function runnerSuite(name: string, makeStore: () => ReadStore): void {
  describe(`ProjectionRunner over ${name}`, () => {
    let dir: string;
    let store: SqliteEventStore;
    let w: EventWriter;
    const runners: ProjectionRunner[] = [];
    const reads: TrackingReadStore[] = [];

    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), 'flagstream-runner-'));
      store = openSqliteEventStore({ file: join(dir, 'events.db') });
      w = new EventWriter(store);
    });

    afterEach(async () => {
      for (const r of runners.splice(0)) await r.stop();
      for (const r of reads.splice(0)) await r.close();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    });

    const newRead = (): TrackingReadStore => {
      const t = new TrackingReadStore(makeStore());
      reads.push(t);
      return t;
    };
    const newRunner = (read: ReadStore, o: RunnerOptions = {}): ProjectionRunner => {
      const r = new ProjectionRunner(store, read, { retryMs: 20, ...o });
      runners.push(r);
      return r;
    };
    const startFresh = async (o: RunnerOptions = {}) => {
      const read = newRead();
      const runner = newRunner(read, o);
      await runner.start();
      return { read, runner };
    };
    const stateOf = (id: string) => w.projectState(id);

    describe('builds the read models from a history', () => {
      let read: TrackingReadStore;
      let runner: ProjectionRunner;
      let head: number;
      let launchWeekExpiresAt: number;
      let s: ProjectState;
      const env = (n: string) => byName(s.environments, n);
      const override = (n: string) => byName(s.overrides, n);

      beforeEach(async () => {
        ({ head, launchWeekExpiresAt } = await writeHistory(w));
        ({ read, runner } = await startFresh());
        s = await stateOf('p1');
      });

      it('catches up to the head of the store and records it as the checkpoint', async () => {
        expect(runner.position).toBe(head);
        expect(await read.checkpoint()).toBe(head);
        expect(await store.headPosition()).toBe(head);
      });

      it('state:{projectId} is the stream folded with projectDecider, at the position of its last event', async () => {
        for (const id of ['p1', 'p2', 'p3']) {
          const events = await store.readStream(`project-${id}`);
          const snap = JSON.parse((await read.get(keys.projectSnapshot(id)))!) as ProjectSnapshot;
          expect(snap.state).toEqual(
            fold(
              projectDecider,
              events.map((e) => ({ type: e.type, data: e.data }) as ProjectEvent),
            ),
          );
          expect(snap.position).toBe(events.at(-1)!.position);
        }
        expect(s.status).toBe('active');
      });

      it('cfg:{projectUuid}:{envUuid} holds the spec public config response with its ETag', async () => {
        const dev = env('development');
        const { doc, body } = await served(read, keys.config(s.uuid, dev.uuid));
        const lateFlag = Object.values(s.flags).find((f) => f.key === 'late_flag')!;
        expect(body).toEqual({
          success: true,
          data: {
            project: { id: s.uuid, slug: 'checkout-service', name: 'Checkout Service' },
            environment: { id: dev.uuid, name: 'development', slug: 'development' },
            flags: {
              new_checkout: {
                key: 'new_checkout',
                name: 'New Checkout',
                type: 'boolean',
                enabled: true,
                value: true,
                source: 'default',
                rollout_percentage: 100,
              },
              banner_text: {
                key: 'banner_text',
                name: 'Banner Text',
                type: 'string',
                enabled: true,
                value: 'Hello',
                source: 'default',
                rollout_percentage: 100,
              },
              max_items: { key: 'max_items', name: 'Max Items', type: 'number', enabled: true, value: 50, source: 'environment', rollout_percentage: 100 },
              theme: { key: 'theme', name: 'Theme', type: 'json', enabled: true, value: { color: 'blue' }, source: 'default', rollout_percentage: 100 },
              beta_mode: { key: 'beta_mode', name: 'Beta Mode', type: 'boolean', enabled: false, value: true, source: 'default', rollout_percentage: 0 },
              late_flag: { key: 'late_flag', name: 'Late Flag', type: 'boolean', enabled: true, value: false, source: 'default', rollout_percentage: 100 },
            },
            // the newest change in this response is the late flag's creation
            meta: { total_flags: 6, active_flags: 5, override_count: 0, last_updated: iso(lateFlag.updatedAt) },
          },
        });
        // flags in creation order, so the bytes are stable
        expect(Object.keys(body.data.flags)).toEqual(['new_checkout', 'banner_text', 'max_items', 'theme', 'beta_mode', 'late_flag']);
        expect(doc.etag).toBe(etagOf(doc.body));
        expect(doc.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
        expect(doc).toMatchObject({ expiresAt: null, fallback: null });

        // one document per environment, each with its own ETag
        const etags = new Set<string>();
        for (const e of Object.values(s.environments)) {
          const d = await served(read, keys.config(s.uuid, e.uuid));
          expect(d.body.data.environment).toEqual({ id: e.uuid, name: e.name, slug: e.slug });
          expect(d.doc.etag).toBe(etagOf(d.doc.body));
          etags.add(d.doc.etag);
        }
        expect(etags.size).toBe(Object.keys(s.environments).length);
        expect(await read.get(keys.configProject(s.uuid))).toBe('p1');
      });

      it('resolves flag default < environment value < override, saying which in `source`', async () => {
        const maxItems = async (key: string) => (await served(read, key)).body.data.flags.max_items;
        const prod = env('production');
        const launch = override('Launch Week');
        expect(await maxItems(keys.config(s.uuid, env('staging').uuid))).toMatchObject({ value: 10, source: 'default' });
        expect(await maxItems(keys.config(s.uuid, prod.uuid))).toMatchObject({ value: 20, source: 'environment' });
        expect(await maxItems(keys.config(s.uuid, prod.uuid, launch.uuid))).toMatchObject({ value: 99, source: 'override' });

        const prodDoc = (await served(read, keys.config(s.uuid, prod.uuid))).body;
        expect(prodDoc.data.flags.new_checkout).toMatchObject({ value: false, enabled: true, source: 'environment' });
        const o = (await served(read, keys.config(s.uuid, prod.uuid, launch.uuid))).body;
        expect(o.data.flags.new_checkout).toMatchObject({ value: true, enabled: true, source: 'override' });
        expect(o.data.flags.banner_text).toMatchObject({ value: 'Hello', source: 'default' });
        expect(o.data.meta).toMatchObject({ total_flags: 6, active_flags: 5, override_count: 2 });
      });

      it('override documents carry their expiry and the document to fall back to', async () => {
        const prod = env('production');
        const launch = override('Launch Week');
        expect(launch.expiresAt).toBe(launchWeekExpiresAt);
        const cfg = await served(read, keys.config(s.uuid, prod.uuid, launch.uuid));
        expect(cfg.doc.expiresAt).toBe(launchWeekExpiresAt);
        expect(cfg.doc.fallback).toBe(keys.config(s.uuid, prod.uuid));
        expect(cfg.doc.etag).toBe(etagOf(cfg.doc.body));
        expect(cfg.body.data.override).toEqual({ id: launch.uuid, name: 'Launch Week', expires_at: iso(launchWeekExpiresAt) });
        const envDoc = await served(read, keys.config(s.uuid, prod.uuid));
        expect(cfg.doc.etag).not.toBe(envDoc.doc.etag);

        const ofrep = await served(read, keys.ofrep(prod.uuid, launch.uuid));
        expect(ofrep.doc.expiresAt).toBe(launchWeekExpiresAt);
        expect(ofrep.doc.fallback).toBe(keys.ofrep(prod.uuid));
      });

      it('an inactive override serves its environment document', async () => {
        const staging = env('staging');
        const paused = override('Paused Test');
        expect(paused.isActive).toBe(false);
        expect(await read.get(keys.config(s.uuid, staging.uuid, paused.uuid))).toBe(await read.get(keys.config(s.uuid, staging.uuid)));
        expect(await read.get(keys.ofrep(staging.uuid, paused.uuid))).toBe(await read.get(keys.ofrep(staging.uuid)));
        const body = (await served(read, keys.config(s.uuid, staging.uuid, paused.uuid))).body;
        expect(body.data.flags.banner_text).toMatchObject({ value: 'Staging!', source: 'environment' });
      });

      it('ofrep:{envUuid} evaluates every flag (a disabled flag carries no value, reason DISABLED: the SDK falls back to its default)', async () => {
        const { doc, body } = await served(read, keys.ofrep(env('development').uuid));
        expect(doc.etag).toBe(etagOf(doc.body));
        const byKey = Object.fromEntries((body.flags as Array<{ key: string }>).map((f) => [f.key, f]));
        expect(byKey.beta_mode).toMatchObject({ reason: 'DISABLED' });
        expect(byKey.beta_mode).not.toHaveProperty('value');
        expect(byKey.max_items).toMatchObject({ value: 50, reason: 'STATIC', variant: 'environment' });
        expect(Object.keys(byKey)).toHaveLength(6);
      });

      it('apikey:{sha256(key)} leads to the project and environment, for the server key and the client key', async () => {
        for (const e of Object.values(s.environments)) {
          expect(e.apiKey).toMatch(/^fs_server_/);
          expect(e.clientKey).toMatch(/^fs_client_/);
          expect(JSON.parse((await read.get(keys.apiKey(sha256Hex(e.apiKey))))!)).toEqual({
            projectId: 'p1',
            projectUuid: s.uuid,
            environmentId: e.id,
            environmentUuid: e.uuid,
            kind: 'server',
          });
          expect(JSON.parse((await read.get(keys.apiKey(sha256Hex(e.clientKey!))))!)).toEqual({
            projectId: 'p1',
            projectUuid: s.uuid,
            environmentId: e.id,
            environmentUuid: e.uuid,
            kind: 'client',
          });
          // the secrets themselves never name a document
          expect(await read.get(keys.apiKey(e.apiKey))).toBeNull();
          expect(await read.get(keys.apiKey(e.clientKey!))).toBeNull();
        }
      });

      it('userprojects:{userId} lists the projects of owners and members, without removed members or deleted projects', async () => {
        const members = async (a: Actor) => (await read.members(keys.userProjects(a.id))).sort();
        expect(await members(OWNER)).toEqual(['p1']);
        expect(await members(DEV)).toEqual(['p1']);
        expect(await members(IVY)).toEqual(['p1']);
        expect(await members(GONE)).toEqual([]);
        expect(await members(OTHER)).toEqual(['p2']);
      });

      it('invite:{tokenHash} leads to the invitation; a deleted project takes its invitations along', async () => {
        const invitationOf = (st: ProjectState, token: string) => Object.values(st.invitations).find((i) => i.tokenHash === sha256Hex(token))!;
        for (const token of [INVITE_TOKEN, PENDING_INVITE_TOKEN]) {
          expect(JSON.parse((await read.get(keys.invitation(sha256Hex(token))))!)).toEqual({ projectId: 'p1', invitationId: invitationOf(s, token).id });
        }
        expect(await read.get(keys.invitation(sha256Hex(DOOMED_INVITE_TOKEN)))).toBeNull();
      });

      it('activity:{projectId} keeps the newest 50 events, newest first, typed and coloured as the spec says', async () => {
        const events = await store.readStream('project-p1');
        expect(events.length).toBeGreaterThan(50);
        const items = JSON.parse((await read.get(keys.activity('p1')))!) as ActivityItem[];
        expect(items).toHaveLength(50);
        expect(items.map((i) => i.id)).toEqual(
          events
            .slice(-50)
            .reverse()
            .map((e) => e.id),
        );
        const expected: Record<string, [string, string]> = {
          FeatureFlagCreated: ['flag_created', 'green'],
          EnvironmentCreated: ['environment_deployed', 'blue'],
          EnvironmentUpdated: ['environment_deployed', 'blue'],
          MemberJoined: ['member_added', 'purple'],
          ProjectCreated: ['project_created', 'orange'],
        };
        const byId = new Map(events.map((e) => [e.id, e]));
        for (const item of items) {
          const ev = byId.get(item.id)!;
          const [type, colour] = expected[ev.type] ?? ['other', 'grey'];
          expect(item).toMatchObject({ type, colour, timestamp: ev.metadata.at, actor: ev.metadata.actor, position: ev.position });
          expect(item.description.length).toBeGreaterThan(0);
        }
        expect(new Set(items.map((i) => i.colour))).toEqual(new Set(['green', 'blue', 'purple', 'grey']));
        expect(items[0]).toMatchObject({ type: 'flag_created', description: 'Feature flag "Late Flag" created' });

        const p2 = JSON.parse((await read.get(keys.activity('p2')))!) as ActivityItem[];
        expect(p2.map((i) => [i.type, i.colour])).toEqual([
          ['flag_created', 'green'],
          ['environment_deployed', 'blue'],
          ['project_created', 'orange'],
        ]);
        expect(p2[2]).toMatchObject({ description: 'Project "Other Project" created', actor: { id: OTHER.id, name: OTHER.name } });
      });

      it('user:{id} and payment:{orderId} hold the folded user and payment', async () => {
        for (const a of [OWNER, IVY]) {
          const events = await store.readStream(`user-${a.id}`);
          expect(JSON.parse((await read.get(keys.user(a.id)))!)).toEqual({
            state: fold(
              userDecider as never,
              events.map((e) => ({ type: e.type, data: e.data })),
            ),
            position: events.at(-1)!.position,
          });
        }
        const owner = JSON.parse((await read.get(keys.user(OWNER.id)))!);
        expect(owner.state).toMatchObject({ exists: true, profile: { fullName: OWNER.name, email: OWNER.email }, preferences: { theme: 'dark' } });

        const events = await store.readStream(`payment-${ORDER_ID}`);
        const payment = JSON.parse((await read.get(keys.payment(ORDER_ID)))!);
        expect(payment).toEqual({
          state: fold(
            paymentDecider as never,
            events.map((e) => ({ type: e.type, data: e.data })),
          ),
          position: events.at(-1)!.position,
        });
        expect(payment.state).toMatchObject({ status: 'confirmed', recorded: { projectId: 'p1', planId: 'starter', amount: 19 } });
      });

      it('a deleted project has no served documents', async () => {
        const p3 = await stateOf('p3');
        expect(p3.status).toBe('deleted');
        const docKeys = projectDocKeys(p3);
        expect(docKeys.length).toBeGreaterThan(3);
        expect(await read.getMany(docKeys)).toEqual(docKeys.map(() => null));
      });

      it('replaying from an earlier checkpoint changes no document', async () => {
        const before = await dump(read);
        await runner.stop();
        for (const earlier of [Math.floor(head / 2), 1, 0]) {
          await read.commit([], earlier);
          expect(await read.checkpoint()).toBe(earlier);
          const from = read.commits.length;
          const replay = newRunner(read, { pageSize: 10 });
          await replay.start();
          expect(replay.position).toBe(head);
          expect(read.commits.length).toBeGreaterThan(from);
          expect(read.writesSince(from)).toEqual([]);
          expect(await dump(read)).toEqual(before);
          await replay.stop();
        }
      });
    });

    describe('waitFor', () => {
      it('resolves once an append is projected (read-your-writes)', async () => {
        const { head } = await writeHistory(w, { toggles: 0 });
        const { read, runner } = await startFresh();
        await runner.waitFor(head); // already there
        const s = await stateOf('p1');
        const dev = byName(s.environments, 'development');
        const r = await w.project('p1', { kind: 'ToggleFeatureFlag', flagId: flagId(s, 'theme') });
        expect(r.position).toBeGreaterThan(head);
        await runner.waitFor(r.position);
        expect(runner.position).toBeGreaterThanOrEqual(r.position);
        expect((await served(read, keys.config(s.uuid, dev.uuid))).body.data.flags.theme.enabled).toBe(false);

        // several writes in a row, waiting only for the last
        let last = 0;
        for (let i = 0; i < 5; i++)
          last = (
            await w.project('p1', { kind: 'SetEnvironmentVariable', environmentId: dev.id, flagKey: 'max_items', setting: { value: 100 + i, enabled: true } })
          ).position;
        await runner.waitFor(last);
        expect((await served(read, keys.config(s.uuid, dev.uuid))).body.data.flags.max_items.value).toBe(104);
      });

      it('rejects with WaitTimeoutError when the position is not reached in time', async () => {
        const { head } = await writeHistory(w, { toggles: 0 });
        const { runner } = await startFresh();
        const error = await runner.waitFor(head + 1000, 50).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(WaitTimeoutError);
        expect((error as WaitTimeoutError).code).toBe('PROJECTION_TIMEOUT');
      });
    });

    describe('ETags', () => {
      let read: TrackingReadStore;
      let runner: ProjectionRunner;
      let s: ProjectState;
      const env = (n: string) => byName(s.environments, n);

      beforeEach(async () => {
        await writeHistory(w, { toggles: 0 });
        ({ read, runner } = await startFresh());
        s = await stateOf('p1');
      });

      const apply = async (cmd: Parameters<EventWriter['project']>[1], projectId = 'p1') => {
        const r = await w.project(projectId, cmd);
        expect(r.position).toBeGreaterThan(0);
        await runner.waitFor(r.position);
      };
      /** Runs a change and returns the document at `key` before and after it. */
      const around = async (key: string, change: () => Promise<void>) => {
        const before = await served(read, key);
        await change();
        const after = await served(read, key);
        expect(after.doc.etag).toBe(etagOf(after.doc.body));
        return { before, after };
      };

      it('change on a flag definition change (name, toggle)', async () => {
        const key = keys.config(s.uuid, env('development').uuid);
        let { before, after } = await around(key, () => apply({ kind: 'UpdateFeatureFlag', flagId: flagId(s, 'banner_text'), name: 'Banner Copy' }));
        expect(after.doc.etag).not.toBe(before.doc.etag);
        expect(after.body.data.flags.banner_text.name).toBe('Banner Copy');
        ({ before, after } = await around(key, () => apply({ kind: 'ToggleFeatureFlag', flagId: flagId(s, 'theme') })));
        expect(after.doc.etag).not.toBe(before.doc.etag);
        expect(after.body.data.flags.theme.enabled).toBe(false);
      });

      it('change on an environment value change, in that environment only', async () => {
        const devKey = keys.config(s.uuid, env('development').uuid);
        const stagingBefore = await served(read, keys.config(s.uuid, env('staging').uuid));
        const { before, after } = await around(devKey, () =>
          apply({ kind: 'SetEnvironmentVariable', environmentId: env('development').id, flagKey: 'banner_text', setting: { value: 'Dev!', enabled: true } }),
        );
        expect(after.doc.etag).not.toBe(before.doc.etag);
        expect(after.body.data.flags.banner_text).toMatchObject({ value: 'Dev!', source: 'environment' });
        expect((await served(read, keys.config(s.uuid, env('staging').uuid))).raw).toBe(stagingBefore.raw);

        const reset = await around(devKey, () =>
          apply({ kind: 'SetEnvironmentVariable', environmentId: env('development').id, flagKey: 'banner_text', setting: null }),
        );
        expect(reset.after.doc.etag).not.toBe(reset.before.doc.etag);
        expect(reset.after.body.data.flags.banner_text).toMatchObject({ value: 'Hello', source: 'default' });
      });

      it('change on an override change; an override switched off serves the environment document', async () => {
        const launch = byName(s.overrides, 'Launch Week');
        const prod = env('production');
        const key = keys.config(s.uuid, prod.uuid, launch.uuid);
        const envDoc = await served(read, keys.config(s.uuid, prod.uuid));
        const { before, after } = await around(key, () =>
          apply({ kind: 'UpdateOverride', overrideId: launch.id, featureFlagValues: { max_items: { value: 77, enabled: true } } }),
        );
        expect(after.doc.etag).not.toBe(before.doc.etag);
        expect(after.body.data.flags.max_items).toMatchObject({ value: 77, source: 'override' });
        expect(after.body.data.flags.new_checkout).toMatchObject({ value: false, source: 'environment' });
        // the environment's own document did not move
        expect((await served(read, keys.config(s.uuid, prod.uuid))).raw).toBe(envDoc.raw);

        const off = await around(key, () => apply({ kind: 'ToggleOverride', overrideId: launch.id }));
        expect(off.after.doc.etag).not.toBe(off.before.doc.etag);
        expect(off.after.raw).toBe(envDoc.raw);
      });

      it('change on a project rename, in every environment', async () => {
        const envKeys = Object.values(s.environments).map((e) => keys.config(s.uuid, e.uuid));
        const before = await Promise.all(envKeys.map((k) => served(read, k)));
        await apply({ kind: 'UpdateProject', name: 'Checkout Platform' });
        for (const [i, k] of envKeys.entries()) {
          const after = await served(read, k);
          expect(after.doc.etag).not.toBe(before[i]!.doc.etag);
          expect(after.doc.etag).toBe(etagOf(after.doc.body));
          expect(after.body.data.project).toEqual({ id: s.uuid, slug: 'checkout-platform', name: 'Checkout Platform' });
        }
      });

      it('change on an environment rename', async () => {
        const dev = env('development');
        const { before, after } = await around(keys.config(s.uuid, dev.uuid), () =>
          apply({ kind: 'UpdateEnvironment', environmentId: dev.id, name: 'Dev EU' }),
        );
        expect(after.doc.etag).not.toBe(before.doc.etag);
        expect(after.body.data.environment).toEqual({ id: dev.uuid, name: 'Dev EU', slug: 'dev-eu' });
      });

      it('change on a flag deletion', async () => {
        const { before, after } = await around(keys.config(s.uuid, env('development').uuid), () =>
          apply({ kind: 'DeleteFeatureFlag', flagId: flagId(s, 'theme') }),
        );
        expect(after.doc.etag).not.toBe(before.doc.etag);
        expect(after.body.data.flags.theme).toBeUndefined();
        expect(after.body.data.meta.total_flags).toBe(before.body.data.meta.total_flags - 1);
      });

      it('do not change, and nothing of the project is rewritten, when an unrelated project changes', async () => {
        const p1Keys = [...projectDocKeys(s), keys.projectSnapshot('p1'), keys.activity('p1')];
        const before = await read.getMany(p1Keys);
        const from = read.commits.length;
        const p2 = await stateOf('p2');
        const r = await w.project('p2', { kind: 'ToggleFeatureFlag', flagId: flagId(p2, 'dark_mode') }, OTHER);
        await runner.waitFor(r.position);
        expect(read.writesSince(from).map((x) => x.key)).toContain(keys.config(p2.uuid, byName(p2.environments, 'live').uuid));
        expect(read.writesSince(from).filter((x) => p1Keys.includes(x.key))).toEqual([]);
        expect(await read.getMany(p1Keys)).toEqual(before);
      });
    });

    describe('deletions', () => {
      let read: TrackingReadStore;
      let runner: ProjectionRunner;
      let s: ProjectState;

      beforeEach(async () => {
        await writeHistory(w, { toggles: 0 });
        ({ read, runner } = await startFresh());
        s = await stateOf('p1');
      });

      it('deleting an environment deletes its config, OFREP, API-key and override documents', async () => {
        const prod = byName(s.environments, 'production');
        const launch = byName(s.overrides, 'Launch Week');
        const gone = [
          keys.config(s.uuid, prod.uuid),
          keys.ofrep(prod.uuid),
          keys.apiKey(sha256Hex(prod.apiKey)),
          keys.config(s.uuid, prod.uuid, launch.uuid),
          keys.ofrep(prod.uuid, launch.uuid),
        ];
        expect((await read.getMany(gone)).every((v) => v !== null)).toBe(true);
        const r = await w.project('p1', { kind: 'DeleteEnvironment', environmentId: prod.id });
        await runner.waitFor(r.position);
        expect(await read.getMany(gone)).toEqual(gone.map(() => null));
        const after = await stateOf('p1');
        const kept = projectDocKeys(after);
        expect((await read.getMany(kept)).every((v) => v !== null)).toBe(true);
      });

      it('deleting a project removes all its served documents, index entries and invitations', async () => {
        const docKeys = projectDocKeys(s);
        expect((await read.getMany(docKeys)).every((v) => v !== null)).toBe(true);
        const r = await w.project('p1', { kind: 'DeleteProject' });
        await runner.waitFor(r.position);
        expect(await read.getMany(docKeys)).toEqual(docKeys.map(() => null));
        for (const a of [OWNER, DEV, IVY]) expect(await read.members(keys.userProjects(a.id))).not.toContain('p1');
        expect(await read.members(keys.userProjects(OTHER.id))).toEqual(['p2']);
        for (const token of [INVITE_TOKEN, PENDING_INVITE_TOKEN]) expect(await read.get(keys.invitation(sha256Hex(token)))).toBeNull();
        const snap = JSON.parse((await read.get(keys.projectSnapshot('p1')))!) as ProjectSnapshot;
        expect(snap.state.status).toBe('deleted');
        expect(snap.keys).toEqual([]);
      });
    });

    describe('a failed commit', () => {
      const PAT: Actor = { id: 'u-pat', name: 'Pat', email: 'pat@example.com' };

      for (const mode of ['before', 'after'] as const) {
        const what = mode === 'before' ? 'refused by the store' : 'applied but not acknowledged';
        it(`(${what}) leaves the checkpoint and documents as they were, and the next wake recovers to a clean rebuild`, async () => {
          await writeHistory(w, { toggles: 0 });
          const errors: unknown[] = [];
          let failed!: () => void;
          const failedOnce = new Promise<void>((r) => (failed = r));
          const read = newRead();
          // no retry within the test: recovery comes from the next wake
          const runner = newRunner(read, {
            retryMs: 60_000,
            onError: (e) => {
              errors.push(e);
              failed();
            },
          });
          await runner.start();
          const s = await stateOf('p1');
          const before = await dump(read);
          const checkpoint = await read.checkpoint();

          read.failNext = mode;
          // one append with an index change (the member joins) and a document change
          const r = await w.project('p1', { kind: 'AcceptInvitation', tokenHash: sha256Hex(PENDING_INVITE_TOKEN) }, PAT);
          await failedOnce;
          expect(errors).toHaveLength(1);
          expect(runner.position).toBe(checkpoint);
          if (mode === 'before') {
            // the dump now also covers the keys the failed batch tried to write: still absent
            const afterFailure = await dump(read);
            expect(afterFailure.checkpoint).toBe(checkpoint);
            expect(afterFailure.sets[keys.userProjects(PAT.id)]).toEqual([]);
            expect(afterFailure).toEqual({
              checkpoint,
              docs: Object.fromEntries(Object.keys(afterFailure.docs).map((k) => [k, before.docs[k] ?? null])),
              sets: Object.fromEntries(Object.keys(afterFailure.sets).map((k) => [k, before.sets[k] ?? []])),
            });
          }

          runner.wake();
          await runner.waitFor(r.position); // (waitFor would also wake it)
          expect(await read.members(keys.userProjects(PAT.id))).toEqual(['p1']);
          // and it goes on following the store with its warm caches
          const r2 = await w.project('p1', { kind: 'ToggleFeatureFlag', flagId: flagId(s, 'theme') });
          await runner.waitFor(r2.position);
          expect(errors).toHaveLength(1);

          const clean = newRead();
          await newRunner(clean).start();
          const all = [read, clean];
          expect(await dump(read, all)).toEqual(await dump(clean, all));
        });
      }
    });

    describe('rebuild and paging', () => {
      it('rebuild() from scratch equals the incremental result, and so does a fresh catch-up', async () => {
        const read = newRead();
        const runner = newRunner(read);
        await runner.start(); // on an empty store: every command below is projected as it is appended
        w.afterAppend = (position) => runner.waitFor(position);
        const { head } = await writeHistory(w);
        w.afterAppend = null;
        expect(read.commits.length).toBeGreaterThan(50);

        const fresh = newRead();
        await newRunner(fresh).start();
        const all = [read, fresh];
        const incremental = await dump(read, all);
        expect(incremental.checkpoint).toBe(head);
        expect(await dump(fresh, all)).toEqual(incremental);

        await runner.rebuild();
        expect(runner.position).toBe(head);
        expect(await dump(read, all)).toEqual(incremental);
      });

      it('rebuild() on a runner that was never started replays every page', async () => {
        const { head } = await writeHistory(w);
        const { read, runner } = await startFresh();
        const expected = await dump(read);
        await runner.stop();
        const offline = newRunner(read, { pageSize: 7 });
        await offline.rebuild();
        expect(offline.position).toBe(head);
        expect(await dump(read)).toEqual(expected);
      });

      it('reading in pages of 7 gives the same read models as pages of 2000', async () => {
        const { head } = await writeHistory(w);
        expect(head).toBeGreaterThan(90);
        const small = newRead();
        await newRunner(small, { pageSize: 7, batchEvents: 7 }).start();
        const big = newRead();
        await newRunner(big, { pageSize: 2000 }).start();
        // Catching up, small pages are applied together and flushed once per batch.
        const batched = newRead();
        await newRunner(batched, { pageSize: 7 }).start();
        expect(small.commits.length).toBe(Math.ceil(head / 7));
        expect(big.commits.length).toBe(1);
        expect(batched.commits.length).toBe(1);
        const checkpoints = small.commits.map((c) => c.checkpoint);
        expect(checkpoints).toEqual([...checkpoints].sort((a, b) => a - b));
        expect(checkpoints.at(-1)).toBe(head);
        const all = [small, big, batched];
        expect(await dump(small, all)).toEqual(await dump(big, all));
        expect(await dump(batched, all)).toEqual(await dump(big, all));
      });
    });
  });
}

runnerSuite('MemoryReadStore', () => new MemoryReadStore());

describeWithRedis('runner with Redis', (getUrl) => {
  let n = 0;
  runnerSuite('RedisReadStore', () => new RedisReadStore({ url: getUrl(), prefix: `runner-${process.pid}-${++n}:` }));

  describe('read models lost or moved under a running runner', () => {
    let dir: string;
    let store: SqliteEventStore;
    let w: EventWriter;
    const closing: Array<() => Promise<unknown>> = [];

    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), 'flagstream-runner-lost-'));
      store = openSqliteEventStore({ file: join(dir, 'events.db') });
      w = new EventWriter(store);
    });
    afterEach(async () => {
      for (const c of closing.splice(0).reverse()) await c();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    });

    const tracked = (prefix = `lost-${process.pid}-${++n}:`) => {
      const t = new TrackingReadStore(new RedisReadStore({ url: getUrl(), prefix }));
      closing.push(() => t.close());
      return { t, prefix };
    };
    /** What a FLUSHALL does to one deployment's keys (other suites may share this Redis). */
    const wipe = async (prefix: string) => {
      const admin = new Redis(getUrl());
      try {
        const doomed = await admin.keys(`${prefix}*`);
        if (doomed.length) await admin.del(...doomed);
      } finally {
        admin.disconnect();
      }
    };
    const until = async (cond: () => Promise<boolean> | boolean, what: string) => {
      for (let i = 0; i < 400; i++) {
        if (await cond()) return;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`timed out waiting for ${what}`);
    };

    it('an idle runner notices its read models vanished (FLUSHALL), tells caches to start over, and rebuilds them by itself', async () => {
      const { head } = await writeHistory(w);
      const { t: read, prefix } = tracked();
      const resyncs: ResyncEvent[] = [];
      const runner = new ProjectionRunner(store, read, { verifyEveryMs: 20, onResync: (e) => resyncs.push(e) });
      closing.push(() => runner.stop());
      await runner.start();
      const before = await dump(read);

      const observer = new RedisReadStore({ url: getUrl(), prefix });
      closing.push(() => observer.close());
      let resets = 0;
      const live = new Promise<void>((r) =>
        observer.onReset(() => {
          resets++;
          r();
        }),
      );
      await live;

      await wipe(prefix);
      await until(async () => resyncs.length > 0 && (await read.checkpoint()) === head, 'the rebuild');
      expect(resyncs).toEqual([{ action: 'rebuild', was: head, found: 0 }]);
      expect(await dump(read)).toEqual(before);
      expect(runner.position).toBe(head);
      await until(() => resets >= 2, 'the reset notice');
    });

    it('a runner that finds the checkpoint gone at its next commit rebuilds instead of writing on top of nothing', async () => {
      await writeHistory(w);
      const { t: read, prefix } = tracked();
      const resyncs: ResyncEvent[] = [];
      const runner = new ProjectionRunner(store, read, { verifyEveryMs: 0, onResync: (e) => resyncs.push(e) });
      closing.push(() => runner.stop());
      await runner.start();

      await wipe(prefix);
      const s = await w.projectState('p1');
      const r = await w.project('p1', { kind: 'ToggleFeatureFlag', flagId: flagId(s, 'theme') });
      await runner.waitFor(r.position);
      expect(resyncs).toEqual([{ action: 'rebuild', was: r.position - 1, found: 0 }]);

      const { t: clean } = tracked();
      const fresh = new ProjectionRunner(store, clean, { verifyEveryMs: 0 });
      closing.push(() => fresh.stop());
      await fresh.start();
      const all = [read, clean];
      expect(await dump(read, all)).toEqual(await dump(clean, all));
    });

    it('two runners on the same read models (a second projections process by mistake) never interleave commits: both end at the head, equal to a fresh build', async () => {
      await writeHistory(w, { toggles: 4 });
      const { t: a, prefix } = tracked();
      const { t: b } = tracked(prefix);
      const resyncs: ResyncEvent[] = [];
      const first = new ProjectionRunner(store, a, { verifyEveryMs: 10, onResync: (e) => resyncs.push(e) });
      const second = new ProjectionRunner(store, b, { verifyEveryMs: 10, onResync: (e) => resyncs.push(e) });
      closing.push(
        () => first.stop(),
        () => second.stop(),
      );
      await Promise.all([first.start(), second.start()]);
      const s = await w.projectState('p1');
      let last = 0;
      for (let i = 0; i < 30; i++) last = (await w.project('p1', { kind: 'ToggleFeatureFlag', flagId: flagId(s, 'theme') })).position;
      await Promise.all([first.waitFor(last), second.waitFor(last)]);
      expect(resyncs.every((e) => e.action === 'continue' && e.found > e.was)).toBe(true);

      const { t: clean } = tracked();
      const fresh = new ProjectionRunner(store, clean, { verifyEveryMs: 0 });
      closing.push(() => fresh.stop());
      await fresh.start();
      const all = [a, b, clean];
      expect(await dump(a, all)).toEqual(await dump(clean, all));
    });
  });
});
