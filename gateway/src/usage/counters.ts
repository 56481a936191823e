import type { FlagdEvaluator } from '@flagstream/domain';
import type { CachedDoc } from '../publicConfig/docCache';
import type { OfrepFlag } from '../ofrep/contextEvaluation';
import { ofrepFlagsOf } from '../ofrep/contextEvaluation';

/** Request kinds counted per environment (indexes into a counter array). */
export const REQUEST_KINDS = ['config', 'flagd', 'ofrep', 'impressions'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];
export const KIND_CONFIG = 0;
export const KIND_FLAGD = 1;
export const KIND_OFREP = 2;
export const KIND_IMPRESSIONS = 3;

/** OFREP's reasons (and what SDK impressions may say); anything else counts as UNKNOWN. */
export const REASONS = ['STATIC', 'TARGETING_MATCH', 'SPLIT', 'DEFAULT', 'DISABLED', 'ERROR', 'CACHED', 'UNKNOWN'] as const;
export type Reason = (typeof REASONS)[number];
const REASON_INDEX: Record<string, number> = Object.fromEntries(REASONS.map((r, i) => [r, i]));
const UNKNOWN = REASONS.indexOf('UNKNOWN');
export const reasonIndex = (reason: string | undefined): number => (reason !== undefined ? (REASON_INDEX[reason] ?? UNKNOWN) : UNKNOWN);

/** The variant a valueless answer is counted under (OFREP's DISABLED and error answers name none). */
export const variantOf = (variant: string | null | undefined, reason: string | undefined): string =>
  typeof variant === 'string' && variant !== ''
    ? variant
    : reason === 'DISABLED'
      ? 'disabled'
      : reason === 'ERROR' || reason === undefined
        ? 'error'
        : 'default';

/** Counts of one environment since the last drain. */
class EnvCounts {
  readonly requests = new Float64Array(REQUEST_KINDS.length);
  /** bulk answers of a document: every flag in it that was not evaluated for a context counts at drain */
  readonly bulk = new Map<CachedDoc, { n: number; ev: FlagdEvaluator | null }>();
  /** single answers of a stored flag (its variant and reason are the flag's) */
  readonly flags = new Map<OfrepFlag, number>();
  /** evaluations for a context: flag key -> variant -> count per reason */
  readonly evals = new Map<string, Map<string, Float64Array>>();
}

/** One counted cell: what the flusher writes. */
export interface EvalCount {
  flagKey: string;
  variant: string;
  reason: Reason;
  n: number;
}
export interface EnvDrain {
  environmentUuid: string;
  requests: Record<RequestKind, number>;
  evaluations: EvalCount[];
}

/** Does a stored flag take a context (so bulk answers evaluated it per request, counted one by one)? */
export type IsContextual = (flag: OfrepFlag, ev: FlagdEvaluator) => boolean;

/**
 * Usage counters in process memory (issue 20). The hot paths only increment: a Map lookup by a
 * string or object they already hold and an array slot; bulk answers of a stored document count
 * once per answer (expanded into per-flag counts when drained, off the hot path). Drained by the
 * flusher every USAGE_FLUSH_INTERVAL_MS.
 */
export class UsageCounters {
  private envs = new Map<string, EnvCounts>();

  constructor(private readonly isContextual: IsContextual = () => false) {}

  private env(uuid: string): EnvCounts {
    let e = this.envs.get(uuid);
    if (e === undefined) this.envs.set(uuid, (e = new EnvCounts()));
    return e;
  }

  /** A public config or flagd document fetched (200 or 304). */
  request(environmentUuid: string, kind: number): void {
    this.env(environmentUuid).requests[kind]!++;
  }

  /** An OFREP bulk answer: each flag of the document counts, contextual ones through `evaluated`. */
  bulk(environmentUuid: string, doc: CachedDoc, ev: FlagdEvaluator | null): void {
    const e = this.env(environmentUuid);
    e.requests[KIND_OFREP]!++;
    const b = e.bulk.get(doc);
    if (b === undefined) e.bulk.set(doc, { n: 1, ev });
    else b.n++;
  }

  /** An OFREP single answer of a stored flag. */
  flag(environmentUuid: string, flag: OfrepFlag): void {
    const e = this.env(environmentUuid);
    e.requests[KIND_OFREP]!++;
    e.flags.set(flag, (e.flags.get(flag) ?? 0) + 1);
  }

  /** An OFREP single request answered by evaluating for a context (its evaluation counts through `evaluated`). */
  ofrepRequest(environmentUuid: string): void {
    this.env(environmentUuid).requests[KIND_OFREP]!++;
  }

  /** One flag evaluated for a context. */
  evaluated(environmentUuid: string, flagKey: string, variant: string | null | undefined, reason: string | undefined, n = 1): void {
    const e = this.env(environmentUuid);
    let byVariant = e.evals.get(flagKey);
    if (byVariant === undefined) e.evals.set(flagKey, (byVariant = new Map()));
    const v = variantOf(variant, reason);
    let cells = byVariant.get(v);
    if (cells === undefined) byVariant.set(v, (cells = new Float64Array(REASONS.length)));
    cells[reasonIndex(reason)]! += n;
  }

  /** One OFREP answer for a context, by its variant and reason (an error answer names neither: counted as ERROR). */
  answered(environmentUuid: string, flagKey: string, answer: Record<string, unknown>): void {
    const variant = typeof answer.variant === 'string' ? answer.variant : undefined;
    this.evaluated(environmentUuid, flagKey, variant, typeof answer.reason === 'string' ? answer.reason : 'ERROR');
  }

  /** Environments with counts (tests, memory figures). */
  get size(): number {
    return this.envs.size;
  }

  /** Everything counted since the last drain, as cells; the counters start again from zero. */
  drain(): EnvDrain[] {
    const envs = this.envs;
    this.envs = new Map();
    const out: EnvDrain[] = [];
    for (const [environmentUuid, e] of envs) {
      const cells = new Map<string, EvalCount>();
      const add = (flagKey: string, variant: string, reason: Reason, n: number) => {
        const id = `${flagKey}\u0000${variant}\u0000${reason}`;
        const c = cells.get(id);
        if (c) c.n += n;
        else cells.set(id, { flagKey, variant, reason, n });
      };
      const addFlag = (f: OfrepFlag, n: number) => {
        const reason = 'errorCode' in f ? 'ERROR' : (REASONS[reasonIndex(f.reason)] as Reason);
        add(f.key, variantOf(f.variant, reason), reason, n);
      };
      for (const [doc, { n, ev }] of e.bulk)
        for (const f of ofrepFlagsOf(doc).values()) if (!ev || 'errorCode' in f || !this.isContextual(f, ev)) addFlag(f, n);
      for (const [f, n] of e.flags) addFlag(f, n);
      for (const [flagKey, byVariant] of e.evals)
        for (const [variant, counts] of byVariant) for (let i = 0; i < counts.length; i++) if (counts[i]! > 0) add(flagKey, variant, REASONS[i]!, counts[i]!);
      const requests = Object.fromEntries(REQUEST_KINDS.map((k, i) => [k, e.requests[i]!])) as Record<RequestKind, number>;
      out.push({ environmentUuid, requests, evaluations: [...cells.values()] });
    }
    return out;
  }
}
