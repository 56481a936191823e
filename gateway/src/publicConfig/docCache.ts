import type { ReadStore, ServedDoc } from '@flagstream/projections';
import { RESET_KEY } from '@flagstream/projections';

/** A served document ready for the wire: bytes and headers computed once per change, not per request. */
export interface CachedDoc {
  etag: string;
  body: Buffer;
  expiresAt: number | null;
  fallback: string | null;
  /** parsed body, built lazily for the few callers that need objects (OFREP single-flag) */
  parsed?: unknown;
}

const MAX_MISSING = 10_000;

/**
 * In-process cache of served documents in front of the read store, invalidated by the
 * store's change notices and dropped whole when notices may have been missed.
 */
export class DocCache {
  private readonly docs = new Map<string, CachedDoc>();
  /** keys known to be absent; bounded so random uuids cannot grow memory */
  private readonly missing = new Set<string>();
  private readonly loading = new Map<string, Promise<CachedDoc | null>>();
  private readonly listeners = new Set<(keys: readonly string[] | null) => void>();
  private generation = 0;
  private noticedPosition = 0;
  private readonly noticeWaiters = new Set<{ position: number; resolve: () => void }>();
  private readonly unsubscribe: Array<() => void>;
  private presentCheck: Promise<boolean> | null = null;

  /** `eventStoreHead` tells an empty deployment (nothing to project) from emptied read models. */
  constructor(
    private readonly read: ReadStore,
    private readonly eventStoreHead: () => Promise<number> = async () => 0,
  ) {
    this.unsubscribe = [
      read.onChange((n) => {
        if (n.keys.includes(RESET_KEY)) this.reset();
        else this.evict(n.keys);
        this.noticed(n.position);
      }),
      read.onReset(() => this.reset()),
    ];
  }

  /** Synchronous hit, or undefined when it must be loaded (null: known absent). */
  peek(key: string): CachedDoc | null | undefined {
    const d = this.docs.get(key);
    if (d) return d;
    return this.missing.has(key) ? null : undefined;
  }

  async get(key: string): Promise<CachedDoc | null> {
    const hit = this.peek(key);
    if (hit !== undefined) return hit;
    let p = this.loading.get(key);
    if (!p) {
      const gen = this.generation;
      p = this.read.get(key).then(
        (raw) => {
          this.loading.delete(key);
          const doc = raw === null ? null : toCached(raw);
          // A notice that arrived while loading may have made this value stale: keep it only if none did.
          if (gen === this.generation) {
            if (doc) this.docs.set(key, doc);
            else if (this.missing.size < MAX_MISSING) this.missing.add(key);
          }
          return doc;
        },
        (e: unknown) => {
          this.loading.delete(key);
          throw e;
        },
      );
      this.loading.set(key, p);
    }
    return p;
  }

  /**
   * Does the read store hold read models? False while it is empty although the event store
   * is not (Redis flushed or restarted empty, nothing rebuilt yet): a missing document then
   * says nothing, and callers answer "temporarily unavailable" instead of "not found". Asked
   * of the store each time (a FLUSHALL sends no notice), so only misses pay for it; calls made
   * meanwhile share the answer.
   */
  readModelsPresent(): Promise<boolean> {
    if (!this.presentCheck) {
      const check = (async () => (await this.read.checkpoint()) > 0 || (await this.eventStoreHead()) === 0)();
      this.presentCheck = check;
      const done = () => {
        if (this.presentCheck === check) this.presentCheck = null;
      };
      check.then(done, done);
    }
    return this.presentCheck;
  }

  /** The stored document now, neither read from nor kept in the cache. */
  async fresh(key: string): Promise<CachedDoc | null> {
    const raw = await this.read.get(key);
    return raw === null ? null : toCached(raw);
  }

  /** Raw (non-served) documents, e.g. an API-key target: cached the same way. */
  /** `getJson` without waiting: the value (null: known absent), or undefined when it must be loaded. */
  peekJson<T>(key: string): T | null | undefined {
    const d = this.peek(key);
    return d === undefined ? undefined : d === null ? null : (d.parsed as T);
  }

  async getJson<T>(key: string): Promise<T | null> {
    const d = await this.get(key);
    if (!d) return null;
    return d.parsed as T;
  }

  /**
   * Resolves once this cache has heard the change notice of `position`, so a write's own
   * response is never followed by a stale cached read. Past the timeout the cache is dropped
   * instead: correct, just colder.
   */
  caughtUpTo(position: number, timeoutMs: number): Promise<void> {
    if (position <= this.noticedPosition) return Promise.resolve();
    return new Promise((resolve) => {
      const w = {
        position,
        resolve: () => {
          clearTimeout(timer);
          this.noticeWaiters.delete(w);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        this.reset();
        w.resolve();
      }, timeoutMs);
      this.noticeWaiters.add(w);
    });
  }

  private noticed(position: number): void {
    if (position > this.noticedPosition) this.noticedPosition = position;
    for (const w of this.noticeWaiters) if (w.position <= this.noticedPosition) w.resolve();
  }

  onInvalidate(listener: (keys: readonly string[] | null) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private evict(keys: readonly string[]): void {
    this.generation++;
    for (const k of keys) {
      this.docs.delete(k);
      this.missing.delete(k);
    }
    for (const l of this.listeners) l(keys);
  }

  reset(): void {
    this.generation++;
    this.docs.clear();
    this.missing.clear();
    for (const l of this.listeners) l(null);
  }

  get size(): number {
    return this.docs.size;
  }

  close(): void {
    for (const u of this.unsubscribe) u();
    this.listeners.clear();
  }
}

function toCached(raw: string): CachedDoc {
  let v: Partial<ServedDoc> & Record<string, unknown>;
  try {
    v = JSON.parse(raw) as Partial<ServedDoc> & Record<string, unknown>;
  } catch {
    // A plain string value (e.g. the project-uuid index holds the bare project id).
    return { etag: '', body: Buffer.alloc(0), expiresAt: null, fallback: null, parsed: raw };
  }
  if (v === null || typeof v !== 'object') return { etag: '', body: Buffer.alloc(0), expiresAt: null, fallback: null, parsed: v };
  if (typeof v.etag === 'string' && typeof v.body === 'string') {
    return { etag: v.etag, body: Buffer.from(v.body), expiresAt: v.expiresAt ?? null, fallback: v.fallback ?? null };
  }
  // A plain JSON document (index entries): keep the parsed value.
  return { etag: '', body: Buffer.alloc(0), expiresAt: null, fallback: null, parsed: v };
}
