import { eventTypeLabel } from '../audit/auditModel';

/** An event type as people read it ("FeatureFlagToggled" -> "Feature flag toggled"); '*' is every event. */
export const webhookEventLabel = (type: string): string => (type === '*' ? 'Every event' : eventTypeLabel(type).replace(/^Api token/, 'API token'));
