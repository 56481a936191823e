import { Redis, ReplyError } from 'ioredis';
import type { ChangeNotice, ReadStore, Write } from './port';
import { CheckpointMovedError, ReadStoreUnavailableError } from './port';

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
 * The commit, as one script (atomic like MULTI, but able to refuse): when a checkpoint is
 * expected and another is stored (a FLUSHALL, a Redis restarted empty, a late duplicate of a
 * commit that timed out, another runner), nothing is written.
 * KEYS[1]: the checkpoint; KEYS[1 + j]: the key of write j.
 * ARGV[1]: expected checkpoint ('' for none); ARGV[2]: new checkpoint; ARGV[3]: notice channel;
 * ARGV[4]: the notice; ARGV[3 + 2j], ARGV[4 + 2j]: the op and value of write j.
 */
const COMMIT_LUA = `
if ARGV[1] ~= '' then
  local current = redis.call('GET', KEYS[1]) or '0'
  if current ~= ARGV[1] then return {0, current} end
end
for j = 1, #KEYS - 1 do
  local key, op, value = KEYS[1 + j], ARGV[3 + 2 * j], ARGV[4 + 2 * j]
  if op == 'set' then redis.call('SET', key, value)
  elseif op == 'del' then redis.call('DEL', key)
  elseif op == 'sadd' then redis.call('SADD', key, value)
  elseif op == 'srem' then redis.call('SREM', key, value)
  else return redis.error_reply('unknown op ' .. op) end
end
redis.call('SET', KEYS[1], ARGV[2])
redis.call('PUBLISH', ARGV[3], ARGV[4])
return {1}
`;

/** Arrays are flattened by ioredis: a batch can hold far more arguments than a JavaScript call may take. */
type CommitFn = (numKeys: number, keys: string[], args: string[]) => Promise<[0 | 1, string?]>;

/**
 * Production read store shared by every gateway. Batches and the checkpoint go in one
 * atomic script; change notices go out on a pub/sub channel. A subscriber that reconnects may have
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
    this.redis.defineCommand('flagstreamCommit', { lua: COMMIT_LUA });
  }

  private k(key: string): string {
    return this.prefix + key;
  }

  /** Connection trouble (refused, timed out, closed) becomes ReadStoreUnavailableError; Redis's own replies pass through. */
  private async call<T>(operation: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (e) {
      if (e instanceof ReplyError && !/^(LOADING|BUSY|MASTERDOWN|TRYAGAIN|CLUSTERDOWN)/.test((e as Error).message)) throw e;
      throw new ReadStoreUnavailableError(`Redis ${operation} failed: ${(e as Error).message}`, { cause: e });
    }
  }

  async get(key: string): Promise<string | null> {
    return this.call('GET', () => this.redis.get(this.k(key)));
  }

  async getMany(keys: readonly string[]): Promise<Array<string | null>> {
    if (keys.length === 0) return [];
    return this.call('MGET', () => this.redis.mget(keys.map((k) => this.k(k))));
  }

  async members(setKey: string): Promise<string[]> {
    return this.call('SMEMBERS', () => this.redis.smembers(this.k(setKey)));
  }

  async commit(writes: readonly Write[], checkpoint: number, expected?: number): Promise<void> {
    const keys: string[] = [this.k('checkpoint')];
    // the notice (args[3]) is known once the writes are listed
    const args: string[] = [expected === undefined ? '' : String(expected), String(checkpoint), this.channel, ''];
    const changed: string[] = [];
    for (const w of writes) {
      keys.push(this.k(w.key));
      switch (w.op) {
        case 'set':
          args.push('set', w.value);
          changed.push(w.key);
          break;
        case 'del':
          args.push('del', '');
          changed.push(w.key);
          break;
        case 'sadd':
          args.push('sadd', w.member);
          break;
        case 'srem':
          args.push('srem', w.member);
          break;
      }
    }
    args[3] = JSON.stringify({ position: checkpoint, keys: changed } satisfies ChangeNotice);
    const commitFn = (this.redis as unknown as { flagstreamCommit: CommitFn }).flagstreamCommit.bind(this.redis);
    const [ok, current] = await this.call('commit', () => commitFn(keys.length, keys, args));
    if (ok !== 1) throw new CheckpointMovedError(expected ?? 0, Number(current ?? 0));
  }

  async checkpoint(): Promise<number> {
    const v = await this.call('GET checkpoint', () => this.redis.get(this.k('checkpoint')));
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
      sub.subscribe(this.channel).then(
        () => {
          for (const l of this.resetListeners) l();
        },
        () => undefined,
      );
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
    await this.call('clear', async () => {
      let cursor = '0';
      do {
        const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${this.prefix}*`, 'COUNT', 1000);
        if (keys.length) await this.redis.unlink(...keys);
        cursor = next;
      } while (cursor !== '0');
      await this.redis.publish(this.channel, JSON.stringify({ position: 0, keys: [RESET_KEY] } satisfies ChangeNotice));
    });
  }

  async putMeta(key: string, value: string, ttlMs?: number): Promise<void> {
    await this.call('SET', () => (ttlMs ? this.redis.set(this.k(key), value, 'PX', ttlMs) : this.redis.set(this.k(key), value)));
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
