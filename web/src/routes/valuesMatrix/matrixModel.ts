import { parseFlagValueText, sameValue, valueToText } from '@flagstream/domain';
import type { FlagType, FlagValue } from '@flagstream/domain';
import type { MatrixColumn_EnvironmentFragment, MatrixRow_FlagFragment } from '../../apollo/generated/graphql';
import { isProductionLike } from '../flags/flagListModel';

/** A row and a column as their fragments read them (MatrixRow.tsx, MatrixTable.tsx). */
export type MatrixFlag = MatrixRow_FlagFragment;
export type MatrixEnvironment = MatrixColumn_EnvironmentFragment;

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

/**
 * The server's record of a cell; a cell without a custom value serves the flag default and its
 * own switch is on (the flag's enabled is the kill switch over every cell, issue 17).
 */
export function serverCell(flag: MatrixFlag, environmentId: string): ServerCell {
  const v = flag.environmentValues.find((x) => x.environmentId === environmentId);
  return v?.hasCustomValue
    ? { value: v.value as FlagValue, enabled: v.enabled, hasCustomValue: true }
    : { value: flag.value as FlagValue, enabled: true, hasCustomValue: false };
}

/** The editor text of a value ("true"/"false" for booleans, JSON text for objects). */
export const textOf = (value: FlagValue | undefined): string => (value === undefined ? '' : valueToText(value));

/**
 * The value a cell's text saves as, checked strictly (issue 17: numbers keep their decimals,
 * invalid JSON is refused; the spec parsed integers and kept bad JSON as text). An edit is only
 * staged once its text is valid, so this never meets invalid text; if it did, it throws rather
 * than save something else.
 */
export const cellValue = (type: FlagType, text: string): FlagValue => {
  const parsed = parseFlagValueText(type, text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
};

/** Does an edited cell differ from what the cell serves without a custom value (the default, on)? */
export function differsFromDefault(flag: MatrixFlag, edit: CellEdit): boolean {
  return edit.enabled !== true || !sameValue(cellValue(flag.type, edit.text), flag.value as FlagValue);
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

/** Search by name or key, case-insensitively. */
export function filterFlags<F extends { name: string; key: string }>(flags: readonly F[], search: string): F[] {
  const q = search.trim().toLowerCase();
  return q ? flags.filter((f) => f.name.toLowerCase().includes(q) || f.key.toLowerCase().includes(q)) : [...flags];
}

/** The flag and environment ids of a cell key. */
export const splitCellKey = (key: string): [flagId: string, environmentId: string] => key.split('::') as [string, string];

/** A map or set without one key (a new one: React state). */
export function withoutKey<K, V>(m: ReadonlyMap<K, V>, key: K): Map<K, V>;
export function withoutKey<K>(s: ReadonlySet<K>, key: K): Set<K>;
export function withoutKey<K, V>(c: ReadonlyMap<K, V> | ReadonlySet<K>, key: K): Map<K, V> | Set<K> {
  const next = c instanceof Map ? new Map(c as ReadonlyMap<K, V>) : new Set(c as ReadonlySet<K>);
  next.delete(key);
  return next;
}

/** The map without the keys `drop` picks. */
export const withoutKeys = <V>(m: ReadonlyMap<string, V>, drop: (key: string) => boolean): Map<string, V> => new Map([...m].filter(([k]) => !drop(k)));

/** The production-like environments a save writes to, by name, once each (they ask first). */
export function productionNames(writes: readonly CellWrite[], envById: ReadonlyMap<string, MatrixEnvironment>): string[] {
  const names = writes.map((w) => envById.get(w.environmentId)).filter((e): e is MatrixEnvironment => Boolean(e && isProductionLike(e)));
  return [...new Set(names.map((e) => e.name))];
}
