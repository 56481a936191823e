import { compileTargeting, parseTargeting, rolloutSplit, validateTargetingModel } from '@flagstream/domain';
import type { FlagType, FlagValue, ModelIssue, TargetingModel } from '@flagstream/domain';
import type { VariantOption } from './variantsModel';

/**
 * One environment's targeting while the dialog edits it. The rule editor's model is the truth on the
 * Rules tab; the JSON text is the truth on the JSON tab (switching tabs converts). The default
 * variant's value is always the environment's value (the server keeps them equal).
 */
export interface TargetingDraft {
  variants: VariantOption[];
  defaultVariant: string;
  tab: 'rules' | 'json';
  /** null when the document has a shape the rule editor cannot show */
  model: TargetingModel | null;
  /** the flagd definition as edited on the JSON tab */
  json: string;
}

/** The document PUT to the server (`{variants, defaultVariant, targeting}`). */
export interface TargetingDocumentInput {
  variants: Record<string, FlagValue>;
  defaultVariant: string;
  targeting: Record<string, unknown>;
}

export const VARIANT_NAME_MAX = 100;
export const VARIANTS_MAX = 50;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Targeting needs the environment value to be a valid variant value (json flags: an object, as flagd requires). */
export function targetingPossible(type: FlagType, envValue: FlagValue): boolean {
  switch (type) {
    case 'boolean':
      return typeof envValue === 'boolean';
    case 'number':
      return typeof envValue === 'number' && Number.isFinite(envValue);
    case 'string':
      return typeof envValue === 'string';
    case 'json':
      return isObject(envValue);
  }
}

/** A value of the flag's type other than `v`, for a new variant. */
function otherValue(type: FlagType, v: FlagValue): FlagValue {
  switch (type) {
    case 'boolean':
      return !v;
    case 'number':
      return typeof v === 'number' ? v + 1 : 1;
    case 'string':
      return v === '' ? 'new' : '';
    case 'json':
      return {};
  }
}

/**
 * The variants a new targeting starts with: on/off for booleans (the default is whichever the
 * environment serves), control (the environment's value) and treatment for the other types.
 */
export function initialVariants(type: FlagType, envValue: FlagValue): { variants: VariantOption[]; defaultVariant: string } {
  if (type === 'boolean')
    return {
      variants: [
        { name: 'on', value: true },
        { name: 'off', value: false },
      ],
      defaultVariant: envValue === true ? 'on' : 'off',
    };
  return {
    variants: [
      { name: 'control', value: envValue },
      { name: 'treatment', value: otherValue(type, envValue) },
    ],
    defaultVariant: 'control',
  };
}

/** The variant that is not the default (the one a rollout rolls out). */
const otherVariant = (d: { variants: VariantOption[]; defaultVariant: string }) =>
  d.variants.find((v) => v.name !== d.defaultVariant)?.name ?? d.defaultVariant;

/** A new targeting: a percentage rollout of the other variant (0% at first), or one empty rule serving it. */
export function newDraft(type: FlagType, envValue: FlagValue, start: 'rollout' | 'rule'): TargetingDraft {
  const base = initialVariants(type, envValue);
  const other = otherVariant(base);
  const model: TargetingModel =
    start === 'rollout'
      ? { rules: [], defaultServe: rolloutSplit(other, base.defaultVariant, 0) }
      : {
          rules: [{ id: 'rule-1', conditions: [{ operator: 'equals', attribute: '', values: [] }], serve: { kind: 'variant', variant: other } }],
          defaultServe: { kind: 'variant', variant: base.defaultVariant },
        };
  const draft: TargetingDraft = { ...base, tab: 'rules', model, json: '' };
  return { ...draft, json: jsonOf(draft, envValue) };
}

/** A stored document as a draft (the Rules tab when the rule editor can show it). */
export function draftFromDocument(doc: { variants: unknown; defaultVariant: string; targeting: unknown }, envValue: FlagValue): TargetingDraft {
  const variants = isObject(doc.variants) ? Object.entries(doc.variants).map(([name, value]) => ({ name, value: value as FlagValue })) : [];
  const model = parseTargeting(doc.targeting, doc.defaultVariant);
  const draft: TargetingDraft = { variants, defaultVariant: doc.defaultVariant, tab: model ? 'rules' : 'json', model, json: '' };
  return {
    ...draft,
    json: JSON.stringify({ variants: doc.variants, defaultVariant: doc.defaultVariant, targeting: doc.targeting ?? {} }, null, 2) || jsonOf(draft, envValue),
  };
}

/** Variants with the default variant's value set to the environment's value. */
function syncedVariants(d: TargetingDraft, envValue: FlagValue): Record<string, FlagValue> {
  return Object.fromEntries(d.variants.map((v) => [v.name, v.name === d.defaultVariant ? envValue : v.value]));
}

/** The document of a Rules-tab draft. */
export function documentOfModel(d: TargetingDraft, model: TargetingModel, envValue: FlagValue): TargetingDocumentInput {
  return { variants: syncedVariants(d, envValue), defaultVariant: d.defaultVariant, targeting: compileTargeting(model, d.defaultVariant) };
}

export function jsonOf(d: TargetingDraft, envValue: FlagValue): string {
  if (!d.model) return d.json;
  return JSON.stringify(documentOfModel(d, d.model, envValue), null, 2);
}

export type ParsedJson = { ok: true; doc: TargetingDocumentInput } | { ok: false; error: string };

