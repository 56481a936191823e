import { FeatureFlag, FlagdCore } from '@openfeature/flagd-core';
import type { EvaluationContext, Logger } from '@openfeature/core';
import type { FlagType, FlagValue } from '../flags/values';
import type { JsonLogic, SegmentState, TargetingDocument } from './model';
import { referencedSegments, segmentKey, segmentList } from './model';
import { fractionalBuckets, mapResultLeaves, operation, resultLeaves } from './resultLeaves';
import type { FlagdDocument, FlagdFlag } from './compile';
import { dependsOnContextOnly } from './contextOnly';
import type { CompiledRule } from './compiledRules';
import { BAIL, compileRule, ruleContext, transformRefs } from './compiledRules';

/** The reasons Flagstream answers (OFREP and the web's "Evaluate as" panel alike). */
export type EvaluationReason = 'STATIC' | 'TARGETING_MATCH' | 'SPLIT' | 'DEFAULT' | 'DISABLED' | 'ERROR';

export interface FlagEvaluation {
  key: string;
  value: FlagValue | null;
  variant: string | null;
  reason: EvaluationReason;
  errorCode?: string;
  errorMessage?: string;
}

/** flagd-core logs every non-matching rule at debug level: nothing of that is for us. */
const SILENT: Logger = { error() {}, warn() {}, info() {}, debug() {} };

export interface FlagdEvaluatorOptions {
  /**
   * flagd-core's interpreter mode (same semantics, no `new Function`). Default: on in a browser,
   * whose Content-Security-Policy forbids generated code; off on a server, where compiled rules
   * evaluate faster.
   */
  disableDynamicCodeGeneration?: boolean;
  /**
   * Targeted flags evaluated through rules compiled once (see compiledRules.ts), with flagd-core
   * answering whatever they leave to it. Default: on wherever generated code is (it compiles
   * with the same engine); off, every evaluation is flagd-core's.
   */
  compiledRules?: boolean;
}

const IN_BROWSER = typeof (globalThis as { document?: unknown }).document !== 'undefined';
const coreOptions = (o: FlagdEvaluatorOptions = {}) => ({ disableDynamicCodeGeneration: o.disableDynamicCodeGeneration ?? IN_BROWSER });

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `{"$ref": name}` replaced by the evaluator, as flagd-core's own parser does before compiling. */
function resolveRefs(node: unknown, evaluators: Record<string, unknown>): unknown {
  if (Array.isArray(node)) return node.map((x) => resolveRefs(x, evaluators));
  if (!isObject(node)) return node;
  const keys = Object.keys(node);
  if (keys.length === 1 && keys[0] === '$ref' && typeof node.$ref === 'string' && Object.hasOwn(evaluators, node.$ref)) return evaluators[node.$ref];
  return Object.fromEntries(keys.map((k) => [k, resolveRefs(node[k], evaluators)]));
}

const MARK = '\u0001leaf:';
/** Prefix of a variant name as a tagged split serves it (a flag whose own names start with it is not tagged). */
const SPLIT_MARK = '\u0001split:';

/**
 * A tagged bucket name without its mark, made once per name: the rule answers the same string
 * every time, where a slice per evaluation would be a new string for every map it is looked up in.
 */
const untaggedNames = new Map<string, string>();
function untagged(variant: string): string {
  let name = untaggedNames.get(variant);
  if (name === undefined) {
    // bounded: names come from documents (a clear only makes them be sliced again)
    if (untaggedNames.size >= 4096) untaggedNames.clear();
    untaggedNames.set(variant, (name = variant.slice(SPLIT_MARK.length)));
  }
  return name;
}

/** How to tell SPLIT from TARGETING_MATCH for one flag, worked out once per document. */
interface SplitInfo {
  /** every result leaf is a split: a match is always a SPLIT */
  always: boolean;
  /**
   * Some are: the flag with each split's bucket names prefixed by SPLIT_MARK (and those names
   * added to its variants). One evaluation of it is the flag's answer and says whether a split
   * served it; bucketing hashes the flag key and targeting key, never the names, so every
   * context lands in the same bucket as in the flag itself.
   */
  tagged: FeatureFlag | null;
  /** when a split's bucket names are expressions (cannot be tagged): the probe, same conditions with leaves replaced by their index */
  probe: FeatureFlag | null;
  leafIsSplit: boolean[];
}

/** The targeting each tagged twin was made with (what compiled rules compile for it). */
const taggedTargetings = new WeakMap<FeatureFlag, JsonLogic>();

