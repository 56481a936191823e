import type { AuditProjectAtQuery, FlagType } from '../../apollo/generated/graphql';
import type { ProjectTree } from '../../state/useCurrentProjectTree';
import { dateTime } from './auditModel';
import type { Instant, RestoreTarget } from './auditModel';

export type Past = AuditProjectAtQuery['projectAt'];
export type PastProject = Past['project'];
export type SinceState = 'deleted' | 'changed' | 'same' | 'new';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** "Deleted since" / "Changed since": the chip's label and colour, none when unchanged. */
export function sinceChipOf(state: SinceState): { label: string; colour: 'error' | 'default' | 'warning' } | null {
  if (state === 'same') return null;
  if (state === 'deleted') return { label: 'Deleted since', colour: 'error' };
  if (state === 'new') return { label: 'Not yet created', colour: 'default' };
  return { label: 'Changed since', colour: 'warning' };
}

type Envs = ReadonlyArray<{ id: string; variables: unknown }>;
/** The project today, as its tree reads it (useCurrentProjectTree). */
export type TodayProject = Pick<ProjectTree, 'environments' | 'featureFlags' | 'overrides'>;

/**
 * How each past entity compares with the project today. A flag's restore brings its values per
 * environment back too: they count as the flag changing.
 */
export function sinceStates(p: PastProject, current: TodayProject) {
  const shared = p.environments.filter((e) => current.environments.some((x) => x.id === e.id)).map((e) => e.id);
  const valuesOf = (envs: Envs, key: string) =>
    shared.map((id) => (envs.find((e) => e.id === id)?.variables as Record<string, unknown> | null | undefined)?.[key] ?? null);
  return {
    flag(f: PastProject['featureFlags'][number]): SinceState {
      const now = current.featureFlags.find((x) => x.id === f.id);
      if (!now) return 'deleted';
      return same([f.name, f.description, f.type, f.value, f.enabled], [now.name, now.description, now.type, now.value, now.enabled]) &&
        same(valuesOf(p.environments, f.key), valuesOf(current.environments, f.key))
        ? 'same'
        : 'changed';
    },
    environment(e: PastProject['environments'][number]): SinceState {
      const now = current.environments.find((x) => x.id === e.id);
      return !now ? 'deleted' : same(e.variables, now.variables) ? 'same' : 'changed';
    },
    override(o: PastProject['overrides'][number]): SinceState {
      const now = current.overrides.find((x) => x.id === o.id);
      if (!now) return 'deleted';
      return same([o.name, o.featureFlagValues, o.expiresAt, o.isActive], [now.name, now.featureFlagValues, now.expiresAt, now.isActive]) ? 'same' : 'changed';
    },
  };
}
export type SinceStates = ReturnType<typeof sinceStates>;

/** The instant a past view pins: its event, with a label. */
export const pinOf = (at: Past['instant'], label: string): Instant => ({ position: at.position, at: at.time, label });

/** What a Restore button restores: the entity as of the shown event. */
export const restoreTargetOf = (at: Past['instant'], kind: RestoreTarget['kind'], id: string, name: string): RestoreTarget => ({
  kind,
  id,
  name,
  instant: pinOf(at, `as of event #${at.position}`),
});

/** An environment's or override's stored value, typed by what it holds. */
export const typeOfValue = (v: unknown): FlagType =>
  typeof v === 'boolean' ? 'boolean' : typeof v === 'number' ? 'number' : typeof v === 'string' ? 'string' : 'json';

/** The per-flag values of an environment or override, as entries. */
export const valueEntries = (values: unknown) => Object.entries((values ?? {}) as Record<string, { value: unknown; enabled: boolean }>);

/** An override's state chip then. */
export const overrideChipOf = (o: { expired: boolean; isActive: boolean }) => ({
  label: o.expired ? 'Expired' : o.isActive ? 'Active' : 'Inactive',
  color: o.expired ? ('default' as const) : o.isActive ? ('success' as const) : ('default' as const),
  variant: o.isActive && !o.expired ? ('filled' as const) : ('outlined' as const),
});

/** "on production · expires …" under an override's name. */
export function overrideLine(o: PastProject['overrides'][number], envNames: Record<string, string>): string {
  const env = o.environment?.name ?? (o.environment ? envNames[o.environment.id] : null) ?? 'a removed environment';
  return `on ${env} · ${o.expiresAt ? `expires ${dateTime(o.expiresAt)}` : 'never expires'}`;
}

/** " plan (yearly) · until …" after the plan's name. */
export function planLine(plan: PastProject['plan']): string {
  const period = plan.planId !== 'free' ? ` (${plan.variant === 'Year' ? 'yearly' : 'monthly'})` : '';
  return ` plan${period}${plan.expiresAt ? ` · until ${dateTime(plan.expiresAt)}` : ''}`;
}

export const pendingInvitations = (p: Pick<PastProject, 'invitations'>) => p.invitations.filter((i) => i.status === 'pending').length;

/** The served body pretty-printed when it is JSON. */
export function prettyBody(raw: string | null | undefined): string {
  if (!raw) return '';
  try {
    return JSON.stringify(JSON.parse(raw), null, 2);
  } catch {
    return raw;
  }
}
