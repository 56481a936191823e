/**
 * The targeting editor's model: an ordered rule list (conditions ANDed, each serving a variant or a
 * percentage split) and a default serve, compiled to flagd JSON Logic and parsed back from it when the
 * document has that shape. Pure: shared by the web editor and the server. Evaluation itself is always
 * @openfeature/flagd-core's; this file only writes and reads the documents it evaluates.
 *
 * Shapes written (and the only ones read back; anything else is left to the raw JSON editor):
 *   targeting          {} | <serve> | {"if": [<cond>, <serve>, <cond>, <serve>, ..., <default serve>?]}
 *   <cond>             <condition> | {"and": [<condition>, ...]}
 *   <serve>            "variant" | {"fractional": [<seed>, ["variant", weight], ...]}
 *   <seed>             {"cat": [{"var": "$flagd.flagKey"}, {"var": <bucketBy>}]}  (flagd's suggested seed)
 *   <condition>        one per operator, see compileCondition
 * A default serve equal to the flag's defaultVariant is left out of the `if` chain, so flagd reports
 * DEFAULT (not TARGETING_MATCH) when no rule matched.
 */

export type ConditionValue = string | number | boolean;

export const CONDITION_OPERATORS = [
  'equals',
  'not_equals',
  'in',
  'not_in',
  'starts_with',
  'ends_with',
  'contains',
  'semver_eq',
  'semver_lt',
  'semver_gt',
  'semver_gte',
  'semver_lte',
  'num_lt',
  'num_gt',
  'segment',
] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];
export type AttributeOperator = Exclude<ConditionOperator, 'segment'>;

export interface OperatorInfo {
  label: string;
  /** one value, or a list (any of them matches) */
  arity: 'one' | 'many';
  /** what a value must be */
  valueKind: 'any' | 'string' | 'number' | 'semver';
}

export const OPERATORS: Record<AttributeOperator, OperatorInfo> = {
  equals: { label: 'equals', arity: 'one', valueKind: 'any' },
  not_equals: { label: 'does not equal', arity: 'one', valueKind: 'any' },
  in: { label: 'is one of', arity: 'many', valueKind: 'any' },
  not_in: { label: 'is not one of', arity: 'many', valueKind: 'any' },
  starts_with: { label: 'starts with', arity: 'many', valueKind: 'string' },
  ends_with: { label: 'ends with', arity: 'many', valueKind: 'string' },
  contains: { label: 'contains', arity: 'many', valueKind: 'string' },
  semver_eq: { label: 'version =', arity: 'one', valueKind: 'semver' },
  semver_lt: { label: 'version <', arity: 'one', valueKind: 'semver' },
  semver_gt: { label: 'version >', arity: 'one', valueKind: 'semver' },
  semver_gte: { label: 'version >=', arity: 'one', valueKind: 'semver' },
  semver_lte: { label: 'version <=', arity: 'one', valueKind: 'semver' },
  num_lt: { label: 'less than', arity: 'one', valueKind: 'number' },
  num_gt: { label: 'greater than', arity: 'one', valueKind: 'number' },
};
export const SEGMENT_OPERATOR_LABEL = 'is in segment';

export interface AttributeCondition {
  operator: AttributeOperator;
  attribute: string;
  values: ConditionValue[];
}
/** `segment` is the name of the segment's `$evaluators` entry (its `$ref`). */
export interface SegmentCondition {
  operator: 'segment';
  segment: string;
}
export type Condition = AttributeCondition | SegmentCondition;

export interface SplitEntry {
  variant: string;
  weight: number;
}
export type Serve =
  | { kind: 'variant'; variant: string }
  /** bucketBy: the context attribute hashed with the flag key (flagd's default: targetingKey) */
  | { kind: 'split'; split: SplitEntry[]; bucketBy: string };

export interface TargetingRule {
  id: string;
  conditions: Condition[];
  serve: Serve;
}
export interface TargetingModel {
  rules: TargetingRule[];
  defaultServe: Serve;
}

/** A segment's conditions: all of them (and) or any of them (or). */
export interface ConditionGroup {
  match: 'all' | 'any';
  conditions: Condition[];
}

export const TARGETING_KEY = 'targetingKey';

/** Editor limits; the server has its own byte limit on the whole document. */
export const RULE_MODEL_LIMITS = {
  rules: 50,
  conditionsPerRule: 20,
  valuesPerCondition: 500,
  valueLength: 512,
  attributeLength: 128,
  splitEntries: 20,
} as const;

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type JsonObject = { [k: string]: Json };

