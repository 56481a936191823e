import { ASSIGNABLE_ROLES, SCOPE_ROLE, permissionsFor } from '@flagstream/domain';
import type { AssignableRole, Permissions, TokenScope } from '@flagstream/domain';

/**
 * The permission matrix of spec §6, shared by the REST and the GraphQL matrix tests. What a
 * caller may do is read from the domain's own role table (`permissionsFor`), not restated
 * here: the tests then prove that each edge enforces that table, call by call.
 */

/**
 * API tokens of the team's project P made by its owner, one per scope (issue 19): each acts at
 * most as its scope's role, and only in P.
 */
export type TokenCaller = 'readToken' | 'writeToken' | 'adminToken';
export const TOKEN_CALLERS: Record<TokenCaller, TokenScope> = { readToken: 'read', writeToken: 'write', adminToken: 'admin' };
const isToken = (c: Caller): c is TokenCaller => Object.hasOwn(TOKEN_CALLERS, c);

/** The kinds of caller every mutating call is tried as: the seven of spec §6 and three API tokens. */
export type Caller = 'owner' | AssignableRole | 'outsider' | 'anonymous' | TokenCaller;
export const MEMBER_ROLES: readonly AssignableRole[] = ASSIGNABLE_ROLES;
export const CALLERS: readonly Caller[] = ['owner', ...MEMBER_ROLES, 'outsider', 'anonymous', 'readToken', 'writeToken', 'adminToken'];

/** What an operation needs: one permission of the role table, or only a signed-in caller. */
export type Requirement = Exclude<keyof Permissions, 'canView'> | 'signedIn';

export interface Operation {
  needs: Requirement;
  /** refused to every API token (403): about an account rather than a project, or managing tokens themselves */
  notForTokens?: true;
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
  createProject: { needs: 'signedIn', notForTokens: true },
  updateProject: project('canManageProject'),
  deleteProject: project('canDeleteProject'),
  addTeamMember: project('canManageMembers'),
  removeTeamMember: project('canManageMembers'),
  generateMissingUuids: { needs: 'signedIn' },

  createEnvironment: project('canManageEnvironments'),
  updateEnvironment: { needs: 'canManageEnvironments', outsider: 'ENVIRONMENT_NOT_FOUND' },
  deleteEnvironment: { needs: 'canManageEnvironments', outsider: 'ENVIRONMENT_NOT_FOUND' },
  regenerateApiKey: { needs: 'canManageEnvironments', outsider: 'ENVIRONMENT_NOT_FOUND' },
  regenerateClientKey: { needs: 'canManageEnvironments', outsider: 'ENVIRONMENT_NOT_FOUND' },
  setEnvironmentVariables: { needs: 'canManageEnvironments', outsider: 'ENVIRONMENT_NOT_FOUND' },
  setEnvironmentValue: { needs: 'canManageEnvironments', outsider: 'ENVIRONMENT_NOT_FOUND' },

  createFeatureFlag: project('canManageFlags'),
  updateFeatureFlag: { needs: 'canManageFlags', outsider: 'FLAG_NOT_FOUND' },
  deleteFeatureFlag: { needs: 'canManageFlags', outsider: 'FLAG_NOT_FOUND' },
  toggleFeatureFlag: { needs: 'canManageFlags', outsider: 'FLAG_NOT_FOUND' },
  bulkToggleFeatureFlags: { needs: 'canManageFlags', outsider: 'FLAG_NOT_FOUND' },
  // issue 20
  archiveFeatureFlag: { needs: 'canManageFlags', outsider: 'FLAG_NOT_FOUND' },
  unarchiveFeatureFlag: { needs: 'canManageFlags', outsider: 'FLAG_NOT_FOUND' },
  updateUsageSettings: project('canManageProject'),

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
  reissueInvitation: { needs: 'canInviteUsers', outsider: 'INVITATION_NOT_FOUND' },
  updateMemberRole: project('canManageMembers'),
  removeMember: project('canManageMembers'),
  autoAcceptInvitations: { needs: 'signedIn' },

