import type { ErrorObject } from 'ajv';
import { validateDocument, validateRule } from './schema/validators.generated';
import type { FlagType, FlagValue } from '../flags/values';
import { valueMatchesType } from '../flags/values';
import type { JsonLogic, SegmentState, TargetingDocument } from './model';
import { findRefs, segmentIdOfKey, segmentKey, segmentList } from './model';
import { jsonDepth, TARGETING_LIMITS } from './limits';
import { jsonBytes } from '../shared/limits';
import { resultLeaves } from './resultLeaves';
import { flagdCompileError } from './evaluate';

/** One problem of a document: where (JSON Pointer from the document's root) and what. */
export interface TargetingIssue {
  path: string;
  message: string;
}

export type TargetingValidation<T> = { ok: true; value: T } | { ok: false; code: 'INVALID_TARGETING' | 'TARGETING_TOO_LARGE'; issues: TargetingIssue[] };

/** A validator as ajv's standalone code exports it: a function with the errors of its last call. */
interface Validator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/**
 * The official schema compiled ahead of time (domain/scripts/flagdValidators.ts): ajv's run-time
 * compilation uses `new Function`, which the web app's Content-Security-Policy forbids.
 */
const schemas = (): { document: Validator; rule: Validator } => ({ document: validateDocument as Validator, rule: validateRule as Validator });

