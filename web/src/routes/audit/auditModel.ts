import { AUDIT_EVENT_GROUPS, mayRestore as domainMayRestore } from '@flagstream/domain';
import type { AuditHistoryQuery, EventType, HistoryFilter, InstantInput } from '../../apollo/generated/graphql';

export type HistoryEntryView = AuditHistoryQuery['projectHistory']['entries'][number];

/** What history entries are about (the domain's EntityKind). */
export type EntityKind = 'project' | 'environment' | 'flag' | 'override' | 'member' | 'invitation' | 'plan';
export const ENTITY_KINDS: EntityKind[] = ['flag', 'environment', 'override', 'member', 'invitation', 'plan', 'project'];

/** Label and dot colour per entity kind (flag, environment, member and project as on the dashboard). */
export const KIND_META: Record<EntityKind, { label: string; plural: string; colour: string }> = {
  flag: { label: 'Feature flag', plural: 'Feature flags', colour: '#16a34a' },
  environment: { label: 'Environment', plural: 'Environments', colour: '#2563eb' },
  override: { label: 'Override', plural: 'Overrides', colour: '#0d9488' },
  member: { label: 'Member', plural: 'Members', colour: '#9333ea' },
  invitation: { label: 'Invitation', plural: 'Invitations', colour: '#db2777' },
  plan: { label: 'Plan', plural: 'Plan', colour: '#d97706' },
  project: { label: 'Project', plural: 'Project', colour: '#ea580c' },
};

export const kindMeta = (kind: string) => KIND_META[kind as EntityKind] ?? { label: kind, plural: kind, colour: '#9ca3af' };

/** Event types offered by the filter, grouped by what they change (one list with the webhook form, in domain). */
export const EVENT_GROUPS = AUDIT_EVENT_GROUPS;

/** Where the event's name is not the product's word for it. */
const TYPE_LABELS: Record<string, string> = {
  EnvironmentVariableSet: 'Environment value set',
  EnvironmentVariableReset: 'Environment value reset to default',
  OverrideEnvironmentChanged: 'Override moved to another environment',
  EntityRestored: 'Restore recorded',
};

/** "FeatureFlagUpdated" -> "Feature flag updated". */
export const eventTypeLabel = (type: string): string => {
  // own keys only: a type named like an Object.prototype member is not a label
  if (Object.hasOwn(TYPE_LABELS, type)) return TYPE_LABELS[type] as string;
  const words = type.replace(/([a-z])([A-Z])/g, '$1 $2').split(' ');
  return words
    .map((w, i) => (i === 0 ? w : w.toLowerCase()))
    .join(' ')
    .replace('Uuids', 'UUIDs')
    .replace('api key', 'API key');
};

/* ---------- filters (kept in the URL, so links and reloads keep them) ---------- */

export interface AuditFilter {
  types: string[];
  kind: string;
  entity: string;
  actor: string;
  /** datetime-local values ("2026-06-01T12:03:04"), local time */
  since: string;
  until: string;
}

export const EMPTY_FILTER: AuditFilter = { types: [], kind: '', entity: '', actor: '', since: '', until: '' };

export const filterFromParams = (p: URLSearchParams): AuditFilter => ({
  types: (p.get('type') ?? '').split(',').filter(Boolean),
  kind: p.get('kind') ?? '',
  entity: p.get('entity') ?? '',
  actor: p.get('actor') ?? '',
  since: p.get('since') ?? '',
  until: p.get('until') ?? '',
});

export function writeFilter(p: URLSearchParams, f: AuditFilter): URLSearchParams {
  const next = new URLSearchParams(p);
  const set = (k: string, v: string) => (v ? next.set(k, v) : next.delete(k));
  set('type', f.types.join(','));
  set('kind', f.kind);
  set('entity', f.entity);
  set('actor', f.actor);
  set('since', f.since);
  set('until', f.until);
  return next;
}

export const isFiltered = (f: AuditFilter) => f.types.length > 0 || Boolean(f.kind || f.entity || f.actor || f.since || f.until);

/* ---------- instants ---------- */

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as a datetime-local value (local time, to the second). */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/**
 * A datetime-local value as ISO. `end` takes the whole second (or minute, when the browser gives
 * no seconds) it names, so an event written during it is included.
 */
export function fromLocalInput(value: string, end = false): string | undefined {
  if (!value) return undefined;
  const t = new Date(value).getTime();
  if (Number.isNaN(t)) return undefined;
  const span = /T\d\d:\d\d$/.test(value) ? 59_999 : 999;
  return new Date(end ? t + span : t).toISOString();
}

