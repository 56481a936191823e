import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_GROUPS } from '@flagstream/domain';
import { webhookEventLabel } from './eventLabels';

describe('webhook event labels', () => {
  it('name every event type a webhook may pick in words, distinct from each other', () => {
    const types = WEBHOOK_EVENT_GROUPS.flatMap((g) => g.types);
    const labels = types.map(webhookEventLabel);
    for (const [i, label] of labels.entries()) {
      expect(label, types[i]).not.toBe(types[i]);
      expect(label, types[i]).toMatch(/^[A-Z][A-Za-z]+( [A-Za-z]+)+$/);
    }
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('says "API token" and "Every event" as the screens do', () => {
    expect(webhookEventLabel('ApiTokenRevoked')).toBe('API token revoked');
    expect(webhookEventLabel('FeatureFlagToggled')).toBe('Feature flag toggled');
    expect(webhookEventLabel('EnvironmentVariableSet')).toBe('Environment value set');
    expect(webhookEventLabel('*')).toBe('Every event');
  });
});
