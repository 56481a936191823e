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

export type FlagEvent = FeatureFlagCreated | FeatureFlagUpdated | FeatureFlagToggled | FeatureFlagDeleted;