/** The GraphQL filter of the timeline (and the export's query string). */
/** The domain's event types (the schema's EventType enum holds the same names, gateway/test/graphql.test.ts). */
const EVENT_TYPES: ReadonlySet<string> = new Set(AUDIT_EVENT_GROUPS.flatMap((g) => g.types));
const isEventType = (t: string): t is EventType => EVENT_TYPES.has(t);
const isEntityKind = (k: string): k is EntityKind => (ENTITY_KINDS as string[]).includes(k);

/** The filter as the history query takes it; names from the URL that are not types or kinds are dropped. */
export const historyFilterOf = (f: AuditFilter): HistoryFilter => ({
  ...(f.types.some(isEventType) ? { type: f.types.filter(isEventType) } : {}),
  ...(isEntityKind(f.kind) ? { entityType: f.kind } : {}),
  ...(f.entity ? { entity: f.entity } : {}),
  ...(f.actor ? { actor: f.actor } : {}),
  ...(fromLocalInput(f.since) ? { from: fromLocalInput(f.since) } : {}),
  ...(fromLocalInput(f.until, true) ? { to: fromLocalInput(f.until, true) } : {}),
});

/** A point in the project's life: just after an event, or a moment in time. */
export type Instant = { position: number; at: string; label: string } | { time: string };

export const instantInput = (i: Instant): InstantInput => ('position' in i ? { position: i.position } : { time: i.time });
export const instantKey = (i: Instant | null) => (i ? ('position' in i ? `p${i.position}` : `t${i.time}`) : '');
export const nowInstant = (): Instant => ({ time: new Date().toISOString() });

/* ---------- formatting ---------- */

export const dateTime = (iso: string | number | null | undefined): string => {
  if (iso === null || iso === undefined || iso === '') return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? String(iso)
    : d.toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit' });
};

export const describeInstant = (i: Instant): string => ('position' in i ? `${dateTime(i.at)}, ${i.label}` : dateTime(i.time));

export const shortHash = (h: string) => (h.length > 16 ? `${h.slice(0, 8)}…${h.slice(-8)}` : h);

/* ---------- field-level changes ---------- */

export interface FieldChangeView {
  field: string;
  before: unknown;
  after: unknown;
}

/** Bookkeeping that changes with every edit and says nothing by itself. */
const IGNORED = new Set(['updatedAt', 'id']);
/** Maps compared entry by entry, so a change names the flag whose value moved (as the server's diff does). */
const EXPANDED = new Set(['variables', 'featureFlagValues']);

const stable = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : x,
  ) ?? 'null';

const asRecord = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** The fields of an entity that differ between two snapshots (null for "did not exist"). */
export function fieldChanges(before: unknown, after: unknown): FieldChangeView[] {
  const a = asRecord(before);
  const b = asRecord(after);
  const out: FieldChangeView[] = [];
  for (const field of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
    if (IGNORED.has(field)) continue;
    if (EXPANDED.has(field)) {
      const x = asRecord(a[field]);
      const y = asRecord(b[field]);
      for (const key of [...new Set([...Object.keys(x), ...Object.keys(y)])].sort()) {
        if (stable(x[key]) !== stable(y[key])) out.push({ field: `${field}.${key}`, before: x[key] ?? null, after: y[key] ?? null });
      }
      continue;
    }
    if (stable(a[field]) !== stable(b[field])) out.push({ field, before: a[field] ?? null, after: b[field] ?? null });
  }
  return out;
}

const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  key: 'Key',
  description: 'Description',
  type: 'Type',
  value: 'Default value',
  enabled: 'Enabled',
  isActive: 'Active',
  expiresAt: 'Expires',
  priority: 'Priority',
  environmentId: 'Environment',
  role: 'Role',
  email: 'Email',
  status: 'Status',
  planId: 'Plan',
  variant: 'Billing period',
  periodStart: 'Period start',
  createdAt: 'Created',
  joinedAt: 'Joined',
  slug: 'Slug',
  order: 'Order',
  uuid: 'UUID',
  ownerId: 'Owner id',
  ownerName: 'Owner',
  deleted: 'Deleted',
  message: 'Message',
  invitedBy: 'Invited by',
  userId: 'User id',
};

/** A field's label: `variables.dark_mode` reads "dark_mode value". */
export function fieldLabel(field: string): { label: string; mono: boolean } {
  const [head, ...rest] = field.split('.');
  if ((head === 'variables' || head === 'featureFlagValues') && rest.length) return { label: rest.join('.'), mono: true };
  return { label: FIELD_LABELS[field] ?? field, mono: false };
}

