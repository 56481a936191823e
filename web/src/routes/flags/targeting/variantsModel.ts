import type { FlagType, FlagValue } from '@flagstream/domain';
import type { TargetingDraft } from './targetingDraft';

/** A variant of a flag's targeting: its name and the value it serves. */
export interface VariantOption {
  name: string;
  value: FlagValue;
}

/** A colour per variant (by its position), shared by the split bar, its rows and the evaluate panel. */
export const VARIANT_COLOURS = ['#5b4bdb', '#0ea5e9', '#16a34a', '#d97706', '#db2777', '#0d9488', '#7c3aed', '#dc2626'];
export const variantColour = (variants: readonly VariantOption[], name: string) => {
  const i = variants.findIndex((v) => v.name === name);
  return VARIANT_COLOURS[(i < 0 ? variants.length : i) % VARIANT_COLOURS.length]!;
};

/** A new variant: the first free `variant-<n>` (n from the count), with the type's empty value. */
export function withNewVariant(d: TargetingDraft, type: FlagType): TargetingDraft {
  const used = new Set(d.variants.map((v) => v.name));
  let n = d.variants.length;
  while (used.has(`variant-${n}`)) n += 1;
  return { ...d, variants: [...d.variants, { name: `variant-${n}`, value: type === 'number' ? 0 : type === 'json' ? {} : '' }] };
}

export const withVariantValue = (d: TargetingDraft, i: number, value: FlagValue): TargetingDraft => ({
  ...d,
  variants: d.variants.map((v, j) => (j === i ? { ...v, value } : v)),
});

export const withoutVariant = (d: TargetingDraft, i: number): TargetingDraft => ({ ...d, variants: d.variants.filter((_x, j) => j !== i) });

/** The default variant stays, and a targeting keeps at least two variants. */
export const variantRemovable = (d: TargetingDraft, name: string): boolean => name !== d.defaultVariant && d.variants.length > 2;

/** A variant value as its editor shows it: JSON pretty-printed, null as nothing. */
export const variantValueText = (type: FlagType, value: FlagValue): string =>
  type === 'json' ? JSON.stringify(value, null, 2) : value === null ? '' : String(value);

/** A number variant's text: the number, or the text itself so validation can say it is not one. */
export function numberVariantValue(text: string): FlagValue {
  const n = Number(text);
  return text.trim() !== '' && Number.isFinite(n) ? n : (text as unknown as FlagValue);
}

/** A JSON variant's text: the parsed value, or the text itself and why it is not JSON. */
export function jsonVariantValue(text: string): { value: FlagValue; error: string | null } {
  try {
    return { value: JSON.parse(text) as FlagValue, error: null };
  } catch {
    return { value: text, error: 'Not valid JSON' };
  }
}
