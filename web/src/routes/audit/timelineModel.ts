import type { HistoryEntryView } from './auditModel';

/** An entry's day as the timeline heads it ("Monday, January 26, 2026"). */
export const dayOf = (iso: string): string => new Date(iso).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

/** One entry where it stands in the timeline: under a new day's heading or not, and whether its rail goes on. */
export interface TimelineRow {
  entry: HistoryEntryView;
  day: string;
  /** the first entry of its day: the day's heading comes before it */
  newDay: boolean;
  /** the first row of all: its heading has no rule above it */
  first: boolean;
  /** the last entry of its day: the rail stops at its dot */
  lastOfDay: boolean;
}

/** The entries (newest first) grouped by day. */
export function timelineRows(entries: readonly HistoryEntryView[]): TimelineRow[] {
  const days = entries.map((e) => dayOf(e.at));
  return entries.map((entry, i) => ({
    entry,
    day: days[i] as string,
    newDay: i === 0 || days[i - 1] !== days[i],
    first: i === 0,
    lastOfDay: i === entries.length - 1 || days[i + 1] !== days[i],
  }));
}

/** How an entry's fields are shown: an entity that appeared lists its new values, one that went its old ones. */
export const entryModeOf = (e: Pick<HistoryEntryView, 'before' | 'after'>): 'added' | 'removed' | 'changed' =>
  !e.before && e.after ? 'added' : e.before && !e.after ? 'removed' : 'changed';

/** The key of a flag the entry leaves in place, for "Open flag page" (issue 17); null for other entities or a deleted flag. */
export function flagKeyOf(e: Pick<HistoryEntryView, 'entity' | 'after'>): string | null {
  if (e.entity.kind !== 'flag') return null;
  const key = (e.after as { key?: unknown } | null)?.key;
  return typeof key === 'string' ? key : null;
}

/** The end of the list when no older page is left. */
export const timelineEndText = (filtered: boolean): string =>
  filtered ? 'No older events match these filters.' : 'Beginning of history: the project was created here.';
