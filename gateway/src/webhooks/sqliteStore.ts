import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { AutomationStore, DeliveryAttempt, DeliveryRecord, DeliveryStatus, NewDelivery } from './store';
import { ATTEMPTS_KEPT, LOG_KEPT } from './store';

interface Row {
  seq: number;
  id: string;
  webhook_id: string;
  project_id: string;
  event_id: string;
  event_type: string;
  position: number;
  payload: string;
  created_at: number;
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: number;
  delivered_at: number | null;
  history: string;
  redelivery: number;
}

const toRecord = (r: Row): DeliveryRecord => ({
  seq: r.seq,
  id: r.id,
  webhookId: r.webhook_id,
  projectId: r.project_id,
  eventId: r.event_id,
  eventType: r.event_type,
  position: r.position,
  payload: r.payload,
  createdAt: r.created_at,
  status: r.status,
  attempts: r.attempts,
  nextAttemptAt: r.next_attempt_at,
  deliveredAt: r.delivered_at,
  history: JSON.parse(r.history) as DeliveryAttempt[],
  redelivery: r.redelivery === 1,
});

/** The automation store in its own sqlite file (WAL), for a single gateway with the embedded event store. */
export class SqliteAutomationStore implements AutomationStore {
  readonly kind = 'sqlite' as const;
  private readonly db: Database.Database;

