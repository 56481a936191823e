import type { Variant } from '../billing/plans';
import type { FlagType, FlagValue, ValueSetting } from '../flags/values';
import type { AssignableRole } from '../members/roles';
import type { ApiTokenState } from '../tokens/tokens';
import type { WebhookState } from '../webhooks/webhooks';
import type { FlagTargeting, SegmentState } from '../targeting/model';

export interface EnvironmentState {
  id: string;
  uuid: string;
  name: string;
  slug: string;
  description: string;
  type: string;
  status: string;
  order: number;
  /** the server key: OFREP and the flagd document (rules included); never shipped in an app a user can open */
  apiKey: string;
  /**
   * the client key: OFREP evaluation only, safe in browsers and mobile apps; null for environments
   * created before client keys existed until one is issued (RegenerateClientKey)
   */
  clientKey: string | null;
  /** flag key -> custom value for this environment */
  variables: Record<string, ValueSetting>;
  createdAt: number;
  updatedAt: number;
}

export interface FlagState {
  id: string;
  key: string;
  name: string;
  description: string;
  type: FlagType;
  value: FlagValue;
  enabled: boolean;
  createdAt: number;
  updatedAt: number;
  /** environment id -> targeting there; absent when the flag has none (older read models never have it) */
  targeting?: Record<string, FlagTargeting>;
  /** archived (issue 20): not served by public config, flagd or OFREP; absent when served */
  archived?: true;
  archivedAt?: number;
}

export interface OverrideState {
  id: string;
  uuid: string;
  name: string;
  description: string;
  environmentId: string;
  featureFlagValues: Record<string, ValueSetting>;
  expiresAt: number | null;
  isActive: boolean;
  priority: number;
  createdAt: number;
  updatedAt: number;
}

export interface MemberState {
  userId: string;
  name: string;
  email: string;
  role: AssignableRole;
  joinedAt: number;
}

export interface InvitationState {
  id: string;
  /** '' for an invitation addressed to a user id (add-team-member) */
  email: string;
  /** the invited user, when addressed by id: only they may accept it */
  userId?: string;
  role: AssignableRole;
  message: string;
  /** sha256 of the link's token; '' for an invitation addressed to a user id (it has no link) */
  tokenHash: string;
  invitedBy: { id: string; name: string };
  status: 'pending' | 'accepted' | 'cancelled' | 'revoked' | 'declined';
  createdAt: number;
  expiresAt: number;
}

export interface PlanState {
  planId: string;
  variant: Variant;
  /** null for the free plan, which never expires */
  expiresAt: number | null;
  periodStart: number | null;
}

export interface ProjectState {
  status: 'none' | 'active' | 'deleted';
  id: string;
  uuid: string;
  slug: string;
  name: string;
  description: string;
  projectStatus: string;
  ownerId: string;
  ownerName: string;
  createdAt: number;
  updatedAt: number;
  environments: Record<string, EnvironmentState>;
  flags: Record<string, FlagState>;
  overrides: Record<string, OverrideState>;
  members: Record<string, MemberState>;
  invitations: Record<string, InvitationState>;
  plan: PlanState;
  /** Provider order ids already applied to the plan: a payment changes the plan once. */
  appliedOrders: Record<string, true>;
  /** segment id -> segment; absent until the first segment (older read models never have it) */
  segments?: Record<string, SegmentState>;
  /** API tokens of the project (absent until the first one: read with tokensOf) */
  apiTokens?: Record<string, ApiTokenState>;
  /** webhook subscriptions (absent until the first one: read with webhooksOf) */
  webhooks?: Record<string, WebhookState>;
  /** usage insights settings (issue 20); absent until first set: read with usageSettingsOf */
  usageSettings?: { staleAfterDays: number };
}

export const initialProjectState = (): ProjectState => ({
  status: 'none',
  id: '',
  uuid: '',
  slug: '',
  name: '',
  description: '',
  projectStatus: 'inactive',
  ownerId: '',
  ownerName: '',
  createdAt: 0,
  updatedAt: 0,
  environments: {},
  flags: {},
  overrides: {},
  members: {},
  invitations: {},
  plan: { planId: 'free', variant: 'Month', expiresAt: null, periodStart: null },
  appliedOrders: {},
});

export const flagByKey = (s: ProjectState, key: string): FlagState | undefined => Object.values(s.flags).find((f) => f.key === key);

export const environmentsInOrder = (s: ProjectState): EnvironmentState[] =>
  Object.values(s.environments).sort((a, b) => a.order - b.order || a.createdAt - b.createdAt);

/** Active members are the team (the owner is not counted). */
export const activeMemberCount = (s: ProjectState): number => Object.keys(s.members).length;

/** Is an override applying at `now`: active and not past its expiry. */
export const overrideApplies = (o: Pick<OverrideState, 'isActive' | 'expiresAt'>, now: number): boolean =>
  o.isActive && (o.expiresAt === null || now < o.expiresAt);
