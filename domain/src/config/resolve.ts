import type { EnvironmentState, FlagState, OverrideState, ProjectState } from '../project/state';
import type { FlagType, FlagValue } from '../flags/values';
import { overrideApplies } from '../project/state';

export type ValueSource = 'default' | 'environment' | 'override';

export interface ResolvedFlag {
  key: string;
  name: string;
  type: FlagType;
  enabled: boolean;
  value: FlagValue;
  source: ValueSource;
  rollout_percentage: number;
}

/** Flags in a stable order: creation time, then key. */
export const flagsInOrder = (s: ProjectState): FlagState[] =>
  Object.values(s.flags).sort((a, b) => a.createdAt - b.createdAt || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

/**
 * One flag's effective setting: flag default < environment variable < override.
 * The override, when given, is assumed to apply (the caller checks activity and expiry).
 */
export function resolveFlag(flag: FlagState, env: EnvironmentState, override?: OverrideState): ResolvedFlag {
  const o = override?.featureFlagValues[flag.key];
  const e = env.variables[flag.key];
  const [setting, source]: [{ value: FlagValue; enabled: boolean }, ValueSource] = o
    ? [o, 'override']
    : e
      ? [e, 'environment']
      : [flag, 'default'];
  return {
    key: flag.key, name: flag.name, type: flag.type, enabled: setting.enabled, value: setting.value, source,
    rollout_percentage: setting.enabled ? 100 : 0,
  };
}

export function resolveFlags(s: ProjectState, env: EnvironmentState, override?: OverrideState): ResolvedFlag[] {
  return flagsInOrder(s).map((f) => resolveFlag(f, env, override));
}

/** The override to apply at `now`, or none when it is inactive or past its expiry. */
export const applicableOverride = (o: OverrideState | undefined, now: number): OverrideState | undefined =>
  o && overrideApplies(o, now) ? o : undefined;
