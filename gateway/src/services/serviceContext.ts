import { randomBytes, createHash } from 'node:crypto';
import type { Actor, ProjectCommand, ProjectState, Role, UserCommand, UserState } from '@flagstream/domain';
import type { CommandResult } from '../commands/commandService';
import { DomainError, fail, PROJECT_NOT_FOUND_MESSAGE, roleOf } from '@flagstream/domain';
import type { ProjectSnapshot } from '@flagstream/projections';
import { keys } from '@flagstream/projections';
import type { StoredEvent } from '@flagstream/eventstore';
import type { Runtime } from '../runtime';
import type { Caller } from '../auth/caller';
import type { Viewer } from '../views/projectViews';
import { viewerFor } from '../views/projectViews';

/** Who is asking, and under which request id (it becomes the events' correlation id). */
export interface RequestContext {
  caller: Caller;
  requestId: string;
}

export const actorOf = (c: Caller): Actor => ({ id: c.userId, name: c.name, email: c.email });

export const sha256Hex = (s: string): string => createHash('sha256').update(s).digest('hex');

/** An unguessable invitation token: 256 random bits; only its hash is ever stored. */
export const newInvitationToken = (): string => randomBytes(32).toString('base64url');

/**
 * What every service shares: reading project snapshots from the read models (through the
 * gateway's invalidated cache), checking that the caller may see a project, and running a
 * command with read-your-writes.
 */
export class ServiceContext {
  constructor(readonly rt: Runtime, readonly clock: () => number = Date.now) {}

  now(): number {
    return this.clock();
  }

  async snapshot(projectId: string): Promise<ProjectSnapshot | null> {
    return this.rt.cache.getJson<ProjectSnapshot>(keys.projectSnapshot(projectId));
  }

  async state(projectId: string): Promise<ProjectState | null> {
    const snap = await this.snapshot(projectId);
    return snap && snap.state.status === 'active' ? snap.state : null;
  }

  /** The project an environment, flag, override or invitation belongs to. */
  async projectOf(entityId: string, notFound: () => never): Promise<string> {
    const projectId = await this.rt.cache.getJson<string>(keys.entityProject(entityId));
    if (typeof projectId !== 'string') notFound();
    return projectId;
  }

  /** A project the caller may see, with their role; outsiders get PROJECT_NOT_FOUND (existence does not leak). */
  async visible(ctx: RequestContext, projectId: string): Promise<{ state: ProjectState; viewer: Viewer }> {
    const state = await this.state(projectId);
    const role: Role | null = state ? roleOf(ctx.caller.userId, state.ownerId, state.members[ctx.caller.userId]?.role) : null;
    if (!state || role === null) fail('PROJECT_NOT_FOUND', PROJECT_NOT_FOUND_MESSAGE);
    return { state, viewer: viewerFor(role, this.now()) };
  }

  /**
   * The project of an entity the caller names by id alone, visible to the caller. An entity
   * in a project they cannot see is simply not found, like one that does not exist.
   */
  async locate(ctx: RequestContext, entityId: string, missing: () => never, exists: (s: ProjectState) => boolean): Promise<{ projectId: string; state: ProjectState; viewer: Viewer }> {
    const projectId = await this.projectOf(entityId, missing);
    try {
      const { state, viewer } = await this.visible(ctx, projectId);
      if (!exists(state)) missing();
      return { projectId, state, viewer };
    } catch (e) {
      if (e instanceof DomainError && e.code === 'PROJECT_NOT_FOUND') missing();
      throw e;
    }
  }

  async projectIdsOf(userId: string): Promise<string[]> {
    return this.rt.read.members(keys.userProjects(userId));
  }

  /** Runs a project command, waits until the read models include it, and returns the new state. */
  async run(ctx: RequestContext, projectId: string, command: ProjectCommand): Promise<{ state: ProjectState; events: StoredEvent[] }> {
    return this.applied(this.rt.commands.project(projectId, command, { actor: actorOf(ctx.caller), correlationId: ctx.requestId }));
  }

  /** Runs a command on the caller's own user stream, with read-your-writes. */
  runOnUser(ctx: RequestContext, command: UserCommand): Promise<CommandResult<UserState>> {
    return this.applied(this.rt.commands.user(ctx.caller.userId, command, { actor: actorOf(ctx.caller), correlationId: ctx.requestId }));
  }

  /** A command's result once the read models include it. */
  private async applied<R extends { position: number }>(result: Promise<R>): Promise<R> {
    const r = await result;
    await this.rt.waitFor(r.position);
    return r;
  }
}

export const notFound = (code: 'ENVIRONMENT_NOT_FOUND' | 'FLAG_NOT_FOUND' | 'OVERRIDE_NOT_FOUND' | 'INVITATION_NOT_FOUND' | 'MEMBER_NOT_FOUND', message: string) =>
  (): never => {
    throw new DomainError(code, message);
  };

/** The id a creation event gave its new entity (e.g. the flagId of FeatureFlagCreated). */
export function createdId(events: readonly StoredEvent[], type: string, field: string): string {
  const e = events.find((x) => x.type === type);
  const id = (e?.data as Record<string, unknown> | undefined)?.[field];
  if (typeof id !== 'string') throw new Error(`${type} was not recorded`);
  return id;
}
