/**
 * Issue 15 (M6): one event a projection cannot apply, or one that cannot even be read, stops
 * only its own stream (quarantine), never the runner; an operator's skip or retry brings the
 * stream back; a damaged store file is one clear error, not a retry loop.
 */
import { closeSync, mkdtempSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProjectSnapshot } from '../src';
import { keys, MemoryReadStore, OPS_EVENTS, OPS_STREAM, ProjectionRunner } from '../src';
import type { QuarantineRecord, RepairRecord } from '../src';
import type { SqliteEventStore } from '@flagstream/eventstore';
import { EventStoreCorruptError, openSqliteEventStore, sealEvents } from '@flagstream/eventstore';
import { EventWriter, flagId } from './support/writer';

/** Appends an event as a writer would, whatever its content (a poison event, or an operator's instruction). */
async function appendRaw(store: SqliteEventStore, streamId: string, type: string, data: unknown): Promise<number> {
  const events = await store.readStream(streamId).catch(() => []);
  const last = events.at(-1);
  const sealed = sealEvents({
    streamId,
    revision: last?.revision ?? -1,
    prevHash: last?.metadata.hash ?? '',
    events: [
      {
        id: `raw-${Math.random().toString(36).slice(2)}`,
        type,
        data,
        metadata: { actor: { id: 'ops', name: 'Oscar Operator' }, at: new Date().toISOString(), correlationId: 'c', causationId: 'c', schemaVersion: 1 },
      },
    ],
  });
  return (await store.append(streamId, sealed, last?.revision ?? -1)).position;
}

