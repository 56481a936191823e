import type { FlagEvaluation } from '@flagstream/domain';
import type { UsageCounters } from '../usage/counters';
import { FlagdEvaluator } from '@flagstream/domain';
import { etagOf, keys, ofrepReason } from '@flagstream/projections';
import type { CachedDoc, DocCache } from '../publicConfig/docCache';
import type { OfrepAnswer } from './ofrepRoutes';

/** An OFREP flag answer as the precomputed documents hold it. */
export interface OfrepFlag {
  key: string;
  value: unknown;
  reason: string;
  variant: string | null;
  metadata: { type: string; source: string; enabled: boolean } & Record<string, unknown>;
}

/** The cache keys of an environment's documents, by environment. */
export interface EnvironmentKeys {
  /** its OFREP document (without override) */
  ofrep: string;
  flagd: string;
}
const MAX_ENVIRONMENT_KEYS = 10_000;
const environmentKeys = new Map<string, EnvironmentKeys>();

/**
 * The cache keys of an environment's OFREP and flagd documents, built once per environment, not
 * per request (a key built per request is a new string the cache's Map must flatten and hash
 * every time; an environment's uuid is the same string object on every request of its key).
 */
export function keysOf(environmentUuid: string): EnvironmentKeys {
  let k = environmentKeys.get(environmentUuid);
  if (k === undefined) {
    // bounded: made-up environments cannot grow it (a clear only makes keys be built again)
    if (environmentKeys.size >= MAX_ENVIRONMENT_KEYS) environmentKeys.clear();
    environmentKeys.set(environmentUuid, (k = { ofrep: keys.ofrep(environmentUuid), flagd: keys.flagd(environmentUuid) }));
  }
  return k;
}

/** The cache key of the OFREP document a request reads: the environment's (built once) or its override's. */
export const ofrepDocKey = (environmentUuid: string, overrideUuid: string | null | undefined): string =>
  overrideUuid ? keys.ofrep(environmentUuid, overrideUuid) : keysOf(environmentUuid).ofrep;

/**
 * The flagd evaluator of each environment, built once per version of its flagd document (the
 * document object is replaced when a change notice evicts it, so this is "parse once per
 * change", never per request). Null for an environment whose flags have no rules: its answers
 * do not depend on the context and the precomputed documents serve them as they are.
 */
export class EnvironmentEvaluators {
  private readonly byDoc = new WeakMap<CachedDoc, FlagdEvaluator | null>();

  constructor(
    private readonly cache: DocCache,
    private readonly onError: (err: unknown) => void = () => {},
  ) {}

  async of(environmentUuid: string): Promise<FlagdEvaluator | null> {
    const doc = await this.cache.get(keys.flagd(environmentUuid));
    return this.forDoc(doc);
  }

  /** Without waiting: undefined when the environment's flagd document is not in the cache yet. */
  peek(environmentUuid: string): FlagdEvaluator | null | undefined {
    const doc = this.cache.peek(keysOf(environmentUuid).flagd);
    return doc === undefined ? undefined : this.forDoc(doc);
  }

  /** The evaluator of one version of a flagd document (the cached one, or one just read from the store). */
  forDoc(doc: CachedDoc | null): FlagdEvaluator | null {
    if (!doc) return null;
    let ev = this.byDoc.get(doc);
    if (ev === undefined) {
      try {
        const e = new FlagdEvaluator(doc.body.toString());
        ev = e.keys().some((k) => e.hasTargeting(k)) ? e : null;
      } catch (err) {
        // A document flagd-core refuses cannot come from the projection; answer statically rather than fail.
        this.onError(err);
        ev = null;
      }
      this.byDoc.set(doc, ev);
    }
    return ev;
  }
}

/** Does this precomputed answer come from targeting (not an override, not disabled)? */
/** The flags of a stored OFREP document by key, parsed once per document version (kept on the cached document). */
export function ofrepFlagsOf(doc: CachedDoc): Map<string, OfrepFlag> {
  if (!doc.parsed) {
    const parsed = JSON.parse(doc.body.toString()) as { flags: OfrepFlag[] };
    doc.parsed = new Map(parsed.flags.map((f) => [f.key, f]));
  }
  return doc.parsed as Map<string, OfrepFlag>;
}

export const isContextual = (f: OfrepFlag, ev: FlagdEvaluator): boolean => f.metadata.enabled && f.metadata.source !== 'override' && ev.hasTargeting(f.key);

/** The OFREP answer of an evaluation: a value with reason and variant, or an error naming the flag. */
export function ofrepAnswer(base: OfrepFlag, r: FlagEvaluation): Record<string, unknown> {
  if (r.reason === 'ERROR' || r.value === null) {
    // OFREP's per-flag error codes only (its evaluationFailure enum)
    const errorCode = r.errorCode === 'PARSE_ERROR' || r.errorCode === 'TARGETING_KEY_MISSING' || r.errorCode === 'INVALID_CONTEXT' ? r.errorCode : 'GENERAL';
    return { key: base.key, errorCode, errorDetails: r.errorMessage ?? 'The flag could not be evaluated' };
  }
  return {
    key: base.key,
    value: r.value,
    reason: ofrepReason(r.reason),
    variant: r.variant,
    metadata: { type: base.metadata.type, source: 'targeting', enabled: true },
  };
}

