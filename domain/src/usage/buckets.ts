import type { SubscriptionPlan } from '../billing/plans';
import { fail } from '../shared/errors';
import { DAY_MS } from '../shared/time';

/**
 * Usage time series (issue 20): counts per minute, rolled up to hours and days at write time.
 * Buckets are grouped into blocks (one stored hash per block and scope) so a chart reads a few
 * hashes, not one per bucket. Everything is UTC and epoch-aligned.
 */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;

export type Granularity = 'm' | 'h' | 'd';
export const GRANULARITIES: readonly Granularity[] = ['m', 'h', 'd'];

interface GranularityRule {
  bucketMs: number;
  /** buckets per stored block */
  blockMs: number;
  /** how long the store keeps a bucket (the plan's retention limits what can be read) */
  keepMs: number;
}
export const GRANULARITY: Record<Granularity, GranularityRule> = {
  m: { bucketMs: MINUTE_MS, blockMs: HOUR_MS, keepMs: 26 * HOUR_MS },
  h: { bucketMs: HOUR_MS, blockMs: DAY_MS, keepMs: 32 * DAY_MS },
  d: { bucketMs: DAY_MS, blockMs: 30 * DAY_MS, keepMs: 400 * DAY_MS },
};

export const floorTo = (ms: number, size: number): number => Math.floor(ms / size) * size;
export const blockOf = (g: Granularity, ms: number): number => Math.floor(ms / GRANULARITY[g].blockMs);
/** the bucket's index inside its block */
export const offsetOf = (g: Granularity, ms: number): number => Math.floor((ms % GRANULARITY[g].blockMs) / GRANULARITY[g].bucketMs);
export const bucketStart = (g: Granularity, block: number, offset: number): number => block * GRANULARITY[g].blockMs + offset * GRANULARITY[g].bucketMs;
/** Seconds a block must live from `now`: until its last bucket is older than the keep time. */
export const blockTtlSeconds = (g: Granularity, block: number, now: number): number =>
  Math.max(1, Math.ceil(((block + 1) * GRANULARITY[g].blockMs + GRANULARITY[g].keepMs - now) / 1000));
/** Blocks covering [from, to). */
export function blocksBetween(g: Granularity, from: number, to: number): number[] {
  const out: number[] = [];
  for (let b = blockOf(g, from); b <= blockOf(g, Math.max(from, to - 1)); b++) out.push(b);
  return out;
}

export type UsageStep = '1m' | '5m' | '15m' | '1h' | '6h' | '1d';
export const USAGE_STEPS: Record<UsageStep, { ms: number; source: Granularity }> = {
  '1m': { ms: MINUTE_MS, source: 'm' },
  '5m': { ms: 5 * MINUTE_MS, source: 'm' },
  '15m': { ms: 15 * MINUTE_MS, source: 'm' },
  '1h': { ms: HOUR_MS, source: 'h' },
  '6h': { ms: 6 * HOUR_MS, source: 'h' },
  '1d': { ms: DAY_MS, source: 'd' },
};
export const isUsageStep = (s: unknown): s is UsageStep => typeof s === 'string' && Object.hasOwn(USAGE_STEPS, s);
export const MAX_USAGE_POINTS = 1500;
export const MAX_USAGE_SPAN_MS = 400 * DAY_MS;

/** The step a chart of this span gets when none is asked for. */
export function defaultStep(spanMs: number): UsageStep {
  if (spanMs <= 2 * HOUR_MS) return '1m';
  if (spanMs <= 26 * HOUR_MS) return '15m';
  if (spanMs <= 8 * DAY_MS) return '1h';
  return '1d';
}

/** What a plan allows of usage insights. Catalogues written before issue 20 get the defaults by isFreePlan. */
export interface UsagePlan {
  advancedAnalytics: boolean;
  retentionDays: number;
}
export const usagePlanOf = (plan: Pick<SubscriptionPlan, 'isFreePlan' | 'featureAdvancedAnalytics' | 'featureUsageRetentionDays'>): UsagePlan => ({
  advancedAnalytics: plan.featureAdvancedAnalytics ?? !plan.isFreePlan,
  retentionDays: Math.min(400, Math.max(1, plan.featureUsageRetentionDays ?? (plan.isFreePlan ? 1 : 30))),
});

