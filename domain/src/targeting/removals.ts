import type { ProjectEvent } from '../project/events';
import type { FlagState, ProjectState } from '../project/state';
import type { CommandContext } from '../shared/decider';
import type { FlagType } from '../flags/values';
import { valueMatchesType } from '../flags/values';
import { own } from '../shared/own';

/** Targeting that goes with a flag (deleted) or no longer fits it (type changed), each recorded. */
export function targetingRemovals(flag: FlagState, reason: 'flag_deleted' | 'type_changed', ctx: CommandContext, newType?: FlagType): ProjectEvent[] {
  return Object.entries(flag.targeting ?? {})
    .filter(
      ([, t]) =>
        reason === 'flag_deleted' ||
        !Object.values(t.variants).every((v) =>
          newType === 'json' ? typeof v === 'object' && v !== null && !Array.isArray(v) : valueMatchesType(newType!, v),
        ),
    )
    .map(([environmentId]) => ({ type: 'FlagTargetingRemoved' as const, data: { flagId: flag.id, environmentId, reason, updatedAt: ctx.now } }));
}

/** Targeting in an environment being deleted goes with it, each recorded. */
export function environmentTargetingRemovals(s: ProjectState, environmentId: string, ctx: CommandContext): ProjectEvent[] {
  return Object.values(s.flags)
    .filter((f) => own(f.targeting, environmentId))
    .map((f) => ({ type: 'FlagTargetingRemoved' as const, data: { flagId: f.id, environmentId, reason: 'environment_deleted' as const, updatedAt: ctx.now } }));
}
