import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FlagdCore, MemoryStorage } from '@openfeature/flagd-core';
import type { EvaluationContext } from '@openfeature/core';
import type { Condition, ConditionGroup, Serve, TargetingModel } from '../src/targeting/ruleModel';
import {
  CONDITION_OPERATORS,
  OPERATORS,
  compileCondition,
  compileConditionGroup,
  compileTargeting,
  describeCondition,
  isVersion,
  moveRule,
  nextRuleId,
  parseCondition,
  parseConditionGroup,
  parseTargeting,
  rolloutShare,
  rolloutSplit,
  splitTotal,
  validateConditionGroup,
  validateTargetingModel,
  valueFromText,
  withOperator,
} from '../src/targeting/ruleModel';

/**
 * The targeting editor's rule model. Given a model, when it is compiled, then flagd's own library
 * (strict schema validation + evaluation) accepts it and serves what the editor shows; and when a
 * document of that shape is read back, the same model comes out.
 */

const VARIANTS = { on: true, off: false };
const silent = { error: () => {}, warn: () => {}, info: () => {}, debug: () => {} };

/** The real flagd-core with strict validation of the official flag-definition schema. */
function flagd(targeting: unknown, opts: { defaultVariant?: string; evaluators?: Record<string, unknown>; variants?: Record<string, unknown> } = {}) {
  const storage = new MemoryStorage(silent);
  const doc = {
    flags: { 'new-checkout': { state: 'ENABLED', variants: opts.variants ?? VARIANTS, defaultVariant: opts.defaultVariant ?? 'off', targeting } },
    ...(opts.evaluators ? { $evaluators: opts.evaluators } : {}),
  };
  storage.setConfigurations(JSON.stringify(doc), true); // throws on a schema violation
  const core = new FlagdCore(storage, silent);
  return (ctx: EvaluationContext) => {
    const r = core.resolveBooleanEvaluation('new-checkout', false, ctx);
    if (r.errorCode) throw new Error(`${r.errorCode}: ${r.errorMessage}`);
    return { variant: r.variant, reason: r.reason, value: r.value };
  };
}

const rule = (id: string, conditions: Condition[], serve: Serve) => ({ id, conditions, serve });
const on: Serve = { kind: 'variant', variant: 'on' };
const off: Serve = { kind: 'variant', variant: 'off' };
const attr = (operator: Exclude<Condition['operator'], 'segment'>, attribute: string, ...values: Array<string | number | boolean>): Condition => ({
  operator,
  attribute,
  values,
});

describe('compileCondition: each operator in flagd JSON Logic', () => {
  it.each<[Condition, unknown]>([
    [attr('equals', 'plan', 'pro'), { '==': [{ var: 'plan' }, 'pro'] }],
    [attr('not_equals', 'plan', 'free'), { '!=': [{ var: 'plan' }, 'free'] }],
    [attr('in', 'targetingKey', 'u1', 'u2'), { in: [{ var: 'targetingKey' }, ['u1', 'u2']] }],
    [attr('not_in', 'country', 'DE', 'FR'), { '!': { in: [{ var: 'country' }, ['DE', 'FR']] } }],
    [attr('starts_with', 'email', 'admin@'), { starts_with: [{ var: 'email' }, 'admin@'] }],
    [
      attr('ends_with', 'email', '@example.com', '@example.org'),
      { or: [{ ends_with: [{ var: 'email' }, '@example.com'] }, { ends_with: [{ var: 'email' }, '@example.org'] }] },
    ],
    [attr('contains', 'userAgent', 'Chrome'), { in: ['Chrome', { var: 'userAgent' }] }],
    [attr('semver_eq', 'appVersion', '2.0.0'), { sem_ver: [{ var: 'appVersion' }, '=', '2.0.0'] }],
    [attr('semver_lt', 'appVersion', '2.0.0'), { sem_ver: [{ var: 'appVersion' }, '<', '2.0.0'] }],
    [attr('semver_gt', 'appVersion', '2.0.0'), { sem_ver: [{ var: 'appVersion' }, '>', '2.0.0'] }],
    [attr('semver_gte', 'appVersion', '2.0.0'), { sem_ver: [{ var: 'appVersion' }, '>=', '2.0.0'] }],
    [attr('semver_lte', 'appVersion', '2.0.0'), { sem_ver: [{ var: 'appVersion' }, '<=', '2.0.0'] }],
    [attr('num_lt', 'age', 18), { '<': [{ var: 'age' }, 18] }],
    [attr('num_gt', 'seats', 10), { '>': [{ var: 'seats' }, 10] }],
    [{ operator: 'segment', segment: 'beta-testers' }, { $ref: 'beta-testers' }],
  ])('%j -> %j, and back', (condition, logic) => {
    expect(compileCondition(condition)).toEqual(logic);
    expect(parseCondition(logic)).toEqual(condition);
  });

  it('covers every operator of the editor', () => {
    expect(Object.keys(OPERATORS).sort()).toEqual(CONDITION_OPERATORS.filter((o) => o !== 'segment').sort());
  });
});

