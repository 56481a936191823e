import { randomUUID } from 'node:crypto';
import { permissionsFor, roleOf } from '@flagstream/domain';
import type { ProjectState } from '@flagstream/domain';
import { projectView, viewerFor } from '../views/projectViews';
import type { ProjectView } from '../views/projectViews';
import type { RequestContext, ServiceContext } from './serviceContext';
import { keys } from '@flagstream/projections';
import { z } from 'zod';

/** Create payload of spec §7: name, description, slug, settings{environments, status}. */
export const projectCreateData = z.object({
  name: z.unknown(),
  description: z.unknown(),
  slug: z.unknown().optional(),
  settings: z.object({ environments: z.unknown().optional(), status: z.unknown().optional() }).partial().optional(),
  status: z.unknown().optional(),
});
export type ProjectCreateData = z.infer<typeof projectCreateData>;
export type ProjectUpdateData = { name?: unknown; description?: unknown; status?: unknown };

export class ProjectsService {
  constructor(private readonly sc: ServiceContext) {}

  private view(ctx: RequestContext, s: ProjectState): ProjectView {
    const role = roleOf(ctx.caller.userId, s.ownerId, s.members[ctx.caller.userId]?.role) ?? 'viewer';
    return projectView(s, viewerFor(role, this.sc.now()));
  }

  /** The caller's projects (owned or joined), oldest first. */
  async listMine(ctx: RequestContext): Promise<ProjectView[]> {
    const ids = await this.sc.projectIdsOf(ctx.caller.userId);
    const states = (await Promise.all(ids.map((id) => this.sc.state(id)))).filter((s): s is ProjectState => s !== null);
    return states.sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id)).map((s) => this.view(ctx, s));
  }

  async get(ctx: RequestContext, projectId: string): Promise<ProjectView> {
    const { state, viewer } = await this.sc.visible(ctx, projectId);
    return projectView(state, viewer);
  }

  async create(ctx: RequestContext, data: ProjectCreateData): Promise<ProjectView> {
    const projectId = randomUUID();
    const { state } = await this.sc.run(ctx, projectId, {
      kind: 'CreateProject', projectId,
      name: data.name as string, description: data.description as string,
      ...(data.slug !== undefined && data.slug !== null ? { slug: data.slug as string } : {}),
      ...(data.settings?.environments !== undefined ? { environments: data.settings.environments as string[] } : {}),
      ...((data.settings?.status ?? data.status) !== undefined ? { status: (data.settings?.status ?? data.status) as string } : {}),
    });
    return this.view(ctx, state);
  }

  async update(ctx: RequestContext, projectId: string, data: ProjectUpdateData): Promise<ProjectView> {
    await this.sc.visible(ctx, projectId);
    const { state } = await this.sc.run(ctx, projectId, {
      kind: 'UpdateProject',
      ...(data.name !== undefined ? { name: data.name as string } : {}),
      ...(data.description !== undefined ? { description: data.description as string } : {}),
      ...(data.status !== undefined ? { status: data.status as string } : {}),
    });
    return this.view(ctx, state);
  }

  async delete(ctx: RequestContext, projectId: string): Promise<{ id: string }> {
    await this.sc.visible(ctx, projectId);
    await this.sc.run(ctx, projectId, { kind: 'DeleteProject' });
    return { id: projectId };
  }

  /** Adds a known user directly (spec: add-team-member {userId}); their profile comes from their user record. */
  async addTeamMember(ctx: RequestContext, projectId: string, userId: unknown, role?: unknown): Promise<ProjectView> {
    await this.sc.visible(ctx, projectId);
    const profile = typeof userId === 'string' ? await this.sc.rt.cache.getJson<{ state: { profile: { fullName: string; email: string } } }>(keys.user(userId)) : null;
    const { state } = await this.sc.run(ctx, projectId, {
      kind: 'AddTeamMember', userId: userId as string,
      name: profile?.state.profile.fullName ?? '', email: profile?.state.profile.email ?? '',
      ...(role !== undefined ? { role: role as 'developer' } : {}),
    });
    return this.view(ctx, state);
  }

  async removeTeamMember(ctx: RequestContext, projectId: string, userId: string): Promise<ProjectView> {
    await this.sc.visible(ctx, projectId);
    const { state } = await this.sc.run(ctx, projectId, { kind: 'RemoveMember', userId });
    return this.view(ctx, state);
  }

  /**
   * Gives a UUID to anything recorded without one, in every project the caller may manage.
   * Flagstream creates every entity with a UUID, so this usually finds nothing to do.
   */
  async generateMissingUuids(ctx: RequestContext): Promise<{ success: true; message: string; generated: number }> {
    let generated = 0;
    for (const id of await this.sc.projectIdsOf(ctx.caller.userId)) {
      const s = await this.sc.state(id);
      if (!s) continue;
      const role = roleOf(ctx.caller.userId, s.ownerId, s.members[ctx.caller.userId]?.role);
      if (!role || !permissionsFor(role).canManageProject) continue;
      generated += (await this.sc.run(ctx, id, { kind: 'GenerateMissingUuids' })).events.length;
    }
    return { success: true, generated, message: generated ? 'UUIDs generated for your projects and environments' : 'All projects and environments already have UUIDs' };
  }
}
