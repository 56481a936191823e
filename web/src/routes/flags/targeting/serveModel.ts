import { RULE_MODEL_LIMITS, TARGETING_KEY, rolloutSplit, splitTotal } from '@flagstream/domain';
import type { Serve, SplitEntry } from '@flagstream/domain';
import type { VariantOption } from './variantsModel';

export type SplitServe = Extract<Serve, { kind: 'split' }>;

/** Variant -> split: 50/50 between the variant served so far and the next one. */
function toSplit(serve: Serve, names: readonly string[]): Serve {
  const first = serve.kind === 'variant' ? serve.variant : (names[0] ?? '');
  const other = names.find((n) => n !== first) ?? first;
  return rolloutSplit(first, other, 50);
}

/** Split -> variant: the split's first variant. */
const toVariant = (serve: Serve, names: readonly string[]): Serve => ({
  kind: 'variant',
  variant: serve.kind === 'split' ? (serve.split[0]?.variant ?? names[0] ?? '') : serve.variant,
});

/** The other kind of serve, or nothing when the kind stays. */
export const switchServeKind = (serve: Serve, kind: Serve['kind'] | null, names: readonly string[]): Serve | null =>
  !kind || kind === serve.kind ? null : kind === 'split' ? toSplit(serve, names) : toVariant(serve, names);

export const withSplitEntry = (serve: SplitServe, i: number, patch: Partial<SplitEntry>): SplitServe => ({
  ...serve,
  split: serve.split.map((e, j) => (j === i ? { ...e, ...patch } : e)),
});

export const withoutSplitEntry = (serve: SplitServe, i: number): SplitServe => ({ ...serve, split: serve.split.filter((_x, j) => j !== i) });

/** A split keeps at least two entries. */
export const splitEntryRemovable = (serve: SplitServe): boolean => serve.split.length > 2;

/** Variants the split does not name yet. */
const unusedVariants = (serve: SplitServe, variants: readonly VariantOption[]): string[] =>
  variants.map((v) => v.name).filter((n) => !serve.split.some((e) => e.variant === n));

/** "Add variant" is offered while a variant is left and the split is under its limit. */
export const canAddSplitEntry = (serve: SplitServe, variants: readonly VariantOption[]): boolean =>
  unusedVariants(serve, variants).length > 0 && serve.split.length < RULE_MODEL_LIMITS.splitEntries;

/** The next unused variant, with what is left of 100%. */
export function withNextSplitEntry(serve: SplitServe, variants: readonly VariantOption[]): SplitServe {
  const next = unusedVariants(serve, variants)[0];
  if (next === undefined) return serve;
  return { ...serve, split: [...serve.split, { variant: next, weight: Math.max(0, 100 - splitTotal(serve.split)) }] };
}

/** The split bar's accessible name, e.g. "Rule 1: 20% on, 80% off". */
export const splitDescription = (label: string, serve: SplitServe): string => `${label}: ${serve.split.map((e) => `${e.weight}% ${e.variant}`).join(', ')}`;

/** An entry's width on the bar (%): its share of 100, or of the total while that is over 100. */
export const splitBarWidth = (weight: number, total: number): number => (total > 0 ? (Math.max(0, weight) / Math.max(total, 100)) * 100 : 0);

/** A weight as its box shows it and the slider takes it. */
export const weightShown = (weight: number): number | null => (Number.isFinite(weight) ? weight : null);

/** A typed weight: digits only, at most three; empty is 0. */
export function weightFromText(text: string): number {
  const t = text.replace(/[^0-9]/g, '').slice(0, 3);
  return t === '' ? 0 : Number(t);
}

export const splitTotalLabel = (total: number): string => (total === 100 ? 'Total 100%' : `Total ${total}% · must be 100%`);

/** The bucket-by field's help: what the key means, or its issue. */
export const bucketByHelp = (bucketBy: string, issue: string | undefined): string =>
  bucketBy === TARGETING_KEY ? 'Same key, same variant' : (issue ?? `Hashed with the flag key`);
