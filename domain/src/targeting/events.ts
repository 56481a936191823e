import type { DomainEvent } from '../shared/decider';
import type { FlagValue } from '../flags/values';
import type { JsonLogic } from './model';

/** A flag's targeting in an environment was set (replaced whole): a flagd definition without state. */
export type FlagTargetingSet = DomainEvent<
  'FlagTargetingSet',
  {
    flagId: string;
    environmentId: string;
    variants: Record<string, FlagValue>;
    defaultVariant: string;
    targeting: JsonLogic;
    updatedAt: number;
  }
>;
/** Back to the static value; `reason` says why when it was not asked for directly. */
export type FlagTargetingRemoved = DomainEvent<
  'FlagTargetingRemoved',
  {
    flagId: string;
    environmentId: string;
    reason?: 'flag_deleted' | 'type_changed' | 'environment_deleted';
    updatedAt: number;
  }
>;
export type SegmentCreated = DomainEvent<
  'SegmentCreated',
  {
    segmentId: string;
    name: string;
    description: string;
    conditions: JsonLogic;
    createdAt: number;
  }
>;
/** One event however many flags use the segment: every document using it is rendered again. */
export type SegmentUpdated = DomainEvent<
  'SegmentUpdated',
  {
    segmentId: string;
    name?: string;
    description?: string;
    conditions?: JsonLogic;
    updatedAt: number;
  }
>;
export type SegmentDeleted = DomainEvent<'SegmentDeleted', { segmentId: string; deletedAt: number }>;

export type TargetingEvent = FlagTargetingSet | FlagTargetingRemoved;
export type SegmentEvent = SegmentCreated | SegmentUpdated | SegmentDeleted;
