import { own } from '../shared/own';
import type { ProjectEvent } from '../project/events';
import type { FlagState, OverrideState, ProjectState } from '../project/state';
import type { CommandContext, DomainEvent } from '../shared/decider';
import type { ValueSetting } from '../flags/values';
import type { EntityKind } from './entity';
import type { Permissions } from '../members/permissions';
import { requireCapacity, requirePermission } from '../project/access';
import { fail } from '../shared/errors';
import { flagByKey } from '../project/state';
import { decideFlag, dropMismatched, FLAG_NOT_FOUND_MESSAGE } from '../flags/decider';
import { decideEnvironment } from '../environments/decider';
import { decideOverride } from '../overrides/decider';
import { isKeyAvailable } from '../flags/availability';
import { sameValue, valueMatchesType } from '../flags/values';
import { toIso } from '../shared/time';
import type { SegmentState } from '../targeting/model';
import { referencedSegments } from '../targeting/model';
import { requireUnused, segmentsOf, stableJson } from '../targeting/decider';
import { storedTargeting } from '../targeting/compile';

/** The instant a restore goes back to, as history named it. */
export interface RestoreInstant {
  position: number;
  /** epoch ms */
  time: number;
}

/**
 * Restores bring an entity back to how it was at an instant by appending ordinary events after
 * an `EntityRestored` marker: history is never rewritten, and every projection already knows
 * how to apply them. `past` is the project at that instant, folded from the stream by the server.
 */
export type RestoreCommand =
  | { kind: 'RestoreFeatureFlag'; flagId: string; instant: RestoreInstant; past: ProjectState }
  | { kind: 'RestoreEnvironmentValues'; environmentId: string; instant: RestoreInstant; past: ProjectState }
  | { kind: 'RestoreOverride'; overrideId: string; instant: RestoreInstant; past: ProjectState }
  | { kind: 'RestoreSegment'; segmentId: string; instant: RestoreInstant; past: ProjectState };

export type EntityRestored = DomainEvent<
  'EntityRestored',
  {
    entity: { kind: EntityKind; id: string; name: string };
    toPosition: number;
    toTime: string;
    /** flag keys whose past values could not come back (the flag is gone or changed type) */
    skipped: string[];
    restoredAt: number;
  }
>;

type Evolve = (s: ProjectState, e: ProjectEvent) => ProjectState;

/** Collects events while keeping the state they lead to, so each step decides on the one before. */
class Steps {
  events: ProjectEvent[] = [];
  constructor(
    public state: ProjectState,
    private readonly evolve: Evolve,
  ) {}
  add(events: ProjectEvent[]): void {
    this.events.push(...events);
    this.state = events.reduce(this.evolve, this.state);
  }
}

const sameSetting = (a: ValueSetting | undefined, b: ValueSetting | undefined) =>
  a === b || (!!a && !!b && a.enabled === b.enabled && sameValue(a.value, b.value));

/** Past flag values that still fit the project: the flag exists now with the same type. */
function fittingValues(s: ProjectState, values: Record<string, ValueSetting>): { kept: Record<string, ValueSetting>; skipped: string[] } {
  const kept: Record<string, ValueSetting> = {};
  const skipped: string[] = [];
  for (const [key, v] of Object.entries(values)) {
    const flag = flagByKey(s, key);
    if (flag && valueMatchesType(flag.type, v.value)) kept[key] = { value: v.value, enabled: v.enabled };
    else skipped.push(key);
  }
  return { kept, skipped };
}

