import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { keys } from '@flagstream/projections';
import type { CachedDoc, DocCache } from '../publicConfig/docCache';
import { WRITES_PER_TURN, heartbeatIdle, nextTurn } from '../publicConfig/fanout';

/**
 * OFREP change notifications (ADR-0008 of open-feature/protocol): the bulk evaluation response
 * advertises `eventStreams`, the provider connects here with EventSource and re-fetches its bulk
 * evaluation on every `refetchEvaluation` message. Notification only: no flag value travels on
 * the stream, so a stream URL in a log or a browser's storage reveals when, never what.
 *
 * A subscription is an environment (and optionally an override) seen through one key. Its
 * version is derived from the documents an evaluation reads (the OFREP document, or its fallback
 * once an override has expired, and the flagd document with the rules), so any change that can
 * alter any context's answer moves it. The version is the event id: a reconnecting EventSource
 * sends it back in Last-Event-ID and is told to re-fetch only if something changed meanwhile.
 */

const HEAD = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  'x-accel-buffering': 'no',
  // EventSource from a page on any origin, without credentials
  'access-control-allow-origin': '*',
};
const RETRY = Buffer.from('retry: 2000\n\n');
const HEARTBEAT = Buffer.from(': heartbeat\n\n');
/** Past this many unsent bytes a slow subscriber is disconnected (EventSource reconnects with its Last-Event-ID). */
export const MAX_OFREP_BACKLOG = 1 << 16;

export interface OfrepSubscription {
  /** sha256 hex of the key the stream was opened with: the stream ends when that key is regenerated */
  keyHash: string;
  environmentUuid: string;
  overrideUuid?: string;
}

interface Client {
  res: ServerResponse;
  keyHash: string;
  /** the version this client knows (its Last-Event-ID, then what it was sent) */
  known: string | null;
  /** something other than a heartbeat was written since the last heartbeat tick: the stream is not idle */
  active: boolean;
}

interface Group {
  environmentUuid: string;
  overrideUuid?: string;
  /** read-model keys whose change may change the version */
  watched: Set<string>;
  clients: Set<Client>;
  expiryTimer: NodeJS.Timeout | null;
  sending: boolean;
  again: boolean;
}

const frame = (version: string): Buffer =>
  Buffer.from(`id: ${version}\nevent: message\ndata: ${JSON.stringify({ type: 'refetchEvaluation', etag: version })}\n\n`);

/** The version of what a subscription evaluates, or null when its environment or override no longer exists. */
export async function subscriptionVersion(
  cache: DocCache,
  environmentUuid: string,
  overrideUuid: string | undefined,
  now: number,
): Promise<{ version: string; expiresAt: number | null } | null> {
  let ofrep: CachedDoc | null = await cache.get(keys.ofrep(environmentUuid, overrideUuid));
  if (!ofrep) return null;
  let expiresAt: number | null = null;
  if (ofrep.expiresAt !== null && ofrep.fallback) {
    if (now >= ofrep.expiresAt) ofrep = (await cache.get(ofrep.fallback)) ?? ofrep;
    else expiresAt = ofrep.expiresAt;
  }
  const flagd = await cache.get(keys.flagd(environmentUuid));
  return { version: versionOf(ofrep.etag, flagd?.etag), expiresAt };
}

/**
 * The version of what a subscription evaluates: of the OFREP document it reads (after an expired
 * override's fallback) and of the environment's flagd document. Sent as each message's id and
 * `etag`; the provider sends it back as `flagConfigEtag` on the re-fetch the message causes.
 */
export function versionOf(ofrepEtag: string, flagdEtag: string | undefined): string {
  return createHash('sha256')
    .update(`${ofrepEtag}|${flagdEtag ?? ''}`)
    .digest('base64url')
    .slice(0, 22);
}

