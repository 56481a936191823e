import { valueToText } from '@flagstream/domain';
import type { FlagValue, OverrideStatus, ValueSetting } from '@flagstream/domain';
import { expiresSoon } from './time';

export const OVERRIDE_UUID_COPIED = 'Override UUID copied to clipboard';

/** Flag values a card lists before "Show all". */
export const FLAGS_SHOWN = 4;

/** A value as the card shows it: an empty string as "". */
export function valueLabel(v: ValueSetting | undefined): string {
  if (!v) return '';
  const t = valueToText(v.value as FlagValue);
  return t === '' ? '""' : t;
}

/** The override's flag keys, sorted, and the ones shown (the first few unless all are asked for). */
export function flagKeys(values: Record<string, ValueSetting>, showAll: boolean): { keys: string[]; shown: string[] } {
  const keys = Object.keys(values).sort();
  return { keys, shown: showAll ? keys : keys.slice(0, FLAGS_SHOWN) };
}

/** How the expiry line reads: a warning within a day of expiring, an error once expired. */
export type ExpiryTone = 'soon' | 'expired' | 'normal';
export const expiryTone = (status: OverrideStatus, expiresAt: string | null | undefined, now: number): ExpiryTone =>
  status !== 'expired' && expiresSoon(expiresAt, now) ? 'soon' : status === 'expired' ? 'expired' : 'normal';

export const STATUS_BADGES: Record<OverrideStatus, { label: string; color: 'success' | 'default' | 'error' }> = {
  active: { label: 'Active', color: 'success' },
  inactive: { label: 'Inactive', color: 'default' },
  expired: { label: 'Expired', color: 'error' },
};

/** The activation switch's tooltip and accessible name. */
export const toggleTitle = (status: OverrideStatus) =>
  status === 'expired' ? 'Expired: edit the expiry to use it again' : status === 'active' ? 'Deactivate' : 'Activate';
export const toggleLabel = (status: OverrideStatus, name: string) => (status === 'active' ? `Deactivate ${name}` : `Activate ${name}`);

/** The flag's title on hover: its name and key, or the key alone for a deleted flag. */
export const flagTitle = (flagNames: Record<string, string>, key: string) => (flagNames[key] ? `${flagNames[key]} (${key})` : key);
