/** Picks and configures the event store from environment variables, failing loudly on bad values. */
import { statSync } from 'node:fs';
import { openEsdbEventStore } from './esdb/esdbEventStore';
import type { EventStore } from './port';
import { openSqliteEventStore } from './sqlite/sqliteEventStore';

export const DEFAULT_SQLITE_FILE = './data/flagstream.db';

export type EventStoreEnv = Record<string, string | undefined>;

export interface EventStoreConfig {
  kind: 'esdb' | 'sqlite';
  /** esdb: the connection string; sqlite: the database file */
  target: string;
  timeoutMs?: number;
  pollIntervalMs?: number;
}

function present(env: EventStoreEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function positiveInteger(env: EventStoreEnv, name: string): number | undefined {
  const raw = present(env, name);
  if (raw === undefined) return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) <= 0) {
    throw new Error(`${name} must be a positive integer (milliseconds), got "${raw}"`);
  }
  return Number(raw);
}

/** The variables read here (listed in .env.example). */
export const EVENTSTORE_SETTING_NAMES = ['EVENTSTORE_URL', 'EVENTSTORE_SQLITE_FILE', 'EVENTSTORE_TIMEOUT_MS', 'EVENTSTORE_POLL_INTERVAL_MS'] as const;

/**
 * EVENTSTORE_URL (kurrentdb://…, kurrentdb+discover://…, or the older esdb://… forms) selects KurrentDB
 * (formerly EventStoreDB); otherwise sqlite at
 * EVENTSTORE_SQLITE_FILE (default ./data/flagstream.db). Empty values count as unset.
 * Optional: EVENTSTORE_TIMEOUT_MS (esdb call deadline), EVENTSTORE_POLL_INTERVAL_MS (sqlite).
 */
export function eventStoreConfigFromEnv(env: EventStoreEnv = process.env): EventStoreConfig {
  const url = present(env, 'EVENTSTORE_URL');
  const timeoutMs = positiveInteger(env, 'EVENTSTORE_TIMEOUT_MS');
  const pollIntervalMs = positiveInteger(env, 'EVENTSTORE_POLL_INTERVAL_MS');
  if (url !== undefined) {
    if (!/^(esdb|kurrentdb|kurrent|kdb)(\+discover)?:\/\/[^/?#\s]+/i.test(url)) {
      throw new Error(`EVENTSTORE_URL must be a KurrentDB connection string like kurrentdb://host:2113?tls=false (esdb:// also works), got "${url}"`);
    }
    return { kind: 'esdb', target: url, timeoutMs };
  }
  const file = present(env, 'EVENTSTORE_SQLITE_FILE') ?? DEFAULT_SQLITE_FILE;
  if (file.includes('\0') || /[\\/]$/.test(file) || isDirectory(file)) {
    throw new Error(`EVENTSTORE_SQLITE_FILE must be the path of a database file (or :memory:), got "${file}"`);
  }
  return { kind: 'sqlite', target: file, pollIntervalMs };
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

export async function openEventStoreFromEnv(env: EventStoreEnv = process.env): Promise<EventStore> {
  const config = eventStoreConfigFromEnv(env);
  if (config.kind === 'esdb') {
    try {
      return openEsdbEventStore({ url: config.target, timeoutMs: config.timeoutMs });
    } catch (error) {
      throw new Error(`EVENTSTORE_URL is not a valid EventStoreDB connection string: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }
  try {
    return openSqliteEventStore({ file: config.target, pollIntervalMs: config.pollIntervalMs });
  } catch (error) {
    throw new Error(`EVENTSTORE_SQLITE_FILE="${config.target}" cannot be opened: ${(error as Error).message}`, {
      cause: error,
    });
  }
}
