import { own } from '../shared/own';
import type { Role } from './roles';
import { normaliseRole } from './roles';

export interface Permissions {
  canManageProject: boolean;
  canDeleteProject: boolean;
  canManageMembers: boolean;
  canInviteUsers: boolean;
  canManageFlags: boolean;
  canManageEnvironments: boolean;
  canManageOverrides: boolean;
  /** Buying, renewing or upgrading a plan: decided by us (the spec does not show it). */
  canManageBilling: boolean;
  canView: boolean;
}

const NONE: Permissions = {
  canManageProject: false,
  canDeleteProject: false,
  canManageMembers: false,
  canInviteUsers: false,
  canManageFlags: false,
  canManageEnvironments: false,
  canManageOverrides: false,
  canManageBilling: false,
  canView: false,
};

/** The permission table of spec §6, written once for server and browser. */
export function permissionsFor(role: Role | string | null | undefined): Permissions {
  if (role === null || role === undefined) return NONE;
  const r = normaliseRole(role);
  const features = r !== 'viewer';
  const team = r === 'owner' || r === 'admin' || r === 'manager';
  const project = r === 'owner' || r === 'admin';
  return {
    canManageProject: project,
    canDeleteProject: project,
    canManageMembers: team,
    canInviteUsers: team,
    canManageFlags: features,
    canManageEnvironments: features,
    canManageOverrides: features,
    canManageBilling: project,
    canView: true,
  };
}

/** The caller's role: owner when their id is the project's owner id, else their membership. */
export function roleOf(userId: string, ownerId: string, memberRole: string | undefined): Role | null {
  if (userId === ownerId) return 'owner';
  if (memberRole === undefined) return null;
  return normaliseRole(memberRole);
}

/** A person's role in a project (owner, their membership's, or null for an outsider): the one place that reads it. */
export const roleInProject = (s: { ownerId: string; members: Readonly<Record<string, { role: string }>> }, userId: string): Role | null =>
  roleOf(userId, s.ownerId, own(s.members, userId)?.role);
