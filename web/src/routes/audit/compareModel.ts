import { dateTime } from './auditModel';
import type { FieldChangeView, Instant } from './auditModel';

/** How an entity differs between the two moments. */
export type Change = 'added' | 'removed' | 'changed';

/** The summary chips, in this order. */
export const CHANGES: readonly Change[] = ['added', 'removed', 'changed'];

const CHANGE = {
  added: { label: 'Added', color: 'success' },
  removed: { label: 'Removed', color: 'error' },
  changed: { label: 'Changed', color: 'warning' },
} as const;

/** A change's label and colour; an unknown one reads as "Changed". */
export const changeMeta = (c: string) => CHANGE[c as Change] ?? CHANGE.changed;

/** Of a change as the server names it: one of ours, anything unknown counted as changed. */
export const changeOf = (c: string): Change => (c === 'added' || c === 'removed' ? c : 'changed');

/** How many entities were added, removed and changed. */
export function changeCounts(changes: readonly { change: string }[]): Record<Change, number> {
  const counts = { added: 0, removed: 0, changed: 0 };
  for (const c of changes) counts[changeOf(c.change)] += 1;
  return counts;
}

/** A summary chip's text: "2 added". */
export const countText = (c: Change, n: number): string => `${n} ${CHANGE[c].label.toLowerCase()}`;

/** The result's headline. */
export const headlineText = (changed: number): string => (changed === 0 ? 'No differences' : `${changed} ${changed === 1 ? 'entity' : 'entities'} changed`);

interface Point {
  position: number;
  time: string;
}

/** The two moments the server compared, in words. */
export const spanText = (from: Point, to: Point): string =>
  `From ${dateTime(from.time)} (event #${from.position}) to ${dateTime(to.time)} (event #${to.position})`;

/** The fields to list under an entity: all but its id. */
export const shownFields = (fields: readonly FieldChangeView[]): FieldChangeView[] => fields.filter((f) => f.field !== 'id');

/** The default "From": the project's first event, its creation. */
export const creationInstant = (created: { position: number; at: string }): Instant => ({
  position: created.position,
  at: created.at,
  label: 'when the project was created',
});
