import type { Role } from '../members/roles';
import { ROLE_RANK } from '../members/roles';

/**
 * API token scopes and what each allows in its project. A token acts for the person who made it
 * and never more: its role is the lower of its scope's and its creator's current role, so a
 * demotion (or leaving the project) takes the token down with it at once.
 */
export type TokenScope = 'read' | 'write' | 'admin';
export const TOKEN_SCOPES: readonly TokenScope[] = ['read', 'write', 'admin'];

/** read = viewer, write = developer (flags, environments, overrides), admin = project admin. */
export const SCOPE_ROLE: Record<TokenScope, Role> = { read: 'viewer', write: 'developer', admin: 'admin' };

export const SCOPE_DESCRIPTIONS: Record<TokenScope, string> = {
  read: 'Read the project: flags, environments, history',
  write: 'Read, and change flags, environments, values and overrides',
  admin: 'Everything an admin can do in the project',
};

/** The lower of two roles (null, an outsider, is lowest). */
export function capRole(role: Role | null, cap: Role): Role | null {
  if (role === null) return null;
  return ROLE_RANK[role] <= ROLE_RANK[cap] ? role : cap;
}

/** The highest scope a role may give a token. */
export function maxScopeFor(role: Role | null): TokenScope | null {
  if (role === null) return null;
  if (ROLE_RANK[role] >= ROLE_RANK.admin) return 'admin';
  if (ROLE_RANK[role] >= ROLE_RANK.developer) return 'write';
  return 'read';
}

export const scopeAllowedFor = (scope: TokenScope, role: Role | null): boolean => role !== null && ROLE_RANK[SCOPE_ROLE[scope]] <= ROLE_RANK[role];

/** Every API token starts with this, so the gateway tells it from a session token before any parsing. */
export const API_TOKEN_PREFIX = 'fst_';
/** `fst_` and 43 base64url characters (32 random bytes). */
export const API_TOKEN_PATTERN = /^fst_[A-Za-z0-9_-]{43}$/;
