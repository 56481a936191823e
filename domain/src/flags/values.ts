export type FlagType = 'boolean' | 'string' | 'number' | 'json';
export const FLAG_TYPES: readonly FlagType[] = ['boolean', 'string', 'number', 'json'];

export type JsonValue = null | boolean | number | string | JsonValue[] | { [k: string]: JsonValue };
export type FlagValue = JsonValue;

/** A value and whether it is enabled: the shape of an environment variable or override value. */
export interface ValueSetting {
  value: FlagValue;
  enabled: boolean;
}

/** Form defaults: type boolean, value empty, enabled true. */
export const FLAG_FORM_DEFAULTS = { type: 'boolean' as FlagType, value: '', enabled: true };

/** The text a form resets to when the type changes: "false", "0", "" or "{}". */
export const defaultValueText = (type: FlagType): string => ({ boolean: 'false', number: '0', string: '', json: '{}' })[type];

/**
 * A number as people type it: decimals kept (issue 17: 2.5 stays 2.5; the spec's whole-number
 * parsing silently changed values). Blank or non-numeric text is not a number.
 */
export const parseNumberText = (text: string): number | null => {
  const t = text.trim();
  if (t === '' || !/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(t)) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
};

const numberOr0 = (text: string): number => parseNumberText(text) ?? 0;

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * Lenient conversion, for defaults only (a type's starting value): boolean true only for the
 * text "true"; number with its decimals, default 0; string kept; json parsed, default empty
 * object on failure. What people type is checked with parseFlagValueText instead, which
 * refuses text that is not a value of the type rather than changing it.
 */
export function convertFlagValue(type: FlagType, text: string): FlagValue {
  switch (type) {
    case 'boolean':
      return text === 'true';
    case 'number':
      return numberOr0(text);
    case 'string':
      return text;
    case 'json': {
      // JSON.parse can yield what the domain refuses (1e400 is Infinity; nesting beyond 64): default too.
      const parsed = parseJson(text);
      return parsed !== undefined && valueMatchesType('json', parsed) ? parsed : {};
    }
  }
}

/** Environment dialog and override form (legacy rule): number (0 on failure), json parsed if valid else kept as text. */
export function convertEnvironmentValue(type: FlagType, text: string): FlagValue {
  if (type === 'json') {
    const parsed = parseJson(text);
    return parsed !== undefined && valueMatchesType('json', parsed) ? parsed : text;
  }
  return convertFlagValue(type, text);
}

/** Values matrix (legacy rule): as the environment dialog. */
export const convertMatrixValue = convertEnvironmentValue;

/** Does a stored value fit the flag's type? json accepts any JSON value. */
export function valueMatchesType(type: FlagType, value: unknown): value is FlagValue {
  switch (type) {
    case 'boolean':
      return typeof value === 'boolean';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'string':
      return typeof value === 'string';
    case 'json':
      return value !== undefined && isJsonValue(value, 0);
  }
}

function isJsonValue(v: unknown, depth: number): boolean {
  if (depth > 64) return false;
  if (v === null || typeof v === 'boolean' || typeof v === 'string') return true;
  if (typeof v === 'number') return Number.isFinite(v);
  if (Array.isArray(v)) return v.every((x) => isJsonValue(x, depth + 1));
  if (typeof v === 'object') return Object.values(v as object).every((x) => isJsonValue(x, depth + 1));
  return false;
}

/** The value as text for an editor: strings as they are, everything else as JSON. */
export const valueToText = (value: FlagValue): string => (typeof value === 'string' ? value : JSON.stringify(value));

export const sameValue = (a: FlagValue, b: FlagValue): boolean => JSON.stringify(a) === JSON.stringify(b);

export type ParsedValue = { ok: true; value: FlagValue } | { ok: false; error: string };

/** The longest value text accepted (the command schemas cap values the same way). */
export const MAX_VALUE_TEXT = 65_536;

/**
 * What people type, checked strictly (issue 17: no silent data changes): a value of the
 * flag's type, or the reason it is not one. Nothing is rounded, defaulted or replaced.
 */
export function parseFlagValueText(type: FlagType, text: string): ParsedValue {
  if (text.length > MAX_VALUE_TEXT) return { ok: false, error: `Value is too long (at most ${MAX_VALUE_TEXT} characters)` };
  switch (type) {
    case 'boolean':
      return text === 'true' || text === 'false' ? { ok: true, value: text === 'true' } : { ok: false, error: 'Choose true or false' };
    case 'number': {
      const n = parseNumberText(text);
      return n === null
        ? { ok: false, error: text.trim() === '' ? 'Enter a number' : 'Not a number: use digits, a decimal point and an optional sign, e.g. 42 or -2.5' }
        : { ok: true, value: n };
    }
    case 'string':
      return { ok: true, value: text };
    case 'json': {
      if (text.trim() === '') return { ok: false, error: 'Enter a JSON value, e.g. {"limit": 10}' };
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch (e) {
        return { ok: false, error: `Not valid JSON: ${e instanceof Error ? e.message : String(e)}` };
      }
      return valueMatchesType('json', parsed)
        ? { ok: true, value: parsed }
        : { ok: false, error: 'Not a JSON value this flag can hold (numbers must be finite, nesting at most 64 levels)' };
    }
  }
}

/**
 * What a value becomes when its flag changes type (issue 17: changing type asks what to do
 * with the value): the value converted when it has a faithful form in the new type, else null
 * (the person then chooses the new type's default or types a new value).
 */
export function convertValueToType(value: FlagValue, to: FlagType): FlagValue | null {
  if (to === 'json' && typeof value === 'string') {
    // JSON text becomes what it says; other text stays a JSON string.
    const parsed = parseFlagValueText('json', value);
    return parsed.ok ? parsed.value : value;
  }
  if (valueMatchesType(to, value)) return value;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  if (to === 'string') return text;
  const parsed = parseFlagValueText(to, text);
  return parsed.ok ? parsed.value : null;
}
