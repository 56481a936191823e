import type { Decider } from '../shared/decider';
import type { CommandContext } from '../shared/decider';
import type { ProjectCommand, ProjectOwnCommand } from './commands';
import type { ProjectEvent, ProjectOwnEvent } from './events';
import type { ProjectState } from './state';
import type { EnvironmentCommand } from '../environments/commands';
import type { FlagCommand } from '../flags/commands';
import type { OverrideCommand } from '../overrides/commands';
import type { MemberCommand } from '../members/commands';
import type { EnvironmentEvent } from '../environments/events';
import type { FlagEvent } from '../flags/events';
import type { OverrideEvent } from '../overrides/events';
import type { MemberEvent } from '../members/events';
import type { PlanEvent } from '../billing/events';
import { createProjectInput, updateProjectInput } from './commands';
import { initialProjectState } from './state';
import { requirePermission, effectivePlan } from './access';
import { slugify } from './slug';
import { fail } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { decideEnvironment, environmentCreated, evolveEnvironment } from '../environments/decider';
import { decideFlag, evolveFlag } from '../flags/decider';
import { decideOverride, evolveOverride } from '../overrides/decider';
import { decideMember, evolveMember } from '../members/decider';
import { decidePlan, evolvePlan } from '../billing/decider';
import type { RestoreCommand } from '../audit/restore';
import { decideRestore } from '../audit/restore';
import { limitOf, limitReachedMessage, wouldExceed } from '../billing/limits';
import type { SegmentCommand, TargetingCommand } from '../targeting/commands';
import type { SegmentEvent, TargetingEvent } from '../targeting/events';
import { decideSegment, decideTargeting, evolveSegment, evolveTargeting } from '../targeting/decider';
import { requireConfigWithinPlan } from './quotas';
import type { ApiTokenEvent, TokenCommand } from '../tokens/tokens';
import { decideToken, evolveToken } from '../tokens/tokens';
import type { WebhookCommand, WebhookEvent } from '../webhooks/webhooks';
import { decideWebhook, evolveWebhook } from '../webhooks/webhooks';
import type { PromoteCommand } from '../promote/promote';
import { decidePromote } from '../promote/promote';
import type { ImportCommand } from '../transfer/import';
import { decideImport } from '../transfer/import';
import type { UsageCommand, UsageEvent } from '../usage/settings';
import { decideUsage, evolveUsage } from '../usage/settings';

const AREA_OF: Record<
  ProjectCommand['kind'],
  | 'project'
  | 'environment'
  | 'flag'
  | 'override'
  | 'member'
  | 'plan'
  | 'restore'
  | 'targeting'
  | 'segment'
  | 'token'
  | 'webhook'
  | 'promote'
  | 'import'
  | 'usage'
> = {
  CreateProject: 'project',
  UpdateProject: 'project',
  DeleteProject: 'project',
  GenerateMissingUuids: 'project',
  CreateEnvironment: 'environment',
  UpdateEnvironment: 'environment',
  DeleteEnvironment: 'environment',
  RegenerateApiKey: 'environment',
  RegenerateClientKey: 'environment',
  SetEnvironmentVariable: 'environment',
  ReplaceEnvironmentVariables: 'environment',
  CreateFeatureFlag: 'flag',
  UpdateFeatureFlag: 'flag',
  ToggleFeatureFlag: 'flag',
  BulkToggleFeatureFlags: 'flag',
  DeleteFeatureFlag: 'flag',
  ArchiveFeatureFlag: 'flag',
  UnarchiveFeatureFlag: 'flag',
  CreateOverride: 'override',
  UpdateOverride: 'override',
  ToggleOverride: 'override',
  DeleteOverride: 'override',
  ExpireOverride: 'override',
  BulkApplyOverrides: 'override',
  CleanupExpiredOverrides: 'override',
  InviteMember: 'member',
  CancelInvitation: 'member',
  ReissueInvitation: 'member',
  AcceptInvitation: 'member',
  DeclineInvitation: 'member',
  AddTeamMember: 'member',
  ChangeMemberRole: 'member',
  RemoveMember: 'member',
  ApplyPlanPayment: 'plan',
  RestoreFeatureFlag: 'restore',
  RestoreEnvironmentValues: 'restore',
  RestoreOverride: 'restore',
  RestoreSegment: 'restore',
  SetFlagTargeting: 'targeting',
  RemoveFlagTargeting: 'targeting',
  CreateSegment: 'segment',
  UpdateSegment: 'segment',
  DeleteSegment: 'segment',
  CreateApiToken: 'token',
  RevokeApiToken: 'token',
  CreateWebhook: 'webhook',
  UpdateWebhook: 'webhook',
  DeleteWebhook: 'webhook',
  RotateWebhookSecret: 'webhook',
  PromoteEnvironment: 'promote',
  ImportProject: 'import',
  UpdateUsageSettings: 'usage',
};