// ---------------------------------------------------------------------------------------------
// Compile

const varOf = (attribute: string): JsonObject => ({ var: attribute });

const SEMVER_OPS: Partial<Record<AttributeOperator, string>> = { semver_eq: '=', semver_lt: '<', semver_gt: '>', semver_gte: '>=', semver_lte: '<=' };

/** Several values of a string operator: any of them matches. */
const anyOf = (parts: JsonObject[]): JsonObject => (parts.length === 1 ? parts[0]! : { or: parts });

export function compileCondition(c: Condition): JsonObject {
  if (c.operator === 'segment') return { $ref: c.segment };
  const v = varOf(c.attribute);
  const first = (c.values[0] ?? '') as Json;
  switch (c.operator) {
    case 'equals':
      return { '==': [v, first] };
    case 'not_equals':
      return { '!=': [v, first] };
    case 'in':
      return { in: [v, [...c.values]] };
    case 'not_in':
      return { '!': { in: [v, [...c.values]] } };
    case 'starts_with':
      return anyOf(c.values.map((x) => ({ starts_with: [v, String(x)] })));
    case 'ends_with':
      return anyOf(c.values.map((x) => ({ ends_with: [v, String(x)] })));
    // JSON Logic's `in` with a string second argument is a substring test.
    case 'contains':
      return anyOf(c.values.map((x) => ({ in: [String(x), v] })));
    case 'num_lt':
      return { '<': [v, first] };
    case 'num_gt':
      return { '>': [v, first] };
    default:
      return { sem_ver: [v, SEMVER_OPS[c.operator]!, String(first)] };
  }
}

/** Conditions of one rule (ANDed); a rule without conditions matches everyone. */
export function compileConditions(conditions: readonly Condition[]): Json {
  if (conditions.length === 0) return true;
  if (conditions.length === 1) return compileCondition(conditions[0]!);
  return { and: conditions.map(compileCondition) };
}

/** A segment's boolean expression. */
export function compileConditionGroup(group: ConditionGroup): Json {
  if (group.match === 'all' || group.conditions.length <= 1) return compileConditions(group.conditions);
  return { or: group.conditions.map(compileCondition) };
}

export const fractionalSeed = (bucketBy: string): JsonObject => ({ cat: [varOf('$flagd.flagKey'), varOf(bucketBy)] });

export function compileServe(s: Serve): Json {
  if (s.kind === 'variant') return s.variant;
  return { fractional: [fractionalSeed(s.bucketBy), ...s.split.map((e) => [e.variant, e.weight] as Json)] };
}

/**
 * The flagd `targeting` of a model. `{}` means no targeting: flagd serves defaultVariant (STATIC).
 * `defaultVariant` is the flag's default variant in this environment.
 */
export function compileTargeting(model: TargetingModel, defaultVariant: string): JsonObject {
  const defaultIsStatic = model.defaultServe.kind === 'variant' && model.defaultServe.variant === defaultVariant;
  if (model.rules.length === 0) {
    if (defaultIsStatic) return {};
    if (model.defaultServe.kind === 'split') return compileServe(model.defaultServe) as JsonObject;
    return { if: [true, compileServe(model.defaultServe)] };
  }
  const args: Json[] = model.rules.flatMap((r) => [compileConditions(r.conditions), compileServe(r.serve)]);
  if (!defaultIsStatic) args.push(compileServe(model.defaultServe));
  return { if: args };
}

// ---------------------------------------------------------------------------------------------
// Parse (the exact inverse of compile, plus flagd's equivalent spellings; null when not representable)

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isPrimitive = (x: unknown): x is ConditionValue => typeof x === 'string' || (typeof x === 'number' && Number.isFinite(x)) || typeof x === 'boolean';

/** The single operator of a JSON Logic node and its argument list. */
function opOf(node: unknown): [string, unknown[]] | null {
  if (!isObject(node)) return null;
  const keys = Object.keys(node);
  if (keys.length !== 1) return null;
  const op = keys[0]!;
  const raw = node[op];
  return [op, Array.isArray(raw) ? raw : [raw]];
}

/** `{"var": "name"}` (or `{"var": ["name"]}`) -> name. */
function varName(node: unknown): string | null {
  const o = opOf(node);
  if (!o || o[0] !== 'var' || o[1].length !== 1) return null;
  const name = o[1][0];
  return typeof name === 'string' && name !== '' ? name : null;
}

