/**
 * Names people read elsewhere (in lists, history, invitations) must not rewrite the text
 * around them: bidi embedding, override and isolate controls (U+202A-U+202E, U+2066-U+2069)
 * are refused, and a name made only of invisible characters counts as blank.
 */
export const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;
const BIDI_CONTROLS_ALL = /[\u202A-\u202E\u2066-\u2069]/g;

/** Format characters, separators, controls and the blank-looking fillers. */
const INVISIBLE_ONLY = /^[\p{Cf}\p{Z}\p{Cc}\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u2800\u3164\uFE00-\uFE0F\uFFA0\u{E0100}-\u{E01EF}]*$/u;

export const hasBidiControls = (s: string): boolean => BIDI_CONTROLS.test(s);
export const isInvisibleOnly = (s: string): boolean => INVISIBLE_ONLY.test(s);

/**
 * A display name from an identity provider (not typed by the user into our forms): controls
 * are removed rather than refused, and an invisible one falls back.
 */
export function safeDisplayName(raw: string, fallback: string): string {
  const cleaned = raw.replace(BIDI_CONTROLS_ALL, '').trim();
  return cleaned === '' || isInvisibleOnly(cleaned) ? fallback : cleaned;
}
