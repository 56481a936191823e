import type { DomainEvent } from '../shared/decider';
import type { ValueSetting } from '../flags/values';

export type EnvironmentCreated = DomainEvent<'EnvironmentCreated', {
  environmentId: string; uuid: string; name: string; slug: string; description: string; type: string;
  status: string; order: number; apiKey: string; createdAt: number;
}>;
export type EnvironmentUpdated = DomainEvent<'EnvironmentUpdated', {
  environmentId: string; name?: string; slug?: string; description?: string; type?: string; status?: string; order?: number; updatedAt: number;
}>;
export type EnvironmentDeleted = DomainEvent<'EnvironmentDeleted', { environmentId: string; deletedAt: number }>;
export type EnvironmentApiKeyRegenerated = DomainEvent<'EnvironmentApiKeyRegenerated', { environmentId: string; apiKey: string; updatedAt: number }>;
export type EnvironmentVariableSet = DomainEvent<'EnvironmentVariableSet', { environmentId: string; flagKey: string; setting: ValueSetting; updatedAt: number }>;
export type EnvironmentVariableReset = DomainEvent<'EnvironmentVariableReset', { environmentId: string; flagKey: string; updatedAt: number }>;

export type EnvironmentEvent =
  | EnvironmentCreated | EnvironmentUpdated | EnvironmentDeleted | EnvironmentApiKeyRegenerated
  | EnvironmentVariableSet | EnvironmentVariableReset;
