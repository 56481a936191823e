import { describe, expect, it } from 'vitest';
import { selectedEnvironments, seriesToDraw, shareBarLabel, tabValueOf, tickInterval } from './flagUsageCardModel';

const envs = [{ environmentId: 'e1' }, { environmentId: 'e2' }];

describe('flag usage card model', () => {
  it('keeps the chosen environment while it is in the answer, else shows all', () => {
    expect(tabValueOf(envs, 'e2')).toBe('e2');
    expect(tabValueOf(envs, 'gone')).toBe('all');
    expect(tabValueOf(envs, 'all')).toBe('all');
    expect(selectedEnvironments(envs, 'all')).toEqual(envs);
    expect(selectedEnvironments(envs, 'e1')).toEqual([{ environmentId: 'e1' }]);
  });

  it('names the share bar by its variants', () => {
    expect(shareBarLabel([])).toBe('No evaluations');
    expect(
      shareBarLabel([
        { variant: 'on', count: 2, share: 0.2 },
        { variant: '', count: 8, share: 0.8 },
      ]),
    ).toMatch(/^Variant shares: on .+, \(no variant\) .+$/);
  });

  it('labels about 8 ticks (4 on phones), never the last of three or more', () => {
    const wide = tickInterval(24, false);
    expect([...Array(24).keys()].filter(wide)).toEqual([0, 3, 6, 9, 12, 15, 18, 21]);
    const narrow = tickInterval(24, true);
    expect([...Array(24).keys()].filter(narrow)).toEqual([0, 6, 12, 18]);
    expect([0, 1].filter(tickInterval(2, false))).toEqual([0, 1]);
    expect([0, 1, 2].filter(tickInterval(3, false))).toEqual([0, 1]);
  });

  it('draws empty axes when nothing was evaluated', () => {
    expect(seriesToDraw([], [1, 2])).toEqual([{ variant: '', data: [0, 0] }]);
    const s = [{ variant: 'on', data: [1] }];
    expect(seriesToDraw(s, [1])).toBe(s);
  });
});
