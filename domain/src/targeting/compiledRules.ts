import { LogicEngine } from 'json-logic-engine';

/**
 * A flag's targeting compiled once (per document version) into a function, with flagd-core's own
 * JSON Logic engine (json-logic-engine, the exact version flagd-core pins) and the same four flagd
 * operators flagd-core registers. Two of those operators are where flagd-core spends most of an
 * evaluation: `sem_ver` parses both versions with the semver package on every call (a constant
 * version too), and `fractional` buckets with BigInt arithmetic. Here they answer the common
 * inputs (plain `MAJOR.MINOR.PATCH` versions, weights summing to at most 2^21) with plain number
 * arithmetic that gives the same answers, and give up on anything else (BAIL): the evaluation is
 * then flagd-core's, from the start. Everything else (the rules' JSON Logic, errors, variants and
 * reasons) is the same engine and the same steps as flagd-core's FeatureFlag.evaluate.
 *
 * A differential test (domain/test/targetingCompiledRules.test.ts) runs both over generated
 * flags and contexts and requires the same answers.
 */

/** Thrown by an operator for an input it leaves to flagd-core: the whole evaluation is then redone there. */
export const BAIL: unique symbol = Symbol('compiled rules: evaluate with flagd-core');

const LOGGER = Symbol.for('flagd.logger');
const FLAGD = '$flagd';
const TARGETING_KEY = 'targetingKey';

/** flagd-core's custom operators first read the logger from the context, and fail without it (inside an iterator the context is an element). */
function requireLogger(context: unknown): void {
  if (!(context as Record<symbol, unknown>)[LOGGER]) throw new Error('Logger not found in context');
}

function compare(method: 'starts_with' | 'ends_with', data: unknown, context: unknown): boolean | null {
  requireLogger(context);
  if (!Array.isArray(data)) return null;
  if (data.length !== 2) return null;
  if (typeof data[0] !== 'string' || typeof data[1] !== 'string') return null;
  return method === 'starts_with' ? data[0].startsWith(data[1]) : data[0].endsWith(data[1]);
}

/**
 * A plain version as flagd-core's normalizeVersion and semver.parse read one (String(raw) less a
 * leading v, no prerelease, no build), each part 1 to 15 digits without a leading zero (exact in
 * a double), written into `out`; anything else BAIL. Read with charCodeAt, without a regex or a
 * match array: each evaluation of a rule reads a new context's version.
 */
function readVersion(raw: unknown, out: number[]): number[] {
  if (typeof raw !== 'string') throw BAIL;
  let i = raw.charCodeAt(0) === 118 /* v */ || raw.charCodeAt(0) === 86 /* V */ ? 1 : 0;
  for (let part = 0; part < 3; part++) {
    const start = i;
    let n = 0;
    let c = raw.charCodeAt(i);
    while (c >= 48 && c <= 57) {
      n = n * 10 + (c - 48);
      c = raw.charCodeAt(++i);
    }
    const digits = i - start;
    if (digits === 0 || digits > 15 || (digits > 1 && raw.charCodeAt(start) === 48)) throw BAIL;
    out[part] = n;
    if (part < 2) {
      if (c !== 46 /* . */) throw BAIL;
      i++;
    } else if (i !== raw.length) throw BAIL;
  }
  return out;
}

/** The last version compared against (a rule's constant, the same string on every call): parsed once. */
let lastRaw: unknown = null;
let lastVersion: number[] = [0, 0, 0];
function againstVersion(raw: unknown): number[] {
  if (raw !== lastRaw) {
    lastVersion = readVersion(raw, [0, 0, 0]);
    lastRaw = raw;
  }
  return lastVersion;
}

/** The context's version of the evaluation under way (one at a time: rules run synchronously). */
const contextVersion = [0, 0, 0];

