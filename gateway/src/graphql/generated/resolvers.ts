// GENERATED FILE: DO NOT EDIT. Produced by @graphql-codegen from schema/*.graphql (codegen.ts).
// Change the schema or the web app's documents, then run `npm run codegen`.
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { FlagModel, ProjectModel, ProjectOwnerModel, TeamMemberModel, EnvironmentModel, OverrideModel, PastProjectModel, UserInfoModel, HistoryEntryModel, ChainBreakModel, MemberModel, MemberUserModel, InvitationModel, InvitationDetailsModel, SegmentModel, ApiTokenModel, WebhookModel } from '../models';
import type { GraphQLContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 date-time in UTC, e.g. 2025-01-31T12:00:00.000Z. */
  DateTime: { input: string; output: string; }
  /** Any JSON value: flag values, environment variables maps, override values, preferences. */
  JSON: { input: unknown; output: unknown; }
};

export type AcceptInvitationInput = {
  /** an invitation link's token, or the id of an invitation addressed to the caller */
  token: Scalars['String']['input'];
};

export type AcceptInvitationPayload = {
  __typename?: 'AcceptInvitationPayload';
  message: Scalars['String']['output'];
  project: ProjectRef;
  role: Role;
};

export type AcceptedInvitation = {
  __typename?: 'AcceptedInvitation';
  project: ProjectRef;
  role: Role;
};

