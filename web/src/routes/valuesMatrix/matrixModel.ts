import { convertEnvironmentValue, sameValue, valueToText } from '@flagstream/domain';
import type { FlagType, FlagValue } from '@flagstream/domain';
import type { ValuesMatrixQuery } from '../../apollo/generated/graphql';

export type MatrixFlag = ValuesMatrixQuery['featureFlags'][number];
export type MatrixEnvironment = ValuesMatrixQuery['environments'][number];

/** What the server says about one cell. */
export interface ServerCell {
  value: FlagValue;
  enabled: boolean;
  hasCustomValue: boolean;
}

/** A cell edited in the browser and not saved yet: the editor's text and the enabled switch. */
export interface CellEdit {
  text: string;
  enabled: boolean;
}

export type Edits = ReadonlyMap<string, CellEdit>;

export const cellKey = (flagId: string, environmentId: string): string => `${flagId}::${environmentId}`;

/** The server's record of a cell; a cell the server does not list uses the flag default. */
export function serverCell(flag: MatrixFlag, environmentId: string): ServerCell {
  const v = flag.environmentValues.find((x) => x.environmentId === environmentId);
  if (!v) return { value: flag.value as FlagValue, enabled: flag.enabled, hasCustomValue: false };
  return v.hasCustomValue
    ? { value: v.value as FlagValue, enabled: v.enabled, hasCustomValue: true }
    : { value: flag.value as FlagValue, enabled: flag.enabled, hasCustomValue: false };
}

/** The editor text of a value ("true"/"false" for booleans, JSON text for objects). */
export const textOf = (value: FlagValue | undefined): string => (value === undefined ? '' : valueToText(value));

/** The value a cell's text saves as (spec §5: matrix numbers are integers, default 0). */
export const cellValue = (type: FlagType, text: string): FlagValue => convertEnvironmentValue(type, text);

/** Does an edited cell differ from the flag default (value or enabled)? */
export function differsFromDefault(flag: MatrixFlag, edit: CellEdit): boolean {
  return edit.enabled !== flag.enabled || !sameValue(cellValue(flag.type, edit.text), flag.value as FlagValue);
}

export interface CellWrite {
  key: string;
  flag: MatrixFlag;
  environmentId: string;
  flagValue: { value: FlagValue; enabled: boolean };
}

/**
 * Save All (spec §4): only cells that are custom (every edited cell is) and differ from the
 * flag default, one call each. Cells of flags or environments gone since are skipped.
 */
export function cellsToSave(flags: readonly MatrixFlag[], environments: readonly MatrixEnvironment[], edits: Edits): CellWrite[] {
  const envIds = new Set(environments.map((e) => e.id));
  const writes: CellWrite[] = [];
  for (const flag of flags) {
    for (const envId of envIds) {
      const key = cellKey(flag.id, envId);
      const edit = edits.get(key);
      if (!edit || !differsFromDefault(flag, edit)) continue;
      writes.push({ key, flag, environmentId: envId, flagValue: { value: cellValue(flag.type, edit.text), enabled: edit.enabled } });
    }
  }
  return writes;
}

/** Is this text valid JSON (the json editor marks text that will be saved as a plain string)? */
export function isJsonText(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
