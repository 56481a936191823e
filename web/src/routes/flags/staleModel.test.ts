import { describe, expect, it } from 'vitest';
import { flagCountText, flagsInView, parseStaleDays, staleReasonText, viewCounts } from './staleModel';

const flags = [{ id: 'a', archived: false }, { id: 'b', archived: true }, { id: 'c' }, { id: 'd', archived: false }];
const stale = new Set(['c', 'b']);

describe('stale flags and archive in the flag list (issue 20)', () => {
  it('shows served flags under All, stale served ones under Stale, archived ones only under Archived', () => {
    expect(flagsInView(flags, 'active', stale).map((f) => f.id)).toEqual(['a', 'c', 'd']);
    expect(flagsInView(flags, 'stale', stale).map((f) => f.id)).toEqual(['c']);
    expect(flagsInView(flags, 'archived', stale).map((f) => f.id)).toEqual(['b']);
    expect(viewCounts(flags, stale)).toEqual({ active: 3, stale: 1, archived: 1 });
    expect(viewCounts(flags, new Map([['a', {}]]))).toEqual({ active: 3, stale: 1, archived: 1 });
  });

  it('counts what the list shows: a filter or a search says how many of the served flags', () => {
    const base = { served: 6, killed: 0, searching: false };
    expect(flagCountText({ ...base, shown: 6, view: 'active' })).toBe('6 flags');
    expect(flagCountText({ ...base, shown: 6, killed: 2, view: 'active' })).toBe('6 flags · 2 killed');
    expect(flagCountText({ ...base, shown: 4, view: 'stale' })).toBe('4 stale of 6 flags');
    expect(flagCountText({ ...base, shown: 1, view: 'archived' })).toBe('1 archived flag');
    expect(flagCountText({ ...base, shown: 2, view: 'active', searching: true })).toBe('2 of 6 flags');
    expect(flagCountText({ ...base, served: 1, shown: 1, view: 'active' })).toBe('1 flag');
  });

  it('says why a flag is stale', () => {
    expect(staleReasonText({ reason: 'NOT_EVALUATED', lastEvaluatedAt: null }, 30)).toBe('Not evaluated in the last 30 days');
    expect(staleReasonText({ reason: 'NOT_EVALUATED', lastEvaluatedAt: '2026-10-01T00:00:00Z' }, 1)).toBe('Not evaluated for 1 day');
    expect(staleReasonText({ reason: 'SINGLE_VARIANT', variant: 'off', lastEvaluatedAt: '2026-10-01T00:00:00Z' }, 14)).toBe('Served only “off” for 14 days');
  });

  it('takes the stale setting as whole days from 1 to 365', () => {
    expect(parseStaleDays(' 14 ')).toEqual({ ok: true, days: 14 });
    expect(parseStaleDays('0')).toEqual({ ok: false, error: 'At least 1 day' });
    expect(parseStaleDays('366')).toEqual({ ok: false, error: 'At most 365 days' });
    expect(parseStaleDays('2.5').ok).toBe(false);
    expect(parseStaleDays('').ok).toBe(false);
  });
});
