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

export class AnswerMemo<T> {
  /**
   * Entries by the FNV hash of their request (body, environment, flag), not by the body text: a
   * Map keyed by a string makes V8 internalize each new key it is asked for (a copy in the old
   * generation's string table), so every new user's body looked up here became old-generation
   * garbage, and a stream of new users kept the major collector busy. A number key costs nothing
   * to look up; the entry's body is compared in full.
   */
  private readonly byHash = new Map<number, Array<MemoEntry<T>>>();
  private entries = 0;
  /**
   * Bodies seen once lately, by their hash in a fixed table: an answer is kept on its body's
   * second sighting. A stream of contexts that never repeat (more users than the memo holds, each
   * seen once) then only overwrites numbers here, instead of filling the memo with entries that
   * die unread and make the garbage collector's old generation do the work.
   */
  private readonly seen = new Int32Array(4096);
  /** The last request hashed: a request's get and then set hash its text once. */
  private lastBody = '';
  private lastEnvironment = '';
  private lastFlag = '';
  private lastHash = hashOf('', '', '');

  constructor(
    readonly capacity = 10_000,
    readonly maxBodyChars = 1024,
  ) {}

  get size(): number {
    return this.entries;
  }

  private hash(body: string, environmentUuid: string, flagKey: string): number {
    if (body === this.lastBody && environmentUuid === this.lastEnvironment && flagKey === this.lastFlag) return this.lastHash;
    this.lastBody = body;
    this.lastEnvironment = environmentUuid;
    this.lastFlag = flagKey;
    return (this.lastHash = hashOf(body, environmentUuid, flagKey));
  }

  get(body: string, environmentUuid: string, flagKey: string): T | undefined {
    if (this.entries === 0 || body.length > this.maxBodyChars) return undefined;
    const list = this.byHash.get(this.hash(body, environmentUuid, flagKey));
    if (list === undefined) return undefined;
    for (const e of list) if (e.body === body && e.flagKey === flagKey && e.environmentUuid === environmentUuid) return e.value;
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
    const list = this.byHash.get(h);
    if (list !== undefined) {
      const same = list.find((e) => e.body === body && e.flagKey === flagKey && e.environmentUuid === environmentUuid);
      if (same) same.value = value;
      else {
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

  /** Oldest entries out until the count fits again (never those of the hash just written). */
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
