import type { DomainEvent } from '../shared/decider';
import type { ValueSetting } from '../flags/values';

/**
 * `apiKey` is the environment's server key (the only key before client keys existed, hence its
 * name); `clientKey` is absent from events written before client keys existed.
 */
export type EnvironmentCreated = DomainEvent<
  'EnvironmentCreated',
  {
    environmentId: string;
    uuid: string;
    name: string;
    slug: string;
    description: string;
    type: string;
    status: string;
    order: number;
    apiKey: string;
    clientKey?: string;
    createdAt: number;
  }
>;
export type EnvironmentUpdated = DomainEvent<
  'EnvironmentUpdated',
  {
    environmentId: string;
    name?: string;
    slug?: string;
    description?: string;
    type?: string;
    status?: string;
    order?: number;
    updatedAt: number;
  }
>;
export type EnvironmentDeleted = DomainEvent<'EnvironmentDeleted', { environmentId: string; deletedAt: number }>;
/** The server key was replaced (the old one stops working at once). */
export type EnvironmentApiKeyRegenerated = DomainEvent<'EnvironmentApiKeyRegenerated', { environmentId: string; apiKey: string; updatedAt: number }>;
/** The client key was replaced, or issued for the first time to an environment created before client keys. */
export type EnvironmentClientKeyRegenerated = DomainEvent<'EnvironmentClientKeyRegenerated', { environmentId: string; clientKey: string; updatedAt: number }>;
export type EnvironmentVariableSet = DomainEvent<
  'EnvironmentVariableSet',
  { environmentId: string; flagKey: string; setting: ValueSetting; updatedAt: number }
>;
export type EnvironmentVariableReset = DomainEvent<'EnvironmentVariableReset', { environmentId: string; flagKey: string; updatedAt: number }>;

export type EnvironmentEvent =
  | EnvironmentCreated
  | EnvironmentUpdated
  | EnvironmentDeleted
  | EnvironmentApiKeyRegenerated
  | EnvironmentClientKeyRegenerated
  | EnvironmentVariableSet
  | EnvironmentVariableReset;