/** The JSON tab's text as a document (shape only; the domain validator checks the rest). */
export function parseDocumentJson(text: string): ParsedJson {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: `Not valid JSON: ${(e as Error).message}` };
  }
  if (!isObject(v)) return { ok: false, error: 'The document must be a JSON object with variants, defaultVariant and targeting' };
  if (!isObject(v.variants)) return { ok: false, error: '"variants" must be an object of variant name to value' };
  if (typeof v.defaultVariant !== 'string') return { ok: false, error: '"defaultVariant" must be a variant name' };
  if (v.targeting !== undefined && !isObject(v.targeting)) return { ok: false, error: '"targeting" must be a JSON Logic object ({} for none)' };
  return {
    ok: true,
    doc: { variants: v.variants as Record<string, FlagValue>, defaultVariant: v.defaultVariant, targeting: (v.targeting ?? {}) as Record<string, unknown> },
  };
}

/** The document to save, or why there is none. */
export function documentOf(d: TargetingDraft, envValue: FlagValue): ParsedJson {
  if (d.tab === 'rules' && d.model) return { ok: true, doc: documentOfModel(d, d.model, envValue) };
  return parseDocumentJson(d.json);
}

/** Rules -> JSON: the JSON shows what the rules compile to. JSON -> Rules: read back when possible. */
export function switchTab(d: TargetingDraft, tab: 'rules' | 'json', envValue: FlagValue): TargetingDraft {
  if (tab === d.tab) return d;
  if (tab === 'json') return { ...d, tab, json: d.model ? jsonOf(d, envValue) : d.json };
  const parsed = parseDocumentJson(d.json);
  if (!parsed.ok) return { ...d, tab, model: null };
  const variants = Object.entries(parsed.doc.variants).map(([name, value]) => ({ name, value }));
  return { ...d, tab, variants, defaultVariant: parsed.doc.defaultVariant, model: parseTargeting(parsed.doc.targeting, parsed.doc.defaultVariant) };
}

/** The variants list's own issues (names, values of the flag's type). */
export function variantIssues(d: TargetingDraft, type: FlagType): ModelIssue[] {
  const issues: ModelIssue[] = [];
  if (d.variants.length > VARIANTS_MAX) issues.push({ path: 'variants', message: `At most ${VARIANTS_MAX} variants` });
  const seen = new Set<string>();
  d.variants.forEach((v, i) => {
    const name = v.name;
    if (!name.trim()) issues.push({ path: `variants.${i}.name`, message: 'Enter a name' });
    else if (name.length > VARIANT_NAME_MAX) issues.push({ path: `variants.${i}.name`, message: `At most ${VARIANT_NAME_MAX} characters` });
    else if (seen.has(name)) issues.push({ path: `variants.${i}.name`, message: 'Names must be unique' });
    seen.add(name);
    if (v.name !== d.defaultVariant && !targetingPossible(type, v.value)) {
      issues.push({ path: `variants.${i}.value`, message: type === 'json' ? 'Must be a JSON object' : `Must be a ${type}` });
    }
  });
  if (!d.variants.some((v) => v.name === d.defaultVariant)) issues.push({ path: 'defaultVariant', message: 'The default variant is missing' });
  return issues;
}

/** Everything the Rules tab must fix before saving. */
export function draftIssues(d: TargetingDraft, type: FlagType, segmentKeys: readonly string[] | null): ModelIssue[] {
  const own = variantIssues(d, type);
  if (d.tab !== 'rules' || !d.model) return own;
  return [
    ...own,
    ...validateTargetingModel(
      d.model,
      d.variants.map((v) => v.name),
      segmentKeys,
    ),
  ];
}

/**
 * A boolean flag's default variant follows the environment's value: on when it is true, off when it
 * is false (so "off" never serves true). A default serve that was the old default follows too.
 */
export function alignDefaultVariant(d: TargetingDraft, type: FlagType, envValue: FlagValue): TargetingDraft {
  if (type !== 'boolean' || typeof envValue !== 'boolean') return d;
  const target = d.variants.find((v) => v.name !== d.defaultVariant && v.value === envValue && v.name === (envValue ? 'on' : 'off'));
  if (!target) return d;
  const from = d.defaultVariant;
  const model =
    d.model && d.model.defaultServe.kind === 'variant' && d.model.defaultServe.variant === from
      ? { ...d.model, defaultServe: { kind: 'variant' as const, variant: target.name } }
      : d.model;
  return { ...d, defaultVariant: target.name, model };
}

/** Renames a variant and every rule, split and default serve that names it. */
export function renameVariant(d: TargetingDraft, from: string, to: string): TargetingDraft {
  const serve = <S extends TargetingModel['defaultServe']>(s: S): S =>
    s.kind === 'variant'
      ? { ...s, variant: s.variant === from ? to : s.variant }
      : { ...s, split: s.split.map((e) => (e.variant === from ? { ...e, variant: to } : e)) };
  return {
    ...d,
    variants: d.variants.map((v) => (v.name === from ? { ...v, name: to } : v)),
    defaultVariant: d.defaultVariant === from ? to : d.defaultVariant,
    model: d.model && { rules: d.model.rules.map((r) => ({ ...r, serve: serve(r.serve) })), defaultServe: serve(d.model.defaultServe) },
  };
}

/** Same document? (order of keys does not matter) */
export function sameDocument(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (isObject(v))
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`)
      .join(',')}}`;
  return JSON.stringify(v) ?? 'null';
}
