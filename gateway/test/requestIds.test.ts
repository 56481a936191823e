import { describe, expect, it } from 'vitest';
import { newRequestId } from '../src/http/requestIds';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('given many ids (past several draws of random bytes), then each is a version 4 UUID and none repeats', () => {
    const ids = new Set<string>();
    for (let i = 0; i < 20_000; i++) {
      const id = newRequestId();
      expect(id).toMatch(V4);
      ids.add(id);
    }
    expect(ids.size).toBe(20_000);
  });

  it('given an id kept, then the next ones do not change it (each is a string of its own)', () => {
    const first = newRequestId();
    const copy = `${first}`;
    for (let i = 0; i < 10; i++) newRequestId();
    expect(first).toBe(copy);
  });

  it('given many ids, then every hex digit shows up in every random position (no position is stuck)', () => {
    const seen = Array.from({ length: 36 }, () => new Set<string>());
    for (let i = 0; i < 5_000; i++) [...newRequestId()].forEach((c, at) => seen[at]!.add(c));
    const fixed = new Map([
      [8, '-'],
      [13, '-'],
      [14, '4'],
      [18, '-'],
      [23, '-'],
    ]);
    seen.forEach((chars, at) => {
      if (fixed.has(at)) expect([...chars]).toEqual([fixed.get(at)]);
      else if (at === 19) expect([...chars].sort()).toEqual(['8', '9', 'a', 'b']);
      else expect(chars.size).toBe(16);
    });
  });
});
