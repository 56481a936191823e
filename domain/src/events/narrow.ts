import type { ProjectEvent, ProjectEventType } from '../project/events';
import type { PaymentEvent } from '../payments/decider';
import type { UserEvent } from '../user/decider';

/**
 * Typed views of recorded events. A stored event carries its `type` as a plain string and its
 * `data` as unknown; the deciders are the only writers, so an event's type names its data's
 * shape. These guards check the type and narrow type and data together, so callers never cast.
 */

/** Every event the domain records, on any of its streams (project-, payment-, user-). */
export type AnyDomainEvent = ProjectEvent | PaymentEvent | UserEvent;
export type DomainEventType = AnyDomainEvent['type'];
/** The domain event of one type, with its data. */
export type DomainEventOf<T extends DomainEventType> = Extract<AnyDomainEvent, { type: T }>;

/** Anything shaped like a recorded event (the store's StoredEvent, a decider's output). */
export interface EventLike {
  type: string;
  data: unknown;
}

/** Whether `e` is the domain event `type`: narrows `e.data` to that event's data. */
export const isEvent = <E extends EventLike, T extends DomainEventType>(e: E, type: T): e is E & DomainEventOf<T> => e.type === type;

/** The first event of `type` among `events`, typed, or undefined. */
export function findEvent<E extends EventLike, T extends DomainEventType>(events: readonly E[], type: T): (E & DomainEventOf<T>) | undefined {
  for (const e of events) if (isEvent(e, type)) return e;
  return undefined;
}

/**
 * Every type the `project-{id}` stream holds, checked against ProjectEvent by the compiler:
 * a type added to the union and not here (or a stale one here) does not build.
 */
const PROJECT_EVENT_TYPES: Record<ProjectEventType, true> = {
  EnvironmentCreated: true,
  EnvironmentUpdated: true,
  EnvironmentDeleted: true,
  EnvironmentApiKeyRegenerated: true,
  EnvironmentClientKeyRegenerated: true,
  EnvironmentVariableSet: true,
  EnvironmentVariableReset: true,
  FeatureFlagCreated: true,
  FeatureFlagUpdated: true,
  FeatureFlagToggled: true,
  FeatureFlagDeleted: true,
  FeatureFlagArchived: true,
  FeatureFlagUnarchived: true,
  OverrideCreated: true,
  OverrideUpdated: true,
  OverrideToggled: true,
  OverrideExpired: true,
  OverrideEnvironmentChanged: true,
  OverrideDeleted: true,
  MemberInvited: true,
  InvitationRevoked: true,
  InvitationDeclined: true,
  InvitationCancelled: true,
  InvitationAccepted: true,
  MemberJoined: true,
  MemberRoleChanged: true,
  MemberRemoved: true,
  PlanSubscribed: true,
  PlanRenewed: true,
  PlanUpgraded: true,
  ProjectCreated: true,
  ProjectUpdated: true,
  ProjectDeleted: true,
  UuidsGenerated: true,
  EntityRestored: true,
  FlagTargetingSet: true,
  FlagTargetingRemoved: true,
  SegmentCreated: true,
  SegmentUpdated: true,
  SegmentDeleted: true,
  ApiTokenCreated: true,
  ApiTokenRevoked: true,
  WebhookCreated: true,
  WebhookUpdated: true,
  WebhookSecretRotated: true,
  WebhookDeleted: true,
  EnvironmentPromoted: true,
  ProjectImported: true,
  UsageSettingsUpdated: true,
};

/** Whether `e` is one of the project stream's events: narrows it to ProjectEvent. */
export const isProjectEvent = <E extends EventLike>(e: E): e is E & ProjectEvent => Object.hasOwn(PROJECT_EVENT_TYPES, e.type);