  constructor(file: string) {
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS kv (key TEXT PRIMARY KEY, value TEXT NOT NULL, expires_at INTEGER);
      CREATE TABLE IF NOT EXISTS deliveries (
        seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL, webhook_id TEXT NOT NULL, project_id TEXT NOT NULL,
        event_id TEXT NOT NULL, event_type TEXT NOT NULL, position INTEGER NOT NULL, payload TEXT NOT NULL, created_at INTEGER NOT NULL,
        status TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at INTEGER NOT NULL, delivered_at INTEGER,
        history TEXT NOT NULL DEFAULT '[]', redelivery INTEGER NOT NULL DEFAULT 0);
      CREATE INDEX IF NOT EXISTS deliveries_queue ON deliveries (webhook_id, status, seq);
      CREATE INDEX IF NOT EXISTS deliveries_id ON deliveries (id, seq);
      CREATE TABLE IF NOT EXISTS token_use (token_id TEXT PRIMARY KEY, at INTEGER NOT NULL);
    `);
  }

  async acquireLease(owner: string, ttlMs: number, now: number): Promise<boolean> {
    const take = this.db.transaction(() => {
      const row = this.db.prepare('SELECT value, expires_at FROM kv WHERE key = ?').get('lease') as { value: string; expires_at: number } | undefined;
      if (row && row.value !== owner && row.expires_at > now) return false;
      this.db
        .prepare(
          'INSERT INTO kv (key, value, expires_at) VALUES (?, ?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at',
        )
        .run('lease', owner, now + ttlMs);
      return true;
    });
    return take.immediate();
  }

  async releaseLease(owner: string): Promise<void> {
    this.db.prepare('DELETE FROM kv WHERE key = ? AND value = ?').run('lease', owner);
  }

  async checkpoint(): Promise<number> {
    const row = this.db.prepare('SELECT value FROM kv WHERE key = ?').get('checkpoint') as { value: string } | undefined;
    return row ? Number(row.value) : 0;
  }

  async enqueue(deliveries: readonly NewDelivery[], checkpoint: number): Promise<void> {
    const insert =
      this.db.prepare(`INSERT INTO deliveries (id, webhook_id, project_id, event_id, event_type, position, payload, created_at, status, next_attempt_at)
      VALUES (@id, @webhookId, @projectId, @eventId, @eventType, @position, @payload, @createdAt, 'pending', @createdAt)`);
    const setCp = this.db.prepare("INSERT INTO kv (key, value) VALUES ('checkpoint', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value");
    this.db
      .transaction(() => {
        for (const d of deliveries) insert.run(d);
        setCp.run(String(checkpoint));
      })
      .immediate();
  }

  async due(now: number, limit: number): Promise<DeliveryRecord[]> {
    const rows = this.db
      .prepare(`SELECT d.* FROM deliveries d
      JOIN (SELECT webhook_id, MIN(seq) AS head FROM deliveries WHERE status = 'pending' GROUP BY webhook_id) h ON d.seq = h.head
      WHERE d.next_attempt_at <= ? ORDER BY d.seq LIMIT ?`)
      .all(now, limit) as Row[];
    return rows.map(toRecord);
  }

  async nextDue(): Promise<number | null> {
    const row = this.db
      .prepare(`SELECT MIN(d.next_attempt_at) AS at FROM deliveries d
      JOIN (SELECT webhook_id, MIN(seq) AS head FROM deliveries WHERE status = 'pending' GROUP BY webhook_id) h ON d.seq = h.head`)
      .get() as { at: number | null };
    return row.at;
  }

  async recordAttempt(seq: number, attempt: DeliveryAttempt, next: { status: DeliveryStatus; nextAttemptAt: number }): Promise<void> {
    this.db
      .transaction(() => {
        const row = this.db.prepare('SELECT history, webhook_id FROM deliveries WHERE seq = ?').get(seq) as { history: string; webhook_id: string } | undefined;
        if (!row) return;
        const history = [...(JSON.parse(row.history) as DeliveryAttempt[]), attempt].slice(-ATTEMPTS_KEPT);
        this.db
          .prepare(`UPDATE deliveries SET status = ?, attempts = attempts + 1, next_attempt_at = ?, history = ?,
        delivered_at = CASE WHEN ? = 'delivered' THEN ? ELSE delivered_at END WHERE seq = ?`)
          .run(next.status, next.nextAttemptAt, JSON.stringify(history), next.status, attempt.at, seq);
        if (next.status !== 'pending') this.trim(row.webhook_id);
      })
      .immediate();
  }

  /** Keeps the newest LOG_KEPT entries of a webhook (pending ones always stay). */
  private trim(webhookId: string): void {
    this.db
      .prepare(`DELETE FROM deliveries WHERE webhook_id = ? AND status != 'pending' AND seq < (
      SELECT seq FROM deliveries WHERE webhook_id = ? ORDER BY seq DESC LIMIT 1 OFFSET ?)`)
      .run(webhookId, webhookId, LOG_KEPT - 1);
  }

  async postpone(seq: number, at: number): Promise<void> {
    this.db.prepare("UPDATE deliveries SET next_attempt_at = ? WHERE seq = ? AND status = 'pending'").run(at, seq);
  }

  async list(webhookId: string, limit: number, before?: number): Promise<DeliveryRecord[]> {
    const rows = this.db
      .prepare('SELECT * FROM deliveries WHERE webhook_id = ? AND seq < ? ORDER BY seq DESC LIMIT ?')
      .all(webhookId, before ?? Number.MAX_SAFE_INTEGER, limit) as Row[];
    return rows.map(toRecord);
  }

  async latest(deliveryId: string): Promise<DeliveryRecord | null> {
    const row = this.db.prepare('SELECT * FROM deliveries WHERE id = ? ORDER BY seq DESC LIMIT 1').get(deliveryId) as Row | undefined;
    return row ? toRecord(row) : null;
  }

  async requeue(deliveryId: string, now: number): Promise<DeliveryRecord | null> {
    const last = await this.latest(deliveryId);
    if (!last) return null;
    const info = this.db
      .prepare(`INSERT INTO deliveries (id, webhook_id, project_id, event_id, event_type, position, payload, created_at, status, next_attempt_at, redelivery)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, 1)`)
      .run(last.id, last.webhookId, last.projectId, last.eventId, last.eventType, last.position, last.payload, now, now);
    const row = this.db.prepare('SELECT * FROM deliveries WHERE seq = ?').get(Number(info.lastInsertRowid)) as Row;
    return toRecord(row);
  }

  async dropPending(webhookId: string): Promise<void> {
    this.db.prepare("DELETE FROM deliveries WHERE webhook_id = ? AND status = 'pending'").run(webhookId);
  }

  async touchToken(tokenId: string, at: number): Promise<void> {
    this.db.prepare('INSERT INTO token_use (token_id, at) VALUES (?, ?) ON CONFLICT(token_id) DO UPDATE SET at = MAX(at, excluded.at)').run(tokenId, at);
  }

  async tokensLastUsed(tokenIds: readonly string[]): Promise<Record<string, number>> {
    const out: Record<string, number> = {};
    const get = this.db.prepare('SELECT at FROM token_use WHERE token_id = ?');
    for (const id of tokenIds) {
      const row = get.get(id) as { at: number } | undefined;
      if (row) out[id] = row.at;
    }
    return out;
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
