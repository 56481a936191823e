import { describe, expect, it } from 'vitest';
import { STALE_SHOWN, moreText, noStaleText, shownStale, staleSubtitle, staleTitle } from './staleFlagsModel';

describe('stale flags card model', () => {
  it('given stale flags, then the title counts them; with none it is plain', () => {
    expect(staleTitle(0)).toBe('Stale flags');
    expect(staleTitle(3)).toBe('Stale flags (3)');
  });

  it("given the project's N, then the subtitle says it in days; unknown, it says what stale means", () => {
    expect(staleSubtitle(null)).toBe('Flags nobody reads any more');
    expect(staleSubtitle(1)).toBe('Not evaluated, or one variant only, for 1 day');
    expect(staleSubtitle(14)).toBe('Not evaluated, or one variant only, for 14 days');
  });

  it('given more flags than the card shows, then the first few are listed until Show all, and Show fewer folds them again', () => {
    const flags = Array.from({ length: STALE_SHOWN + 2 }, (_v, i) => i);
    expect(shownStale(flags, false)).toHaveLength(STALE_SHOWN);
    expect(shownStale(flags, true)).toHaveLength(STALE_SHOWN + 2);
    expect(moreText(flags.length, false)).toBe(`Show all ${STALE_SHOWN + 2}`);
    expect(moreText(flags.length, true)).toBe('Show fewer');
    expect(moreText(STALE_SHOWN, false)).toBeNull();
  });

  it('given no stale flag, then the note names the N, 30 days until it is known', () => {
    expect(noStaleText(7)).toBe('No stale flags: every flag was read, with more than one variant, in the last 7 days.');
    expect(noStaleText(null)).toContain('in the last 30 days.');
  });
});