/** A targeted flag compiled: what flagd-core's FeatureFlag holds for it (see compiledRules.ts). */
interface CompiledFlag {
  key: string;
  rule: CompiledRule;
  variants: Map<string, unknown>;
  defaultVariant: string | undefined;
  /** how its splits are told apart (see SplitInfo) */
  info: SplitInfo | null;
}

/** The part of flagd-core's resolution that Flagstream reads. */
interface CoreResult {
  value?: unknown;
  variant?: string;
  reason?: string;
  errorCode?: string;
  errorMessage?: string;
}

/**
 * flagd-core's FeatureFlag.evaluate for a flag with targeting, step by step, over the compiled
 * rule; BAIL when the rule left the input to flagd-core (or answered something that is not a
 * variant name, whose handling is flagd-core's alone).
 */
function evaluateCompiled(c: CompiledFlag, context: Record<string, unknown>): CoreResult | typeof BAIL {
  let resolution: unknown;
  try {
    resolution = c.rule(ruleContext(context, c.key, SILENT));
  } catch (e) {
    if (e === BAIL) return BAIL;
    return { reason: 'ERROR', errorCode: 'GENERAL', errorMessage: `Error evaluating targeting rule for flag '${c.key}'` };
  }
  let variant: string | undefined;
  let reason: string;
  if (resolution === null || resolution === undefined) {
    variant = c.defaultVariant;
    reason = 'DEFAULT';
  } else {
    if (typeof resolution !== 'string' && typeof resolution !== 'number' && typeof resolution !== 'boolean') return BAIL;
    variant = resolution.toString();
    reason = 'TARGETING_MATCH';
  }
  if (variant === undefined && c.defaultVariant === undefined) return { reason: 'DEFAULT' };
  const value = c.variants.get(variant!);
  if (value === undefined) return { reason: 'ERROR', errorCode: 'GENERAL', errorMessage: `Variant '${variant}' not found in flag with key '${c.key}'` };
  return { value, reason, variant };
}

const isLiteralName = (v: unknown): v is string | number | boolean => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/** A `fractional` leaf with its literal bucket names prefixed by SPLIT_MARK, or null when a name is an expression. */
function tagSplit(leaf: unknown): unknown {
  const o = operation(leaf);
  if (!o || !Array.isArray(o.args)) return null;
  const args = o.args.slice();
  for (const { entry, index } of fractionalBuckets(o.args)) {
    const name = entry[0];
    if (name === null || name === undefined) continue; // serves the default variant, as untagged
    if (!isLiteralName(name)) return null;
    args[index] = [`${SPLIT_MARK}${String(name)}`, ...entry.slice(1)];
  }
  return { [o.op]: args };
}

function splitInfoOf(key: string, flag: FlagdFlag, evaluators: Record<string, unknown>, options: FlagdEvaluatorOptions): SplitInfo | null {
  const resolved = resolveRefs(flag.targeting, evaluators);
  const leaves = resultLeaves(resolved);
  const leafIsSplit = leaves.map((l) => l.split);
  if (!leafIsSplit.some(Boolean)) return null;
  if (leafIsSplit.every(Boolean)) return { always: true, tagged: null, probe: null, leafIsSplit };
  let taggable = !Object.keys(flag.variants).some((n) => n.startsWith(SPLIT_MARK));
  const taggedTargeting = mapResultLeaves(resolved, (leaf, i) => {
    if (!leafIsSplit[i]) return leaf;
    const t = tagSplit(leaf);
    if (t === null) taggable = false;
    return t;
  });
  if (taggable) {
    const variants: Record<string, FlagValue> = { ...flag.variants };
    for (const [name, value] of Object.entries(flag.variants)) variants[`${SPLIT_MARK}${name}`] = value;
    const tagged = new FeatureFlag(
      key,
      { state: 'ENABLED', defaultVariant: flag.defaultVariant, variants, targeting: taggedTargeting as unknown as string },
      SILENT,
      coreOptions(options),
    );
    taggedTargetings.set(tagged, taggedTargeting as JsonLogic);
    return { always: false, tagged, probe: null, leafIsSplit };
  }
  const probeTargeting = mapResultLeaves(resolved, (_leaf, i) => `${MARK}${i}`);
  const probeVariants = Object.fromEntries(leaves.map((_l, i) => [`${MARK}${i}`, true]));
  // The probe runs flagd-core on the same conditions, so it takes exactly the branch the flag took.
  const probe = new FeatureFlag(
    key,
    { state: 'ENABLED', defaultVariant: '', variants: probeVariants, targeting: probeTargeting as unknown as string },
    SILENT,
    coreOptions(options),
  );
  return { always: false, tagged: null, probe, leafIsSplit };
}

