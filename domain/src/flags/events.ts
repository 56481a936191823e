import type { DomainEvent } from '../shared/decider';
import type { FlagType, FlagValue } from './values';

export type FeatureFlagCreated = DomainEvent<
  'FeatureFlagCreated',
  {
    flagId: string;
    key: string;
    name: string;
    description: string;
    type: FlagType;
    value: FlagValue;
    enabled: boolean;
    createdAt: number;
  }
>;
export type FeatureFlagUpdated = DomainEvent<
  'FeatureFlagUpdated',
  {
    flagId: string;
    name?: string;
    description?: string;
    type?: FlagType;
    value?: FlagValue;
    enabled?: boolean;
    updatedAt: number;
  }
>;
export type FeatureFlagToggled = DomainEvent<'FeatureFlagToggled', { flagId: string; enabled: boolean; updatedAt: number }>;
export type FeatureFlagDeleted = DomainEvent<'FeatureFlagDeleted', { flagId: string; key: string; deletedAt: number }>;

/** Archived (issue 20): kept with its values and targeting, but no longer served; unarchiving serves it again. */
export type FeatureFlagArchived = DomainEvent<'FeatureFlagArchived', { flagId: string; archivedAt: number }>;
export type FeatureFlagUnarchived = DomainEvent<'FeatureFlagUnarchived', { flagId: string; unarchivedAt: number }>;

export type FlagEvent = FeatureFlagCreated | FeatureFlagUpdated | FeatureFlagToggled | FeatureFlagDeleted | FeatureFlagArchived | FeatureFlagUnarchived;