export const isProjectCommandType = (t: unknown): t is ProjectCommand['kind'] => typeof t === 'string' && Object.hasOwn(AREA_OF, t);

function decideProjectOwn(cmd: ProjectOwnCommand, s: ProjectState, ctx: CommandContext): ProjectEvent[] {
  switch (cmd.kind) {
    case 'CreateProject': {
      if (s.status !== 'none') fail('PROJECT_ALREADY_EXISTS', 'A project with this id already exists');
      // An API token belongs to one project: it does not found others in its creator's name.
      if (ctx.actor.via) fail('FORBIDDEN', 'An API token cannot create projects; sign in to do it');
      const input = parseInput(createProjectInput, cmd);
      const plan = effectivePlan(s, ctx.plans, ctx.now);
      const maxEnvs = limitOf(plan, 'environments');
      if (wouldExceed(0, input.environments.length, maxEnvs)) {
        fail('PLAN_LIMIT_REACHED', limitReachedMessage(plan.name, 'environments', maxEnvs), {
          limitType: 'environments',
          count: 0,
          max: maxEnvs,
          plan: plan.name,
          planId: plan.id,
        });
      }
      const slug = (input.slug ? slugify(input.slug) : '') || slugify(input.name) || 'project';
      const created: ProjectEvent = {
        type: 'ProjectCreated',
        data: {
          projectId: input.projectId,
          uuid: ctx.newId(),
          slug,
          name: input.name,
          description: input.description,
          status: input.status,
          ownerId: ctx.actor.id,
          ownerName: ctx.actor.name,
          createdAt: ctx.now,
          settings: { environments: input.environments, status: input.status },
        },
      };
      const envs = input.environments.map((name, i) =>
        environmentCreated(s, ctx, { name, description: '', type: name === 'production' || name === 'staging' ? name : 'development', status: 'active' }, i),
      );
      return [created, ...envs];
    }
    case 'UpdateProject': {
      requirePermission(s, ctx.actor, 'canManageProject');
      const input = parseInput(updateProjectInput, cmd);
      const changes = {
        ...(input.name !== undefined && input.name !== s.name ? { name: input.name, slug: slugify(input.name) || s.slug } : {}),
        ...(input.description !== undefined && input.description !== s.description ? { description: input.description } : {}),
        ...(input.status !== undefined && input.status !== s.projectStatus ? { status: input.status } : {}),
      };
      if (Object.keys(changes).length === 0) return [];
      return [{ type: 'ProjectUpdated', data: { projectId: s.id, ...changes, updatedAt: ctx.now } }];
    }
    case 'DeleteProject':
      requirePermission(s, ctx.actor, 'canDeleteProject');
      return [{ type: 'ProjectDeleted', data: { projectId: s.id, deletedAt: ctx.now } }];
    case 'GenerateMissingUuids': {
      requirePermission(s, ctx.actor, 'canManageProject');
      const environments = Object.fromEntries(
        Object.values(s.environments)
          .filter((e) => !e.uuid)
          .map((e) => [e.id, ctx.newId()]),
      );
      const overrides = Object.fromEntries(
        Object.values(s.overrides)
          .filter((o) => !o.uuid)
          .map((o) => [o.id, ctx.newId()]),
      );
      const projectUuid = s.uuid ? undefined : ctx.newId();
      if (!projectUuid && !Object.keys(environments).length && !Object.keys(overrides).length) return [];
      return [{ type: 'UuidsGenerated', data: { projectId: s.id, ...(projectUuid ? { projectUuid } : {}), environments, overrides } }];
    }
  }
}

/** Changes to values must keep the project within its plan's configuration size. */
function withinConfigQuota(s: ProjectState, ctx: CommandContext, events: ProjectEvent[]): ProjectEvent[] {
  if (events.length > 0) requireConfigWithinPlan(s, events.reduce(evolveProject, s), ctx);
  return events;
}