export type ActivityActor = {
  __typename?: 'ActivityActor';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type ActivityItem = {
  __typename?: 'ActivityItem';
  actor?: Maybe<ActivityActor>;
  colour: Scalars['String']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  timestamp: Scalars['DateTime']['output'];
  type: ActivityType;
};

/** What an activity item reports (spec §3); every other change is `other`. */
export type ActivityType =
  | 'environment_deployed'
  | 'flag_created'
  | 'member_added'
  | 'other'
  | 'project_created';

export type AddTeamMemberInput = {
  projectId: Scalars['ID']['input'];
  /** viewer by default */
  role?: InputMaybe<Role>;
  userId: Scalars['ID']['input'];
};

/** The project, which lists the user once they accept the invitation add-team-member sends. */
export type AddTeamMemberPayload = {
  __typename?: 'AddTeamMemberPayload';
  project: Project;
};

/** An API token as lists show it: never the token itself. */
export type ApiToken = {
  __typename?: 'ApiToken';
  createdAt: Scalars['DateTime']['output'];
  createdBy: ApiTokenCreator;
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  kind: ApiTokenKind;
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  /** fst_… and the token's last four characters */
  preview: Scalars['String']['output'];
  project: Project;
  projectId: Scalars['ID']['output'];
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  scope: ApiTokenScope;
  status: ApiTokenStatus;
};

export type ApiTokenCreator = {
  __typename?: 'ApiTokenCreator';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** personal: acts as its creator, seen only by them (and the project's admins); project: a service token the project's admins manage. */
export type ApiTokenKind =
  | 'personal'
  | 'project';

/** read: a viewer's reach; write: a developer's (flags, environments, values, overrides); admin: a project admin's. Never more than the creator's current role. */
export type ApiTokenScope =
  | 'admin'
  | 'read'
  | 'write';

export type ApiTokenStatus =
  | 'active'
  | 'expired'
  | 'revoked';

export type ArchiveFeatureFlagInput = {
  id: Scalars['ID']['input'];
};

export type ArchiveFeatureFlagPayload = {
  __typename?: 'ArchiveFeatureFlagPayload';
  flag: Flag;
};

export type ArchivedFilter =
  | 'EXCLUDE'
  | 'INCLUDE'
  | 'ONLY';

export type AutoAcceptInvitationsPayload = {
  __typename?: 'AutoAcceptInvitationsPayload';
  /** the projects joined */
  accepted: Array<AcceptedInvitation>;
  message: Scalars['String']['output'];
  total: Scalars['Int']['output'];
};

export type BulkApplyOverridesInput = {
  environmentId: Scalars['ID']['input'];
  overrideIds: Array<Scalars['ID']['input']>;
};

export type BulkApplyOverridesPayload = {
  __typename?: 'BulkApplyOverridesPayload';
  overrides: Array<Override>;
};

export type BulkToggleFeatureFlagsInput = {
  enabled: Scalars['Boolean']['input'];
  flagIds: Array<Scalars['ID']['input']>;
};

export type BulkToggleFeatureFlagsPayload = {
  __typename?: 'BulkToggleFeatureFlagsPayload';
  flags: Array<Flag>;
};

export type CancelInvitationInput = {
  id: Scalars['ID']['input'];
};

export type CancelInvitationPayload = {
  __typename?: 'CancelInvitationPayload';
  deletedId: Scalars['ID']['output'];
  message?: Maybe<Scalars['String']['output']>;
};

export type ChainBreak = {
  __typename?: 'ChainBreak';
  at: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
  position: Scalars['Float']['output'];
  reason: ChainBreakReason;
  revision: Scalars['Int']['output'];
  type: EventType;
};

export type ChainBreakReason =
  /** the event's own hash does not match its content */
  | 'hash_mismatch'
  /** the event does not chain onto the one before */
  | 'prev_hash_mismatch';

export type ChangeKind =
  | 'added'
  | 'changed'
  | 'removed';

export type CleanupExpiredOverridesInput = {
  /** absent: every project the caller may manage overrides of */
  projectId?: InputMaybe<Scalars['ID']['input']>;
};

export type CleanupExpiredOverridesPayload = {
  __typename?: 'CleanupExpiredOverridesPayload';
  deleted: Scalars['Int']['output'];
  message: Scalars['String']['output'];
};

export type ConfirmPaymentInput = {
  orderId: Scalars['ID']['input'];
};

/** POST /payments/confirm result: the project's plan after the payment. */
export type ConfirmPaymentPayload = {
  __typename?: 'ConfirmPaymentPayload';
  payment: Payment;
  plan: CurrentPlan;
  success: Scalars['Boolean']['output'];
};

export type CreateApiTokenInput = {
  /** days until it expires (1 to 3650); absent or null: until revoked */
  expiresInDays?: InputMaybe<Scalars['Int']['input']>;
  /** personal (default) or project */
  kind?: InputMaybe<ApiTokenKind>;
  name: Scalars['String']['input'];
  projectId: Scalars['ID']['input'];
  /** read (default), write or admin */
  scope?: InputMaybe<ApiTokenScope>;
};

/** A token just created: `token` is shown this once (only its sha256 is stored). */
export type CreateApiTokenPayload = {
  __typename?: 'CreateApiTokenPayload';
  apiToken: ApiToken;
  token: Scalars['String']['output'];
};

export type CreateEnvironmentInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  projectId: Scalars['ID']['input'];
  status?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};

export type CreateEnvironmentPayload = {
  __typename?: 'CreateEnvironmentPayload';
  environment: Environment;
};

export type CreateFeatureFlagInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Derived from the name when absent. */
  key?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  projectId: Scalars['ID']['input'];
  type?: InputMaybe<FlagType>;
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type CreateFeatureFlagPayload = {
  __typename?: 'CreateFeatureFlagPayload';
  flag: Flag;
};

export type CreateOverrideInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  environmentId: Scalars['ID']['input'];
  expiresAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Flag key -> { value, enabled }; at least one flag. */
  featureFlagValues: Scalars['JSON']['input'];
  /** true by default */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  /** 0 by default */
  priority?: InputMaybe<Scalars['Int']['input']>;
  projectId: Scalars['ID']['input'];
};

export type CreateOverridePayload = {
  __typename?: 'CreateOverridePayload';
  override: Override;
};

/** POST /payments/order body. The server prices the purchase; currentPlanId and upgradePrice are what the buyer was shown, checked against that price (409 PAYMENT_QUOTE_CHANGED when stale). */
export type CreatePaymentOrderInput = {
  /** a path of this site the buyer returns to after cancelling */
  cancelUrl?: InputMaybe<Scalars['String']['input']>;
  currentPlanId?: InputMaybe<Scalars['ID']['input']>;
  planId: Scalars['ID']['input'];
  projectId: Scalars['ID']['input'];
  /** a path of this site the buyer returns to after approving, e.g. /billing */
  returnUrl?: InputMaybe<Scalars['String']['input']>;
  type: PaymentType;
  upgradePrice?: InputMaybe<Scalars['Float']['input']>;
  /** Month by default (upgrades keep the current plan's period) */
  variant?: InputMaybe<SubscriptionVariant>;
};

export type CreatePaymentOrderPayload = {
  __typename?: 'CreatePaymentOrderPayload';
  order: PaymentOrder;
};

/** Create payload of spec §7: name, description, slug, settings{environments, status}. */
export type CreateProjectInput = {
  description: Scalars['String']['input'];
  name: Scalars['String']['input'];
  settings?: InputMaybe<ProjectSettingsInput>;
  /** Derived from the name when absent. */
  slug?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type CreateProjectPayload = {
  __typename?: 'CreateProjectPayload';
  project: Project;
};

export type CreateSegmentInput = {
  conditions: Scalars['JSON']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  projectId: Scalars['ID']['input'];
};

export type CreateSegmentPayload = {
  __typename?: 'CreateSegmentPayload';
  segment: Segment;
};

export type CreateWebhookInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  events?: InputMaybe<Array<Scalars['String']['input']>>;
  projectId: Scalars['ID']['input'];
  url: Scalars['String']['input'];
};

export type CreateWebhookPayload = {
  __typename?: 'CreateWebhookPayload';
  webhook: Webhook;
};

export type CurrentPlan = {
  __typename?: 'CurrentPlan';
  currentPlan: SubscriptionPlan;
  planExpirationDate?: Maybe<Scalars['DateTime']['output']>;
  planPeriodStart?: Maybe<Scalars['DateTime']['output']>;
  subscriptionStatus: SubscriptionStatus;
  subscriptionVariant: SubscriptionVariant;
};

export type DashboardStats = {
  __typename?: 'DashboardStats';
  projectName: Scalars['String']['output'];
  projectStatus: Scalars['String']['output'];
  recentEnvironments: Scalars['Int']['output'];
  recentFlags: Scalars['Int']['output'];
  totalEnvironments: Scalars['Int']['output'];
  totalFeatureFlags: Scalars['Int']['output'];
  totalOverrides: Scalars['Int']['output'];
};

export type DeleteEnvironmentInput = {
  id: Scalars['ID']['input'];
};

export type DeleteEnvironmentPayload = {
  __typename?: 'DeleteEnvironmentPayload';
  deletedId: Scalars['ID']['output'];
};

export type DeleteFeatureFlagInput = {
  id: Scalars['ID']['input'];
};

export type DeleteFeatureFlagPayload = {
  __typename?: 'DeleteFeatureFlagPayload';
  deletedId: Scalars['ID']['output'];
};

export type DeleteFlagTargetingInput = {
  environmentId: Scalars['ID']['input'];
  flagId: Scalars['ID']['input'];
};

/** A targeting has no id of its own: the flag and the environment name the one removed. */
export type DeleteFlagTargetingPayload = {
  __typename?: 'DeleteFlagTargetingPayload';
  environmentId: Scalars['ID']['output'];
  flagId: Scalars['ID']['output'];
  /** false when the flag had no targeting there */
  removed: Scalars['Boolean']['output'];
};

export type DeleteOverrideInput = {
  id: Scalars['ID']['input'];
};

export type DeleteOverridePayload = {
  __typename?: 'DeleteOverridePayload';
  deletedId: Scalars['ID']['output'];
};

export type DeleteProjectInput = {
  id: Scalars['ID']['input'];
};

export type DeleteProjectPayload = {
  __typename?: 'DeleteProjectPayload';
  deletedId: Scalars['ID']['output'];
};

export type DeleteSegmentInput = {
  id: Scalars['ID']['input'];
};

export type DeleteSegmentPayload = {
  __typename?: 'DeleteSegmentPayload';
  deletedId: Scalars['ID']['output'];
};

export type DeleteWebhookInput = {
  id: Scalars['ID']['input'];
};

export type DeleteWebhookPayload = {
  __typename?: 'DeleteWebhookPayload';
  deletedId: Scalars['ID']['output'];
};

export type EntityChange = {
  __typename?: 'EntityChange';
  change: ChangeKind;
  fields: Array<FieldChange>;
  id: Scalars['ID']['output'];
  kind: EntityKind;
  name: Scalars['String']['output'];
};

/** What an event changed. */
export type EntityKind =
  | 'environment'
  | 'flag'
  | 'invitation'
  | 'member'
  | 'override'
  | 'plan'
  | 'project'
  | 'segment'
  | 'token'
  | 'webhook';

export type Environment = {
  __typename?: 'Environment';
  /** The environment's server key (OFREP and the flagd document with its rules); null for callers who may not manage environments. */
  apiKey?: Maybe<Scalars['String']['output']>;
  /** The environment's client key (OFREP evaluation only, safe to ship in browser and mobile apps); null for an environment created before client keys until one is issued. */
  clientKey?: Maybe<Scalars['String']['output']>;
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  order: Scalars['Int']['output'];
  project: Project;
  projectId: Scalars['ID']['output'];
  slug: Scalars['String']['output'];
  /** active, or anything else (shown grey) */
  status: Scalars['String']['output'];
  /** development by default */
  type: Scalars['String']['output'];
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Public identifier of the environment in the config endpoint. */
  uuid: Scalars['String']['output'];
  /** Flag key -> { value, enabled }: this environment's custom values. */
  variables: Scalars['JSON']['output'];
};

/** Two environments side by side (REST: GET /api/projects/{id}/compare). */
export type EnvironmentComparison = {
  __typename?: 'EnvironmentComparison';
  /** flags that differ in value, enabled or targeting */
  differing: Scalars['Int']['output'];
  flags: Array<FlagComparison>;
  from: EnvironmentRef;
  to: EnvironmentRef;
};

export type EnvironmentRef = {
  __typename?: 'EnvironmentRef';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A flag in one environment: its own value (null: the flag's default), what it serves, and its targeting. */
export type EnvironmentSide = {
  __typename?: 'EnvironmentSide';
  custom?: Maybe<Scalars['JSON']['output']>;
  effective: Scalars['JSON']['output'];
  targeting?: Maybe<Scalars['JSON']['output']>;
};

export type EnvironmentUsage = {
  __typename?: 'EnvironmentUsage';
  byKind: RequestsByKind;
  environmentId: Scalars['ID']['output'];
  environmentName: Scalars['String']['output'];
  evaluations: Scalars['Float']['output'];
  requests: Scalars['Float']['output'];
};

/** A project event's type, as the history records it (the domain's ProjectEventType). */
export type EventType =
  | 'ApiTokenCreated'
  | 'ApiTokenRevoked'
  | 'EntityRestored'
  | 'EnvironmentApiKeyRegenerated'
  | 'EnvironmentClientKeyRegenerated'
  | 'EnvironmentCreated'
  | 'EnvironmentDeleted'
  | 'EnvironmentPromoted'
  | 'EnvironmentUpdated'
  | 'EnvironmentVariableReset'
  | 'EnvironmentVariableSet'
  | 'FeatureFlagArchived'
  | 'FeatureFlagCreated'
  | 'FeatureFlagDeleted'
  | 'FeatureFlagToggled'
  | 'FeatureFlagUnarchived'
  | 'FeatureFlagUpdated'
  | 'FlagTargetingRemoved'
  | 'FlagTargetingSet'
  | 'InvitationAccepted'
  | 'InvitationCancelled'
  | 'InvitationDeclined'
  | 'InvitationRevoked'
  | 'MemberInvited'
  | 'MemberJoined'
  | 'MemberRemoved'
  | 'MemberRoleChanged'
  | 'OverrideCreated'
  | 'OverrideDeleted'
  | 'OverrideEnvironmentChanged'
  | 'OverrideExpired'
  | 'OverrideToggled'
  | 'OverrideUpdated'
  | 'PlanRenewed'
  | 'PlanSubscribed'
  | 'PlanUpgraded'
  | 'ProjectCreated'
  | 'ProjectDeleted'
  | 'ProjectImported'
  | 'ProjectUpdated'
  | 'SegmentCreated'
  | 'SegmentDeleted'
  | 'SegmentUpdated'
  | 'UsageSettingsUpdated'
  | 'UuidsGenerated'
  | 'WebhookCreated'
  | 'WebhookDeleted'
  | 'WebhookSecretRotated'
  | 'WebhookUpdated';

export type ExportFormat =
  /** one environment's flagd document */
  | 'flagd'
  /** the versioned Flagstream document: flags, values, targeting, segments */
  | 'flagstream';

export type FieldChange = {
  __typename?: 'FieldChange';
  after?: Maybe<Scalars['JSON']['output']>;
  before?: Maybe<Scalars['JSON']['output']>;
  /** a field, or variables.<flag key> / featureFlagValues.<flag key> */
  field: Scalars['String']['output'];
};

export type Flag = {
  __typename?: 'Flag';
  archived: Scalars['Boolean']['output'];
  archivedAt?: Maybe<Scalars['DateTime']['output']>;
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  description: Scalars['String']['output'];
  enabled: Scalars['Boolean']['output'];
  /** The flag's value in each environment, in environment order. */
  environmentValues: Array<FlagEnvironmentValue>;
  id: Scalars['ID']['output'];
  /** Immutable after creation. */
  key: Scalars['String']['output'];
  name: Scalars['String']['output'];
  project: Project;
  projectId: Scalars['ID']['output'];
  /** The flag's targeting in every environment that has one, in environment order. */
  targeting: Array<FlagTargeting>;
  type: FlagType;
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The default value. */
  value?: Maybe<Scalars['JSON']['output']>;
};

export type FlagComparison = {
  __typename?: 'FlagComparison';
  differs: FlagDifference;
  flagId: Scalars['ID']['output'];
  from: EnvironmentSide;
  key: Scalars['String']['output'];
  name: Scalars['String']['output'];
  to: EnvironmentSide;
  type: Scalars['String']['output'];
};

export type FlagDifference = {
  __typename?: 'FlagDifference';
  enabled: Scalars['Boolean']['output'];
  targeting: Scalars['Boolean']['output'];
  value: Scalars['Boolean']['output'];
};

export type FlagEnvironmentUsage = {
  __typename?: 'FlagEnvironmentUsage';
  environmentId: Scalars['ID']['output'];
  environmentName: Scalars['String']['output'];
  series: Array<UsagePoint>;
  total: Scalars['Float']['output'];
  variants: Array<VariantCount>;
};

/** Per-environment value record (spec §3). */
export type FlagEnvironmentValue = {
  __typename?: 'FlagEnvironmentValue';
  enabled: Scalars['Boolean']['output'];
  environmentId: Scalars['ID']['output'];
  environmentName: Scalars['String']['output'];
  hasCustomValue: Scalars['Boolean']['output'];
  /** Targeting rules apply in this environment. */
  hasTargeting: Scalars['Boolean']['output'];
  /** The targeting's rollout share (see FlagTargeting.rolloutPercentage); null without targeting. */
  rolloutPercentage?: Maybe<Scalars['Float']['output']>;
  /** The targeting in this environment; null without. */
  targeting?: Maybe<FlagTargeting>;
  value?: Maybe<Scalars['JSON']['output']>;
};

export type FlagStats = {
  __typename?: 'FlagStats';
  byType: FlagTypeCounts;
  disabled: Scalars['Int']['output'];
  enabled: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A flag's targeting in one environment: a flagd flag definition whose state is the environment's enabled switch. */
export type FlagTargeting = {
  __typename?: 'FlagTargeting';
  /** Served when no rule matches (reason DEFAULT). */
  defaultVariant: Scalars['String']['output'];
  /** The environment's enabled switch (flagd state ENABLED or DISABLED). */
  enabled: Scalars['Boolean']['output'];
  environmentId: Scalars['ID']['output'];
  environmentName: Scalars['String']['output'];
  flagId: Scalars['ID']['output'];
  flagKey: Scalars['String']['output'];
  /** This flag's complete flagd definition as served at /api/flagd (state, variants, defaultVariant, targeting); null when the environment's value is a json value that is not an object (flagd has object flags only). */
  flagd?: Maybe<Scalars['JSON']['output']>;
  /** Share (0-100) of the fall-through split serving a variant other than defaultVariant; 100 without a split; 0 when disabled. */
  rolloutPercentage: Scalars['Float']['output'];
  /** Ids of the segments the targeting references. */
  segmentIds: Array<Scalars['ID']['output']>;
  /** JSON Logic with flagd's operators (fractional, sem_ver, starts_with, ends_with) and segment references; {} for none. */
  targeting: Scalars['JSON']['output'];
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Variant name -> value (the flag's type; json flags: objects). variants[defaultVariant] is the environment's current value. */
  variants: Scalars['JSON']['output'];
};

export type FlagType =
  | 'boolean'
  | 'json'
  | 'number'
  | 'string';

export type FlagTypeCounts = {
  __typename?: 'FlagTypeCounts';
  boolean: Scalars['Int']['output'];
  json: Scalars['Int']['output'];
  number: Scalars['Int']['output'];
  string: Scalars['Int']['output'];
};

export type FlagUsage = {
  __typename?: 'FlagUsage';
  /** from was moved forward to the plan's retention. */
  clamped: Scalars['Boolean']['output'];
  environments: Array<FlagEnvironmentUsage>;
  flagId: Scalars['ID']['output'];
  flagKey: Scalars['String']['output'];
  from: Scalars['DateTime']['output'];
  lastEvaluatedAt?: Maybe<Scalars['DateTime']['output']>;
  retentionDays: Scalars['Int']['output'];
  step: UsageStep;
  to: Scalars['DateTime']['output'];
  total: Scalars['Float']['output'];
  variants: Array<VariantCount>;
};

export type FlagUsageTotal = {
  __typename?: 'FlagUsageTotal';
  archived: Scalars['Boolean']['output'];
  evaluations: Scalars['Float']['output'];
  flagId: Scalars['ID']['output'];
  flagKey: Scalars['String']['output'];
  flagName: Scalars['String']['output'];
  lastEvaluatedAt?: Maybe<Scalars['DateTime']['output']>;
  variants: Array<VariantCount>;
};

/** One flag's custom value in one environment. */
export type FlagValueInput = {
  enabled: Scalars['Boolean']['input'];
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type GenerateMissingUuidsPayload = {
  __typename?: 'GenerateMissingUuidsPayload';
  generated: Scalars['Int']['output'];
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

export type HistoryEntity = {
  __typename?: 'HistoryEntity';
  id: Scalars['ID']['output'];
  kind: EntityKind;
  name: Scalars['String']['output'];
};

/** One event of a project's history, with the entity it changed before and after (secrets left out). */
export type HistoryEntry = {
  __typename?: 'HistoryEntry';
  actor: ActivityActor;
  after?: Maybe<Scalars['JSON']['output']>;
  at: Scalars['String']['output'];
  before?: Maybe<Scalars['JSON']['output']>;
  correlationId: Scalars['String']['output'];
  entity: HistoryEntity;
  eventId: Scalars['ID']['output'];
  position: Scalars['Float']['output'];
  revision: Scalars['Int']['output'];
  summary: Scalars['String']['output'];
  type: EventType;
};

export type HistoryFilter = {
  /** An actor id or name. */
  actor?: InputMaybe<Scalars['String']['input']>;
  /** An entity id (flag, environment, override, member, invitation or project). */
  entity?: InputMaybe<Scalars['ID']['input']>;
  entityType?: InputMaybe<EntityKind>;
  /** ISO-8601, inclusive. */
  from?: InputMaybe<Scalars['String']['input']>;
  /** ISO-8601, inclusive. */
  to?: InputMaybe<Scalars['String']['input']>;
  /** Event types, e.g. FeatureFlagUpdated. */
  type?: InputMaybe<Array<EventType>>;
};

/** Where a picture of the project was taken: the last event it includes. */
export type HistoryInstant = {
  __typename?: 'HistoryInstant';
  /** How many events of the project's stream the picture includes. */
  eventCount: Scalars['Int']['output'];
  /** Global position of the last event included (0 before the project existed). */
  position: Scalars['Float']['output'];
  time: Scalars['String']['output'];
};

export type HistoryPage = {
  __typename?: 'HistoryPage';
  entries: Array<HistoryEntry>;
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

export type HistoryVerification = {
  __typename?: 'HistoryVerification';
  firstBad?: Maybe<ChainBreak>;
  /** hash of the newest event when the whole chain verifies */
  headHash?: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
  /** events that verified (before the first bad one, if any) */
  verified: Scalars['Int']['output'];
};

export type ImportChange = {
  __typename?: 'ImportChange';
  /** the change as the history will say it */
  summary: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type ImportCounts = {
  __typename?: 'ImportCounts';
  environmentsCreated: Scalars['Int']['output'];
  flagsCreated: Scalars['Int']['output'];
  flagsUpdated: Scalars['Int']['output'];
  segmentsCreated: Scalars['Int']['output'];
  segmentsUpdated: Scalars['Int']['output'];
  targetingChanged: Scalars['Int']['output'];
  valuesChanged: Scalars['Int']['output'];
};

export type ImportProjectInput = {
  /** a Flagstream export document (exportProject's flagstream format) */
  document: Scalars['JSON']['input'];
  /** true: answer the changes without making them (default false) */
  dryRun?: InputMaybe<Scalars['Boolean']['input']>;
  projectId: Scalars['ID']['input'];
};

export type ImportProjectPayload = {
  __typename?: 'ImportProjectPayload';
  /** the import's history entry (null for a dry run, or when nothing changed) */
  applied?: Maybe<PromotionRecord>;
  changes: Array<ImportChange>;
  counts?: Maybe<ImportCounts>;
  dryRun: Scalars['Boolean']['output'];
};

/** An instant: exactly one of an ISO-8601 time or a global position. */
export type InstantInput = {
  position?: InputMaybe<Scalars['Float']['input']>;
  time?: InputMaybe<Scalars['String']['input']>;
};

export type Invitation = {
  __typename?: 'Invitation';
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  email: Scalars['String']['output'];
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** Only in the answer to inviteMember and reissueInvitation: the link to send. */
  invitationUrl?: Maybe<Scalars['String']['output']>;
  invitedBy: InvitedBy;
  message: Scalars['String']['output'];
  role: Role;
  status: InvitationStatus;
  /** Only in the answer to inviteMember and reissueInvitation: the secret token, shown once. */
  token?: Maybe<Scalars['String']['output']>;
};

/** What an invitation link shows before sign-in. */
export type InvitationDetails = {
  __typename?: 'InvitationDetails';
  email: Scalars['String']['output'];
  expiresAt: Scalars['DateTime']['output'];
  invitedBy: InvitedBy;
  message?: Maybe<Scalars['String']['output']>;
  project: InvitationProject;
  role: Role;
  status: InvitationStatus;
  token: Scalars['String']['output'];
};

export type InvitationProject = {
  __typename?: 'InvitationProject';
  description: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** The status of an invitation (expired: pending past its expiry). */
export type InvitationStatus =
  | 'accepted'
  | 'cancelled'
  | 'declined'
  | 'expired'
  | 'pending'
  | 'revoked';

export type InviteMemberInput = {
  email: Scalars['String']['input'];
  message?: InputMaybe<Scalars['String']['input']>;
  projectId: Scalars['ID']['input'];
  /** viewer by default */
  role?: InputMaybe<Role>;
};

export type InviteMemberPayload = {
  __typename?: 'InviteMemberPayload';
  /** with its token and link, shown this once */
  invitation: Invitation;
  message: Scalars['String']['output'];
};

export type InvitedBy = {
  __typename?: 'InvitedBy';
  id?: Maybe<Scalars['ID']['output']>;
  name: Scalars['String']['output'];
};

export type KeyAvailability = {
  __typename?: 'KeyAvailability';
  available: Scalars['Boolean']['output'];
  key: Scalars['String']['output'];
};

/** A team member; the owner is listed first with member id "owner". */
export type Member = {
  __typename?: 'Member';
  id: Scalars['ID']['output'];
  joinedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the member last changed something in the project. */
  lastActive?: Maybe<Scalars['DateTime']['output']>;
  role: Role;
  /** Members are active (invitations not yet accepted are listed by projectInvitations). */
  status: MemberStatus;
  user: MemberUser;
};

export type MemberStatus =
  | 'active';

export type MemberUser = {
  __typename?: 'MemberUser';
  /** The sign-in provider's user id (the same as id). */
  clerkId: Scalars['String']['output'];
  email: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastLogin?: Maybe<Scalars['DateTime']['output']>;
};

/** The current user's role in one project. */
export type Membership = {
  __typename?: 'Membership';
  id: Scalars['ID']['output'];
  project: ProjectRef;
  role: Role;
};

/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type Mutation = {
  __typename?: 'Mutation';
  /** POST /invitations/{token}/accept */
  acceptInvitation: AcceptInvitationPayload;
  /** POST /projects/{id}/add-team-member */
  addTeamMember: AddTeamMemberPayload;
  /** POST /feature-flags/{id}/archive */
  archiveFeatureFlag: ArchiveFeatureFlagPayload;
  /** POST /user/auto-accept-invitations */
  autoAcceptInvitations: AutoAcceptInvitationsPayload;
  /** POST /overrides/bulk-apply */
  bulkApplyOverrides: BulkApplyOverridesPayload;
  /** POST /feature-flags/bulk-toggle */
  bulkToggleFeatureFlags: BulkToggleFeatureFlagsPayload;
  /** DELETE /invitations/{id} */
  cancelInvitation: CancelInvitationPayload;
  /** POST /overrides/cleanup-expired: in one project, or in every project the caller may manage overrides of. */
  cleanupExpiredOverrides: CleanupExpiredOverridesPayload;
  /** POST /payments/confirm: captures the approved order, verifies it with the provider and applies it to the plan once. */
  confirmPayment: ConfirmPaymentPayload;
  /** REST: POST /api/projects/{id}/tokens. */
  createApiToken: CreateApiTokenPayload;
  /** POST /projects/{projectId}/environments */
  createEnvironment: CreateEnvironmentPayload;
  /** POST /feature-flags */
  createFeatureFlag: CreateFeatureFlagPayload;
  /** POST /overrides */
  createOverride: CreateOverridePayload;
  /** POST /payments/order: creates the provider order server-side (owner or admin). */
  createPaymentOrder: CreatePaymentOrderPayload;
  /** POST /projects */
  createProject: CreateProjectPayload;
  /** POST /projects/{projectId}/segments */
  createSegment: CreateSegmentPayload;
  /** REST: POST /api/projects/{id}/webhooks. */
  createWebhook: CreateWebhookPayload;
  /** DELETE /environments/{id} */
  deleteEnvironment: DeleteEnvironmentPayload;
  /** DELETE /feature-flags/{id} */
  deleteFeatureFlag: DeleteFeatureFlagPayload;
  /** DELETE /feature-flags/{flagId}/targeting/{environmentId}: back to the static value. */
  deleteFlagTargeting: DeleteFlagTargetingPayload;
  /** DELETE /overrides/{id} */
  deleteOverride: DeleteOverridePayload;
  /** DELETE /projects/{id} */
  deleteProject: DeleteProjectPayload;
  /** DELETE /segments/{id}: refused (SEGMENT_IN_USE) while a targeting references it. */
  deleteSegment: DeleteSegmentPayload;
  /** REST: DELETE /api/webhooks/{id}. */
  deleteWebhook: DeleteWebhookPayload;
  /** POST /projects/generate-missing-uuids */
  generateMissingUuids: GenerateMissingUuidsPayload;
  /** REST: POST /api/projects/{id}/import. All of it or nothing; dryRun answers the changes without making them. */
  importProject: ImportProjectPayload;
  /** POST /projects/{id}/invite */
  inviteMember: InviteMemberPayload;
  /** REST: POST /api/projects/{id}/promote. */
  promoteEnvironment: PromoteEnvironmentPayload;
  /** POST /payments/create: records a provider order after checking it with the provider (owner or admin). */
  recordPayment: RecordPaymentPayload;
  /** Queues a delivery again (same id and body) at the end of its webhook's queue. */
  redeliverWebhookDelivery: RedeliverWebhookDeliveryPayload;
  /** POST /environments/{id}/regenerate-api-key: a new server key. */
  regenerateApiKey: RegenerateApiKeyPayload;
  /** POST /environments/{id}/regenerate-client-key: a new client key (the first one for an environment created before client keys). */
  regenerateClientKey: RegenerateClientKeyPayload;
  /** POST /invitations/{id}/reissue: a new link (shown once) for a pending or expired invitation; the old link is revoked. */
  reissueInvitation: ReissueInvitationPayload;
  /** DELETE /projects/{id}/members/{memberId} */
  removeMember: RemoveMemberPayload;
  /** DELETE /projects/{id}/remove-team-member/{userId} */
  removeTeamMember: RemoveTeamMemberPayload;
  /** POST /api/projects/{id}/restore: entity is flag (with its targeting), environment (its values), override or segment; appended as new events. */
  restoreEntity: RestoreEntityPayload;
  /** REST: POST /api/projects/{id}/promotions/{eventId}/revert. */
  revertPromotion: RevertPromotionPayload;
  /** REST: DELETE /api/tokens/{id}. Refused from then on, on every gateway. */
  revokeApiToken: RevokeApiTokenPayload;
  /** REST: POST /api/webhooks/{id}/rotate-secret. */
  rotateWebhookSecret: RotateWebhookSecretPayload;
  /** Saving an environment's flag value (spec §7 Overrides): null resets it to the flag default. */
  setEnvironmentValue: SetEnvironmentValuePayload;
  /** PUT /environments/{id}/variables: replaces the whole variables map. */
  setEnvironmentVariables: SetEnvironmentVariablesPayload;
  /** PUT /feature-flags/{flagId}/targeting/{environmentId} */
  setFlagTargeting: SetFlagTargetingPayload;
  /** POST /feature-flags/{id}/toggle */
  toggleFeatureFlag: ToggleFeatureFlagPayload;
  /** POST /overrides/{id}/toggle */
  toggleOverride: ToggleOverridePayload;
  /** POST /feature-flags/{id}/unarchive */
  unarchiveFeatureFlag: UnarchiveFeatureFlagPayload;
  /** PUT /environments/{id} */
  updateEnvironment: UpdateEnvironmentPayload;
  /** PUT /feature-flags/{id} */
  updateFeatureFlag: UpdateFeatureFlagPayload;
  /** PUT /projects/{id}/members/{memberId}/role */
  updateMemberRole: UpdateMemberRolePayload;
  /** PUT /overrides/{id} */
  updateOverride: UpdateOverridePayload;
  /** PUT /projects/{id} */
  updateProject: UpdateProjectPayload;
  /** PUT /segments/{id} */
  updateSegment: UpdateSegmentPayload;
  /** PUT /projects/{projectId}/usage/settings */
  updateUsageSettings: UpdateUsageSettingsPayload;
  /** PUT /user-informations/me */
  updateUserInfo: UpdateUserInfoPayload;
  /** PUT /user-informations/preferences: merged into the stored preferences. */
  updateUserPreferences: UpdateUserPreferencesPayload;
  /** REST: PUT /api/webhooks/{id}. */
  updateWebhook: UpdateWebhookPayload;
  /** GET /user-info/validate: initialises the user record (a write, hence a mutation). */
  validateUserInfo: ValidateUserInfoPayload;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationAcceptInvitationArgs = {
  input: AcceptInvitationInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationAddTeamMemberArgs = {
  input: AddTeamMemberInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationArchiveFeatureFlagArgs = {
  input: ArchiveFeatureFlagInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationBulkApplyOverridesArgs = {
  input: BulkApplyOverridesInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationBulkToggleFeatureFlagsArgs = {
  input: BulkToggleFeatureFlagsInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationCancelInvitationArgs = {
  input: CancelInvitationInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationCleanupExpiredOverridesArgs = {
  input: CleanupExpiredOverridesInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationConfirmPaymentArgs = {
  input: ConfirmPaymentInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationCreateApiTokenArgs = {
  input: CreateApiTokenInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationCreateEnvironmentArgs = {
  input: CreateEnvironmentInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationCreateFeatureFlagArgs = {
  input: CreateFeatureFlagInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationCreateOverrideArgs = {
  input: CreateOverrideInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationCreatePaymentOrderArgs = {
  input: CreatePaymentOrderInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationCreateProjectArgs = {
  input: CreateProjectInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationCreateSegmentArgs = {
  input: CreateSegmentInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationCreateWebhookArgs = {
  input: CreateWebhookInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationDeleteEnvironmentArgs = {
  input: DeleteEnvironmentInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationDeleteFeatureFlagArgs = {
  input: DeleteFeatureFlagInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationDeleteFlagTargetingArgs = {
  input: DeleteFlagTargetingInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationDeleteOverrideArgs = {
  input: DeleteOverrideInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationDeleteProjectArgs = {
  input: DeleteProjectInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationDeleteSegmentArgs = {
  input: DeleteSegmentInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationDeleteWebhookArgs = {
  input: DeleteWebhookInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationImportProjectArgs = {
  input: ImportProjectInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationInviteMemberArgs = {
  input: InviteMemberInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationPromoteEnvironmentArgs = {
  input: PromoteEnvironmentInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationRecordPaymentArgs = {
  input: RecordPaymentInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationRedeliverWebhookDeliveryArgs = {
  input: RedeliverWebhookDeliveryInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationRegenerateApiKeyArgs = {
  input: RegenerateApiKeyInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationRegenerateClientKeyArgs = {
  input: RegenerateClientKeyInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationReissueInvitationArgs = {
  input: ReissueInvitationInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationRemoveMemberArgs = {
  input: RemoveMemberInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationRemoveTeamMemberArgs = {
  input: RemoveTeamMemberInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationRestoreEntityArgs = {
  input: RestoreEntityInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationRevertPromotionArgs = {
  input: RevertPromotionInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationRevokeApiTokenArgs = {
  input: RevokeApiTokenInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationRotateWebhookSecretArgs = {
  input: RotateWebhookSecretInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationSetEnvironmentValueArgs = {
  input: SetEnvironmentValueInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationSetEnvironmentVariablesArgs = {
  input: SetEnvironmentVariablesInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationSetFlagTargetingArgs = {
  input: SetFlagTargetingInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationToggleFeatureFlagArgs = {
  input: ToggleFeatureFlagInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationToggleOverrideArgs = {
  input: ToggleOverrideInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationUnarchiveFeatureFlagArgs = {
  input: UnarchiveFeatureFlagInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationUpdateEnvironmentArgs = {
  input: UpdateEnvironmentInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationUpdateFeatureFlagArgs = {
  input: UpdateFeatureFlagInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationUpdateMemberRoleArgs = {
  input: UpdateMemberRoleInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationUpdateOverrideArgs = {
  input: UpdateOverrideInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationUpdateProjectArgs = {
  input: UpdateProjectInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationUpdateSegmentArgs = {
  input: UpdateSegmentInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationUpdateUsageSettingsArgs = {
  input: UpdateUsageSettingsInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationUpdateUserInfoArgs = {
  input: UpdateUserInfoInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationUpdateUserPreferencesArgs = {
  input: UpdateUserPreferencesInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationUpdateWebhookArgs = {
  input: UpdateWebhookInput;
};

export type Override = {
  __typename?: 'Override';
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  description: Scalars['String']['output'];
  environment?: Maybe<OverrideEnvironment>;
  expired: Scalars['Boolean']['output'];
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** Flag key -> { value, enabled }. */
  featureFlagValues: Scalars['JSON']['output'];
  id: Scalars['ID']['output'];
  /** Applying now: active and not past its expiry. */
  isActive: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  priority: Scalars['Int']['output'];
  project: Project;
  projectId: Scalars['ID']['output'];
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Public identifier of the override in the config endpoint. */
  uuid: Scalars['String']['output'];
};

export type OverrideEnvironment = {
  __typename?: 'OverrideEnvironment';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  uuid: Scalars['String']['output'];
};

/** The public config response exactly as it was served at an instant. */
export type PastConfig = {
  __typename?: 'PastConfig';
  /** the exact response body (JSON text) */
  body: Scalars['String']['output'];
  etag: Scalars['String']['output'];
  instant: HistoryInstant;
};

export type PastEnvironment = {
  __typename?: 'PastEnvironment';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  type: Scalars['String']['output'];
  uuid: Scalars['String']['output'];
  /** flag key -> {value, enabled}: the environment's own values then */
  variables: Scalars['JSON']['output'];
};

export type PastEnvironmentRef = {
  __typename?: 'PastEnvironmentRef';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  uuid: Scalars['String']['output'];
};

export type PastFlag = {
  __typename?: 'PastFlag';
  description: Scalars['String']['output'];
  enabled: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  key: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** environment id -> targeting then ({variants, defaultVariant, targeting, updatedAt}); null when none */
  targeting?: Maybe<Scalars['JSON']['output']>;
  type: FlagType;
  value?: Maybe<Scalars['JSON']['output']>;
};

export type PastInvitation = {
  __typename?: 'PastInvitation';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  role: Role;
  status: InvitationStatus;
};

export type PastOverride = {
  __typename?: 'PastOverride';
  environment?: Maybe<PastEnvironmentRef>;
  expired: Scalars['Boolean']['output'];
  expiresAt?: Maybe<Scalars['String']['output']>;
  featureFlagValues: Scalars['JSON']['output'];
  id: Scalars['ID']['output'];
  /** applying at that instant */
  isActive: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  priority: Scalars['Int']['output'];
  uuid: Scalars['String']['output'];
};

export type PastPlan = {
  __typename?: 'PastPlan';
  expiresAt?: Maybe<Scalars['String']['output']>;
  planId: Scalars['String']['output'];
  variant: Scalars['String']['output'];
};

/** The whole project as it was at an instant. */
export type PastProject = {
  __typename?: 'PastProject';
  description: Scalars['String']['output'];
  environments: Array<PastEnvironment>;
  featureFlags: Array<PastFlag>;
  id: Scalars['ID']['output'];
  invitations: Array<PastInvitation>;
  name: Scalars['String']['output'];
  overrides: Array<PastOverride>;
  owner: ProjectOwner;
  plan: PastPlan;
  segments: Array<PastSegment>;
  slug: Scalars['String']['output'];
  status: Scalars['String']['output'];
  teamMembers: Array<TeamMember>;
  uuid: Scalars['String']['output'];
};

/** A segment as it was. */
export type PastSegment = {
  __typename?: 'PastSegment';
  conditions: Scalars['JSON']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  key: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** A recorded payment, with the server's price. */
export type Payment = {
  __typename?: 'Payment';
  amount: Scalars['Float']['output'];
  currency: Scalars['String']['output'];
  currentPlanId?: Maybe<Scalars['ID']['output']>;
  description: Scalars['String']['output'];
  orderId: Scalars['ID']['output'];
  /** Plan ids come from the deployment's catalogue (PLANS_FILE): not an enum. */
  planId: Scalars['ID']['output'];
  projectId: Scalars['ID']['output'];
  status: PaymentStatus;
  type: PaymentType;
  variant: SubscriptionVariant;
};

/** A provider order created by the server for the server's price. */
export type PaymentOrder = {
  __typename?: 'PaymentOrder';
  amount: Scalars['Float']['output'];
  /** where the buyer approves the payment */
  approveUrl: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  /** {plan} - Yearly/Monthly [Renewal], or Upgrade to {plan} - Proportional (N days left) */
  description: Scalars['String']['output'];
  orderId: Scalars['ID']['output'];
};

/** Which payment provider the web app should use: paypal (with clientId for the JS SDK), simulator (the built-in one: use createPaymentOrder) or disabled. */
export type PaymentProvider =
  | 'disabled'
  | 'paypal'
  | 'simulator';

export type PaymentStatus =
  | 'confirmed'
  | 'recorded'
  | 'rejected';

/** SUBSCRIPTION buys a plan from now; RENEWAL extends the current paid plan from its expiry; UPGRADE moves an active paid plan to a higher one for the prorated difference, expiry unchanged. */
export type PaymentType =
  | 'RENEWAL'
  | 'SUBSCRIPTION'
  | 'UPGRADE';

export type PaymentsConfig = {
  __typename?: 'PaymentsConfig';
  /** PayPal's public client id for its JS SDK; null unless provider is paypal. */
  clientId?: Maybe<Scalars['String']['output']>;
  currency: Scalars['String']['output'];
  provider: PaymentProvider;
};

/** A project as the caller sees it, with the caller's role and permissions in it. */
export type Project = {
  __typename?: 'Project';
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  description: Scalars['String']['output'];
  /** How many environments: a project list shows it without their variables. */
  environmentCount: Scalars['Int']['output'];
  /** In display order. */
  environments: Array<Environment>;
  /** How many featureFlags (archived ones included, as in featureFlags). */
  featureFlagCount: Scalars['Int']['output'];
  featureFlags: Array<Flag>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  overrides: Array<Override>;
  owner: ProjectOwner;
  /** What the caller may do here (spec §6); without them views are read-only. */
  permissions: ProjectPermissions;
  /** The caller's role in this project. */
  role: Role;
  settings: ProjectSettings;
  slug: Scalars['String']['output'];
  status: Scalars['String']['output'];
  /** How many teamMembers (the owner not counted): a project list shows it without the team. */
  teamMemberCount: Scalars['Int']['output'];
  /** The team without the owner. */
  teamMembers: Array<TeamMember>;
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Public identifier of the project in the config endpoint. */
  uuid: Scalars['String']['output'];
};

export type ProjectAtInstant = {
  __typename?: 'ProjectAtInstant';
  /** the project had been deleted at that instant */
  deleted: Scalars['Boolean']['output'];
  instant: HistoryInstant;
  project: PastProject;
};

export type ProjectDiff = {
  __typename?: 'ProjectDiff';
  changes: Array<EntityChange>;
  from: HistoryInstant;
  to: HistoryInstant;
};

export type ProjectOwner = {
  __typename?: 'ProjectOwner';
  /** The sign-in provider's user id (the same as id). */
  clerkId: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type ProjectPermissions = {
  __typename?: 'ProjectPermissions';
  canDeleteProject: Scalars['Boolean']['output'];
  canInviteUsers: Scalars['Boolean']['output'];
  canManageBilling: Scalars['Boolean']['output'];
  canManageEnvironments: Scalars['Boolean']['output'];
  canManageFlags: Scalars['Boolean']['output'];
  canManageMembers: Scalars['Boolean']['output'];
  canManageOverrides: Scalars['Boolean']['output'];
  canManageProject: Scalars['Boolean']['output'];
};

/** A project named by id and name (memberships, accepted invitations). */
export type ProjectRef = {
  __typename?: 'ProjectRef';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type ProjectSettings = {
  __typename?: 'ProjectSettings';
  /** Environment names, in order. */
  environments: Array<Scalars['String']['output']>;
  status: Scalars['String']['output'];
};

export type ProjectSettingsInput = {
  /** Environment names to create (default development, staging, production). */
  environments?: InputMaybe<Array<Scalars['String']['input']>>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type ProjectUsage = {
  __typename?: 'ProjectUsage';
  totalEnvironments: Scalars['Int']['output'];
  totalFeatureFlags: Scalars['Int']['output'];
  totalOverrides: Scalars['Int']['output'];
  totalSegments: Scalars['Int']['output'];
  totalTeamMembers: Scalars['Int']['output'];
};

export type ProjectUsageSummary = {
  __typename?: 'ProjectUsageSummary';
  advancedAnalytics: Scalars['Boolean']['output'];
  clamped: Scalars['Boolean']['output'];
  environments: Array<EnvironmentUsage>;
  /** Non-archived flags, most evaluated first (the least evaluated are the tail). */
  flags: Array<FlagUsageTotal>;
  from: Scalars['DateTime']['output'];
  projectId: Scalars['ID']['output'];
  range: UsageRange;
  /** Requests per environment over time; null without Advanced analytics. */
  requestSeries?: Maybe<Array<UsagePoint>>;
  retentionDays: Scalars['Int']['output'];
  staleAfterDays: Scalars['Int']['output'];
  staleFlags: Array<StaleFlag>;
  to: Scalars['DateTime']['output'];
  totalEvaluations: Scalars['Float']['output'];
};

export type PromoteEnvironmentInput = {
  /** true: answer what would change, change nothing */
  dryRun?: InputMaybe<Scalars['Boolean']['input']>;
  /** absent: every flag that differs */
  flagKeys?: InputMaybe<Array<Scalars['String']['input']>>;
  /** source environment: id or name */
  from: Scalars['String']['input'];
  projectId: Scalars['ID']['input'];
  /** default true */
  targeting?: InputMaybe<Scalars['Boolean']['input']>;
  /** target environment: id or name */
  to: Scalars['String']['input'];
  /** default true */
  values?: InputMaybe<Scalars['Boolean']['input']>;
};

/** What a promotion changed in the target environment (or, for a dry run, would change). */
export type PromoteEnvironmentPayload = {
  __typename?: 'PromoteEnvironmentPayload';
  dryRun: Scalars['Boolean']['output'];
  flags: Array<PromotedFlag>;
  from: Scalars['String']['output'];
  /** null for a dry run, or when nothing changed */
  promotion?: Maybe<PromotionRecord>;
  skipped: Array<Scalars['String']['output']>;
  to: Scalars['String']['output'];
};

/** One flag's change in the target environment: value and/or targeting, before and after. */
export type PromotedFlag = {
  __typename?: 'PromotedFlag';
  key: Scalars['String']['output'];
  name: Scalars['String']['output'];
  targeting?: Maybe<Scalars['JSON']['output']>;
  value?: Maybe<Scalars['JSON']['output']>;
};

export type PromotionRecord = {
  __typename?: 'PromotionRecord';
  eventCount: Scalars['Int']['output'];
  /** the history entry (EnvironmentPromoted) grouping the changes */
  eventId: Scalars['ID']['output'];
  position: Scalars['Float']['output'];
};

/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type Query = {
  __typename?: 'Query';
  /** A project's API tokens the caller may see (REST: GET /api/projects/{id}/tokens). */
  apiTokens: Array<ApiToken>;
  /** GET /feature-flags/check-key-availability?key=&projectId=&flagId= */
  checkFlagKeyAvailability: KeyAvailability;
  compareEnvironments: EnvironmentComparison;
  /** GET /api/config/{projectUuid}/at */
  configAt: PastConfig;
  /** GET /subscription-plans/current/{projectId} */
  currentPlan: CurrentPlan;
  /** GET /dashboard/{projectId}/activity: newest first. */
  dashboardActivity: Array<ActivityItem>;
  /** GET /dashboard/{projectId}/stats */
  dashboardStats: DashboardStats;
  /** GET /environments/{id} */
  environment: Environment;
  /** GET /environments/{id}/config: the resolved configuration, as the public endpoint serves it. */
  environmentConfig: Scalars['JSON']['output'];
  /** GET /projects/{projectId}/environments */
  environments: Array<Environment>;
  /** REST: GET /api/projects/{id}/export. */
  exportProject: Scalars['JSON']['output'];
  /** GET /feature-flags/{id} */
  featureFlag: Flag;
  /** A flag by its key in a project (the flag page /flags/{key}). */
  featureFlagByKey: Flag;
  /** GET /feature-flags/stats?projectId= */
  featureFlagStats: FlagStats;
  /** GET /feature-flags?projectId=&search= */
  featureFlags: Array<Flag>;
  /** GET /feature-flags?projectId=&archived=&search= */
  featureFlagsByArchive: Array<Flag>;
  /** GET /feature-flags/{flagId}/targeting/{environmentId}; null when the flag has no targeting there. */
  flagTargeting?: Maybe<FlagTargeting>;
  /** GET /feature-flags/{id}/usage: needs Advanced analytics (PLAN_FEATURE_REQUIRED otherwise). */
  flagUsage: FlagUsage;
  /** GET /environments/{id}/flagd: the environment's whole flagd document, as /api/flagd serves it. */
  flagdDocument: Scalars['JSON']['output'];
  /** GET /invitations/{token}/details: public, the token is the secret. */
  invitationDetails: InvitationDetails;
  /** The caller's personal tokens in every project (REST: GET /api/user/tokens). */
  myApiTokens: Array<ApiToken>;
  /** GET /user/memberships */
  myMemberships: Array<Membership>;
  /** GET /projects/my-projects (and GET /dashboard/projects): the same list. */
  myProjects: Array<Project>;
  /** GET /overrides/{id} */
  override: Override;
  /** GET /overrides?projectId=&environmentId= */
  overrides: Array<Override>;
  /** GET /payments/config: public. */
  paymentsConfig: PaymentsConfig;
  /** GET /projects/{id} */
  project: Project;
  /** GET /api/projects/{id}/at */
  projectAt: ProjectAtInstant;
  /** GET /api/projects/{id}/diff */
  projectDiff: ProjectDiff;
  /** The project's newest event: where an Undo goes back to (cheap: reads one event). */
  projectHead: HistoryInstant;
  /** GET /api/projects/{id}/history: newest first unless order is asc; `after` is a nextCursor. */
  projectHistory: HistoryPage;
  /** GET /projects/{id}/invitations: the pending ones. */
  projectInvitations: Array<Invitation>;
  /** GET /projects/{id}/members */
  projectMembers: Array<Member>;
  /** GET /projects/{id}/usage */
  projectUsage: ProjectUsage;
  /** GET /projects/{projectId}/usage/summary: totals on every plan. */
  projectUsageSummary: ProjectUsageSummary;
  /** GET /projects: the caller's projects (owned or joined), oldest first. */
  projects: Array<Project>;
  /** GET /segments/{id} */
  segment: Segment;
  /** GET /projects/{projectId}/segments */
  segments: Array<Segment>;
  /** GET /projects/{projectId}/stale-flags */
  staleFlags: Array<StaleFlag>;
  /** GET /subscription-plans/public: public, in plan order. */
  subscriptionPlans: Array<SubscriptionPlan>;
  /** GET /projects/{projectId}/usage/settings */
  usageSettings: UsageSettings;
  /** GET /user-info */
  userInfo: UserInfo;
  /** GET /user-informations/stats */
  userStats: UserStats;
  /** GET /api/projects/{id}/history/verify */
  verifyProjectHistory: HistoryVerification;
  webhook: Webhook;
  /** REST: GET /api/webhooks/{id}/deliveries. */
  webhookDeliveries: WebhookDeliveryPage;
  webhookDelivery: WebhookDelivery;
  /** The event types a webhook may subscribe to, grouped. */
  webhookEventTypes: Array<WebhookEventGroup>;
  /** REST: GET /api/projects/{id}/webhooks. */
  webhooks: Array<Webhook>;
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryApiTokensArgs = {
  projectId: Scalars['ID']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryCheckFlagKeyAvailabilityArgs = {
  flagId?: InputMaybe<Scalars['ID']['input']>;
  key: Scalars['String']['input'];
  projectId: Scalars['ID']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryCompareEnvironmentsArgs = {
  from: Scalars['String']['input'];
  projectId: Scalars['ID']['input'];
  to: Scalars['String']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryConfigAtArgs = {
  at: InstantInput;
  environmentUuid: Scalars['String']['input'];
  overrideUuid?: InputMaybe<Scalars['String']['input']>;
  projectUuid: Scalars['String']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryCurrentPlanArgs = {
  projectId: Scalars['ID']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryDashboardActivityArgs = {
  projectId: Scalars['ID']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryDashboardStatsArgs = {
  projectId: Scalars['ID']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryEnvironmentArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryEnvironmentConfigArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryEnvironmentsArgs = {
  projectId: Scalars['ID']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryExportProjectArgs = {
  environment?: InputMaybe<Scalars['String']['input']>;
  format?: InputMaybe<ExportFormat>;
  projectId: Scalars['ID']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryFeatureFlagArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryFeatureFlagByKeyArgs = {
  key: Scalars['String']['input'];
  projectId: Scalars['ID']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryFeatureFlagStatsArgs = {
  projectId: Scalars['ID']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryFeatureFlagsArgs = {
  projectId: Scalars['ID']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryFeatureFlagsByArchiveArgs = {
  archived: ArchivedFilter;
  projectId: Scalars['ID']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryFlagTargetingArgs = {
  environmentId: Scalars['ID']['input'];
  flagId: Scalars['ID']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryFlagUsageArgs = {
  environmentId?: InputMaybe<Scalars['ID']['input']>;
  flagId: Scalars['ID']['input'];
  from?: InputMaybe<Scalars['DateTime']['input']>;
  step?: InputMaybe<UsageStep>;
  to?: InputMaybe<Scalars['DateTime']['input']>;
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryFlagdDocumentArgs = {
  environmentId: Scalars['ID']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryInvitationDetailsArgs = {
  token: Scalars['String']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryOverrideArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryOverridesArgs = {
  environmentId?: InputMaybe<Scalars['ID']['input']>;
  projectId: Scalars['ID']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryProjectArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryProjectAtArgs = {
  at: InstantInput;
  projectId: Scalars['ID']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryProjectDiffArgs = {
  from: InstantInput;
  projectId: Scalars['ID']['input'];
  to: InstantInput;
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryProjectHeadArgs = {
  projectId: Scalars['ID']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryProjectHistoryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<HistoryFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<SortOrder>;
  projectId: Scalars['ID']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryProjectInvitationsArgs = {
  projectId: Scalars['ID']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryProjectMembersArgs = {
  projectId: Scalars['ID']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryProjectUsageArgs = {
  projectId: Scalars['ID']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryProjectUsageSummaryArgs = {
  projectId: Scalars['ID']['input'];
  range?: InputMaybe<UsageRange>;
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QuerySegmentArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QuerySegmentsArgs = {
  projectId: Scalars['ID']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryStaleFlagsArgs = {
  projectId: Scalars['ID']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryUsageSettingsArgs = {
  projectId: Scalars['ID']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryVerifyProjectHistoryArgs = {
  projectId: Scalars['ID']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryWebhookArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryWebhookDeliveriesArgs = {
  before?: InputMaybe<Scalars['Float']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  webhookId: Scalars['ID']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryWebhookDeliveryArgs = {
  deliveryId: Scalars['ID']['input'];
  webhookId: Scalars['ID']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryWebhooksArgs = {
  projectId: Scalars['ID']['input'];
};

/** POST /payments/create body (spec's payment record). */
export type RecordPaymentInput = {
  /** upgrade only: the plan the buyer saw as current */
  currentPlanId?: InputMaybe<Scalars['ID']['input']>;
  orderId: Scalars['ID']['input'];
  planId: Scalars['ID']['input'];
  projectId: Scalars['ID']['input'];
  type: PaymentType;
  /** upgrade only: the price the buyer was shown */
  upgradePrice?: InputMaybe<Scalars['Float']['input']>;
  variant?: InputMaybe<SubscriptionVariant>;
};

export type RecordPaymentPayload = {
  __typename?: 'RecordPaymentPayload';
  payment: Payment;
};

export type RedeliverWebhookDeliveryInput = {
  deliveryId: Scalars['ID']['input'];
  webhookId: Scalars['ID']['input'];
};

export type RedeliverWebhookDeliveryPayload = {
  __typename?: 'RedeliverWebhookDeliveryPayload';
  delivery: WebhookDelivery;
};

export type RegenerateApiKeyInput = {
  id: Scalars['ID']['input'];
};

export type RegenerateApiKeyPayload = {
  __typename?: 'RegenerateApiKeyPayload';
  environment: Environment;
};

export type RegenerateClientKeyInput = {
  id: Scalars['ID']['input'];
};

export type RegenerateClientKeyPayload = {
  __typename?: 'RegenerateClientKeyPayload';
  environment: Environment;
};

export type ReissueInvitationInput = {
  id: Scalars['ID']['input'];
};

export type ReissueInvitationPayload = {
  __typename?: 'ReissueInvitationPayload';
  /** with its new token and link, shown this once */
  invitation: Invitation;
  message: Scalars['String']['output'];
};

export type RemoveMemberInput = {
  memberId: Scalars['ID']['input'];
  projectId: Scalars['ID']['input'];
};

export type RemoveMemberPayload = {
  __typename?: 'RemoveMemberPayload';
  deletedId: Scalars['ID']['output'];
  message?: Maybe<Scalars['String']['output']>;
};

export type RemoveTeamMemberInput = {
  projectId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};

export type RemoveTeamMemberPayload = {
  __typename?: 'RemoveTeamMemberPayload';
  project: Project;
};

export type RequestsByKind = {
  __typename?: 'RequestsByKind';
  config: Scalars['Float']['output'];
  flagd: Scalars['Float']['output'];
  impressions: Scalars['Float']['output'];
  ofrep: Scalars['Float']['output'];
};

/** What restoreEntity brings back. */
export type RestorableEntity =
  | 'environment'
  | 'flag'
  | 'override'
  | 'segment';

export type RestoreEntityInput = {
  at: InstantInput;
  entity: RestorableEntity;
  /** the id of the flag, environment, override or segment */
  id: Scalars['ID']['input'];
  projectId: Scalars['ID']['input'];
};

export type RestoreEntityPayload = {
  __typename?: 'RestoreEntityPayload';
  /** the entity now (null when restoring removed it) */
  entity?: Maybe<Scalars['JSON']['output']>;
  eventCount: Scalars['Int']['output'];
  /** position of the last event the restore appended */
  position?: Maybe<Scalars['Float']['output']>;
  /** false when the entity already was as it was then (nothing recorded) */
  restored: Scalars['Boolean']['output'];
  to: HistoryInstant;
};

export type RevertPromotionInput = {
  /** the promotion's history entry (PromoteEnvironmentPayload.promotion.eventId) */
  eventId: Scalars['ID']['input'];
  projectId: Scalars['ID']['input'];
};

export type RevertPromotionPayload = {
  __typename?: 'RevertPromotionPayload';
  flags: Array<PromotedFlag>;
  promotion?: Maybe<PromotionRecord>;
  /** false when the flags already were as before the promotion (nothing recorded) */
  reverted: Scalars['Boolean']['output'];
};

export type RevokeApiTokenInput = {
  id: Scalars['ID']['input'];
};

export type RevokeApiTokenPayload = {
  __typename?: 'RevokeApiTokenPayload';
  apiToken: ApiToken;
};

/** A role in a project (spec §6). Unknown roles read as viewer. */
export type Role =
  | 'admin'
  | 'developer'
  | 'manager'
  | 'owner'
  | 'viewer';

export type RotateWebhookSecretInput = {
  id: Scalars['ID']['input'];
};

/** The webhook with its new secret (the old one stops signing at once). */
export type RotateWebhookSecretPayload = {
  __typename?: 'RotateWebhookSecretPayload';
  webhook: Webhook;
};

/** A reusable, named set of conditions of a project. */
export type Segment = {
  __typename?: 'Segment';
  /** A JSON Logic boolean expression (flagd operators allowed, no $ref). */
  conditions: Scalars['JSON']['output'];
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The flagd evaluator name, segment_<id>: reference it as {"$ref": key}. */
  key: Scalars['String']['output'];
  name: Scalars['String']['output'];
  project: Project;
  projectId: Scalars['ID']['output'];
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  usage: Array<SegmentUsage>;
};

/** Where a segment is referenced. */
export type SegmentUsage = {
  __typename?: 'SegmentUsage';
  environmentId: Scalars['ID']['output'];
  environmentName: Scalars['String']['output'];
  flagId: Scalars['ID']['output'];
  flagKey: Scalars['String']['output'];
  flagName: Scalars['String']['output'];
};

export type SetEnvironmentValueInput = {
  environmentId: Scalars['ID']['input'];
  flagKey: Scalars['String']['input'];
  /** null or absent resets the flag to its default in this environment */
  flagValue?: InputMaybe<FlagValueInput>;
};

export type SetEnvironmentValuePayload = {
  __typename?: 'SetEnvironmentValuePayload';
  environment: Environment;
};

export type SetEnvironmentVariablesInput = {
  id: Scalars['ID']['input'];
  /** Flag key -> { value, enabled }: replaces the whole map. */
  variables: Scalars['JSON']['input'];
};

export type SetEnvironmentVariablesPayload = {
  __typename?: 'SetEnvironmentVariablesPayload';
  environment: Environment;
};

export type SetFlagTargetingInput = {
  defaultVariant: Scalars['String']['input'];
  environmentId: Scalars['ID']['input'];
  flagId: Scalars['ID']['input'];
  /** JSON Logic; absent or {} for no rules. */
  targeting?: InputMaybe<Scalars['JSON']['input']>;
  variants: Scalars['JSON']['input'];
};

export type SetFlagTargetingPayload = {
  __typename?: 'SetFlagTargetingPayload';
  targeting: FlagTargeting;
};

export type SortOrder =
  | 'asc'
  | 'desc';

export type StaleFlag = {
  __typename?: 'StaleFlag';
  flagId: Scalars['ID']['output'];
  flagKey: Scalars['String']['output'];
  flagName: Scalars['String']['output'];
  lastEvaluatedAt?: Maybe<Scalars['DateTime']['output']>;
  reason: StaleReason;
  since: Scalars['DateTime']['output'];
  /** The one variant served (SINGLE_VARIANT); null otherwise. */
  variant?: Maybe<Scalars['String']['output']>;
};

export type StaleReason =
  /** Not evaluated in any environment for the project's staleAfterDays. */
  | 'NOT_EVALUATED'
  /** Every evaluation served the same variant for the project's staleAfterDays. */
  | 'SINGLE_VARIANT';

export type SubscriptionPlan = {
  __typename?: 'SubscriptionPlan';
  description: Scalars['String']['output'];
  featureHasWhitelabel: Scalars['Boolean']['output'];
  /** -1 is unlimited */
  featureMaxEnvironments: Scalars['Int']['output'];
  featureMaxFeatureFlags: Scalars['Int']['output'];
  featureMaxOverrides: Scalars['Int']['output'];
  /** Segments (reusable targeting conditions); -1 is unlimited. */
  featureMaxSegments: Scalars['Int']['output'];
  featureMaxTeamMembers: Scalars['Int']['output'];
  /** The derived feature list, one line each. */
  features: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isFreePlan: Scalars['Boolean']['output'];
  /** Spelled so by the spec. */
  monthyPrice: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  planOrder: Scalars['Int']['output'];
  yearlyPrice: Scalars['Float']['output'];
};

/** active: a paid plan; inactive: the free plan; expired: a paid plan past its expiry (served as free). */
export type SubscriptionStatus =
  | 'active'
  | 'expired'
  | 'inactive';

export type SubscriptionVariant =
  | 'Month'
  | 'Year';

export type TeamMember = {
  __typename?: 'TeamMember';
  /** The sign-in provider's user id (the same as id). */
  clerkId: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  role: Role;
};

export type ToggleFeatureFlagInput = {
  id: Scalars['ID']['input'];
};

export type ToggleFeatureFlagPayload = {
  __typename?: 'ToggleFeatureFlagPayload';
  flag: Flag;
};

export type ToggleOverrideInput = {
  id: Scalars['ID']['input'];
};

export type ToggleOverridePayload = {
  __typename?: 'ToggleOverridePayload';
  override: Override;
};

export type UnarchiveFeatureFlagInput = {
  id: Scalars['ID']['input'];
};

export type UnarchiveFeatureFlagPayload = {
  __typename?: 'UnarchiveFeatureFlagPayload';
  flag: Flag;
};

export type UpdateEnvironmentInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  order?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateEnvironmentPayload = {
  __typename?: 'UpdateEnvironmentPayload';
  environment: Environment;
};

export type UpdateFeatureFlagInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  /** Accepted only when equal to the current key. */
  key?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<FlagType>;
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type UpdateFeatureFlagPayload = {
  __typename?: 'UpdateFeatureFlagPayload';
  flag: Flag;
};

export type UpdateMemberRoleInput = {
  /** a member id (the owner's is "owner") */
  memberId: Scalars['ID']['input'];
  projectId: Scalars['ID']['input'];
  role: Role;
};

export type UpdateMemberRolePayload = {
  __typename?: 'UpdateMemberRolePayload';
  member: Member;
  message: Scalars['String']['output'];
};

export type UpdateOverrideInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  /** null removes the expiry */
  expiresAt?: InputMaybe<Scalars['DateTime']['input']>;
  featureFlagValues?: InputMaybe<Scalars['JSON']['input']>;
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  priority?: InputMaybe<Scalars['Int']['input']>;
};

export type UpdateOverridePayload = {
  __typename?: 'UpdateOverridePayload';
  override: Override;
};

export type UpdateProjectInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateProjectPayload = {
  __typename?: 'UpdateProjectPayload';
  project: Project;
};

export type UpdateSegmentInput = {
  conditions?: InputMaybe<Scalars['JSON']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateSegmentPayload = {
  __typename?: 'UpdateSegmentPayload';
  segment: Segment;
};

export type UpdateUsageSettingsInput = {
  projectId: Scalars['ID']['input'];
  /** A flag is stale after this many days without evaluations (or with one variant only). */
  staleAfterDays: Scalars['Int']['input'];
};

export type UpdateUsageSettingsPayload = {
  __typename?: 'UpdateUsageSettingsPayload';
  usageSettings: UsageSettings;
};

export type UpdateUserInfoInput = {
  bio?: InputMaybe<Scalars['String']['input']>;
  company?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  fullName?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateUserInfoPayload = {
  __typename?: 'UpdateUserInfoPayload';
  user: UserInfo;
};

export type UpdateUserPreferencesInput = {
  /** merged into the stored preferences */
  preferences: Scalars['JSON']['input'];
};

export type UpdateUserPreferencesPayload = {
  __typename?: 'UpdateUserPreferencesPayload';
  user: UserInfo;
};

export type UpdateWebhookInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  events?: InputMaybe<Array<Scalars['String']['input']>>;
  id: Scalars['ID']['input'];
  url?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateWebhookPayload = {
  __typename?: 'UpdateWebhookPayload';
  webhook: Webhook;
};

export type UsagePoint = {
  __typename?: 'UsagePoint';
  /** Start of the step. */
  at: Scalars['DateTime']['output'];
  /** variant -> count (flag usage) or environmentId -> count (request series); every key present, 0 when none. */
  counts: Scalars['JSON']['output'];
};

/** Summary time ranges: the last hour, 24 hours, 7 days or 30 days. */
export type UsageRange =
  | 'D7'
  | 'D30'
  | 'H1'
  | 'H24';

export type UsageSettings = {
  __typename?: 'UsageSettings';
  staleAfterDays: Scalars['Int']['output'];
};

/** Chart resolution: M1 = 1 minute, M5, M15, H1 = 1 hour, H6, D1 = 1 day. */
export type UsageStep =
  | 'D1'
  | 'H1'
  | 'H6'
  | 'M1'
  | 'M5'
  | 'M15';

export type UserInfo = {
  __typename?: 'UserInfo';
  bio?: Maybe<Scalars['String']['output']>;
  /** The sign-in provider's user id. */
  clerkId: Scalars['String']['output'];
  company?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  preferences: Scalars['JSON']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type UserStats = {
  __typename?: 'UserStats';
  ownedProjects: Scalars['Int']['output'];
  totalEnvironments: Scalars['Int']['output'];
  totalFeatureFlags: Scalars['Int']['output'];
  totalOverrides: Scalars['Int']['output'];
  totalProjects: Scalars['Int']['output'];
};

export type ValidateUserInfoPayload = {
  __typename?: 'ValidateUserInfoPayload';
  user: UserInfo;
};

export type VariantCount = {
  __typename?: 'VariantCount';
  count: Scalars['Float']['output'];
  /** count / total of the same scope (0 when the total is 0). */
  share: Scalars['Float']['output'];
  variant: Scalars['String']['output'];
};

/** A webhook: a URL subscribed to a project's events. Deliveries are signed (see the README, Automate). */
export type Webhook = {
  __typename?: 'Webhook';
  active: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  createdBy: ApiTokenCreator;
  description: Scalars['String']['output'];
  /** event types, or ["*"] for every event */
  events: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  project: Project;
  projectId: Scalars['ID']['output'];
  /** the HMAC-SHA256 signing key (whsec_...): only for those who manage the project */
  secret?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  url: Scalars['String']['output'];
};

export type WebhookAttempt = {
  __typename?: 'WebhookAttempt';
  at: Scalars['DateTime']['output'];
  error?: Maybe<Scalars['String']['output']>;
  latencyMs: Scalars['Int']['output'];
  /** the receiver's HTTP status; null when none came */
  statusCode?: Maybe<Scalars['Int']['output']>;
};

/** One delivery of one event to one webhook (its id is the same on every attempt and redelivery). */
export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  attempts: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  deliveredAt?: Maybe<Scalars['DateTime']['output']>;
  error?: Maybe<Scalars['String']['output']>;
  eventId: Scalars['ID']['output'];
  eventType: Scalars['String']['output'];
  history: Array<WebhookAttempt>;
  id: Scalars['ID']['output'];
  latencyMs?: Maybe<Scalars['Int']['output']>;
  nextAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  /** the exact body sent (single delivery only) */
  payload?: Maybe<Scalars['JSON']['output']>;
  position: Scalars['Float']['output'];
  redelivery: Scalars['Boolean']['output'];
  responseCode?: Maybe<Scalars['Int']['output']>;
  seq: Scalars['Float']['output'];
  status: WebhookDeliveryStatus;
  webhookId: Scalars['ID']['output'];
};

export type WebhookDeliveryPage = {
  __typename?: 'WebhookDeliveryPage';
  deliveries: Array<WebhookDelivery>;
  /** pass as `before` for older deliveries; null on the last page */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

export type WebhookDeliveryStatus =
  | 'delivered'
  | 'failed'
  | 'pending';

export type WebhookEventGroup = {
  __typename?: 'WebhookEventGroup';
  group: Scalars['String']['output'];
  types: Array<Scalars['String']['output']>;
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AcceptInvitationInput: AcceptInvitationInput;
  AcceptInvitationPayload: ResolverTypeWrapper<AcceptInvitationPayload>;
  AcceptedInvitation: ResolverTypeWrapper<AcceptedInvitation>;
  ActivityActor: ResolverTypeWrapper<ActivityActor>;
  ActivityItem: ResolverTypeWrapper<ActivityItem>;
  ActivityType: ActivityType;
  AddTeamMemberInput: AddTeamMemberInput;
  AddTeamMemberPayload: ResolverTypeWrapper<Omit<AddTeamMemberPayload, 'project'> & { project: ResolversTypes['Project'] }>;
  ApiToken: ResolverTypeWrapper<ApiTokenModel>;
  ApiTokenCreator: ResolverTypeWrapper<ApiTokenCreator>;
  ApiTokenKind: ApiTokenKind;
  ApiTokenScope: ApiTokenScope;
  ApiTokenStatus: ApiTokenStatus;
  ArchiveFeatureFlagInput: ArchiveFeatureFlagInput;
  ArchiveFeatureFlagPayload: ResolverTypeWrapper<Omit<ArchiveFeatureFlagPayload, 'flag'> & { flag: ResolversTypes['Flag'] }>;
  ArchivedFilter: ArchivedFilter;
  AutoAcceptInvitationsPayload: ResolverTypeWrapper<AutoAcceptInvitationsPayload>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BulkApplyOverridesInput: BulkApplyOverridesInput;
  BulkApplyOverridesPayload: ResolverTypeWrapper<Omit<BulkApplyOverridesPayload, 'overrides'> & { overrides: Array<ResolversTypes['Override']> }>;
  BulkToggleFeatureFlagsInput: BulkToggleFeatureFlagsInput;
  BulkToggleFeatureFlagsPayload: ResolverTypeWrapper<Omit<BulkToggleFeatureFlagsPayload, 'flags'> & { flags: Array<ResolversTypes['Flag']> }>;
  CancelInvitationInput: CancelInvitationInput;
  CancelInvitationPayload: ResolverTypeWrapper<CancelInvitationPayload>;
  ChainBreak: ResolverTypeWrapper<ChainBreakModel>;
  ChainBreakReason: ChainBreakReason;
  ChangeKind: ChangeKind;
  CleanupExpiredOverridesInput: CleanupExpiredOverridesInput;
  CleanupExpiredOverridesPayload: ResolverTypeWrapper<CleanupExpiredOverridesPayload>;
  ConfirmPaymentInput: ConfirmPaymentInput;
  ConfirmPaymentPayload: ResolverTypeWrapper<ConfirmPaymentPayload>;
  CreateApiTokenInput: CreateApiTokenInput;
  CreateApiTokenPayload: ResolverTypeWrapper<Omit<CreateApiTokenPayload, 'apiToken'> & { apiToken: ResolversTypes['ApiToken'] }>;
  CreateEnvironmentInput: CreateEnvironmentInput;
  CreateEnvironmentPayload: ResolverTypeWrapper<Omit<CreateEnvironmentPayload, 'environment'> & { environment: ResolversTypes['Environment'] }>;
  CreateFeatureFlagInput: CreateFeatureFlagInput;
  CreateFeatureFlagPayload: ResolverTypeWrapper<Omit<CreateFeatureFlagPayload, 'flag'> & { flag: ResolversTypes['Flag'] }>;
  CreateOverrideInput: CreateOverrideInput;
  CreateOverridePayload: ResolverTypeWrapper<Omit<CreateOverridePayload, 'override'> & { override: ResolversTypes['Override'] }>;
  CreatePaymentOrderInput: CreatePaymentOrderInput;
  CreatePaymentOrderPayload: ResolverTypeWrapper<CreatePaymentOrderPayload>;
  CreateProjectInput: CreateProjectInput;
  CreateProjectPayload: ResolverTypeWrapper<Omit<CreateProjectPayload, 'project'> & { project: ResolversTypes['Project'] }>;
  CreateSegmentInput: CreateSegmentInput;
  CreateSegmentPayload: ResolverTypeWrapper<Omit<CreateSegmentPayload, 'segment'> & { segment: ResolversTypes['Segment'] }>;
  CreateWebhookInput: CreateWebhookInput;
  CreateWebhookPayload: ResolverTypeWrapper<Omit<CreateWebhookPayload, 'webhook'> & { webhook: ResolversTypes['Webhook'] }>;
  CurrentPlan: ResolverTypeWrapper<CurrentPlan>;
  DashboardStats: ResolverTypeWrapper<DashboardStats>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteEnvironmentInput: DeleteEnvironmentInput;
  DeleteEnvironmentPayload: ResolverTypeWrapper<DeleteEnvironmentPayload>;
  DeleteFeatureFlagInput: DeleteFeatureFlagInput;
  DeleteFeatureFlagPayload: ResolverTypeWrapper<DeleteFeatureFlagPayload>;
  DeleteFlagTargetingInput: DeleteFlagTargetingInput;
  DeleteFlagTargetingPayload: ResolverTypeWrapper<DeleteFlagTargetingPayload>;
  DeleteOverrideInput: DeleteOverrideInput;
  DeleteOverridePayload: ResolverTypeWrapper<DeleteOverridePayload>;
  DeleteProjectInput: DeleteProjectInput;
  DeleteProjectPayload: ResolverTypeWrapper<DeleteProjectPayload>;
  DeleteSegmentInput: DeleteSegmentInput;
  DeleteSegmentPayload: ResolverTypeWrapper<DeleteSegmentPayload>;
  DeleteWebhookInput: DeleteWebhookInput;
  DeleteWebhookPayload: ResolverTypeWrapper<DeleteWebhookPayload>;
  EntityChange: ResolverTypeWrapper<EntityChange>;
  EntityKind: EntityKind;
  Environment: ResolverTypeWrapper<EnvironmentModel>;
  EnvironmentComparison: ResolverTypeWrapper<EnvironmentComparison>;
  EnvironmentRef: ResolverTypeWrapper<EnvironmentRef>;
  EnvironmentSide: ResolverTypeWrapper<EnvironmentSide>;
  EnvironmentUsage: ResolverTypeWrapper<EnvironmentUsage>;
  EventType: EventType;
  ExportFormat: ExportFormat;
  FieldChange: ResolverTypeWrapper<FieldChange>;
  Flag: ResolverTypeWrapper<FlagModel>;
  FlagComparison: ResolverTypeWrapper<FlagComparison>;
  FlagDifference: ResolverTypeWrapper<FlagDifference>;
  FlagEnvironmentUsage: ResolverTypeWrapper<FlagEnvironmentUsage>;
  FlagEnvironmentValue: ResolverTypeWrapper<FlagEnvironmentValue>;
  FlagStats: ResolverTypeWrapper<FlagStats>;
  FlagTargeting: ResolverTypeWrapper<FlagTargeting>;
  FlagType: FlagType;
  FlagTypeCounts: ResolverTypeWrapper<FlagTypeCounts>;
  FlagUsage: ResolverTypeWrapper<FlagUsage>;
  FlagUsageTotal: ResolverTypeWrapper<FlagUsageTotal>;
  FlagValueInput: FlagValueInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GenerateMissingUuidsPayload: ResolverTypeWrapper<GenerateMissingUuidsPayload>;
  HistoryEntity: ResolverTypeWrapper<HistoryEntity>;
  HistoryEntry: ResolverTypeWrapper<HistoryEntryModel>;
  HistoryFilter: HistoryFilter;
  HistoryInstant: ResolverTypeWrapper<HistoryInstant>;
  HistoryPage: ResolverTypeWrapper<Omit<HistoryPage, 'entries'> & { entries: Array<ResolversTypes['HistoryEntry']> }>;
  HistoryVerification: ResolverTypeWrapper<Omit<HistoryVerification, 'firstBad'> & { firstBad?: Maybe<ResolversTypes['ChainBreak']> }>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImportChange: ResolverTypeWrapper<ImportChange>;
  ImportCounts: ResolverTypeWrapper<ImportCounts>;
  ImportProjectInput: ImportProjectInput;
  ImportProjectPayload: ResolverTypeWrapper<ImportProjectPayload>;
  InstantInput: InstantInput;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invitation: ResolverTypeWrapper<InvitationModel>;
  InvitationDetails: ResolverTypeWrapper<InvitationDetailsModel>;
  InvitationProject: ResolverTypeWrapper<InvitationProject>;
  InvitationStatus: InvitationStatus;
  InviteMemberInput: InviteMemberInput;
  InviteMemberPayload: ResolverTypeWrapper<Omit<InviteMemberPayload, 'invitation'> & { invitation: ResolversTypes['Invitation'] }>;
  InvitedBy: ResolverTypeWrapper<InvitedBy>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  KeyAvailability: ResolverTypeWrapper<KeyAvailability>;
  Member: ResolverTypeWrapper<MemberModel>;
  MemberStatus: MemberStatus;
  MemberUser: ResolverTypeWrapper<MemberUserModel>;
  Membership: ResolverTypeWrapper<Membership>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Override: ResolverTypeWrapper<OverrideModel>;
  OverrideEnvironment: ResolverTypeWrapper<OverrideEnvironment>;
  PastConfig: ResolverTypeWrapper<PastConfig>;
  PastEnvironment: ResolverTypeWrapper<PastEnvironment>;
  PastEnvironmentRef: ResolverTypeWrapper<PastEnvironmentRef>;
  PastFlag: ResolverTypeWrapper<PastFlag>;
  PastInvitation: ResolverTypeWrapper<PastInvitation>;
  PastOverride: ResolverTypeWrapper<OverrideModel>;
  PastPlan: ResolverTypeWrapper<PastPlan>;
  PastProject: ResolverTypeWrapper<PastProjectModel>;
  PastSegment: ResolverTypeWrapper<PastSegment>;
  Payment: ResolverTypeWrapper<Payment>;
  PaymentOrder: ResolverTypeWrapper<PaymentOrder>;
  PaymentProvider: PaymentProvider;
  PaymentStatus: PaymentStatus;
  PaymentType: PaymentType;
  PaymentsConfig: ResolverTypeWrapper<PaymentsConfig>;
  Project: ResolverTypeWrapper<ProjectModel>;
  ProjectAtInstant: ResolverTypeWrapper<Omit<ProjectAtInstant, 'project'> & { project: ResolversTypes['PastProject'] }>;
  ProjectDiff: ResolverTypeWrapper<ProjectDiff>;
  ProjectOwner: ResolverTypeWrapper<ProjectOwnerModel>;
  ProjectPermissions: ResolverTypeWrapper<ProjectPermissions>;
  ProjectRef: ResolverTypeWrapper<ProjectRef>;
  ProjectSettings: ResolverTypeWrapper<ProjectSettings>;
  ProjectSettingsInput: ProjectSettingsInput;
  ProjectUsage: ResolverTypeWrapper<ProjectUsage>;
  ProjectUsageSummary: ResolverTypeWrapper<ProjectUsageSummary>;
  PromoteEnvironmentInput: PromoteEnvironmentInput;
  PromoteEnvironmentPayload: ResolverTypeWrapper<PromoteEnvironmentPayload>;
  PromotedFlag: ResolverTypeWrapper<PromotedFlag>;
  PromotionRecord: ResolverTypeWrapper<PromotionRecord>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RecordPaymentInput: RecordPaymentInput;
  RecordPaymentPayload: ResolverTypeWrapper<RecordPaymentPayload>;
  RedeliverWebhookDeliveryInput: RedeliverWebhookDeliveryInput;
  RedeliverWebhookDeliveryPayload: ResolverTypeWrapper<RedeliverWebhookDeliveryPayload>;
  RegenerateApiKeyInput: RegenerateApiKeyInput;
  RegenerateApiKeyPayload: ResolverTypeWrapper<Omit<RegenerateApiKeyPayload, 'environment'> & { environment: ResolversTypes['Environment'] }>;
  RegenerateClientKeyInput: RegenerateClientKeyInput;
  RegenerateClientKeyPayload: ResolverTypeWrapper<Omit<RegenerateClientKeyPayload, 'environment'> & { environment: ResolversTypes['Environment'] }>;
  ReissueInvitationInput: ReissueInvitationInput;
  ReissueInvitationPayload: ResolverTypeWrapper<Omit<ReissueInvitationPayload, 'invitation'> & { invitation: ResolversTypes['Invitation'] }>;
  RemoveMemberInput: RemoveMemberInput;
  RemoveMemberPayload: ResolverTypeWrapper<RemoveMemberPayload>;
  RemoveTeamMemberInput: RemoveTeamMemberInput;
  RemoveTeamMemberPayload: ResolverTypeWrapper<Omit<RemoveTeamMemberPayload, 'project'> & { project: ResolversTypes['Project'] }>;
  RequestsByKind: ResolverTypeWrapper<RequestsByKind>;
  RestorableEntity: RestorableEntity;
  RestoreEntityInput: RestoreEntityInput;
  RestoreEntityPayload: ResolverTypeWrapper<RestoreEntityPayload>;
  RevertPromotionInput: RevertPromotionInput;
  RevertPromotionPayload: ResolverTypeWrapper<RevertPromotionPayload>;
  RevokeApiTokenInput: RevokeApiTokenInput;
  RevokeApiTokenPayload: ResolverTypeWrapper<Omit<RevokeApiTokenPayload, 'apiToken'> & { apiToken: ResolversTypes['ApiToken'] }>;
  Role: Role;
  RotateWebhookSecretInput: RotateWebhookSecretInput;
  RotateWebhookSecretPayload: ResolverTypeWrapper<Omit<RotateWebhookSecretPayload, 'webhook'> & { webhook: ResolversTypes['Webhook'] }>;
  Segment: ResolverTypeWrapper<SegmentModel>;
  SegmentUsage: ResolverTypeWrapper<SegmentUsage>;
  SetEnvironmentValueInput: SetEnvironmentValueInput;
  SetEnvironmentValuePayload: ResolverTypeWrapper<Omit<SetEnvironmentValuePayload, 'environment'> & { environment: ResolversTypes['Environment'] }>;
  SetEnvironmentVariablesInput: SetEnvironmentVariablesInput;
  SetEnvironmentVariablesPayload: ResolverTypeWrapper<Omit<SetEnvironmentVariablesPayload, 'environment'> & { environment: ResolversTypes['Environment'] }>;
  SetFlagTargetingInput: SetFlagTargetingInput;
  SetFlagTargetingPayload: ResolverTypeWrapper<SetFlagTargetingPayload>;
  SortOrder: SortOrder;
  StaleFlag: ResolverTypeWrapper<StaleFlag>;
  StaleReason: StaleReason;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubscriptionPlan: ResolverTypeWrapper<SubscriptionPlan>;
  SubscriptionStatus: SubscriptionStatus;
  SubscriptionVariant: SubscriptionVariant;
  TeamMember: ResolverTypeWrapper<TeamMemberModel>;
  ToggleFeatureFlagInput: ToggleFeatureFlagInput;
  ToggleFeatureFlagPayload: ResolverTypeWrapper<Omit<ToggleFeatureFlagPayload, 'flag'> & { flag: ResolversTypes['Flag'] }>;
  ToggleOverrideInput: ToggleOverrideInput;
  ToggleOverridePayload: ResolverTypeWrapper<Omit<ToggleOverridePayload, 'override'> & { override: ResolversTypes['Override'] }>;
  UnarchiveFeatureFlagInput: UnarchiveFeatureFlagInput;
  UnarchiveFeatureFlagPayload: ResolverTypeWrapper<Omit<UnarchiveFeatureFlagPayload, 'flag'> & { flag: ResolversTypes['Flag'] }>;
  UpdateEnvironmentInput: UpdateEnvironmentInput;
  UpdateEnvironmentPayload: ResolverTypeWrapper<Omit<UpdateEnvironmentPayload, 'environment'> & { environment: ResolversTypes['Environment'] }>;
  UpdateFeatureFlagInput: UpdateFeatureFlagInput;
  UpdateFeatureFlagPayload: ResolverTypeWrapper<Omit<UpdateFeatureFlagPayload, 'flag'> & { flag: ResolversTypes['Flag'] }>;
  UpdateMemberRoleInput: UpdateMemberRoleInput;
  UpdateMemberRolePayload: ResolverTypeWrapper<Omit<UpdateMemberRolePayload, 'member'> & { member: ResolversTypes['Member'] }>;
  UpdateOverrideInput: UpdateOverrideInput;
  UpdateOverridePayload: ResolverTypeWrapper<Omit<UpdateOverridePayload, 'override'> & { override: ResolversTypes['Override'] }>;
  UpdateProjectInput: UpdateProjectInput;
  UpdateProjectPayload: ResolverTypeWrapper<Omit<UpdateProjectPayload, 'project'> & { project: ResolversTypes['Project'] }>;
  UpdateSegmentInput: UpdateSegmentInput;
  UpdateSegmentPayload: ResolverTypeWrapper<Omit<UpdateSegmentPayload, 'segment'> & { segment: ResolversTypes['Segment'] }>;
  UpdateUsageSettingsInput: UpdateUsageSettingsInput;
  UpdateUsageSettingsPayload: ResolverTypeWrapper<UpdateUsageSettingsPayload>;
  UpdateUserInfoInput: UpdateUserInfoInput;
  UpdateUserInfoPayload: ResolverTypeWrapper<Omit<UpdateUserInfoPayload, 'user'> & { user: ResolversTypes['UserInfo'] }>;
  UpdateUserPreferencesInput: UpdateUserPreferencesInput;
  UpdateUserPreferencesPayload: ResolverTypeWrapper<Omit<UpdateUserPreferencesPayload, 'user'> & { user: ResolversTypes['UserInfo'] }>;
  UpdateWebhookInput: UpdateWebhookInput;
  UpdateWebhookPayload: ResolverTypeWrapper<Omit<UpdateWebhookPayload, 'webhook'> & { webhook: ResolversTypes['Webhook'] }>;
  UsagePoint: ResolverTypeWrapper<UsagePoint>;
  UsageRange: UsageRange;
  UsageSettings: ResolverTypeWrapper<UsageSettings>;
  UsageStep: UsageStep;
  UserInfo: ResolverTypeWrapper<UserInfoModel>;
  UserStats: ResolverTypeWrapper<UserStats>;
  ValidateUserInfoPayload: ResolverTypeWrapper<Omit<ValidateUserInfoPayload, 'user'> & { user: ResolversTypes['UserInfo'] }>;
  VariantCount: ResolverTypeWrapper<VariantCount>;
  Webhook: ResolverTypeWrapper<WebhookModel>;
  WebhookAttempt: ResolverTypeWrapper<WebhookAttempt>;
  WebhookDelivery: ResolverTypeWrapper<WebhookDelivery>;
  WebhookDeliveryPage: ResolverTypeWrapper<WebhookDeliveryPage>;
  WebhookDeliveryStatus: WebhookDeliveryStatus;
  WebhookEventGroup: ResolverTypeWrapper<WebhookEventGroup>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AcceptInvitationInput: AcceptInvitationInput;
  AcceptInvitationPayload: AcceptInvitationPayload;
  AcceptedInvitation: AcceptedInvitation;
  ActivityActor: ActivityActor;
  ActivityItem: ActivityItem;
  AddTeamMemberInput: AddTeamMemberInput;
  AddTeamMemberPayload: Omit<AddTeamMemberPayload, 'project'> & { project: ResolversParentTypes['Project'] };
  ApiToken: ApiTokenModel;
  ApiTokenCreator: ApiTokenCreator;
  ArchiveFeatureFlagInput: ArchiveFeatureFlagInput;
  ArchiveFeatureFlagPayload: Omit<ArchiveFeatureFlagPayload, 'flag'> & { flag: ResolversParentTypes['Flag'] };
  AutoAcceptInvitationsPayload: AutoAcceptInvitationsPayload;
  Boolean: Scalars['Boolean']['output'];
  BulkApplyOverridesInput: BulkApplyOverridesInput;
  BulkApplyOverridesPayload: Omit<BulkApplyOverridesPayload, 'overrides'> & { overrides: Array<ResolversParentTypes['Override']> };
  BulkToggleFeatureFlagsInput: BulkToggleFeatureFlagsInput;
  BulkToggleFeatureFlagsPayload: Omit<BulkToggleFeatureFlagsPayload, 'flags'> & { flags: Array<ResolversParentTypes['Flag']> };
  CancelInvitationInput: CancelInvitationInput;
  CancelInvitationPayload: CancelInvitationPayload;
  ChainBreak: ChainBreakModel;
  CleanupExpiredOverridesInput: CleanupExpiredOverridesInput;
  CleanupExpiredOverridesPayload: CleanupExpiredOverridesPayload;
  ConfirmPaymentInput: ConfirmPaymentInput;
  ConfirmPaymentPayload: ConfirmPaymentPayload;
  CreateApiTokenInput: CreateApiTokenInput;
  CreateApiTokenPayload: Omit<CreateApiTokenPayload, 'apiToken'> & { apiToken: ResolversParentTypes['ApiToken'] };
  CreateEnvironmentInput: CreateEnvironmentInput;
  CreateEnvironmentPayload: Omit<CreateEnvironmentPayload, 'environment'> & { environment: ResolversParentTypes['Environment'] };
  CreateFeatureFlagInput: CreateFeatureFlagInput;
  CreateFeatureFlagPayload: Omit<CreateFeatureFlagPayload, 'flag'> & { flag: ResolversParentTypes['Flag'] };
  CreateOverrideInput: CreateOverrideInput;
  CreateOverridePayload: Omit<CreateOverridePayload, 'override'> & { override: ResolversParentTypes['Override'] };
  CreatePaymentOrderInput: CreatePaymentOrderInput;
  CreatePaymentOrderPayload: CreatePaymentOrderPayload;
  CreateProjectInput: CreateProjectInput;
  CreateProjectPayload: Omit<CreateProjectPayload, 'project'> & { project: ResolversParentTypes['Project'] };
  CreateSegmentInput: CreateSegmentInput;
  CreateSegmentPayload: Omit<CreateSegmentPayload, 'segment'> & { segment: ResolversParentTypes['Segment'] };
  CreateWebhookInput: CreateWebhookInput;
  CreateWebhookPayload: Omit<CreateWebhookPayload, 'webhook'> & { webhook: ResolversParentTypes['Webhook'] };
  CurrentPlan: CurrentPlan;
  DashboardStats: DashboardStats;
  DateTime: Scalars['DateTime']['output'];
  DeleteEnvironmentInput: DeleteEnvironmentInput;
  DeleteEnvironmentPayload: DeleteEnvironmentPayload;
  DeleteFeatureFlagInput: DeleteFeatureFlagInput;
  DeleteFeatureFlagPayload: DeleteFeatureFlagPayload;
  DeleteFlagTargetingInput: DeleteFlagTargetingInput;
  DeleteFlagTargetingPayload: DeleteFlagTargetingPayload;
  DeleteOverrideInput: DeleteOverrideInput;
  DeleteOverridePayload: DeleteOverridePayload;
  DeleteProjectInput: DeleteProjectInput;
  DeleteProjectPayload: DeleteProjectPayload;
  DeleteSegmentInput: DeleteSegmentInput;
  DeleteSegmentPayload: DeleteSegmentPayload;
  DeleteWebhookInput: DeleteWebhookInput;
  DeleteWebhookPayload: DeleteWebhookPayload;
  EntityChange: EntityChange;
  Environment: EnvironmentModel;
  EnvironmentComparison: EnvironmentComparison;
  EnvironmentRef: EnvironmentRef;
  EnvironmentSide: EnvironmentSide;
  EnvironmentUsage: EnvironmentUsage;
  FieldChange: FieldChange;
  Flag: FlagModel;
  FlagComparison: FlagComparison;
  FlagDifference: FlagDifference;
  FlagEnvironmentUsage: FlagEnvironmentUsage;
  FlagEnvironmentValue: FlagEnvironmentValue;
  FlagStats: FlagStats;
  FlagTargeting: FlagTargeting;
  FlagTypeCounts: FlagTypeCounts;
  FlagUsage: FlagUsage;
  FlagUsageTotal: FlagUsageTotal;
  FlagValueInput: FlagValueInput;
  Float: Scalars['Float']['output'];
  GenerateMissingUuidsPayload: GenerateMissingUuidsPayload;
  HistoryEntity: HistoryEntity;
  HistoryEntry: HistoryEntryModel;
  HistoryFilter: HistoryFilter;
  HistoryInstant: HistoryInstant;
  HistoryPage: Omit<HistoryPage, 'entries'> & { entries: Array<ResolversParentTypes['HistoryEntry']> };
  HistoryVerification: Omit<HistoryVerification, 'firstBad'> & { firstBad?: Maybe<ResolversParentTypes['ChainBreak']> };
  ID: Scalars['ID']['output'];
  ImportChange: ImportChange;
  ImportCounts: ImportCounts;
  ImportProjectInput: ImportProjectInput;
  ImportProjectPayload: ImportProjectPayload;
  InstantInput: InstantInput;
  Int: Scalars['Int']['output'];
  Invitation: InvitationModel;
  InvitationDetails: InvitationDetailsModel;
  InvitationProject: InvitationProject;
  InviteMemberInput: InviteMemberInput;
  InviteMemberPayload: Omit<InviteMemberPayload, 'invitation'> & { invitation: ResolversParentTypes['Invitation'] };
  InvitedBy: InvitedBy;
  JSON: Scalars['JSON']['output'];
  KeyAvailability: KeyAvailability;
  Member: MemberModel;
  MemberUser: MemberUserModel;
  Membership: Membership;
  Mutation: Record<PropertyKey, never>;
  Override: OverrideModel;
  OverrideEnvironment: OverrideEnvironment;
  PastConfig: PastConfig;
  PastEnvironment: PastEnvironment;
  PastEnvironmentRef: PastEnvironmentRef;
  PastFlag: PastFlag;
  PastInvitation: PastInvitation;
  PastOverride: OverrideModel;
  PastPlan: PastPlan;
  PastProject: PastProjectModel;
  PastSegment: PastSegment;
  Payment: Payment;
  PaymentOrder: PaymentOrder;
  PaymentsConfig: PaymentsConfig;
  Project: ProjectModel;
  ProjectAtInstant: Omit<ProjectAtInstant, 'project'> & { project: ResolversParentTypes['PastProject'] };
  ProjectDiff: ProjectDiff;
  ProjectOwner: ProjectOwnerModel;
  ProjectPermissions: ProjectPermissions;
  ProjectRef: ProjectRef;
  ProjectSettings: ProjectSettings;
  ProjectSettingsInput: ProjectSettingsInput;
  ProjectUsage: ProjectUsage;
  ProjectUsageSummary: ProjectUsageSummary;
  PromoteEnvironmentInput: PromoteEnvironmentInput;
  PromoteEnvironmentPayload: PromoteEnvironmentPayload;
  PromotedFlag: PromotedFlag;
  PromotionRecord: PromotionRecord;
  Query: Record<PropertyKey, never>;
  RecordPaymentInput: RecordPaymentInput;
  RecordPaymentPayload: RecordPaymentPayload;
  RedeliverWebhookDeliveryInput: RedeliverWebhookDeliveryInput;
  RedeliverWebhookDeliveryPayload: RedeliverWebhookDeliveryPayload;
  RegenerateApiKeyInput: RegenerateApiKeyInput;
  RegenerateApiKeyPayload: Omit<RegenerateApiKeyPayload, 'environment'> & { environment: ResolversParentTypes['Environment'] };
  RegenerateClientKeyInput: RegenerateClientKeyInput;
  RegenerateClientKeyPayload: Omit<RegenerateClientKeyPayload, 'environment'> & { environment: ResolversParentTypes['Environment'] };
  ReissueInvitationInput: ReissueInvitationInput;
  ReissueInvitationPayload: Omit<ReissueInvitationPayload, 'invitation'> & { invitation: ResolversParentTypes['Invitation'] };
  RemoveMemberInput: RemoveMemberInput;
  RemoveMemberPayload: RemoveMemberPayload;
  RemoveTeamMemberInput: RemoveTeamMemberInput;
  RemoveTeamMemberPayload: Omit<RemoveTeamMemberPayload, 'project'> & { project: ResolversParentTypes['Project'] };
  RequestsByKind: RequestsByKind;
  RestoreEntityInput: RestoreEntityInput;
  RestoreEntityPayload: RestoreEntityPayload;
  RevertPromotionInput: RevertPromotionInput;
  RevertPromotionPayload: RevertPromotionPayload;
  RevokeApiTokenInput: RevokeApiTokenInput;
  RevokeApiTokenPayload: Omit<RevokeApiTokenPayload, 'apiToken'> & { apiToken: ResolversParentTypes['ApiToken'] };
  RotateWebhookSecretInput: RotateWebhookSecretInput;
  RotateWebhookSecretPayload: Omit<RotateWebhookSecretPayload, 'webhook'> & { webhook: ResolversParentTypes['Webhook'] };
  Segment: SegmentModel;
  SegmentUsage: SegmentUsage;
  SetEnvironmentValueInput: SetEnvironmentValueInput;
  SetEnvironmentValuePayload: Omit<SetEnvironmentValuePayload, 'environment'> & { environment: ResolversParentTypes['Environment'] };
  SetEnvironmentVariablesInput: SetEnvironmentVariablesInput;
  SetEnvironmentVariablesPayload: Omit<SetEnvironmentVariablesPayload, 'environment'> & { environment: ResolversParentTypes['Environment'] };
  SetFlagTargetingInput: SetFlagTargetingInput;
  SetFlagTargetingPayload: SetFlagTargetingPayload;
  StaleFlag: StaleFlag;
  String: Scalars['String']['output'];
  SubscriptionPlan: SubscriptionPlan;
  TeamMember: TeamMemberModel;
  ToggleFeatureFlagInput: ToggleFeatureFlagInput;
  ToggleFeatureFlagPayload: Omit<ToggleFeatureFlagPayload, 'flag'> & { flag: ResolversParentTypes['Flag'] };
  ToggleOverrideInput: ToggleOverrideInput;
  ToggleOverridePayload: Omit<ToggleOverridePayload, 'override'> & { override: ResolversParentTypes['Override'] };
  UnarchiveFeatureFlagInput: UnarchiveFeatureFlagInput;
  UnarchiveFeatureFlagPayload: Omit<UnarchiveFeatureFlagPayload, 'flag'> & { flag: ResolversParentTypes['Flag'] };
  UpdateEnvironmentInput: UpdateEnvironmentInput;
  UpdateEnvironmentPayload: Omit<UpdateEnvironmentPayload, 'environment'> & { environment: ResolversParentTypes['Environment'] };
  UpdateFeatureFlagInput: UpdateFeatureFlagInput;
  UpdateFeatureFlagPayload: Omit<UpdateFeatureFlagPayload, 'flag'> & { flag: ResolversParentTypes['Flag'] };
  UpdateMemberRoleInput: UpdateMemberRoleInput;
  UpdateMemberRolePayload: Omit<UpdateMemberRolePayload, 'member'> & { member: ResolversParentTypes['Member'] };
  UpdateOverrideInput: UpdateOverrideInput;
  UpdateOverridePayload: Omit<UpdateOverridePayload, 'override'> & { override: ResolversParentTypes['Override'] };
  UpdateProjectInput: UpdateProjectInput;
  UpdateProjectPayload: Omit<UpdateProjectPayload, 'project'> & { project: ResolversParentTypes['Project'] };
  UpdateSegmentInput: UpdateSegmentInput;
  UpdateSegmentPayload: Omit<UpdateSegmentPayload, 'segment'> & { segment: ResolversParentTypes['Segment'] };
  UpdateUsageSettingsInput: UpdateUsageSettingsInput;
  UpdateUsageSettingsPayload: UpdateUsageSettingsPayload;
  UpdateUserInfoInput: UpdateUserInfoInput;
  UpdateUserInfoPayload: Omit<UpdateUserInfoPayload, 'user'> & { user: ResolversParentTypes['UserInfo'] };
  UpdateUserPreferencesInput: UpdateUserPreferencesInput;
  UpdateUserPreferencesPayload: Omit<UpdateUserPreferencesPayload, 'user'> & { user: ResolversParentTypes['UserInfo'] };
  UpdateWebhookInput: UpdateWebhookInput;
  UpdateWebhookPayload: Omit<UpdateWebhookPayload, 'webhook'> & { webhook: ResolversParentTypes['Webhook'] };
  UsagePoint: UsagePoint;
  UsageSettings: UsageSettings;
  UserInfo: UserInfoModel;
  UserStats: UserStats;
  ValidateUserInfoPayload: Omit<ValidateUserInfoPayload, 'user'> & { user: ResolversParentTypes['UserInfo'] };
  VariantCount: VariantCount;
  Webhook: WebhookModel;
  WebhookAttempt: WebhookAttempt;
  WebhookDelivery: WebhookDelivery;
  WebhookDeliveryPage: WebhookDeliveryPage;
  WebhookEventGroup: WebhookEventGroup;
}>;

export type AcceptInvitationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AcceptInvitationPayload'] = ResolversParentTypes['AcceptInvitationPayload']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  project?: Resolver<ResolversTypes['ProjectRef'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
}>;

export type AcceptedInvitationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AcceptedInvitation'] = ResolversParentTypes['AcceptedInvitation']> = ResolversObject<{
  project?: Resolver<ResolversTypes['ProjectRef'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
}>;

export type ActivityActorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActivityActor'] = ResolversParentTypes['ActivityActor']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ActivityItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActivityItem'] = ResolversParentTypes['ActivityItem']> = ResolversObject<{
  actor?: Resolver<Maybe<ResolversTypes['ActivityActor']>, ParentType, ContextType>;
  colour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ActivityType'], ParentType, ContextType>;
}>;

export type AddTeamMemberPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddTeamMemberPayload'] = ResolversParentTypes['AddTeamMemberPayload']> = ResolversObject<{
  project?: Resolver<ResolversTypes['Project'], ParentType, ContextType>;
}>;

export type ApiTokenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApiToken'] = ResolversParentTypes['ApiToken']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['ApiTokenCreator'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ApiTokenKind'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  preview?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  project?: Resolver<ResolversTypes['Project'], ParentType, ContextType>;
  projectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['ApiTokenScope'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApiTokenStatus'], ParentType, ContextType>;
}>;

export type ApiTokenCreatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApiTokenCreator'] = ResolversParentTypes['ApiTokenCreator']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ArchiveFeatureFlagPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ArchiveFeatureFlagPayload'] = ResolversParentTypes['ArchiveFeatureFlagPayload']> = ResolversObject<{
  flag?: Resolver<ResolversTypes['Flag'], ParentType, ContextType>;
}>;

export type AutoAcceptInvitationsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AutoAcceptInvitationsPayload'] = ResolversParentTypes['AutoAcceptInvitationsPayload']> = ResolversObject<{
  accepted?: Resolver<Array<ResolversTypes['AcceptedInvitation']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BulkApplyOverridesPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BulkApplyOverridesPayload'] = ResolversParentTypes['BulkApplyOverridesPayload']> = ResolversObject<{
  overrides?: Resolver<Array<ResolversTypes['Override']>, ParentType, ContextType>;
}>;

export type BulkToggleFeatureFlagsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BulkToggleFeatureFlagsPayload'] = ResolversParentTypes['BulkToggleFeatureFlagsPayload']> = ResolversObject<{
  flags?: Resolver<Array<ResolversTypes['Flag']>, ParentType, ContextType>;
}>;

export type CancelInvitationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CancelInvitationPayload'] = ResolversParentTypes['CancelInvitationPayload']> = ResolversObject<{
  deletedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ChainBreakResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChainBreak'] = ResolversParentTypes['ChainBreak']> = ResolversObject<{
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['ChainBreakReason'], ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['EventType'], ParentType, ContextType>;
}>;

export type CleanupExpiredOverridesPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CleanupExpiredOverridesPayload'] = ResolversParentTypes['CleanupExpiredOverridesPayload']> = ResolversObject<{
  deleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ConfirmPaymentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfirmPaymentPayload'] = ResolversParentTypes['ConfirmPaymentPayload']> = ResolversObject<{
  payment?: Resolver<ResolversTypes['Payment'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['CurrentPlan'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CreateApiTokenPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateApiTokenPayload'] = ResolversParentTypes['CreateApiTokenPayload']> = ResolversObject<{
  apiToken?: Resolver<ResolversTypes['ApiToken'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreateEnvironmentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateEnvironmentPayload'] = ResolversParentTypes['CreateEnvironmentPayload']> = ResolversObject<{
  environment?: Resolver<ResolversTypes['Environment'], ParentType, ContextType>;
}>;

export type CreateFeatureFlagPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateFeatureFlagPayload'] = ResolversParentTypes['CreateFeatureFlagPayload']> = ResolversObject<{
  flag?: Resolver<ResolversTypes['Flag'], ParentType, ContextType>;
}>;

export type CreateOverridePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateOverridePayload'] = ResolversParentTypes['CreateOverridePayload']> = ResolversObject<{
  override?: Resolver<ResolversTypes['Override'], ParentType, ContextType>;
}>;

export type CreatePaymentOrderPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreatePaymentOrderPayload'] = ResolversParentTypes['CreatePaymentOrderPayload']> = ResolversObject<{
  order?: Resolver<ResolversTypes['PaymentOrder'], ParentType, ContextType>;
}>;

export type CreateProjectPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateProjectPayload'] = ResolversParentTypes['CreateProjectPayload']> = ResolversObject<{
  project?: Resolver<ResolversTypes['Project'], ParentType, ContextType>;
}>;

export type CreateSegmentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateSegmentPayload'] = ResolversParentTypes['CreateSegmentPayload']> = ResolversObject<{
  segment?: Resolver<ResolversTypes['Segment'], ParentType, ContextType>;
}>;

export type CreateWebhookPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateWebhookPayload'] = ResolversParentTypes['CreateWebhookPayload']> = ResolversObject<{
  webhook?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType>;
}>;

export type CurrentPlanResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CurrentPlan'] = ResolversParentTypes['CurrentPlan']> = ResolversObject<{
  currentPlan?: Resolver<ResolversTypes['SubscriptionPlan'], ParentType, ContextType>;
  planExpirationDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  planPeriodStart?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  subscriptionStatus?: Resolver<ResolversTypes['SubscriptionStatus'], ParentType, ContextType>;
  subscriptionVariant?: Resolver<ResolversTypes['SubscriptionVariant'], ParentType, ContextType>;
}>;

export type DashboardStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DashboardStats'] = ResolversParentTypes['DashboardStats']> = ResolversObject<{
  projectName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  projectStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recentEnvironments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recentFlags?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalEnvironments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalFeatureFlags?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalOverrides?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteEnvironmentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteEnvironmentPayload'] = ResolversParentTypes['DeleteEnvironmentPayload']> = ResolversObject<{
  deletedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type DeleteFeatureFlagPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteFeatureFlagPayload'] = ResolversParentTypes['DeleteFeatureFlagPayload']> = ResolversObject<{
  deletedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type DeleteFlagTargetingPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteFlagTargetingPayload'] = ResolversParentTypes['DeleteFlagTargetingPayload']> = ResolversObject<{
  environmentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  flagId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  removed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type DeleteOverridePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteOverridePayload'] = ResolversParentTypes['DeleteOverridePayload']> = ResolversObject<{
  deletedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type DeleteProjectPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteProjectPayload'] = ResolversParentTypes['DeleteProjectPayload']> = ResolversObject<{
  deletedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type DeleteSegmentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteSegmentPayload'] = ResolversParentTypes['DeleteSegmentPayload']> = ResolversObject<{
  deletedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type DeleteWebhookPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteWebhookPayload'] = ResolversParentTypes['DeleteWebhookPayload']> = ResolversObject<{
  deletedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type EntityChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EntityChange'] = ResolversParentTypes['EntityChange']> = ResolversObject<{
  change?: Resolver<ResolversTypes['ChangeKind'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['FieldChange']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['EntityKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EnvironmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Environment'] = ResolversParentTypes['Environment']> = ResolversObject<{
  apiKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  project?: Resolver<ResolversTypes['Project'], ParentType, ContextType>;
  projectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variables?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
}>;

export type EnvironmentComparisonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EnvironmentComparison'] = ResolversParentTypes['EnvironmentComparison']> = ResolversObject<{
  differing?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  flags?: Resolver<Array<ResolversTypes['FlagComparison']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['EnvironmentRef'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['EnvironmentRef'], ParentType, ContextType>;
}>;

export type EnvironmentRefResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EnvironmentRef'] = ResolversParentTypes['EnvironmentRef']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EnvironmentSideResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EnvironmentSide'] = ResolversParentTypes['EnvironmentSide']> = ResolversObject<{
  custom?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  effective?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  targeting?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
}>;

export type EnvironmentUsageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EnvironmentUsage'] = ResolversParentTypes['EnvironmentUsage']> = ResolversObject<{
  byKind?: Resolver<ResolversTypes['RequestsByKind'], ParentType, ContextType>;
  environmentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  environmentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  evaluations?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  requests?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type FieldChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FieldChange'] = ResolversParentTypes['FieldChange']> = ResolversObject<{
  after?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FlagResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Flag'] = ResolversParentTypes['Flag']> = ResolversObject<{
  archived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  archivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  environmentValues?: Resolver<Array<ResolversTypes['FlagEnvironmentValue']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  project?: Resolver<ResolversTypes['Project'], ParentType, ContextType>;
  projectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  targeting?: Resolver<Array<ResolversTypes['FlagTargeting']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['FlagType'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
}>;

export type FlagComparisonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FlagComparison'] = ResolversParentTypes['FlagComparison']> = ResolversObject<{
  differs?: Resolver<ResolversTypes['FlagDifference'], ParentType, ContextType>;
  flagId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['EnvironmentSide'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['EnvironmentSide'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FlagDifferenceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FlagDifference'] = ResolversParentTypes['FlagDifference']> = ResolversObject<{
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  targeting?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type FlagEnvironmentUsageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FlagEnvironmentUsage'] = ResolversParentTypes['FlagEnvironmentUsage']> = ResolversObject<{
  environmentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  environmentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  series?: Resolver<Array<ResolversTypes['UsagePoint']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['VariantCount']>, ParentType, ContextType>;
}>;

export type FlagEnvironmentValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FlagEnvironmentValue'] = ResolversParentTypes['FlagEnvironmentValue']> = ResolversObject<{
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  environmentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  environmentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasCustomValue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasTargeting?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rolloutPercentage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  targeting?: Resolver<Maybe<ResolversTypes['FlagTargeting']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
}>;

export type FlagStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FlagStats'] = ResolversParentTypes['FlagStats']> = ResolversObject<{
  byType?: Resolver<ResolversTypes['FlagTypeCounts'], ParentType, ContextType>;
  disabled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FlagTargetingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FlagTargeting'] = ResolversParentTypes['FlagTargeting']> = ResolversObject<{
  defaultVariant?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  environmentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  environmentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  flagId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  flagKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  flagd?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  rolloutPercentage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  segmentIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  targeting?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  variants?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
}>;

export type FlagTypeCountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FlagTypeCounts'] = ResolversParentTypes['FlagTypeCounts']> = ResolversObject<{
  boolean?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  json?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  string?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FlagUsageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FlagUsage'] = ResolversParentTypes['FlagUsage']> = ResolversObject<{
  clamped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  environments?: Resolver<Array<ResolversTypes['FlagEnvironmentUsage']>, ParentType, ContextType>;
  flagId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  flagKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  lastEvaluatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  retentionDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  step?: Resolver<ResolversTypes['UsageStep'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['VariantCount']>, ParentType, ContextType>;
}>;

export type FlagUsageTotalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FlagUsageTotal'] = ResolversParentTypes['FlagUsageTotal']> = ResolversObject<{
  archived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  evaluations?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  flagId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  flagKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  flagName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastEvaluatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['VariantCount']>, ParentType, ContextType>;
}>;

export type GenerateMissingUuidsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GenerateMissingUuidsPayload'] = ResolversParentTypes['GenerateMissingUuidsPayload']> = ResolversObject<{
  generated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type HistoryEntityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HistoryEntity'] = ResolversParentTypes['HistoryEntity']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['EntityKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HistoryEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HistoryEntry'] = ResolversParentTypes['HistoryEntry']> = ResolversObject<{
  actor?: Resolver<ResolversTypes['ActivityActor'], ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  correlationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entity?: Resolver<ResolversTypes['HistoryEntity'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['EventType'], ParentType, ContextType>;
}>;

export type HistoryInstantResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HistoryInstant'] = ResolversParentTypes['HistoryInstant']> = ResolversObject<{
  eventCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HistoryPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HistoryPage'] = ResolversParentTypes['HistoryPage']> = ResolversObject<{
  entries?: Resolver<Array<ResolversTypes['HistoryEntry']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type HistoryVerificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HistoryVerification'] = ResolversParentTypes['HistoryVerification']> = ResolversObject<{
  firstBad?: Resolver<Maybe<ResolversTypes['ChainBreak']>, ParentType, ContextType>;
  headHash?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  verified?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ImportChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImportChange'] = ResolversParentTypes['ImportChange']> = ResolversObject<{
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ImportCountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImportCounts'] = ResolversParentTypes['ImportCounts']> = ResolversObject<{
  environmentsCreated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  flagsCreated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  flagsUpdated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  segmentsCreated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  segmentsUpdated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  targetingChanged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  valuesChanged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ImportProjectPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImportProjectPayload'] = ResolversParentTypes['ImportProjectPayload']> = ResolversObject<{
  applied?: Resolver<Maybe<ResolversTypes['PromotionRecord']>, ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['ImportChange']>, ParentType, ContextType>;
  counts?: Resolver<Maybe<ResolversTypes['ImportCounts']>, ParentType, ContextType>;
  dryRun?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type InvitationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Invitation'] = ResolversParentTypes['Invitation']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitationUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invitedBy?: Resolver<ResolversTypes['InvitedBy'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InvitationStatus'], ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type InvitationDetailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvitationDetails'] = ResolversParentTypes['InvitationDetails']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  invitedBy?: Resolver<ResolversTypes['InvitedBy'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  project?: Resolver<ResolversTypes['InvitationProject'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InvitationStatus'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InvitationProjectResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvitationProject'] = ResolversParentTypes['InvitationProject']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InviteMemberPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InviteMemberPayload'] = ResolversParentTypes['InviteMemberPayload']> = ResolversObject<{
  invitation?: Resolver<ResolversTypes['Invitation'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InvitedByResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvitedBy'] = ResolversParentTypes['InvitedBy']> = ResolversObject<{
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type KeyAvailabilityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['KeyAvailability'] = ResolversParentTypes['KeyAvailability']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MemberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Member'] = ResolversParentTypes['Member']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  joinedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastActive?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MemberStatus'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['MemberUser'], ParentType, ContextType>;
}>;

export type MemberUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MemberUser'] = ResolversParentTypes['MemberUser']> = ResolversObject<{
  clerkId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastLogin?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type MembershipResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Membership'] = ResolversParentTypes['Membership']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  project?: Resolver<ResolversTypes['ProjectRef'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  acceptInvitation?: Resolver<ResolversTypes['AcceptInvitationPayload'], ParentType, ContextType, RequireFields<MutationAcceptInvitationArgs, 'input'>>;
  addTeamMember?: Resolver<ResolversTypes['AddTeamMemberPayload'], ParentType, ContextType, RequireFields<MutationAddTeamMemberArgs, 'input'>>;
  archiveFeatureFlag?: Resolver<ResolversTypes['ArchiveFeatureFlagPayload'], ParentType, ContextType, RequireFields<MutationArchiveFeatureFlagArgs, 'input'>>;
  autoAcceptInvitations?: Resolver<ResolversTypes['AutoAcceptInvitationsPayload'], ParentType, ContextType>;
  bulkApplyOverrides?: Resolver<ResolversTypes['BulkApplyOverridesPayload'], ParentType, ContextType, RequireFields<MutationBulkApplyOverridesArgs, 'input'>>;
  bulkToggleFeatureFlags?: Resolver<ResolversTypes['BulkToggleFeatureFlagsPayload'], ParentType, ContextType, RequireFields<MutationBulkToggleFeatureFlagsArgs, 'input'>>;
  cancelInvitation?: Resolver<ResolversTypes['CancelInvitationPayload'], ParentType, ContextType, RequireFields<MutationCancelInvitationArgs, 'input'>>;
  cleanupExpiredOverrides?: Resolver<ResolversTypes['CleanupExpiredOverridesPayload'], ParentType, ContextType, RequireFields<MutationCleanupExpiredOverridesArgs, 'input'>>;
  confirmPayment?: Resolver<ResolversTypes['ConfirmPaymentPayload'], ParentType, ContextType, RequireFields<MutationConfirmPaymentArgs, 'input'>>;
  createApiToken?: Resolver<ResolversTypes['CreateApiTokenPayload'], ParentType, ContextType, RequireFields<MutationCreateApiTokenArgs, 'input'>>;
  createEnvironment?: Resolver<ResolversTypes['CreateEnvironmentPayload'], ParentType, ContextType, RequireFields<MutationCreateEnvironmentArgs, 'input'>>;
  createFeatureFlag?: Resolver<ResolversTypes['CreateFeatureFlagPayload'], ParentType, ContextType, RequireFields<MutationCreateFeatureFlagArgs, 'input'>>;
  createOverride?: Resolver<ResolversTypes['CreateOverridePayload'], ParentType, ContextType, RequireFields<MutationCreateOverrideArgs, 'input'>>;
  createPaymentOrder?: Resolver<ResolversTypes['CreatePaymentOrderPayload'], ParentType, ContextType, RequireFields<MutationCreatePaymentOrderArgs, 'input'>>;
  createProject?: Resolver<ResolversTypes['CreateProjectPayload'], ParentType, ContextType, RequireFields<MutationCreateProjectArgs, 'input'>>;
  createSegment?: Resolver<ResolversTypes['CreateSegmentPayload'], ParentType, ContextType, RequireFields<MutationCreateSegmentArgs, 'input'>>;
  createWebhook?: Resolver<ResolversTypes['CreateWebhookPayload'], ParentType, ContextType, RequireFields<MutationCreateWebhookArgs, 'input'>>;
  deleteEnvironment?: Resolver<ResolversTypes['DeleteEnvironmentPayload'], ParentType, ContextType, RequireFields<MutationDeleteEnvironmentArgs, 'input'>>;
  deleteFeatureFlag?: Resolver<ResolversTypes['DeleteFeatureFlagPayload'], ParentType, ContextType, RequireFields<MutationDeleteFeatureFlagArgs, 'input'>>;
  deleteFlagTargeting?: Resolver<ResolversTypes['DeleteFlagTargetingPayload'], ParentType, ContextType, RequireFields<MutationDeleteFlagTargetingArgs, 'input'>>;
  deleteOverride?: Resolver<ResolversTypes['DeleteOverridePayload'], ParentType, ContextType, RequireFields<MutationDeleteOverrideArgs, 'input'>>;
  deleteProject?: Resolver<ResolversTypes['DeleteProjectPayload'], ParentType, ContextType, RequireFields<MutationDeleteProjectArgs, 'input'>>;
  deleteSegment?: Resolver<ResolversTypes['DeleteSegmentPayload'], ParentType, ContextType, RequireFields<MutationDeleteSegmentArgs, 'input'>>;
  deleteWebhook?: Resolver<ResolversTypes['DeleteWebhookPayload'], ParentType, ContextType, RequireFields<MutationDeleteWebhookArgs, 'input'>>;
  generateMissingUuids?: Resolver<ResolversTypes['GenerateMissingUuidsPayload'], ParentType, ContextType>;
  importProject?: Resolver<ResolversTypes['ImportProjectPayload'], ParentType, ContextType, RequireFields<MutationImportProjectArgs, 'input'>>;
  inviteMember?: Resolver<ResolversTypes['InviteMemberPayload'], ParentType, ContextType, RequireFields<MutationInviteMemberArgs, 'input'>>;
  promoteEnvironment?: Resolver<ResolversTypes['PromoteEnvironmentPayload'], ParentType, ContextType, RequireFields<MutationPromoteEnvironmentArgs, 'input'>>;
  recordPayment?: Resolver<ResolversTypes['RecordPaymentPayload'], ParentType, ContextType, RequireFields<MutationRecordPaymentArgs, 'input'>>;
  redeliverWebhookDelivery?: Resolver<ResolversTypes['RedeliverWebhookDeliveryPayload'], ParentType, ContextType, RequireFields<MutationRedeliverWebhookDeliveryArgs, 'input'>>;
  regenerateApiKey?: Resolver<ResolversTypes['RegenerateApiKeyPayload'], ParentType, ContextType, RequireFields<MutationRegenerateApiKeyArgs, 'input'>>;
  regenerateClientKey?: Resolver<ResolversTypes['RegenerateClientKeyPayload'], ParentType, ContextType, RequireFields<MutationRegenerateClientKeyArgs, 'input'>>;
  reissueInvitation?: Resolver<ResolversTypes['ReissueInvitationPayload'], ParentType, ContextType, RequireFields<MutationReissueInvitationArgs, 'input'>>;
  removeMember?: Resolver<ResolversTypes['RemoveMemberPayload'], ParentType, ContextType, RequireFields<MutationRemoveMemberArgs, 'input'>>;
  removeTeamMember?: Resolver<ResolversTypes['RemoveTeamMemberPayload'], ParentType, ContextType, RequireFields<MutationRemoveTeamMemberArgs, 'input'>>;
  restoreEntity?: Resolver<ResolversTypes['RestoreEntityPayload'], ParentType, ContextType, RequireFields<MutationRestoreEntityArgs, 'input'>>;
  revertPromotion?: Resolver<ResolversTypes['RevertPromotionPayload'], ParentType, ContextType, RequireFields<MutationRevertPromotionArgs, 'input'>>;
  revokeApiToken?: Resolver<ResolversTypes['RevokeApiTokenPayload'], ParentType, ContextType, RequireFields<MutationRevokeApiTokenArgs, 'input'>>;
  rotateWebhookSecret?: Resolver<ResolversTypes['RotateWebhookSecretPayload'], ParentType, ContextType, RequireFields<MutationRotateWebhookSecretArgs, 'input'>>;
  setEnvironmentValue?: Resolver<ResolversTypes['SetEnvironmentValuePayload'], ParentType, ContextType, RequireFields<MutationSetEnvironmentValueArgs, 'input'>>;
  setEnvironmentVariables?: Resolver<ResolversTypes['SetEnvironmentVariablesPayload'], ParentType, ContextType, RequireFields<MutationSetEnvironmentVariablesArgs, 'input'>>;
  setFlagTargeting?: Resolver<ResolversTypes['SetFlagTargetingPayload'], ParentType, ContextType, RequireFields<MutationSetFlagTargetingArgs, 'input'>>;
  toggleFeatureFlag?: Resolver<ResolversTypes['ToggleFeatureFlagPayload'], ParentType, ContextType, RequireFields<MutationToggleFeatureFlagArgs, 'input'>>;
  toggleOverride?: Resolver<ResolversTypes['ToggleOverridePayload'], ParentType, ContextType, RequireFields<MutationToggleOverrideArgs, 'input'>>;
  unarchiveFeatureFlag?: Resolver<ResolversTypes['UnarchiveFeatureFlagPayload'], ParentType, ContextType, RequireFields<MutationUnarchiveFeatureFlagArgs, 'input'>>;
  updateEnvironment?: Resolver<ResolversTypes['UpdateEnvironmentPayload'], ParentType, ContextType, RequireFields<MutationUpdateEnvironmentArgs, 'input'>>;
  updateFeatureFlag?: Resolver<ResolversTypes['UpdateFeatureFlagPayload'], ParentType, ContextType, RequireFields<MutationUpdateFeatureFlagArgs, 'input'>>;
  updateMemberRole?: Resolver<ResolversTypes['UpdateMemberRolePayload'], ParentType, ContextType, RequireFields<MutationUpdateMemberRoleArgs, 'input'>>;
  updateOverride?: Resolver<ResolversTypes['UpdateOverridePayload'], ParentType, ContextType, RequireFields<MutationUpdateOverrideArgs, 'input'>>;
  updateProject?: Resolver<ResolversTypes['UpdateProjectPayload'], ParentType, ContextType, RequireFields<MutationUpdateProjectArgs, 'input'>>;
  updateSegment?: Resolver<ResolversTypes['UpdateSegmentPayload'], ParentType, ContextType, RequireFields<MutationUpdateSegmentArgs, 'input'>>;
  updateUsageSettings?: Resolver<ResolversTypes['UpdateUsageSettingsPayload'], ParentType, ContextType, RequireFields<MutationUpdateUsageSettingsArgs, 'input'>>;
  updateUserInfo?: Resolver<ResolversTypes['UpdateUserInfoPayload'], ParentType, ContextType, RequireFields<MutationUpdateUserInfoArgs, 'input'>>;
  updateUserPreferences?: Resolver<ResolversTypes['UpdateUserPreferencesPayload'], ParentType, ContextType, RequireFields<MutationUpdateUserPreferencesArgs, 'input'>>;
  updateWebhook?: Resolver<ResolversTypes['UpdateWebhookPayload'], ParentType, ContextType, RequireFields<MutationUpdateWebhookArgs, 'input'>>;
  validateUserInfo?: Resolver<ResolversTypes['ValidateUserInfoPayload'], ParentType, ContextType>;
}>;

export type OverrideResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Override'] = ResolversParentTypes['Override']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  environment?: Resolver<Maybe<ResolversTypes['OverrideEnvironment']>, ParentType, ContextType>;
  expired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  featureFlagValues?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priority?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  project?: Resolver<ResolversTypes['Project'], ParentType, ContextType>;
  projectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OverrideEnvironmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OverrideEnvironment'] = ResolversParentTypes['OverrideEnvironment']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PastConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PastConfig'] = ResolversParentTypes['PastConfig']> = ResolversObject<{
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  etag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  instant?: Resolver<ResolversTypes['HistoryInstant'], ParentType, ContextType>;
}>;

export type PastEnvironmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PastEnvironment'] = ResolversParentTypes['PastEnvironment']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variables?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
}>;

export type PastEnvironmentRefResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PastEnvironmentRef'] = ResolversParentTypes['PastEnvironmentRef']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PastFlagResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PastFlag'] = ResolversParentTypes['PastFlag']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  targeting?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['FlagType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
}>;

export type PastInvitationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PastInvitation'] = ResolversParentTypes['PastInvitation']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InvitationStatus'], ParentType, ContextType>;
}>;

export type PastOverrideResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PastOverride'] = ResolversParentTypes['PastOverride']> = ResolversObject<{
  environment?: Resolver<Maybe<ResolversTypes['PastEnvironmentRef']>, ParentType, ContextType>;
  expired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  featureFlagValues?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priority?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PastPlanResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PastPlan'] = ResolversParentTypes['PastPlan']> = ResolversObject<{
  expiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  planId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variant?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PastProjectResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PastProject'] = ResolversParentTypes['PastProject']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  environments?: Resolver<Array<ResolversTypes['PastEnvironment']>, ParentType, ContextType>;
  featureFlags?: Resolver<Array<ResolversTypes['PastFlag']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitations?: Resolver<Array<ResolversTypes['PastInvitation']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  overrides?: Resolver<Array<ResolversTypes['PastOverride']>, ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['ProjectOwner'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['PastPlan'], ParentType, ContextType>;
  segments?: Resolver<Array<ResolversTypes['PastSegment']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  teamMembers?: Resolver<Array<ResolversTypes['TeamMember']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PastSegmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PastSegment'] = ResolversParentTypes['PastSegment']> = ResolversObject<{
  conditions?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Payment'] = ResolversParentTypes['Payment']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currentPlanId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  planId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  projectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PaymentType'], ParentType, ContextType>;
  variant?: Resolver<ResolversTypes['SubscriptionVariant'], ParentType, ContextType>;
}>;

export type PaymentOrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentOrder'] = ResolversParentTypes['PaymentOrder']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  approveUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type PaymentsConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentsConfig'] = ResolversParentTypes['PaymentsConfig']> = ResolversObject<{
  clientId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['PaymentProvider'], ParentType, ContextType>;
}>;

export type ProjectResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Project'] = ResolversParentTypes['Project']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  environmentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  environments?: Resolver<Array<ResolversTypes['Environment']>, ParentType, ContextType>;
  featureFlagCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  featureFlags?: Resolver<Array<ResolversTypes['Flag']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  overrides?: Resolver<Array<ResolversTypes['Override']>, ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['ProjectOwner'], ParentType, ContextType>;
  permissions?: Resolver<ResolversTypes['ProjectPermissions'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  settings?: Resolver<ResolversTypes['ProjectSettings'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  teamMemberCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  teamMembers?: Resolver<Array<ResolversTypes['TeamMember']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProjectAtInstantResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProjectAtInstant'] = ResolversParentTypes['ProjectAtInstant']> = ResolversObject<{
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  instant?: Resolver<ResolversTypes['HistoryInstant'], ParentType, ContextType>;
  project?: Resolver<ResolversTypes['PastProject'], ParentType, ContextType>;
}>;

export type ProjectDiffResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProjectDiff'] = ResolversParentTypes['ProjectDiff']> = ResolversObject<{
  changes?: Resolver<Array<ResolversTypes['EntityChange']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['HistoryInstant'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['HistoryInstant'], ParentType, ContextType>;
}>;

export type ProjectOwnerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProjectOwner'] = ResolversParentTypes['ProjectOwner']> = ResolversObject<{
  clerkId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProjectPermissionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProjectPermissions'] = ResolversParentTypes['ProjectPermissions']> = ResolversObject<{
  canDeleteProject?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canInviteUsers?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canManageBilling?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canManageEnvironments?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canManageFlags?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canManageMembers?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canManageOverrides?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canManageProject?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ProjectRefResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProjectRef'] = ResolversParentTypes['ProjectRef']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProjectSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProjectSettings'] = ResolversParentTypes['ProjectSettings']> = ResolversObject<{
  environments?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProjectUsageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProjectUsage'] = ResolversParentTypes['ProjectUsage']> = ResolversObject<{
  totalEnvironments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalFeatureFlags?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalOverrides?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalSegments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalTeamMembers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProjectUsageSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProjectUsageSummary'] = ResolversParentTypes['ProjectUsageSummary']> = ResolversObject<{
  advancedAnalytics?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  clamped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  environments?: Resolver<Array<ResolversTypes['EnvironmentUsage']>, ParentType, ContextType>;
  flags?: Resolver<Array<ResolversTypes['FlagUsageTotal']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  projectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  range?: Resolver<ResolversTypes['UsageRange'], ParentType, ContextType>;
  requestSeries?: Resolver<Maybe<Array<ResolversTypes['UsagePoint']>>, ParentType, ContextType>;
  retentionDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  staleAfterDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  staleFlags?: Resolver<Array<ResolversTypes['StaleFlag']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  totalEvaluations?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type PromoteEnvironmentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PromoteEnvironmentPayload'] = ResolversParentTypes['PromoteEnvironmentPayload']> = ResolversObject<{
  dryRun?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  flags?: Resolver<Array<ResolversTypes['PromotedFlag']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  promotion?: Resolver<Maybe<ResolversTypes['PromotionRecord']>, ParentType, ContextType>;
  skipped?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PromotedFlagResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PromotedFlag'] = ResolversParentTypes['PromotedFlag']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  targeting?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
}>;

export type PromotionRecordResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PromotionRecord'] = ResolversParentTypes['PromotionRecord']> = ResolversObject<{
  eventCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  apiTokens?: Resolver<Array<ResolversTypes['ApiToken']>, ParentType, ContextType, RequireFields<QueryApiTokensArgs, 'projectId'>>;
  checkFlagKeyAvailability?: Resolver<ResolversTypes['KeyAvailability'], ParentType, ContextType, RequireFields<QueryCheckFlagKeyAvailabilityArgs, 'key' | 'projectId'>>;
  compareEnvironments?: Resolver<ResolversTypes['EnvironmentComparison'], ParentType, ContextType, RequireFields<QueryCompareEnvironmentsArgs, 'from' | 'projectId' | 'to'>>;
  configAt?: Resolver<ResolversTypes['PastConfig'], ParentType, ContextType, RequireFields<QueryConfigAtArgs, 'at' | 'environmentUuid' | 'projectUuid'>>;
  currentPlan?: Resolver<ResolversTypes['CurrentPlan'], ParentType, ContextType, RequireFields<QueryCurrentPlanArgs, 'projectId'>>;
  dashboardActivity?: Resolver<Array<ResolversTypes['ActivityItem']>, ParentType, ContextType, RequireFields<QueryDashboardActivityArgs, 'projectId'>>;
  dashboardStats?: Resolver<ResolversTypes['DashboardStats'], ParentType, ContextType, RequireFields<QueryDashboardStatsArgs, 'projectId'>>;
  environment?: Resolver<ResolversTypes['Environment'], ParentType, ContextType, RequireFields<QueryEnvironmentArgs, 'id'>>;
  environmentConfig?: Resolver<ResolversTypes['JSON'], ParentType, ContextType, RequireFields<QueryEnvironmentConfigArgs, 'id'>>;
  environments?: Resolver<Array<ResolversTypes['Environment']>, ParentType, ContextType, RequireFields<QueryEnvironmentsArgs, 'projectId'>>;
  exportProject?: Resolver<ResolversTypes['JSON'], ParentType, ContextType, RequireFields<QueryExportProjectArgs, 'projectId'>>;
  featureFlag?: Resolver<ResolversTypes['Flag'], ParentType, ContextType, RequireFields<QueryFeatureFlagArgs, 'id'>>;
  featureFlagByKey?: Resolver<ResolversTypes['Flag'], ParentType, ContextType, RequireFields<QueryFeatureFlagByKeyArgs, 'key' | 'projectId'>>;
  featureFlagStats?: Resolver<ResolversTypes['FlagStats'], ParentType, ContextType, RequireFields<QueryFeatureFlagStatsArgs, 'projectId'>>;
  featureFlags?: Resolver<Array<ResolversTypes['Flag']>, ParentType, ContextType, RequireFields<QueryFeatureFlagsArgs, 'projectId'>>;
  featureFlagsByArchive?: Resolver<Array<ResolversTypes['Flag']>, ParentType, ContextType, RequireFields<QueryFeatureFlagsByArchiveArgs, 'archived' | 'projectId'>>;
  flagTargeting?: Resolver<Maybe<ResolversTypes['FlagTargeting']>, ParentType, ContextType, RequireFields<QueryFlagTargetingArgs, 'environmentId' | 'flagId'>>;
  flagUsage?: Resolver<ResolversTypes['FlagUsage'], ParentType, ContextType, RequireFields<QueryFlagUsageArgs, 'flagId'>>;
  flagdDocument?: Resolver<ResolversTypes['JSON'], ParentType, ContextType, RequireFields<QueryFlagdDocumentArgs, 'environmentId'>>;
  invitationDetails?: Resolver<ResolversTypes['InvitationDetails'], ParentType, ContextType, RequireFields<QueryInvitationDetailsArgs, 'token'>>;
  myApiTokens?: Resolver<Array<ResolversTypes['ApiToken']>, ParentType, ContextType>;
  myMemberships?: Resolver<Array<ResolversTypes['Membership']>, ParentType, ContextType>;
  myProjects?: Resolver<Array<ResolversTypes['Project']>, ParentType, ContextType>;
  override?: Resolver<ResolversTypes['Override'], ParentType, ContextType, RequireFields<QueryOverrideArgs, 'id'>>;
  overrides?: Resolver<Array<ResolversTypes['Override']>, ParentType, ContextType, RequireFields<QueryOverridesArgs, 'projectId'>>;
  paymentsConfig?: Resolver<ResolversTypes['PaymentsConfig'], ParentType, ContextType>;
  project?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<QueryProjectArgs, 'id'>>;
  projectAt?: Resolver<ResolversTypes['ProjectAtInstant'], ParentType, ContextType, RequireFields<QueryProjectAtArgs, 'at' | 'projectId'>>;
  projectDiff?: Resolver<ResolversTypes['ProjectDiff'], ParentType, ContextType, RequireFields<QueryProjectDiffArgs, 'from' | 'projectId' | 'to'>>;
  projectHead?: Resolver<ResolversTypes['HistoryInstant'], ParentType, ContextType, RequireFields<QueryProjectHeadArgs, 'projectId'>>;
  projectHistory?: Resolver<ResolversTypes['HistoryPage'], ParentType, ContextType, RequireFields<QueryProjectHistoryArgs, 'projectId'>>;
  projectInvitations?: Resolver<Array<ResolversTypes['Invitation']>, ParentType, ContextType, RequireFields<QueryProjectInvitationsArgs, 'projectId'>>;
  projectMembers?: Resolver<Array<ResolversTypes['Member']>, ParentType, ContextType, RequireFields<QueryProjectMembersArgs, 'projectId'>>;
  projectUsage?: Resolver<ResolversTypes['ProjectUsage'], ParentType, ContextType, RequireFields<QueryProjectUsageArgs, 'projectId'>>;
  projectUsageSummary?: Resolver<ResolversTypes['ProjectUsageSummary'], ParentType, ContextType, RequireFields<QueryProjectUsageSummaryArgs, 'projectId'>>;
  projects?: Resolver<Array<ResolversTypes['Project']>, ParentType, ContextType>;
  segment?: Resolver<ResolversTypes['Segment'], ParentType, ContextType, RequireFields<QuerySegmentArgs, 'id'>>;
  segments?: Resolver<Array<ResolversTypes['Segment']>, ParentType, ContextType, RequireFields<QuerySegmentsArgs, 'projectId'>>;
  staleFlags?: Resolver<Array<ResolversTypes['StaleFlag']>, ParentType, ContextType, RequireFields<QueryStaleFlagsArgs, 'projectId'>>;
  subscriptionPlans?: Resolver<Array<ResolversTypes['SubscriptionPlan']>, ParentType, ContextType>;
  usageSettings?: Resolver<ResolversTypes['UsageSettings'], ParentType, ContextType, RequireFields<QueryUsageSettingsArgs, 'projectId'>>;
  userInfo?: Resolver<ResolversTypes['UserInfo'], ParentType, ContextType>;
  userStats?: Resolver<ResolversTypes['UserStats'], ParentType, ContextType>;
  verifyProjectHistory?: Resolver<ResolversTypes['HistoryVerification'], ParentType, ContextType, RequireFields<QueryVerifyProjectHistoryArgs, 'projectId'>>;
  webhook?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType, RequireFields<QueryWebhookArgs, 'id'>>;
  webhookDeliveries?: Resolver<ResolversTypes['WebhookDeliveryPage'], ParentType, ContextType, RequireFields<QueryWebhookDeliveriesArgs, 'webhookId'>>;
  webhookDelivery?: Resolver<ResolversTypes['WebhookDelivery'], ParentType, ContextType, RequireFields<QueryWebhookDeliveryArgs, 'deliveryId' | 'webhookId'>>;
  webhookEventTypes?: Resolver<Array<ResolversTypes['WebhookEventGroup']>, ParentType, ContextType>;
  webhooks?: Resolver<Array<ResolversTypes['Webhook']>, ParentType, ContextType, RequireFields<QueryWebhooksArgs, 'projectId'>>;
}>;

export type RecordPaymentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RecordPaymentPayload'] = ResolversParentTypes['RecordPaymentPayload']> = ResolversObject<{
  payment?: Resolver<ResolversTypes['Payment'], ParentType, ContextType>;
}>;

export type RedeliverWebhookDeliveryPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RedeliverWebhookDeliveryPayload'] = ResolversParentTypes['RedeliverWebhookDeliveryPayload']> = ResolversObject<{
  delivery?: Resolver<ResolversTypes['WebhookDelivery'], ParentType, ContextType>;
}>;

export type RegenerateApiKeyPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegenerateApiKeyPayload'] = ResolversParentTypes['RegenerateApiKeyPayload']> = ResolversObject<{
  environment?: Resolver<ResolversTypes['Environment'], ParentType, ContextType>;
}>;

export type RegenerateClientKeyPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegenerateClientKeyPayload'] = ResolversParentTypes['RegenerateClientKeyPayload']> = ResolversObject<{
  environment?: Resolver<ResolversTypes['Environment'], ParentType, ContextType>;
}>;

export type ReissueInvitationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReissueInvitationPayload'] = ResolversParentTypes['ReissueInvitationPayload']> = ResolversObject<{
  invitation?: Resolver<ResolversTypes['Invitation'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RemoveMemberPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RemoveMemberPayload'] = ResolversParentTypes['RemoveMemberPayload']> = ResolversObject<{
  deletedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type RemoveTeamMemberPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RemoveTeamMemberPayload'] = ResolversParentTypes['RemoveTeamMemberPayload']> = ResolversObject<{
  project?: Resolver<ResolversTypes['Project'], ParentType, ContextType>;
}>;

export type RequestsByKindResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RequestsByKind'] = ResolversParentTypes['RequestsByKind']> = ResolversObject<{
  config?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  flagd?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  impressions?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  ofrep?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type RestoreEntityPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RestoreEntityPayload'] = ResolversParentTypes['RestoreEntityPayload']> = ResolversObject<{
  entity?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  eventCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  restored?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['HistoryInstant'], ParentType, ContextType>;
}>;

export type RevertPromotionPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RevertPromotionPayload'] = ResolversParentTypes['RevertPromotionPayload']> = ResolversObject<{
  flags?: Resolver<Array<ResolversTypes['PromotedFlag']>, ParentType, ContextType>;
  promotion?: Resolver<Maybe<ResolversTypes['PromotionRecord']>, ParentType, ContextType>;
  reverted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type RevokeApiTokenPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RevokeApiTokenPayload'] = ResolversParentTypes['RevokeApiTokenPayload']> = ResolversObject<{
  apiToken?: Resolver<ResolversTypes['ApiToken'], ParentType, ContextType>;
}>;

export type RotateWebhookSecretPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RotateWebhookSecretPayload'] = ResolversParentTypes['RotateWebhookSecretPayload']> = ResolversObject<{
  webhook?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType>;
}>;

export type SegmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Segment'] = ResolversParentTypes['Segment']> = ResolversObject<{
  conditions?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  project?: Resolver<ResolversTypes['Project'], ParentType, ContextType>;
  projectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  usage?: Resolver<Array<ResolversTypes['SegmentUsage']>, ParentType, ContextType>;
}>;

export type SegmentUsageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SegmentUsage'] = ResolversParentTypes['SegmentUsage']> = ResolversObject<{
  environmentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  environmentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  flagId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  flagKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  flagName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SetEnvironmentValuePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetEnvironmentValuePayload'] = ResolversParentTypes['SetEnvironmentValuePayload']> = ResolversObject<{
  environment?: Resolver<ResolversTypes['Environment'], ParentType, ContextType>;
}>;

export type SetEnvironmentVariablesPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetEnvironmentVariablesPayload'] = ResolversParentTypes['SetEnvironmentVariablesPayload']> = ResolversObject<{
  environment?: Resolver<ResolversTypes['Environment'], ParentType, ContextType>;
}>;

export type SetFlagTargetingPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetFlagTargetingPayload'] = ResolversParentTypes['SetFlagTargetingPayload']> = ResolversObject<{
  targeting?: Resolver<ResolversTypes['FlagTargeting'], ParentType, ContextType>;
}>;

export type StaleFlagResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StaleFlag'] = ResolversParentTypes['StaleFlag']> = ResolversObject<{
  flagId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  flagKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  flagName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastEvaluatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['StaleReason'], ParentType, ContextType>;
  since?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  variant?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SubscriptionPlanResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubscriptionPlan'] = ResolversParentTypes['SubscriptionPlan']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  featureHasWhitelabel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  featureMaxEnvironments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  featureMaxFeatureFlags?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  featureMaxOverrides?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  featureMaxSegments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  featureMaxTeamMembers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  features?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isFreePlan?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  monthyPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  planOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  yearlyPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type TeamMemberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TeamMember'] = ResolversParentTypes['TeamMember']> = ResolversObject<{
  clerkId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
}>;

export type ToggleFeatureFlagPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ToggleFeatureFlagPayload'] = ResolversParentTypes['ToggleFeatureFlagPayload']> = ResolversObject<{
  flag?: Resolver<ResolversTypes['Flag'], ParentType, ContextType>;
}>;

export type ToggleOverridePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ToggleOverridePayload'] = ResolversParentTypes['ToggleOverridePayload']> = ResolversObject<{
  override?: Resolver<ResolversTypes['Override'], ParentType, ContextType>;
}>;

export type UnarchiveFeatureFlagPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UnarchiveFeatureFlagPayload'] = ResolversParentTypes['UnarchiveFeatureFlagPayload']> = ResolversObject<{
  flag?: Resolver<ResolversTypes['Flag'], ParentType, ContextType>;
}>;

export type UpdateEnvironmentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateEnvironmentPayload'] = ResolversParentTypes['UpdateEnvironmentPayload']> = ResolversObject<{
  environment?: Resolver<ResolversTypes['Environment'], ParentType, ContextType>;
}>;

export type UpdateFeatureFlagPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateFeatureFlagPayload'] = ResolversParentTypes['UpdateFeatureFlagPayload']> = ResolversObject<{
  flag?: Resolver<ResolversTypes['Flag'], ParentType, ContextType>;
}>;

export type UpdateMemberRolePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateMemberRolePayload'] = ResolversParentTypes['UpdateMemberRolePayload']> = ResolversObject<{
  member?: Resolver<ResolversTypes['Member'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UpdateOverridePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateOverridePayload'] = ResolversParentTypes['UpdateOverridePayload']> = ResolversObject<{
  override?: Resolver<ResolversTypes['Override'], ParentType, ContextType>;
}>;

export type UpdateProjectPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateProjectPayload'] = ResolversParentTypes['UpdateProjectPayload']> = ResolversObject<{
  project?: Resolver<ResolversTypes['Project'], ParentType, ContextType>;
}>;

export type UpdateSegmentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateSegmentPayload'] = ResolversParentTypes['UpdateSegmentPayload']> = ResolversObject<{
  segment?: Resolver<ResolversTypes['Segment'], ParentType, ContextType>;
}>;

export type UpdateUsageSettingsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateUsageSettingsPayload'] = ResolversParentTypes['UpdateUsageSettingsPayload']> = ResolversObject<{
  usageSettings?: Resolver<ResolversTypes['UsageSettings'], ParentType, ContextType>;
}>;

export type UpdateUserInfoPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateUserInfoPayload'] = ResolversParentTypes['UpdateUserInfoPayload']> = ResolversObject<{
  user?: Resolver<ResolversTypes['UserInfo'], ParentType, ContextType>;
}>;

export type UpdateUserPreferencesPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateUserPreferencesPayload'] = ResolversParentTypes['UpdateUserPreferencesPayload']> = ResolversObject<{
  user?: Resolver<ResolversTypes['UserInfo'], ParentType, ContextType>;
}>;

export type UpdateWebhookPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateWebhookPayload'] = ResolversParentTypes['UpdateWebhookPayload']> = ResolversObject<{
  webhook?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType>;
}>;

export type UsagePointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UsagePoint'] = ResolversParentTypes['UsagePoint']> = ResolversObject<{
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  counts?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
}>;

export type UsageSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UsageSettings'] = ResolversParentTypes['UsageSettings']> = ResolversObject<{
  staleAfterDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UserInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserInfo'] = ResolversParentTypes['UserInfo']> = ResolversObject<{
  bio?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clerkId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  preferences?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type UserStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserStats'] = ResolversParentTypes['UserStats']> = ResolversObject<{
  ownedProjects?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalEnvironments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalFeatureFlags?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalOverrides?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalProjects?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ValidateUserInfoPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ValidateUserInfoPayload'] = ResolversParentTypes['ValidateUserInfoPayload']> = ResolversObject<{
  user?: Resolver<ResolversTypes['UserInfo'], ParentType, ContextType>;
}>;

export type VariantCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VariantCount'] = ResolversParentTypes['VariantCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  share?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  variant?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WebhookResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Webhook'] = ResolversParentTypes['Webhook']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['ApiTokenCreator'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  project?: Resolver<ResolversTypes['Project'], ParentType, ContextType>;
  projectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WebhookAttemptResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookAttempt'] = ResolversParentTypes['WebhookAttempt']> = ResolversObject<{
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  latencyMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statusCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type WebhookDeliveryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookDelivery'] = ResolversParentTypes['WebhookDelivery']> = ResolversObject<{
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  eventType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['WebhookAttempt']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  latencyMs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  nextAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  payload?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  redelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  responseCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  seq?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WebhookDeliveryStatus'], ParentType, ContextType>;
  webhookId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type WebhookDeliveryPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookDeliveryPage'] = ResolversParentTypes['WebhookDeliveryPage']> = ResolversObject<{
  deliveries?: Resolver<Array<ResolversTypes['WebhookDelivery']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type WebhookEventGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookEventGroup'] = ResolversParentTypes['WebhookEventGroup']> = ResolversObject<{
  group?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  types?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  AcceptInvitationPayload?: AcceptInvitationPayloadResolvers<ContextType>;
  AcceptedInvitation?: AcceptedInvitationResolvers<ContextType>;
  ActivityActor?: ActivityActorResolvers<ContextType>;
  ActivityItem?: ActivityItemResolvers<ContextType>;
  AddTeamMemberPayload?: AddTeamMemberPayloadResolvers<ContextType>;
  ApiToken?: ApiTokenResolvers<ContextType>;
  ApiTokenCreator?: ApiTokenCreatorResolvers<ContextType>;
  ArchiveFeatureFlagPayload?: ArchiveFeatureFlagPayloadResolvers<ContextType>;
  AutoAcceptInvitationsPayload?: AutoAcceptInvitationsPayloadResolvers<ContextType>;
  BulkApplyOverridesPayload?: BulkApplyOverridesPayloadResolvers<ContextType>;
  BulkToggleFeatureFlagsPayload?: BulkToggleFeatureFlagsPayloadResolvers<ContextType>;
  CancelInvitationPayload?: CancelInvitationPayloadResolvers<ContextType>;
  ChainBreak?: ChainBreakResolvers<ContextType>;
  CleanupExpiredOverridesPayload?: CleanupExpiredOverridesPayloadResolvers<ContextType>;
  ConfirmPaymentPayload?: ConfirmPaymentPayloadResolvers<ContextType>;
  CreateApiTokenPayload?: CreateApiTokenPayloadResolvers<ContextType>;
  CreateEnvironmentPayload?: CreateEnvironmentPayloadResolvers<ContextType>;
  CreateFeatureFlagPayload?: CreateFeatureFlagPayloadResolvers<ContextType>;
  CreateOverridePayload?: CreateOverridePayloadResolvers<ContextType>;
  CreatePaymentOrderPayload?: CreatePaymentOrderPayloadResolvers<ContextType>;
  CreateProjectPayload?: CreateProjectPayloadResolvers<ContextType>;
  CreateSegmentPayload?: CreateSegmentPayloadResolvers<ContextType>;
  CreateWebhookPayload?: CreateWebhookPayloadResolvers<ContextType>;
  CurrentPlan?: CurrentPlanResolvers<ContextType>;
  DashboardStats?: DashboardStatsResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeleteEnvironmentPayload?: DeleteEnvironmentPayloadResolvers<ContextType>;
  DeleteFeatureFlagPayload?: DeleteFeatureFlagPayloadResolvers<ContextType>;
  DeleteFlagTargetingPayload?: DeleteFlagTargetingPayloadResolvers<ContextType>;
  DeleteOverridePayload?: DeleteOverridePayloadResolvers<ContextType>;
  DeleteProjectPayload?: DeleteProjectPayloadResolvers<ContextType>;
  DeleteSegmentPayload?: DeleteSegmentPayloadResolvers<ContextType>;
  DeleteWebhookPayload?: DeleteWebhookPayloadResolvers<ContextType>;
  EntityChange?: EntityChangeResolvers<ContextType>;
  Environment?: EnvironmentResolvers<ContextType>;
  EnvironmentComparison?: EnvironmentComparisonResolvers<ContextType>;
  EnvironmentRef?: EnvironmentRefResolvers<ContextType>;
  EnvironmentSide?: EnvironmentSideResolvers<ContextType>;
  EnvironmentUsage?: EnvironmentUsageResolvers<ContextType>;
  FieldChange?: FieldChangeResolvers<ContextType>;
  Flag?: FlagResolvers<ContextType>;
  FlagComparison?: FlagComparisonResolvers<ContextType>;
  FlagDifference?: FlagDifferenceResolvers<ContextType>;
  FlagEnvironmentUsage?: FlagEnvironmentUsageResolvers<ContextType>;
  FlagEnvironmentValue?: FlagEnvironmentValueResolvers<ContextType>;
  FlagStats?: FlagStatsResolvers<ContextType>;
  FlagTargeting?: FlagTargetingResolvers<ContextType>;
  FlagTypeCounts?: FlagTypeCountsResolvers<ContextType>;
  FlagUsage?: FlagUsageResolvers<ContextType>;
  FlagUsageTotal?: FlagUsageTotalResolvers<ContextType>;
  GenerateMissingUuidsPayload?: GenerateMissingUuidsPayloadResolvers<ContextType>;
  HistoryEntity?: HistoryEntityResolvers<ContextType>;
  HistoryEntry?: HistoryEntryResolvers<ContextType>;
  HistoryInstant?: HistoryInstantResolvers<ContextType>;
  HistoryPage?: HistoryPageResolvers<ContextType>;
  HistoryVerification?: HistoryVerificationResolvers<ContextType>;
  ImportChange?: ImportChangeResolvers<ContextType>;
  ImportCounts?: ImportCountsResolvers<ContextType>;
  ImportProjectPayload?: ImportProjectPayloadResolvers<ContextType>;
  Invitation?: InvitationResolvers<ContextType>;
  InvitationDetails?: InvitationDetailsResolvers<ContextType>;
  InvitationProject?: InvitationProjectResolvers<ContextType>;
  InviteMemberPayload?: InviteMemberPayloadResolvers<ContextType>;
  InvitedBy?: InvitedByResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  KeyAvailability?: KeyAvailabilityResolvers<ContextType>;
  Member?: MemberResolvers<ContextType>;
  MemberUser?: MemberUserResolvers<ContextType>;
  Membership?: MembershipResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Override?: OverrideResolvers<ContextType>;
  OverrideEnvironment?: OverrideEnvironmentResolvers<ContextType>;
  PastConfig?: PastConfigResolvers<ContextType>;
  PastEnvironment?: PastEnvironmentResolvers<ContextType>;
  PastEnvironmentRef?: PastEnvironmentRefResolvers<ContextType>;
  PastFlag?: PastFlagResolvers<ContextType>;
  PastInvitation?: PastInvitationResolvers<ContextType>;
  PastOverride?: PastOverrideResolvers<ContextType>;
  PastPlan?: PastPlanResolvers<ContextType>;
  PastProject?: PastProjectResolvers<ContextType>;
  PastSegment?: PastSegmentResolvers<ContextType>;
  Payment?: PaymentResolvers<ContextType>;
  PaymentOrder?: PaymentOrderResolvers<ContextType>;
  PaymentsConfig?: PaymentsConfigResolvers<ContextType>;
  Project?: ProjectResolvers<ContextType>;
  ProjectAtInstant?: ProjectAtInstantResolvers<ContextType>;
  ProjectDiff?: ProjectDiffResolvers<ContextType>;
  ProjectOwner?: ProjectOwnerResolvers<ContextType>;
  ProjectPermissions?: ProjectPermissionsResolvers<ContextType>;
  ProjectRef?: ProjectRefResolvers<ContextType>;
  ProjectSettings?: ProjectSettingsResolvers<ContextType>;
  ProjectUsage?: ProjectUsageResolvers<ContextType>;
  ProjectUsageSummary?: ProjectUsageSummaryResolvers<ContextType>;
  PromoteEnvironmentPayload?: PromoteEnvironmentPayloadResolvers<ContextType>;
  PromotedFlag?: PromotedFlagResolvers<ContextType>;
  PromotionRecord?: PromotionRecordResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RecordPaymentPayload?: RecordPaymentPayloadResolvers<ContextType>;
  RedeliverWebhookDeliveryPayload?: RedeliverWebhookDeliveryPayloadResolvers<ContextType>;
  RegenerateApiKeyPayload?: RegenerateApiKeyPayloadResolvers<ContextType>;
  RegenerateClientKeyPayload?: RegenerateClientKeyPayloadResolvers<ContextType>;
  ReissueInvitationPayload?: ReissueInvitationPayloadResolvers<ContextType>;
  RemoveMemberPayload?: RemoveMemberPayloadResolvers<ContextType>;
  RemoveTeamMemberPayload?: RemoveTeamMemberPayloadResolvers<ContextType>;
  RequestsByKind?: RequestsByKindResolvers<ContextType>;
  RestoreEntityPayload?: RestoreEntityPayloadResolvers<ContextType>;
  RevertPromotionPayload?: RevertPromotionPayloadResolvers<ContextType>;
  RevokeApiTokenPayload?: RevokeApiTokenPayloadResolvers<ContextType>;
  RotateWebhookSecretPayload?: RotateWebhookSecretPayloadResolvers<ContextType>;
  Segment?: SegmentResolvers<ContextType>;
  SegmentUsage?: SegmentUsageResolvers<ContextType>;
  SetEnvironmentValuePayload?: SetEnvironmentValuePayloadResolvers<ContextType>;
  SetEnvironmentVariablesPayload?: SetEnvironmentVariablesPayloadResolvers<ContextType>;
  SetFlagTargetingPayload?: SetFlagTargetingPayloadResolvers<ContextType>;
  StaleFlag?: StaleFlagResolvers<ContextType>;
  SubscriptionPlan?: SubscriptionPlanResolvers<ContextType>;
  TeamMember?: TeamMemberResolvers<ContextType>;
  ToggleFeatureFlagPayload?: ToggleFeatureFlagPayloadResolvers<ContextType>;
  ToggleOverridePayload?: ToggleOverridePayloadResolvers<ContextType>;
  UnarchiveFeatureFlagPayload?: UnarchiveFeatureFlagPayloadResolvers<ContextType>;
  UpdateEnvironmentPayload?: UpdateEnvironmentPayloadResolvers<ContextType>;
  UpdateFeatureFlagPayload?: UpdateFeatureFlagPayloadResolvers<ContextType>;
  UpdateMemberRolePayload?: UpdateMemberRolePayloadResolvers<ContextType>;
  UpdateOverridePayload?: UpdateOverridePayloadResolvers<ContextType>;
  UpdateProjectPayload?: UpdateProjectPayloadResolvers<ContextType>;
  UpdateSegmentPayload?: UpdateSegmentPayloadResolvers<ContextType>;
  UpdateUsageSettingsPayload?: UpdateUsageSettingsPayloadResolvers<ContextType>;
  UpdateUserInfoPayload?: UpdateUserInfoPayloadResolvers<ContextType>;
  UpdateUserPreferencesPayload?: UpdateUserPreferencesPayloadResolvers<ContextType>;
  UpdateWebhookPayload?: UpdateWebhookPayloadResolvers<ContextType>;
  UsagePoint?: UsagePointResolvers<ContextType>;
  UsageSettings?: UsageSettingsResolvers<ContextType>;
  UserInfo?: UserInfoResolvers<ContextType>;
  UserStats?: UserStatsResolvers<ContextType>;
  ValidateUserInfoPayload?: ValidateUserInfoPayloadResolvers<ContextType>;
  VariantCount?: VariantCountResolvers<ContextType>;
  Webhook?: WebhookResolvers<ContextType>;
  WebhookAttempt?: WebhookAttemptResolvers<ContextType>;
  WebhookDelivery?: WebhookDeliveryResolvers<ContextType>;
  WebhookDeliveryPage?: WebhookDeliveryPageResolvers<ContextType>;
  WebhookEventGroup?: WebhookEventGroupResolvers<ContextType>;
}>;

