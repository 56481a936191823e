/**
 * Maps keyed by what users choose (flag keys, member ids, variable names, preference keys) are
 * plain JSON objects: a lookup must see own properties only, or `constructor`, `toString` and
 * friends resolve to Object.prototype's functions.
 */
export function own<V>(record: Readonly<Record<string, V>> | null | undefined, key: string): V | undefined {
  return record != null && Object.hasOwn(record, key) ? record[key] : undefined;
}

export const hasOwnKey = (record: object | null | undefined, key: string): boolean => record != null && Object.hasOwn(record, key);

/** Keys no map may hold: `__proto__` cannot round-trip through JSON.parse and object spreads. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__']);
