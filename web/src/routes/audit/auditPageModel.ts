import { kindMeta } from './auditModel';
import type { HistoryEntryView, Instant, RestoreTarget } from './auditModel';

/** The three views of the Audit Log, the timeline first (the URL's `view`). */
export type View = 'timeline' | 'travel' | 'compare';
const VIEWS: readonly View[] = ['timeline', 'travel', 'compare'];
export const viewOf = (param: string | null): View => (VIEWS.includes(param as View) ? (param as View) : 'timeline');

export const RESTORE_TEXTS = {
  flag: { title: 'Restore Feature Flag', done: 'Feature flag' },
  environment: { title: 'Restore Environment Values', done: 'Values of environment' },
  override: { title: 'Restore Override', done: 'Override' },
} as const;

/** The words around a restore's name and instant in its confirmation. */
export const restoreWording = (t: Pick<RestoreTarget, 'kind'>): { before: string; between: string } =>
  t.kind === 'environment'
    ? { before: 'Restore the values of environment ', between: ' to their state at ' }
    : { before: `Restore ${kindMeta(t.kind).label.toLowerCase()} `, between: ' to its state at ' };

/** What the snackbar says after a restore: done, or nothing to do. */
export const restoredText = (t: Pick<RestoreTarget, 'kind' | 'name'>, restored: boolean): string =>
  restored ? `${RESTORE_TEXTS[t.kind].done} “${t.name}” restored` : `“${t.name}” already matches that moment: nothing to restore`;

/** The line above the timeline: how many events, and whether older ones follow. */
export function timelineSummary(h: { loaded: boolean; loading: boolean; count: number; more: boolean }): string {
  if (h.loaded) return `${h.count} ${h.count === 1 ? 'event' : 'events'}${h.more ? ' shown, older ones below' : ''}`;
  return h.loading ? 'Loading events...' : '';
}

/** An entity as the filter names it: `flag “Dark mode”`. */
export const entityLabel = (e: Pick<HistoryEntryView, 'entity'>): string => `${kindMeta(e.entity.kind).label.toLowerCase()} “${e.entity.name}”`;

/** Everyone who can appear in the person filter: owner, team, and past actors seen in the entries, by name. */
export function peopleOf(
  owner: { id: string; name: string },
  team: ReadonlyArray<{ id: string; name: string; email: string }>,
  entries: ReadonlyArray<Pick<HistoryEntryView, 'actor'>>,
): Array<{ id: string; name: string }> {
  const all = new Map<string, { id: string; name: string }>();
  all.set(owner.id, { id: owner.id, name: owner.name });
  for (const m of team) all.set(m.id, { id: m.id, name: m.name || m.email });
  for (const e of entries) if (!all.has(e.actor.id)) all.set(e.actor.id, { id: e.actor.id, name: e.actor.name });
  return [...all.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The moment an entry is compared from: just before it, or the entry itself when it created the thing. */
export const compareStartOf = (e: Pick<HistoryEntryView, 'position' | 'revision' | 'at'>): Instant =>
  e.revision === 0
    ? { position: e.position, at: e.at, label: `after event #${e.position}` }
    : { position: e.position - 1, at: e.at, label: `just before event #${e.position}` };

/** The moment right after an entry (time travel to it). */
export const afterEntry = (e: Pick<HistoryEntryView, 'position' | 'at'>): Instant => ({ position: e.position, at: e.at, label: `after event #${e.position}` });

/** The moment right before a bad entry the integrity check found. */
export const beforeBad = (bad: { position: number; at: string }): Instant => ({
  position: bad.position - 1,
  at: bad.at,
  label: `just before event #${bad.position}`,
});

/** Opens or closes one entry. */
export function toggled(s: ReadonlySet<number>, position: number): Set<number> {
  const next = new Set(s);
  if (next.has(position)) next.delete(position);
  else next.add(position);
  return next;
}

/** After the first bad event: how many before it still verify. */
export const earlierVerifiedText = (verified: number): string => `${verified} earlier ${verified === 1 ? 'event verifies' : 'events verify'}.`;