const SEMVER_BY_SYMBOL: Record<string, AttributeOperator> = { '=': 'semver_eq', '<': 'semver_lt', '>': 'semver_gt', '>=': 'semver_gte', '<=': 'semver_lte' };

/** One condition written by compileCondition (not an `or` of several values). */
function parseSingle(node: unknown): Condition | null {
  const o = opOf(node);
  if (!o) return null;
  const [op, args] = o;
  if (op === '$ref') return typeof args[0] === 'string' && args.length === 1 ? { operator: 'segment', segment: args[0] } : null;
  if (op === '!') {
    if (args.length !== 1) return null;
    const inner = parseSingle(args[0]);
    return inner && inner.operator === 'in' ? { ...inner, operator: 'not_in' } : null;
  }
  if (op === 'sem_ver') {
    const attribute = varName(args[0]);
    const operator = typeof args[1] === 'string' ? SEMVER_BY_SYMBOL[args[1]] : undefined;
    return args.length === 3 && attribute && operator && typeof args[2] === 'string' ? { operator, attribute, values: [args[2]] } : null;
  }
  if (args.length !== 2) return null;
  const [a, b] = args;
  if (op === 'in') {
    const attribute = varName(a);
    if (attribute && Array.isArray(b) && b.every(isPrimitive)) return { operator: 'in', attribute, values: [...b] };
    const inside = varName(b);
    if (inside && typeof a === 'string') return { operator: 'contains', attribute: inside, values: [a] };
    return null;
  }
  const attribute = varName(a);
  if (!attribute) return null;
  switch (op) {
    case '==':
      return isPrimitive(b) ? { operator: 'equals', attribute, values: [b] } : null;
    case '!=':
      return isPrimitive(b) ? { operator: 'not_equals', attribute, values: [b] } : null;
    case '<':
      return typeof b === 'number' && Number.isFinite(b) ? { operator: 'num_lt', attribute, values: [b] } : null;
    case '>':
      return typeof b === 'number' && Number.isFinite(b) ? { operator: 'num_gt', attribute, values: [b] } : null;
    case 'starts_with':
      return typeof b === 'string' ? { operator: 'starts_with', attribute, values: [b] } : null;
    case 'ends_with':
      return typeof b === 'string' ? { operator: 'ends_with', attribute, values: [b] } : null;
    default:
      return null;
  }
}

const MULTI: ReadonlySet<ConditionOperator> = new Set(['starts_with', 'ends_with', 'contains']);

/** One condition; an `or` of the same string operator on the same attribute is one multi-value condition. */
export function parseCondition(node: unknown): Condition | null {
  const o = opOf(node);
  if (o && o[0] === 'or' && o[1].length > 1) {
    const parts = o[1].map(parseSingle);
    const head = parts[0];
    if (!head || head.operator === 'segment' || !MULTI.has(head.operator)) return null;
    const same = parts.every((p): p is AttributeCondition => !!p && p.operator === head.operator && (p as AttributeCondition).attribute === head.attribute);
    return same ? { operator: head.operator, attribute: head.attribute, values: parts.flatMap((p) => (p as AttributeCondition).values) } : null;
  }
  return parseSingle(node);
}

/** A rule's conditions: one condition, an `and` of them, or `true` (no conditions). */
export function parseConditions(node: unknown): Condition[] | null {
  if (node === true) return [];
  const o = opOf(node);
  if (o && o[0] === 'and') {
    const parts = o[1].map(parseCondition);
    return parts.length > 0 && parts.every((p) => p !== null) ? (parts as Condition[]) : null;
  }
  const single = parseCondition(node);
  return single ? [single] : null;
}

/** A segment's expression: all of the conditions, or any of them. */
export function parseConditionGroup(node: unknown): ConditionGroup | null {
  const all = parseConditions(node);
  if (all) return { match: 'all', conditions: all };
  const o = opOf(node);
  if (o && o[0] === 'or' && o[1].length > 0) {
    const parts = o[1].map(parseCondition);
    if (parts.every((p) => p !== null)) return { match: 'any', conditions: parts as Condition[] };
  }
  return null;
}

/** flagd's default seed (no seed: flag key + targetingKey) and the explicit `cat` spelling. */
function parseSeed(node: unknown): string | null {
  const o = opOf(node);
  if (!o || o[0] !== 'cat' || o[1].length !== 2) return null;
  const flagKey = varName(o[1][0]);
  const attr = varName(o[1][1]);
  return flagKey === '$flagd.flagKey' && attr ? attr : null;
}

