import { describe, expect, it } from 'vitest';
import { RECENT_ACTIVITY_SHOWN, activityHref, activityMeta, dotColour, shownActivity } from './recentActivityModel';

const item = (id: string) => ({ id, type: 'flag_created', description: id, timestamp: '2026-01-01T00:00:00.000Z' });

describe('recent activity model', () => {
  it('given more items than the card shows, then the first 3 are listed (spec §9)', () => {
    expect(shownActivity(['a', 'b', 'c', 'd'].map(item)).map((a) => a.id)).toEqual(['a', 'b', 'c']);
    expect(RECENT_ACTIVITY_SHOWN).toBe(3);
    expect(shownActivity([])).toEqual([]);
  });

  it("given an activity type, then its dot has the domain's colour, grey when unknown", () => {
    expect(dotColour('no_such_type')).toBe('#9ca3af');
    expect(dotColour('constructor')).toBe('#9ca3af');
    expect(dotColour('flag_created')).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('given an activity, then it links to its Audit Log entry, expanded', () => {
    expect(activityHref({ id: 'ev 1/2' })).toBe('/audit?event=ev%201%2F2');
  });

  it('given a time and maybe an actor, then the line says how long ago and who', () => {
    const now = Date.parse('2026-01-01T02:00:00.000Z');
    expect(activityMeta({ timestamp: '2026-01-01T00:00:00.000Z', actor: { id: 'u', name: 'Ada' } }, now)).toBe('2 hours ago · Ada');
    expect(activityMeta({ timestamp: '2026-01-01T00:00:00.000Z', actor: null }, now)).toBe('2 hours ago');
    expect(activityMeta({ timestamp: '2026-01-01T00:00:00.000Z', actor: { id: 'u', name: '' } }, now)).toBe('2 hours ago');
  });
});
