/**
 * Whole read models as plain data, for comparing what a projections process built (after
 * crashes, outages, a flushed Redis) with a fresh rebuild from the same event store.
 */
import Database from 'better-sqlite3';
import { Redis } from 'ioredis';
import { openSqliteEventStore } from '@flagstream/eventstore';
import { keys, ProjectionRunner, RedisReadStore } from '@flagstream/projections';

/**
 * Keys that say where a projection is, not what it built (the checkpoint, the projections
 * process's heartbeat): left out of comparisons.
 * `checkpoint` is compared on its own (it must equal the event store head).
 */
export const OPERATIONAL_KEYS = new Set(['checkpoint', keys.heartbeat]);

/** A SCAN pattern for every key starting with `prefix` (glob characters escaped). */
const keysUnder = (prefix: string): string => `${prefix.replace(/[*?[\]\\]/g, '\\$&')}*`;

/** Every key under `prefix` (prefix removed): strings as stored, sets as sorted member lists. */
export async function dumpRedisReadModels(
  url: string,
  prefix: string,
  ignore: ReadonlySet<string> = OPERATIONAL_KEYS,
): Promise<Record<string, string | string[]>> {
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  try {
    const found: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await redis.scan(cursor, 'MATCH', keysUnder(prefix), 'COUNT', 1000);
      found.push(...batch);
      cursor = next;
    } while (cursor !== '0');
    const out: Record<string, string | string[]> = {};
    for (const full of found.sort()) {
      const key = full.slice(prefix.length);
      // auto:* is the webhook worker's own state (checkpoint, lease), usage:* the usage counts (issue 20): not read models
      if (ignore.has(key) || key.startsWith('auto:') || key.startsWith('usage:')) continue;
      const type = await redis.type(full);
      if (type === 'string') out[key] = (await redis.get(full)) ?? '';
      else if (type === 'set') out[key] = (await redis.smembers(full)).sort();
      else throw new Error(`unexpected ${type} at ${full}`);
    }
    return out;
  } finally {
    redis.disconnect();
  }
}

/** Builds the read models from position 0 of a sqlite event store into `prefix` (which should be empty). */
export async function rebuildIntoRedis(sqliteFile: string, url: string, prefix: string): Promise<number> {
  const store = openSqliteEventStore({ file: sqliteFile });
  const read = new RedisReadStore({ url, prefix });
  try {
    const runner = new ProjectionRunner(store, read, { verifyEveryMs: 0 });
    await runner.start();
    await runner.stop();
    return runner.position;
  } finally {
    await read.close();
    await store.close();
  }
}

export interface EventLog {
  count: number;
  distinctIds: number;
  head: number;
  /** per stream: revisions are 0..n-1 without gaps or repeats */
  streamsWellFormed: boolean;
}

/** What the sqlite event store holds, read with a connection of its own (read-only). */
export function eventLogOf(sqliteFile: string): EventLog {
  const db = new Database(sqliteFile, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('SELECT COUNT(*) AS count, COUNT(DISTINCT id) AS distinctIds, COALESCE(MAX(position), 0) AS head FROM events').get() as {
      count: number;
      distinctIds: number;
      head: number;
    };
    const bad = db
      .prepare(
        'SELECT COUNT(*) AS bad FROM (SELECT stream_id, COUNT(*) AS n, MAX(revision) AS top, MIN(revision) AS bottom FROM events GROUP BY stream_id) WHERE n != top + 1 OR bottom != 0',
      )
      .get() as { bad: number };
    return { ...row, streamsWellFormed: bad.bad === 0 };
  } finally {
    db.close();
  }
}

/** The read store's checkpoint under `prefix` (0 when absent). */
export async function redisCheckpoint(url: string, prefix: string): Promise<number> {
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  try {
    return Number((await redis.get(`${prefix}checkpoint`)) ?? 0);
  } finally {
    redis.disconnect();
  }
}

/** Removes every key under `prefix` (a test's own key space on a Redis it may share). */
export async function deleteRedisPrefix(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  try {
    let cursor = '0';
    do {
      const [next, batch] = await redis.scan(cursor, 'MATCH', keysUnder(prefix), 'COUNT', 1000);
      if (batch.length) await redis.unlink(...batch);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
