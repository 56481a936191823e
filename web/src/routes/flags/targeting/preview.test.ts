import { describe, expect, it } from 'vitest';
import { compileTargeting, rolloutSplit } from '@flagstream/domain';
import type { SegmentState, TargetingModel } from '@flagstream/domain';
import { createPreview } from './preview';
import { attributesUsed, contextFromRows, parseContextJson, rowText, rowValue, rowsFromContext } from './evaluationContext';

/**
 * The "Evaluate as" panel. Given a draft, when a context is typed, then it shows the value, variant
 * and reason the domain's evaluator (flagd-core) gives, and which rule matched.
 */

const BETA: SegmentState = {
  id: 's1',
  name: 'Beta testers',
  description: '',
  createdAt: 0,
  updatedAt: 0,
  conditions: { or: [{ ends_with: [{ var: 'email' }, '@example.com'] }, { in: [{ var: 'targetingKey' }, ['vip-1']] }] },
};
const MODEL: TargetingModel = {
  rules: [{ id: 'rule-1', conditions: [{ operator: 'segment', segment: 'segment_s1' }], serve: { kind: 'variant', variant: 'on' } }],
  defaultServe: rolloutSplit('on', 'off', 20),
};
const doc = { variants: { on: true, off: false }, defaultVariant: 'off', targeting: compileTargeting(MODEL, 'off') };
const preview = (enabled = true, model: TargetingModel | null = MODEL, document = doc) =>
  createPreview({ flagKey: 'new_checkout', type: 'boolean', enabled, document, segments: [BETA] }, model);

describe('createPreview', () => {
  it('a beta tester: TARGETING_MATCH by rule 1', () => {
    expect(preview()({ targetingKey: 'u-1', email: 'ada@example.com' })).toEqual({ value: true, variant: 'on', reason: 'TARGETING_MATCH', matchedRule: 0 });
    expect(preview()({ targetingKey: 'vip-1' })).toMatchObject({ variant: 'on', matchedRule: 0 });
  });

  it('everyone else: SPLIT, about 20% on, the same answer for the same key', () => {
    const p = preview();
    let on = 0;
    for (let i = 0; i < 5000; i += 1) {
      const r = p({ targetingKey: `user-${i}`, email: `u${i}@other.io` });
      expect(r.reason).toBe('SPLIT');
      expect(r.matchedRule).toBeUndefined();
      expect(p({ targetingKey: `user-${i}`, email: `u${i}@other.io` })).toEqual(r);
      if (r.variant === 'on') on += 1;
    }
    expect(Math.abs(on / 5000 - 0.2)).toBeLessThan(0.025);
  });

  it('disabled in the environment: DISABLED', () => {
    expect(preview(false)({ targetingKey: 'u-1', email: 'ada@example.com' }).reason).toBe('DISABLED');
  });

  it('no targeting: STATIC; rules that do not match with a static default: DEFAULT', () => {
    expect(preview(true, null, { ...doc, targeting: {} })({ targetingKey: 'x' })).toEqual({ value: false, variant: 'off', reason: 'STATIC' });
    const rulesOnly: TargetingModel = { ...MODEL, defaultServe: { kind: 'variant', variant: 'off' } };
    expect(preview(true, rulesOnly, { ...doc, targeting: compileTargeting(rulesOnly, 'off') })({ email: 'a@b.c' })).toEqual({
      value: false,
      variant: 'off',
      reason: 'DEFAULT',
    });
  });
});

describe('the context the panel evaluates', () => {
  it.each([
    ['true', true],
    ['false', false],
    ['null', null],
    ['42', 42],
    ['-1.5', -1.5],
    ['"42"', '42'],
    ['[1,2]', [1, 2]],
    ['{"a":1}', { a: 1 }],
    ['ada@example.com', 'ada@example.com'],
    ['1.2.3', '1.2.3'],
    ['', ''],
  ])('row text %j reads as %j', (text, value) => expect(rowValue(text)).toEqual(value));

  it('rows -> context -> rows keeps every value, strings that look like numbers quoted', () => {
    const ctx = contextFromRows('user-1', [
      { key: 'email', value: 'a@b.c' },
      { key: 'age', value: '30' },
      { key: 'code', value: '"007"' },
      { key: '', value: 'ignored' },
    ]);
    expect(ctx).toEqual({ targetingKey: 'user-1', email: 'a@b.c', age: 30, code: '007' });
    expect(rowsFromContext(ctx)).toEqual({
      targetingKey: 'user-1',
      rows: [
        { key: 'email', value: 'a@b.c' },
        { key: 'age', value: '30' },
        { key: 'code', value: '"007"' },
      ],
    });
    expect(rowText('true')).toBe('"true"');
  });

  it('JSON: an object with a string targetingKey', () => {
    expect(parseContextJson('{"targetingKey": "u", "plan": "pro"}')).toEqual({ ok: true, context: { targetingKey: 'u', plan: 'pro' } });
    expect(parseContextJson('')).toEqual({ ok: true, context: {} });
    expect(parseContextJson('[1]')).toEqual({ ok: false, error: 'The context must be a JSON object' });
    expect(parseContextJson('{"targetingKey": 1}')).toEqual({ ok: false, error: 'targetingKey must be a string' });
    expect(parseContextJson('{')).toMatchObject({ ok: false });
  });

  it("offers the attributes the rules use, not flagd's own", () => {
    expect([...attributesUsed(doc.targeting)]).toEqual(['targetingKey']);
    expect([...attributesUsed({ if: [{ and: [{ '==': [{ var: 'plan' }, 'pro'] }, { sem_ver: [{ var: ['app.version'] }, '>=', '2.0.0'] }] }, 'on'] })]).toEqual([
      'plan',
      'app',
    ]);
  });
});
