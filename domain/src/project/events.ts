import type { DomainEvent } from '../shared/decider';
import type { EnvironmentEvent } from '../environments/events';
import type { FlagEvent } from '../flags/events';
import type { OverrideEvent } from '../overrides/events';
import type { MemberEvent } from '../members/events';
import type { PlanEvent } from '../billing/events';
import type { EntityRestored } from '../audit/restore';
import type { ApiTokenEvent } from '../tokens/tokens';
import type { WebhookEvent } from '../webhooks/webhooks';
import type { EnvironmentPromoted } from '../promote/promote';
import type { ProjectImported } from '../transfer/import';
import type { SegmentEvent, TargetingEvent } from '../targeting/events';
import type { UsageEvent } from '../usage/settings';

export type ProjectCreated = DomainEvent<
  'ProjectCreated',
  {
    projectId: string;
    uuid: string;
    slug: string;
    name: string;
    description: string;
    status: string;
    ownerId: string;
    ownerName: string;
    createdAt: number;
    settings: { environments: string[]; status: string };
  }
>;
export type ProjectUpdated = DomainEvent<
  'ProjectUpdated',
  {
    projectId: string;
    name?: string;
    slug?: string;
    description?: string;
    status?: string;
    updatedAt: number;
  }
>;
export type ProjectDeleted = DomainEvent<'ProjectDeleted', { projectId: string; deletedAt: number }>;
/** Entities recorded before uuids existed get one; ids map to their new uuid. */
export type UuidsGenerated = DomainEvent<
  'UuidsGenerated',
  {
    projectId: string;
    projectUuid?: string;
    environments: Record<string, string>;
    overrides: Record<string, string>;
  }
>;

export type ProjectOwnEvent = ProjectCreated | ProjectUpdated | ProjectDeleted | UuidsGenerated;

/** Everything the `project-{id}` stream holds. */
export type ProjectEvent =
  | ProjectOwnEvent
  | EnvironmentEvent
  | FlagEvent
  | OverrideEvent
  | MemberEvent
  | PlanEvent
  | EntityRestored
  | TargetingEvent
  | SegmentEvent
  | ApiTokenEvent
  | WebhookEvent
  | EnvironmentPromoted
  | ProjectImported
  | UsageEvent;
export type ProjectEventType = ProjectEvent['type'];
