import { ASSIGNABLE_ROLES, permissionsFor } from '@flagstream/domain';
import type { AssignableRole, Permissions } from '@flagstream/domain';

/**
 * The permission matrix of spec §6, shared by the REST and the GraphQL matrix tests. What a
 * caller may do is read from the domain's own role table (`permissionsFor`), not restated
 * here: the tests then prove that each edge enforces that table, call by call.
 */

/** The seven kinds of caller every mutating call is tried as. */
export type Caller = 'owner' | AssignableRole | 'outsider' | 'anonymous';
export const MEMBER_ROLES: readonly AssignableRole[] = ASSIGNABLE_ROLES;
export const CALLERS: readonly Caller[] = ['owner', ...MEMBER_ROLES, 'outsider', 'anonymous'];

/** What an operation needs: one permission of the role table, or only a signed-in caller. */
export type Requirement = Exclude<keyof Permissions, 'canView'> | 'signedIn';

export interface Operation {
  needs: Requirement;
  /** the 404 code an outsider (signed in, not a member) gets; absent when the call is about no one project */
  outsider?: string;
}

const project = (needs: Requirement): Operation => ({ needs, outsider: 'PROJECT_NOT_FOUND' });

/**
 * Every mutating operation, named after its GraphQL mutation (the REST call of the same name is
 * the one its schema description gives). Entity calls name the entity's NOT_FOUND for outsiders,
 * so an entity's existence does not leak either.
 */
export const OPERATIONS = {
  createProject: { needs: 'signedIn' },
  updateProject: project('canManageProject'),
  deleteProject: project('canDeleteProject'),
  addTeamMember: project('canManageMembers'),
  removeTeamMember: project('canManageMembers'),
  generateMissingUuids: { needs: 'signedIn' },

  createEnvironment: project('canManageEnvironments'),
  updateEnvironment: { needs: 'canManageEnvironments', outsider: 'ENVIRONMENT_NOT_FOUND' },
  deleteEnvironment: { needs: 'canManageEnvironments', outsider: 'ENVIRONMENT_NOT_FOUND' },
  regenerateApiKey: { needs: 'canManageEnvironments', outsider: 'ENVIRONMENT_NOT_FOUND' },
  setEnvironmentVariables: { needs: 'canManageEnvironments', outsider: 'ENVIRONMENT_NOT_FOUND' },
  setEnvironmentValue: { needs: 'canManageEnvironments', outsider: 'ENVIRONMENT_NOT_FOUND' },

  createFeatureFlag: project('canManageFlags'),
  updateFeatureFlag: { needs: 'canManageFlags', outsider: 'FLAG_NOT_FOUND' },
  deleteFeatureFlag: { needs: 'canManageFlags', outsider: 'FLAG_NOT_FOUND' },
  toggleFeatureFlag: { needs: 'canManageFlags', outsider: 'FLAG_NOT_FOUND' },
  bulkToggleFeatureFlags: { needs: 'canManageFlags', outsider: 'FLAG_NOT_FOUND' },

  createOverride: project('canManageOverrides'),
  updateOverride: { needs: 'canManageOverrides', outsider: 'OVERRIDE_NOT_FOUND' },
  deleteOverride: { needs: 'canManageOverrides', outsider: 'OVERRIDE_NOT_FOUND' },
  toggleOverride: { needs: 'canManageOverrides', outsider: 'OVERRIDE_NOT_FOUND' },
  bulkApplyOverrides: { needs: 'canManageOverrides', outsider: 'OVERRIDE_NOT_FOUND' },
  /** with a project id: that project only */
  cleanupExpiredOverrides: project('canManageOverrides'),
  /** without one: every project the caller may manage overrides of (none is an answer, not an error) */
  cleanupExpiredOverridesEverywhere: { needs: 'signedIn' },

  inviteMember: project('canInviteUsers'),
  cancelInvitation: { needs: 'canInviteUsers', outsider: 'INVITATION_NOT_FOUND' },
  updateMemberRole: project('canManageMembers'),
  removeMember: project('canManageMembers'),
  autoAcceptInvitations: { needs: 'signedIn' },

  createPaymentOrder: project('canManageBilling'),
  recordPayment: project('canManageBilling'),
  confirmPayment: { needs: 'canManageBilling', outsider: 'PAYMENT_NOT_FOUND' },

  /** restoring a flag to an earlier instant is editing it (audit history, issue 7) */
  restoreEntity: project('canManageFlags'),

  validateUserInfo: { needs: 'signedIn' },
  updateUserInfo: { needs: 'signedIn' },
  updateUserPreferences: { needs: 'signedIn' },
} as const satisfies Record<string, Operation>;

export type OperationName = keyof typeof OPERATIONS;

export type Expected = { allowed: true } | { allowed: false; status: number; code: string };

/** What `caller` must get from `op`: derived from the role table, never listed per role. */
export function expectedFor(op: OperationName, caller: Caller): Expected {
  const o: Operation = OPERATIONS[op];
  if (caller === 'anonymous') return { allowed: false, status: 401, code: 'UNAUTHENTICATED' };
  if (o.needs === 'signedIn') return { allowed: true };
  if (caller === 'outsider') {
    if (!o.outsider) throw new Error(`operation ${op} needs ${o.needs} but names no outsider code`);
    return { allowed: false, status: 404, code: o.outsider };
  }
  return permissionsFor(caller)[o.needs] ? { allowed: true } : { allowed: false, status: 403, code: 'FORBIDDEN' };
}
