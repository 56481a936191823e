import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { EventStoreUnavailableError, WrongExpectedVersionError, type EventStore } from '../src/port';
import { DuplicateEventIdError, SqliteEventStore, openSqliteEventStore } from '../src/sqlite/sqliteEventStore';
import { eventually, newEvent, readAllPages, runEventStoreContract, streamName } from './contract';

const here = dirname(fileURLToPath(import.meta.url));
const tempDirs: string[] = [];
const openStores: EventStore[] = [];

function tempFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'flagstream-es-'));
  tempDirs.push(dir);
  // A nested path also checks that parent directories are created.
  return join(dir, 'nested', 'dir', 'events.db');
}

function open(file: string, options: { pollIntervalMs?: number; busyTimeoutMs?: number } = {}): SqliteEventStore {
  const store = openSqliteEventStore({ file, ...options });
  openStores.push(store);
  return store;
}

afterEach(async () => {
  await Promise.all(openStores.splice(0).map((s) => s.close()));
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

runEventStoreContract('sqlite file', async () => {
  const file = tempFile();
  const stores = [openSqliteEventStore({ file })];
  return {
    store: stores[0]!,
    reopen: async () => {
      const store = openSqliteEventStore({ file });
      stores.push(store);
      return store;
    },
    cleanup: async () => {
      await Promise.all(stores.map((s) => s.close()));
      rmSync(dirname(dirname(dirname(file))), { recursive: true, force: true });
    },
  };
});

runEventStoreContract('sqlite :memory:', async () => {
  const store = openSqliteEventStore({ file: ':memory:' });
  return { store, cleanup: () => store.close() };
});

describe('SqliteEventStore', () => {
  it('creates parent directories and runs in WAL mode', async () => {
    const file = tempFile();
    const store = open(file);
    await store.append(streamName('wal'), [newEvent('A')], -1);
    expect(existsSync(file)).toBe(true);
    const raw = new Database(file, { readonly: true });
    try {
      expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    } finally {
      raw.close();
    }
    expect(existsSync(`${file}-wal`)).toBe(true);
  });

  it('starts empty: head 0, nothing to read', async () => {
    const store = open(tempFile());
    expect(await store.headPosition()).toBe(0);
    expect(await store.readAll()).toEqual([]);
  });

  it('reads the global log one bounded page at a time (default 1000)', async () => {
    const store = open(':memory:');
    const s = streamName('big');
    for (let i = 0; i < 25; i++) {
      await store.append(
        s,
        Array.from({ length: 100 }, (_, j) => newEvent(`E${i}.${j}`)),
        i * 100 - 1,
      );
    }
    const page = await store.readAll();
    expect(page).toHaveLength(1000);
    expect(page[0]!.revision).toBe(0);
    const { events, pages } = await readAllPages(store, 0, 1000);
    expect(pages).toEqual([1000, 1000, 500]);
    expect(events.map((e) => e.revision)).toEqual(Array.from({ length: 2500 }, (_, i) => i));
  });

  it('lets the event loop run between pages of a replay', async () => {
    const store = open(':memory:');
    await store.append(
      streamName('replay'),
      Array.from({ length: 10 }, (_, i) => newEvent(`E${i}`)),
      -1,
    );
    let otherWorkRan = false;
    setImmediate(() => (otherWorkRan = true));
    // Without a macrotask turn inside readAll, awaiting it would only run microtasks.
    expect(await store.readAll({ maxCount: 1 })).toHaveLength(1);
    expect(otherWorkRan).toBe(true);
  });

  it('shows a second instance on the same file (another process) the first one’s appends, through readAll and onAppended', async () => {
    const file = tempFile();
    const writer = open(file);
    const watcher = open(file, { pollIntervalMs: 10 });
    const seen: number[] = [];
    watcher.onAppended((p) => seen.push(p));

    const s = streamName('shared');
    const first = await writer.append(s, [newEvent('A'), newEvent('B')], -1);
    await eventually(() => seen.includes(first.position));
    const second = await writer.append(s, [newEvent('C')], 1);
    await eventually(() => seen.includes(second.position));

    expect((await watcher.readAll()).map((e) => e.id)).toEqual([...first.events, ...second.events].map((e) => e.id));
    expect(await watcher.streamRevision(s)).toBe(2);
    // And the other way round: the watcher's append conflicts with a stale writer.
    await watcher.append(s, [newEvent('D')], 2);
    await expect(writer.append(s, [newEvent('E')], 2)).rejects.toBeInstanceOf(WrongExpectedVersionError);
  });

  it('turns a UNIQUE(stream, revision) race into WrongExpectedVersionError and appends nothing', async () => {
    // Simulates a writer that slipped in between our revision check and our insert.
    class StaleCheck extends SqliteEventStore {
      protected override currentRevisionInTransaction(): number {
        return -1;
      }
    }
    const store = new StaleCheck({ file: ':memory:' });
    openStores.push(store);
    const s = streamName('unique');
    await store.append(s, [newEvent('A'), newEvent('B')], -1);
    const error = await store.append(s, [newEvent('C')], -1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WrongExpectedVersionError);
    expect(error).toMatchObject({ streamId: s, expected: -1, actual: 1 });
    expect((await store.readStream(s)).map((e) => e.type)).toEqual(['A', 'B']);
  });

  it('rejects an event id that is already stored, appending nothing', async () => {
    const store = open(':memory:');
    const event = newEvent('A');
    await store.append(streamName('dup'), [event], -1);
    const other = streamName('dup');
    await expect(store.append(other, [newEvent('B'), event], -1)).rejects.toBeInstanceOf(DuplicateEventIdError);
    expect(await store.streamRevision(other)).toBe(-1);
  });

  it('reports a write lock held past busy_timeout as EventStoreUnavailableError', async () => {
    const file = tempFile();
    const store = open(file, { busyTimeoutMs: 100 });
    await store.append(streamName('busy'), [newEvent('A')], -1);
    const other = new Database(file);
    try {
      other.exec('BEGIN IMMEDIATE');
      const started = Date.now();
      await expect(store.append(streamName('busy'), [newEvent('B')], -1)).rejects.toBeInstanceOf(EventStoreUnavailableError);
      expect(Date.now() - started).toBeLessThan(3000);
      // Readers are not blocked by a writer under WAL.
      expect(await store.headPosition()).toBeGreaterThan(0);
      other.exec('ROLLBACK');
      await store.append(streamName('busy'), [newEvent('C')], -1);
    } finally {
      other.close();
    }
  });

  it('waits for a write lock held elsewhere without blocking the process, and appends once it is released', async () => {
    const file = tempFile();
    const store = open(file, { busyTimeoutMs: 60_000 });
    const stream = streamName('wait');
    await store.append(stream, [newEvent('A')], -1);
    const other = new Database(file);
    try {
      other.exec('BEGIN IMMEDIATE');
      let settled = false;
      const pending = store.append(stream, [newEvent('B')], 0).finally(() => (settled = true));
      // the event loop keeps turning while the append waits (sqlite's own busy handler would block it)
      for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 10));
      expect(await store.headPosition()).toBe(1);
      expect(settled).toBe(false);
      other.exec('ROLLBACK');
      expect((await pending).revision).toBe(1);
    } finally {
      other.close();
    }
  });

  it('rejects malformed arguments with a TypeError', async () => {
    const store = open(':memory:');
    await expect(store.append('', [newEvent('A')], -1)).rejects.toBeInstanceOf(TypeError);
    await expect(store.append('s', [newEvent('A')], -2)).rejects.toBeInstanceOf(TypeError);
    await expect(store.append('s', [newEvent('A')], 1.5)).rejects.toBeInstanceOf(TypeError);
    await expect(store.append('s', [{ ...newEvent('A'), type: '' }], -1)).rejects.toBeInstanceOf(TypeError);
    await expect(store.append('s', [newEvent('A', { n: 1n })], -1)).rejects.toBeInstanceOf(TypeError);
    await expect(store.readAll({ after: -1 })).rejects.toBeInstanceOf(TypeError);
    expect(await store.streamRevision('s')).toBe(-1);
  });

  it('loses and duplicates nothing while a real child process appends to the same file', async () => {
    const file = tempFile();
    const parent = open(file, { pollIntervalMs: 10 });
    const s = streamName('multiprocess');
    await parent.append(s, [newEvent('Opened')], -1); // creates the schema before the child starts
    const notified: number[] = [];
    parent.onAppended((p) => notified.push(p));

    const perProcess = 150;
    const worker = join(here, 'fixtures', 'appendWorker.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', worker, file, s, String(perProcess), 'child'], {
      cwd: resolve(here, '..'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolveExit) => child.on('close', resolveExit));
    await eventually(() => stdout.includes('ready') || child.exitCode !== null, 20_000);

    let parentConflicts = 0;
    for (let i = 0; i < perProcess; i++) {
      const event = newEvent('ParentAppended', { tag: 'parent', i });
      for (;;) {
        const revision = await parent.streamRevision(s);
        await new Promise((r) => setImmediate(r)); // as the child: a decision between read and append
        try {
          await parent.append(s, [event], revision);
          break;
        } catch (error) {
          if (!(error instanceof WrongExpectedVersionError)) throw error;
          parentConflicts++;
        }
      }
    }
    expect(await exited, stderr).toBe(0);
    const childReport = JSON.parse(stdout.trim().split('\n').at(-1)!) as { tag: string; conflicts: number };
    expect(childReport.tag).toBe('child');

    const events = await parent.readStream(s);
    expect(events).toHaveLength(1 + 2 * perProcess);
    expect(events.map((e) => e.revision)).toEqual(Array.from({ length: events.length }, (_, i) => i));
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
    for (const tag of ['parent', 'child']) {
      const numbers = events.filter((e) => (e.data as { tag?: string }).tag === tag).map((e) => (e.data as { i: number }).i);
      expect(numbers).toEqual(Array.from({ length: perProcess }, (_, i) => i));
    }
    const all = (await readAllPages(parent, 0, 64)).events;
    expect(all.map((e) => e.id)).toEqual(events.map((e) => e.id));
    // The child's last append reaches the parent through polling.
    const head = await parent.headPosition();
    await eventually(() => notified.includes(head));
    // Informative: how often the two processes actually collided.
    console.info(`cross-process conflicts: parent ${parentConflicts}, child ${childReport.conflicts}`);
  });
});
