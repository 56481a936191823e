import type { EnvironmentState, FlagState, InvitationState, MemberState, OverrideState, Permissions, ProjectState, Role } from '@flagstream/domain';
import { targetingView } from './targetingViews';
import {
  OWNER_MEMBER_ID,
  environmentsInOrder,
  flagsInOrder,
  invitationStatus,
  isOverrideExpired,
  overrideApplies,
  permissionsFor,
  own,
} from '@flagstream/domain';

/**
 * The spec's §3 shapes, built once from the read model for REST and GraphQL alike.
 * Secrets (API keys) only reach callers who may manage environments.
 */
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export interface Viewer {
  role: Role;
  permissions: Permissions;
  now: number;
}

export const viewerFor = (role: Role, now: number): Viewer => ({ role, permissions: permissionsFor(role), now });

export function environmentView(env: EnvironmentState, s: ProjectState, v: Viewer) {
  return {
    id: env.id,
    uuid: env.uuid,
    name: env.name,
    description: env.description,
    type: env.type,
    status: env.status,
    order: env.order,
    slug: env.slug,
    project: s.id,
    /** the server key (spec name "API key"): only for callers who may manage environments */
    api_key: v.permissions.canManageEnvironments ? env.apiKey : null,
    /** the client key: OFREP evaluation only, safe in browsers, so every member sees it (null until issued for older environments) */
    client_key: env.clientKey ?? null,
    variables: env.variables,
    createdAt: iso(env.createdAt),
    updatedAt: iso(env.updatedAt),
  };
}

export function flagView(f: FlagState, s: ProjectState) {
  return {
    id: f.id,
    name: f.name,
    key: f.key,
    description: f.description,
    type: f.type,
    value: f.value,
    enabled: f.enabled,
    project: s.id,
    createdAt: iso(f.createdAt),
    updatedAt: iso(f.updatedAt),
    /** archived flags are kept but not served (issue 20) */
    archived: f.archived === true,
    archivedAt: iso(f.archivedAt ?? null),
  };
}

export function overrideView(o: OverrideState, s: ProjectState, v: Pick<Viewer, 'now'>) {
  const env = s.environments[o.environmentId];
  const expired = isOverrideExpired(o, v.now);
  return {
    id: o.id,
    uuid: o.uuid,
    name: o.name,
    description: o.description,
    environment: env ? { id: env.id, uuid: env.uuid, name: env.name } : null,
    project: s.id,
    feature_flag_values: o.featureFlagValues,
    expires_at: iso(o.expiresAt),
    /** applying now: active and not past its expiry */
    is_active: overrideApplies(o, v.now),
    expired,
    priority: o.priority,
    createdAt: iso(o.createdAt),
    updatedAt: iso(o.updatedAt),
  };
}

/** The owner's id in member lists: the domain's. */
export { OWNER_MEMBER_ID } from '@flagstream/domain';

/**
 * When a member last changed something in the project (`last_active`) and last started a session
 * (`last_login`); null when never recorded (issue 17: both were always null).
 */
export interface MemberSeen {
  lastActive?: string | null;
  lastLogin?: number | null;
}

export function memberView(m: MemberState, seen: MemberSeen = {}) {
  return {
    id: m.userId,
    role: m.role,
    status: 'active' as const,
    last_active: seen.lastActive ?? null,
    joined_at: iso(m.joinedAt),
    user: { id: m.userId, clerk_id: m.userId, full_name: m.name, email: m.email, last_login: seen.lastLogin ? iso(seen.lastLogin) : null },
  };
}

export function ownerMemberView(s: ProjectState, email = '', seen: MemberSeen = {}) {
  return {
    id: OWNER_MEMBER_ID,
    role: 'owner' as const,
    status: 'active' as const,
    last_active: seen.lastActive ?? null,
    joined_at: iso(s.createdAt),
    user: { id: s.ownerId, clerk_id: s.ownerId, full_name: s.ownerName, email, last_login: seen.lastLogin ? iso(seen.lastLogin) : null },
  };
}