function restoreFlag(flagId: string, past: ProjectState, steps: Steps, ctx: CommandContext): { name: string; skipped: string[] } {
  const was: FlagState | undefined = past.flags[flagId];
  const now = steps.state.flags[flagId];
  if (!was && !now) fail('FLAG_NOT_FOUND', FLAG_NOT_FOUND_MESSAGE);
  if (!was) {
    steps.add(decideFlag({ kind: 'DeleteFeatureFlag', flagId }, steps.state, ctx));
    return { name: now!.name, skipped: [] };
  }
  if (!now) {
    if (!isKeyAvailable(Object.values(steps.state.flags), was.key)) {
      fail('FLAG_KEY_TAKEN', `The key "${was.key}" now belongs to another feature flag`, { key: was.key });
    }
    requireCapacity(steps.state, ctx, 'featureFlags');
    steps.add([
      {
        type: 'FeatureFlagCreated',
        data: {
          flagId: was.id,
          key: was.key,
          name: was.name,
          description: was.description,
          type: was.type,
          value: was.value,
          enabled: was.enabled,
          createdAt: ctx.now,
        },
      },
    ]);
  } else {
    const typeChanged = was.type !== now.type;
    const changes = {
      ...(was.name !== now.name ? { name: was.name } : {}),
      ...(was.description !== now.description ? { description: was.description } : {}),
      ...(typeChanged ? { type: was.type } : {}),
      ...(typeChanged || !sameValue(was.value, now.value) ? { value: was.value } : {}),
      ...(was.enabled !== now.enabled ? { enabled: was.enabled } : {}),
    };
    if (Object.keys(changes).length > 0) {
      steps.add([
        ...(typeChanged ? dropMismatched(steps.state, now.key, was.type, ctx) : []),
        { type: 'FeatureFlagUpdated', data: { flagId, ...changes, updatedAt: ctx.now } },
      ]);
    }
  }
  // Archived or served as it was then (issue 20).
  const archivedNow = !!steps.state.flags[flagId]?.archived;
  if (!!was.archived !== archivedNow)
    steps.add(
      was.archived
        ? [{ type: 'FeatureFlagArchived', data: { flagId, archivedAt: ctx.now } }]
        : [{ type: 'FeatureFlagUnarchived', data: { flagId, unarchivedAt: ctx.now } }],
    );
  // Its value in every environment that existed then and still does.
  for (const env of Object.values(steps.state.environments)) {
    const then = past.environments[env.id];
    if (!then) continue;
    const want = own(then.variables, was.key);
    const have = own(env.variables, was.key);
    if (sameSetting(want, have)) continue;
    steps.add(
      want
        ? [
            {
              type: 'EnvironmentVariableSet',
              data: { environmentId: env.id, flagKey: was.key, setting: { value: want.value, enabled: want.enabled }, updatedAt: ctx.now },
            },
          ]
        : [{ type: 'EnvironmentVariableReset', data: { environmentId: env.id, flagKey: was.key, updatedAt: ctx.now } }],
    );
  }
  // Its targeting in every environment that existed then and still does; a targeting whose
  // segments are gone since cannot come back (named in `skipped`).
  const skipped: string[] = [];
  const flagNow = steps.state.flags[flagId]!;
  for (const env of Object.values(steps.state.environments)) {
    if (!past.environments[env.id]) continue;
    const want = storedTargeting(was, env.id);
    const have = storedTargeting(flagNow, env.id);
    if (want && have && stableJson([want.variants, want.defaultVariant, want.targeting]) === stableJson([have.variants, have.defaultVariant, have.targeting]))
      continue;
    if (!want) {
      if (have) steps.add([{ type: 'FlagTargetingRemoved', data: { flagId, environmentId: env.id, updatedAt: ctx.now } }]);
      continue;
    }
    if (referencedSegments(want.targeting).some((id) => !segmentsOf(steps.state)[id])) {
      skipped.push(`targeting in ${env.name}`);
      continue;
    }
    steps.add([
      {
        type: 'FlagTargetingSet',
        data: { flagId, environmentId: env.id, variants: want.variants, defaultVariant: want.defaultVariant, targeting: want.targeting, updatedAt: ctx.now },
      },
    ]);
  }
  return { name: was.name, skipped };
}

