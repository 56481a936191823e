import type { ProjectEvent } from '../project/events';
import type { FlagEvent } from './events';
import type { FlagCommand } from './commands';
import type { FlagState, ProjectState } from '../project/state';
import type { CommandContext } from '../shared/decider';
import type { FlagType, FlagValue } from './values';
import { bulkToggleInput, createFeatureFlagInput, flagRefInput, updateFeatureFlagInput } from './commands';
import { requireCapacity, requirePermission } from '../project/access';
import { fail } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { own } from '../shared/own';
import { FLAG_KEY_PATTERN_MESSAGE, deriveFlagKey, isValidFlagKey } from './key';
import { isKeyAvailable, KEY_TAKEN_MESSAGE } from './availability';
import { convertFlagValue, defaultValueText, parseFlagValueText, sameValue, valueMatchesType } from './values';
import { targetingRemovals } from '../targeting/removals';
import { flagByKey } from '../project/state';

export const FLAG_NOT_FOUND_MESSAGE = 'Feature flag not found';

export function requireFlag(s: ProjectState, flagId: string): FlagState {
  const f = own(s.flags, flagId);
  if (!f) fail('FLAG_NOT_FOUND', FLAG_NOT_FOUND_MESSAGE);
  return f;
}

/**
 * A value for a flag: absent means the type's default; text for a non-string type is parsed
 * strictly (issue 17: text that is not a value of the type is refused, never saved as 0 or {}).
 */
function flagValue(type: FlagType, value: FlagValue | undefined): FlagValue {
  if (value === undefined) return convertFlagValue(type, defaultValueText(type));
  // Text first: a string is also a JSON value, and json text must be parsed (spec §5), not stored as a string.
  if (typeof value === 'string' && type !== 'string') {
    const parsed = parseFlagValueText(type, value);
    if (!parsed.ok) fail('INVALID_FLAG_VALUE', parsed.error);
    return parsed.value;
  }
  if (valueMatchesType(type, value)) return value;
  fail('INVALID_FLAG_VALUE', `Value must be a ${type}`);
}

/** Environment values and override values that no longer fit a flag whose type changed are dropped, as facts. */
export function dropMismatched(s: ProjectState, key: string, type: FlagType, ctx: CommandContext): ProjectEvent[] {
  const events: ProjectEvent[] = [];
  for (const env of Object.values(s.environments)) {
    const v = own(env.variables, key);
    if (v && !valueMatchesType(type, v.value))
      events.push({ type: 'EnvironmentVariableReset', data: { environmentId: env.id, flagKey: key, updatedAt: ctx.now } });
  }
  for (const o of Object.values(s.overrides)) {
    const v = own(o.featureFlagValues, key);
    if (v && !valueMatchesType(type, v.value)) events.push(withoutOverrideKey(o.id, o.featureFlagValues, key, ctx.now));
  }
  const flag = flagByKey(s, key);
  if (flag) events.push(...targetingRemovals(flag, 'type_changed', ctx, type));
  return events;
}

const withoutOverrideKey = (overrideId: string, values: Record<string, { value: FlagValue; enabled: boolean }>, key: string, now: number): ProjectEvent => {
  const { [key]: _gone, ...featureFlagValues } = values;
  return { type: 'OverrideUpdated', data: { overrideId, featureFlagValues, updatedAt: now } };
};

