import type { DeliveryRow, WebhookForm, WebhookRow } from './useWebhooks';

// Pure rules of the Webhooks screen: what a card, the form and the delivery log show.

/** A delivery's status as the log names and colours it. */
export const DELIVERY_STATUS = {
  delivered: { label: 'Delivered', color: 'success' },
  pending: { label: 'Retrying', color: 'warning' },
  failed: { label: 'Failed', color: 'error' },
} as const;

/** The log's summary line after "Last N: ": the count of each status present, in a fixed order ("2 delivered · 1 failed"). */
export function deliveryCounts(deliveries: ReadonlyArray<Pick<DeliveryRow, 'status'>>): string {
  const count = (status: DeliveryRow['status']) => deliveries.filter((d) => d.status === status).length;
  return (['delivered', 'pending', 'failed'] as const)
    .filter((s) => count(s) > 0)
    .map((s) => `${count(s)} ${DELIVERY_STATUS[s].label.toLowerCase()}`)
    .join(' · ');
}

/** A response code's colour: success for 2xx, error for any other code, secondary when none came. */
export function responseTone(code: number | null | undefined): 'success' | 'error' | 'textSecondary' {
  if (typeof code === 'number' && code >= 200 && code < 300) return 'success';
  return code ? 'error' : 'textSecondary';
}

/** "Response 200", or "No response" when none came. */
export const responseText = (code: number | null | undefined): string => (code ? `Response ${code}` : 'No response');

/** "12 ms", or a dash when the latency is unknown. */
export const latencyText = (ms: number | null | undefined): string => (ms !== null && ms !== undefined ? `${ms} ms` : '—');

/** "1 attempt", "3 attempts". */
export const attemptsText = (n: number): string => `${n} attempt${n === 1 ? '' : 's'}`;

/** One attempt of a delivery's history: its time, its response (or error) and its latency. */
export const attemptText = (a: DeliveryRow['history'][number]): string =>
  `${new Date(a.at).toLocaleTimeString()} · ${a.statusCode ? `Response ${a.statusCode}` : (a.error ?? 'No response')} · ${a.latencyMs} ms`;

/** A delivery's error line is shown unless it only repeats the response code ("HTTP 503"). */
export const showsError = (d: Pick<DeliveryRow, 'error' | 'responseCode'>): boolean => Boolean(d.error) && d.error !== `HTTP ${d.responseCode}`;

/** A retrying delivery tells when it is tried next, once it has been tried. */
export const nextTry = (d: Pick<DeliveryRow, 'status' | 'nextAttemptAt' | 'attempts'>): string | null =>
  d.status === 'pending' && d.nextAttemptAt && d.attempts > 0 ? `next try ${new Date(d.nextAttemptAt).toLocaleTimeString()}` : null;

/** The chips a card shows: '*' alone stands for every event; at most six, then "+N more". */
export function cardEvents(events: readonly string[]): { shown: string[]; more: string | null } {
  const list = events.includes('*') ? ['*'] : [...events];
  return { shown: list.slice(0, 6), more: list.length > 6 ? `+${list.length - 6} more` : null };
}

/** An event chip's tooltip: the type itself, or what '*' means. */
export const eventTitle = (type: string): string => (type === '*' ? 'Every event, new kinds included' : type);

/** The masked signing secret: its first ten characters, then dots. */
export const maskedSecret = (secret: string): string => `${secret.slice(0, 10)}${'•'.repeat(16)}`;

/** The event types ticked when a new webhook picks its own (or an edited one sent every event). */
export const DEFAULT_EVENT_TYPES = ['FeatureFlagToggled', 'FeatureFlagUpdated', 'EnvironmentVariableSet'];

/** The form's fields when it opens: empty and every event for a new webhook, the webhook's own when editing. */
export function formStart(editing: Pick<WebhookRow, 'url' | 'description' | 'events'> | null): {
  url: string;
  description: string;
  all: boolean;
  types: string[];
} {
  const every = !editing || editing.events.includes('*');
  return { url: editing?.url ?? '', description: editing?.description ?? '', all: every, types: every ? [...DEFAULT_EVENT_TYPES] : [...editing.events] };
}

/** What the form submits: trimmed texts, and '*' for every event. */
export const formInput = (f: { url: string; description: string; all: boolean; types: string[] }): WebhookForm => ({
  url: f.url.trim(),
  description: f.description.trim(),
  events: f.all ? ['*'] : f.types,
});

/** Saving needs a URL and, when the events are chosen, at least one. */
export const canSave = (f: { url: string; all: boolean; types: readonly string[] }): boolean => Boolean(f.url.trim()) && (f.all || f.types.length > 0);

/** The chip beside the switch: how many event types are chosen. */
export const chosenText = (n: number): string => (n === 1 ? '1 event type chosen' : `${n} event types chosen`);

/** Ticks or unticks one event type. */
export const toggleType = (types: readonly string[], t: string): string[] => (types.includes(t) ? types.filter((x) => x !== t) : [...types, t]);
