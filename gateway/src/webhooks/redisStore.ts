import { Redis } from 'ioredis';
import type { AutomationStore, DeliveryAttempt, DeliveryRecord, DeliveryStatus, NewDelivery } from './store';
import { ATTEMPTS_KEPT, LOG_KEPT } from './store';

/** Takes the lease if free or already ours; renews its expiry. */
const LEASE_LUA = `
local cur = redis.call('GET', KEYS[1])
if cur == false or cur == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
return 0
`;
const RELEASE_LUA = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 1
`;

/**
 * The automation store in Redis, shared by every gateway of a deployment. Keys (under the
 * deployment's prefix): `auto:cp` checkpoint, `auto:lease`, `auto:seq`, `auto:e:{seq}` an entry,
 * `auto:q:{webhook}` pending seqs, `auto:queues` webhooks with pending entries, `auto:log:{webhook}`
 * every kept seq, `auto:id:{deliveryId}` its newest seq, `auto:tokenuse` last use per token.
 */
export class RedisAutomationStore implements AutomationStore {
  readonly kind = 'redis' as const;
  private readonly redis: Redis;
  private readonly p: string;

  constructor(o: { url: string; prefix: string }) {
    this.p = `${o.prefix}auto:`;
    this.redis = new Redis(o.url, { maxRetriesPerRequest: 2, commandTimeout: 3000 });
    this.redis.on('error', () => undefined); // surfaced through failing commands; the worker retries
    this.redis.defineCommand('autoLease', { numberOfKeys: 1, lua: LEASE_LUA });
    this.redis.defineCommand('autoRelease', { numberOfKeys: 1, lua: RELEASE_LUA });
  }

  private k(s: string): string {
    return this.p + s;
  }

  async acquireLease(owner: string, ttlMs: number): Promise<boolean> {
    const r = await (this.redis as unknown as { autoLease(k: string, o: string, t: number): Promise<number> }).autoLease(this.k('lease'), owner, ttlMs);
    return r === 1;
  }

  async releaseLease(owner: string): Promise<void> {
    await (this.redis as unknown as { autoRelease(k: string, o: string): Promise<number> }).autoRelease(this.k('lease'), owner);
  }

  async checkpoint(): Promise<number> {
    return Number((await this.redis.get(this.k('cp'))) ?? 0);
  }

  async enqueue(deliveries: readonly NewDelivery[], checkpoint: number): Promise<void> {
    const first = deliveries.length ? (await this.redis.incrby(this.k('seq'), deliveries.length)) - deliveries.length + 1 : 0;
    const m = this.redis.multi();
    deliveries.forEach((d, i) => {
      const seq = first + i;
      const rec: DeliveryRecord = { ...d, seq, status: 'pending', attempts: 0, nextAttemptAt: d.createdAt, deliveredAt: null, history: [], redelivery: false };
      m.set(this.k(`e:${seq}`), JSON.stringify(rec));
      m.zadd(this.k(`q:${d.webhookId}`), seq, String(seq));
      m.sadd(this.k('queues'), d.webhookId);
      m.zadd(this.k(`log:${d.webhookId}`), seq, String(seq));
      m.set(this.k(`id:${d.id}`), String(seq));
    });
    m.set(this.k('cp'), String(checkpoint));
    await m.exec();
  }

  private async entries(seqs: readonly (string | number)[]): Promise<DeliveryRecord[]> {
    if (seqs.length === 0) return [];
    const raw = await this.redis.mget(seqs.map((s) => this.k(`e:${s}`)));
    return raw.filter((x): x is string => x !== null).map((x) => JSON.parse(x) as DeliveryRecord);
  }

  private async heads(): Promise<DeliveryRecord[]> {
    const hooks = await this.redis.smembers(this.k('queues'));
    if (hooks.length === 0) return [];
    const pipe = this.redis.pipeline();
    for (const h of hooks) pipe.zrange(this.k(`q:${h}`), '0', '0');
    const res = (await pipe.exec()) ?? [];
    const seqs = res.map(([, v]) => (v as string[])[0]).filter((x): x is string => x !== undefined);
    return this.entries(seqs);
  }

  async due(now: number, limit: number): Promise<DeliveryRecord[]> {
    return (await this.heads())
      .filter((r) => r.nextAttemptAt <= now)
      .sort((a, b) => a.seq - b.seq)
      .slice(0, limit);
  }

  async nextDue(): Promise<number | null> {
    const heads = await this.heads();
    return heads.length ? Math.min(...heads.map((h) => h.nextAttemptAt)) : null;
  }

  async recordAttempt(seq: number, attempt: DeliveryAttempt, next: { status: DeliveryStatus; nextAttemptAt: number }): Promise<void> {
    const [rec] = await this.entries([seq]);
    if (!rec) return;
    const updated: DeliveryRecord = {
      ...rec,
      status: next.status,
      attempts: rec.attempts + 1,
      nextAttemptAt: next.nextAttemptAt,
      deliveredAt: next.status === 'delivered' ? attempt.at : rec.deliveredAt,
      history: [...rec.history, attempt].slice(-ATTEMPTS_KEPT),
    };
    const m = this.redis.multi().set(this.k(`e:${seq}`), JSON.stringify(updated));
    if (next.status !== 'pending') m.zrem(this.k(`q:${rec.webhookId}`), String(seq));
    await m.exec();
    if (next.status !== 'pending') {
      if ((await this.redis.zcard(this.k(`q:${rec.webhookId}`))) === 0) await this.redis.srem(this.k('queues'), rec.webhookId);
      await this.trim(rec.webhookId);
    }
  }

  async postpone(seq: number, at: number): Promise<void> {
    const [rec] = await this.entries([seq]);
    if (rec?.status === 'pending') await this.redis.set(this.k(`e:${seq}`), JSON.stringify({ ...rec, nextAttemptAt: at }));
  }

  private async trim(webhookId: string): Promise<void> {
    const log = this.k(`log:${webhookId}`);
    const old = await this.redis.zrange(log, '0', String(-(LOG_KEPT + 1)));
    if (old.length === 0) return;
    const pending = new Set(await this.redis.zrange(this.k(`q:${webhookId}`), '0', '-1'));
    const drop = old.filter((s) => !pending.has(s));
    if (drop.length === 0) return;
    await this.redis
      .multi()
      .zrem(log, ...drop)
      .del(...drop.map((s) => this.k(`e:${s}`)))
      .exec();
  }

  async list(webhookId: string, limit: number, before?: number): Promise<DeliveryRecord[]> {
    const seqs = await this.redis.zrevrangebyscore(this.k(`log:${webhookId}`), `(${before ?? '+inf'}`, '-inf', 'LIMIT', '0', String(limit));
    return this.entries(seqs);
  }

  async latest(deliveryId: string): Promise<DeliveryRecord | null> {
    const seq = await this.redis.get(this.k(`id:${deliveryId}`));
    return seq ? ((await this.entries([seq]))[0] ?? null) : null;
  }

  async requeue(deliveryId: string, now: number): Promise<DeliveryRecord | null> {
    const last = await this.latest(deliveryId);
    if (!last) return null;
    const seq = await this.redis.incr(this.k('seq'));
    const rec: DeliveryRecord = {
      ...last,
      seq,
      createdAt: now,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now,
      deliveredAt: null,
      history: [],
      redelivery: true,
    };
    await this.redis
      .multi()
      .set(this.k(`e:${seq}`), JSON.stringify(rec))
      .zadd(this.k(`q:${rec.webhookId}`), seq, String(seq))
      .sadd(this.k('queues'), rec.webhookId)
      .zadd(this.k(`log:${rec.webhookId}`), seq, String(seq))
      .set(this.k(`id:${rec.id}`), String(seq))
      .exec();
    return rec;
  }

  async dropPending(webhookId: string): Promise<void> {
    const q = this.k(`q:${webhookId}`);
    const seqs = await this.redis.zrange(q, '0', '-1');
    const m = this.redis.multi().del(q).srem(this.k('queues'), webhookId);
    if (seqs.length) m.zrem(this.k(`log:${webhookId}`), ...seqs).del(...seqs.map((s) => this.k(`e:${s}`)));
    await m.exec();
  }

  async touchToken(tokenId: string, at: number): Promise<void> {
    await this.redis.hset(this.k('tokenuse'), tokenId, String(at));
  }

  async tokensLastUsed(tokenIds: readonly string[]): Promise<Record<string, number>> {
    if (tokenIds.length === 0) return {};
    const vals = await this.redis.hmget(this.k('tokenuse'), ...tokenIds);
    const out: Record<string, number> = {};
    tokenIds.forEach((id, i) => {
      if (vals[i]) out[id] = Number(vals[i]);
    });
    return out;
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