describe('given a condition, when flagd evaluates the compiled rule, then it matches what the operator says', () => {
  const cases: Array<[string, Condition, EvaluationContext, boolean]> = [
    ['equals matches the value', attr('equals', 'plan', 'pro'), { plan: 'pro' }, true],
    ['equals compares loosely ("42" vs 42)', attr('equals', 'tier', '42'), { tier: 42 }, true],
    ['equals misses another value', attr('equals', 'plan', 'pro'), { plan: 'free' }, false],
    ['not equals', attr('not_equals', 'plan', 'free'), { plan: 'pro' }, true],
    ['in list', attr('in', 'targetingKey', 'u1', 'u2'), { targetingKey: 'u2' }, true],
    ['in list misses', attr('in', 'targetingKey', 'u1', 'u2'), { targetingKey: 'u3' }, false],
    ['not in list', attr('not_in', 'country', 'DE', 'FR'), { country: 'IT' }, true],
    ['not in list misses a member', attr('not_in', 'country', 'DE', 'FR'), { country: 'DE' }, false],
    ['starts with', attr('starts_with', 'email', 'admin@'), { email: 'admin@shop.io' }, true],
    ['ends with any of two', attr('ends_with', 'email', '@example.com', '@example.org'), { email: 'ada@example.org' }, true],
    ['ends with misses', attr('ends_with', 'email', '@example.com'), { email: 'ada@other.com' }, false],
    ['contains', attr('contains', 'userAgent', 'Chrome'), { userAgent: 'Mozilla/5.0 Chrome/120' }, true],
    ['version =', attr('semver_eq', 'appVersion', '2.0.0'), { appVersion: '2.0.0' }, true],
    ['version <', attr('semver_lt', 'appVersion', '2.0.0'), { appVersion: '1.9.9' }, true],
    ['version < misses', attr('semver_lt', 'appVersion', '2.0.0'), { appVersion: '2.0.1' }, false],
    ['version >', attr('semver_gt', 'appVersion', '2.0.0'), { appVersion: '2.10.0' }, true],
    ['version >=', attr('semver_gte', 'appVersion', '2.0.0'), { appVersion: '2.0.0' }, true],
    ['version <=', attr('semver_lte', 'appVersion', '2.0.0'), { appVersion: '2.0.1' }, false],
    ['less than', attr('num_lt', 'age', 18), { age: 17 }, true],
    ['greater than', attr('num_gt', 'seats', 10), { seats: 10 }, false],
    ['a missing attribute never matches equals', attr('equals', 'plan', 'pro'), {}, false],
  ];
  it.each(cases)('%s', (_name, condition, ctx, matches) => {
    const model: TargetingModel = { rules: [rule('r1', [condition], on)], defaultServe: off };
    const evaluate = flagd(compileTargeting(model, 'off'));
    expect(evaluate(ctx)).toEqual(matches ? { variant: 'on', value: true, reason: 'TARGETING_MATCH' } : { variant: 'off', value: false, reason: 'DEFAULT' });
  });
});

