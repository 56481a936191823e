import { describe, expect, it } from 'vitest';
import { newDraft } from './targetingDraft';
import {
  jsonVariantValue,
  numberVariantValue,
  variantColour,
  variantRemovable,
  variantValueText,
  withNewVariant,
  withVariantValue,
  withoutVariant,
} from './variantsModel';

/** The variants list. Given a draft, when a variant is added, changed or removed, then the draft is this. */

const draft = () => newDraft('string', 'a', 'rule');

describe('editing variants', () => {
  it('given control and treatment, when one is added, then variant-2 with an empty value of the type', () => {
    expect(withNewVariant(draft(), 'string').variants[2]).toEqual({ name: 'variant-2', value: '' });
    expect(withNewVariant(newDraft('number', 1, 'rule'), 'number').variants[2]).toEqual({ name: 'variant-2', value: 0 });
    expect(withNewVariant(newDraft('json', {}, 'rule'), 'json').variants[2]).toEqual({ name: 'variant-2', value: {} });
  });

  it('given a taken name, when one is added, then the next free number', () => {
    const d = withVariantValue(draft(), 0, 'z');
    const taken = { ...d, variants: [...d.variants, { name: 'variant-3', value: '' }] };
    expect(withNewVariant(taken, 'string').variants[3]?.name).toBe('variant-4');
  });

  it('given variants, when one changes value or is removed, then only that one', () => {
    expect(withVariantValue(draft(), 1, 'b').variants[1]).toEqual({ name: 'treatment', value: 'b' });
    expect(withoutVariant(withNewVariant(draft(), 'string'), 1).variants.map((v) => v.name)).toEqual(['control', 'variant-2']);
  });

  it('given two variants, then neither is removable; given three, then all but the default', () => {
    expect(variantRemovable(draft(), 'treatment')).toBe(false);
    const three = withNewVariant(draft(), 'string');
    expect(variantRemovable(three, 'treatment')).toBe(true);
    expect(variantRemovable(three, 'control')).toBe(false);
  });

  it('gives each variant a colour by its position, an unknown one the next', () => {
    const vs = draft().variants;
    expect(variantColour(vs, 'control')).toBe('#5b4bdb');
    expect(variantColour(vs, 'treatment')).toBe('#0ea5e9');
    expect(variantColour(vs, 'nope')).toBe('#16a34a');
  });
});

describe('reading a typed value', () => {
  it('shows JSON pretty-printed and null as nothing', () => {
    expect(variantValueText('json', { a: 1 })).toBe('{\n  "a": 1\n}');
    expect(variantValueText('string', null)).toBe('');
    expect(variantValueText('number', 3)).toBe('3');
  });

  it('reads numbers, keeping text that is not one', () => {
    expect(numberVariantValue('4')).toBe(4);
    expect(numberVariantValue(' ')).toBe(' ');
    expect(numberVariantValue('x')).toBe('x');
  });

  it('reads JSON, or says it is not', () => {
    expect(jsonVariantValue('[1]')).toEqual({ value: [1], error: null });
    expect(jsonVariantValue('{')).toEqual({ value: '{', error: 'Not valid JSON' });
  });
});