function restoreSegment(segmentId: string, past: ProjectState, steps: Steps, ctx: CommandContext): { name: string; skipped: string[] } {
  const was: SegmentState | undefined = segmentsOf(past)[segmentId];
  const now = segmentsOf(steps.state)[segmentId];
  if (!was && !now) fail('SEGMENT_NOT_FOUND', 'Segment not found');
  if (!was) {
    requireUnused(steps.state, now!);
    steps.add([{ type: 'SegmentDeleted', data: { segmentId, deletedAt: ctx.now } }]);
    return { name: now!.name, skipped: [] };
  }
  const clash = Object.values(segmentsOf(steps.state)).find((x) => x.id !== segmentId && x.name.toLowerCase() === was.name.toLowerCase());
  if (clash) fail('SEGMENT_NAME_TAKEN', `The name "${was.name}" now belongs to another segment`);
  if (!now) {
    requireCapacity(steps.state, ctx, 'segments');
    steps.add([{ type: 'SegmentCreated', data: { segmentId, name: was.name, description: was.description, conditions: was.conditions, createdAt: ctx.now } }]);
    return { name: was.name, skipped: [] };
  }
  const changes = {
    ...(was.name !== now.name ? { name: was.name } : {}),
    ...(was.description !== now.description ? { description: was.description } : {}),
    ...(stableJson(was.conditions) !== stableJson(now.conditions) ? { conditions: was.conditions } : {}),
  };
  if (Object.keys(changes).length > 0) steps.add([{ type: 'SegmentUpdated', data: { segmentId, ...changes, updatedAt: ctx.now } }]);
  return { name: was.name, skipped: [] };
}

function restoreEnvironmentValues(environmentId: string, past: ProjectState, steps: Steps, ctx: CommandContext): { name: string; skipped: string[] } {
  const env = steps.state.environments[environmentId];
  if (!env) fail('ENVIRONMENT_NOT_FOUND', 'Environment not found');
  const then = past.environments[environmentId];
  if (!then) fail('RESTORE_NOT_POSSIBLE', `Environment "${env.name}" did not exist at that instant`);
  const { kept, skipped } = fittingValues(steps.state, then.variables);
  steps.add(decideEnvironment({ kind: 'ReplaceEnvironmentVariables', environmentId, variables: kept }, steps.state, ctx));
  return { name: env.name, skipped };
}

function restoreOverride(overrideId: string, past: ProjectState, steps: Steps, ctx: CommandContext): { name: string; skipped: string[] } {
  const was: OverrideState | undefined = past.overrides[overrideId];
  const now = steps.state.overrides[overrideId];
  if (!was && !now) fail('OVERRIDE_NOT_FOUND', 'Override not found');
  if (!was) {
    steps.add(decideOverride({ kind: 'DeleteOverride', overrideId }, steps.state, ctx));
    return { name: now!.name, skipped: [] };
  }
  const env = steps.state.environments[was.environmentId];
  if (!env) fail('RESTORE_NOT_POSSIBLE', `The environment override "${was.name}" applied to no longer exists`);
  const { kept, skipped } = fittingValues(steps.state, was.featureFlagValues);
  if (Object.keys(kept).length === 0) fail('RESTORE_NOT_POSSIBLE', `None of the feature flags override "${was.name}" set then exists now`);
  if (!now) {
    requireCapacity(steps.state, ctx, 'overrides');
    steps.add([
      {
        type: 'OverrideCreated',
        data: {
          overrideId: was.id,
          uuid: was.uuid,
          name: was.name,
          description: was.description,
          environmentId: was.environmentId,
          featureFlagValues: kept,
          expiresAt: was.expiresAt,
          isActive: was.isActive,
          priority: was.priority,
          createdAt: ctx.now,
        },
      },
    ]);
    return { name: was.name, skipped };
  }
  const sameValues =
    Object.keys(kept).length === Object.keys(now.featureFlagValues).length &&
    Object.entries(kept).every(([k, v]) => sameSetting(v, own(now.featureFlagValues, k)));
  // An expiry that has passed since comes back as it was: the override is restored already expired.
  const changes = {
    ...(was.name !== now.name ? { name: was.name } : {}),
    ...(was.description !== now.description ? { description: was.description } : {}),
    ...(!sameValues ? { featureFlagValues: kept } : {}),
    ...(was.expiresAt !== now.expiresAt ? { expiresAt: was.expiresAt } : {}),
    ...(was.priority !== now.priority ? { priority: was.priority } : {}),
  };
  if (Object.keys(changes).length > 0) steps.add([{ type: 'OverrideUpdated', data: { overrideId, ...changes, updatedAt: ctx.now } }]);
  if (was.environmentId !== now.environmentId)
    steps.add([{ type: 'OverrideEnvironmentChanged', data: { overrideId, environmentId: was.environmentId, updatedAt: ctx.now } }]);
  if (was.isActive !== now.isActive) steps.add([{ type: 'OverrideToggled', data: { overrideId, isActive: was.isActive, updatedAt: ctx.now } }]);
  return { name: was.name, skipped };
}

