import { effectiveEnabled } from '@flagstream/domain';
import type { FlagValue } from '@flagstream/domain';

/** What the flag list and the flag page need of a flag and of one of its environment records. */
export interface FlagLike {
  id: string;
  key: string;
  name: string;
  value: unknown;
  enabled: boolean;
}
export interface EnvValueLike {
  environmentId: string;
  value: unknown;
  enabled: boolean;
  hasCustomValue: boolean;
  hasTargeting?: boolean | null;
  rolloutPercentage?: number | null;
}
export interface EnvLike {
  id: string;
  name: string;
  type: string;
}

/**
 * Production-like environments ask before a change (issue 17): the type says production, or
 * the name reads like it (prod, production, live).
 */
export const isProductionLike = (env: Pick<EnvLike, 'name' | 'type'>): boolean =>
  /^prod/i.test(env.type) || /(^|[^a-z])(prod|production|live)([^a-z]|$)/i.test(env.name);

/** The environment's own switch: its custom value's, or on when it has none (the kill switch is the flag's). */
export const ownEnabled = (row: EnvValueLike | undefined): boolean => (row?.hasCustomValue ? row.enabled : true);

export type ServedSource = 'default' | 'environment' | 'targeting';

export interface Served {
  value: FlagValue;
  enabled: boolean;
  source: ServedSource;
  /** the flag's kill switch is off: nothing is served on, whatever the environment says */
  killed: boolean;
}

/** What an environment serves without an override: its custom value or the default, under the kill switch. */
export function servedIn(flag: FlagLike, row: EnvValueLike | undefined): Served {
  const custom = row?.hasCustomValue === true;
  const enabled = effectiveEnabled(flag, custom ? { enabled: row!.enabled } : undefined);
  return {
    value: (custom ? row!.value : flag.value) as FlagValue,
    enabled,
    source: enabled && row?.hasTargeting ? 'targeting' : custom ? 'environment' : 'default',
    killed: !flag.enabled,
  };
}

/** The write that turns an environment on or off and keeps the value it serves. */
export function environmentSwitchWrite(flag: FlagLike, row: EnvValueLike | undefined, on: boolean): { value: FlagValue; enabled: boolean } {
  return { value: (row?.hasCustomValue ? row.value : flag.value) as FlagValue, enabled: on };
}

/* ---------- chosen environment columns, remembered per project ---------- */

export const columnsKey = (projectId: string): string => `flagstream.flagColumns.${projectId}`;

/** The environments shown as columns: the stored choice (those still existing), or all of them. */
export function loadColumns(storage: Pick<Storage, 'getItem'>, projectId: string, environmentIds: readonly string[]): string[] {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(columnsKey(projectId)) ?? 'null');
  } catch {
    stored = null;
  }
  if (!Array.isArray(stored)) return [...environmentIds];
  const chosen = new Set(stored.filter((x): x is string => typeof x === 'string'));
  return environmentIds.filter((id) => chosen.has(id));
}

export function saveColumns(storage: Pick<Storage, 'setItem'>, projectId: string, ids: readonly string[]): void {
  try {
    storage.setItem(columnsKey(projectId), JSON.stringify(ids));
  } catch {
    // storage full or disabled: the choice lasts for this visit only
  }
}

/** Overrides that set only this flag: deleting the flag would leave them with no values (issue 17). */
export function overridesLeftEmpty<O extends { featureFlagValues: unknown }>(overrides: readonly O[], key: string): O[] {
  return overrides.filter((o) => {
    const values = o.featureFlagValues as Record<string, unknown> | null;
    if (!values || !Object.hasOwn(values, key)) return false;
    return Object.keys(values).length === 1;
  });
}
