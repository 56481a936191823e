/**
 * The "Evaluate as" panel's context: a targetingKey and attributes typed as key/value rows or as JSON.
 * Pure, so both spellings convert into each other the same way every time.
 */

export type ContextValue = string | number | boolean | null | ContextValue[] | { [k: string]: ContextValue };
export type EvaluationContextInput = Record<string, ContextValue>;

export interface AttributeRow {
  key: string;
  value: string;
}

/** Limits of what the panel evaluates (it runs in the browser, on every keystroke). */
export const CONTEXT_LIMITS = { attributes: 50, jsonChars: 20_000 } as const;

/**
 * A row's text as a context value: `true`/`false`, numbers and JSON arrays/objects are read as such,
 * anything else is a string. `"42"` (quoted) stays the string 42.
 */
export function rowValue(text: string): ContextValue {
  const t = text.trim();
  if (t === 'true') return true;
  if (t === 'false') return false;
  if (t === 'null') return null;
  if (t !== '' && /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(t)) {
    const n = Number(t);
    if (Number.isFinite(n)) return n;
  }
  if ((t.startsWith('{') && t.endsWith('}')) || (t.startsWith('[') && t.endsWith(']')) || (t.startsWith('"') && t.endsWith('"') && t.length >= 2)) {
    try {
      return JSON.parse(t) as ContextValue;
    } catch {
      /* plain text */
    }
  }
  return text;
}

/** How a value is shown in a row: strings as they are unless they would read back as something else. */
export function rowText(v: ContextValue): string {
  if (typeof v === 'string') return rowValue(v) === v ? v : JSON.stringify(v);
  return JSON.stringify(v);
}

/** targetingKey + rows -> the context (empty keys skipped; a later duplicate wins). */
export function contextFromRows(targetingKey: string, rows: readonly AttributeRow[]): EvaluationContextInput {
  const ctx: EvaluationContextInput = {};
  if (targetingKey !== '') ctx.targetingKey = targetingKey;
  for (const r of rows) {
    const k = r.key.trim();
    if (k && k !== 'targetingKey') ctx[k] = rowValue(r.value);
  }
  return ctx;
}

/** The context -> targetingKey + rows (for switching from JSON to rows). */
export function rowsFromContext(ctx: EvaluationContextInput): { targetingKey: string; rows: AttributeRow[] } {
  const { targetingKey, ...rest } = ctx;
  return {
    targetingKey: targetingKey === undefined || targetingKey === null ? '' : typeof targetingKey === 'string' ? targetingKey : JSON.stringify(targetingKey),
    rows: Object.entries(rest).map(([key, value]) => ({ key, value: rowText(value) })),
  };
}

export type ParsedContext = { ok: true; context: EvaluationContextInput } | { ok: false; error: string };

/** The JSON spelling: an object, within the limits; targetingKey must be a string when present. */
export function parseContextJson(text: string): ParsedContext {
  if (text.length > CONTEXT_LIMITS.jsonChars) return { ok: false, error: `At most ${CONTEXT_LIMITS.jsonChars.toLocaleString('en-US')} characters` };
  if (text.trim() === '') return { ok: true, context: {} };
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: `Not valid JSON: ${(e as Error).message}` };
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return { ok: false, error: 'The context must be a JSON object' };
  const ctx = v as EvaluationContextInput;
  if ('targetingKey' in ctx && typeof ctx.targetingKey !== 'string') return { ok: false, error: 'targetingKey must be a string' };
  if (Object.keys(ctx).length > CONTEXT_LIMITS.attributes + 1) return { ok: false, error: `At most ${CONTEXT_LIMITS.attributes} attributes` };
  return { ok: true, context: ctx };
}

/** Attribute names used by a targeting document's `var`s (the panel offers them as rows). */
export function attributesUsed(logic: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(logic)) {
    for (const x of logic) attributesUsed(x, found);
    return found;
  }
  if (typeof logic !== 'object' || logic === null) return found;
  for (const [k, v] of Object.entries(logic)) {
    if (k === 'var') {
      const name = Array.isArray(v) ? v[0] : v;
      if (typeof name === 'string' && name !== '' && !name.startsWith('$flagd')) found.add(name.split('.')[0]!);
    } else attributesUsed(v, found);
  }
  return found;
}
