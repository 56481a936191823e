import type { FlagType } from '../../apollo/generated/graphql';

/** How a flag value is shown: a boolean, an empty string, a quoted string, or a number / JSON / other text. */
export type ValueKind = 'boolean' | 'empty' | 'string' | 'other';

/** Past this many characters a value's whole text is offered in a tooltip. */
export const LONG_VALUE = 28;

/** The kind of a value of a flag of this type (a boolean value is shown as one whatever the type says). */
export function valueKind(type: FlagType, value: unknown): ValueKind {
  if (type === 'boolean' || typeof value === 'boolean') return 'boolean';
  if (type === 'string' && typeof value === 'string') return value === '' ? 'empty' : 'string';
  return 'other';
}

/** A value as compact JSON on one line ("null" for undefined; String() when it is not JSON). */
export function compactText(v: unknown): string {
  try {
    return JSON.stringify(v) ?? 'null';
  } catch {
    return String(v);
  }
}

/** A value as indented JSON for its tooltip ("null" for undefined; String() when it is not JSON). */
export function prettyText(v: unknown): string {
  try {
    return JSON.stringify(v, null, 2) ?? 'null';
  } catch {
    return String(v);
  }
}

/** A number, JSON or other value: its one-line text, and its whole text when too long for the cell (else null). */
export function otherValueTexts(value: unknown): { text: string; full: string | null } {
  const text = typeof value === 'string' ? value : compactText(value);
  if (text.length <= LONG_VALUE) return { text, full: null };
  return { text, full: typeof value === 'string' ? value : prettyText(value) };
}
