import type { ProjectEvent } from '../project/events';
import type { ProjectState } from '../project/state';
import { flagByKey } from '../project/state';
import type { CommandContext, DomainEvent } from '../shared/decider';
import { requirePermission } from '../project/access';
import { fail } from '../shared/errors';
import { decideEnvironment } from '../environments/decider';
import { decideFlag } from '../flags/decider';
import { decideSegment, decideTargeting, segmentsOf, stableJson } from '../targeting/decider';
import { segmentKey } from '../targeting/model';
import { storedTargeting } from '../targeting/compile';
import { own } from '../shared/own';
import { parseTransferDocument } from './document';

export type ImportCommand = { kind: 'ImportProject'; document: unknown };

export interface ImportCounts {
  environmentsCreated: number;
  segmentsCreated: number;
  segmentsUpdated: number;
  flagsCreated: number;
  flagsUpdated: number;
  valuesChanged: number;
  targetingChanged: number;
}

export type ProjectImported = DomainEvent<
  'ProjectImported',
  {
    /** where the document came from, as it says */
    source: { project: string; exportedAt: string | null };
    counts: ImportCounts;
    importedAt: number;
  }
>;

type Evolve = (s: ProjectState, e: ProjectEvent) => ProjectState;

/** Rewrites `{"$ref": old}` to the segments' keys in this project. */
function rewriteRefs(v: unknown, refs: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(v)) return v.map((x) => rewriteRefs(x, refs));
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (Object.keys(o).length === 1 && typeof o.$ref === 'string' && refs.has(o.$ref)) return { $ref: refs.get(o.$ref) };
    return Object.fromEntries(Object.entries(o).map(([k, x]) => [k, rewriteRefs(x, refs)]));
  }
  return v;
}

/**
 * Imports a transfer document into a project as one command: the document is the wanted state of
 * what it names (its environments by name, segments by name, flags by key; each named
 * environment's values and targeting of each named flag), and everything else stays. Every change
 * is decided by the decider that owns it (permissions, validation, plan limits), in order on the
 * state the previous ones leave, so either all of it is recorded or nothing is.
 */
export function decideImport(cmd: ImportCommand, s: ProjectState, ctx: CommandContext, evolve: Evolve): ProjectEvent[] {
  requirePermission(s, ctx.actor, 'canManageFlags');
  const doc = parseTransferDocument(cmd.document);
  let state = s;
  const events: ProjectEvent[] = [];
  const counts: ImportCounts = {
    environmentsCreated: 0,
    segmentsCreated: 0,
    segmentsUpdated: 0,
    flagsCreated: 0,
    flagsUpdated: 0,
    valuesChanged: 0,
    targetingChanged: 0,
  };
  const add = (list: ProjectEvent[]) => {
    events.push(...list);
    state = list.reduce(evolve, state);
    return list;
  };
  const envByName = (n: string) => Object.values(state.environments).find((e) => e.name.toLowerCase() === n.toLowerCase());

  // 1. environments, by name (those the flags' values and targeting name too)
  const envNames = new Map<string, { name: string; description: string; type: string }>();
  for (const e of doc.environments) envNames.set(e.name.toLowerCase(), e);
  for (const f of doc.flags)
    for (const n of [...Object.keys(f.values), ...Object.keys(f.targeting)])
      if (!envNames.has(n.toLowerCase())) envNames.set(n.toLowerCase(), { name: n, description: '', type: 'development' });
  for (const e of envNames.values()) {
    if (envByName(e.name)) continue;
    add(decideEnvironment({ kind: 'CreateEnvironment', name: e.name, description: e.description, type: e.type }, state, ctx));
    counts.environmentsCreated++;
  }

  // 2. segments, by name; the document's refs become this project's keys
  const refs = new Map<string, string>();
  for (const g of doc.segments) {
    const existing = Object.values(segmentsOf(state)).find((x) => x.name.toLowerCase() === g.name.toLowerCase());
    if (existing) {
      if (add(decideSegment({ kind: 'UpdateSegment', segmentId: existing.id, description: g.description, conditions: g.conditions }, state, ctx)).length)
        counts.segmentsUpdated++;
      refs.set(g.ref, segmentKey(existing.id));
    } else {
      const [created] = add(decideSegment({ kind: 'CreateSegment', name: g.name, description: g.description, conditions: g.conditions }, state, ctx));
      refs.set(g.ref, segmentKey((created!.data as { segmentId: string }).segmentId));
      counts.segmentsCreated++;
    }
  }

  // 3. flags, by key
  for (const f of doc.flags) {
    const existing = flagByKey(state, f.key);
    if (existing && existing.type !== f.type)
      fail('INVALID_DOCUMENT', `Flag "${f.key}" is a ${existing.type} flag in this project and a ${f.type} flag in the document`, { key: f.key });
    if (!existing) {
      add(
        decideFlag(
          { kind: 'CreateFeatureFlag', key: f.key, name: f.name, description: f.description, type: f.type, value: f.value, enabled: f.enabled },
          state,
          ctx,
        ),
      );
      counts.flagsCreated++;
    } else if (
      add(
        decideFlag(
          { kind: 'UpdateFeatureFlag', flagId: existing.id, name: f.name, description: f.description, value: f.value, enabled: f.enabled },
          state,
          ctx,
        ),
      ).length
    ) {
      counts.flagsUpdated++;
    }
    const now = flagByKey(state, f.key)!;
    if (f.archived !== undefined && f.archived !== (now.archived === true))
      add(decideFlag({ kind: f.archived ? 'ArchiveFeatureFlag' : 'UnarchiveFeatureFlag', flagId: now.id }, state, ctx));
  }

  // 4. each named environment's values, then targeting, of each flag
  for (const f of doc.flags) {
    const flag = flagByKey(state, f.key)!;
    for (const e of envNames.values()) {
      const env = envByName(e.name)!;
      const want = Object.entries(f.values).find(([n]) => n.toLowerCase() === e.name.toLowerCase())?.[1] ?? null;
      const have = own(env.variables, f.key) ?? null;
      if (stableJson(want) !== stableJson(have)) {
        add(decideEnvironment({ kind: 'SetEnvironmentVariable', environmentId: env.id, flagKey: f.key, setting: want }, state, ctx));
        counts.valuesChanged++;
      }
      const t = Object.entries(f.targeting).find(([n]) => n.toLowerCase() === e.name.toLowerCase())?.[1];
      if (t) {
        if (
          add(
            decideTargeting(
              {
                kind: 'SetFlagTargeting',
                flagId: flag.id,
                environmentId: env.id,
                variants: t.variants,
                defaultVariant: t.defaultVariant,
                targeting: rewriteRefs(t.targeting, refs),
              },
              state,
              ctx,
            ),
          ).length
        )
          counts.targetingChanged++;
      } else if (storedTargeting(flagByKey(state, f.key)!, env.id)) {
        add(decideTargeting({ kind: 'RemoveFlagTargeting', flagId: flag.id, environmentId: env.id }, state, ctx));
        counts.targetingChanged++;
      }
    }
  }
  if (events.length === 0) return [];
  const marker: ProjectImported = {
    type: 'ProjectImported',
    data: { source: { project: doc.project?.name ?? '', exportedAt: doc.exportedAt ?? null }, counts, importedAt: ctx.now },
  };
  return [marker, ...events];
}
