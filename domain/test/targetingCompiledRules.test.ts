import { describe, expect, it } from 'vitest';
import { FlagdCore } from '@openfeature/flagd-core';
import type { FlagdDocument } from '../src';
import { FlagdEvaluator } from '../src';
import { murmur3 } from '../src/targeting/compiledRules';

/**
 * Compiled rules (compiledRules.ts) against flagd-core itself: the same documents and contexts
 * through FlagdEvaluator with and without them must give the same answers, value, variant,
 * reason, error code and message alike. Flags and contexts are generated (seeded) around the
 * edges: missing and wrongly typed variables, sem_ver in every form, fractional with and without
 * a bucketing key, weights past the exact range, $ref segments, rules that throw or do not compile.
 */

/** mulberry32: the same cases on every run. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}
type R = ReturnType<typeof rng>;

const VARS = ['country', 'email', 'plan', 'version', 'age', 'tags', 'nested.tier', 'targetingKey', 'missing', 'flag', 'beta'];
const STRINGS = [
  'DE',
  'FR',
  'admin@shop.example',
  'ann@beta.example.com',
  'pro',
  '',
  'user-1',
  'Ünïcödé',
  'a.b',
  '10',
  '1e3',
  'true',
  'beta',
  'example',
  '.com',
  'admin',
];
const VERSIONS = [
  '1.0.0',
  '2.0.0',
  '2.10.3',
  'v1.2.3',
  'V2.0.0',
  '1.2',
  '1',
  '1.0.0-beta.1',
  '2.0.0+build.5',
  '01.2.3',
  'not-a-version',
  '2.0.0.0',
  ' 1.2.3',
  '999999999999999.0.0',
  '9999999999999999.0.0',
  'vv1.0.0',
  '',
  '0.0.0',
  '10.0.0',
  '2.0.1',
  '2.1.0',
  '1.2.3 ',
  '1..3',
  '1.2.',
  '.1.2',
  '1.02.3',
  '1.2.03',
  'v',
  'V01.0.0',
  '1.2.3x',
];
const SEM_OPS = ['=', '!=', '<', '<=', '>=', '>', '^', '~', '==', 'x'];

function literal(r: R): unknown {
  return r.pick<unknown>([r.pick(STRINGS), r.int(200) - 50, r.next() * 10, true, false, null, [r.pick(STRINGS), r.int(5)], r.pick(VERSIONS)]);
}

function variable(r: R): unknown {
  const name = r.chance(0.1) ? r.pick(['$flagd.flagKey', '']) : r.pick(VARS);
  return r.chance(0.15) ? { var: [name, literal(r)] } : { var: name };
}

function value(r: R, depth: number): unknown {
  if (depth > 2 || r.chance(0.5)) return r.chance(0.6) ? variable(r) : literal(r);
  return condition(r, depth + 1);
}

function condition(r: R, depth = 0): unknown {
  const op = r.pick([
    '==',
    '===',
    '!=',
    '!==',
    '<',
    '<=',
    '>',
    '>=',
    'in',
    'in',
    'and',
    'or',
    '!',
    '!!',
    'starts_with',
    'ends_with',
    'sem_ver',
    'sem_ver',
    'sem_ver',
    '$ref',
    'cat',
    'ifcond',
    'some',
  ]);
  const v = () => value(r, depth);
  switch (op) {
    case '<':
    case '<=':
      // two or three arguments (between)
      return { [op]: r.chance(0.2) ? [v(), v(), v()] : [v(), v()] };
    case 'in':
      return { in: [v(), r.chance(0.5) ? [r.pick(STRINGS), r.pick(STRINGS), r.int(3)] : v()] };
    case 'and':
    case 'or':
      return { [op]: Array.from({ length: r.int(4) }, () => (depth < 3 ? condition(r, depth + 1) : v())) };
    case '!':
    case '!!':
      return { [op]: r.chance(0.5) ? [v()] : v() };
    case 'starts_with':
    case 'ends_with':
      return { [op]: r.chance(0.1) ? [v()] : r.chance(0.05) ? v() : r.chance(0.05) ? [v(), 'a', 'b'] : [v(), r.chance(0.5) ? r.pick(STRINGS) : v()] };
    case 'sem_ver': {
      const args = [
        r.chance(0.5) ? { var: 'version' } : r.chance(0.5) ? r.pick(VERSIONS) : literal(r),
        r.pick(SEM_OPS),
        r.chance(0.8) ? r.pick(VERSIONS) : literal(r),
      ];
      return { sem_ver: r.chance(0.05) ? args.slice(0, 2) : r.chance(0.03) ? 'x' : args };
    }
    case '$ref':
      return { $ref: r.pick(['beta', 'staff', 'unknown']) };
    case 'cat':
      return { '==': [{ cat: [v(), '-', v()] }, r.pick(STRINGS)] };
    case 'ifcond':
      return { if: [condition(r, depth + 1), v(), v()] };
    case 'some':
      // inside an iterator the context is an element: flagd's operators fail there
      return { some: [{ var: 'tags' }, r.chance(0.5) ? { '==': [{ var: '' }, r.pick(STRINGS)] } : { starts_with: [{ var: '' }, 'a'] }] };
    default:
      return { [op]: [v(), v()] };
  }
}

function fractional(r: R, names: readonly unknown[]): unknown {
  const buckets = Array.from({ length: 1 + r.int(3) }, () => {
    const name = r.chance(0.9) ? r.pick(names) : r.pick<unknown>([null, 7, true, { var: 'plan' }, 'nope']);
    if (r.chance(0.1)) return [name];
    const weight = r.chance(0.85) ? r.int(101) : r.pick<unknown>([-5, 1.5, '10', 2 ** 22, 2 ** 31, 0]);
    return r.chance(0.03) ? [name, weight, 1] : [name, weight];
  });
  if (r.chance(0.03)) return { fractional: [] };
  if (r.chance(0.03)) return { fractional: [['on', 1], 'bad'] };
  const by = r.chance(0.25) ? [r.pick<unknown>([{ cat: [{ var: '$flagd.flagKey' }, { var: 'email' }] }, 'constant-key', { var: 'email' }])] : [];
  return { fractional: [...by, ...buckets] };
}

function result(r: R, names: readonly string[], depth: number): unknown {
  const roll = r.next();
  if (roll < 0.55) return r.pick(names);
  if (roll < 0.7) return fractional(r, names);
  if (roll < 0.78) return r.pick<unknown>([null, 'missing-variant', 3, true, { var: 'plan' }, { cat: ['o', 'n'] }]);
  if (depth < 2) return targeting(r, names, depth + 1);
  return r.pick(names);
}

function targeting(r: R, names: readonly string[], depth = 0): unknown {
  const roll = r.next();
  if (roll < 0.1) return fractional(r, names);
  if (roll < 0.13) return r.pick<unknown>([{ unknown_op: [1] }, { try: [{ throw: 'x' }, 'on'] }, { var: 'plan' }, { throw: 'Oops' }]);
  const args: unknown[] = [];
  const n = 1 + r.int(4);
  for (let i = 0; i < n; i++) args.push(condition(r), result(r, names, depth));
  if (r.chance(0.8)) args.push(result(r, names, depth));
  return { if: args };
}

function document(r: R, flags: number): FlagdDocument {
  const out: FlagdDocument = { flags: {}, $evaluators: {} };
  if (r.chance(0.2)) delete out.$evaluators;
  else {
    out.$evaluators!.beta = { or: [{ ends_with: [{ var: 'email' }, '@beta.example.com'] }, { in: [{ var: 'targetingKey' }, ['user-1', 'user-2']] }] };
    out.$evaluators!.staff = { and: [{ '==': [{ var: 'country' }, 'DE'] }, { sem_ver: [{ var: 'version' }, '>=', '2.0.0'] }] };
  }
  for (let i = 0; i < flags; i++) {
    const kind = r.pick(['boolean', 'string', 'number', 'object'] as const);
    const names = kind === 'boolean' ? ['on', 'off'] : r.chance(0.1) ? ['true', 'false', '7', 'x'] : ['a', 'b', 'c'];
    const variants: Record<string, never> = {};
    names.forEach((n, j) => {
      (variants as Record<string, unknown>)[n] =
        kind === 'boolean' ? n === 'on' || n === 'true' : kind === 'string' ? `v-${n}` : kind === 'number' ? j * 1.5 : { n, j };
    });
    const defaultVariant = r.chance(0.1) ? '' : r.pick(names);
    out.flags[`flag-${i}`] = {
      state: r.chance(0.05) ? 'DISABLED' : 'ENABLED',
      variants,
      defaultVariant,
      targeting: r.chance(0.05) ? {} : (targeting(r, names) as never),
    };
  }
  return out;
}

function context(r: R): Record<string, unknown> {
  const c: Record<string, unknown> = {};
  const put = (k: string, v: () => unknown) => {
    if (r.chance(0.8)) c[k] = v();
  };
  put('targetingKey', () => (r.chance(0.85) ? `user-${r.int(5000)}` : r.pick<unknown>(['', 'user-1', 42, 'Ünïcödé-👩‍💻', null])));
  put('country', () => (r.chance(0.8) ? r.pick(['DE', 'FR', 'US', 'de']) : literal(r)));
  put('email', () => (r.chance(0.8) ? r.pick(['ann@beta.example.com', 'admin@shop.example', `c${r.int(99)}@mail.example`, 'beta', '.com']) : literal(r)));
  put('plan', () => (r.chance(0.8) ? r.pick(['free', 'pro', 'enterprise', 'a', 'b']) : literal(r)));
  put('version', () =>
    r.chance(0.4)
      ? `${r.int(3)}.${r.int(12)}.${r.int(4)}`
      : r.chance(0.5)
        ? r.pick(['1.0.0', '2.0.0', '2.10.3', 'v1.2.3'])
        : r.chance(0.6)
          ? r.pick(VERSIONS)
          : literal(r),
  );
  put('age', () => (r.chance(0.7) ? r.int(90) : literal(r)));
  put('tags', () => (r.chance(0.6) ? [r.pick(STRINGS), r.pick(STRINGS)] : literal(r)));
  put('nested', () => (r.chance(0.7) ? { tier: r.pick(['gold', 'silver', 1]) } : literal(r)));
  if (r.chance(0.05)) c.$flagd = { flagKey: 'spoofed', timestamp: 1 };
  // as JSON.parse makes it: an own __proto__ key (which flagd-core's Object.assign turns into the copy's prototype)
  if (r.chance(0.03)) return { ...JSON.parse('{"__proto__":{"country":"DE","plan":"pro"}}'), ...c };
  return c;
}

describe('compiled targeting rules give flagd-core’s answers', () => {
  it('over generated flags and contexts (every reason, error and operator edge)', () => {
    const r = rng(21);
    const reasons = new Map<string, number>();
    let compiled = 0;
    let bailed = 0;
    let evaluations = 0;
    for (let d = 0; d < 60; d++) {
      const doc = document(r, 12);
      const text = JSON.stringify(doc);
      const reference = new FlagdEvaluator(text, { compiledRules: false });
      const fast = new FlagdEvaluator(text, { compiledRules: true });
      for (let c = 0; c < 150; c++) {
        const ctx = context(r);
        for (const key of Object.keys(doc.flags)) {
          const want = reference.evaluate(key, ctx);
          const got = fast.evaluate(key, ctx);
          if (JSON.stringify(got) !== JSON.stringify(want))
            expect({ doc: doc.flags[key], $evaluators: doc.$evaluators, ctx, got }).toEqual({
              doc: doc.flags[key],
              $evaluators: doc.$evaluators,
              ctx,
              got: want,
            });
          reasons.set(want.reason, (reasons.get(want.reason) ?? 0) + 1);
          evaluations++;
        }
      }
      compiled += fast.compiledStats.answered;
      bailed += fast.compiledStats.bailed;
      expect(reference.compiledStats.answered).toBe(0);
    }
    // the cases reach every outcome; a good part of them was answered by compiled rules (the
    // rest: flags left to flagd-core, or inputs handed back to it, which the edges make many of)
    for (const reason of ['TARGETING_MATCH', 'SPLIT', 'DEFAULT', 'ERROR', 'DISABLED', 'STATIC']) expect(reasons.get(reason) ?? 0, reason).toBeGreaterThan(50);
    expect(compiled).toBeGreaterThan(evaluations / 4);
    expect(bailed).toBeGreaterThan(100);
  });

  it('over every pair of inputs of the operators compiled rules answer themselves', () => {
    const values: unknown[] = [...VERSIONS, ...STRINGS, 'v2.0.0', '2.0.00', '2.00.0', 'V1.2', 1, 2.5, -1, 0, true, false, null, [1], { a: 1 }];
    const ops = ['starts_with', 'ends_with', ...SEM_OPS.map((o) => `sem_ver ${o}`)];
    const flags: FlagdDocument['flags'] = {};
    for (const op of ops) {
      const [name, semOp] = op.split(' ');
      const cond = semOp === undefined ? { [name!]: [{ var: 'x' }, { var: 'y' }] } : { sem_ver: [{ var: 'x' }, semOp, { var: 'y' }] };
      flags[op] = {
        state: 'ENABLED',
        variants: { yes: 'yes', no: 'no', neither: 'neither' },
        defaultVariant: 'neither',
        targeting: { if: [cond, 'yes', { '!': cond }, 'no', null] },
      };
    }
    const reference = new FlagdEvaluator({ flags }, { compiledRules: false });
    const fast = new FlagdEvaluator({ flags }, { compiledRules: true });
    const seen = new Set<string>();
    for (const op of ops)
      for (const x of values)
        for (const y of values) {
          const want = reference.evaluate(op, { x, y });
          expect([op, x, y, fast.evaluate(op, { x, y })]).toEqual([op, x, y, want]);
          seen.add(`${op} ${want.variant}`);
        }
    // every operator answered both ways
    // (but the operators sem_ver does not know: == and x)
    for (const op of ops)
      if (op !== 'sem_ver x' && op !== 'sem_ver ==') expect([...seen].filter((s) => s.startsWith(`${op} `)).length, op).toBeGreaterThanOrEqual(2);
    expect(fast.compiledStats.answered).toBeGreaterThan(4000);
  });

  it('the bench’s shape: five rules, a segment and a 20% split, for many users', () => {
    const doc: FlagdDocument = {
      flags: {
        f: {
          state: 'ENABLED',
          variants: { on: true, off: false },
          defaultVariant: 'off',
          targeting: {
            if: [
              { $ref: 'seg' },
              'on',
              { '==': [{ var: 'country' }, 'DE'] },
              'on',
              { starts_with: [{ var: 'email' }, 'admin'] },
              'off',
              { sem_ver: [{ var: 'version' }, '<', '2.0.0'] },
              'off',
              { in: [{ var: 'plan' }, ['enterprise', 'scale']] },
              'on',
              {
                fractional: [
                  ['on', 20],
                  ['off', 80],
                ],
              },
            ],
          },
        },
      },
      $evaluators: { seg: { or: [{ ends_with: [{ var: 'email' }, '@beta.example.com'] }, { in: [{ var: 'targetingKey' }, ['user-1', 'user-2']] }] } },
    };
    const reference = new FlagdEvaluator(doc, { compiledRules: false });
    const fast = new FlagdEvaluator(doc, { compiledRules: true });
    const split = { on: 0, off: 0 };
    for (let i = 0; i < 20_000; i++) {
      const ctx = {
        targetingKey: `user-${i * 7919}`,
        email: `customer${i}@mail.example`,
        country: ['FR', 'US', 'GB', 'NL'][i % 4],
        plan: 'free',
        version: `2.${i}.0`,
      };
      const got = fast.evaluate('f', ctx);
      expect(got).toEqual(reference.evaluate('f', ctx));
      if (got.reason === 'SPLIT') split[got.variant as 'on' | 'off']++;
    }
    expect(fast.compiledStats).toEqual({ answered: 20_000, bailed: 0 });
    expect(split.on / 20_000).toBeGreaterThan(0.18);
    expect(split.on / 20_000).toBeLessThan(0.22);
  });

  it('buckets exactly as flagd-core for keys of every kind (its murmur3, its weights)', () => {
    const r = rng(7);
    const core = new FlagdCore();
    const keys = ['', 'a', 'ab', 'abc', 'abcd', 'Ünïcödé', '👩‍💻', '\u8000\u8000\u8000', '\uffff', 'x'.repeat(257)];
    for (let i = 0; i < 3000; i++)
      keys.push(Array.from({ length: r.int(40) }, () => String.fromCharCode(r.chance(0.8) ? 32 + r.int(90) : r.int(0xffff))).join(''));
    const doc = (weights: number[]) =>
      JSON.stringify({
        flags: {
          f: {
            state: 'ENABLED',
            variants: { a: 'a', b: 'b', c: 'c' },
            defaultVariant: 'a',
            targeting: { fractional: [{ var: 'k' }, ['a', weights[0]], ['b', weights[1]], ['c', weights[2]]] },
          },
        },
      });
    for (const weights of [
      [1, 1, 1],
      [20, 30, 50],
      [0, 1, 0],
      [1_000_000, 1_000_000, 97_151],
    ]) {
      core.setConfigurations(doc(weights));
      const fast = new FlagdEvaluator(doc(weights), { compiledRules: true });
      for (const k of keys) {
        const want = core.resolveStringEvaluation('f', 'none', { k });
        expect([k, fast.evaluate('f', { k }).value]).toEqual([k, want.value]);
      }
      expect(fast.compiledStats.bailed).toBe(0);
    }
    // murmur3 itself, against known values of MurmurHash3_x86_32 (seed 0)
    expect(murmur3('')).toBe(0);
    expect(murmur3('hello')).toBe(0x248bfa47);
    expect(murmur3('The quick brown fox jumps over the lazy dog')).toBe(0x2e4ff723);
  });
});
