import { describe, expect, it } from 'vitest';
import type { HistoryEntryView } from './auditModel';
import { dayOf, entryModeOf, flagKeyOf, timelineEndText, timelineRows } from './timelineModel';

const entry = (position: number, at: string, over: Partial<HistoryEntryView> = {}) =>
  ({ position, at, before: {}, after: {}, entity: { kind: 'flag', id: 'f', name: 'F' }, ...over }) as HistoryEntryView;

describe('timeline model', () => {
  it('given entries over two days, when grouped, then each day is headed once and its rail stops at its last entry', () => {
    const rows = timelineRows([entry(3, '2026-01-26T15:00:00Z'), entry(2, '2026-01-26T09:00:00Z'), entry(1, '2026-01-24T09:00:00Z')]);
    expect(rows.map((r) => [r.newDay, r.first, r.lastOfDay])).toEqual([
      [true, true, false],
      [false, false, true],
      [true, false, true],
    ]);
    expect(rows[0]?.day).toBe(dayOf('2026-01-26T15:00:00Z'));
    expect(dayOf('2026-01-24T12:00:00Z')).toBe('Saturday, January 24, 2026');
    expect(timelineRows([])).toEqual([]);
  });

  it('given an entity that appeared, went or changed, then its fields show as added, removed or changed', () => {
    expect(entryModeOf({ before: null, after: { a: 1 } })).toBe('added');
    expect(entryModeOf({ before: { a: 1 }, after: null })).toBe('removed');
    expect(entryModeOf({ before: { a: 1 }, after: { a: 2 } })).toBe('changed');
  });

  it("given a flag's entry, then its page is offered by its key while it exists; other entities have none", () => {
    expect(flagKeyOf(entry(1, '2026-01-26T09:00:00Z', { after: { key: 'new-checkout' } }))).toBe('new-checkout');
    expect(flagKeyOf(entry(1, '2026-01-26T09:00:00Z', { after: null }))).toBeNull();
    expect(flagKeyOf(entry(1, '2026-01-26T09:00:00Z', { after: { key: 'x' }, entity: { kind: 'environment', id: 'e', name: 'E' } }))).toBeNull();
  });

  it('given no older page, then the end says why', () => {
    expect(timelineEndText(true)).toBe('No older events match these filters.');
    expect(timelineEndText(false)).toBe('Beginning of history: the project was created here.');
  });
});