  createPaymentOrder: project('canManageBilling'),
  recordPayment: project('canManageBilling'),
  confirmPayment: { needs: 'canManageBilling', outsider: 'PAYMENT_NOT_FOUND' },

  /** targeting (issue 14): as editing the flag's environment value; segments: as editing flags */
  setFlagTargeting: { needs: 'canManageEnvironments', outsider: 'FLAG_NOT_FOUND' },
  deleteFlagTargeting: { needs: 'canManageEnvironments', outsider: 'FLAG_NOT_FOUND' },
  createSegment: project('canManageFlags'),
  updateSegment: { needs: 'canManageFlags', outsider: 'SEGMENT_NOT_FOUND' },
  deleteSegment: { needs: 'canManageFlags', outsider: 'SEGMENT_NOT_FOUND' },

  /** restoring a flag to an earlier instant is editing it (audit history, issue 7) */
  restoreEntity: project('canManageFlags'),

  /** API tokens (issue 19): a project (service) token is the project admins'; tokens manage no tokens */
  createProjectToken: { needs: 'canManageProject', outsider: 'PROJECT_NOT_FOUND', notForTokens: true },
  revokeApiToken: { needs: 'canManageProject', outsider: 'TOKEN_NOT_FOUND', notForTokens: true },
  /** webhooks send the project's changes to outside addresses: the project admins' */
  createWebhook: project('canManageProject'),
  updateWebhook: { needs: 'canManageProject', outsider: 'WEBHOOK_NOT_FOUND' },
  deleteWebhook: { needs: 'canManageProject', outsider: 'WEBHOOK_NOT_FOUND' },
  rotateWebhookSecret: { needs: 'canManageProject', outsider: 'WEBHOOK_NOT_FOUND' },
  redeliverWebhookDelivery: { needs: 'canManageProject', outsider: 'WEBHOOK_NOT_FOUND' },
  /** promoting (and undoing one) is editing the target environment */
  promoteEnvironment: project('canManageEnvironments'),
  revertPromotion: project('canManageEnvironments'),
  /** an import creates and edits flags (each part is also checked by its own rules) */
  importProject: project('canManageFlags'),

  validateUserInfo: { needs: 'signedIn', notForTokens: true },
  updateUserInfo: { needs: 'signedIn', notForTokens: true },
  updateUserPreferences: { needs: 'signedIn', notForTokens: true },
} as const satisfies Record<string, Operation>;

export type OperationName = keyof typeof OPERATIONS;

export type Expected = { allowed: true } | { allowed: false; status: number; code: string };

/** What `caller` must get from `op`: derived from the role table, never listed per role. */
export function expectedFor(op: OperationName, caller: Caller, inTokenProject = true): Expected {
  const o: Operation = OPERATIONS[op];
  if (caller === 'anonymous') return { allowed: false, status: 401, code: 'UNAUTHENTICATED' };
  if (isToken(caller)) {
    // A token reaches its own project only: anywhere else it is an outsider.
    if (o.needs !== 'signedIn' && !inTokenProject) return expectedFor(op, 'outsider');
    if (o.notForTokens) return { allowed: false, status: 403, code: 'FORBIDDEN' };
    if (o.needs === 'signedIn') return { allowed: true };
    return permissionsFor(SCOPE_ROLE[TOKEN_CALLERS[caller]])[o.needs] ? { allowed: true } : { allowed: false, status: 403, code: 'FORBIDDEN' };
  }
  if (o.needs === 'signedIn') return { allowed: true };
  if (caller === 'outsider') {
    if (!o.outsider) throw new Error(`operation ${op} needs ${o.needs} but names no outsider code`);
    return { allowed: false, status: 404, code: o.outsider };
  }
  return permissionsFor(caller)[o.needs] ? { allowed: true } : { allowed: false, status: 403, code: 'FORBIDDEN' };
}
