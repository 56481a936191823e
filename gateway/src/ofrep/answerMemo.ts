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
  environmentUuid: string;
  flagKey: string;
  value: T;
  /** hashOf(body, environmentUuid, flagKey) */
  hash: number;
}

/** Slots of the count of kept entries by hash (more than any capacity: a count never passes 65,535). */
const KEPT_SLOTS = 65_536;

export class AnswerMemo<T> {
  private readonly byBody = new Map<string, Array<MemoEntry<T>>>();
  private entries = 0;
  /**
   * Bodies seen once lately, by a 32-bit hash in a fixed table: an answer is kept on its body's
   * second sighting. A stream of contexts that never repeat (more users than the memo holds, each
   * seen once) then only overwrites numbers here, instead of filling the memo with entries that
   * die unread and make the garbage collector's old generation do the work.
   */
  private readonly seen = new Int32Array(4096);
  /**
   * How many kept entries hash to each slot. A request whose slot counts none has no answer
   * here: a new body (most requests of a stream of new users) is answered "not kept" without
   * looking its text up in the Map, which would hash the whole text a second time.
   */
  private readonly kept = new Uint16Array(KEPT_SLOTS);
  /** The last request hashed: get and then set of one request hash it once. */
  private lastBody = '';
  private lastEnvironment = '';
  private lastFlag = '';
  private lastHash = hashOf('', '', '');

  constructor(
    readonly capacity = 10_000,
    readonly maxBodyChars = 1024,
  ) {
    if (capacity >= KEPT_SLOTS) throw new RangeError(`an answer memo keeps fewer than ${KEPT_SLOTS} entries`);
  }

  private hash(body: string, environmentUuid: string, flagKey: string): number {
    if (body === this.lastBody && environmentUuid === this.lastEnvironment && flagKey === this.lastFlag) return this.lastHash;
    this.lastBody = body;
    this.lastEnvironment = environmentUuid;
    this.lastFlag = flagKey;
    return (this.lastHash = hashOf(body, environmentUuid, flagKey));
  }

  get size(): number {
    return this.entries;
  }

  get(body: string, environmentUuid: string, flagKey: string): T | undefined {
    if (this.entries === 0 || body.length > this.maxBodyChars) return undefined;
    if (this.kept[this.hash(body, environmentUuid, flagKey) & (KEPT_SLOTS - 1)] === 0) return undefined;
    const list = this.byBody.get(body);
    if (list === undefined) return undefined;
    for (const e of list) if (e.flagKey === flagKey && e.environmentUuid === environmentUuid) return e.value;
    return undefined;
  }

  set(body: string, environmentUuid: string, flagKey: string, value: T): void {
    if (body.length > this.maxBodyChars || this.capacity <= 0) return;
    const h = this.hash(body, environmentUuid, flagKey);
    const slot = h & (this.seen.length - 1);
    if (this.seen[slot] !== h) {
      this.seen[slot] = h;
      return;
    }
    const entry: MemoEntry<T> = { environmentUuid, flagKey, value, hash: h };
    const list = this.byBody.get(body);
    if (list !== undefined) {
      const same = list.find((e) => e.flagKey === flagKey && e.environmentUuid === environmentUuid);
      if (same) same.value = value;
      else {
        list.push(entry);
        this.added(entry);
        this.evict(body);
      }
      return;
    }
    this.byBody.set(body, [entry]);
    this.added(entry);
    this.evict(body);
  }

  private added(e: MemoEntry<T>): void {
    this.entries++;
    this.kept[e.hash & (KEPT_SLOTS - 1)]!++;
  }

  /** Oldest bodies out until the count fits again (never the one just written). */
  private evict(keep: string): void {
    for (const [body, list] of this.byBody) {
      if (this.entries <= this.capacity) return;
      if (body === keep) continue;
      this.byBody.delete(body);
      this.entries -= list.length;
      for (const e of list) this.kept[e.hash & (KEPT_SLOTS - 1)]!--;
    }
  }
}

/** FNV-1a over the body, environment and flag key: which request this was, as a number. */
function hashOf(body: string, environmentUuid: string, flagKey: string): number {
  const h = fnv(fnv(fnv(0x811c9dc5, body), environmentUuid), flagKey);
  // 0 marks an empty slot
  return h === 0 ? 1 : h;
}

/** FNV-1a of `s` continued from `h`, with a separator after it (no array built per call). */
function fnv(h: number, s: string): number {
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return Math.imul(h ^ 0x2c, 0x01000193);
}