/** Who may restore what: the same permission as editing the entity (segments are edited by whoever manages flags). */
export const RESTORE_PERMISSION = {
  flag: 'canManageFlags',
  environment: 'canManageEnvironments',
  override: 'canManageOverrides',
  segment: 'canManageFlags',
} as const satisfies Record<'flag' | 'environment' | 'override' | 'segment', keyof Permissions>;

/** May someone with these permissions restore an entity of this kind? Other kinds (members, plans) are never restored. */
export const mayRestore = (
  kind: string,
  p: Partial<Pick<Permissions, (typeof RESTORE_PERMISSION)[keyof typeof RESTORE_PERMISSION]>> | null | undefined,
): boolean => Boolean(p) && Object.hasOwn(RESTORE_PERMISSION, kind) && p?.[RESTORE_PERMISSION[kind as keyof typeof RESTORE_PERMISSION]] === true;

const KIND: Record<RestoreCommand['kind'], { kind: EntityKind; permission: keyof Permissions }> = {
  RestoreFeatureFlag: { kind: 'flag', permission: RESTORE_PERMISSION.flag },
  RestoreEnvironmentValues: { kind: 'environment', permission: RESTORE_PERMISSION.environment },
  RestoreOverride: { kind: 'override', permission: RESTORE_PERMISSION.override },
  RestoreSegment: { kind: 'segment', permission: RESTORE_PERMISSION.segment },
};

/** Decides a restore; nothing is recorded when the entity already is as it was. */
export function decideRestore(cmd: RestoreCommand, s: ProjectState, ctx: CommandContext, evolve: Evolve): ProjectEvent[] {
  const { kind, permission } = KIND[cmd.kind];
  requirePermission(s, ctx.actor, permission);
  if (!cmd.past || typeof cmd.instant?.position !== 'number') fail('VALIDATION_FAILED', 'A restore needs the instant to go back to');
  const steps = new Steps(s, evolve);
  const id =
    cmd.kind === 'RestoreFeatureFlag'
      ? cmd.flagId
      : cmd.kind === 'RestoreEnvironmentValues'
        ? cmd.environmentId
        : cmd.kind === 'RestoreSegment'
          ? cmd.segmentId
          : cmd.overrideId;
  const done =
    cmd.kind === 'RestoreFeatureFlag'
      ? restoreFlag(cmd.flagId, cmd.past, steps, ctx)
      : cmd.kind === 'RestoreEnvironmentValues'
        ? restoreEnvironmentValues(cmd.environmentId, cmd.past, steps, ctx)
        : cmd.kind === 'RestoreSegment'
          ? restoreSegment(cmd.segmentId, cmd.past, steps, ctx)
          : restoreOverride(cmd.overrideId, cmd.past, steps, ctx);
  if (steps.events.length === 0) return [];
  const marker: EntityRestored = {
    type: 'EntityRestored',
    data: {
      entity: { kind, id, name: done.name },
      toPosition: cmd.instant.position,
      toTime: toIso(cmd.instant.time),
      skipped: done.skipped,
      restoredAt: ctx.now,
    },
  };
  return [marker, ...steps.events];
}