export function decideFlag(cmd: FlagCommand, s: ProjectState, ctx: CommandContext): ProjectEvent[] {
  requirePermission(s, ctx.actor, 'canManageFlags');
  switch (cmd.kind) {
    case 'CreateFeatureFlag': {
      const input = parseInput(createFeatureFlagInput, cmd);
      // A derived key is cut to the key length limit rather than refused.
      const key = input.key && input.key.length > 0 ? input.key : deriveFlagKey(input.name).slice(0, 100).replace(/_+$/, '');
      if (!key) fail('VALIDATION_FAILED', 'Key is required');
      if (!isValidFlagKey(key)) fail('VALIDATION_FAILED', FLAG_KEY_PATTERN_MESSAGE);
      if (!isKeyAvailable(Object.values(s.flags), key)) fail('FLAG_KEY_TAKEN', KEY_TAKEN_MESSAGE, { key });
      requireCapacity(s, ctx, 'featureFlags');
      return [
        {
          type: 'FeatureFlagCreated',
          data: {
            flagId: ctx.newId(),
            key,
            name: input.name,
            description: input.description,
            type: input.type,
            value: flagValue(input.type, input.value),
            enabled: input.enabled,
            createdAt: ctx.now,
          },
        },
      ];
    }
    case 'UpdateFeatureFlag': {
      const input = parseInput(updateFeatureFlagInput, cmd);
      const flag = requireFlag(s, input.flagId);
      if (input.key !== undefined && input.key !== flag.key) fail('FLAG_KEY_IMMUTABLE', 'A feature flag key cannot be changed after creation');
      const type = input.type ?? flag.type;
      const typeChanged = type !== flag.type;
      // A new type without a value starts from that type's default value.
      const value = input.value !== undefined ? flagValue(type, input.value) : typeChanged ? flagValue(type, undefined) : undefined;
      const changes = {
        ...(input.name !== undefined && input.name !== flag.name ? { name: input.name } : {}),
        ...(input.description !== undefined && input.description !== flag.description ? { description: input.description } : {}),
        ...(typeChanged ? { type } : {}),
        ...(value !== undefined && (typeChanged || !sameValue(value, flag.value)) ? { value } : {}),
        ...(input.enabled !== undefined && input.enabled !== flag.enabled ? { enabled: input.enabled } : {}),
      };
      if (Object.keys(changes).length === 0) return [];
      return [
        ...(typeChanged ? dropMismatched(s, flag.key, type, ctx) : []),
        { type: 'FeatureFlagUpdated', data: { flagId: flag.id, ...changes, updatedAt: ctx.now } },
      ];
    }
    case 'ToggleFeatureFlag': {
      const { flagId } = parseInput(flagRefInput, cmd);
      const flag = requireFlag(s, flagId);
      return [{ type: 'FeatureFlagToggled', data: { flagId: flag.id, enabled: !flag.enabled, updatedAt: ctx.now } }];
    }
    case 'BulkToggleFeatureFlags': {
      const input = parseInput(bulkToggleInput, cmd);
      const flags = [...new Set(input.flagIds)].map((id) => requireFlag(s, id));
      return flags
        .filter((f) => f.enabled !== input.enabled)
        .map((f) => ({ type: 'FeatureFlagToggled' as const, data: { flagId: f.id, enabled: input.enabled, updatedAt: ctx.now } }));
    }
    case 'DeleteFeatureFlag': {
      const { flagId } = parseInput(flagRefInput, cmd);
      const flag = requireFlag(s, flagId);
      // Its environment values and override values go with it, each recorded.
      const events: ProjectEvent[] = [];
      for (const env of Object.values(s.environments)) {
        if (own(env.variables, flag.key))
          events.push({ type: 'EnvironmentVariableReset', data: { environmentId: env.id, flagKey: flag.key, updatedAt: ctx.now } });
      }
      for (const o of Object.values(s.overrides)) {
        if (own(o.featureFlagValues, flag.key)) events.push(withoutOverrideKey(o.id, o.featureFlagValues, flag.key, ctx.now));
      }
      events.push(...targetingRemovals(flag, 'flag_deleted', ctx));
      events.push({ type: 'FeatureFlagDeleted', data: { flagId: flag.id, key: flag.key, deletedAt: ctx.now } });
      return events;
    }
    // Idempotent: archiving an archived flag (or unarchiving a served one) records nothing.
    case 'ArchiveFeatureFlag': {
      const { flagId } = parseInput(flagRefInput, cmd);
      const flag = requireFlag(s, flagId);
      return flag.archived ? [] : [{ type: 'FeatureFlagArchived', data: { flagId: flag.id, archivedAt: ctx.now } }];
    }
    case 'UnarchiveFeatureFlag': {
      const { flagId } = parseInput(flagRefInput, cmd);
      const flag = requireFlag(s, flagId);
      return flag.archived ? [{ type: 'FeatureFlagUnarchived', data: { flagId: flag.id, unarchivedAt: ctx.now } }] : [];
    }
  }
}

const withFlag = (s: ProjectState, id: string, f: (x: FlagState) => FlagState): ProjectState => {
  const flag = s.flags[id];
  return flag ? { ...s, flags: { ...s.flags, [id]: f(flag) } } : s;
};

export function evolveFlag(s: ProjectState, e: FlagEvent): ProjectState {
  switch (e.type) {
    case 'FeatureFlagCreated': {
      const d = e.data;
      const flag: FlagState = {
        id: d.flagId,
        key: d.key,
        name: d.name,
        description: d.description,
        type: d.type,
        value: d.value,
        enabled: d.enabled,
        createdAt: d.createdAt,
        updatedAt: d.createdAt,
      };
      return { ...s, flags: { ...s.flags, [flag.id]: flag } };
    }
    case 'FeatureFlagUpdated': {
      const { flagId, updatedAt, ...changes } = e.data;
      return withFlag(s, flagId, (f) => ({ ...f, ...changes, updatedAt }));
    }
    case 'FeatureFlagToggled':
      return withFlag(s, e.data.flagId, (f) => ({ ...f, enabled: e.data.enabled, updatedAt: e.data.updatedAt }));
    case 'FeatureFlagDeleted': {
      const { [e.data.flagId]: _gone, ...flags } = s.flags;
      return { ...s, flags };
    }
    case 'FeatureFlagArchived':
      return withFlag(s, e.data.flagId, (f) => ({ ...f, archived: true, archivedAt: e.data.archivedAt, updatedAt: e.data.archivedAt }));
    case 'FeatureFlagUnarchived':
      return withFlag(s, e.data.flagId, ({ archived: _a, archivedAt: _at, ...f }) => ({ ...f, updatedAt: e.data.unarchivedAt }));
  }
}
