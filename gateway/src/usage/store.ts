import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { Redis } from 'ioredis';
import type { Settings } from '../config/env';

/** One counter increment of a hash field, and how long its hash lives from now. */
export interface UsageIncrement {
  key: string;
  field: string;
  n: number;
  ttlSec: number;
}
/** What one flush writes, applied atomically. */
export interface UsageBatch {
  increments: UsageIncrement[];
  /** hash fields set to a value (the newest minute a flag was evaluated) */
  sets: Array<{ key: string; field: string; value: number }>;
  /** strings set only when absent (when counting began for an environment) */
  setOnce: Array<{ key: string; value: number }>;
}

/**
 * Where usage counts live, shared by every gateway of a deployment (issue 20): Redis hashes in
 * Redis mode, a sqlite file otherwise. Not the event store and not the read models: usage is
 * not a change, and a rebuild of the read models must not lose it.
 */
export interface UsageStore {
  readonly kind: 'redis' | 'sqlite';
  apply(batch: UsageBatch): Promise<void>;
  /** every field of each hash (empty when absent or expired) */
  hashes(keys: readonly string[]): Promise<Array<Map<string, number>>>;
  strings(keys: readonly string[]): Promise<Array<number | null>>;
  close(): Promise<void>;
}

const sum = (batch: UsageBatch): Map<string, UsageIncrement> => {
  // one write per field: a flush adds each cell once however often it appears
  const out = new Map<string, UsageIncrement>();
  for (const i of batch.increments) {
    const id = `${i.key}\u0000${i.field}`;
    const have = out.get(id);
    if (have) {
      have.n += i.n;
      have.ttlSec = Math.max(have.ttlSec, i.ttlSec);
    } else out.set(id, { ...i });
  }
  return out;
};

export class RedisUsageStore implements UsageStore {
  readonly kind = 'redis' as const;
  private readonly redis: Redis;
  private readonly p: string;

  constructor(o: { url: string; prefix: string }) {
    this.p = o.prefix;
    this.redis = new Redis(o.url, { maxRetriesPerRequest: 2, commandTimeout: 3000 });
    this.redis.on('error', () => undefined); // surfaced through failing commands; the flusher keeps the batch and retries
  }

  async apply(batch: UsageBatch): Promise<void> {
    const m = this.redis.multi();
    const ttls = new Map<string, number>();
    for (const i of sum(batch).values()) {
      m.hincrby(this.p + i.key, i.field, i.n);
      ttls.set(i.key, Math.max(ttls.get(i.key) ?? 0, i.ttlSec));
    }
    for (const [key, ttl] of ttls) m.expire(this.p + key, ttl);
    for (const s of batch.sets) m.hset(this.p + s.key, s.field, String(s.value));
    for (const key of new Set(batch.sets.map((s) => s.key))) m.expire(this.p + key, 400 * 86_400);
    for (const s of batch.setOnce) m.set(this.p + s.key, String(s.value), 'NX');
    const r = await m.exec();
    const failed = r?.find(([err]) => err);
    if (!r || failed) throw failed?.[0] ?? new Error('usage batch was not applied');
  }

  async hashes(keys: readonly string[]): Promise<Array<Map<string, number>>> {
    if (keys.length === 0) return [];
    const pipe = this.redis.pipeline();
    for (const k of keys) pipe.hgetall(this.p + k);
    const r = (await pipe.exec()) ?? [];
    return r.map(([err, v]) => {
      if (err) throw err;
      return new Map(Object.entries((v ?? {}) as Record<string, string>).map(([f, n]) => [f, Number(n)]));
    });
  }

  async strings(keys: readonly string[]): Promise<Array<number | null>> {
    if (keys.length === 0) return [];
    const r = await this.redis.mget(...keys.map((k) => this.p + k));
    return r.map((v) => (v === null ? null : Number(v)));
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/** The embedded store: one table of (hash key, field) counters with an expiry, in WAL mode so several processes may share the file. */
export class SqliteUsageStore implements UsageStore {
  readonly kind = 'sqlite' as const;
  private readonly db: Database.Database;
  private readonly incr: Database.Statement;
  private readonly put: Database.Statement;
  private readonly putOnce: Database.Statement;
  private readonly getHash: Database.Statement;
  private readonly getString: Database.Statement;
  private readonly purge: Database.Statement;
  private applied = 0;

  constructor(
    file: string,
    private readonly clock: () => number = Date.now,
  ) {
    if (file !== ':memory:') mkdirSync(dirname(resolve(file)), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(`CREATE TABLE IF NOT EXISTS usage_counts (k TEXT NOT NULL, f TEXT NOT NULL, n INTEGER NOT NULL, exp INTEGER NOT NULL, PRIMARY KEY (k, f)) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS usage_values (k TEXT PRIMARY KEY, v INTEGER NOT NULL) WITHOUT ROWID;`);
    this.incr = this.db.prepare(
      'INSERT INTO usage_counts (k, f, n, exp) VALUES (?, ?, ?, ?) ON CONFLICT (k, f) DO UPDATE SET n = n + excluded.n, exp = max(exp, excluded.exp)',
    );
    this.put = this.db.prepare(
      'INSERT INTO usage_counts (k, f, n, exp) VALUES (?, ?, ?, ?) ON CONFLICT (k, f) DO UPDATE SET n = excluded.n, exp = excluded.exp',
    );
    this.putOnce = this.db.prepare('INSERT INTO usage_values (k, v) VALUES (?, ?) ON CONFLICT (k) DO NOTHING');
    this.getHash = this.db.prepare('SELECT f, n FROM usage_counts WHERE k = ? AND exp > ?');
    this.getString = this.db.prepare('SELECT v FROM usage_values WHERE k = ?');
    this.purge = this.db.prepare('DELETE FROM usage_counts WHERE exp <= ?');
  }

  async apply(batch: UsageBatch): Promise<void> {
    const now = this.clock();
    this.db.transaction(() => {
      for (const i of sum(batch).values()) this.incr.run(i.key, i.field, i.n, now + i.ttlSec * 1000);
      // the newest-evaluation marks live as long as day counts
      for (const s of batch.sets) this.put.run(s.key, s.field, s.value, now + 400 * 86_400_000);
      for (const s of batch.setOnce) this.putOnce.run(s.key, s.value);
    })();
    // expired counters go now and then, not on every flush
    if (++this.applied % 100 === 0) this.purge.run(now);
  }

  async hashes(keys: readonly string[]): Promise<Array<Map<string, number>>> {
    const now = this.clock();
    return keys.map((k) => new Map((this.getHash.all(k, now) as Array<{ f: string; n: number }>).map((r) => [r.f, r.n])));
  }

  async strings(keys: readonly string[]): Promise<Array<number | null>> {
    return keys.map((k) => (this.getString.get(k) as { v: number } | undefined)?.v ?? null);
  }

  async close(): Promise<void> {
    this.db.close();
  }
}

/** Redis when the deployment shares one; else USAGE_DB_FILE, or usage.db next to the sqlite event store (or in ./data). */
export function openUsageStore(settings: Settings, clock: () => number = Date.now): UsageStore {
  if (settings.REDIS_URL) return new RedisUsageStore({ url: settings.REDIS_URL, prefix: settings.REDIS_PREFIX });
  const es = settings.eventStore;
  const file =
    settings.USAGE_DB_FILE ??
    (es.kind === 'sqlite' ? (es.target === ':memory:' ? ':memory:' : join(dirname(resolve(es.target)), 'usage.db')) : resolve('data', 'usage.db'));
  return new SqliteUsageStore(file, clock);
}
