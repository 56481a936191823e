/**
 * JSON.parse for the small, plain bodies SDKs send (`{"context":{"targetingKey":"user-1","plan":"pro"}}`):
 * compact JSON (no whitespace between tokens), no escapes, objects and arrays at most
 * MAX_DEPTH deep. Anything else is not read here (undefined) and the caller parses it with
 * JSON.parse, so an input is either read to exactly the value JSON.parse gives, or left to it.
 *
 * Why not JSON.parse itself: V8's JSON.parse puts every string value of up to 10 characters
 * into the string table, its set of unique strings. A request of a user never seen before
 * carries new short values (a targeting key, an app version), so each one is a miss and an
 * insert there: in the OFREP profile with a new user on every request, 0.6 µs of JSON.parse's
 * 1.2 µs per request went to those string-table lookups. Strings read here are plain slices.
 */

/** Bodies longer than this go to JSON.parse directly (it is the faster reader of long texts). */
export const SMALL_JSON_MAX_CHARS = 2048;
const MAX_DEPTH = 8;
/**
 * Left to JSON.parse: an escape (a backslash), and raw control characters, which are invalid
 * inside JSON strings (JSON.parse refuses them) or, as tab, CR and LF between tokens, whitespace.
 * (A space between tokens is not read by the grammar here; inside a string it is a character
 * like any other.) Two scans: one regex for both is slower (95 vs 65 ns on a 150-byte body).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it looks for
const CONTROL = /[\u0000-\u001f]/;

// the reader's state: one text is read at a time, synchronously
let src = '';
let at = 0;

/**
 * The keys of the last text read, in the order read. An SDK sends the same keys in the same
 * order on every call, so a key is usually the one read at the same place last time: that
 * string (made a property name once, so V8 has it in its string table) is used again, where a
 * new slice would be looked up there again by the property store.
 */
const lastKeys: string[] = [];
const MAX_KEYS = 64;
let keyAt = 0;

/** The value of `text` as JSON.parse reads it, or undefined when `text` is not of the small, plain form read here. */
export function parseSmallJson(text: string): unknown {
  if (text.length > SMALL_JSON_MAX_CHARS || text.indexOf('\\') !== -1 || CONTROL.test(text)) return undefined;
  src = text;
  at = 0;
  keyAt = 0;
  const v = value(0);
  const whole = at === text.length;
  src = '';
  return whole ? v : undefined;
}

function value(depth: number): unknown {
  const c = src.charCodeAt(at);
  if (c === 34 /* " */) return string();
  if (c === 123 /* { */) return depth < MAX_DEPTH ? object(depth + 1) : undefined;
  if (c === 91 /* [ */) return depth < MAX_DEPTH ? array(depth + 1) : undefined;
  if (c === 45 /* - */ || (c >= 48 && c <= 57)) return number();
  if (c === 116 /* t */ && src.startsWith('true', at)) {
    at += 4;
    return true;
  }
  if (c === 102 /* f */ && src.startsWith('false', at)) {
    at += 5;
    return false;
  }
  if (c === 110 /* n */ && src.startsWith('null', at)) {
    at += 4;
    return null;
  }
  return undefined;
}

/** A string at `at` (its opening quote): without escapes, it ends at the next quote. */
function string(): string | undefined {
  const end = src.indexOf('"', at + 1);
  if (end === -1) return undefined;
  const s = src.slice(at + 1, end);
  at = end + 1;
  return s;
}

/** A key at `at` (its opening quote): the one read at the same place last time when it is the same text. */
function keyString(): string | undefined {
  const known = keyAt < MAX_KEYS ? lastKeys[keyAt] : undefined;
  // a known key holds no quote: the same characters followed by a quote are the same key
  if (known !== undefined && src.charCodeAt(at + 1 + known.length) === 34 && src.startsWith(known, at + 1)) {
    at += known.length + 2;
    keyAt++;
    return known;
  }
  const k = string();
  if (k !== undefined && keyAt < MAX_KEYS) lastKeys[keyAt] = k;
  keyAt++;
  return k;
}

const isDigit = (c: number) => c >= 48 && c <= 57;

/** A number as JSON writes one (-?(0|[1-9]d*)(.d+)?([eE][+-]?d+)?), read by Number() as JSON.parse reads it. */
function number(): number | undefined {
  const start = at;
  let c = src.charCodeAt(at);
  if (c === 45) c = src.charCodeAt(++at);
  if (c === 48) c = src.charCodeAt(++at);
  else if (c >= 49 && c <= 57) {
    do c = src.charCodeAt(++at);
    while (isDigit(c));
  } else return undefined;
  if (c === 46 /* . */) {
    c = src.charCodeAt(++at);
    if (!isDigit(c)) return undefined;
    do c = src.charCodeAt(++at);
    while (isDigit(c));
  }
  if (c === 101 /* e */ || c === 69 /* E */) {
    c = src.charCodeAt(++at);
    if (c === 43 /* + */ || c === 45) c = src.charCodeAt(++at);
    if (!isDigit(c)) return undefined;
    do c = src.charCodeAt(++at);
    while (isDigit(c));
  }
  return Number(src.slice(start, at));
}

function object(depth: number): Record<string, unknown> | undefined {
  at++;
  const o: Record<string, unknown> = {};
  if (src.charCodeAt(at) === 125 /* } */) {
    at++;
    return o;
  }
  for (;;) {
    if (src.charCodeAt(at) !== 34) return undefined;
    const key = keyString();
    // An assignment to __proto__ would set the prototype (JSON.parse makes an own property), and
    // the API refuses a `__proto__` or poisoned `constructor` key (see jsonBody.ts): left to it.
    if (key === undefined || key === '__proto__' || key === 'constructor' || src.charCodeAt(at) !== 58 /* : */) return undefined;
    at++;
    const v = value(depth);
    if (v === undefined) return undefined;
    o[key] = v;
    const c = src.charCodeAt(at++);
    if (c === 44 /* , */) continue;
    return c === 125 ? o : undefined;
  }
}

function array(depth: number): unknown[] | undefined {
  at++;
  const a: unknown[] = [];
  if (src.charCodeAt(at) === 93 /* ] */) {
    at++;
    return a;
  }
  for (;;) {
    const v = value(depth);
    if (v === undefined) return undefined;
    a.push(v);
    const c = src.charCodeAt(at++);
    if (c === 44) continue;
    return c === 93 ? a : undefined;
  }
}