describe('the flagd harness of these tests', () => {
  it('refuses a document outside the official schema (so "accepted" above means something)', () => {
    expect(() => flagd({ no_such_operator: [1] })).toThrow(/invalid flagd flag configuration/);
    expect(() => flagd({ if: [{ '==': [{ var: 'a' }] }, 'on'] })).toThrow(/invalid flagd flag configuration/);
  });
});

describe('compileTargeting', () => {
  it('given no rules and the default variant as default serve, then there is no targeting (flagd: STATIC)', () => {
    const t = compileTargeting({ rules: [], defaultServe: off }, 'off');
    expect(t).toEqual({});
    expect(flagd(t)({ targetingKey: 'u1' })).toEqual({ variant: 'off', value: false, reason: 'STATIC' });
  });

  it('given a 20% rollout, then the default serve is a fractional split seeded with flag key + targetingKey', () => {
    const t = compileTargeting({ rules: [], defaultServe: rolloutSplit('on', 'off', 20) }, 'off');
    expect(t).toEqual({ fractional: [{ cat: [{ var: '$flagd.flagKey' }, { var: 'targetingKey' }] }, ['on', 20], ['off', 80]] });
  });

  it('given rules, then an if chain in rule order; the default serve is left out when it is the default variant', () => {
    const model: TargetingModel = {
      rules: [
        rule('r1', [{ operator: 'segment', segment: 'beta-testers' }], on),
        rule('r2', [attr('equals', 'country', 'DE'), attr('semver_gte', 'appVersion', '2.0.0')], rolloutSplit('on', 'off', 50)),
      ],
      defaultServe: off,
    };
    expect(compileTargeting(model, 'off')).toEqual({
      if: [
        { $ref: 'beta-testers' },
        'on',
        { and: [{ '==': [{ var: 'country' }, 'DE'] }, { sem_ver: [{ var: 'appVersion' }, '>=', '2.0.0'] }] },
        { fractional: [{ cat: [{ var: '$flagd.flagKey' }, { var: 'targetingKey' }] }, ['on', 50], ['off', 50]] },
      ],
    });
    // a default serve other than the default variant closes the chain
    expect(compileTargeting({ ...model, defaultServe: on }, 'off')).toMatchObject({ if: expect.arrayContaining(['on']) });
    expect((compileTargeting({ ...model, defaultServe: on }, 'off') as { if: unknown[] }).if).toHaveLength(5);
  });

  it('given another variant for everyone and no rules, then {"if": [true, variant]} (served as a targeting match)', () => {
    const t = compileTargeting({ rules: [], defaultServe: on }, 'off');
    expect(t).toEqual({ if: [true, 'on'] });
    expect(flagd(t)({})).toEqual({ variant: 'on', value: true, reason: 'TARGETING_MATCH' });
    expect(parseTargeting(t, 'off')).toEqual({ rules: [], defaultServe: on });
  });
});

describe('the issue\'s scenario: a "Beta testers" rule, then a 20% rollout, evaluated by flagd-core', () => {
  const segment: ConditionGroup = { match: 'any', conditions: [attr('ends_with', 'email', '@example.com'), attr('in', 'targetingKey', 'vip-1', 'vip-2')] };
  const model: TargetingModel = { rules: [rule('r1', [{ operator: 'segment', segment: 'beta-testers' }], on)], defaultServe: rolloutSplit('on', 'off', 20) };
  const evaluate = flagd(compileTargeting(model, 'off'), { evaluators: { 'beta-testers': compileConditionGroup(segment) } });

  it('serves on to every beta tester (by email or by key)', () => {
    expect(evaluate({ targetingKey: 'someone', email: 'ada@example.com' })).toMatchObject({ variant: 'on', value: true });
    expect(evaluate({ targetingKey: 'vip-2' })).toMatchObject({ variant: 'on', value: true });
  });

  it('serves on to 20% ± 1.5% of everyone else, the same answer every time for a key', () => {
    let served = 0;
    const N = 20_000;
    for (let i = 0; i < N; i += 1) {
      const ctx = { targetingKey: `user-${i}`, email: `user-${i}@other.io` };
      const first = evaluate(ctx);
      expect(evaluate(ctx)).toEqual(first);
      if (first.variant === 'on') served += 1;
    }
    expect(Math.abs(served / N - 0.2)).toBeLessThan(0.015);
  });

  it('the segment expression reads back as the same condition group', () => {
    expect(parseConditionGroup(compileConditionGroup(segment))).toEqual(segment);
  });
});

