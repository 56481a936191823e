import type { ProjectState } from '../project/state';
import type { EntityKind } from './entity';
import { ENTITY_KINDS, entityName, entitySnapshot } from './entity';

export interface FieldChange {
  /** a field name; per-flag values read `variables.<flag key>` (environments) or `featureFlagValues.<flag key>` (overrides) */
  field: string;
  before: unknown;
  after: unknown;
}

export interface EntityChange {
  kind: EntityKind;
  id: string;
  name: string;
  change: 'added' | 'removed' | 'changed';
  fields: FieldChange[];
}

/** Bookkeeping that changes with every edit and says nothing by itself. */
const IGNORED = new Set(['updatedAt']);
/** Maps whose entries are compared one by one, so a diff names the flag whose value changed. */
const EXPANDED = new Set(['variables', 'featureFlagValues', 'targeting']);

const stable = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : x,
  );

const same = (a: unknown, b: unknown) => stable(a) === stable(b);

function fieldChanges(a: Record<string, unknown>, b: Record<string, unknown>): FieldChange[] {
  const out: FieldChange[] = [];
  for (const field of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
    if (IGNORED.has(field)) continue;
    if (EXPANDED.has(field)) {
      const x = (a[field] ?? {}) as Record<string, unknown>;
      const y = (b[field] ?? {}) as Record<string, unknown>;
      for (const key of [...new Set([...Object.keys(x), ...Object.keys(y)])].sort()) {
        if (!same(x[key], y[key])) out.push({ field: `${field}.${key}`, before: x[key] ?? null, after: y[key] ?? null });
      }
      continue;
    }
    if (!same(a[field], b[field])) out.push({ field, before: a[field] ?? null, after: b[field] ?? null });
  }
  return out;
}

function idsOf(s: ProjectState, kind: EntityKind): string[] {
  switch (kind) {
    case 'flag':
      return Object.keys(s.flags);
    case 'environment':
      return Object.keys(s.environments);
    case 'override':
      return Object.keys(s.overrides);
    case 'member':
      return Object.keys(s.members);
    case 'invitation':
      return Object.keys(s.invitations);
    case 'segment':
      return Object.keys(s.segments ?? {});
    case 'token':
      return Object.keys(s.apiTokens ?? {});
    case 'webhook':
      return Object.keys(s.webhooks ?? {});
    case 'plan':
    case 'project':
      return s.status === 'none' ? [] : [s.id];
  }
}

/** What changed between two pictures of a project, entity by entity (project, environments, flags, overrides, members, invitations, plan). */
export function diffProjects(from: ProjectState, to: ProjectState): EntityChange[] {
  const out: EntityChange[] = [];
  for (const kind of ENTITY_KINDS) {
    const ids = [...new Set([...idsOf(from, kind), ...idsOf(to, kind)])];
    for (const id of ids) {
      const a = entitySnapshot(from, { kind, id });
      const b = entitySnapshot(to, { kind, id });
      const name = entityName({ kind, id }, to, from);
      if (a && !b) out.push({ kind, id, name, change: 'removed', fields: fieldChanges(a, {}) });
      else if (!a && b) out.push({ kind, id, name, change: 'added', fields: fieldChanges({}, b) });
      else if (a && b) {
        const fields = fieldChanges(a, b);
        if (fields.length > 0) out.push({ kind, id, name, change: 'changed', fields });
      }
    }
  }
  return out;
}