/**
 * A flagd document parsed once (flagd-core `FlagdCore`, the same library every flagd provider
 * uses) and evaluated many times. Reasons are flagd-core's, except that a match served by a
 * `fractional` split is reported as SPLIT.
 */
export class FlagdEvaluator {
  private readonly core: FlagdCore;
  private readonly splits = new Map<string, SplitInfo | null>();
  private readonly targeted = new Set<string>();
  /** targeted flags whose answer is a function of the context alone (see dependsOnContextOnly) */
  private readonly contextOnlyKeys = new Set<string>();
  /** the document, when its rules are compiled (null: they are not) */
  private readonly source: FlagdDocument | null;
  /** flagd-core's own reading of `source` ($ref replaced as its parser does), made on the first compile */
  private transformed: FlagdDocument | undefined;
  /** each targeted flag's compiled form, made on its first evaluation (null: flagd-core answers it) */
  private readonly compiled = new Map<string, CompiledFlag | null>();
  /** evaluations answered by compiled rules, and those they left to flagd-core (for tests) */
  readonly compiledStats = { answered: 0, bailed: 0 };

  constructor(doc: FlagdDocument | string, options: FlagdEvaluatorOptions = {}) {
    const text = typeof doc === 'string' ? doc : JSON.stringify(doc);
    const parsed = (typeof doc === 'string' ? JSON.parse(doc) : doc) as FlagdDocument;
    this.core = new FlagdCore(undefined, SILENT, coreOptions(options));
    this.core.setConfigurations(text);
    this.source = (options.compiledRules ?? !coreOptions(options).disableDynamicCodeGeneration) ? parsed : null;
    const evaluators = (parsed.$evaluators ?? {}) as Record<string, unknown>;
    for (const [key, flag] of Object.entries(parsed.flags ?? {})) {
      if (flag.targeting && Object.keys(flag.targeting).length > 0) {
        this.targeted.add(key);
        if (dependsOnContextOnly(flag.targeting, evaluators)) this.contextOnlyKeys.add(key);
        this.splits.set(key, splitInfoOf(key, flag, evaluators, options));
      }
    }
  }

  has(key: string): boolean {
    return this.core.getFlag(key) !== undefined;
  }

  /** Does the flag have rules (its answer depends on the context)? */
  hasTargeting(key: string): boolean {
    return this.targeted.has(key);
  }

  /** Is the flag's answer the same for the same context, whenever it is asked (its rules never read the time)? */
  contextOnly(key: string): boolean {
    return this.contextOnlyKeys.has(key);
  }

  keys(): string[] {
    return [...this.core.getFlags().keys()];
  }

  evaluate(key: string, context: Record<string, unknown> = {}): FlagEvaluation {
    // a targeted flag whose rules are compiled: one lookup, then its rule
    let c = this.compiled.get(key);
    if (c === undefined) c = this.compiledOf(key);
    if (c !== null) {
      const r = evaluateCompiled(c, context);
      if (r !== BAIL) {
        this.compiledStats.answered++;
        return this.answerOf(key, c.info, r);
      }
      this.compiledStats.bailed++;
    }
    const flag = this.core.getFlag(key);
    if (!flag) return { key, value: null, variant: null, reason: 'ERROR', errorCode: 'FLAG_NOT_FOUND', errorMessage: `Flag "${key}" was not found` };
    if (flag.state === 'DISABLED') return { key, value: null, variant: null, reason: 'DISABLED' };
    const info = this.splits.get(key);
    // a flag mixing rules and splits: its tagged twin answers for it, in one evaluation
    const r = (info?.tagged ?? flag).evaluate(context as EvaluationContext, SILENT);
    return this.answerOf(key, info, r, context);
  }

  /**
   * The compiled form of an enabled targeted flag, made on its first evaluation: the targeting
   * flagd-core evaluates for it (its tagged twin's, for a split among rules). Null when flagd-core
   * answers it (no rules, disabled, not compiled, a split told apart by a probe).
   */
  private compiledOf(key: string): CompiledFlag | null {
    let c: CompiledFlag | null = null;
    const coreFlag = this.core.getFlag(key);
    let flag: FlagdFlag | undefined;
    if (this.source !== null && this.targeted.has(key)) {
      this.transformed ??= transformRefs(this.source);
      flag = this.transformed.flags?.[key];
    }
    const info = this.splits.get(key) ?? null;
    if (flag && coreFlag?.state === 'ENABLED' && !info?.probe) {
      const tagged = info?.tagged ?? null;
      const variants = tagged ? tagged.variants : new Map(Object.entries(flag.variants));
      const targeting = tagged ? taggedTargetings.get(tagged) : flag.targeting;
      const rule = targeting && Object.keys(targeting).length > 0 ? compileRule(targeting) : null;
      if (rule) c = { key, rule, variants: variants as Map<string, unknown>, defaultVariant: flag.defaultVariant || undefined, info };
    }
    // bounded by the document's flags (a key it does not have is not kept)
    if (coreFlag) this.compiled.set(key, c);
    return c;
  }