export function parseServe(node: unknown): Serve | null {
  if (typeof node === 'string') return { kind: 'variant', variant: node };
  const o = opOf(node);
  if (!o || o[0] !== 'fractional') return null;
  let entries = o[1];
  let bucketBy = TARGETING_KEY;
  if (entries.length > 0 && !Array.isArray(entries[0])) {
    const seed = parseSeed(entries[0]);
    if (!seed) return null;
    bucketBy = seed;
    entries = entries.slice(1);
  }
  if (entries.length === 0) return null;
  const split: SplitEntry[] = [];
  for (const e of entries) {
    if (!Array.isArray(e) || e.length < 1 || e.length > 2 || typeof e[0] !== 'string') return null;
    const weight = e.length === 2 ? e[1] : 1; // flagd: a missing weight is 1
    if (typeof weight !== 'number' || !Number.isInteger(weight) || weight < 0) return null;
    split.push({ variant: e[0], weight });
  }
  return { kind: 'split', split, bucketBy };
}

const ruleId = (i: number) => `rule-${i + 1}`;

/**
 * The editor model of a flagd `targeting`, or null when the document has another shape (the UI then
 * offers the raw JSON tab only). `undefined`, `null` and `{}` are "no targeting".
 */
export function parseTargeting(targeting: unknown, defaultVariant: string): TargetingModel | null {
  const staticDefault: Serve = { kind: 'variant', variant: defaultVariant };
  if (targeting === undefined || targeting === null || (isObject(targeting) && Object.keys(targeting).length === 0)) {
    return { rules: [], defaultServe: staticDefault };
  }
  const o = opOf(targeting);
  if (!o) return null;
  if (o[0] === 'fractional') {
    const serve = parseServe(targeting);
    return serve ? { rules: [], defaultServe: serve } : null;
  }
  if (o[0] !== 'if') return null;
  // else-if written as a nested `if` in the else position reads as one flat chain
  const args = [...o[1]];
  for (;;) {
    if (args.length % 2 === 0) break;
    const nested = opOf(args[args.length - 1]);
    if (!nested || nested[0] !== 'if') break;
    args.splice(args.length - 1, 1, ...nested[1]);
  }
  if (args.length === 0) return null;
  let defaultServe: Serve = staticDefault;
  if (args.length % 2 === 1) {
    const d = parseServe(args.pop());
    if (!d) return null;
    defaultServe = d;
  } else if (args.length === 2 && args[0] === true) {
    // {"if": [true, X]}: X for everyone, as compileTargeting writes it
    const d = parseServe(args[1]);
    return d ? { rules: [], defaultServe: d } : null;
  }
  const rules: TargetingRule[] = [];
  for (let i = 0; i < args.length; i += 2) {
    const conditions = parseConditions(args[i]);
    const serve = parseServe(args[i + 1]);
    if (!conditions || !serve) return null;
    rules.push({ id: ruleId(i / 2), conditions, serve });
  }
  return { rules, defaultServe };
}

// ---------------------------------------------------------------------------------------------
// Validation (what the editor shows next to each field; paths name the field)

export interface ModelIssue {
  /** e.g. "rules.0.conditions.1.values", "rules.2.serve", "defaultServe" */
  path: string;
  message: string;
}

// semver 2.0.0 (with an optional v), or a partial numeric version flagd coerces ("1", "1.2")
const SEMVER =
  /^[vV]?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;
const PARTIAL_VERSION = /^[vV]?\d+(\.\d+)?$/;
export const isVersion = (s: string): boolean => SEMVER.test(s) || PARTIAL_VERSION.test(s);

/** Sum of a split's weights, for the editor's live check. */
export const splitTotal = (split: readonly SplitEntry[]): number => split.reduce((n, e) => n + (Number.isFinite(e.weight) ? e.weight : 0), 0);