export interface UsageWindow {
  from: number;
  to: number;
  step: UsageStep;
  /** from was moved forward to the retention */
  clamped: boolean;
}

/**
 * A chart's window from what the caller asked: defaults (the last 24 h), the retention clamp,
 * and refusals (VALIDATION_FAILED) for a window the stored granularity or the point limit cannot serve.
 */
export function usageWindow(q: { from?: number; to?: number; step?: string }, now: number, retentionDays: number): UsageWindow {
  const to = Math.min(q.to ?? now, now);
  let from = q.from ?? to - DAY_MS;
  if (!Number.isFinite(from) || !Number.isFinite(to)) fail('VALIDATION_FAILED', 'from and to must be times (ISO 8601 or epoch milliseconds)');
  if (from >= to) fail('VALIDATION_FAILED', 'from must be before to');
  if (to - from > MAX_USAGE_SPAN_MS) fail('VALIDATION_FAILED', 'The window may span at most 400 days');
  if (q.step !== undefined && !isUsageStep(q.step)) fail('VALIDATION_FAILED', 'step must be one of 1m, 5m, 15m, 1h, 6h, 1d');
  const oldest = now - retentionDays * DAY_MS;
  const clamped = from < oldest;
  if (clamped) from = oldest;
  if (from >= to) fail('VALIDATION_FAILED', `The window is older than this plan keeps usage (${retentionDays} days)`);
  const step = (q.step as UsageStep | undefined) ?? defaultStep(to - from);
  const { ms, source } = USAGE_STEPS[step];
  const start = floorTo(from, ms);
  if (Math.ceil((to - start) / ms) > MAX_USAGE_POINTS) fail('VALIDATION_FAILED', `At most ${MAX_USAGE_POINTS} points: choose a larger step`);
  if (start < now - GRANULARITY[source].keepMs + GRANULARITY[source].bucketMs && source !== 'd')
    fail('VALIDATION_FAILED', `Step ${step} covers only the last ${source === 'm' ? '26 hours' : '32 days'}: choose a larger step`);
  return { from: start, to, step, clamped };
}

export type UsageRange = '1h' | '24h' | '7d' | '30d';
export const USAGE_RANGES: Record<UsageRange, { ms: number; source: Granularity; seriesStep: UsageStep }> = {
  '1h': { ms: HOUR_MS, source: 'm', seriesStep: '1m' },
  '24h': { ms: DAY_MS, source: 'h', seriesStep: '1h' },
  '7d': { ms: 7 * DAY_MS, source: 'h', seriesStep: '6h' },
  '30d': { ms: 30 * DAY_MS, source: 'd', seriesStep: '1d' },
};
export const isUsageRange = (s: unknown): s is UsageRange => typeof s === 'string' && Object.hasOwn(USAGE_RANGES, s);

/** A summary's window: the range ending now, floored to its buckets, clamped to the retention. */
export function summaryWindow(range: UsageRange, now: number, retentionDays: number): { from: number; to: number; clamped: boolean; source: Granularity } {
  const r = USAGE_RANGES[range];
  const size = GRANULARITY[r.source].bucketMs;
  const oldest = now - retentionDays * DAY_MS;
  const wanted = now - r.ms;
  const clamped = wanted < oldest;
  // Flooring may reach up to one bucket before the retention: a whole bucket is shown, not part of one.
  return { from: floorTo(clamped ? oldest : wanted, size), to: now, clamped, source: r.source };
}

/** Steps of [from, to) as bucket starts. */
export function stepStarts(from: number, to: number, stepMs: number): number[] {
  const out: number[] = [];
  for (let t = floorTo(from, stepMs); t < to; t += stepMs) out.push(t);
  return out;
}

/** A variant's share of a total: 0 for an empty total (never NaN). */
export const shareOf = (count: number, total: number): number => (total > 0 ? count / total : 0);
