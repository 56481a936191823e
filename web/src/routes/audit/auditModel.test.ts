import { describe, expect, it } from 'vitest';
import { EVENT_GROUPS, eventTypeLabel, fieldValueText, isEmptyValue } from './auditModel';

describe('audit model', () => {
  it('offers each event type once, including the archive, targeting, segment and automation events', () => {
    const all = EVENT_GROUPS.flatMap((g) => g.types);
    expect(new Set(all).size).toBe(all.length);
    for (const t of [
      'FeatureFlagArchived',
      'FeatureFlagUnarchived',
      'FlagTargetingSet',
      'SegmentCreated',
      'ApiTokenCreated',
      'WebhookDeleted',
      'UsageSettingsUpdated',
    ]) {
      expect(all).toContain(t);
    }
  });

  it('labels event types in words, and a type named like an Object.prototype member is just words', () => {
    expect(eventTypeLabel('FeatureFlagArchived')).toBe('Feature flag archived');
    expect(eventTypeLabel('EnvironmentVariableSet')).toBe('Environment value set');
    expect(eventTypeLabel('constructor')).toBe('constructor');
    expect(eventTypeLabel('__proto__')).toBe('__proto__');
  });

  it('given a value that is not there, then its text says so and a diff shows it as empty', () => {
    expect(isEmptyValue(fieldValueText('variables.dark_mode', null))).toBe(true);
    expect(isEmptyValue(fieldValueText('featureFlagValues.dark_mode', undefined))).toBe(true);
    expect(isEmptyValue(fieldValueText('name', null))).toBe(true);
    expect(isEmptyValue(fieldValueText('name', 'Checkout'))).toBe(false);
    expect(isEmptyValue('false')).toBe(false);
  });
});