describe('parseTargeting', () => {
  it.each([undefined, null, {}])('given %j, then no rules and the default variant', (t) => {
    expect(parseTargeting(t, 'off')).toEqual({ rules: [], defaultServe: off });
  });

  it("given flagd's default seed (no seed), then the split buckets by targetingKey", () => {
    expect(
      parseTargeting(
        {
          fractional: [
            ['on', 25],
            ['off', 75],
          ],
        },
        'off',
      ),
    ).toEqual({ rules: [], defaultServe: rolloutSplit('on', 'off', 25) });
  });

  it('given a seed on another attribute, then the split buckets by it', () => {
    const t = { fractional: [{ cat: [{ var: '$flagd.flagKey' }, { var: 'companyId' }] }, ['on', 10], ['off', 90]] };
    expect(parseTargeting(t, 'off')).toEqual({ rules: [], defaultServe: rolloutSplit('on', 'off', 10, 'companyId') });
    expect(compileTargeting(parseTargeting(t, 'off')!, 'off')).toEqual(t);
  });

  it('given else-if written as nested ifs, then one flat rule list', () => {
    const nested = { if: [{ '==': [{ var: 'a' }, 1] }, 'on', { if: [{ '==': [{ var: 'b' }, 2] }, 'off', 'on'] }] };
    expect(parseTargeting(nested, 'off')).toEqual({
      rules: [rule('rule-1', [attr('equals', 'a', 1)], on), rule('rule-2', [attr('equals', 'b', 2)], off)],
      defaultServe: on,
    });
  });

  it('given {"!": [x]} (the array spelling of not), then not in list', () => {
    expect(parseCondition({ '!': [{ in: [{ var: 'c' }, ['DE']] }] })).toEqual(attr('not_in', 'c', 'DE'));
  });

  it.each([
    ['strict equality', { if: [{ '===': [{ var: 'a' }, 1] }, 'on'] }],
    ['a var with a default', { if: [{ '==': [{ var: ['a', 'x'] }, 1] }, 'on'] }],
    ['a computed variant', { if: [{ '==': [{ var: 'a' }, 1] }, { cat: ['o', 'n'] }] }],
    ['a bare fractional with a plain attribute seed', { fractional: [{ var: 'email' }, ['on', 50], ['off', 50]] }],
    ['an or across attributes inside a rule', { if: [{ or: [{ '==': [{ var: 'a' }, 1] }, { '==': [{ var: 'b' }, 1] }] }, 'on'] }],
    [
      'a weight that is not an integer',
      {
        fractional: [
          ['on', 0.5],
          ['off', 99.5],
        ],
      },
    ],
    ['an unknown operator', { if: [{ timestamp_after: [1] }, 'on'] }],
    ['a boolean variant name', { if: [{ '==': [{ var: 'a' }, 1] }, true] }],
  ])('given %s, then null (raw JSON only)', (_name, t) => {
    expect(parseTargeting(t, 'off')).toBeNull();
  });
});

