import type { EnvironmentState, FlagState, OverrideState, ProjectState } from '../project/state';
import type { FlagType, FlagValue } from '../flags/values';
import { overrideApplies } from '../project/state';
import { own } from '../shared/own';

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
 * The flag's `enabled` is a global kill switch (issue 17): off turns the flag off in every
 * environment and override, whatever their own switch says; on lets each layer's own switch
 * decide (an environment without a custom value is on).
 */
export const effectiveEnabled = (flag: Pick<FlagState, 'enabled'>, setting?: { enabled: boolean }): boolean =>
  flag.enabled && (setting ? setting.enabled : true);

/**
 * One flag's effective setting: flag default < environment variable < override, under the
 * flag's kill switch. The override, when given, is assumed to apply (the caller checks
 * activity and expiry).
 */
export function resolveFlag(flag: FlagState, env: EnvironmentState, override?: OverrideState): ResolvedFlag {
  // flag keys are user-chosen: `constructor` must not find Object.prototype.constructor
  const o = override ? own(override.featureFlagValues, flag.key) : undefined;
  const e = own(env.variables, flag.key);
  const [setting, source]: [{ value: FlagValue; enabled: boolean }, ValueSource] = o ? [o, 'override'] : e ? [e, 'environment'] : [flag, 'default'];
  const enabled = effectiveEnabled(flag, source === 'default' ? undefined : setting);
  return {
    key: flag.key,
    name: flag.name,
    type: flag.type,
    enabled,
    value: setting.value,
    source,
    rollout_percentage: enabled ? 100 : 0,
  };
}

/** The flags SDKs are served: archived flags (issue 20) are kept but not served. */
export const servedFlags = (s: ProjectState): FlagState[] => flagsInOrder(s).filter((f) => !f.archived);

export function resolveFlags(s: ProjectState, env: EnvironmentState, override?: OverrideState): ResolvedFlag[] {
  return servedFlags(s).map((f) => resolveFlag(f, env, override));
}

/** The override to apply at `now`, or none when it is inactive or past its expiry. */
export const applicableOverride = (o: OverrideState | undefined, now: number): OverrideState | undefined => (o && overrideApplies(o, now) ? o : undefined);
