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
export const defaultValueText = (type: FlagType): string =>
  ({ boolean: 'false', number: '0', string: '', json: '{}' })[type];

const parseIntOr0 = (text: string): number => {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) ? n : 0;
};

const parseJson = (text: string): unknown => {
  try { return JSON.parse(text); } catch { return undefined; }
};

/**
 * Value conversion on save (flag form): boolean true only for the text "true"; number parsed
 * as integer, default 0; string kept; json parsed, default empty object on failure.
 */
export function convertFlagValue(type: FlagType, text: string): FlagValue {
  switch (type) {
    case 'boolean': return text === 'true';
    case 'number': return parseIntOr0(text);
    case 'string': return text;
    case 'json': {
      // JSON.parse can yield what the domain refuses (1e400 is Infinity; nesting beyond 64): default too.
      const parsed = parseJson(text);
      return parsed !== undefined && valueMatchesType('json', parsed) ? parsed : {};
    }
  }
}

/** Environment dialog and override form: number integer (0 on failure), json parsed if valid else kept as text. */
export function convertEnvironmentValue(type: FlagType, text: string): FlagValue {
  if (type === 'json') {
    const parsed = parseJson(text);
    return parsed !== undefined && valueMatchesType('json', parsed) ? parsed : text;
  }
  return convertFlagValue(type, text);
}

/** Values matrix: numbers parsed as integers (default 0); other types as the environment dialog. */
export const convertMatrixValue = convertEnvironmentValue;

/** Does a stored value fit the flag's type? json accepts any JSON value. */
export function valueMatchesType(type: FlagType, value: unknown): value is FlagValue {
  switch (type) {
    case 'boolean': return typeof value === 'boolean';
    case 'number': return typeof value === 'number' && Number.isFinite(value);
    case 'string': return typeof value === 'string';
    case 'json': return value !== undefined && isJsonValue(value, 0);
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
