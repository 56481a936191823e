import type { ProjectEvent } from '../project/events';
import type { EnvironmentEvent } from './events';
import type { EnvironmentCommand } from './commands';
import type { EnvironmentState, ProjectState } from '../project/state';
import type { CommandContext } from '../shared/decider';
import { createEnvironmentInput, environmentRefInput, replaceEnvironmentVariablesInput, setEnvironmentVariableInput, updateEnvironmentInput } from './commands';
import { requireCapacity, requirePermission } from '../project/access';
import { slugify } from '../project/slug';
import { fail } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { hasOwnKey, own } from '../shared/own';
import { flagByKey } from '../project/state';
import { sameValue, valueMatchesType } from '../flags/values';
import type { ValueSetting } from '../flags/values';
import { environmentTargetingRemovals } from '../targeting/removals';

export const ENVIRONMENT_NOT_FOUND_MESSAGE = 'Environment not found';

export function requireEnvironment(s: ProjectState, environmentId: string): EnvironmentState {
  const env = own(s.environments, environmentId);
  if (!env) fail('ENVIRONMENT_NOT_FOUND', ENVIRONMENT_NOT_FOUND_MESSAGE);
  return env;
}

function requireUniqueName(s: ProjectState, name: string, exceptId?: string): string {
  const slug = slugify(name);
  const clash = Object.values(s.environments).find((e) => e.id !== exceptId && (e.slug === slug || e.name.toLowerCase() === name.toLowerCase()));
  if (clash) fail('ENVIRONMENT_NAME_TAKEN', `An environment named "${clash.name}" already exists in this project`);
  return slug;
}

/** The environment events a new environment needs (shared by project creation). */
export function environmentCreated(
  s: ProjectState,
  ctx: CommandContext,
  input: { name: string; description: string; type: string; status: string },
  order: number,
): EnvironmentEvent {
  return {
    type: 'EnvironmentCreated',
    data: {
      environmentId: ctx.newId(),
      uuid: ctx.newId(),
      name: input.name,
      slug: slugify(input.name) || `env-${order + 1}`,
      description: input.description,
      type: input.type,
      status: input.status,
      order,
      apiKey: ctx.newSecret('server'),
      clientKey: ctx.newSecret('client'),
      createdAt: ctx.now,
    },
  };
}

/** Checks a value against the flag it is for; returns the flag's type-checked setting. */
function checkedSetting(s: ProjectState, flagKey: string, setting: ValueSetting): ValueSetting {
  const flag = flagByKey(s, flagKey);
  if (!flag) fail('FLAG_NOT_FOUND', `Feature flag "${flagKey}" not found`);
  if (!valueMatchesType(flag.type, setting.value)) fail('INVALID_FLAG_VALUE', `Value for "${flagKey}" must be a ${flag.type}`);
  return { value: setting.value, enabled: setting.enabled };
}

