import { describe, expect, it } from 'vitest';
import { dateTime } from './auditModel';
import { changeCounts, changeMeta, changeOf, countText, creationInstant, headlineText, shownFields, spanText } from './compareModel';

describe('compare model', () => {
  it('given the changed entities, when counted, then an unknown change counts as changed', () => {
    expect(changeCounts([{ change: 'added' }, { change: 'changed' }, { change: 'removed' }, { change: 'renamed' }, { change: 'added' }])).toEqual({
      added: 2,
      removed: 1,
      changed: 2,
    });
    expect(changeCounts([])).toEqual({ added: 0, removed: 0, changed: 0 });
  });

  it('given a change, then it has a label, a colour and a field mode; unknown ones read as changed', () => {
    expect(changeMeta('added')).toEqual({ label: 'Added', color: 'success' });
    expect(changeMeta('removed')).toEqual({ label: 'Removed', color: 'error' });
    expect(changeMeta('moved')).toEqual({ label: 'Changed', color: 'warning' });
    expect(['added', 'removed', 'changed', 'moved'].map(changeOf)).toEqual(['added', 'removed', 'changed', 'changed']);
  });

  it('given the result, then the headline counts entities and the chips count each change', () => {
    expect(headlineText(0)).toBe('No differences');
    expect(headlineText(1)).toBe('1 entity changed');
    expect(headlineText(4)).toBe('4 entities changed');
    expect(countText('removed', 3)).toBe('3 removed');
  });

  it('given the compared moments, then the span names their times and positions', () => {
    const from = { position: 3, time: '2026-01-01T00:00:00Z' };
    const to = { position: 9, time: '2026-02-01T00:00:00Z' };
    expect(spanText(from, to)).toBe(`From ${dateTime(from.time)} (event #3) to ${dateTime(to.time)} (event #9)`);
  });

  it("given an entity's fields, then its id is not listed", () => {
    expect(
      shownFields([
        { field: 'id', before: 'a', after: 'a' },
        { field: 'name', before: 'A', after: 'B' },
      ] as never).map((f) => f.field),
    ).toEqual(['name']);
  });

  it("given the project's first event, then the default From is pinned to its creation", () => {
    expect(creationInstant({ position: 1, at: '2026-01-01T00:00:00Z' })).toEqual({
      position: 1,
      at: '2026-01-01T00:00:00Z',
      label: 'when the project was created',
    });
  });
});
