export type Role = 'owner' | 'admin' | 'manager' | 'developer' | 'viewer';
export const ROLES: readonly Role[] = ['owner', 'admin', 'manager', 'developer', 'viewer'];
/** Roles an invitation or a role change may grant: owner is never granted. */
export type AssignableRole = Exclude<Role, 'owner'>;
export const ASSIGNABLE_ROLES: readonly AssignableRole[] = ['admin', 'manager', 'developer', 'viewer'];
export const DEFAULT_INVITE_ROLE: AssignableRole = 'viewer';

export const ROLE_DESCRIPTIONS: Record<AssignableRole, string> = {
  admin: 'Full access and project management',
  manager: 'Team and feature management',
  developer: 'Feature flags and environments',
  viewer: 'Read-only',
};

/** Unknown roles fall back to viewer. */
export const normaliseRole = (role: unknown): Role => (typeof role === 'string' && (ROLES as readonly string[]).includes(role) ? (role as Role) : 'viewer');

/** Rank for "may not act above your own role". */
export const ROLE_RANK: Record<Role, number> = { owner: 4, admin: 3, manager: 2, developer: 1, viewer: 0 };

/** The roles `actor` may give or take: never above their own (no role gives none). */
export const grantableRoles = (actor: Role | null | undefined): AssignableRole[] =>
  actor ? ASSIGNABLE_ROLES.filter((r) => ROLE_RANK[r] <= ROLE_RANK[actor]) : [];

/** May `actor` act on someone holding `role` (change it, remove them, cancel their invitation)? Not above their own. */
export const mayActOnRole = (actor: Role | null | undefined, role: unknown): boolean =>
  Boolean(actor) && ROLE_RANK[normaliseRole(role)] <= ROLE_RANK[actor as Role];

/** The member id the project's owner has in member lists (the owner is no membership record). */
export const OWNER_MEMBER_ID = 'owner';
