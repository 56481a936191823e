import { Redis } from 'ioredis';
import type { ChangeNotice, ReadStore, Write } from './port';

export interface RedisReadStoreOptions {
  url: string;
  /** key prefix, so several deployments can share one Redis; default "fs:" */
  prefix?: string;
  /** command timeout in ms; default 2000 */
  commandTimeoutMs?: number;
}

/** A notice naming this key means "drop everything" (the store was cleared). */
export const RESET_KEY = '*';

/**
 * Production read store shared by every gateway. Batches and the checkpoint go in one
 * MULTI; change notices go out on a pub/sub channel. A subscriber that reconnects may have
 * missed notices, so it signals a reset and caches in front of it start empty.
 */
export class RedisReadStore implements ReadStore {
  readonly kind = 'redis' as const;
  private readonly redis: Redis;
  private sub: Redis | null = null;
  private readonly prefix: string;
  private readonly channel: string;
  private readonly changeListeners = new Set<(n: ChangeNotice) => void>();
  private readonly resetListeners = new Set<() => void>();
  private readonly url: string;
  private readonly timeout: number;

  constructor(o: RedisReadStoreOptions) {
    this.url = o.url;
    this.prefix = o.prefix ?? 'fs:';
    this.channel = `${this.prefix}changes`;
    this.timeout = o.commandTimeoutMs ?? 2000;
    this.redis = new Redis(o.url, { lazyConnect: false, maxRetriesPerRequest: 2, commandTimeout: this.timeout, enableOfflineQueue: true });
    this.redis.on('error', () => undefined); // surfaced through failing commands and ping()
  }

  private k(key: string): string {
    return this.prefix + key;
  }

  async get(key: string): Promise<string | null> {
    return this.redis.get(this.k(key));
  }

  async getMany(keys: readonly string[]): Promise<Array<string | null>> {
    if (keys.length === 0) return [];
    return this.redis.mget(keys.map((k) => this.k(k)));
  }

  async members(setKey: string): Promise<string[]> {
    return this.redis.smembers(this.k(setKey));
  }

  async commit(writes: readonly Write[], checkpoint: number): Promise<void> {
    const m = this.redis.multi();
    const keys: string[] = [];
    for (const w of writes) {
      switch (w.op) {
        case 'set': m.set(this.k(w.key), w.value); keys.push(w.key); break;
        case 'del': m.del(this.k(w.key)); keys.push(w.key); break;
        case 'sadd': m.sadd(this.k(w.key), w.member); break;
        case 'srem': m.srem(this.k(w.key), w.member); break;
      }
    }
    m.set(this.k('checkpoint'), String(checkpoint));
    m.publish(this.channel, JSON.stringify({ position: checkpoint, keys } satisfies ChangeNotice));
    const res = await m.exec();
    const failed = res?.find(([err]) => err);
    if (!res || failed) throw new Error(`Redis read-store commit failed: ${failed?.[0]?.message ?? 'transaction aborted'}`);
  }

  async checkpoint(): Promise<number> {
    const v = await this.redis.get(this.k('checkpoint'));
    return v ? Number(v) : 0;
  }

  private ensureSubscriber(): void {
    if (this.sub) return;
    const sub = new Redis(this.url, { maxRetriesPerRequest: null, enableOfflineQueue: true });
    this.sub = sub;
    sub.on('error', () => undefined);
    sub.on('ready', () => {
      // Notices sent before the subscription is live (while we were away, or before the first
      // one) are lost: once it is, whatever sits in front of us must start over. Not earlier,
      // or a value read between the reset and the subscription could stay stale.
      sub.subscribe(this.channel).then(() => {
        for (const l of this.resetListeners) l();
      }, () => undefined);
    });
    sub.on('message', (_channel: string, message: string) => {
      let notice: ChangeNotice;
      try {
        notice = JSON.parse(message) as ChangeNotice;
      } catch {
        return;
      }
      if (notice.keys.includes(RESET_KEY)) for (const l of this.resetListeners) l();
      for (const l of this.changeListeners) l(notice);
    });
  }

  onChange(listener: (n: ChangeNotice) => void): () => void {
    this.ensureSubscriber();
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  onReset(listener: () => void): () => void {
    this.ensureSubscriber();
    this.resetListeners.add(listener);
    return () => this.resetListeners.delete(listener);
  }

  async clear(): Promise<void> {
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${this.prefix}*`, 'COUNT', 1000);
      if (keys.length) await this.redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
    await this.redis.publish(this.channel, JSON.stringify({ position: 0, keys: [RESET_KEY] } satisfies ChangeNotice));
  }

  async ping(): Promise<boolean> {
    try {
      return (await this.redis.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    this.changeListeners.clear();
    this.resetListeners.clear();
    this.sub?.disconnect();
    this.redis.disconnect();
  }
}
