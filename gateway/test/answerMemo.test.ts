import { describe, expect, it } from 'vitest';
import { AnswerMemo, hashOf } from '../src/ofrep/answerMemo';

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

  it('given two bodies whose hashes collide, then each keeps its own answer', () => {
    // a birthday search over one shape of body finds two texts with the same 32-bit hash
    const byHash = new Map<number, string>();
    let pair: [string, string] | undefined;
    for (let i = 0; pair === undefined; i++) {
      const body = `{"context":{"targetingKey":"user-${i}"}}`;
      const h = hashOf(body, 'env', 'flag');
      const other = byHash.get(h);
      if (other !== undefined) pair = [other, body];
      else byHash.set(h, body);
    }
    const [a, b] = pair;
    const m = new AnswerMemo<string>(10);
    keep(m, a, 'env', 'flag', 'answer of a');
    expect(m.get(b, 'env', 'flag')).toBeUndefined();
    keep(m, b, 'env', 'flag', 'answer of b');
    expect(m.get(a, 'env', 'flag')).toBe('answer of a');
    expect(m.get(b, 'env', 'flag')).toBe('answer of b');
    expect(m.size).toBe(2);
  });

  it('given the same text as a new string (as each request reads it), then its answer is found', () => {
    const m = new AnswerMemo<string>(10);
    const text = '{"context":{"targetingKey":"user-7"}}';
    keep(m, Buffer.from(text).toString(), 'env', 'flag', 'kept');
    expect(m.get(Buffer.from(text).toString(), 'env', 'flag')).toBe('kept');
    expect(m.get(Buffer.from(text).toString(), 'env', 'other-flag')).toBeUndefined();
    expect(m.get(Buffer.from(text).toString(), 'other-env', 'flag')).toBeUndefined();
  });
});

describe('OFREP answer memo: consulted only while it pays for itself', () => {
  const body = (i: number) => `{"context":{"targetingKey":"user-${i}"}}`;

  it('given a window of lookups that all miss, then the next requests pass it by, kept answers included, and record no sighting', () => {
    const m = new AnswerMemo<string>(10);
    keep(m, body(-1), 'env', 'flag', 'kept');
    // the two gets of `keep` were not made: the window holds only these misses
    for (let i = 0; i < 1024; i++) m.get(body(i), 'env', 'flag');
    expect(m.get(body(-1), 'env', 'flag')).toBeUndefined();
    // a request passed by is not sighted: its second sighting does not keep it
    m.get(body(5000), 'env', 'flag');
    m.set(body(5000), 'env', 'flag', 'a');
    m.get(body(5000), 'env', 'flag');
    m.set(body(5000), 'env', 'flag', 'a');
    expect(m.size).toBe(1);
  });

  it('when the cold span is over, then it is consulted again and a repeating workload keeps it warm', () => {
    const m = new AnswerMemo<string>(10);
    keep(m, body(-1), 'env', 'flag', 'kept');
    for (let i = 0; i < 1024; i++) m.get(body(i), 'env', 'flag');
    for (let i = 0; i < 7 * 1024; i++) expect(m.get(body(-1), 'env', 'flag')).toBeUndefined();
    // measured again: now every lookup hits
    for (let i = 0; i < 3 * 1024; i++) expect(m.get(body(-1), 'env', 'flag')).toBe('kept');
  });

  it('given one hit in 8 lookups or more, then it stays consulted', () => {
    const m = new AnswerMemo<string>(10);
    keep(m, body(-1), 'env', 'flag', 'kept');
    let hits = 0;
    for (let i = 0; i < 4 * 1024; i++) if (m.get(i % 8 === 0 ? body(-1) : body(i), 'env', 'flag') === 'kept') hits++;
    expect(hits).toBe(512);
  });
});