export function validateCondition(c: Condition, path: string, segments: ReadonlySet<string> | null): ModelIssue[] {
  const issues: ModelIssue[] = [];
  if (c.operator === 'segment') {
    if (!c.segment) issues.push({ path: `${path}.segment`, message: 'Choose a segment' });
    else if (segments && !segments.has(c.segment)) issues.push({ path: `${path}.segment`, message: 'This segment no longer exists' });
    return issues;
  }
  const info = OPERATORS[c.operator];
  if (!info) return [{ path: `${path}.operator`, message: 'Unknown operator' }];
  const attr = c.attribute.trim();
  if (!attr) issues.push({ path: `${path}.attribute`, message: 'Enter an attribute' });
  else if (attr.length > RULE_MODEL_LIMITS.attributeLength)
    issues.push({ path: `${path}.attribute`, message: `At most ${RULE_MODEL_LIMITS.attributeLength} characters` });
  const vp = `${path}.values`;
  if (c.values.length === 0) issues.push({ path: vp, message: info.arity === 'many' ? 'Enter at least one value' : 'Enter a value' });
  else if (info.arity === 'one' && c.values.length > 1) issues.push({ path: vp, message: 'Only one value' });
  else if (c.values.length > RULE_MODEL_LIMITS.valuesPerCondition) issues.push({ path: vp, message: `At most ${RULE_MODEL_LIMITS.valuesPerCondition} values` });
  for (const v of c.values) {
    if (typeof v === 'string' && v.length > RULE_MODEL_LIMITS.valueLength) {
      issues.push({ path: vp, message: `Values are at most ${RULE_MODEL_LIMITS.valueLength} characters` });
      break;
    }
    if (info.valueKind === 'number' && (typeof v !== 'number' || !Number.isFinite(v))) {
      issues.push({ path: vp, message: 'Enter a number' });
      break;
    }
    if (info.valueKind === 'semver' && (typeof v !== 'string' || !isVersion(v))) {
      issues.push({ path: vp, message: 'Enter a version like 2.1.0' });
      break;
    }
    if (info.valueKind === 'string' && (typeof v !== 'string' || v === '')) {
      issues.push({ path: vp, message: 'Enter some text' });
      break;
    }
  }
  return issues;
}

export function validateServe(s: Serve, path: string, variants: ReadonlySet<string>): ModelIssue[] {
  if (s.kind === 'variant') return variants.has(s.variant) ? [] : [{ path, message: s.variant ? `Unknown variant "${s.variant}"` : 'Choose a variant' }];
  const issues: ModelIssue[] = [];
  if (s.split.length < 2) issues.push({ path, message: 'A split needs at least two variants' });
  if (s.split.length > RULE_MODEL_LIMITS.splitEntries) issues.push({ path, message: `At most ${RULE_MODEL_LIMITS.splitEntries} variants in a split` });
  s.split.forEach((e, i) => {
    if (!variants.has(e.variant))
      issues.push({ path: `${path}.split.${i}.variant`, message: e.variant ? `Unknown variant "${e.variant}"` : 'Choose a variant' });
    if (!Number.isInteger(e.weight) || e.weight < 0 || e.weight > 100)
      issues.push({ path: `${path}.split.${i}.weight`, message: 'A whole number from 0 to 100' });
  });
  const seen = new Set<string>();
  for (const e of s.split) {
    if (seen.has(e.variant)) {
      issues.push({ path, message: `"${e.variant}" appears twice` });
      break;
    }
    seen.add(e.variant);
  }
  const total = splitTotal(s.split);
  if (total !== 100) issues.push({ path: `${path}.total`, message: `Percentages add up to ${total}%, not 100%` });
  if (!s.bucketBy.trim()) issues.push({ path: `${path}.bucketBy`, message: 'Enter the attribute to bucket by' });
  return issues;
}

/**
 * Everything the editor must fix before saving. `segments`: the project's segment `$ref` names
 * (null when not loaded: segment references are then not checked).
 */
export function validateTargetingModel(model: TargetingModel, variants: readonly string[], segments: readonly string[] | null = null): ModelIssue[] {
  const vs = new Set(variants);
  const ss = segments ? new Set(segments) : null;
  const issues: ModelIssue[] = [];
  if (model.rules.length > RULE_MODEL_LIMITS.rules) issues.push({ path: 'rules', message: `At most ${RULE_MODEL_LIMITS.rules} rules` });
  model.rules.forEach((r, i) => {
    const p = `rules.${i}`;
    if (r.conditions.length === 0) issues.push({ path: `${p}.conditions`, message: 'Add at least one condition' });
    if (r.conditions.length > RULE_MODEL_LIMITS.conditionsPerRule)
      issues.push({ path: `${p}.conditions`, message: `At most ${RULE_MODEL_LIMITS.conditionsPerRule} conditions in a rule` });
    r.conditions.forEach((c, j) => {
      issues.push(...validateCondition(c, `${p}.conditions.${j}`, ss));
    });
    issues.push(...validateServe(r.serve, `${p}.serve`, vs));
  });
  issues.push(...validateServe(model.defaultServe, 'defaultServe', vs));
  return issues;
}