describe('quarantine of poison events (M6)', () => {
  let dir: string;
  let file: string;
  let store: SqliteEventStore;
  let w: EventWriter;
  const runners: ProjectionRunner[] = [];

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'flagstream-quarantine-'));
    file = join(dir, 'events.db');
    store = openSqliteEventStore({ file });
    w = new EventWriter(store);
  });

  afterEach(async () => {
    for (const r of runners.splice(0)) await r.stop();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const runnerOf = (read = new MemoryReadStore()) => {
    const seen = { quarantined: [] as QuarantineRecord[], repaired: [] as RepairRecord[], errors: [] as unknown[] };
    const runner = new ProjectionRunner(store, read, {
      retryMs: 10,
      onQuarantine: (q) => seen.quarantined.push(q),
      onRepaired: (r) => seen.repaired.push(r),
      onError: (e) => seen.errors.push(e),
    });
    runners.push(runner);
    return { runner, read, seen };
  };

  /** Two projects; p1 gets a poison event between two good ones; p2 keeps changing after it. */
  async function history() {
    await w.project('p1', { kind: 'CreateProject', projectId: 'p1', name: 'Poisoned', description: 'one bad event' });
    await w.project('p2', { kind: 'CreateProject', projectId: 'p2', name: 'Healthy', description: 'another tenant' });
    const poison = await appendRaw(store, 'project-p1', 'ProjectUpdated', null);
    await w.project('p1', { kind: 'CreateFeatureFlag', name: 'After Poison', key: 'after_poison' }).catch(() => undefined);
    await w.project('p2', { kind: 'CreateFeatureFlag', name: 'Still Served', key: 'still_served' });
    return { poison };
  }

  it('an event the projection cannot apply quarantines its project only; the runner catches up and names the event', async () => {
    const { poison } = await history();
    const { runner, read, seen } = runnerOf();
    await runner.start();
    expect(runner.position).toBe(await store.headPosition());
    // the other tenant is whole, including what came after the poison event
    const p2 = JSON.parse((await read.get(keys.projectSnapshot('p2')))!) as ProjectSnapshot;
    expect(Object.values(p2.state.flags).map((f) => f.key)).toEqual(['still_served']);
    // p1 stopped just before it, and says why
    expect(seen.quarantined).toHaveLength(1);
    expect(seen.quarantined[0]).toMatchObject({
      streamId: 'project-p1',
      revision: await revisionOf('project-p1', poison),
      position: poison,
      type: 'ProjectUpdated',
    });
    expect(seen.quarantined[0]!.reason).toMatch(/\S/);
    const record = JSON.parse((await read.get(keys.quarantine('project-p1')))!) as QuarantineRecord;
    expect(record.position).toBe(poison);
    expect(await read.members(keys.quarantined)).toEqual(['project-p1']);
    const p1 = JSON.parse((await read.get(keys.projectSnapshot('p1')))!) as ProjectSnapshot;
    expect(p1.state.name).toBe('Poisoned');
    expect(p1.position).toBeLessThan(poison);
    expect(seen.errors).toEqual([]);
  });

  async function revisionOf(streamId: string, position: number): Promise<number> {
    return (await store.readStream(streamId)).find((e) => e.position === position)!.revision;
  }

  it('the quarantine survives a restart (a new runner on the same read models keeps it)', async () => {
    await history();
    const { runner, read } = runnerOf();
    await runner.start();
    await runner.stop();
    const again = runnerOf(read);
    await again.runner.start();
    expect(again.runner.quarantine.map((q) => q.streamId)).toEqual(['project-p1']);
  });

  it('an operator skip re-projects the stream without the poison event and lifts the quarantine', async () => {
    const { poison } = await history();
    const { runner, read, seen } = runnerOf();
    await runner.start();
    // the write side could not fold p1 past the poison either: append the flag now, raw
    const ops = await appendRaw(store, OPS_STREAM, OPS_EVENTS.skip, { position: poison, streamId: 'project-p1', reason: 'bad data, confirmed' });
    await appendRaw(store, 'project-p1', 'FeatureFlagCreated', {
      flagId: 'f-late',
      key: 'late',
      name: 'Late',
      description: '',
      type: 'boolean',
      value: true,
      enabled: true,
      createdAt: Date.now(),
    });
    await runner.waitFor(await store.headPosition());
    expect(seen.repaired).toEqual([{ streamId: 'project-p1', action: 'skip', position: ops, operator: 'Oscar Operator' }]);
    expect(await read.members(keys.quarantined)).toEqual([]);
    expect(await read.get(keys.quarantine('project-p1'))).toBeNull();
    const p1 = JSON.parse((await read.get(keys.projectSnapshot('p1')))!) as ProjectSnapshot;
    expect(p1.state.name).toBe('Poisoned');
    expect(Object.values(p1.state.flags).map((f) => f.key)).toEqual(['late']);
    expect(await read.members(keys.skippedEvents)).toEqual([String(poison)]);
  });

  it('an event whose stored data no longer parses is named (stream, revision, position) and quarantined; events after it are applied', async () => {
    await w.project('p1', { kind: 'CreateProject', projectId: 'p1', name: 'Damaged', description: 'one damaged row' });
    const flag = await w.project('p1', { kind: 'CreateFeatureFlag', name: 'Victim', key: 'victim' });
    await w.project('p2', { kind: 'CreateProject', projectId: 'p2', name: 'Healthy', description: 'another tenant' });
    await w.project('p2', { kind: 'CreateFeatureFlag', name: 'Still Served', key: 'still_served' });
    const damaged = flag.position;
    const db = new BetterSqlite3(file);
    db.prepare('UPDATE events SET data = ? WHERE position = ?').run('{"flagId": "oops', damaged);
    db.close();

    const { runner, read, seen } = runnerOf();
    await runner.start();
    expect(seen.quarantined).toEqual([expect.objectContaining({ streamId: 'project-p1', revision: flag.events[0]!.revision, position: damaged })]);
    expect(seen.quarantined[0]!.reason).toMatch(/not JSON/);
    const p2 = JSON.parse((await read.get(keys.projectSnapshot('p2')))!) as ProjectSnapshot;
    expect(Object.values(p2.state.flags).map((f) => f.key)).toEqual(['still_served']);

    // repaired by hand (e.g. from a backup), then retried: the stream is whole again
    const fix = new BetterSqlite3(file);
    fix.prepare('UPDATE events SET data = ? WHERE position = ?').run(JSON.stringify(flag.events[0]!.data), damaged);
    fix.close();
    await appendRaw(store, OPS_STREAM, OPS_EVENTS.retry, { streamId: 'project-p1' });
    await runner.waitFor(await store.headPosition());
    expect(seen.repaired.map((r) => r.action)).toEqual(['retry']);
    const p1 = JSON.parse((await read.get(keys.projectSnapshot('p1')))!) as ProjectSnapshot;
    expect(flagId(p1.state, 'victim')).toBeTruthy();
    expect(await read.members(keys.quarantined)).toEqual([]);
  });

  it('a damaged store file is one clear error at start (EventStoreCorruptError), not a retry loop', async () => {
    for (let i = 0; i < 300; i++) await w.project(`p${i}`, { kind: 'CreateProject', projectId: `p${i}`, name: `Project ${i}`, description: 'x'.repeat(200) });
    await store.close();
    // overwrite pages in the middle of the file with garbage
    const size = statSync(file).size;
    const fd = openSync(file, 'r+');
    writeSync(fd, Buffer.alloc(8192, 0xa5), 0, 8192, Math.floor(size / 2 / 4096) * 4096);
    closeSync(fd);
    store = openSqliteEventStore({ file });
    const { runner, seen } = runnerOf();
    let fatal: unknown;
    const started = runner.start().catch((e: unknown) => {
      fatal = e;
    });
    await started;
    expect(fatal).toBeInstanceOf(EventStoreCorruptError);
    expect((fatal as Error).message).toMatch(/damaged/);
    expect(seen.errors).toEqual([]);
    expect(runner.failure).toBe(fatal);
  });

  it('a file that is not a database at all is refused when it is opened', () => {
    const bad = join(dir, 'not-a-db.db');
    const fd = openSync(bad, 'w');
    writeSync(fd, Buffer.alloc(16384, 0x42));
    closeSync(fd);
    let error: unknown;
    try {
      openSqliteEventStore({ file: bad });
    } catch (e) {
      error = e;
    }
    expect((error as { code?: string }).code).toBe('EVENT_STORE_CORRUPT');
    expect((error as Error).message).toMatch(/damaged/);
  });
});
