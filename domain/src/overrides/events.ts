import type { DomainEvent } from '../shared/decider';
import type { ValueSetting } from '../flags/values';

export type OverrideCreated = DomainEvent<
  'OverrideCreated',
  {
    overrideId: string;
    uuid: string;
    name: string;
    description: string;
    environmentId: string;
    featureFlagValues: Record<string, ValueSetting>;
    expiresAt: number | null;
    isActive: boolean;
    priority: number;
    createdAt: number;
  }
>;
export type OverrideUpdated = DomainEvent<
  'OverrideUpdated',
  {
    overrideId: string;
    name?: string;
    description?: string;
    featureFlagValues?: Record<string, ValueSetting>;
    expiresAt?: number | null;
    priority?: number;
    updatedAt: number;
  }
>;
export type OverrideToggled = DomainEvent<'OverrideToggled', { overrideId: string; isActive: boolean; updatedAt: number }>;
/** Recorded once an override's expiry has passed; serving never waits for it (expiry is checked at read time too). */
export type OverrideExpired = DomainEvent<'OverrideExpired', { overrideId: string; expiredAt: number }>;
export type OverrideEnvironmentChanged = DomainEvent<'OverrideEnvironmentChanged', { overrideId: string; environmentId: string; updatedAt: number }>;
export type OverrideDeleted = DomainEvent<
  'OverrideDeleted',
  {
    overrideId: string;
    reason: 'deleted' | 'expired_cleanup' | 'environment_deleted';
    deletedAt: number;
  }
>;

export type OverrideEvent = OverrideCreated | OverrideUpdated | OverrideToggled | OverrideExpired | OverrideEnvironmentChanged | OverrideDeleted;
