/** Connection settings and the single events table of the sqlite adapter. */
import type { Database } from 'better-sqlite3';

export const DEFAULT_BUSY_TIMEOUT_MS = 5000;

export function configureConnection(db: Database, busyTimeoutMs: number): void {
  // First, so even switching to WAL waits for a process that is opening the same file.
  // Another process holding the write lock makes us wait this long before SQLITE_BUSY.
  db.pragma(`busy_timeout = ${Math.floor(busyTimeoutMs)}`);
  // WAL: readers never block the writer and vice versa; several processes may share the file.
  db.pragma('journal_mode = WAL');
  // NORMAL under WAL stays consistent after a crash; it may only lose the last commits on power loss.
  db.pragma('synchronous = NORMAL');
}

export function createSchema(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS events (
      position    INTEGER PRIMARY KEY AUTOINCREMENT,
      id          TEXT    UNIQUE NOT NULL,
      stream_id   TEXT    NOT NULL,
      revision    INTEGER NOT NULL,
      type        TEXT    NOT NULL,
      data        TEXT    NOT NULL,
      metadata    TEXT    NOT NULL,
      recorded_at INTEGER NOT NULL,
      UNIQUE (stream_id, revision)
    )
  `);
}

export interface EventRow {
  position: number;
  id: string;
  stream_id: string;
  revision: number;
  type: string;
  data: string;
  metadata: string;
  recorded_at: number;
}
