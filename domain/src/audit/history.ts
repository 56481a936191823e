import { z } from 'zod';
import type { ProjectEvent } from '../project/events';
import type { ProjectState } from '../project/state';
import { initialProjectState } from '../project/state';
import { evolveProject } from '../project/decider';
import { instantSchema } from '../shared/schemas';
import { parseInput } from '../shared/validate';
import { fail } from '../shared/errors';
import type { EntityKind, EntityRef } from './entity';
import { ENTITY_KINDS, entityName, entityOf, entitySnapshot } from './entity';
import { summarise } from './summary';

/** An event as history reads it from the store (no store types in the domain). */
export interface RecordedEvent {
  id: string;
  type: string;
  data: unknown;
  position: number;
  revision: number;
  metadata: { actor?: { id?: string; name?: string }; at?: string; correlationId?: string; [k: string]: unknown };
}

export interface HistoryEntry {
  position: number;
  revision: number;
  eventId: string;
  type: string;
  at: string;
  actor: { id: string; name: string };
  summary: string;
  entity: EntityRef & { name: string };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  correlationId: string;
}

const csvList = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(100)
        .regex(/^[A-Za-z]+$/, 'Event types are words such as FeatureFlagCreated'),
    )
    .max(50),
);

/** History filters, shared by REST (query strings) and GraphQL (arguments). */
export const historyFilterInput = z
  .object({
    type: csvList.optional(),
    actor: z.string().trim().min(1).max(200).optional(),
    from: instantSchema.optional(),
    to: instantSchema.optional(),
    entity: z.string().trim().min(1).max(100).optional(),
    entityType: z.enum(ENTITY_KINDS as unknown as [EntityKind, ...EntityKind[]], { error: `entityType must be one of ${ENTITY_KINDS.join(', ')}` }).optional(),
  })
  .refine((f) => f.from === undefined || f.to === undefined || f.from <= f.to, { message: '"from" must not be after "to"', path: ['from'] });
export type HistoryFilter = z.infer<typeof historyFilterInput> & {
  /**
   * Set by the service when `entity` names a flag: the flag's history then also holds the
   * changes of its value in environments, overrides and targeting (issue 17), not only the
   * events about the flag record itself.
   */
  flagKey?: string;
};

export const parseHistoryFilter = (input: unknown): HistoryFilter => parseInput(historyFilterInput, input);

/** A page request: newest first by default; the cursor is the position of the last entry seen. */
export const historyPageInput = z.object({
  limit: z.coerce.number().int().min(1, 'limit must be between 1 and 500').max(500, 'limit must be between 1 and 500').default(50),
  cursor: z
    .string()
    .trim()
    .regex(/^\d{1,15}$/, 'cursor must be a value returned as nextCursor')
    .transform(Number)
    .optional(),
  order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).default('desc'),
});
export type HistoryPage = z.infer<typeof historyPageInput>;

/** An instant of the project's life: a time (ISO-8601 or epoch ms) or a global position. */
export const instantInput = z
  .object({
    time: instantSchema.optional(),
    position: z.coerce.number().int().nonnegative('position must be a non-negative integer').optional(),
  })
  .refine((i) => (i.time === undefined) !== (i.position === undefined), { message: 'Give exactly one of "time" (ISO-8601) or "position"' });
export type Instant = z.infer<typeof instantInput>;

export const parseInstant = (input: unknown): Instant => parseInput(instantInput, input);

export const atMs = (e: RecordedEvent): number => {
  const t = typeof e.metadata.at === 'string' ? Date.parse(e.metadata.at) : NaN;
  return Number.isFinite(t) ? t : 0;
};

/**
 * Is the event part of the project as it stood at the instant? Events are taken in stream
 * order up to the first one past the instant, so a clock that stepped back between two
 * gateways can never mix a later change into an earlier picture.
 */
export const isAtOrBefore = (e: RecordedEvent, at: Instant): boolean => (at.position !== undefined ? e.position <= at.position : atMs(e) <= at.time!);

const settingOf = (snapshot: Record<string, unknown> | null, field: string, key: string): string | undefined => {
  const map = snapshot?.[field];
  if (!map || typeof map !== 'object' || !Object.hasOwn(map, key)) return undefined;
  return JSON.stringify((map as Record<string, unknown>)[key]);
};

/**
 * Does an entry change a flag: the flag record itself, or its value in an environment or an
 * override (compared before and after), or anything else that names the flag by id
 * (targeting, restores)?
 */
export function entryConcernsFlag(entry: HistoryEntry, flagId: string, flagKey: string, data?: unknown): boolean {
  if (entry.entity.id === flagId) return true;
  if (data && typeof data === 'object' && (data as Record<string, unknown>).flagId === flagId) return true;
  if (entry.entity.kind === 'environment') return settingOf(entry.before, 'variables', flagKey) !== settingOf(entry.after, 'variables', flagKey);
  if (entry.entity.kind === 'override') return settingOf(entry.before, 'featureFlagValues', flagKey) !== settingOf(entry.after, 'featureFlagValues', flagKey);
  return false;
}

export function matchesFilter(entry: HistoryEntry, f: HistoryFilter, data?: unknown): boolean {
  if (f.type && f.type.length > 0 && !f.type.includes(entry.type)) return false;
  if (f.actor && entry.actor.id !== f.actor && entry.actor.name.toLowerCase() !== f.actor.toLowerCase()) return false;
  const t = Date.parse(entry.at);
  if (f.from !== undefined && t < f.from) return false;
  if (f.to !== undefined && t > f.to) return false;
  if (f.entity && f.flagKey !== undefined) {
    if (!entryConcernsFlag(entry, f.entity, f.flagKey, data)) return false;
  } else if (f.entity && entry.entity.id !== f.entity) return false;
  if (f.entityType && entry.entity.kind !== f.entityType && !(f.flagKey !== undefined && f.entityType === 'flag')) return false;
  return true;
}

/**
 * Walks a project stream in order, one event at a time, keeping only the current state: history
 * of any length is read in constant memory.
 */
export class HistoryWalker {
  state: ProjectState = initialProjectState();
  position = 0;

  constructor(readonly projectId: string) {}

  /** Applies an event and describes it with the state just before and just after. */
  step(e: RecordedEvent): HistoryEntry {
    const before = this.state;
    const event = { type: e.type, data: e.data } as ProjectEvent;
    const after = evolveProject(before, event);
    this.state = after;
    this.position = e.position;
    const ref = entityOf(event, this.projectId);
    return {
      position: e.position,
      revision: e.revision,
      eventId: e.id,
      type: e.type,
      at: typeof e.metadata.at === 'string' ? e.metadata.at : new Date(0).toISOString(),
      actor: { id: e.metadata.actor?.id ?? 'unknown', name: e.metadata.actor?.name ?? 'unknown' },
      summary: summarise(event, before),
      entity: { ...ref, name: entityName(ref, after, before) },
      before: entitySnapshot(before, ref),
      after: entitySnapshot(after, ref),
      correlationId: typeof e.metadata.correlationId === 'string' ? e.metadata.correlationId : '',
    };
  }

  /** Applies an event without describing it (faster, for point-in-time folds). */
  apply(e: RecordedEvent): void {
    this.state = evolveProject(this.state, { type: e.type, data: e.data } as ProjectEvent);
    this.position = e.position;
  }
}

/** The project at an instant; a project that did not exist yet is not found. */
export function requireExisting(s: ProjectState): ProjectState {
  if (s.status === 'none') fail('PROJECT_NOT_FOUND', 'The project did not exist at that instant');
  return s;
}