export function decideEnvironment(cmd: EnvironmentCommand, s: ProjectState, ctx: CommandContext): ProjectEvent[] {
  requirePermission(s, ctx.actor, 'canManageEnvironments');
  switch (cmd.kind) {
    case 'CreateEnvironment': {
      const input = parseInput(createEnvironmentInput, cmd);
      requireUniqueName(s, input.name);
      requireCapacity(s, ctx, 'environments');
      return [environmentCreated(s, ctx, input, Object.keys(s.environments).length)];
    }
    case 'UpdateEnvironment': {
      const input = parseInput(updateEnvironmentInput, cmd);
      const env = requireEnvironment(s, input.environmentId);
      const slug = input.name !== undefined ? requireUniqueName(s, input.name, env.id) : undefined;
      const changes = {
        ...(input.name !== undefined && input.name !== env.name ? { name: input.name, slug } : {}),
        ...(input.description !== undefined && input.description !== env.description ? { description: input.description } : {}),
        ...(input.type !== undefined && input.type !== env.type ? { type: input.type } : {}),
        ...(input.status !== undefined && input.status !== env.status ? { status: input.status } : {}),
        ...(input.order !== undefined && input.order !== env.order ? { order: input.order } : {}),
      };
      if (Object.keys(changes).length === 0) return [];
      return [{ type: 'EnvironmentUpdated', data: { environmentId: env.id, ...changes, updatedAt: ctx.now } }];
    }
    case 'DeleteEnvironment': {
      const { environmentId } = parseInput(environmentRefInput, cmd);
      const env = requireEnvironment(s, environmentId);
      if (Object.keys(s.environments).length <= 1) fail('LAST_ENVIRONMENT', 'A project needs at least one environment');
      // Its overrides go with it, each as its own fact so the history names them.
      const overrides: ProjectEvent[] = Object.values(s.overrides)
        .filter((o) => o.environmentId === env.id)
        .map((o) => ({ type: 'OverrideDeleted', data: { overrideId: o.id, reason: 'environment_deleted', deletedAt: ctx.now } }));
      return [
        ...overrides,
        ...environmentTargetingRemovals(s, env.id, ctx),
        { type: 'EnvironmentDeleted', data: { environmentId: env.id, deletedAt: ctx.now } },
      ];
    }
    case 'RegenerateApiKey': {
      const { environmentId } = parseInput(environmentRefInput, cmd);
      const env = requireEnvironment(s, environmentId);
      return [{ type: 'EnvironmentApiKeyRegenerated', data: { environmentId: env.id, apiKey: ctx.newSecret('server'), updatedAt: ctx.now } }];
    }
    case 'RegenerateClientKey': {
      const { environmentId } = parseInput(environmentRefInput, cmd);
      const env = requireEnvironment(s, environmentId);
      return [{ type: 'EnvironmentClientKeyRegenerated', data: { environmentId: env.id, clientKey: ctx.newSecret('client'), updatedAt: ctx.now } }];
    }
    case 'SetEnvironmentVariable': {
      const input = parseInput(setEnvironmentVariableInput, cmd);
      const env = requireEnvironment(s, input.environmentId);
      if (input.setting === null) {
        if (!own(env.variables, input.flagKey)) return [];
        return [{ type: 'EnvironmentVariableReset', data: { environmentId: env.id, flagKey: input.flagKey, updatedAt: ctx.now } }];
      }
      const setting = checkedSetting(s, input.flagKey, input.setting);
      const current = own(env.variables, input.flagKey);
      if (current && current.enabled === setting.enabled && sameValue(current.value, setting.value)) return [];
      return [{ type: 'EnvironmentVariableSet', data: { environmentId: env.id, flagKey: input.flagKey, setting, updatedAt: ctx.now } }];
    }
    case 'ReplaceEnvironmentVariables': {
      const input = parseInput(replaceEnvironmentVariablesInput, cmd);
      const env = requireEnvironment(s, input.environmentId);
      const events: ProjectEvent[] = [];
      for (const key of Object.keys(env.variables)) {
        if (!hasOwnKey(input.variables, key))
          events.push({ type: 'EnvironmentVariableReset', data: { environmentId: env.id, flagKey: key, updatedAt: ctx.now } });
      }
      for (const [key, raw] of Object.entries(input.variables)) {
        const setting = checkedSetting(s, key, raw);
        const current = own(env.variables, key);
        if (current && current.enabled === setting.enabled && sameValue(current.value, setting.value)) continue;
        events.push({ type: 'EnvironmentVariableSet', data: { environmentId: env.id, flagKey: key, setting, updatedAt: ctx.now } });
      }
      return events;
    }
  }
}

const withEnv = (s: ProjectState, id: string, f: (e: EnvironmentState) => EnvironmentState): ProjectState => {
  const env = s.environments[id];
  return env ? { ...s, environments: { ...s.environments, [id]: f(env) } } : s;
};

export function evolveEnvironment(s: ProjectState, e: EnvironmentEvent): ProjectState {
  switch (e.type) {
    case 'EnvironmentCreated': {
      const d = e.data;
      const env: EnvironmentState = {
        id: d.environmentId,
        uuid: d.uuid,
        name: d.name,
        slug: d.slug,
        description: d.description,
        type: d.type,
        status: d.status,
        order: d.order,
        apiKey: d.apiKey,
        clientKey: d.clientKey ?? null,
        variables: {},
        createdAt: d.createdAt,
        updatedAt: d.createdAt,
      };
      return { ...s, environments: { ...s.environments, [env.id]: env } };
    }
    case 'EnvironmentUpdated': {
      const { environmentId, updatedAt, ...changes } = e.data;
      return withEnv(s, environmentId, (env) => ({ ...env, ...changes, updatedAt }));
    }
    case 'EnvironmentDeleted': {
      const { [e.data.environmentId]: _gone, ...rest } = s.environments;
      return { ...s, environments: rest };
    }
    case 'EnvironmentApiKeyRegenerated':
      return withEnv(s, e.data.environmentId, (env) => ({ ...env, apiKey: e.data.apiKey, updatedAt: e.data.updatedAt }));
    case 'EnvironmentClientKeyRegenerated':
      return withEnv(s, e.data.environmentId, (env) => ({ ...env, clientKey: e.data.clientKey, updatedAt: e.data.updatedAt }));
    case 'EnvironmentVariableSet':
      return withEnv(s, e.data.environmentId, (env) => ({
        ...env,
        variables: { ...env.variables, [e.data.flagKey]: e.data.setting },
        updatedAt: e.data.updatedAt,
      }));
    case 'EnvironmentVariableReset':
      return withEnv(s, e.data.environmentId, (env) => {
        const { [e.data.flagKey]: _gone, ...variables } = env.variables;
        return { ...env, variables, updatedAt: e.data.updatedAt };
      });
  }
}
