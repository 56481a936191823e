import { randomBytes, createHash } from 'node:crypto';
import type { Actor, ProjectCommand, ProjectState, Role, UserCommand, UserState } from '@flagstream/domain';
import type { CommandResult } from '../commands/commandService';
import { DomainError, actorRole, fail, parseInput, PROJECT_NOT_FOUND_MESSAGE, projectStreamId } from '@flagstream/domain';
import type { z } from 'zod';
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

/** The domain's actor for a caller; through an API token, the token's name is who history shows and its scope caps the role. */
export const actorOf = (c: Caller): Actor =>
  c.token
    ? { id: c.userId, name: c.token.name, email: '', via: { tokenId: c.token.id, projectId: c.token.projectId, scope: c.token.scope } }
    : { id: c.userId, name: c.name, email: c.email };

/** The caller's role in a project: through an API token, only in its project and at most its scope. */
export function callerRole(c: Caller, state: ProjectState): Role | null {
  // The domain's rule, as the deciders apply it (one place: owner, membership, token scope and revocation).
  return actorRole(state, actorOf(c));
}

export const sha256Hex = (s: string): string => createHash('sha256').update(s).digest('hex');

/** An unguessable invitation token: 256 random bits; only its hash is ever stored. */
export const newInvitationToken = (): string => randomBytes(32).toString('base64url');

/** Project ids whose cache keys are kept (see ServiceContext.projectKeys); past it, they start again. */
const MAX_PROJECT_KEYS = 10_000;

const quarantined = (q: { position?: number }): never =>
  fail(
    'PROJECT_QUARANTINED',
    'This project is temporarily unavailable: one of its changes could not be processed and the operators have been told. Nothing else is affected.',
    { position: q.position },
  );

/**
 * What every service shares: reading project snapshots from the read models (through the
 * gateway's invalidated cache), checking that the caller may see a project, and running a
 * command with read-your-writes.
 */
export class ServiceContext {
  /** the cache keys of a project's snapshot and quarantine entry, by project id (see projectKeys) */
  private readonly keysById = new Map<string, { snapshot: string; quarantine: string }>();

  constructor(
    readonly rt: Runtime,
    readonly clock: () => number = Date.now,
  ) {}

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
  /**
   * The two cache keys every project read looks up, made once per project id: built per
   * request, each is a new string the cache's Map hashes again (~0.3-1 µs each, measured), where
   * the id (a new string too) is hashed once here.
   */
  private projectKeys(projectId: string): { snapshot: string; quarantine: string } {
    let k = this.keysById.get(projectId);
    if (k === undefined) {
      if (this.keysById.size >= MAX_PROJECT_KEYS) this.keysById.clear();
      k = { snapshot: keys.projectSnapshot(projectId), quarantine: keys.quarantine(`project-${projectId}`) };
      this.keysById.set(projectId, k);
    }
    return k;
  }

  async visible(ctx: RequestContext, projectId: string): Promise<{ state: ProjectState; viewer: Viewer }> {
    // Most reads find the snapshot and the quarantine entry (or its absence) cached: decided here
    // without a promise per lookup, by the same rules as below.
    const k = this.projectKeys(projectId);
    const cached = this.rt.cache.peekJson<ProjectSnapshot>(k.snapshot);
    const quarantine = this.rt.cache.peekJson<{ position?: number }>(k.quarantine);
    if (cached && cached.state.status === 'active' && quarantine !== undefined) {
      const role = callerRole(ctx.caller, cached.state);
      if (role === null) fail('PROJECT_NOT_FOUND', PROJECT_NOT_FOUND_MESSAGE);
      if (quarantine) quarantined(quarantine);
      return { state: cached.state, viewer: viewerFor(role, this.now()) };
    }
    const state = await this.state(projectId);
    if (!state) await this.requireNotRebuilding(projectId);
    const role: Role | null = state ? callerRole(ctx.caller, state) : null;
    if (!state || role === null) fail('PROJECT_NOT_FOUND', PROJECT_NOT_FOUND_MESSAGE);
    // members learn that their project is quarantined; outsiders still see nothing
    await this.requireNotQuarantined(projectId);
    return { state, viewer: viewerFor(role, this.now()) };
  }

  /**
   * A project whose read models stopped at an event they could not apply (issue 15, M6): its
   * calls answer 503 with a stable code until an operator skips or retries that event; every
   * other project is served as usual.
   */
  async requireNotQuarantined(projectId: string): Promise<void> {
    const q = await this.rt.cache.getJson<{ position?: number }>(keys.quarantine(`project-${projectId}`));
    if (q) quarantined(q);
  }