  /** An evaluation of flagd-core's (or compiled rules' alike) as Flagstream answers it: SPLIT told apart, the tagged twin's names undone. */
  private answerOf(key: string, info: SplitInfo | null | undefined, r: CoreResult, context?: Record<string, unknown>): FlagEvaluation {
    if (r.reason === 'ERROR') {
      const errorMessage = info?.tagged && r.errorMessage ? r.errorMessage.replaceAll(SPLIT_MARK, '') : r.errorMessage;
      return { key, value: null, variant: null, reason: 'ERROR', errorCode: r.errorCode, errorMessage };
    }
    if (r.value === undefined) return { key, value: null, variant: null, reason: 'DEFAULT' };
    let reason = r.reason as EvaluationReason;
    let variant = r.variant ?? null;
    if (reason === 'TARGETING_MATCH' && info) {
      if (info.always) reason = 'SPLIT';
      else if (info.tagged) {
        if (variant?.startsWith(SPLIT_MARK)) {
          reason = 'SPLIT';
          variant = untagged(variant);
        }
      } else if (info.probe && context !== undefined) {
        const p = info.probe.evaluate(context as EvaluationContext, SILENT);
        const i = typeof p.variant === 'string' && p.variant.startsWith(MARK) ? Number(p.variant.slice(MARK.length)) : -1;
        if (info.leafIsSplit[i]) reason = 'SPLIT';
      }
    }
    return { key, value: r.value as FlagValue, variant, reason };
  }
}

/**
 * Why flagd-core would refuse a targeting (a rule it cannot compile), or null. flagd-core only
 * warns and then answers PARSE_ERROR for every evaluation: refusing it up front is kinder.
 */
export function flagdCompileError(key: string, doc: TargetingDocument, evaluators: Record<string, JsonLogic>): string | null {
  try {
    const flag: FlagdFlag = {
      state: 'ENABLED',
      variants: doc.variants,
      defaultVariant: doc.defaultVariant,
      ...(Object.keys(doc.targeting).length ? { targeting: doc.targeting } : {}),
    };
    const e = new FlagdEvaluator({ flags: { [key]: flag }, ...(Object.keys(evaluators).length ? { $evaluators: evaluators } : {}) });
    const r = e.evaluate(key, {});
    if (r.reason === 'ERROR' && r.errorCode === 'PARSE_ERROR') return `flagd cannot compile this targeting: ${r.errorMessage ?? 'invalid rule'}`;
    return null;
  } catch (err) {
    return `flagd cannot load this targeting: ${(err as Error).message}`;
  }
}

export interface EvaluateTargetingInput {
  flagKey: string;
  flagType: FlagType;
  /** the environment's enabled switch (default true) */
  enabled?: boolean;
  document: TargetingDocument;
  segments?: readonly SegmentState[] | Record<string, SegmentState>;
  context: Record<string, unknown>;
}

/** Evaluates one (possibly unsaved) targeting document for a context, exactly as OFREP would. */
export function evaluateTargeting(input: EvaluateTargetingInput): FlagEvaluation {
  const byId = new Map(segmentList(input.segments).map((s) => [s.id, s]));
  const evaluators: Record<string, JsonLogic> = {};
  for (const id of referencedSegments(input.document.targeting)) {
    const s = byId.get(id);
    if (s) evaluators[segmentKey(id)] = s.conditions;
  }
  const t = input.document.targeting ?? {};
  const flag: FlagdFlag = {
    state: input.enabled === false ? 'DISABLED' : 'ENABLED',
    variants: input.document.variants,
    defaultVariant: input.document.defaultVariant,
    ...(Object.keys(t).length ? { targeting: t } : {}),
  };
  try {
    return new FlagdEvaluator({ flags: { [input.flagKey]: flag }, ...(Object.keys(evaluators).length ? { $evaluators: evaluators } : {}) }).evaluate(
      input.flagKey,
      input.context,
    );
  } catch (err) {
    return { key: input.flagKey, value: null, variant: null, reason: 'ERROR', errorCode: 'PARSE_ERROR', errorMessage: (err as Error).message };
  }
}
