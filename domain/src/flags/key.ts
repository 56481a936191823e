/**
 * Flag key from a name: lower-case, non-alphanumerics to underscore, repeated underscores
 * collapsed, leading/trailing underscores removed.
 */
export const deriveFlagKey = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_+|_+$/g, '');

/** What a custom key may look like: starts alphanumeric, then letters, digits, _ - . ; at most 100. */
export const FLAG_KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;
export const isValidFlagKey = (key: string): boolean => FLAG_KEY_PATTERN.test(key);

/** What a form and the API say about a key that does not fit FLAG_KEY_PATTERN (one text for both). */
export const FLAG_KEY_PATTERN_MESSAGE = 'Key may contain only letters, digits, "_", "-" and "." and must start with a letter or digit';
