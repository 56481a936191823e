import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { NewEvent } from '@flagstream/eventstore';
import { openSqliteEventStore } from '@flagstream/eventstore';
import { CommandService } from '@flagstream/gateway';
import { printFigure, section } from './report';

const payload = (i: number) => ({
  flagId: randomUUID(),
  key: `flag_${i}`,
  name: `Flag ${i}`,
  description: 'A realistic flag description of moderate length',
  type: 'boolean',
  value: i % 2 === 0,
  enabled: true,
  createdAt: Date.now(),
});
const event = (i: number): NewEvent => ({
  id: randomUUID(),
  type: 'FeatureFlagCreated',
  data: payload(i),
  metadata: {
    actor: { id: 'bench', name: 'Bench' },
    at: new Date().toISOString(),
    correlationId: randomUUID(),
    causationId: randomUUID(),
    schemaVersion: 1,
    prevHash: '',
    hash: '0'.repeat(64),
  },
});

/**
 * The reference: plain better-sqlite3 INSERTs of the same rows into the same table (same
 * columns, unique indexes and pragmas), without revision checks, hashing or notifications.
 */
function bareInsertRate(file: string, batch: number, batches: number): number {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec(
    'CREATE TABLE events(position INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT UNIQUE NOT NULL, stream_id TEXT NOT NULL, revision INTEGER NOT NULL, type TEXT NOT NULL, data TEXT NOT NULL, metadata TEXT NOT NULL, recorded_at INTEGER NOT NULL, UNIQUE(stream_id, revision))',
  );
  const ins = db.prepare('INSERT INTO events(id, stream_id, revision, type, data, metadata, recorded_at) VALUES (?,?,?,?,?,?,?)');
  const tx = db.transaction((rows: NewEvent[], stream: string, base: number) => {
    rows.forEach((r, j) => ins.run(r.id, stream, base + j, r.type, JSON.stringify(r.data), JSON.stringify(r.metadata), Date.now()));
  });
  const batchesOfEvents = Array.from({ length: batches }, (_, b) => Array.from({ length: batch }, (_, j) => event(b * batch + j)));
  const t0 = performance.now();
  batchesOfEvents.forEach((rows, b) => tx.immediate(rows, `s-${b % 100}`, Math.floor(b / 100) * batch));
  const secs = (performance.now() - t0) / 1000;
  db.close();
  return (batch * batches) / secs;
}

async function storeAppendRate(file: string, batch: number, batches: number): Promise<number> {
  const store = await openSqliteEventStore({ file });
  const revisions = new Map<string, number>();
  const batchesOfEvents = Array.from({ length: batches }, (_, b) => Array.from({ length: batch }, (_, j) => event(b * batch + j)));
  const t0 = performance.now();
  for (let b = 0; b < batches; b++) {
    const stream = `s-${b % 100}`;
    const expected = revisions.get(stream) ?? -1;
    const r = await store.append(stream, batchesOfEvents[b]!, expected);
    revisions.set(stream, r.revision);
  }
  const secs = (performance.now() - t0) / 1000;
  await store.close();
  return (batch * batches) / secs;
}

/** Cold load of one long project stream through the command service vs reading the same rows raw. */
async function coldLoad(dir: string, events: number) {
  const file = join(dir, 'cold.db');
  const store = await openSqliteEventStore({ file });
  const svc = new CommandService({
    store,
    plans: {
      plans: [
        {
          id: 'free',
          name: 'Free',
          description: '',
          monthyPrice: 0,
          yearlyPrice: 0,
          isFreePlan: true,
          planOrder: 0,
          featureMaxEnvironments: -1,
          featureMaxFeatureFlags: -1,
          featureMaxOverrides: -1,
          featureMaxTeamMembers: -1,
          featureHasWhitelabel: false,
        },
      ],
    },
  });
  const actor = { id: 'bench', name: 'Bench' };
  await svc.project('p', { kind: 'CreateProject', projectId: 'p', name: 'Bench', description: 'cold load' }, { actor });
  const flag = await svc.project('p', { kind: 'CreateFeatureFlag', name: 'Hot Flag', type: 'number', value: 0 }, { actor });
  const flagId = (flag.events[0]!.data as { flagId: string }).flagId;
  // Write the history directly in big batches (the command path would take minutes for 100k).
  let revision = flag.revision;
  for (let done = 0; done < events; ) {
    const n = Math.min(1000, events - done);
    const batch: NewEvent[] = Array.from({ length: n }, (_, j) => ({
      ...event(done + j),
      type: 'FeatureFlagUpdated',
      data: { flagId, value: done + j, updatedAt: Date.now() },
    }));
    revision = (await store.append('project-p', batch, revision)).revision;
    done += n;
  }
  await store.close();

  const reopened = await openSqliteEventStore({ file });
  const cold = new CommandService({ store: reopened });
  const t0 = performance.now();
  const loaded = await cold.load((await import('@flagstream/domain')).projectDecider, 'project-p');
  const ours = performance.now() - t0;
  await reopened.close();
  if (loaded.revision !== revision) throw new Error(`cold load stopped at ${loaded.revision}, expected ${revision}`);

  const db = new Database(file, { readonly: true });
  const t1 = performance.now();
  const rows = db.prepare('SELECT data, metadata FROM events WHERE stream_id = ? ORDER BY revision').all('project-p') as Array<{
    data: string;
    metadata: string;
  }>;
  let n = 0;
  for (const r of rows) {
    JSON.parse(r.data);
    JSON.parse(r.metadata);
    n++;
  }
  const bare = performance.now() - t1;
  db.close();
  if (n !== revision + 1) throw new Error('raw read mismatch');
  return { ours, bare };
}

export async function benchAppends(): Promise<void> {
  section('Event store (sqlite, WAL): appends');
  const dir = mkdtempSync(join(tmpdir(), 'flagstream-bench-'));
  try {
    for (const [batch, batches] of [
      [1, 5000],
      [100, 200],
    ] as const) {
      const ref = bareInsertRate(join(dir, `bare-${batch}.db`), batch, batches);
      const ours = await storeAppendRate(join(dir, `store-${batch}.db`), batch, batches);
      printFigure({
        name: `appends of ${batch} event${batch > 1 ? 's' : ''}`,
        value: ours / batch,
        unit: 'appends/s',
        reference: ref / batch,
        referenceName: 'plain INSERTs, same table',
        better: 'higher',
      });
      if (batch > 1)
        printFigure({
          name: `  (events in ${batch}-event appends)`,
          value: ours,
          unit: 'events/s',
          reference: ref,
          referenceName: 'plain INSERTs, same table',
          better: 'higher',
        });
    }
    section('Command service: cold load of a long project stream');
    const { ours, bare } = await coldLoad(dir, 100_000);
    printFigure({
      name: 'cold load, 100k-event project stream',
      value: ours,
      unit: 'ms',
      reference: bare,
      referenceName: 'raw SELECT + JSON.parse',
      better: 'lower',
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
