import { describe, expect, it } from 'vitest';
import { initialProjectState } from '@flagstream/domain';
import { HistoryCheckpoints } from '../src/services/historyCheckpoints';

const cp = (revision: number, maxAt: number) => ({
  revision,
  position: revision * 10 + 5,
  maxAt,
  lastAt: new Date(maxAt).toISOString(),
  state: { ...initialProjectState(), name: `r${revision}` },
});

describe('history checkpoints', () => {
  it('given checkpoints every 3 revisions, when asked for an instant, then the latest one entirely before it is used', () => {
    const c = new HistoryCheckpoints(3);
    c.record('p', cp(1, 100)); // not a multiple: ignored
    c.record('p', cp(2, 100));
    c.record('p', cp(5, 200));
    c.record('p', cp(8, 190)); // a clock that stepped back: maxAt is what counts
    expect(c.nearest('p', { position: 54 })?.revision).toBe(2);
    expect(c.nearest('p', { position: 55 })?.revision).toBe(5);
    expect(c.nearest('p', { position: 10_000 })?.revision).toBe(8);
    expect(c.nearest('p', { time: 99 })).toBeNull();
    expect(c.nearest('p', { time: 150 })?.revision).toBe(2);
    expect(c.nearest('p', { time: 200 })?.revision).toBe(8);
    expect(c.nearest('other', { time: 200 })).toBeNull();
  });

  it('given many projects, then only the most recently used are kept; long streams are thinned, not grown without bound', () => {
    const c = new HistoryCheckpoints(1, 2, 4);
    c.record('a', cp(0, 1));
    c.record('b', cp(0, 1));
    c.nearest('a', { time: 5 });
    c.record('c', cp(0, 1));
    expect(c.nearest('a', { time: 5 })).not.toBeNull();
    expect(c.nearest('b', { time: 5 })).toBeNull();
    for (let r = 1; r < 20; r++) c.record('a', cp(r, r));
    expect(c.nearest('a', { time: 100 })!.revision).toBe(19);
  });
});
