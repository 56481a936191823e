import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SMALL_JSON_MAX_CHARS, parseSmallJson } from '../src/http/smallJson';

/** JSON.parse's answer, or 'throws' (what the reader must then leave to it). */
const reference = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return 'throws';
  }
};

/** Read here: exactly JSON.parse's value (own keys in the same order, -0 kept); not read: undefined. */
const readsAsJsonParse = (text: string) => {
  const ours = parseSmallJson(text);
  if (ours === undefined) return;
  const ref = reference(text);
  expect(ref).not.toBe('throws');
  expect(Object.is(ours, ref) || JSON.stringify(ours) === JSON.stringify(ref)).toBe(true);
  expect(ours).toStrictEqual(ref);
};

describe('small JSON bodies read without JSON.parse', () => {
  it("given an SDK evaluation context, then the value is JSON.parse's, key order included", () => {
    const text =
      '{"context":{"targetingKey":"user-7919","email":"ann@beta.example.com","country":"DE","n":-12.5e-3,"beta":true,"tags":["a","b c"],"none":null,"nested":{}}}';
    expect(parseSmallJson(text)).toStrictEqual(JSON.parse(text));
    expect(Object.keys((parseSmallJson(text) as { context: object }).context)).toEqual(Object.keys(JSON.parse(text).context));
  });

  it('given numbers at the edges of the grammar, then each reads as JSON.parse reads it', () => {
    for (const n of ['0', '-0', '1e400', '-1E+2', '0.5', '123456789012345678901234567890', '5e-324', '2.2250738585072014e-308']) {
      expect(Object.is(parseSmallJson(n), JSON.parse(n))).toBe(true);
      expect(Object.is((parseSmallJson(`{"v":${n}}`) as { v: number }).v, JSON.parse(`{"v":${n}}`).v)).toBe(true);
    }
  });

  it('given text that is not JSON or not of the plain form, then it is left to JSON.parse', () => {
    for (const text of [
      '',
      ' {}',
      '{} ',
      '{"a": 1}',
      '{"a":1,}',
      '{"a":01}',
      '{"a":1.}',
      '{"a":.5}',
      '{"a":-}',
      '{"a":1e}',
      '{"a":"\\u0041"}',
      '{"a":"tab\there"}',
      '{"a":tru}',
      '{"a":1}x',
      '[1,2',
      '{"__proto__":{"polluted":true}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
      '{"a":{"constructor":1}}',
      '{"a":NaN}',
      '{"a":undefined}',
      "{'a':1}",
      '{"a":1}{"b":2}',
      `${'['.repeat(9)}${']'.repeat(9)}`,
      `{"s":"${'x'.repeat(SMALL_JSON_MAX_CHARS)}"}`,
    ]) {
      expect(parseSmallJson(text), text).toBeUndefined();
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('given arbitrary JSON values written compactly, then each is read exactly as JSON.parse reads it', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (v) => {
        const text = JSON.stringify(v);
        readsAsJsonParse(text);
        // the values an SDK sends (no escapes, not deeper than 8) are all read here
        if (text.length <= SMALL_JSON_MAX_CHARS && !text.includes('\\') && !text.includes('__proto__') && !text.includes('constructor'))
          expect(parseSmallJson(text)).not.toBeUndefined();
      }),
      { numRuns: 3000 },
    );
  });

  it('given arbitrary text, then it is either read as JSON.parse reads it or left to it', () => {
    const jsonish = fc.string({
      unit: fc.constantFrom('{', '}', '[', ']', '"', ':', ',', '-', '+', '.', 'e', 'E', '0', '1', '9', 'a', 't', 'r', 'u', 'e', 'n', 'l', ' ', '\\', '\n'),
      maxLength: 40,
    });
    fc.assert(fc.property(fc.oneof(jsonish, fc.string({ maxLength: 60 })), readsAsJsonParse), { numRuns: 5000 });
  });
});

describe('small JSON: keys read again from the last text', () => {
  it('given texts whose keys change place, length or spelling between calls, then each reads as JSON.parse reads it', () => {
    const texts = [
      '{"context":{"targetingKey":"a","plan":"pro"}}',
      '{"context":{"targetingKey":"b","plan":"free"}}',
      '{"context":{"plan":"free","targetingKey":"c"}}',
      '{"context":{"targetingKeyX":"d","pla":"x"}}',
      '{"contex":{"targetingKey":"e"}}',
      '{"context":{"targetingKey":"f","plan":"pro","p":1}}',
      '{"c":{"":"","targetingKey":"g"}}',
      '{"context":{"targetingKey":"h","plan":"pro"}}',
    ];
    for (let round = 0; round < 3; round++) for (const t of texts) expect(parseSmallJson(t)).toStrictEqual(JSON.parse(t));
  });

  it('given a sequence of arbitrary objects, then each reads as JSON.parse reads it whatever was read before', () => {
    const key = fc.constantFrom('a', 'ab', 'abc', 'b', 'context', 'contextual', 'plan', '');
    const obj = fc.dictionary(key, fc.oneof(fc.integer(), fc.string({ maxLength: 4 }), fc.dictionary(key, fc.boolean(), { maxKeys: 3 })), { maxKeys: 5 });
    fc.assert(
      fc.property(fc.array(obj, { minLength: 2, maxLength: 6 }), (objs) => {
        for (const o of objs) readsAsJsonParse(JSON.stringify(o));
      }),
      { numRuns: 2000 },
    );
  });
});