/** A segment's condition group: at least one condition, each complete; segments cannot nest segments. */
export function validateConditionGroup(group: ConditionGroup): ModelIssue[] {
  const issues: ModelIssue[] = [];
  if (group.conditions.length === 0) issues.push({ path: 'conditions', message: 'Add at least one condition' });
  if (group.conditions.length > RULE_MODEL_LIMITS.conditionsPerRule)
    issues.push({ path: 'conditions', message: `At most ${RULE_MODEL_LIMITS.conditionsPerRule} conditions` });
  group.conditions.forEach((c, j) => {
    if (c.operator === 'segment') issues.push({ path: `conditions.${j}.operator`, message: 'A segment cannot contain another segment' });
    else issues.push(...validateCondition(c, `conditions.${j}`, null));
  });
  return issues;
}

// ---------------------------------------------------------------------------------------------
// Editing helpers (pure; the UI keeps the model in state)

/** A rule id not used yet. */
export function nextRuleId(rules: readonly TargetingRule[]): string {
  const used = new Set(rules.map((r) => r.id));
  let n = rules.length + 1;
  while (used.has(`rule-${n}`)) n += 1;
  return `rule-${n}`;
}

/** Moves the rule at `from` to index `to` (drag and drop, or the up/down buttons). */
export function moveRule<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** A condition with another operator, keeping what still fits (attribute; values when the kind allows). */
export function withOperator(c: Condition, operator: ConditionOperator): Condition {
  if (operator === 'segment') return { operator, segment: c.operator === 'segment' ? c.segment : '' };
  const attribute = c.operator === 'segment' ? '' : c.attribute;
  const old = c.operator === 'segment' ? [] : c.values;
  const info = OPERATORS[operator];
  let values: ConditionValue[] = old;
  if (info.valueKind === 'number') values = old.map((v) => (typeof v === 'number' ? v : Number(v))).filter((v) => Number.isFinite(v) && String(v) !== '');
  else if (info.valueKind === 'string' || info.valueKind === 'semver') values = old.map(String);
  if (info.arity === 'one') values = values.slice(0, 1);
  return { operator, attribute, values };
}

/**
 * The value typed in an editor box, as stored: a number for numeric operators (null when not one),
 * otherwise the text itself (JSON Logic's `==` compares loosely, so "42" still matches 42).
 */
export function valueFromText(operator: AttributeOperator, text: string): ConditionValue | null {
  if (OPERATORS[operator].valueKind === 'number') {
    const t = text.trim();
    if (t === '') return null;
    const n = Number(t);
    return Number.isFinite(n) ? n : null;
  }
  return text;
}

/**
 * The split a percentage rollout starts with: `percent` to `on`, the rest to `off` (when `off`
 * is given), e.g. 20% rollout -> [{on, 20}, {off, 80}].
 */
export function rolloutSplit(on: string, off: string, percent: number, bucketBy = TARGETING_KEY): Serve {
  const p = Math.max(0, Math.min(100, Math.round(percent)));
  return {
    kind: 'split',
    split: [
      { variant: on, weight: p },
      { variant: off, weight: 100 - p },
    ],
    bucketBy,
  };
}

/**
 * The share (0-100) of the default serve that goes to a variant other than the default variant: 100
 * for a default serve of another variant, 0 for none, a split's non-default weight share otherwise.
 */
export function rolloutShare(model: TargetingModel, defaultVariant: string): number {
  const d = model.defaultServe;
  if (d.kind === 'variant') return d.variant === defaultVariant ? 0 : 100;
  const total = splitTotal(d.split);
  if (total <= 0) return 0;
  const other = d.split.filter((e) => e.variant !== defaultVariant).reduce((n, e) => n + e.weight, 0);
  return Math.round((other / total) * 100);
}

/** A short summary of a condition for lists and chips, e.g. `email ends with "@example.com"`. */
export function describeCondition(c: Condition, segmentName?: (ref: string) => string | undefined): string {
  if (c.operator === 'segment') return `${SEGMENT_OPERATOR_LABEL} ${segmentName?.(c.segment) ?? c.segment}`;
  const shown = c.values.map((v) => (typeof v === 'string' ? JSON.stringify(v) : String(v)));
  const list = shown.length > 3 ? `${shown.slice(0, 3).join(', ')} +${shown.length - 3}` : shown.join(', ');
  return `${c.attribute} ${OPERATORS[c.operator].label} ${OPERATORS[c.operator].arity === 'many' && shown.length > 1 ? `[${list}]` : list}`;
}