  /**
   * No read model for a project the event store knows, while the read models are behind (Redis
   * restarted empty and is being rebuilt): that is "try again shortly", not "not found".
   */
  private async requireNotRebuilding(projectId: string): Promise<void> {
    if ((await this.snapshot(projectId)) !== null) return;
    const [revision, head, checkpoint] = await Promise.all([
      this.rt.store.streamRevision(projectStreamId(projectId)).catch(() => -1),
      this.rt.store.headPosition().catch(() => 0),
      this.rt.read.checkpoint().catch(() => 0),
    ]);
    if (revision >= 0 && checkpoint < head) fail('READ_MODELS_REBUILDING', 'The service is catching up after a restart; please try again in a moment.');
  }

  /**
   * The project of an entity the caller names by id alone, visible to the caller. An entity
   * in a project they cannot see is simply not found, like one that does not exist.
   */
  async locate(
    ctx: RequestContext,
    entityId: string,
    missing: () => never,
    exists: (s: ProjectState) => boolean,
  ): Promise<{ projectId: string; state: ProjectState; viewer: Viewer }> {
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

  /** The projects a caller may reach: an API token reaches its own project only. */
  async projectIdsFor(ctx: RequestContext): Promise<string[]> {
    const ids = await this.projectIdsOf(ctx.caller.userId);
    return ctx.caller.token ? ids.filter((id) => id === ctx.caller.token!.projectId) : ids;
  }

  /** The caller's role in a project state (capped for API tokens), null for an outsider. */
  roleIn(ctx: RequestContext, state: ProjectState): Role | null {
    return callerRole(ctx.caller, state);
  }

  /** Runs a project command, waits until the read models include it, and returns the new state. */
  async run(ctx: RequestContext, projectId: string, command: ProjectCommand): Promise<{ state: ProjectState; events: StoredEvent[] }> {
    // An API token writes to its own project only (an invitation to its creator elsewhere included).
    if (ctx.caller.token && ctx.caller.token.projectId !== projectId) fail('PROJECT_NOT_FOUND', PROJECT_NOT_FOUND_MESSAGE);
    // a quarantined project's read models would not show the change: nothing is written
    await this.requireNotQuarantined(projectId);
    return this.applied(this.rt.commands.project(projectId, command, { actor: actorOf(ctx.caller), correlationId: ctx.requestId }));
  }

  /** Runs a command on the caller's own user stream, with read-your-writes. */
  runOnUser(ctx: RequestContext, command: UserCommand): Promise<CommandResult<UserState>> {
    // A token belongs to a project, not to its creator's account.
    if (ctx.caller.token) fail('FORBIDDEN', 'An API token cannot change a user profile; sign in to do it');
    return this.applied(this.rt.commands.user(ctx.caller.userId, command, { actor: actorOf(ctx.caller), correlationId: ctx.requestId }));
  }

  /** A command's result once the read models include it. */
  private async applied<R extends { position: number }>(result: Promise<R>): Promise<R> {
    const r = await result;
    await this.rt.waitFor(r.position);
    return r;
  }
}

export const notFound =
  (
    code:
      | 'ENVIRONMENT_NOT_FOUND'
      | 'FLAG_NOT_FOUND'
      | 'OVERRIDE_NOT_FOUND'
      | 'INVITATION_NOT_FOUND'
      | 'MEMBER_NOT_FOUND'
      | 'TOKEN_NOT_FOUND'
      | 'WEBHOOK_NOT_FOUND',
    message: string,
  ) =>
  (): never => {
    throw new DomainError(code, message);
  };

/**
 * A command of `kind` built from what a caller sent, parsed at the edge with the domain's own
 * input schema for that command: typed by construction instead of by a cast, and bad input is
 * refused with the message and code the decider gives (it parses again, the same way).
 */
export const commandOf = <K extends string, S extends z.ZodType>(kind: K, schema: S, input: Record<string, unknown>): { kind: K } & z.output<S> =>
  Object.assign({ kind }, parseInput(schema, input));

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** The id a creation event gave its new entity (e.g. the flagId of FeatureFlagCreated). */
export function createdId(events: readonly StoredEvent[], type: string, field: string): string {
  const e = events.find((x) => x.type === type);
  const id = isRecord(e?.data) ? e.data[field] : undefined;
  if (typeof id !== 'string') throw new Error(`${type} was not recorded`);
  return id;
}