describe('validateTargetingModel: what the editor shows before it saves', () => {
  const variants = ['on', 'off'];
  it('accepts a complete model', () => {
    const model: TargetingModel = { rules: [rule('r1', [attr('ends_with', 'email', '@example.com')], on)], defaultServe: rolloutSplit('on', 'off', 20) };
    expect(validateTargetingModel(model, variants, [])).toEqual([]);
  });

  it('given a split of 30 + 60, then the live sum says 90%, not 100%', () => {
    const split: Serve = {
      kind: 'split',
      split: [
        { variant: 'on', weight: 30 },
        { variant: 'off', weight: 60 },
      ],
      bucketBy: 'targetingKey',
    };
    expect(splitTotal((split as Extract<Serve, { kind: 'split' }>).split)).toBe(90);
    expect(validateTargetingModel({ rules: [], defaultServe: split }, variants)).toEqual([
      { path: 'defaultServe.total', message: 'Percentages add up to 90%, not 100%' },
    ]);
  });

  it('names each incomplete field', () => {
    const model: TargetingModel = {
      rules: [
        rule('r1', [], on),
        rule(
          'r2',
          [attr('equals', '', 'x'), attr('semver_gt', 'v', 'latest'), attr('num_lt', 'age', 'old'), attr('in', 'k'), { operator: 'segment', segment: 'gone' }],
          { kind: 'variant', variant: 'maybe' },
        ),
      ],
      defaultServe: { kind: 'split', split: [{ variant: 'on', weight: 100 }], bucketBy: 'targetingKey' },
    };
    expect(validateTargetingModel(model, variants, ['beta-testers'])).toEqual([
      { path: 'rules.0.conditions', message: 'Add at least one condition' },
      { path: 'rules.1.conditions.0.attribute', message: 'Enter an attribute' },
      { path: 'rules.1.conditions.1.values', message: 'Enter a version like 2.1.0' },
      { path: 'rules.1.conditions.2.values', message: 'Enter a number' },
      { path: 'rules.1.conditions.3.values', message: 'Enter at least one value' },
      { path: 'rules.1.conditions.4.segment', message: 'This segment no longer exists' },
      { path: 'rules.1.serve', message: 'Unknown variant "maybe"' },
      { path: 'defaultServe', message: 'A split needs at least two variants' },
    ]);
  });

  it('a split cannot name a variant twice', () => {
    const s: Serve = {
      kind: 'split',
      split: [
        { variant: 'on', weight: 50 },
        { variant: 'on', weight: 50 },
      ],
      bucketBy: 'targetingKey',
    };
    expect(validateTargetingModel({ rules: [], defaultServe: s }, variants)).toEqual([{ path: 'defaultServe', message: '"on" appears twice' }]);
  });

  it('a segment is built from attribute conditions only', () => {
    expect(validateConditionGroup({ match: 'all', conditions: [] })).toEqual([{ path: 'conditions', message: 'Add at least one condition' }]);
    expect(validateConditionGroup({ match: 'any', conditions: [{ operator: 'segment', segment: 'x' }] })).toEqual([
      { path: 'conditions.0.operator', message: 'A segment cannot contain another segment' },
    ]);
  });

  it.each([
    ['1.2.3', true],
    ['v2.0.0-beta.1+build.5', true],
    ['1', true],
    ['1.2', true],
    ['1.2.3.4', false],
    ['latest', false],
    ['', false],
  ])("isVersion(%j) is %s (flagd's lenient parse)", (s, ok) => expect(isVersion(s)).toBe(ok));
});