export class OfrepEventHub {
  private readonly groups = new Map<string, Group>();
  private count = 0;
  private readonly heartbeat: NodeJS.Timeout;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly cache: DocCache,
    heartbeatMs: number,
    private readonly clock: () => number = Date.now,
  ) {
    this.heartbeat = setInterval(() => void this.beat(), heartbeatMs);
    this.heartbeat.unref();
    this.unsubscribe = cache.onInvalidate((changed) => {
      const revoked = changed === null ? null : changed.filter((k) => k.startsWith('apikey:'));
      for (const g of this.groups.values()) {
        if (changed === null || changed.some((k) => g.watched.has(k))) void this.push(g);
        if (revoked === null || revoked.length > 0) void this.dropRevoked(g, revoked);
      }
    });
  }

  /** open streams */
  get size(): number {
    return this.count;
  }

  /**
   * Starts the stream of an authorised subscription. `lastEventId` (EventSource's Last-Event-ID
   * on a reconnect) equal to the current version means nothing was missed: no message is sent.
   * Without it (a first connection) one message is sent at once: a change between the bulk
   * evaluation and this connection is then never lost, at the price of one cheap re-fetch (a 304).
   */
  open(req: IncomingMessage, res: ServerResponse, sub: OfrepSubscription, lastEventId: string | null): void {
    const groupKey = `${sub.environmentUuid}|${sub.overrideUuid ?? ''}`;
    let g = this.groups.get(groupKey);
    if (!g) {
      const watched = new Set([keys.ofrep(sub.environmentUuid), keys.flagd(sub.environmentUuid)]);
      if (sub.overrideUuid) watched.add(keys.ofrep(sub.environmentUuid, sub.overrideUuid));
      g = {
        environmentUuid: sub.environmentUuid,
        overrideUuid: sub.overrideUuid,
        watched,
        clients: new Set(),
        expiryTimer: null,
        sending: false,
        again: false,
      };
      this.groups.set(groupKey, g);
    }
    const group = g;
    res.writeHead(200, HEAD);
    res.write(RETRY);
    const c: Client = { res, keyHash: sub.keyHash, known: lastEventId, active: true };
    group.clients.add(c);
    this.count++;
    const close = () => this.drop(group, c);
    req.on('close', close);
    res.on('error', close);
    void this.push(group);
  }

  private drop(g: Group, c: Client): void {
    if (!g.clients.delete(c)) return;
    this.count--;
    const groupKey = `${g.environmentUuid}|${g.overrideUuid ?? ''}`;
    if (g.clients.size === 0 && this.groups.get(groupKey) === g) {
      if (g.expiryTimer) clearTimeout(g.expiryTimer);
      this.groups.delete(groupKey);
    }
  }

  /** Heartbeats to idle streams (see heartbeatIdle); one sweep at a time. */
  private beating = false;
  private async beat(): Promise<void> {
    if (this.beating) return;
    this.beating = true;
    try {
      await heartbeatIdle(this.groups.values(), (g: Group, c: Client) => this.write(g, c, HEARTBEAT));
    } finally {
      this.beating = false;
    }
  }

  private write(g: Group, c: Client, bytes: Buffer): void {
    c.active = true;
    if (c.res.writableLength > MAX_OFREP_BACKLOG) {
      this.drop(g, c);
      c.res.destroy();
      return;
    }
    c.res.write(bytes);
  }

  /** Streams opened with a key that no longer exists end (EventSource then re-fetches and sees the 401). */
  private async dropRevoked(g: Group, revoked: readonly string[] | null): Promise<void> {
    for (const c of [...g.clients]) {
      if (revoked !== null && !revoked.includes(keys.apiKey(c.keyHash))) continue;
      const still = await this.cache.getJson(keys.apiKey(c.keyHash)).catch(() => true);
      if (still) continue;
      this.drop(g, c);
      c.res.end();
    }
  }

  /** Tells every subscriber of the group that does not know the current version to re-fetch; one pass at a time per group. */
  private async push(g: Group): Promise<void> {
    if (g.sending) {
      g.again = true;
      return;
    }
    g.sending = true;
    try {
      do {
        g.again = false;
        let v: Awaited<ReturnType<typeof subscriptionVersion>>;
        try {
          v = await subscriptionVersion(this.cache, g.environmentUuid, g.overrideUuid, this.clock());
        } catch {
          continue; // the read store is unavailable: the next notice (or reconnect) tries again
        }
        if (g.clients.size === 0) return;
        if (v === null) {
          // the environment or override is gone: end the streams (a re-fetch then reports it)
          for (const c of [...g.clients]) {
            this.drop(g, c);
            c.res.end();
          }
          return;
        }
        if (g.expiryTimer) clearTimeout(g.expiryTimer);
        g.expiryTimer = null;
        if (v.expiresAt !== null) {
          // an override expiring changes the answers without any event: tell subscribers at that instant
          g.expiryTimer = setTimeout(() => void this.push(g), Math.min(Math.max(0, v.expiresAt - this.clock()) + 5, 2 ** 31 - 1));
          g.expiryTimer.unref();
        }
        let bytes: Buffer | null = null;
        let written = 0;
        for (const c of g.clients) {
          if (c.known === v.version) continue;
          bytes ??= frame(v.version);
          c.known = v.version;
          this.write(g, c, bytes);
          if (++written % WRITES_PER_TURN === 0) await nextTurn();
        }
      } while (g.again);
    } finally {
      g.sending = false;
    }
  }

  close(): void {
    clearInterval(this.heartbeat);
    this.unsubscribe();
    for (const g of this.groups.values()) {
      if (g.expiryTimer) clearTimeout(g.expiryTimer);
      for (const c of g.clients) c.res.end();
    }
    this.groups.clear();
    this.count = 0;
  }
}
