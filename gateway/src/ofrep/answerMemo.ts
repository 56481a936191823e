/**
 * Targeted single-flag answers by the request body that asked for them. A server SDK evaluates
 * each flag for the same user on every request of that user, and the answer of a rule that reads
 * the context alone (FlagdEvaluator.contextOnly) is the same every time until the flag's
 * documents change: the repeat is answered from here, without parsing the body, evaluating or
 * serialising. An entry names the versions (ETags) of the documents it was computed from, and is
 * only used while they are still the cached ones; nothing else is kept alive by it.
 *
 * Bounded for every tenant together (`capacity` entries, bodies of at most `maxBodyChars`), the
 * oldest body out first: a tenant sending a new context on every call only churns it, and the
 * others then evaluate as they would without it.
 */
export interface MemoEntry<T> {
  body: string;
  environmentUuid: string;
  flagKey: string;
  value: T;
}

/** Requests whose answers share one hash (32 bits: rare, or made on purpose) kept together; past this many the oldest goes. */
const MAX_PER_HASH = 4;

/**
 * A memo that does not pay for itself is not consulted: lookups are counted in windows of
 * WINDOW, and a window with fewer than MIN_HITS hits (1 in 8) is followed by COLD_SPAN requests
 * that neither look up nor record a sighting (no hash is computed for them). A lookup and a
 * sighting cost a hash of the body (~0.5 µs under load); a hit saves the parse and evaluation
 * (~2–3 µs): below ~1 hit in 5 the memo costs more than it saves. Every (COLD_SPAN / WINDOW + 1)th
 * window is measured again, so repeats that begin are noticed within ~8,000 requests.
 */
const WINDOW = 1024;
const MIN_HITS = WINDOW / 8;
const COLD_SPAN = 7 * WINDOW;

export class AnswerMemo<T> {
  /**
   * By the request's hash (hashOf: body, environment and flag key), computed once per request
   * and shared by the lookup and the sighting: a number key, where a body text key would have
   * its characters hashed again by the Map on every lookup (as long as the JSON parse of it).
   */
  private readonly byHash = new Map<number, Array<MemoEntry<T>>>();
  private entries = 0;
  /**
   * Bodies seen once lately, by hash in a fixed table: an answer is kept on its body's second
   * sighting. A stream of contexts that never repeat (more users than the memo holds, each
   * seen once) then only overwrites numbers here, instead of filling the memo with entries that
   * die unread and make the garbage collector's old generation do the work.
   */
  private readonly seen = new Int32Array(4096);
  /** the last request hashed (the lookup, then the sighting, of one request ask for the same) */
  private lastBody = '';
  private lastEnvironment = '';
  private lastFlag = '';
  private lastHash = 0;
  /** lookups and hits of the current window; requests left to pass by while cold (see WINDOW) */
  private looked = 0;
  private hits = 0;
  private cold = 0;
  /** the last lookup was passed by (cold): its request's sighting is passed by too */
  private passed = false;

  constructor(
    readonly capacity = 10_000,
    readonly maxBodyChars = 1024,
  ) {}

  get size(): number {
    return this.entries;
  }

  get(body: string, environmentUuid: string, flagKey: string): T | undefined {
    if (body.length > this.maxBodyChars) return undefined;
    if (this.cold > 0) {
      this.cold--;
      this.passed = true;
      return undefined;
    }
    this.passed = false;
    if (++this.looked === WINDOW) {
      if (this.hits < MIN_HITS) this.cold = COLD_SPAN;
      this.looked = 0;
      this.hits = 0;
    }
    if (this.entries === 0) return undefined;
    const list = this.byHash.get(this.hash(body, environmentUuid, flagKey));
    if (list === undefined) return undefined;
    for (const e of list)
      if (e.body === body && e.flagKey === flagKey && e.environmentUuid === environmentUuid) {
        this.hits++;
        return e.value;
      }
    return undefined;
  }

  set(body: string, environmentUuid: string, flagKey: string, value: T): void {
    if (this.admits(body, environmentUuid, flagKey)) this.keep(body, environmentUuid, flagKey, value);
  }

  /**
   * Would an answer to this request be kept: a body within the size limit, seen lately (its
   * first sighting is recorded here and answers no)? Asked before the answer's value is made,
   * so a request seen once costs nothing more. Asked after `get` for the same request: when
   * that lookup was passed by (the memo is cold), so is this sighting.
   */
  admits(body: string, environmentUuid: string, flagKey: string): boolean {
    if (this.passed || body.length > this.maxBodyChars || this.capacity <= 0) return false;
    const h = this.hash(body, environmentUuid, flagKey);
    const slot = h & (this.seen.length - 1);
    if (this.seen[slot] !== h) {
      this.seen[slot] = h;
      return false;
    }
    return true;
  }

  /** Keeps an answer (set, for a request `admits` said yes to). */
  keep(body: string, environmentUuid: string, flagKey: string, value: T): void {
    const h = this.hash(body, environmentUuid, flagKey);
    const list = this.byHash.get(h);
    if (list !== undefined) {
      const same = list.find((e) => e.body === body && e.flagKey === flagKey && e.environmentUuid === environmentUuid);
      if (same) same.value = value;
      else {
        if (list.length >= MAX_PER_HASH) {
          list.shift();
          this.entries--;
        }
        list.push({ body, environmentUuid, flagKey, value });
        this.entries++;
        this.evict(h);
      }
      return;
    }
    this.byHash.set(h, [{ body, environmentUuid, flagKey, value }]);
    this.entries++;
    this.evict(h);
  }

  /** The request's hash, computed once for the lookup and the sighting of the same request (the same string objects). */
  private hash(body: string, environmentUuid: string, flagKey: string): number {
    if (body !== this.lastBody || environmentUuid !== this.lastEnvironment || flagKey !== this.lastFlag) {
      this.lastHash = hashOf(body, environmentUuid, flagKey);
      this.lastBody = body;
      this.lastEnvironment = environmentUuid;
      this.lastFlag = flagKey;
    }
    return this.lastHash;
  }

  /** Oldest hashes out until the count fits again (never the one just written). */
  private evict(keep: number): void {
    for (const [h, list] of this.byHash) {
      if (this.entries <= this.capacity) return;
      if (h === keep) continue;
      this.byHash.delete(h);
      this.entries -= list.length;
    }
  }
}

/** FNV-1a over the body, environment and flag key: which request this was, as a number (exported for tests). */
export function hashOf(body: string, environmentUuid: string, flagKey: string): number {
  const h = fnv(fnv(fnv(0x811c9dc5, body), environmentUuid), flagKey);
  // 0 marks an empty slot
  return h === 0 ? 1 : h;
}

/** FNV-1a of `s` continued from `h`, with a separator after it (no array built per call). */
function fnv(h: number, s: string): number {
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return Math.imul(h ^ 0x2c, 0x01000193);
}
