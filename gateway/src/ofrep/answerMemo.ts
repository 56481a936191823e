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
}

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

  constructor(
    readonly capacity = 10_000,
    readonly maxBodyChars = 1024,
  ) {}

  get size(): number {
    return this.entries;
  }

  get(body: string, environmentUuid: string, flagKey: string): T | undefined {
    const list = this.byBody.get(body);
    if (list === undefined) return undefined;
    for (const e of list) if (e.flagKey === flagKey && e.environmentUuid === environmentUuid) return e.value;
    return undefined;
  }

  set(body: string, environmentUuid: string, flagKey: string, value: T): void {
    if (this.admits(body, environmentUuid, flagKey)) this.keep(body, environmentUuid, flagKey, value);
  }

  /**
   * Would an answer to this request be kept: a body within the size limit, seen lately (its
   * first sighting is recorded here and answers no)? Asked before the answer's value is made,
   * so a request seen once costs nothing more.
   */
  admits(body: string, environmentUuid: string, flagKey: string): boolean {
    if (body.length > this.maxBodyChars || this.capacity <= 0) return false;
    const h = hashOf(body, environmentUuid, flagKey);
    const slot = h & (this.seen.length - 1);
    if (this.seen[slot] !== h) {
      this.seen[slot] = h;
      return false;
    }
    return true;
  }

  /** Keeps an answer (set, for a request `admits` said yes to). */
  keep(body: string, environmentUuid: string, flagKey: string, value: T): void {
    const list = this.byBody.get(body);
    if (list !== undefined) {
      const same = list.find((e) => e.flagKey === flagKey && e.environmentUuid === environmentUuid);
      if (same) same.value = value;
      else {
        list.push({ environmentUuid, flagKey, value });
        this.entries++;
        this.evict(body);
      }
      return;
    }
    this.byBody.set(body, [{ environmentUuid, flagKey, value }]);
    this.entries++;
    this.evict(body);
  }

  /** Oldest bodies out until the count fits again (never the one just written). */
  private evict(keep: string): void {
    for (const [body, list] of this.byBody) {
      if (this.entries <= this.capacity) return;
      if (body === keep) continue;
      this.byBody.delete(body);
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
