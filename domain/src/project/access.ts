import type { LimitType } from '../billing/limits';
import { isAtLimit, limitOf, limitReachedMessage, wouldExceed } from '../billing/limits';
import type { PlanCatalogue, SubscriptionPlan } from '../billing/plans';
import { findPlan, freePlanOf } from '../billing/plans';
import type { Permissions } from '../members/permissions';
import { permissionsFor, roleInProject } from '../members/permissions';
import type { Role } from '../members/roles';
import type { Actor, CommandContext } from '../shared/decider';
import { fail } from '../shared/errors';
import type { ProjectState } from './state';
import { activeMemberCount } from './state';
import { own } from '../shared/own';
import { capRole, SCOPE_ROLE } from '../tokens/scopes';

export const PROJECT_NOT_FOUND_MESSAGE = 'Project not found';

export function requireProject(s: ProjectState): void {
  if (s.status !== 'active') fail('PROJECT_NOT_FOUND', PROJECT_NOT_FOUND_MESSAGE);
}

/** The caller's role in a project, or null for an outsider (a token: capped to its scope, and only in its own project while it is not revoked). */
export const actorRole = (s: ProjectState, actor: Actor): Role | null => {
  const role = roleInProject(s, actor.id);
  if (!actor.via) return role;
  const token = own((s as { apiTokens?: Record<string, { revokedAt: number | null }> }).apiTokens, actor.via.tokenId);
  if (actor.via.projectId !== s.id || !token || token.revokedAt !== null) return null;
  return capRole(role, SCOPE_ROLE[actor.via.scope]);
};

const ACTIONS: Record<keyof Permissions, string> = {
  canManageProject: 'manage this project',
  canDeleteProject: 'delete this project',
  canManageMembers: 'manage team members',
  canInviteUsers: 'invite users',
  canManageFlags: 'manage feature flags',
  canManageEnvironments: 'manage environments',
  canManageOverrides: 'manage overrides',
  canManageBilling: 'manage billing',
  canView: 'view this project',
};

/**
 * Outsiders get PROJECT_NOT_FOUND (existence does not leak); members lacking the permission
 * get FORBIDDEN. System actors pass.
 */
export function requirePermission(s: ProjectState, actor: Actor, permission: keyof Permissions): void {
  requireProject(s);
  if (actor.system) return;
  const role = actorRole(s, actor);
  if (role === null) fail('PROJECT_NOT_FOUND', PROJECT_NOT_FOUND_MESSAGE);
  if (!permissionsFor(role)[permission]) fail('FORBIDDEN', `You do not have permission to ${ACTIONS[permission]}`, { role, permission });
}

/** The plan in force at `now`: a paid plan past its expiry falls back to the free plan. */
export function effectivePlan(s: ProjectState, plans: PlanCatalogue, now: number): SubscriptionPlan {
  const plan = findPlan(plans, s.plan.planId) ?? freePlanOf(plans);
  if (!plan.isFreePlan && s.plan.expiresAt !== null && now >= s.plan.expiresAt) return freePlanOf(plans);
  return plan;
}

export function usageCount(s: ProjectState, type: LimitType): number {
  switch (type) {
    case 'environments':
      return Object.keys(s.environments).length;
    case 'featureFlags':
      return Object.keys(s.flags).length;
    case 'overrides':
      return Object.keys(s.overrides).length;
    case 'teamMembers':
      return activeMemberCount(s);
    case 'segments':
      return Object.keys(s.segments ?? {}).length;
  }
}

/** Refuses to add `adding` resources of a type beyond the plan cap (-1 is unlimited). */
export function requireCapacity(s: ProjectState, ctx: CommandContext, type: LimitType, adding = 1): void {
  const plan = effectivePlan(s, ctx.plans, ctx.now);
  const max = limitOf(plan, type);
  const count = usageCount(s, type);
  const blocked = adding === 1 ? isAtLimit(count, max) : wouldExceed(count, adding, max);
  if (blocked) {
    fail('PLAN_LIMIT_REACHED', limitReachedMessage(plan.name, type, max), { limitType: type, count, max, plan: plan.name, planId: plan.id });
  }
}