function semVer(data: unknown, context: unknown): boolean {
  requireLogger(context);
  if (!Array.isArray(data) || data.length !== 3) throw BAIL;
  const a = readVersion(data[0], contextVersion);
  const b = againstVersion(data[2]);
  // semver.compare of two versions without prerelease: major, minor, patch in turn
  const result = a[0] !== b[0] ? a[0]! - b[0]! : a[1] !== b[1] ? a[1]! - b[1]! : a[2]! - b[2]!;
  switch (String(data[1])) {
    case '=':
      return result === 0;
    case '!=':
      return result !== 0;
    case '<':
      return result < 0;
    case '<=':
      return result <= 0;
    case '>=':
      return result >= 0;
    case '>':
      return result > 0;
    case '^':
      return a[0] === b[0];
    case '~':
      return a[0] === b[0] && a[1] === b[1];
  }
  throw BAIL;
}

/** Above this total weight, hash x weight could exceed 2^53: flagd-core's BigInt arithmetic answers. */
const MAX_NUMBER_WEIGHT = 2 ** 21;
const TWO_32 = 4294967296;

/**
 * The weight of one `[variant, weight?]` bucket of a split, or -1 for a bucket flagd-core refuses
 * (the split then answers null).
 */
function bucketWeight(entry: unknown): number {
  if (!Array.isArray(entry)) return -1;
  if (entry.length === 0 || entry.length > 2) return -1;
  const e0: unknown = entry[0];
  if (!(typeof e0 === 'string' || typeof e0 === 'number' || typeof e0 === 'boolean' || e0 === null || e0 === undefined)) return -1;
  if (entry.length < 2) return 1;
  const raw: unknown = entry[1];
  if (typeof raw !== 'number' || !Number.isInteger(raw)) return -1;
  return Math.max(0, raw);
}

/** flagd-core's fractional, read in place: the buckets are walked twice (total, then pick) rather than copied into arrays per evaluation. */
function fractional(data: unknown, context: unknown): string | number | boolean | null {
  requireLogger(context);
  if (!Array.isArray(data)) return null;
  const n = data.length;
  if (n < 1) return null;
  const ctx = context as Record<string, unknown>;
  const flagdProperties = ctx[FLAGD] as Record<string, unknown> | undefined;
  if (!flagdProperties) return null;
  let bucketBy: string;
  let first: number;
  if (typeof data[0] === 'string') {
    bucketBy = data[0];
    first = 1;
  } else {
    const targetingKey = ctx[TARGETING_KEY];
    if (!targetingKey) return null;
    bucketBy = `${flagdProperties.flagKey as string}${targetingKey as string}`;
    first = 0;
  }
  let totalWeight = 0;
  for (let i = first; i < n; i++) {
    const w = bucketWeight(data[i]);
    if (w < 0) return null;
    totalWeight += w;
  }
  if (totalWeight > MAX_NUMBER_WEIGHT) throw BAIL;
  // (hash * total) >> 32, exact: hash < 2^32 and total <= 2^21, so the product is below 2^53
  const bucket = Math.floor((murmur3(bucketBy) * totalWeight) / TWO_32);
  let sum = 0;
  for (let i = first; i < n; i++) {
    const entry = data[i] as unknown[];
    sum += bucketWeight(entry);
    if (sum > bucket) return (entry[0] ?? null) as string | number | boolean | null;
  }
  return null;
}

/**
 * MurmurHash3 (x86, 32-bit, seed 0) of a string as imurmurhash 0.1.4 hashes it (the package
 * flagd-core buckets with): each UTF-16 code unit is a byte of the key (bits above 8 folded as
 * imurmurhash folds them), as an unsigned 32-bit number.
 */