describe('editing helpers', () => {
  it('moveRule moves one item and keeps the rest in order; out-of-range moves change nothing', () => {
    expect(moveRule(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveRule(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveRule(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });

  it('nextRuleId never reuses an id', () => {
    expect(nextRuleId([rule('rule-2', [], on), rule('rule-3', [], on)])).toBe('rule-4');
    expect(nextRuleId([])).toBe('rule-1');
  });

  it('withOperator keeps the attribute and the values that still fit', () => {
    expect(withOperator(attr('in', 'age', '18', 'x'), 'num_gt')).toEqual(attr('num_gt', 'age', 18));
    expect(withOperator(attr('equals', 'email', 'a@b.c'), 'ends_with')).toEqual(attr('ends_with', 'email', 'a@b.c'));
    expect(withOperator(attr('equals', 'email', 'a'), 'segment')).toEqual({ operator: 'segment', segment: '' });
    expect(withOperator({ operator: 'segment', segment: 's' }, 'equals')).toEqual(attr('equals', ''));
  });

  it('valueFromText: numbers for numeric operators, text otherwise', () => {
    expect(valueFromText('num_lt', ' 42 ')).toBe(42);
    expect(valueFromText('num_lt', 'abc')).toBeNull();
    expect(valueFromText('num_lt', '')).toBeNull();
    expect(valueFromText('equals', '42')).toBe('42');
  });

  it('rolloutShare: the share of the default serve that is not the default variant', () => {
    expect(rolloutShare({ rules: [], defaultServe: rolloutSplit('on', 'off', 20) }, 'off')).toBe(20);
    expect(rolloutShare({ rules: [], defaultServe: off }, 'off')).toBe(0);
    expect(rolloutShare({ rules: [], defaultServe: on }, 'off')).toBe(100);
  });

  it('describeCondition reads like the editor', () => {
    expect(describeCondition(attr('ends_with', 'email', '@example.com'))).toBe('email ends with "@example.com"');
    expect(describeCondition(attr('in', 'targetingKey', 'a', 'b', 'c', 'd'))).toBe('targetingKey is one of ["a", "b", "c" +1]');
    expect(describeCondition({ operator: 'segment', segment: 's1' }, () => 'Beta testers')).toBe('is in segment Beta testers');
  });
});

describe('property: any valid model compiles to a schema-valid flagd document and reads back unchanged', () => {
  const variantName = fc.constantFrom('on', 'off', 'blue', 'green');
  const word = fc.stringMatching(/^[a-z][a-zA-Z0-9_.@-]{0,12}$/);
  const text = fc.string({ minLength: 1, maxLength: 12 });
  const condition: fc.Arbitrary<Condition> = fc.oneof(
    fc.record({
      operator: fc.constantFrom('equals' as const, 'not_equals' as const),
      attribute: word,
      values: fc.tuple(fc.oneof(text, fc.integer(), fc.boolean())).map((t) => [...t]),
    }),
    fc.record({
      operator: fc.constantFrom('in' as const, 'not_in' as const),
      attribute: word,
      values: fc.array(fc.oneof(text, fc.integer()), { minLength: 1, maxLength: 5 }),
    }),
    fc.record({
      operator: fc.constantFrom('starts_with' as const, 'ends_with' as const, 'contains' as const),
      attribute: word,
      values: fc.array(text, { minLength: 1, maxLength: 3 }),
    }),
    fc.record({
      operator: fc.constantFrom('semver_eq' as const, 'semver_lt' as const, 'semver_gt' as const, 'semver_gte' as const, 'semver_lte' as const),
      attribute: word,
      values: fc.tuple(fc.constantFrom('1.0.0', '2.3.4-beta.1', '10.0.1')).map((t) => [...t]),
    }),
    fc.record({ operator: fc.constantFrom('num_lt' as const, 'num_gt' as const), attribute: word, values: fc.tuple(fc.integer()).map((t) => [...t]) }),
    fc.record({ operator: fc.constant('segment' as const), segment: fc.constantFrom('beta-testers', 'staff') }),
  );
  const serve: fc.Arbitrary<Serve> = fc.oneof(
    variantName.map((variant) => ({ kind: 'variant' as const, variant })),
    fc.tuple(fc.integer({ min: 0, max: 100 }), fc.constantFrom('targetingKey', 'companyId')).map(([p, bucketBy]) => rolloutSplit('blue', 'green', p, bucketBy)),
  );
  const model: fc.Arbitrary<TargetingModel> = fc.record({
    rules: fc
      .array(fc.record({ conditions: fc.array(condition, { minLength: 1, maxLength: 4 }), serve }), { maxLength: 5 })
      .map((rs) => rs.map((r, i) => ({ id: `rule-${i + 1}`, ...r }))),
    defaultServe: serve,
  });
  const evaluators = { 'beta-testers': { '==': [{ var: 'beta' }, true] }, staff: { ends_with: [{ var: 'email' }, '@corp.io'] } };
  const variants = { on: 'on', off: 'off', blue: 'blue', green: 'green' };

  it('compile, validate with the official schema, parse: the same model', () => {
    fc.assert(
      fc.property(model, (m) => {
        const t = compileTargeting(m, 'off');
        expect(() => flagd(t, { variants, evaluators })).not.toThrow();
        expect(validateTargetingModel(m, Object.keys(variants), Object.keys(evaluators))).toEqual([]);
        expect(parseTargeting(t, 'off')).toEqual(m);
      }),
      { numRuns: 300 },
    );
  });
});
