import { describe, expect, it } from 'vitest';
import {
  afterEntry,
  beforeBad,
  compareStartOf,
  earlierVerifiedText,
  entityLabel,
  peopleOf,
  restoredText,
  restoreWording,
  timelineSummary,
  toggled,
  viewOf,
} from './auditPageModel';

describe('auditPageModel', () => {
  it('reads the view from the URL, the timeline by default', () => {
    expect(viewOf('travel')).toBe('travel');
    expect(viewOf('compare')).toBe('compare');
    expect(viewOf(null)).toBe('timeline');
    expect(viewOf('nonsense')).toBe('timeline');
  });

  it('words restores by kind, done or with nothing to do', () => {
    expect(restoreWording({ kind: 'environment' })).toEqual({ before: 'Restore the values of environment ', between: ' to their state at ' });
    expect(restoreWording({ kind: 'flag' }).between).toBe(' to its state at ');
    expect(restoredText({ kind: 'override', name: 'Beta' }, true)).toBe('Override “Beta” restored');
    expect(restoredText({ kind: 'environment', name: 'qa' }, true)).toBe('Values of environment “qa” restored');
    expect(restoredText({ kind: 'flag', name: 'dark_mode' }, false)).toBe('“dark_mode” already matches that moment: nothing to restore');
  });

  it('summarises the timeline', () => {
    expect(timelineSummary({ loaded: true, loading: false, count: 1, more: false })).toBe('1 event');
    expect(timelineSummary({ loaded: true, loading: true, count: 50, more: true })).toBe('50 events shown, older ones below');
    expect(timelineSummary({ loaded: false, loading: true, count: 0, more: false })).toBe('Loading events...');
    expect(timelineSummary({ loaded: false, loading: false, count: 0, more: false })).toBe('');
  });

  it('lists owner, team and past actors once, by name', () => {
    const people = peopleOf(
      { id: 'o', name: 'Olivia' },
      [
        { id: 'a', name: '', email: 'ada@example.com' },
        { id: 'b', name: 'Bob', email: 'bob@example.com' },
      ],
      [{ actor: { id: 'z', name: 'Zed (left)' } }, { actor: { id: 'b', name: 'Bob old name' } }] as never,
    );
    expect(people).toEqual([
      { id: 'a', name: 'ada@example.com' },
      { id: 'b', name: 'Bob' },
      { id: 'o', name: 'Olivia' },
      { id: 'z', name: 'Zed (left)' },
    ]);
  });

  it('names the moments around an entry', () => {
    const e = { position: 7, revision: 2, at: '2026-01-01T00:00:00Z' };
    expect(compareStartOf(e)).toEqual({ position: 6, at: e.at, label: 'just before event #7' });
    expect(compareStartOf({ ...e, revision: 0 })).toEqual({ position: 7, at: e.at, label: 'after event #7' });
    expect(afterEntry(e)).toEqual({ position: 7, at: e.at, label: 'after event #7' });
    expect(beforeBad({ position: 3, at: e.at })).toEqual({ position: 2, at: e.at, label: 'just before event #3' });
    expect(entityLabel({ entity: { kind: 'flag', id: 'f', name: 'Dark mode' } } as never)).toMatch(/“Dark mode”$/);
  });

  it('opens and closes an entry without touching the others', () => {
    const s = new Set([1, 2]);
    expect([...toggled(s, 3)]).toEqual([1, 2, 3]);
    expect([...toggled(s, 1)]).toEqual([2]);
    expect([...s]).toEqual([1, 2]);
  });

  it('given a failed integrity check, then it says how many earlier events still verify', () => {
    expect(earlierVerifiedText(1)).toBe('1 earlier event verifies.');
    expect(earlierVerifiedText(0)).toBe('0 earlier events verify.');
    expect(earlierVerifiedText(12)).toBe('12 earlier events verify.');
  });
});
