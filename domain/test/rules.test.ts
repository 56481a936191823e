import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FlagType } from '../src';
import {
  FLAG_TYPES,
  convertEnvironmentValue,
  convertFlagValue,
  convertValueToType,
  defaultValueText,
  deriveFlagKey,
  isKeyAvailable,
  isValidFlagKey,
  parseFlagValueText,
  parseNumberText,
  slugify,
  valueMatchesType,
} from '../src';

/** Text of every flavour: printable ASCII, any code unit, full unicode, and separator-heavy text. */
const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: fc.constantFrom('a', 'Z', '7', '-', '_', ' ', '.', '!', 'é', 'ß', 'İ', '\t') }),
);

/** Text a value editor may hold: anything, JSON text, integer text, the literals. */
const valueText = fc.oneof(
  anyText,
  fc.json(),
  fc.integer().map(String),
  fc.double().map(String),
  fc.constantFrom('true', 'false', 'True', '', ' ', '{}', '[]', 'null', '{bad', '1e400', '9'.repeat(400)),
);

const flagType = fc.constantFrom<FlagType>(...FLAG_TYPES);

describe('slugify (spec §5: lower-case, each run of non-alphanumerics to one hyphen, no leading/trailing hyphens)', () => {
  it.each([
    ['Checkout Service', 'checkout-service'],
    ['My  Cool -- Project!', 'my-cool-project'],
    ['  Hello,   World!! ', 'hello-world'],
    ['--already--slugged--', 'already-slugged'],
    ['Q3 2026 Roadmap', 'q3-2026-roadmap'],
    ['snake_case_name', 'snake-case-name'],
    ['Café Déjà Vu', 'caf-d-j-vu'],
    ['ABC', 'abc'],
    ['!!!', ''],
    ['', ''],
  ])('%j -> %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('contains only [a-z0-9-], with no leading, trailing or doubled hyphens', () => {
    fc.assert(
      fc.property(anyText, (s) => {
        const slug = slugify(s);
        expect(slug).toMatch(/^[a-z0-9-]*$/);
        expect(slug.startsWith('-')).toBe(false);
        expect(slug.endsWith('-')).toBe(false);
        expect(slug.includes('--')).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(anyText, (s) => {
        expect(slugify(slugify(s))).toBe(slugify(s));
      }),
      { numRuns: 500 },
    );
  });

  it('keeps every ASCII letter and digit of the name, in order', () => {
    fc.assert(
      fc.property(anyText, (s) => {
        const alnum = s.toLowerCase().replace(/[^a-z0-9]/g, '');
        expect(slugify(s).replace(/-/g, '')).toBe(alnum);
      }),
      { numRuns: 300 },
    );
  });
});

describe('deriveFlagKey (spec §5: lower-case, non-alphanumerics to underscore, collapsed, trimmed)', () => {
  it.each([
    ['New Checkout Flow', 'new_checkout_flow'],
    ['  Dark-Mode: v2!! ', 'dark_mode_v2'],
    ['__a__b__', 'a_b'],
    ['enable.beta-banner', 'enable_beta_banner'],
    ['MAX_ITEMS', 'max_items'],
    ['Größe', 'gr_e'],
    ['42', '42'],
    ['!!!', ''],
  ])('%j -> %j', (name, key) => {
    expect(deriveFlagKey(name)).toBe(key);
  });

  it('contains only [a-z0-9_], with no leading, trailing or doubled underscores', () => {
    fc.assert(
      fc.property(anyText, (s) => {
        const key = deriveFlagKey(s);
        expect(key).toMatch(/^[a-z0-9_]*$/);
        expect(key.startsWith('_')).toBe(false);
        expect(key.endsWith('_')).toBe(false);
        expect(key.includes('__')).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(anyText, (s) => {
        expect(deriveFlagKey(deriveFlagKey(s))).toBe(deriveFlagKey(s));
      }),
      { numRuns: 500 },
    );
  });

  it('derives a valid custom key from any name of at most 100 characters that has a letter or digit', () => {
    fc.assert(
      fc.property(
        anyText.filter((s) => s.length <= 100),
        (s) => {
          const key = deriveFlagKey(s);
          expect(isValidFlagKey(key)).toBe(key.length > 0);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('convertFlagValue (spec §5: value conversion on save)', () => {
  it('boolean is true only for the exact text "true"', () => {
    expect(convertFlagValue('boolean', 'true')).toBe(true);
    expect(convertFlagValue('boolean', 'false')).toBe(false);
    expect(convertFlagValue('boolean', 'True')).toBe(false);
    expect(convertFlagValue('boolean', ' true')).toBe(false);
    expect(convertFlagValue('boolean', 'yes')).toBe(false);
    expect(convertFlagValue('boolean', '1')).toBe(false);
    expect(convertFlagValue('boolean', '')).toBe(false);
  });

  it('number keeps its decimals (issue 17), 0 when it is not a number', () => {
    expect(convertFlagValue('number', '42')).toBe(42);
    expect(convertFlagValue('number', '-7')).toBe(-7);
    expect(convertFlagValue('number', '3.9')).toBe(3.9);
    expect(convertFlagValue('number', '12abc')).toBe(0);
    expect(convertFlagValue('number', 'abc')).toBe(0);
    expect(convertFlagValue('number', '')).toBe(0);
    expect(convertFlagValue('number', '9'.repeat(400))).toBe(0);
  });

  it('string is kept as typed', () => {
    expect(convertFlagValue('string', '  Hello, world  ')).toBe('  Hello, world  ');
    expect(convertFlagValue('string', '')).toBe('');
    expect(convertFlagValue('string', '{"a":1}')).toBe('{"a":1}');
  });

  it('json is parsed, an empty object when it is not JSON', () => {
    expect(convertFlagValue('json', '{"a":1,"b":[true,null]}')).toEqual({ a: 1, b: [true, null] });
    expect(convertFlagValue('json', '[1,2,3]')).toEqual([1, 2, 3]);
    expect(convertFlagValue('json', '"text"')).toBe('text');
    expect(convertFlagValue('json', '12')).toBe(12);
    expect(convertFlagValue('json', 'null')).toBeNull();
    expect(convertFlagValue('json', '{bad')).toEqual({});
    expect(convertFlagValue('json', 'plain words')).toEqual({});
    expect(convertFlagValue('json', '')).toEqual({});
  });

  it('json whose numbers overflow (JSON.parse gives Infinity) falls back to an empty object', () => {
    expect(convertFlagValue('json', '1e400')).toEqual({});
    expect(convertFlagValue('json', '{"limit":1e400}')).toEqual({});
    expect(convertFlagValue('json', '[1, -1e999]')).toEqual({});
  });

  it('json nested deeper than the domain accepts falls back to an empty object', () => {
    const deep = `${'['.repeat(80)}1${']'.repeat(80)}`;
    expect(convertFlagValue('json', deep)).toEqual({});
  });

  it('always yields a value of its type', () => {
    fc.assert(
      fc.property(flagType, valueText, (type, text) => {
        expect(valueMatchesType(type, convertFlagValue(type, text))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('round-trips any JSON value written as JSON text', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (v) => {
        expect(JSON.stringify(convertFlagValue('json', JSON.stringify(v)))).toBe(JSON.stringify(v));
      }),
      { numRuns: 300 },
    );
  });

  it('turns every integer text back into that integer', () => {
    fc.assert(
      fc.property(fc.integer(), (n) => {
        expect(convertFlagValue('number', String(n))).toBe(n === 0 ? 0 : n);
      }),
    );
  });
});

describe('parseFlagValueText (issue 17: what people type is a value of the type, or refused with a reason)', () => {
  it('keeps decimals and refuses what is not a number', () => {
    expect(parseFlagValueText('number', '2.5')).toEqual({ ok: true, value: 2.5 });
    expect(parseFlagValueText('number', ' -0.25 ')).toEqual({ ok: true, value: -0.25 });
    expect(parseFlagValueText('number', '1e3')).toEqual({ ok: true, value: 1000 });
    for (const bad of ['', ' ', '12abc', 'abc', '1,5', '0x10', 'Infinity', 'NaN', '1e400']) expect(parseFlagValueText('number', bad).ok).toBe(false);
  });

  it("refuses invalid JSON with the parser's reason instead of saving {}", () => {
    const r = parseFlagValueText('json', '{"a":');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toMatch(/^Not valid JSON/);
    expect(parseFlagValueText('json', '').ok).toBe(false);
    expect(parseFlagValueText('json', '{"limit":1e400}').ok).toBe(false);
    expect(parseFlagValueText('json', '{"a":[1,2]}')).toEqual({ ok: true, value: { a: [1, 2] } });
  });

  it('accepts only true and false for booleans, any text for strings', () => {
    expect(parseFlagValueText('boolean', 'true')).toEqual({ ok: true, value: true });
    expect(parseFlagValueText('boolean', 'TRUE').ok).toBe(false);
    expect(parseFlagValueText('string', '  x ')).toEqual({ ok: true, value: '  x ' });
  });

  it('round-trips every finite number written as text', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        expect(parseNumberText(String(n))).toBe(n === 0 ? 0 : n);
      }),
      { numRuns: 500 },
    );
  });

  it('never yields a value of another type', () => {
    fc.assert(
      fc.property(flagType, valueText, (type, text) => {
        const r = parseFlagValueText(type, text);
        if (r.ok) expect(valueMatchesType(type, r.value)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("convertValueToType (issue 17: changing a flag's type keeps what can be kept)", () => {
  it('converts faithfully or says it cannot', () => {
    expect(convertValueToType(2.5, 'string')).toBe('2.5');
    expect(convertValueToType('2.5', 'number')).toBe(2.5);
    expect(convertValueToType('hello', 'number')).toBeNull();
    expect(convertValueToType(true, 'string')).toBe('true');
    expect(convertValueToType('true', 'boolean')).toBe(true);
    expect(convertValueToType(1, 'boolean')).toBeNull();
    expect(convertValueToType({ a: 1 }, 'string')).toBe('{"a":1}');
    expect(convertValueToType('{"a":1}', 'json')).toEqual({ a: 1 });
    expect(convertValueToType('hello', 'json')).toBe('hello');
    expect(convertValueToType({ a: 1 }, 'number')).toBeNull();
  });
});

describe('convertEnvironmentValue (spec §5: environment dialog and override form)', () => {
  it('parses valid JSON and keeps anything else as text', () => {
    expect(convertEnvironmentValue('json', '{"theme":"dark"}')).toEqual({ theme: 'dark' });
    expect(convertEnvironmentValue('json', '[1]')).toEqual([1]);
    expect(convertEnvironmentValue('json', 'not json')).toBe('not json');
    expect(convertEnvironmentValue('json', '{bad')).toBe('{bad');
    expect(convertEnvironmentValue('json', '')).toBe('');
  });

  it('keeps JSON whose numbers overflow as text', () => {
    expect(convertEnvironmentValue('json', '1e400')).toBe('1e400');
    expect(convertEnvironmentValue('json', '{"limit":1e400}')).toBe('{"limit":1e400}');
  });

  it('keeps too deeply nested JSON as text', () => {
    const deep = `${'['.repeat(80)}1${']'.repeat(80)}`;
    expect(convertEnvironmentValue('json', deep)).toBe(deep);
  });

  it('parses numbers with their decimals (0 on failure) and booleans as the flag form does', () => {
    expect(convertEnvironmentValue('number', '12.5')).toBe(12.5);
    expect(convertEnvironmentValue('number', 'x')).toBe(0);
    expect(convertEnvironmentValue('boolean', 'true')).toBe(true);
    expect(convertEnvironmentValue('boolean', 'TRUE')).toBe(false);
    expect(convertEnvironmentValue('string', ' kept ')).toBe(' kept ');
  });

  it('always yields a value of its type', () => {
    fc.assert(
      fc.property(flagType, valueText, (type, text) => {
        expect(valueMatchesType(type, convertEnvironmentValue(type, text))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('differs from the flag form only for json text that is not JSON', () => {
    fc.assert(
      fc.property(flagType, valueText, (type, text) => {
        const env = convertEnvironmentValue(type, text);
        const form = convertFlagValue(type, text);
        if (type === 'json' && JSON.stringify(env) !== JSON.stringify(form)) {
          expect(env).toBe(text);
          expect(form).toEqual({});
        } else {
          expect(env).toEqual(form);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('valueMatchesType', () => {
  it('boolean accepts only booleans', () => {
    expect(valueMatchesType('boolean', true)).toBe(true);
    expect(valueMatchesType('boolean', false)).toBe(true);
    expect(valueMatchesType('boolean', 'true')).toBe(false);
    expect(valueMatchesType('boolean', 0)).toBe(false);
    expect(valueMatchesType('boolean', null)).toBe(false);
  });

  it('number accepts only finite numbers', () => {
    expect(valueMatchesType('number', 0)).toBe(true);
    expect(valueMatchesType('number', -12)).toBe(true);
    expect(valueMatchesType('number', 1.5)).toBe(true);
    expect(valueMatchesType('number', Number.NaN)).toBe(false);
    expect(valueMatchesType('number', Number.POSITIVE_INFINITY)).toBe(false);
    expect(valueMatchesType('number', '1')).toBe(false);
  });

  it('string accepts only strings', () => {
    expect(valueMatchesType('string', '')).toBe(true);
    expect(valueMatchesType('string', 'x')).toBe(true);
    expect(valueMatchesType('string', 1)).toBe(false);
    expect(valueMatchesType('string', null)).toBe(false);
  });

  it('json accepts any JSON value and nothing else', () => {
    for (const v of [null, true, 1, 'text', [], {}, { a: [1, { b: null }] }]) expect(valueMatchesType('json', v)).toBe(true);
    for (const v of [undefined, Number.NaN, Number.POSITIVE_INFINITY, () => 1, { a: undefined }, [Number.NaN]]) {
      expect(valueMatchesType('json', v)).toBe(false);
    }
  });

  it('json accepts every generated JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 5 }), (v) => {
        expect(valueMatchesType('json', v)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('defaultValueText (spec §4: changing type resets the value)', () => {
  it.each([
    ['boolean', 'false', false],
    ['number', '0', 0],
    ['string', '', ''],
    ['json', '{}', {}],
  ] as const)('%s resets to %j, saved as %j', (type, text, value) => {
    expect(defaultValueText(type)).toBe(text);
    expect(convertFlagValue(type, defaultValueText(type))).toEqual(value);
  });
});

describe('isKeyAvailable (spec §5: key availability, own id excluded when editing)', () => {
  const flags = [
    { id: 'f1', key: 'dark_mode' },
    { id: 'f2', key: 'max_items' },
  ];

  it('is false for a key another flag uses', () => {
    expect(isKeyAvailable(flags, 'dark_mode')).toBe(false);
    expect(isKeyAvailable(flags, 'max_items', 'f1')).toBe(false);
  });

  it('excludes the flag being edited', () => {
    expect(isKeyAvailable(flags, 'dark_mode', 'f1')).toBe(true);
  });

  it('is true for an unused key, and compares keys exactly', () => {
    expect(isKeyAvailable(flags, 'new_key')).toBe(true);
    expect(isKeyAvailable(flags, 'Dark_Mode')).toBe(true);
    expect(isKeyAvailable([], 'anything')).toBe(true);
  });

  it('agrees with "no other flag has this key" for any set of flags', () => {
    const keys = fc.constantFrom('a', 'b', 'c', 'd');
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ id: fc.constantFrom('1', '2', '3', '4', '5'), key: keys }), { selector: (f) => f.id }),
        keys,
        fc.option(fc.constantFrom('1', '2', '3'), { nil: undefined }),
        (fs, key, except) => {
          expect(isKeyAvailable(fs, key, except)).toBe(!fs.some((f) => f.key === key && f.id !== except));
        },
      ),
    );
  });
});
