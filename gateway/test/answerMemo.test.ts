import { describe, expect, it } from 'vitest';
import { AnswerMemo } from '../src/ofrep/answerMemo';

/** An answer is kept on the second sighting of its request: the first only records it. */
const keep = <T>(m: AnswerMemo<T>, body: string, env: string, flag: string, value: T) => {
  m.set(body, env, flag, value);
  m.set(body, env, flag, value);
};

describe('OFREP answer memo (bounded for every tenant together)', () => {
  it('given answers for one body, then each environment and flag gets its own', () => {
    const m = new AnswerMemo<string>(10);
    keep(m, '{"context":{"plan":"gold"}}', 'env-a', 'banner', 'a/banner');
    keep(m, '{"context":{"plan":"gold"}}', 'env-b', 'banner', 'b/banner');
    keep(m, '{"context":{"plan":"gold"}}', 'env-a', 'checkout', 'a/checkout');
    expect(m.get('{"context":{"plan":"gold"}}', 'env-a', 'banner')).toBe('a/banner');
    expect(m.get('{"context":{"plan":"gold"}}', 'env-b', 'banner')).toBe('b/banner');
    expect(m.get('{"context":{"plan":"gold"}}', 'env-a', 'checkout')).toBe('a/checkout');
    expect(m.get('{"context":{"plan":"gold"}}', 'env-b', 'checkout')).toBeUndefined();
    expect(m.get('{"context":{"plan":"free"}}', 'env-a', 'banner')).toBeUndefined();
    keep(m, '{"context":{"plan":"gold"}}', 'env-a', 'banner', 'a/banner v2');
    expect(m.get('{"context":{"plan":"gold"}}', 'env-a', 'banner')).toBe('a/banner v2');
    expect(m.size).toBe(3);
  });

  it('when full, then the oldest bodies go first and the count never passes the capacity', () => {
    const m = new AnswerMemo<number>(3);
    for (let i = 0; i < 10; i++) keep(m, `body-${i}`, 'env', 'flag', i);
    expect(m.size).toBe(3);
    expect([0, 6, 7, 8, 9].map((i) => m.get(`body-${i}`, 'env', 'flag'))).toEqual([undefined, undefined, 7, 8, 9]);
  });

  it('given a request seen once, then nothing is kept; seen again, then its answer is', () => {
    const m = new AnswerMemo<string>(10);
    m.set('{"context":{"plan":"gold"}}', 'env-a', 'banner', 'first');
    expect(m.get('{"context":{"plan":"gold"}}', 'env-a', 'banner')).toBeUndefined();
    expect(m.size).toBe(0);
    m.set('{"context":{"plan":"gold"}}', 'env-a', 'banner', 'second');
    expect(m.get('{"context":{"plan":"gold"}}', 'env-a', 'banner')).toBe('second');
  });

  it('given a stream of bodies that never repeat, then the memo stays empty', () => {
    const m = new AnswerMemo<number>(100);
    for (let i = 0; i < 5000; i++) m.set(`{"context":{"targetingKey":"user-${i}"}}`, 'env', 'flag', i);
    expect(m.size).toBe(0);
  });

  it('given a body over the size limit, then it is not kept', () => {
    const m = new AnswerMemo<number>(3, 16);
    keep(m, 'x'.repeat(17), 'env', 'flag', 1);
    expect(m.get('x'.repeat(17), 'env', 'flag')).toBeUndefined();
    expect(m.size).toBe(0);
  });
});

describe('OFREP answer memo: the count of kept entries by hash', () => {
  it('given many bodies kept and evicted in any order, then every kept answer is still found and nothing evicted is', () => {
    const m = new AnswerMemo<number>(50);
    const body = (i: number) => `{"context":{"targetingKey":"user-${i}"}}`;
    for (let round = 0; round < 3; round++)
      for (let i = 0; i < 120; i++) {
        // two flags and two environments per body, interleaved with gets (get then set is what a request does)
        for (const [env, flag] of [
          ['env-a', 'f'],
          ['env-b', 'f'],
          ['env-a', 'g'],
        ] as const) {
          m.get(body(i), env, flag);
          keep(m, body(i), env, flag, i);
        }
      }
    expect(m.size).toBeLessThanOrEqual(50);
    let found = 0;
    for (let i = 0; i < 120; i++)
      for (const [env, flag] of [
        ['env-a', 'f'],
        ['env-b', 'f'],
        ['env-a', 'g'],
      ] as const) {
        const v = m.get(body(i), env, flag);
        if (v !== undefined) {
          expect(v).toBe(i);
          found++;
        }
      }
    // what is kept is exactly what get finds: the newest bodies, up to the capacity
    expect(found).toBe(m.size);
    expect(m.get(body(119), 'env-a', 'g')).toBe(119);
    expect(m.get(body(0), 'env-a', 'f')).toBeUndefined();
  });

  it('a different text, environment or flag after the same one is hashed again (no answer for another request)', () => {
    const m = new AnswerMemo<string>(10);
    keep(m, '{"a":1}', 'env', 'flag', 'one');
    expect(m.get('{"a":1}', 'env', 'flag')).toBe('one');
    expect(m.get('{"a":2}', 'env', 'flag')).toBeUndefined();
    expect(m.get('{"a":1}', 'env2', 'flag')).toBeUndefined();
    expect(m.get('{"a":1}', 'env', 'flag2')).toBeUndefined();
    expect(m.get('{"a":1}', 'env', 'flag')).toBe('one');
  });

  it('refuses a capacity its count table cannot hold', () => {
    expect(() => new AnswerMemo<number>(65_536)).toThrow(RangeError);
  });
});