export function murmur3(key: string): number {
  const len = key.length;
  const rem = len & 3;
  const bytes = len - rem;
  let h1 = 0;
  let k1 = 0;
  let i = 0;
  while (i < bytes) {
    k1 = (key.charCodeAt(i++) & 0xffff) ^ ((key.charCodeAt(i++) & 0xffff) << 8) ^ ((key.charCodeAt(i++) & 0xffff) << 16);
    const top = key.charCodeAt(i++);
    k1 ^= ((top & 0xff) << 24) ^ ((top & 0xff00) >> 8);
    k1 = (k1 * 0x2d51 + (k1 & 0xffff) * 0xcc9e0000) & 0xffffffff;
    k1 = (k1 << 15) | (k1 >>> 17);
    k1 = (k1 * 0x3593 + (k1 & 0xffff) * 0x1b870000) & 0xffffffff;
    h1 ^= k1;
    h1 = (h1 << 13) | (h1 >>> 19);
    h1 = (h1 * 5 + 0xe6546b64) & 0xffffffff;
  }
  // the last one to three units (imurmurhash's fall-through switch)
  k1 = 0;
  if (rem === 3) k1 ^= (key.charCodeAt(i + 2) & 0xffff) << 16;
  if (rem >= 2) k1 ^= (key.charCodeAt(i + 1) & 0xffff) << 8;
  if (rem >= 1) k1 ^= key.charCodeAt(i) & 0xffff;
  if (k1 > 0) {
    k1 = (k1 * 0x2d51 + (k1 & 0xffff) * 0xcc9e0000) & 0xffffffff;
    k1 = (k1 << 15) | (k1 >>> 17);
    k1 = (k1 * 0x3593 + (k1 & 0xffff) * 0x1b870000) & 0xffffffff;
    h1 ^= k1;
  }
  h1 ^= len;
  h1 ^= h1 >>> 16;
  h1 = (h1 * 0xca6b + (h1 & 0xffff) * 0x85eb0000) & 0xffffffff;
  h1 ^= h1 >>> 13;
  h1 = (h1 * 0xae35 + (h1 & 0xffff) * 0xc2b20000) & 0xffffffff;
  h1 ^= h1 >>> 16;
  return h1 >>> 0;
}

/** One engine for every compiled rule, with flagd-core's operators (as its Targeting registers them). */
let engine: LogicEngine | undefined;
function engineOf(): LogicEngine {
  if (engine === undefined) {
    engine = new LogicEngine();
    engine.addMethod('starts_with', (data: unknown, context: unknown) => compare('starts_with', data, context));
    engine.addMethod('ends_with', (data: unknown, context: unknown) => compare('ends_with', data, context));
    engine.addMethod('sem_ver', semVer);
    engine.addMethod('fractional', fractional);
  }
  return engine;
}

export type CompiledRule = (context: Record<string | symbol, unknown>) => unknown;

/**
 * The targeting compiled, or null when it is left to flagd-core: it does not compile (flagd-core
 * answers PARSE_ERROR for it), or it uses `try`, which would catch a BAIL.
 */
export function compileRule(targeting: unknown): CompiledRule | null {
  if (JSON.stringify(targeting).includes('"try"')) return null;
  try {
    const fn: unknown = engineOf().build(targeting);
    return typeof fn === 'function' ? (fn as CompiledRule) : null;
  } catch {
    return null;
  }
}

/**
 * The context a rule sees, as flagd-core's Targeting.evaluate builds it: the caller's, with
 * `$flagd` (flag key, time in seconds) and the logger flagd's operators read.
 */
export function ruleContext(context: Record<string, unknown>, flagKey: string, logger: unknown): Record<string | symbol, unknown> {
  // Object.assign, not a spread, as flagd-core: an own `__proto__` key of a parsed context sets the copy's prototype there.
  // flagd-core's second Object.assign sets the two properties as these assignments do (its source object is not built).
  const c: Record<string | symbol, unknown> = Object.assign({}, context);
  c[FLAGD] = { flagKey, timestamp: Math.floor(Date.now() / 1000) };
  c[LOGGER] = logger;
  return c;
}

/**
 * flagd-core's $ref transform, as its parser applies it before compiling: string replacement of
 * `{"$ref":"name"}` in the document's compact JSON (what it parses from its text is the same
 * object, so the parsed document is given, not re-read). The document itself when it has no
 * `$evaluators`.
 */
export function transformRefs<T extends { $evaluators?: Record<string, unknown> }>(doc: T): T {
  const evaluators = doc.$evaluators;
  if (!evaluators) return doc;
  let transformed = JSON.stringify(doc);
  for (const key in evaluators) transformed = transformed.replaceAll(`{"$ref":"${key}"}`, JSON.stringify(evaluators[key]));
  return JSON.parse(transformed) as T;
}
