import { fail } from './errors';

/**
 * Fixed size limits (not plan-dependent: those live in the plan catalogue). Every input has
 * one, so no tenant can fill the shared stores or make rendering expensive for the others.
 */
export const SIZE_LIMITS = {
  /** one flag value, environment value or override value, serialised as JSON (UTF-8 bytes) */
  valueBytes: 64 * 1024,
  /** preferences of one user: keys */
  preferenceKeys: 100,
  /** preferences of one user: the whole map serialised as JSON */
  preferencesBytes: 32 * 1024,
  /** pending invitations of one project at a time */
  pendingInvitations: 100,
} as const;

export type SizeLimitType = 'valueBytes' | 'projectValuesBytes' | 'preferenceKeys' | 'preferencesBytes';

const encoder = new TextEncoder();
/** UTF-8 length of a string without allocating for ASCII-only text. */
export function utf8Length(s: string): number {
  let ascii = true;
  for (let i = 0; i < s.length; i++)
    if (s.charCodeAt(i) > 0x7f) {
      ascii = false;
      break;
    }
  return ascii ? s.length : encoder.encode(s).length;
}

/** Serialised sizes of objects, remembered: states share unchanged values between versions. */
const sizes = new WeakMap<object, number>();

/** The size of a JSON value as stored and served (UTF-8 bytes of its JSON text). */
export function jsonBytes(value: unknown): number {
  if (value === null || typeof value !== 'object') return value === undefined ? 0 : utf8Length(JSON.stringify(value));
  const known = sizes.get(value);
  if (known !== undefined) return known;
  const n = utf8Length(JSON.stringify(value));
  sizes.set(value, n);
  return n;
}

export const kb = (bytes: number): string => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`);

/** SIZE_LIMIT_EXCEEDED with the shape the UI reads for limits (limitType, size or count, max). */
export function sizeLimitExceeded(limitType: SizeLimitType, message: string, details: { size?: number; count?: number; max: number }): never {
  fail('SIZE_LIMIT_EXCEEDED', message, { limitType, ...details });
}
