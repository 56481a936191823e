import { randomUUID } from 'node:crypto';
import { createProjectInput, effectivePlan, freePlanOf, memberOf, permissionsFor, quotaOf, roleOf, updateProjectInput } from '@flagstream/domain';
import type { ProjectState } from '@flagstream/domain';
import { cachedProjectView, viewerFor } from '../views/projectViews';
import type { ProjectView } from '../views/projectViews';
import type { RequestContext, ServiceContext } from './serviceContext';
import { actorOf, commandOf } from './serviceContext';
import type { MembersService } from './membersService';
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
  constructor(
    private readonly sc: ServiceContext,
    private readonly members?: MembersService,
  ) {}

  private view(ctx: RequestContext, s: ProjectState): ProjectView {
    const role = this.sc.roleIn(ctx, s) ?? 'viewer';
    return cachedProjectView(s, viewerFor(role, this.sc.now()));
  }

  /** The caller's projects (owned or joined), oldest first. */
  async listMine(ctx: RequestContext): Promise<ProjectView[]> {
    const ids = await this.sc.projectIdsFor(ctx);
    const states = (await Promise.all(ids.map((id) => this.sc.state(id)))).filter((s): s is ProjectState => s !== null);
    return states.sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id)).map((s) => this.view(ctx, s));
  }

  async get(ctx: RequestContext, projectId: string): Promise<ProjectView> {
    const { state, viewer } = await this.sc.visible(ctx, projectId);
    return cachedProjectView(state, viewer);
  }

  /**
   * Projects per account: the best plan among the projects the caller owns decides (the Free
   * plan's when they own none). Returns the limit and the plan that sets it.
   */
  private async accountLimit(ctx: RequestContext) {
    const plans = this.sc.rt.commands.planCatalogue;
    let best = freePlanOf(plans);
    // the Free plan is the floor: when it is unlimited no plan needs looking at
    if (quotaOf(best, 'featureMaxProjects') === -1) return { max: -1, plan: best, owned: 0 };
    let owned = 0;
    for (const id of await this.sc.projectIdsFor(ctx)) {
      const s = await this.sc.state(id);
      if (!s || s.ownerId !== ctx.caller.userId) continue;
      owned++;
      const plan = effectivePlan(s, plans, this.sc.now());
      const max = quotaOf(plan, 'featureMaxProjects');
      const bestMax = quotaOf(best, 'featureMaxProjects');
      if (bestMax !== -1 && (max === -1 || max > bestMax)) best = plan;
    }
    return { max: quotaOf(best, 'featureMaxProjects'), plan: best, owned };
  }

  async create(ctx: RequestContext, data: ProjectCreateData): Promise<ProjectView> {
    const projectId = randomUUID();
    // The slot is taken on the owner's own stream first, so concurrent creations cannot overshoot.
    const limit = await this.accountLimit(ctx);
    await this.sc.runOnUser(ctx, {
      kind: 'ReserveProjectSlot',
      projectId,
      max: limit.max,
      ownedNow: limit.owned,
      planName: limit.plan.name,
      planId: limit.plan.id,
    });
    try {
      return await this.createReserved(ctx, projectId, data);
    } catch (e) {
      await this.sc.runOnUser(ctx, { kind: 'ReleaseProjectSlot', projectId }).catch(() => undefined);
      throw e;
    }
  }

  private async createReserved(ctx: RequestContext, projectId: string, data: ProjectCreateData): Promise<ProjectView> {
    const status = data.settings?.status ?? data.status;
    const { state } = await this.sc.run(
      ctx,
      projectId,
      commandOf('CreateProject', createProjectInput, {
        projectId,
        name: data.name,
        description: data.description,
        ...(data.slug !== undefined && data.slug !== null ? { slug: data.slug } : {}),
        ...(data.settings?.environments !== undefined ? { environments: data.settings.environments } : {}),
        ...(status !== undefined ? { status } : {}),
      }),
    );
    return this.view(ctx, state);
  }

  async update(ctx: RequestContext, projectId: string, data: ProjectUpdateData): Promise<ProjectView> {
    await this.sc.visible(ctx, projectId);
    const { state } = await this.sc.run(
      ctx,
      projectId,
      commandOf('UpdateProject', updateProjectInput, {
        ...(data.name !== undefined ? { name: data.name } : {}),
        ...(data.description !== undefined ? { description: data.description } : {}),
        ...(data.status !== undefined ? { status: data.status } : {}),
      }),
    );
    return this.view(ctx, state);
  }

  async delete(ctx: RequestContext, projectId: string): Promise<{ id: string }> {
    const { state } = await this.sc.visible(ctx, projectId);
    await this.sc.run(ctx, projectId, { kind: 'DeleteProject' });
    // the owner's slot is free again (an admin may be the one deleting)
    await this.sc.rt.commands
      .user(state.ownerId, { kind: 'ReleaseProjectSlot', projectId, userId: state.ownerId }, { actor: actorOf(ctx.caller), correlationId: ctx.requestId })
      .then(
        (r) => this.sc.rt.waitFor(r.position),
        () => undefined,
      );
    return { id: projectId };
  }

  /**
   * spec: add-team-member {userId}. Since issue 15 it invites the user (nobody becomes a member
   * without accepting): the answer is the project, which they are not in yet, with the pending
   * invitation and a message saying so.
   */
  async addTeamMember(ctx: RequestContext, projectId: string, userId: unknown, role?: unknown) {
    if (!this.members) throw new Error('ProjectsService needs the members service for add-team-member');
    const r = await this.members.addTeamMember(ctx, projectId, userId, role);
    return { project: this.view(ctx, r.state), invitation: r.invitation, message: r.message };
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
    for (const id of await this.sc.projectIdsFor(ctx)) {
      const s = await this.sc.state(id);
      if (!s) continue;
      const role = this.sc.roleIn(ctx, s);
      if (!role || !permissionsFor(role).canManageProject) continue;
      generated += (await this.sc.run(ctx, id, { kind: 'GenerateMissingUuids' })).events.length;
    }
    return {
      success: true,
      generated,
      message: generated ? 'UUIDs generated for your projects and environments' : 'All projects and environments already have UUIDs',
    };
  }
}
