import type { ProjectEvent } from '../project/events';
import type { FlagState, ProjectState } from '../project/state';
import type { CommandContext } from '../shared/decider';
import type { ErrorCode } from '../shared/errors';
import { fail } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { own } from '../shared/own';
import { requireCapacity, requirePermission } from '../project/access';
import { requireFlag } from '../flags/decider';
import { requireEnvironment } from '../environments/decider';
import type { SegmentCommand, TargetingCommand } from './commands';
import { createSegmentInput, segmentRefInput, targetingRefInput, updateSegmentInput } from './commands';
import type { SegmentEvent, TargetingEvent } from './events';
import type { JsonLogic, SegmentState, TargetingDocument } from './model';
import { effectiveSetting, effectiveTargeting, segmentUsage, storedTargeting } from './compile';
import type { TargetingIssue } from './validate';
import { validateFlagdTargeting, validateSegmentConditions } from './validate';

export const SEGMENT_NOT_FOUND_MESSAGE = 'Segment not found';
export const TARGETING_NOT_FOUND_MESSAGE = 'This feature flag has no targeting in this environment';

/** JSON with sorted keys: two documents are the same whatever order their keys came in. */
export const stableJson = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : x,
  );

export const segmentsOf = (s: ProjectState): Record<string, SegmentState> => s.segments ?? {};

export function requireSegment(s: ProjectState, segmentId: string): SegmentState {
  const seg = own(segmentsOf(s), segmentId);
  if (!seg) fail('SEGMENT_NOT_FOUND', SEGMENT_NOT_FOUND_MESSAGE);
  return seg;
}

/** A validation failure as the one DomainError of the edges: the path in `details` points into the sent document. */
function refuse(code: ErrorCode, what: string, issues: TargetingIssue[], prefix = ''): never {
  const first = issues[0] ?? { path: '', message: 'is not valid' };
  const path = `${prefix}${first.path}`;
  fail(code, `${what}${path ? ` at ${path}` : ''}: ${first.message}`, {
    path,
    issues: issues.map((i) => ({ path: `${prefix}${i.path}`, message: i.message })),
  });
}

/** Checks a document for a flag against the project's segments; returns it as it will be stored. */
export function checkedTargeting(s: ProjectState, flag: Pick<FlagState, 'key' | 'type'>, doc: unknown): TargetingDocument {
  const r = validateFlagdTargeting(doc, { flagType: flag.type, flagKey: flag.key, segments: segmentsOf(s) });
  if (!r.ok) refuse(r.code, 'Invalid targeting', r.issues);
  return r.value;
}

export function checkedConditions(conditions: unknown): JsonLogic {
  const r = validateSegmentConditions(conditions);
  if (!r.ok) refuse(r.code === 'TARGETING_TOO_LARGE' ? 'TARGETING_TOO_LARGE' : 'INVALID_SEGMENT', 'Invalid segment conditions', r.issues, '/conditions');
  return r.value;
}

/**
 * Sets a flag's targeting in an environment. The default variant's value is the environment's
 * value: when they differ, the environment value changes too (recorded before the targeting).
 */
export function setTargetingEvents(s: ProjectState, flag: FlagState, environmentId: string, doc: TargetingDocument, ctx: CommandContext): ProjectEvent[] {
  const env = requireEnvironment(s, environmentId);
  const setting = effectiveSetting(flag, env);
  const served = doc.variants[doc.defaultVariant]!;
  const current = effectiveTargeting(flag, env);
  const sameDoc =
    current !== null &&
    stableJson({ v: current.variants, d: current.defaultVariant, t: current.targeting }) ===
      stableJson({ v: doc.variants, d: doc.defaultVariant, t: doc.targeting });
  const sameValue = stableJson(setting.value) === stableJson(served);
  if (sameDoc && sameValue) return [];
  const events: ProjectEvent[] = [];
  if (!sameValue) {
    // the environment's own switch is kept (on when it had no custom value; the flag's kill switch stays apart)
    const enabled = own(env.variables, flag.key)?.enabled ?? true;
    events.push({
      type: 'EnvironmentVariableSet',
      data: { environmentId: env.id, flagKey: flag.key, setting: { value: served, enabled }, updatedAt: ctx.now },
    });
  }
  events.push({
    type: 'FlagTargetingSet',
    data: { flagId: flag.id, environmentId: env.id, variants: doc.variants, defaultVariant: doc.defaultVariant, targeting: doc.targeting, updatedAt: ctx.now },
  });
  return events;
}

export function decideTargeting(cmd: TargetingCommand, s: ProjectState, ctx: CommandContext): ProjectEvent[] {
  // Targeting is part of a flag's environment value: the same permission as editing that value.
  requirePermission(s, ctx.actor, 'canManageEnvironments');
  const { flagId, environmentId } = parseInput(targetingRefInput, cmd);
  const flag = requireFlag(s, flagId);
  requireEnvironment(s, environmentId);
  switch (cmd.kind) {
    case 'SetFlagTargeting': {
      // everything but the addressing is the document: unknown members (e.g. a state) are refused by the validator
      const { kind: _kind, flagId: _flag, environmentId: _env, ...doc } = cmd;
      if (doc.targeting === undefined) delete doc.targeting;
      const checked = checkedTargeting(s, flag, doc);
      return setTargetingEvents(s, flag, environmentId, checked, ctx);
    }
    case 'RemoveFlagTargeting':
      if (!storedTargeting(flag, environmentId)) return [];
      return [{ type: 'FlagTargetingRemoved', data: { flagId, environmentId, updatedAt: ctx.now } }];
  }
}