const pointer = (...parts: Array<string | number>): string => parts.map((p) => `/${String(p).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

/**
 * The most specific ajv error: the deepest instance path (an `anyOf` of the targeting schema
 * reports every alternative; the one that got furthest is the one the author meant).
 */
function mostSpecific(all: readonly ErrorObject[]): ErrorObject | undefined {
  // "operator not allowed" from the alternatives that do not know it, while another alternative
  // knows it and found its real problem deeper: that problem is the one to report.
  const errors = all.filter((e) => {
    if (e.keyword !== 'additionalProperties') return true;
    const under = `${e.instancePath}${pointer(String((e.params as { additionalProperty?: unknown }).additionalProperty))}`;
    return !all.some((x) => x !== e && (x.instancePath === under || x.instancePath.startsWith(`${under}/`)));
  });
  let best: ErrorObject | undefined;
  let depth = -1;
  for (const e of errors) {
    const extra = e.keyword === 'additionalProperties' ? 1 : 0;
    const d = (e.instancePath ? e.instancePath.split('/').length : 0) + extra;
    // anyOf/oneOf summaries say nothing by themselves: prefer a concrete error at the same depth
    const vague = e.keyword === 'anyOf' || e.keyword === 'oneOf' || e.keyword === 'if';
    if (d > depth || (d === depth && best && (best.keyword === 'anyOf' || best.keyword === 'oneOf') && !vague)) {
      best = e;
      depth = d;
    }
  }
  return best;
}

function issueOf(e: ErrorObject, mapPath: (p: string) => string): TargetingIssue {
  if (e.keyword === 'additionalProperties') {
    const prop = String((e.params as { additionalProperty?: unknown }).additionalProperty);
    return { path: mapPath(`${e.instancePath}${pointer(prop)}`), message: `"${prop}" is not allowed here (not a flagd / JSON Logic operator or property)` };
  }
  return { path: mapPath(e.instancePath), message: e.message ?? 'is not valid' };
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const tooLarge = (path: string, message: string): TargetingValidation<never> => ({ ok: false, code: 'TARGETING_TOO_LARGE', issues: [{ path, message }] });
const invalid = (issues: TargetingIssue[]): TargetingValidation<never> => ({ ok: false, code: 'INVALID_TARGETING', issues });

export interface ValidateTargetingOptions {
  flagType: FlagType;
  /** the flag's key (evaluation of `$flagd.flagKey`); any key will do for validation */
  flagKey?: string;
  /** the project's segments: every `{"$ref": "segment_<id>"}` must name one of them */
  segments?: readonly SegmentState[] | Record<string, SegmentState>;
}

const ALLOWED_KEYS = new Set(['variants', 'defaultVariant', 'targeting']);

/**
 * Validates a targeting document ({variants, defaultVariant, targeting}) for a flag: sizes,
 * the official flagd schema (ajv), variant types, variant names the rules serve, segment
 * references, and that flagd-core compiles it. Issues point into the document (JSON Pointer).
 * Pure and browser-safe: the web editor runs it live.
 */
export function validateFlagdTargeting(doc: unknown, opts: ValidateTargetingOptions): TargetingValidation<TargetingDocument> {
  if (!isPlainObject(doc)) return invalid([{ path: '', message: 'The targeting document must be a JSON object {variants, defaultVariant, targeting}' }]);
  for (const k of Object.keys(doc)) {
    if (!ALLOWED_KEYS.has(k)) {
      const why = k === 'state' ? "the state is the environment's enabled switch" : 'only variants, defaultVariant and targeting are stored';
      return invalid([{ path: pointer(k), message: `"${k}" is not allowed (${why})` }]);
    }
  }
  const L = TARGETING_LIMITS;
  const bytes = jsonBytes(doc);
  if (bytes > L.maxDocumentBytes) return tooLarge('', `The targeting document is too large (${bytes} bytes; at most ${L.maxDocumentBytes})`);
  if (jsonDepth(doc, L.maxDepth + 2) > L.maxDepth) return tooLarge('/targeting', `The targeting document is nested too deeply (at most ${L.maxDepth} levels)`);

  const { variants, defaultVariant } = doc;
  const targeting = doc.targeting === undefined || doc.targeting === null ? {} : doc.targeting;
  if (!isPlainObject(variants)) return invalid([{ path: '/variants', message: 'variants must be an object of variant name -> value' }]);
  const names = Object.keys(variants);
  if (names.length === 0) return invalid([{ path: '/variants', message: 'At least one variant is required' }]);
  if (names.length > L.maxVariants) return tooLarge('/variants', `Too many variants (${names.length}; at most ${L.maxVariants})`);
  for (const n of names) {
    if (n.length === 0 || n.length > L.maxVariantNameLength || n.trim() !== n || n === '__proto__') {
      return invalid([
        { path: pointer('variants', n), message: `A variant name must be 1 to ${L.maxVariantNameLength} characters without leading or trailing spaces` },
      ]);
    }
  }
  if (typeof defaultVariant !== 'string' || defaultVariant.length === 0)
    return invalid([{ path: '/defaultVariant', message: 'defaultVariant must name one of the variants' }]);
  if (!isPlainObject(targeting)) return invalid([{ path: '/targeting', message: 'targeting must be a JSON Logic object ({} for no rules)' }]);

  // Values of the flag's type (flagd: an object flag's variants are JSON objects).
  for (const n of names) {
    const v = variants[n];
    const fits = opts.flagType === 'json' ? isPlainObject(v) && valueMatchesType('json', v) : valueMatchesType(opts.flagType, v);
    if (!fits)
      return invalid([
        { path: pointer('variants', n), message: `Variant "${n}" must be ${opts.flagType === 'json' ? 'a JSON object' : `a ${opts.flagType}`}, like the flag` },
      ]);
  }
  if (!Object.hasOwn(variants, defaultVariant))
    return invalid([{ path: '/defaultVariant', message: `defaultVariant "${defaultVariant}" is not one of the variants (${names.join(', ')})` }]);

  // Segment references: a name the project has; collected for the schema check below.
  const byId = new Map(segmentList(opts.segments).map((s) => [s.id, s]));
  const evaluators: Record<string, JsonLogic> = {};
  for (const { ref, path } of findRefs(targeting, '/targeting')) {
    const id = typeof ref === 'string' ? segmentIdOfKey(ref) : null;
    const seg = id ? byId.get(id) : undefined;
    if (!seg) return invalid([{ path, message: `${JSON.stringify(ref)} is not a segment of this project (use {"$ref": "segment_<id>"})` }]);
    evaluators[segmentKey(seg.id)] = seg.conditions;
  }

  const key = opts.flagKey || 'flag';
  const flagd = {
    flags: { [key]: { state: 'ENABLED', variants, defaultVariant, targeting } },
    ...(Object.keys(evaluators).length ? { $evaluators: evaluators } : {}),
  };
  const { document } = schemas();
  if (!document(flagd)) {
    const prefix = pointer('flags', key);
    const e = mostSpecific(document.errors ?? []);
    const map = (p: string) => (p.startsWith(prefix) ? p.slice(prefix.length) : p);
    return invalid([e ? issueOf(e, map) : { path: '', message: 'does not match the flagd flag definition schema' }]);
  }

  // A variant a rule serves by name must exist (flagd would answer an error for every such context).
  for (const leaf of resultLeaves(targeting, '/targeting')) {
    for (const { name, path } of leaf.servedNames) {
      if (!Object.hasOwn(variants, name)) return invalid([{ path, message: `"${name}" is not one of the variants (${names.join(', ')})` }]);
    }
  }

  const compileError = flagdCompileError(key, { variants: variants as Record<string, FlagValue>, defaultVariant, targeting }, evaluators);
  if (compileError) return invalid([{ path: '/targeting', message: compileError }]);
  return { ok: true, value: { variants: variants as Record<string, FlagValue>, defaultVariant, targeting } };
}

/** Validates a segment's conditions: a JSON Logic rule of the flagd schema, no `$ref`, within the limits. */
export function validateSegmentConditions(conditions: unknown): TargetingValidation<JsonLogic> {
  const L = TARGETING_LIMITS;
  if (!isPlainObject(conditions) || Object.keys(conditions).length === 0) {
    return invalid([{ path: '', message: 'conditions must be a JSON Logic expression, e.g. {"ends_with": [{"var": "email"}, "@example.com"]}' }]);
  }
  const bytes = jsonBytes(conditions);
  if (bytes > L.maxSegmentConditionsBytes) return tooLarge('', `The conditions are too large (${bytes} bytes; at most ${L.maxSegmentConditionsBytes})`);
  if (jsonDepth(conditions, L.maxDepth + 2) > L.maxDepth) return tooLarge('', `The conditions are nested too deeply (at most ${L.maxDepth} levels)`);
  const refs = findRefs(conditions);
  if (refs.length > 0) return invalid([{ path: refs[0]!.path, message: 'A segment cannot reference another segment' }]);
  const { rule } = schemas();
  if (!rule(conditions)) {
    const e = mostSpecific(rule.errors ?? []);
    return invalid([e ? issueOf(e, (p) => p) : { path: '', message: 'is not a valid flagd JSON Logic rule' }]);
  }
  const compileError = flagdCompileError(
    'segment',
    { variants: { true: true, false: false }, defaultVariant: 'false', targeting: { if: [conditions, 'true', 'false'] } },
    {},
  );
  if (compileError) return invalid([{ path: '', message: compileError }]);
  return { ok: true, value: conditions };
}

/** Validates a whole flagd document against the official schema (e.g. what /api/flagd serves). */
export function validateFlagdDocument(doc: unknown): { ok: boolean; issues: TargetingIssue[] } {
  const { document } = schemas();
  if (document(doc)) return { ok: true, issues: [] };
  const e = mostSpecific(document.errors ?? []);
  return { ok: false, issues: [e ? issueOf(e, (p) => p) : { path: '', message: 'does not match the flagd schema' }] };
}
