import {
  FLAG_FORM_DEFAULTS,
  FLAG_KEY_PATTERN_MESSAGE,
  KEY_TAKEN_MESSAGE,
  convertValueToType,
  defaultValueText,
  isValidFlagKey,
  parseFlagValueText,
} from '@flagstream/domain';
import type { FlagValue } from '@flagstream/domain';
import { valueText } from '../../components/ValueEditor';
import type { FlagType } from '../../apollo/generated/graphql';
import type { FlagRow } from './FlagRowParts';

/** What the form reads of a flag being edited. */
export type EditableFlag = Pick<FlagRow, 'id' | 'name' | 'key' | 'description' | 'type' | 'value' | 'enabled'>;

/** Every type can be created (issue 17: JSON flags too; the spec's form offered three). */
export const FORM_TYPES: FlagType[] = ['boolean', 'string', 'number', 'json'];

export const CHECK_DEBOUNCE_MS = 400;

/** The form's editable fields. */
export interface FlagFields {
  name: string;
  description: string;
  type: FlagType;
  valueText: string;
  enabled: boolean;
}

/** The text a stored value edits as, JSON objects pretty-printed. */
export const editText = (type: FlagType, value: unknown): string => valueText(type, value ?? (type === 'json' ? {} : ''));

/** The fields a form opens with: the flag's, or the defaults. */
export const initialFields = (flag: EditableFlag | null): FlagFields =>
  flag
    ? { name: flag.name, description: flag.description, type: flag.type, valueText: editText(flag.type, flag.value), enabled: flag.enabled }
    : { name: '', description: '', type: FLAG_FORM_DEFAULTS.type, valueText: FLAG_FORM_DEFAULTS.value, enabled: FLAG_FORM_DEFAULTS.enabled };

/** The value as typed, parsed strictly for its type (a boolean is on only when it says true). */
export const parseFormValue = (type: FlagType, text: string) => parseFlagValueText(type, type === 'boolean' ? (text === 'true' ? 'true' : 'false') : text);

/** A type change waiting for the person to say what happens to the value. */
export interface TypeChange {
  to: FlagType;
  /** the value in the new type, when it converts faithfully */
  converted: FlagValue | null;
}
export type TypeChoice = 'convert' | 'default';

/**
 * Changing the type asks what happens to the value (issue 17: the spec reset it silently), unless the
 * value is still the old type's untouched default or does not parse: then the new type's default.
 */
export function typeChangeOf(from: FlagType, text: string, to: FlagType): { apply: string } | { ask: TypeChange; choice: TypeChoice } {
  const current = parseFlagValueText(from, text);
  const untouched = text === defaultValueText(from) || text === '';
  if (untouched || !current.ok) return { apply: defaultValueText(to) };
  const converted = convertValueToType(current.value, to);
  return { ask: { to, converted }, choice: converted === null ? 'default' : 'convert' };
}

/** The value text after a confirmed type change. */
export const textAfterTypeChange = (change: TypeChange, choice: TypeChoice): string =>
  choice === 'convert' && change.converted !== null ? editText(change.to, change.converted) : defaultValueText(change.to);

/** The key's problem: its pattern, taken (checked or said by the server), or none. */
export function keyErrorOf(key: string, checked: { available: boolean } | null, serverKeyError: string | null): string | null {
  if (key.length > 0 && !isValidFlagKey(key)) return FLAG_KEY_PATTERN_MESSAGE;
  if (checked && !checked.available) return KEY_TAKEN_MESSAGE;
  return serverKeyError;
}

export type KeyState = 'locked' | 'error' | 'checking' | 'available' | 'idle';

/** Where the key stands, for its icon and helper text. */
export const keyStateOf = (p: { editing: boolean; keyError: string | null; checking: boolean; available: boolean }): KeyState =>
  p.editing ? 'locked' : p.keyError ? 'error' : p.checking ? 'checking' : p.available ? 'available' : 'idle';

/** The key's helper text. */
export function keyHelperOf(editing: boolean, keyError: string | null, state: KeyState): string {
  if (keyError) return keyError;
  if (state === 'checking') return 'Checking availability...';
  if (state === 'available') return 'This key is available';
  return editing ? 'The key cannot be changed after creation.' : 'Used by your code to read this flag. Derived from the name; you can customise it.';
}

/** Anything changed since the form opened. */
export function isDirty(flag: EditableFlag | null, f: FlagFields): boolean {
  if (flag) {
    return (
      f.name !== flag.name ||
      f.description !== flag.description ||
      f.type !== flag.type ||
      f.enabled !== flag.enabled ||
      f.valueText !== editText(flag.type, flag.value)
    );
  }
  return f.name !== '' || f.description !== '' || f.valueText !== FLAG_FORM_DEFAULTS.value || f.type !== FLAG_FORM_DEFAULTS.type;
}

/** The submit button's text. */
export const submitLabelOf = (editing: boolean, creating: boolean, updating: boolean) =>
  editing ? (updating ? 'Updating...' : 'Update Flag') : creating ? 'Creating...' : 'Create Flag';
