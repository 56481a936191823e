import { describe, expect, it } from 'vitest';
import { validateFlagdTargeting } from '@flagstream/domain';
import type { SegmentState } from '@flagstream/domain';
import {
  alignDefaultVariant,
  documentOf,
  draftFromDocument,
  draftIssues,
  initialVariants,
  newDraft,
  parseDocumentJson,
  renameVariant,
  sameDocument,
  switchTab,
  targetingPossible,
  variantIssues,
} from './targetingDraft';
import { targetingChipLabel } from './targetingChip';

/**
 * The dialog's per-environment targeting draft. Given an environment value and a draft, when the
 * draft is saved, then the document is what the server validates and stores (the domain's own
 * validator accepts it) and the default variant always serves the environment's value.
 */

const BETA: SegmentState = {
  id: 's1',
  name: 'Beta testers',
  description: '',
  conditions: { ends_with: [{ var: 'email' }, '@example.com'] },
  createdAt: 0,
  updatedAt: 0,
};

describe('a new targeting', () => {
  it('given a boolean flag serving false, when a rollout starts, then on/off with off as default and 0% on', () => {
    const d = newDraft('boolean', false, 'rollout');
    expect(d.variants).toEqual([
      { name: 'on', value: true },
      { name: 'off', value: false },
    ]);
    expect(d.defaultVariant).toBe('off');
    const doc = documentOf(d, false);
    expect(doc).toEqual({
      ok: true,
      doc: {
        variants: { on: true, off: false },
        defaultVariant: 'off',
        targeting: { fractional: [{ cat: [{ var: '$flagd.flagKey' }, { var: 'targetingKey' }] }, ['on', 0], ['off', 100]] },
      },
    });
    expect(validateFlagdTargeting(doc.ok ? doc.doc : null, { flagType: 'boolean', flagKey: 'new_checkout' }).ok).toBe(true);
  });

  it('given a boolean flag serving true, then on is the default variant', () => {
    expect(initialVariants('boolean', true).defaultVariant).toBe('on');
  });

  it('given a string flag, when a rule starts, then control (the environment value) and treatment, one empty rule serving treatment', () => {
    const d = newDraft('string', 'Hello', 'rule');
    expect(d.variants).toEqual([
      { name: 'control', value: 'Hello' },
      { name: 'treatment', value: '' },
    ]);
    expect(d.model?.rules).toEqual([
      { id: 'rule-1', conditions: [{ operator: 'equals', attribute: '', values: [] }], serve: { kind: 'variant', variant: 'treatment' } },
    ]);
    // the empty condition is an issue the editor shows before saving
    expect(draftIssues(d, 'string', [])).toEqual([
      { path: 'rules.0.conditions.0.attribute', message: 'Enter an attribute' },
      { path: 'rules.0.conditions.0.values', message: 'Enter a value' },
    ]);
  });

  it('a JSON flag needs an object value to be targeted', () => {
    expect(targetingPossible('json', { a: 1 })).toBe(true);
    expect(targetingPossible('json', [1])).toBe(false);
    expect(targetingPossible('json', 'text')).toBe(false);
    expect(targetingPossible('number', 3)).toBe(true);
  });
});

describe('the default variant is the environment value', () => {
  it('given a stored document, when the environment value changes in the dialog, then the saved document serves the new value by default', () => {
    const d = draftFromDocument({ variants: { control: 'Hello', treatment: 'Hi' }, defaultVariant: 'control', targeting: {} }, 'Hello');
    const doc = documentOf(d, 'Bonjour');
    expect(doc.ok && doc.doc.variants).toEqual({ control: 'Bonjour', treatment: 'Hi' });
  });
});

describe("a boolean flag's default variant follows its value", () => {
  it('given off as default, when the environment value becomes true, then on is the default and a static default serve follows', () => {
    const d = newDraft('boolean', false, 'rule');
    const aligned = alignDefaultVariant(d, 'boolean', true);
    expect(aligned.defaultVariant).toBe('on');
    expect(aligned.model?.defaultServe).toEqual({ kind: 'variant', variant: 'on' });
    expect(aligned.model?.rules[0]?.serve).toEqual({ kind: 'variant', variant: 'on' });
    const doc = documentOf(aligned, true);
    expect(doc.ok && doc.doc.variants).toEqual({ on: true, off: false });
    expect(alignDefaultVariant(d, 'boolean', false)).toBe(d);
    expect(alignDefaultVariant(d, 'string', 'x')).toBe(d);
  });
});