/** The headers of a successful single-flag answer (stored or evaluated). */
export const SINGLE_ANSWER_HEADERS: Readonly<Record<string, string>> = { 'cache-control': 'no-cache', 'content-type': 'application/json; charset=utf-8' };

/**
 * One outcome of a targeted flag (a variant served for a reason) as answered: the answer object
 * (what usage counting reads), its JSON text (what a bulk answer splices in) and the single-flag
 * answer with its bytes. Made once per flag version and outcome, never changed: every context
 * that gets the same variant for the same reason gets these same objects, so nothing is
 * serialised per request.
 */
export interface Outcome {
  answer: Record<string, unknown>;
  json: string;
  single: OfrepAnswer;
}

interface OutcomesOfFlag {
  /** the evaluator the outcomes came from (a flag object outlives no document version, but say so) */
  evaluator: FlagdEvaluator;
  /** by variant, then reason; with the value each was made for */
  byVariant: Map<string | null, Map<string, { value: unknown; outcome: Outcome }>>;
  count: number;
}
const outcomes = new WeakMap<OfrepFlag, OutcomesOfFlag>();
/** A flag serves a handful of variants for a handful of reasons; past this many outcomes, answers are made per request. */
const MAX_OUTCOMES = 64;

/**
 * The answer of an evaluation of `base`: its kept outcome (see Outcome), or undefined for an
 * evaluation that failed (its answer names the error: ofrepAnswer makes it, per request).
 * Kept per flag object of one document version and per evaluator, so a change makes new ones.
 */
export function outcomeOf(base: OfrepFlag, ev: FlagdEvaluator, r: FlagEvaluation): Outcome | undefined {
  if (r.reason === 'ERROR' || r.value === null) return undefined;
  let o = outcomes.get(base);
  if (o === undefined || o.evaluator !== ev) outcomes.set(base, (o = { evaluator: ev, byVariant: new Map(), count: 0 }));
  let byReason = o.byVariant.get(r.variant);
  const kept = byReason?.get(r.reason);
  // the same variant of the same flag version always has the same value; checked all the same
  if (kept !== undefined && Object.is(kept.value, r.value)) return kept.outcome;
  const answer = ofrepAnswer(base, r);
  const json = JSON.stringify(answer);
  const outcome: Outcome = { answer, json, single: { status: 200, headers: SINGLE_ANSWER_HEADERS, body: Buffer.from(json), kept: true } };
  if (kept === undefined && o.count < MAX_OUTCOMES) {
    if (byReason === undefined) o.byVariant.set(r.variant, (byReason = new Map()));
    byReason.set(r.reason, { value: r.value, outcome });
    o.count++;
  }
  return outcome;
}

/** A bulk document split into what never changes (pre-serialised) and the flags to evaluate. */
interface BulkPlan {
  evaluator: FlagdEvaluator;
  parts: Array<string | OfrepFlag>;
}
const plans = new WeakMap<CachedDoc, BulkPlan>();

function planOf(doc: CachedDoc, flags: readonly OfrepFlag[], ev: FlagdEvaluator): BulkPlan {
  let p = plans.get(doc);
  if (!p || p.evaluator !== ev) {
    p = { evaluator: ev, parts: flags.map((f) => (isContextual(f, ev) ? f : JSON.stringify(f))) };
    plans.set(doc, p);
  }
  return p;
}

/**
 * Bulk evaluation for a context: static answers as stored, targeted flags evaluated; the ETag
 * is computed over the result, so a 304 is right for this context and no other.
 */
export function evaluateBulk(
  doc: CachedDoc,
  flags: readonly OfrepFlag[],
  ev: FlagdEvaluator,
  context: Record<string, unknown>,
  /** usage counting (issue 20): each flag evaluated for the context counts; stored answers are counted per document */
  usage: UsageCounters | null = null,
  environmentUuid = '',
  /** given, receives each targeted flag's answer (what usage counted), for a repeat to count alike */
  answers?: Array<[string, Record<string, unknown>]>,
): { body: string; etag: string } {
  const { parts } = planOf(doc, flags, ev);
  let body = '{"flags":[';
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i]!;
    if (i > 0) body += ',';
    if (typeof p === 'string') body += p;
    else {
      const r = ev.evaluate(p.key, context);
      const outcome = outcomeOf(p, ev, r);
      const answer = outcome === undefined ? ofrepAnswer(p, r) : outcome.answer;
      usage?.answered(environmentUuid, p.key, answer);
      answers?.push([p.key, answer]);
      body += outcome === undefined ? JSON.stringify(answer) : outcome.json;
    }
  }
  body += ']}';
  return { body, etag: etagOf(body) };
}
