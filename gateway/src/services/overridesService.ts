import { OVERRIDE_MESSAGES, createOverrideInput, fail, permissionsFor, roleOf, updateOverrideInput } from '@flagstream/domain';
import { overrideView } from '../views/projectViews';
import type { RequestContext, ServiceContext } from './serviceContext';
import { commandOf, createdId, isStringList, notFound } from './serviceContext';

/** Spec §7 override payloads (snake_case as the web app sends them). */
export type OverrideData = {
  name?: unknown;
  description?: unknown;
  feature_flag_values?: unknown;
  project?: unknown;
  environment?: unknown;
  expires_at?: unknown;
  is_active?: unknown;
  priority?: unknown;
};

const overrideNotFound = notFound('OVERRIDE_NOT_FOUND', OVERRIDE_MESSAGES.notFound);

/** `environment` may be an id or an object with an id. */
const environmentIdOf = (env: unknown): string => {
  if (typeof env === 'string') return env;
  if (env && typeof env === 'object' && 'id' in env && typeof env.id === 'string') return env.id;
  return '';
};

export class OverridesService {
  constructor(private readonly sc: ServiceContext) {}

  private locate(ctx: RequestContext, overrideId: string) {
    return this.sc.locate(ctx, overrideId, overrideNotFound, (s) => overrideId in s.overrides);
  }

  async list(ctx: RequestContext, projectId: string, environmentId?: string) {
    const { state, viewer } = await this.sc.visible(ctx, projectId);
    return Object.values(state.overrides)
      .filter((o) => !environmentId || o.environmentId === environmentId)
      .sort((a, b) => a.createdAt - b.createdAt)
      .map((o) => overrideView(o, state, viewer));
  }

  async get(ctx: RequestContext, overrideId: string) {
    const { state, viewer } = await this.locate(ctx, overrideId);
    return overrideView(state.overrides[overrideId]!, state, viewer);
  }

  async create(ctx: RequestContext, projectId: string, data: OverrideData) {
    const { viewer } = await this.sc.visible(ctx, projectId);
    const { state, events } = await this.sc.run(
      ctx,
      projectId,
      commandOf('CreateOverride', createOverrideInput, {
        name: data.name ?? '',
        description: data.description ?? '',
        environmentId: environmentIdOf(data.environment),
        featureFlagValues: data.feature_flag_values ?? {},
        expiresAt: data.expires_at ?? null,
        ...(data.is_active !== undefined ? { isActive: data.is_active } : {}),
        ...(data.priority !== undefined ? { priority: data.priority } : {}),
      }),
    );
    return overrideView(state.overrides[createdId(events, 'OverrideCreated', 'overrideId')]!, state, viewer);
  }

  async update(ctx: RequestContext, overrideId: string, data: OverrideData) {
    const { projectId, viewer } = await this.locate(ctx, overrideId);
    const { state } = await this.sc.run(
      ctx,
      projectId,
      commandOf('UpdateOverride', updateOverrideInput, {
        overrideId,
        ...(data.name !== undefined ? { name: data.name } : {}),
        ...(data.description !== undefined ? { description: data.description } : {}),
        ...(data.feature_flag_values !== undefined ? { featureFlagValues: data.feature_flag_values } : {}),
        ...(data.expires_at !== undefined ? { expiresAt: data.expires_at } : {}),
        ...(data.priority !== undefined ? { priority: data.priority } : {}),
      }),
    );
    return overrideView(state.overrides[overrideId]!, state, viewer);
  }

  async delete(ctx: RequestContext, overrideId: string) {
    const { projectId } = await this.locate(ctx, overrideId);
    await this.sc.run(ctx, projectId, { kind: 'DeleteOverride', overrideId });
    return { id: overrideId };
  }

  async toggle(ctx: RequestContext, overrideId: string) {
    const { projectId, viewer } = await this.locate(ctx, overrideId);
    const { state } = await this.sc.run(ctx, projectId, { kind: 'ToggleOverride', overrideId });
    return overrideView(state.overrides[overrideId]!, state, viewer);
  }

  async bulkApply(ctx: RequestContext, overrideIds: unknown, environmentId: unknown) {
    const [first, ...rest] = isStringList(overrideIds) ? overrideIds : [];
    if (first === undefined) fail('VALIDATION_FAILED', 'overrideIds must be a non-empty list of override ids');
    if (typeof environmentId !== 'string' || !environmentId) fail('VALIDATION_FAILED', 'environmentId is required');
    const ids = [first, ...rest];
    const { projectId, viewer } = await this.locate(ctx, first);
    const { state } = await this.sc.run(ctx, projectId, { kind: 'BulkApplyOverrides', overrideIds: ids, environmentId });
    return ids.map((id) => overrideView(state.overrides[id]!, state, viewer));
  }

  /** Deletes overrides past their expiry in one project, or in every project the caller may manage overrides of. */
  async cleanupExpired(ctx: RequestContext, projectId?: string) {
    const ids = projectId ? [projectId] : await this.sc.projectIdsFor(ctx);
    let deleted = 0;
    for (const id of ids) {
      if (projectId) await this.sc.visible(ctx, id);
      const s = await this.sc.state(id);
      const role = s && this.sc.roleIn(ctx, s);
      if (!s || !role || (!projectId && !permissionsFor(role).canManageOverrides)) continue;
      deleted += (await this.sc.run(ctx, id, { kind: 'CleanupExpiredOverrides' })).events.length;
    }
    return { deleted, message: deleted ? `${deleted} expired override${deleted === 1 ? '' : 's'} removed` : 'No expired overrides' };
  }
}
