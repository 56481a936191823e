import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EsdbEventStore } from '../src/esdb/esdbEventStore';
import { DEFAULT_SQLITE_FILE, eventStoreConfigFromEnv, openEventStoreFromEnv } from '../src/fromEnv';
import type { EventStore } from '../src/port';
import { SqliteEventStore } from '../src/sqlite/sqliteEventStore';

const dirs: string[] = [];
const stores: EventStore[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.close()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('openEventStoreFromEnv', () => {
  it('defaults to sqlite at ./data/flagstream.db', () => {
    expect(eventStoreConfigFromEnv({})).toEqual({ kind: 'sqlite', target: DEFAULT_SQLITE_FILE, pollIntervalMs: undefined });
    expect(DEFAULT_SQLITE_FILE).toBe('./data/flagstream.db');
    expect(eventStoreConfigFromEnv({ EVENTSTORE_URL: '  ' }).kind).toBe('sqlite');
  });

  it('opens sqlite at EVENTSTORE_SQLITE_FILE', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'flagstream-env-'));
    dirs.push(dir);
    const store = await openEventStoreFromEnv({ EVENTSTORE_SQLITE_FILE: join(dir, 'x', 'es.db'), EVENTSTORE_POLL_INTERVAL_MS: '25' });
    stores.push(store);
    expect(store).toBeInstanceOf(SqliteEventStore);
    expect(await store.headPosition()).toBe(0);
  });

  it('opens EventStoreDB when EVENTSTORE_URL is set (without dialling yet)', async () => {
    const store = await openEventStoreFromEnv({ EVENTSTORE_URL: 'esdb://127.0.0.1:2113?tls=false', EVENTSTORE_TIMEOUT_MS: '1500' });
    stores.push(store);
    expect(store).toBeInstanceOf(EsdbEventStore);
    expect(eventStoreConfigFromEnv({ EVENTSTORE_URL: 'esdb+discover://cluster.local:2113' })).toMatchObject({ kind: 'esdb' });
  });

  it('rejects invalid values with a message naming the variable', async () => {
    await expect(openEventStoreFromEnv({ EVENTSTORE_URL: 'http://localhost:2113' })).rejects.toThrow(/EVENTSTORE_URL/);
    await expect(openEventStoreFromEnv({ EVENTSTORE_URL: 'esdb://' })).rejects.toThrow(/EVENTSTORE_URL/);
    await expect(openEventStoreFromEnv({ EVENTSTORE_URL: 'esdb://h:2113?tls=maybe' })).rejects.toThrow(/EVENTSTORE_URL/);
    await expect(openEventStoreFromEnv({ EVENTSTORE_SQLITE_FILE: tmpdir() })).rejects.toThrow(/EVENTSTORE_SQLITE_FILE/);
    await expect(openEventStoreFromEnv({ EVENTSTORE_SQLITE_FILE: 'data/' })).rejects.toThrow(/EVENTSTORE_SQLITE_FILE/);
    await expect(openEventStoreFromEnv({ EVENTSTORE_TIMEOUT_MS: 'soon' })).rejects.toThrow(/EVENTSTORE_TIMEOUT_MS/);
    await expect(openEventStoreFromEnv({ EVENTSTORE_POLL_INTERVAL_MS: '0' })).rejects.toThrow(/EVENTSTORE_POLL_INTERVAL_MS/);
  });
});