describe('Rules and JSON tabs', () => {
  const rules = (() => {
    const d = newDraft('boolean', false, 'rule');
    return { ...d, model: { ...d.model!, rules: [{ ...d.model!.rules[0]!, conditions: [{ operator: 'segment' as const, segment: 'segment_s1' }] }] } };
  })();

  it('given rules, when switching to JSON, then the JSON is the compiled document; back to Rules, the same rules', () => {
    const json = switchTab(rules, 'json', false);
    expect(JSON.parse(json.json)).toEqual({ variants: { on: true, off: false }, defaultVariant: 'off', targeting: { if: [{ $ref: 'segment_s1' }, 'on'] } });
    const back = switchTab(json, 'rules', false);
    expect(back.model).toEqual({
      rules: [{ id: 'rule-1', conditions: [{ operator: 'segment', segment: 'segment_s1' }], serve: { kind: 'variant', variant: 'on' } }],
      defaultServe: { kind: 'variant', variant: 'off' },
    });
    const doc = documentOf(back, false);
    expect(validateFlagdTargeting(doc.ok ? doc.doc : null, { flagType: 'boolean', segments: [BETA] }).ok).toBe(true);
  });

  it('given JSON Logic the rule editor cannot show, when switching to Rules, then there is no model and the JSON is what saves', () => {
    const custom = {
      ...switchTab(rules, 'json', false),
      json: JSON.stringify({ variants: { on: true, off: false }, defaultVariant: 'off', targeting: { if: [{ '===': [{ var: 'tier' }, 3] }, 'on', null] } }),
    };
    const back = switchTab(custom, 'rules', false);
    expect(back.model).toBeNull();
    expect(documentOf(back, false)).toEqual({
      ok: true,
      doc: { variants: { on: true, off: false }, defaultVariant: 'off', targeting: { if: [{ '===': [{ var: 'tier' }, 3] }, 'on', null] } },
    });
  });

  it('given JSON that is not valid, then the reason says so and nothing saves', () => {
    expect(parseDocumentJson('{"variants": ')).toMatchObject({ ok: false, error: expect.stringMatching(/^Not valid JSON/) });
    expect(parseDocumentJson('[]')).toEqual({ ok: false, error: 'The document must be a JSON object with variants, defaultVariant and targeting' });
    expect(parseDocumentJson('{"variants": {"a": 1}, "defaultVariant": 3}')).toEqual({ ok: false, error: '"defaultVariant" must be a variant name' });
    expect(documentOf({ ...rules, tab: 'json', json: '{' }, false).ok).toBe(false);
  });
});

describe('variants', () => {
  it('renaming a variant renames it in every rule, split and the default serve', () => {
    const d = newDraft('string', 'a', 'rollout');
    const renamed = renameVariant(d, 'treatment', 'new-copy');
    expect(renamed.variants.map((v) => v.name)).toEqual(['control', 'new-copy']);
    expect(renamed.model?.defaultServe).toEqual({
      kind: 'split',
      split: [
        { variant: 'new-copy', weight: 0 },
        { variant: 'control', weight: 100 },
      ],
      bucketBy: 'targetingKey',
    });
    expect(renameVariant(d, 'control', 'current').defaultVariant).toBe('current');
  });

  it("names must be present and unique; values of the flag's type", () => {
    const d = { ...newDraft('number', 1, 'rollout') };
    const bad = {
      ...d,
      variants: [
        { name: 'control', value: 1 },
        { name: 'control', value: 2 },
        { name: ' ', value: 'x' as unknown as number },
      ],
    };
    expect(variantIssues(bad, 'number')).toEqual([
      { path: 'variants.1.name', message: 'Names must be unique' },
      { path: 'variants.2.name', message: 'Enter a name' },
      { path: 'variants.2.value', message: 'Must be a number' },
    ]);
  });
});

describe('sameDocument and the list chips', () => {
  it('ignores key order, not values', () => {
    expect(sameDocument({ a: 1, b: [1, { c: 2, d: 3 }] }, { b: [1, { d: 3, c: 2 }], a: 1 })).toBe(true);
    expect(sameDocument({ a: 1 }, { a: 2 })).toBe(false);
  });

  it.each([
    [false, null, null],
    [true, 20, '20% rollout'],
    [true, 33.33, '33.3% rollout'],
    [true, 100, 'Targeting'],
    [true, 0, 'Targeting'],
    [true, null, 'Targeting'],
  ])('hasTargeting %s, rollout %s -> %s', (has, pct, label) => expect(targetingChipLabel(has as boolean, pct as number | null)).toBe(label));
});