export function decideProject(cmd: ProjectCommand, s: ProjectState, ctx: CommandContext): ProjectEvent[] {
  if (!cmd || typeof cmd !== 'object' || !isProjectCommandType((cmd as { kind?: unknown }).kind)) {
    fail('VALIDATION_FAILED', 'Unknown command');
  }
  switch (AREA_OF[cmd.kind]) {
    case 'project':
      return decideProjectOwn(cmd as ProjectOwnCommand, s, ctx);
    case 'environment':
      return withinConfigQuota(s, ctx, decideEnvironment(cmd as EnvironmentCommand, s, ctx));
    case 'flag':
      return withinConfigQuota(s, ctx, decideFlag(cmd as FlagCommand, s, ctx));
    case 'override':
      return withinConfigQuota(s, ctx, decideOverride(cmd as OverrideCommand, s, ctx));
    case 'member':
      return decideMember(cmd as MemberCommand, s, ctx);
    case 'plan':
      return decidePlan(cmd as Parameters<typeof decidePlan>[0], s, ctx);
    case 'restore':
      return withinConfigQuota(s, ctx, decideRestore(cmd as RestoreCommand, s, ctx, evolveProject));
    case 'token':
      return decideToken(cmd as TokenCommand, s, ctx);
    case 'webhook':
      return decideWebhook(cmd as WebhookCommand, s, ctx);
    case 'promote':
      return withinConfigQuota(s, ctx, decidePromote(cmd as PromoteCommand, s, ctx));
    case 'import':
      return withinConfigQuota(s, ctx, decideImport(cmd as ImportCommand, s, ctx, evolveProject));
    case 'targeting':
      return withinConfigQuota(s, ctx, decideTargeting(cmd as TargetingCommand, s, ctx));
    case 'segment':
      return withinConfigQuota(s, ctx, decideSegment(cmd as SegmentCommand, s, ctx));
    case 'usage':
      return decideUsage(cmd as UsageCommand, s, ctx);
  }
}

function evolveProjectOwn(s: ProjectState, e: ProjectOwnEvent): ProjectState {
  switch (e.type) {
    case 'ProjectCreated': {
      const d = e.data;
      return {
        ...s,
        status: 'active',
        id: d.projectId,
        uuid: d.uuid,
        slug: d.slug,
        name: d.name,
        description: d.description,
        projectStatus: d.status,
        ownerId: d.ownerId,
        ownerName: d.ownerName,
        createdAt: d.createdAt,
        updatedAt: d.createdAt,
      };
    }
    case 'ProjectUpdated': {
      const { projectId: _p, updatedAt, status, ...changes } = e.data;
      return { ...s, ...changes, ...(status !== undefined ? { projectStatus: status } : {}), updatedAt };
    }
    case 'ProjectDeleted':
      return { ...s, status: 'deleted', updatedAt: e.data.deletedAt };
    case 'UuidsGenerated': {
      const d = e.data;
      const environments = { ...s.environments };
      for (const [id, uuid] of Object.entries(d.environments)) if (environments[id]) environments[id] = { ...environments[id]!, uuid };
      const overrides = { ...s.overrides };
      for (const [id, uuid] of Object.entries(d.overrides)) if (overrides[id]) overrides[id] = { ...overrides[id]!, uuid };
      return { ...s, uuid: d.projectUuid ?? s.uuid, environments, overrides };
    }
  }
}

const OWN = new Set(['ProjectCreated', 'ProjectUpdated', 'ProjectDeleted', 'UuidsGenerated']);

export function evolveProject(s: ProjectState, e: ProjectEvent): ProjectState {
  if (OWN.has(e.type)) return evolveProjectOwn(s, e as ProjectOwnEvent);
  // markers that group the changes after them (the changes are ordinary events)
  if (e.type === 'EnvironmentPromoted') return s;
  if (e.type.startsWith('Environment')) return evolveEnvironment(s, e as EnvironmentEvent);
  if (e.type.startsWith('FeatureFlag')) return evolveFlag(s, e as FlagEvent);
  if (e.type.startsWith('Override')) return evolveOverride(s, e as OverrideEvent);
  if (e.type.startsWith('Plan')) return evolvePlan(s, e as PlanEvent);
  if (e.type.startsWith('ApiToken')) return evolveToken(s, e as ApiTokenEvent);
  if (e.type.startsWith('Webhook')) return evolveWebhook(s, e as WebhookEvent);
  if (e.type.startsWith('Member') || e.type.startsWith('Invitation')) return evolveMember(s, e as MemberEvent);
  if (e.type.startsWith('FlagTargeting')) return evolveTargeting(s, e as TargetingEvent);
  if (e.type.startsWith('Segment')) return evolveSegment(s, e as SegmentEvent);
  if (e.type.startsWith('Usage')) return evolveUsage(s, e as UsageEvent);
  // EntityRestored only marks where a restore begins; the events after it carry the changes.
  return s; // an event type this version does not know: kept in history, ignored here
}

export const projectDecider: Decider<ProjectCommand, ProjectEvent, ProjectState> = {
  initialState: initialProjectState,
  evolve: evolveProject,
  decide: decideProject,
};

export const projectStreamId = (projectId: string): string => `project-${projectId}`;
export const userStreamId = (userId: string): string => `user-${userId}`;
export const paymentStreamId = (orderId: string): string => `payment-${orderId}`;