export function invitationView(i: InvitationState, now: number) {
  return {
    id: i.id,
    email: i.email,
    role: i.role,
    status: invitationStatus(i, now),
    created_at: iso(i.createdAt),
    expires_at: iso(i.expiresAt),
    message: i.message,
    /** set when the invitation is addressed to a user id (add-team-member) rather than an email */
    user_id: i.userId ?? null,
    invited_by: i.invitedBy,
  };
}

export function projectView(s: ProjectState, v: Viewer) {
  const environments = environmentsInOrder(s);
  return {
    id: s.id,
    uuid: s.uuid,
    slug: s.slug,
    name: s.name,
    description: s.description,
    status: s.projectStatus,
    createdAt: iso(s.createdAt),
    updatedAt: iso(s.updatedAt),
    owner: { id: s.ownerId, clerk_id: s.ownerId, name: s.ownerName },
    team_members: Object.values(s.members).map((m) => ({ id: m.userId, clerk_id: m.userId, name: m.name, email: m.email, role: m.role })),
    environments: environments.map((e) => environmentView(e, s, v)),
    feature_flags: flagsInOrder(s).map((f) => flagView(f, s)),
    overrides: Object.values(s.overrides)
      .sort((a, b) => a.createdAt - b.createdAt)
      .map((o) => overrideView(o, s, v)),
    settings: { environments: environments.map((e) => e.name), status: s.projectStatus },
    role: v.role,
    permissions: {
      canManageFlags: v.permissions.canManageFlags,
      canManageEnvironments: v.permissions.canManageEnvironments,
      canManageOverrides: v.permissions.canManageOverrides,
      canInviteUsers: v.permissions.canInviteUsers,
      canManageProject: v.permissions.canManageProject,
      canDeleteProject: v.permissions.canDeleteProject,
      canManageMembers: v.permissions.canManageMembers,
      canManageBilling: v.permissions.canManageBilling,
    },
  };
}

/** Per-environment value records of one flag (spec §3). */
export function flagEnvironmentValues(f: FlagState, s: ProjectState) {
  return environmentsInOrder(s).map((env) => {
    // flag keys are user-chosen: `constructor` must not find Object.prototype.constructor (issue 15)
    const custom = own(env.variables, f.key);
    return {
      environmentId: env.id,
      environmentName: env.name,
      value: custom ? custom.value : f.value,
      enabled: custom ? custom.enabled : f.enabled,
      hasCustomValue: custom !== undefined,
      ...targetingFields(s, f, env),
    };
  });
}

/** Whether targeting applies in the environment, its rollout share and the targeting itself (issue 14). */
function targetingFields(s: ProjectState, f: FlagState, env: EnvironmentState) {
  const targeting = targetingView(s, f, env);
  return { hasTargeting: targeting !== null, rolloutPercentage: targeting ? targeting.rolloutPercentage : null, targeting };
}

export type ProjectView = ReturnType<typeof projectView>;

/**
 * Project views memoised per read-model state and role. A state object is replaced, never
 * changed, when its project changes (the cache holds the parsed snapshot until a change notice
 * evicts it), so the view of a state stays right until time alone changes it: the next instant
 * an override expires (`is_active`, `expired`). Views are shared between requests: read-only.
 */
const views = new WeakMap<ProjectState, Map<Role, { view: ProjectView; until: number }>>();

/** The next instant after `now` at which an override of `s` expires (Infinity if none will). */
function nextExpiry(s: ProjectState, now: number): number {
  let next = Infinity;
  for (const o of Object.values(s.overrides)) if (o.expiresAt !== null && o.expiresAt > now && o.expiresAt < next) next = o.expiresAt;
  return next;
}

export function cachedProjectView(s: ProjectState, v: Viewer): ProjectView {
  let byRole = views.get(s);
  if (!byRole) views.set(s, (byRole = new Map()));
  const hit = byRole.get(v.role);
  if (hit && v.now < hit.until) return hit.view;
  const view = projectView(s, v);
  byRole.set(v.role, { view, until: nextExpiry(s, v.now) });
  return view;
}
