import {
  FLAG_NOT_FOUND_MESSAGE,
  createFeatureFlagInput,
  fail,
  flagMatchesSearch,
  flagsInOrder,
  isKeyAvailable,
  requirePermission,
  updateFeatureFlagInput,
} from '@flagstream/domain';
import type { FlagType } from '@flagstream/domain';
import { flagEnvironmentValues, flagView } from '../views/projectViews';
import type { RequestContext, ServiceContext } from './serviceContext';
import { actorOf, commandOf, createdId, isStringList, notFound } from './serviceContext';

export type FlagData = { name?: unknown; key?: unknown; description?: unknown; type?: unknown; value?: unknown; enabled?: unknown; project?: unknown };

const flagNotFound = notFound('FLAG_NOT_FOUND', FLAG_NOT_FOUND_MESSAGE);

export class FlagsService {
  constructor(private readonly sc: ServiceContext) {}

  private locate(ctx: RequestContext, flagId: string) {
    return this.sc.locate(ctx, flagId, flagNotFound, (s) => flagId in s.flags);
  }

  async list(ctx: RequestContext, projectId: string, search?: string) {
    const { state } = await this.sc.visible(ctx, projectId);
    return flagsInOrder(state)
      .filter((f) => flagMatchesSearch(f, search))
      .map((f) => flagView(f, state));
  }

  async get(ctx: RequestContext, flagId: string) {
    const { state } = await this.locate(ctx, flagId);
    return flagView(state.flags[flagId]!, state);
  }

  /** A flag by key: keys are what people and links use (the flag page /flags/{key}). */
  async getByKey(ctx: RequestContext, projectId: string, key: string) {
    if (typeof key !== 'string' || key.length === 0 || key.length > 100) fail('VALIDATION_FAILED', 'key must be a flag key (at most 100 characters)');
    const { state } = await this.sc.visible(ctx, projectId);
    const flag = Object.values(state.flags).find((f) => f.key === key);
    return flag ? flagView(flag, state) : flagNotFound();
  }

  async environmentValues(ctx: RequestContext, flagId: string) {
    const { state } = await this.locate(ctx, flagId);
    return flagEnvironmentValues(state.flags[flagId]!, state);
  }

  async create(ctx: RequestContext, projectId: string, data: FlagData) {
    await this.sc.visible(ctx, projectId);
    const { state, events } = await this.sc.run(
      ctx,
      projectId,
      commandOf('CreateFeatureFlag', createFeatureFlagInput, {
        name: data.name,
        ...(data.key !== undefined && data.key !== null ? { key: data.key } : {}),
        ...(data.description !== undefined && data.description !== null ? { description: data.description } : {}),
        ...(data.type !== undefined ? { type: data.type } : {}),
        ...(data.value !== undefined ? { value: data.value } : {}),
        ...(data.enabled !== undefined ? { enabled: data.enabled } : {}),
      }),
    );
    return flagView(state.flags[createdId(events, 'FeatureFlagCreated', 'flagId')]!, state);
  }

  async update(ctx: RequestContext, flagId: string, data: FlagData) {
    const { projectId } = await this.locate(ctx, flagId);
    const { state } = await this.sc.run(
      ctx,
      projectId,
      commandOf('UpdateFeatureFlag', updateFeatureFlagInput, {
        flagId,
        ...(data.name !== undefined ? { name: data.name } : {}),
        ...(data.key !== undefined ? { key: data.key } : {}),
        ...(data.description !== undefined ? { description: data.description } : {}),
        ...(data.type !== undefined ? { type: data.type } : {}),
        ...(data.value !== undefined ? { value: data.value } : {}),
        ...(data.enabled !== undefined ? { enabled: data.enabled } : {}),
      }),
    );
    return flagView(state.flags[flagId]!, state);
  }

  async delete(ctx: RequestContext, flagId: string) {
    const { projectId } = await this.locate(ctx, flagId);
    await this.sc.run(ctx, projectId, { kind: 'DeleteFeatureFlag', flagId });
    return { id: flagId };
  }

  async toggle(ctx: RequestContext, flagId: string) {
    const { projectId } = await this.locate(ctx, flagId);
    const { state } = await this.sc.run(ctx, projectId, { kind: 'ToggleFeatureFlag', flagId });
    return flagView(state.flags[flagId]!, state);
  }

  /** Flags may come from several projects: one command per project, each all-or-nothing. */
  async bulkToggle(ctx: RequestContext, flagIds: unknown, enabled: unknown) {
    const ids = isStringList(flagIds) && flagIds.length > 0 ? flagIds : fail('VALIDATION_FAILED', 'flagIds must be a non-empty list of flag ids');
    if (typeof enabled !== 'boolean') fail('VALIDATION_FAILED', 'enabled must be true or false');
    const byProject = new Map<string, string[]>();
    for (const id of new Set(ids)) {
      const { projectId, state } = await this.locate(ctx, id);
      // Every project's permission before any write: a refused call must not have toggled the flags of another project first.
      requirePermission(state, actorOf(ctx.caller), 'canManageFlags');
      byProject.set(projectId, [...(byProject.get(projectId) ?? []), id]);
    }
    const out = [];
    for (const [projectId, ids] of byProject) {
      const { state } = await this.sc.run(ctx, projectId, { kind: 'BulkToggleFeatureFlags', flagIds: ids, enabled });
      out.push(...ids.map((id) => flagView(state.flags[id]!, state)));
    }
    return out;
  }

  async stats(ctx: RequestContext, projectId: string) {
    const { state } = await this.sc.visible(ctx, projectId);
    const flags = Object.values(state.flags);
    const byType: Record<FlagType, number> = { boolean: 0, string: 0, number: 0, json: 0 };
    for (const f of flags) byType[f.type]++;
    return { total: flags.length, enabled: flags.filter((f) => f.enabled).length, disabled: flags.filter((f) => !f.enabled).length, byType };
  }

  /** Is a key free in a project? When editing, the flag's own id is excluded. */
  async checkKeyAvailability(ctx: RequestContext, key: unknown, projectId: string, flagId?: string) {
    if (typeof key !== 'string' || key.trim() === '') fail('VALIDATION_FAILED', 'key is required');
    const { state } = await this.sc.visible(ctx, projectId);
    return { available: isKeyAvailable(Object.values(state.flags), key.trim(), flagId), key: key.trim() };
  }
}