const TIME_FIELDS = new Set(['createdAt', 'updatedAt', 'expiresAt', 'joinedAt', 'periodStart']);

/** The order people read an entity in: what it is first, bookkeeping last. */
const FIELD_ORDER = [
  'name',
  'key',
  'email',
  'type',
  'value',
  'enabled',
  'isActive',
  'role',
  'status',
  'planId',
  'variant',
  'description',
  'environmentId',
  'priority',
  'expiresAt',
  'message',
  'invitedBy',
  'slug',
  'uuid',
  'order',
  'ownerName',
  'ownerId',
  'periodStart',
  'joinedAt',
  'createdAt',
];
const rank = (field: string) => {
  const head = field.split('.')[0]!;
  const i = FIELD_ORDER.indexOf(field);
  return i >= 0 ? i : head === 'variables' || head === 'featureFlagValues' ? 4.5 : FIELD_ORDER.length;
};

/** Changes sorted for reading (stable within a rank, so per-flag values keep their key order). */
export const readingOrder = <T extends { field: string }>(changes: T[]): T[] =>
  changes
    .map((c, i) => ({ c, i }))
    .sort((a, b) => rank(a.c.field) - rank(b.c.field) || a.i - b.i)
    .map((x) => x.c);

const ISO_IN_TEXT = /\b\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z\b/g;

/** A summary with the ISO times it names (restores) written the way the rest of the screen writes them. */
export const readableSummary = (summary: string) => summary.replace(ISO_IN_TEXT, (iso) => dateTime(iso));

/** A field value as text: times as dates, flag values as JSON, {value, enabled} settings compactly. */
export function fieldValueText(field: string, v: unknown, names: Record<string, string> = {}): string {
  const head = field.split('.')[0]!;
  if (v === null || v === undefined) return head === 'variables' ? 'flag default' : head === 'featureFlagValues' ? 'not set' : '—';
  if (TIME_FIELDS.has(field) && typeof v === 'number') return dateTime(v);
  if (field === 'environmentId' && typeof v === 'string') return names[v] ?? v;
  if (head === 'variables' || head === 'featureFlagValues') {
    const s = asRecord(v);
    if ('value' in s) return `${JSON.stringify(s.value)}${s.enabled === false ? ' (disabled)' : ''}`;
  }
  if (field === 'value') return JSON.stringify(v);
  if (typeof v === 'string') return v;
  if (field === 'invitedBy') return String(asRecord(v).name ?? JSON.stringify(v));
  return JSON.stringify(v);
}

/** A value text that says there is none ("—", "flag default", "not set"): shown plain and grey in a diff. */
export const isEmptyValue = (text: string): boolean => text === '—' || text === 'flag default' || text === 'not set';

/* ---------- restores ---------- */

export type RestoreKind = 'flag' | 'environment' | 'override';
export const isRestoreKind = (k: string): k is RestoreKind => k === 'flag' || k === 'environment' || k === 'override';

export interface Permissions {
  canManageFlags: boolean;
  canManageEnvironments: boolean;
  canManageOverrides: boolean;
}

/** The domain's restore rule (the same permission as editing the entity), written once in domain. */
export const mayRestore = (kind: string, p: Permissions | undefined): boolean => domainMayRestore(kind, p);

export interface RestoreTarget {
  kind: RestoreKind;
  id: string;
  name: string;
  instant: Instant;
}

/**
 * What an entry's restore button brings back: the entity as this event left it, or, for a
 * deletion, as it was just before. An environment restores its values only while it exists.
 */
export function restoreOfEntry(e: HistoryEntryView): { target: RestoreTarget; label: string } | null {
  const kind = e.entity.kind;
  if (!isRestoreKind(kind)) return null;
  const name = e.entity.name || kindMeta(kind).label;
  if (e.after) {
    return {
      target: { kind, id: e.entity.id, name, instant: { position: e.position, at: e.at, label: `after event #${e.position}` } },
      label: kind === 'environment' ? 'Restore these values' : 'Restore this version',
    };
  }
  if (e.before && kind !== 'environment') {
    return {
      target: { kind, id: e.entity.id, name, instant: { position: e.position - 1, at: e.at, label: `just before event #${e.position}` } },
      label: kind === 'flag' ? 'Restore deleted flag' : 'Restore deleted override',
    };
  }
  return null;
}
