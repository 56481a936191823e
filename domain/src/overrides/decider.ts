import type { ProjectEvent } from '../project/events';
import type { OverrideEvent } from './events';
import type { OverrideCommand } from './commands';
import type { OverrideState, ProjectState } from '../project/state';
import type { CommandContext } from '../shared/decider';
import type { ValueSetting } from '../flags/values';
import { bulkApplyInput, createOverrideInput, OVERRIDE_MESSAGES, overrideRefInput, updateOverrideInput } from './commands';
import { requireCapacity, requirePermission } from '../project/access';
import { fail } from '../shared/errors';
import { isBlank, parseInput } from '../shared/validate';
import { own } from '../shared/own';
import { flagByKey } from '../project/state';
import { requireEnvironment } from '../environments/decider';
import { valueMatchesType } from '../flags/values';

export function requireOverride(s: ProjectState, overrideId: string): OverrideState {
  const o = own(s.overrides, overrideId);
  if (!o) fail('OVERRIDE_NOT_FOUND', OVERRIDE_MESSAGES.notFound);
  return o;
}

/** At least one flag, every key a flag of the project, every value of its flag's type. */
function checkedFlagValues(s: ProjectState, values: Record<string, ValueSetting>): Record<string, ValueSetting> {
  const keys = Object.keys(values);
  if (keys.length === 0) fail('OVERRIDE_NO_FLAGS', OVERRIDE_MESSAGES.noFlags);
  const out: Record<string, ValueSetting> = {};
  for (const key of keys) {
    const flag = flagByKey(s, key);
    if (!flag) fail('OVERRIDE_UNKNOWN_FLAG', `Feature flag "${key}" not found in this project`, { key });
    const v = values[key]!;
    if (!valueMatchesType(flag.type, v.value)) fail('INVALID_FLAG_VALUE', `Value for "${key}" must be a ${flag.type}`, { key });
    out[key] = { value: v.value, enabled: v.enabled };
  }
  return out;
}

function checkedExpiry(expiresAt: number | null, now: number): number | null {
  if (expiresAt !== null && expiresAt <= now) fail('OVERRIDE_EXPIRY_IN_PAST', 'The expiry date must be in the future');
  return expiresAt;
}

const isPastExpiry = (o: OverrideState, now: number) => o.expiresAt !== null && o.expiresAt <= now;