function requireUniqueSegmentName(s: ProjectState, name: string, exceptId?: string): void {
  const clash = Object.values(segmentsOf(s)).find((x) => x.id !== exceptId && x.name.toLowerCase() === name.toLowerCase());
  if (clash) fail('SEGMENT_NAME_TAKEN', `A segment named "${clash.name}" already exists in this project`);
}

/** A segment that targeting references cannot go: the error says where it is used. */
export function requireUnused(s: ProjectState, seg: SegmentState): void {
  const usage = segmentUsage(s, seg.id);
  if (usage.length === 0) return;
  const where =
    usage
      .slice(0, 10)
      .map((u) => `${u.flagName} (${u.environmentName})`)
      .join(', ') + (usage.length > 10 ? ` and ${usage.length - 10} more` : '');
  fail('SEGMENT_IN_USE', `Segment "${seg.name}" is used by: ${where}. Remove it from their targeting first.`, { usage });
}

export function decideSegment(cmd: SegmentCommand, s: ProjectState, ctx: CommandContext): ProjectEvent[] {
  // Segments are shared rules of the project's flags: the same permission as editing flags.
  requirePermission(s, ctx.actor, 'canManageFlags');
  switch (cmd.kind) {
    case 'CreateSegment': {
      const input = parseInput(createSegmentInput, cmd);
      requireUniqueSegmentName(s, input.name);
      const conditions = checkedConditions(input.conditions);
      requireCapacity(s, ctx, 'segments');
      return [{ type: 'SegmentCreated', data: { segmentId: ctx.newId(), name: input.name, description: input.description, conditions, createdAt: ctx.now } }];
    }
    case 'UpdateSegment': {
      const input = parseInput(updateSegmentInput, cmd);
      const seg = requireSegment(s, input.segmentId);
      if (input.name !== undefined) requireUniqueSegmentName(s, input.name, seg.id);
      const conditions = input.conditions !== undefined ? checkedConditions(input.conditions) : undefined;
      const changes = {
        ...(input.name !== undefined && input.name !== seg.name ? { name: input.name } : {}),
        ...(input.description !== undefined && input.description !== seg.description ? { description: input.description } : {}),
        ...(conditions !== undefined && stableJson(conditions) !== stableJson(seg.conditions) ? { conditions } : {}),
      };
      if (Object.keys(changes).length === 0) return [];
      return [{ type: 'SegmentUpdated', data: { segmentId: seg.id, ...changes, updatedAt: ctx.now } }];
    }
    case 'DeleteSegment': {
      const { segmentId } = parseInput(segmentRefInput, cmd);
      const seg = requireSegment(s, segmentId);
      requireUnused(s, seg);
      return [{ type: 'SegmentDeleted', data: { segmentId: seg.id, deletedAt: ctx.now } }];
    }
  }
}

const withFlag = (s: ProjectState, id: string, f: (x: FlagState) => FlagState): ProjectState => {
  const flag = s.flags[id];
  return flag ? { ...s, flags: { ...s.flags, [id]: f(flag) } } : s;
};

export function evolveTargeting(s: ProjectState, e: TargetingEvent): ProjectState {
  switch (e.type) {
    case 'FlagTargetingSet': {
      const { flagId, environmentId, variants, defaultVariant, targeting, updatedAt } = e.data;
      // The flag's own updatedAt stays: its definition did not change, and other environments' documents must not either.
      return withFlag(s, flagId, (f) => ({ ...f, targeting: { ...f.targeting, [environmentId]: { variants, defaultVariant, targeting, updatedAt } } }));
    }
    case 'FlagTargetingRemoved': {
      const { flagId, environmentId } = e.data;
      return withFlag(s, flagId, (f) => {
        const { [environmentId]: _gone, ...rest } = f.targeting ?? {};
        const { targeting: _all, ...flag } = f;
        // no field at all when none is left: flags without targeting look exactly as before
        return Object.keys(rest).length ? { ...flag, targeting: rest } : flag;
      });
    }
  }
}

export function evolveSegment(s: ProjectState, e: SegmentEvent): ProjectState {
  const segments = segmentsOf(s);
  switch (e.type) {
    case 'SegmentCreated': {
      const d = e.data;
      return {
        ...s,
        segments: {
          ...segments,
          [d.segmentId]: {
            id: d.segmentId,
            name: d.name,
            description: d.description,
            conditions: d.conditions,
            createdAt: d.createdAt,
            updatedAt: d.createdAt,
          },
        },
      };
    }
    case 'SegmentUpdated': {
      const { segmentId, updatedAt, ...changes } = e.data;
      const seg = segments[segmentId];
      return seg ? { ...s, segments: { ...segments, [segmentId]: { ...seg, ...changes, updatedAt } } } : s;
    }
    case 'SegmentDeleted': {
      const { [e.data.segmentId]: _gone, ...rest } = segments;
      return { ...s, segments: rest };
    }
  }
}