export function decideOverride(cmd: OverrideCommand, s: ProjectState, ctx: CommandContext): ProjectEvent[] {
  requirePermission(s, ctx.actor, 'canManageOverrides');
  switch (cmd.kind) {
    case 'CreateOverride': {
      const input = parseInput(createOverrideInput, cmd);
      if (isBlank(input.name) || isBlank(input.environmentId)) fail('OVERRIDE_FIELDS_REQUIRED', OVERRIDE_MESSAGES.fieldsRequired);
      if (!own(s.environments, input.environmentId)) fail('OVERRIDE_ENVIRONMENT_NOT_FOUND', OVERRIDE_MESSAGES.environmentNotFound);
      const featureFlagValues = checkedFlagValues(s, input.featureFlagValues);
      const expiresAt = checkedExpiry(input.expiresAt, ctx.now);
      requireCapacity(s, ctx, 'overrides');
      return [
        {
          type: 'OverrideCreated',
          data: {
            overrideId: ctx.newId(),
            uuid: ctx.newId(),
            name: input.name,
            description: input.description,
            environmentId: input.environmentId,
            featureFlagValues,
            expiresAt,
            isActive: input.isActive,
            priority: input.priority,
            createdAt: ctx.now,
          },
        },
      ];
    }
    case 'UpdateOverride': {
      const input = parseInput(updateOverrideInput, cmd);
      const o = requireOverride(s, input.overrideId);
      if (input.name !== undefined && isBlank(input.name)) fail('OVERRIDE_FIELDS_REQUIRED', OVERRIDE_MESSAGES.fieldsRequired);
      const changes = {
        ...(input.name !== undefined && input.name !== o.name ? { name: input.name } : {}),
        ...(input.description !== undefined && input.description !== o.description ? { description: input.description } : {}),
        ...(input.featureFlagValues !== undefined ? { featureFlagValues: checkedFlagValues(s, input.featureFlagValues) } : {}),
        ...(input.expiresAt !== undefined && input.expiresAt !== o.expiresAt ? { expiresAt: checkedExpiry(input.expiresAt, ctx.now) } : {}),
        ...(input.priority !== undefined && input.priority !== o.priority ? { priority: input.priority } : {}),
      };
      if (Object.keys(changes).length === 0) return [];
      return [{ type: 'OverrideUpdated', data: { overrideId: o.id, ...changes, updatedAt: ctx.now } }];
    }
    case 'ToggleOverride': {
      const o = requireOverride(s, parseInput(overrideRefInput, cmd).overrideId);
      return [{ type: 'OverrideToggled', data: { overrideId: o.id, isActive: !o.isActive, updatedAt: ctx.now } }];
    }
    case 'DeleteOverride': {
      const o = requireOverride(s, parseInput(overrideRefInput, cmd).overrideId);
      return [{ type: 'OverrideDeleted', data: { overrideId: o.id, reason: 'deleted', deletedAt: ctx.now } }];
    }
    case 'ExpireOverride': {
      const o = requireOverride(s, parseInput(overrideRefInput, cmd).overrideId);
      if (!isPastExpiry(o, ctx.now)) fail('OVERRIDE_NOT_EXPIRED', 'This override has not reached its expiry yet');
      if (!o.isActive) return []; // already stopped applying: nothing new to record
      return [{ type: 'OverrideExpired', data: { overrideId: o.id, expiredAt: o.expiresAt! } }];
    }
    case 'BulkApplyOverrides': {
      const input = parseInput(bulkApplyInput, cmd);
      const env = requireEnvironment(s, input.environmentId);
      return [...new Set(input.overrideIds)]
        .map((id) => requireOverride(s, id))
        .filter((o) => o.environmentId !== env.id)
        .map((o) => ({ type: 'OverrideEnvironmentChanged' as const, data: { overrideId: o.id, environmentId: env.id, updatedAt: ctx.now } }));
    }
    case 'CleanupExpiredOverrides':
      return Object.values(s.overrides)
        .filter((o) => isPastExpiry(o, ctx.now))
        .map((o) => ({ type: 'OverrideDeleted' as const, data: { overrideId: o.id, reason: 'expired_cleanup' as const, deletedAt: ctx.now } }));
  }
}

const withOverride = (s: ProjectState, id: string, f: (o: OverrideState) => OverrideState): ProjectState => {
  const o = s.overrides[id];
  return o ? { ...s, overrides: { ...s.overrides, [id]: f(o) } } : s;
};

export function evolveOverride(s: ProjectState, e: OverrideEvent): ProjectState {
  switch (e.type) {
    case 'OverrideCreated': {
      const d = e.data;
      const o: OverrideState = {
        id: d.overrideId,
        uuid: d.uuid,
        name: d.name,
        description: d.description,
        environmentId: d.environmentId,
        featureFlagValues: d.featureFlagValues,
        expiresAt: d.expiresAt,
        isActive: d.isActive,
        priority: d.priority,
        createdAt: d.createdAt,
        updatedAt: d.createdAt,
      };
      return { ...s, overrides: { ...s.overrides, [o.id]: o } };
    }
    case 'OverrideUpdated': {
      const { overrideId, updatedAt, ...changes } = e.data;
      return withOverride(s, overrideId, (o) => ({ ...o, ...changes, updatedAt }));
    }
    case 'OverrideToggled':
      return withOverride(s, e.data.overrideId, (o) => ({ ...o, isActive: e.data.isActive, updatedAt: e.data.updatedAt }));
    case 'OverrideExpired':
      return withOverride(s, e.data.overrideId, (o) => ({ ...o, isActive: false, updatedAt: e.data.expiredAt }));
    case 'OverrideEnvironmentChanged':
      return withOverride(s, e.data.overrideId, (o) => ({ ...o, environmentId: e.data.environmentId, updatedAt: e.data.updatedAt }));
    case 'OverrideDeleted': {
      const { [e.data.overrideId]: _gone, ...overrides } = s.overrides;
      return { ...s, overrides };
    }
  }
}
