import { HOUR_MS, MINUTE_MS, DAY_MS, shareOf } from '@flagstream/domain';
import type { UsageRange as ApiUsageRange, UsageStep as ApiUsageStep } from '../../apollo/generated/graphql';

/** The time ranges the charts offer (issue 20): 1 h, 24 h, 7 d, 30 d, each with its chart step. */
export type UsageRangeId = '1h' | '24h' | '7d' | '30d';

export interface UsageRangeOption {
  id: UsageRangeId;
  label: string;
  /** "last hour" etc., for subtitles */
  long: string;
  ms: number;
  /** the summary's range enum */
  range: ApiUsageRange;
  /** the flag chart's step */
  step: ApiUsageStep;
  stepMs: number;
}

export const USAGE_RANGE_OPTIONS: readonly UsageRangeOption[] = [
  { id: '1h', label: '1 h', long: 'last hour', ms: HOUR_MS, range: 'H1', step: 'M1', stepMs: MINUTE_MS },
  { id: '24h', label: '24 h', long: 'last 24 hours', ms: DAY_MS, range: 'H24', step: 'H1', stepMs: HOUR_MS },
  { id: '7d', label: '7 d', long: 'last 7 days', ms: 7 * DAY_MS, range: 'D7', step: 'H6', stepMs: 6 * HOUR_MS },
  { id: '30d', label: '30 d', long: 'last 30 days', ms: 30 * DAY_MS, range: 'D30', step: 'D1', stepMs: DAY_MS },
];

export const rangeOption = (id: UsageRangeId): UsageRangeOption => USAGE_RANGE_OPTIONS.find((o) => o.id === id) ?? USAGE_RANGE_OPTIONS[1]!;

/** Can a plan keeping `retentionDays` of usage show this range in full? (Free keeps 1 day: 1 h and 24 h.) */
export const rangeAllowed = (id: UsageRangeId, retentionDays: number): boolean => rangeOption(id).ms <= retentionDays * DAY_MS;

/**
 * The chart window of a range ending `now`: `to` is rounded up to the next minute so the
 * variables stay the same between renders (no refetch loop) and the current minute is included.
 */
export function chartWindow(id: UsageRangeId, now: number): { from: string; to: string; step: ApiUsageStep } {
  const o = rangeOption(id);
  const to = Math.ceil((now + 1) / MINUTE_MS) * MINUTE_MS;
  return { from: new Date(to - o.ms).toISOString(), to: new Date(to).toISOString(), step: o.step };
}

/** A share as people read it: "20%", "19.8%", "<0.1%", "0%". */
export function shareText(share: number): string {
  if (!Number.isFinite(share) || share <= 0) return '0%';
  const pct = share * 100;
  if (pct < 0.1) return '<0.1%';
  if (pct >= 99.95 && pct < 100) return '>99.9%';
  return `${Number.isInteger(Math.round(pct * 10) / 10) ? Math.round(pct) : (Math.round(pct * 10) / 10).toFixed(1)}%`;
}

/** Counts short enough for a chart axis or a badge: 999, 1.2k, 12k, 3.4M. */
export function compactCount(n: number): string {
  if (!Number.isFinite(n)) return '0';
  const a = Math.abs(n);
  if (a < 1000) return String(Math.round(n));
  if (a < 10_000) return `${(n / 1000).toFixed(1).replace(/\.0$/, '')}k`;
  if (a < 1_000_000) return `${Math.round(n / 1000)}k`;
  if (a < 10_000_000) return `${(n / 1_000_000).toFixed(1).replace(/\.0$/, '')}M`;
  return `${Math.round(n / 1_000_000)}M`;
}

/** A full count with thousands separators: 1,234,567. */
export const fullCount = (n: number): string => Math.round(n).toLocaleString('en-US');

export interface VariantCountView {
  variant: string;
  count: number;
  share: number;
}

/**
 * Variants in a stable order for colours and stacking: boolean-like "on"/"true" first, then
 * "off"/"false", then the rest by name; an empty variant (a value without one) is "(no variant)".
 */
export function orderVariants(names: Iterable<string>): string[] {
  const rank = (v: string) => (v === 'on' || v === 'true' ? 0 : v === 'off' || v === 'false' ? 1 : 2);
  return [...new Set(names)].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
}

export const variantLabel = (v: string): string => (v === '' ? '(no variant)' : v);

export interface UsagePointView {
  at: string;
  counts: unknown;
}

const countsOf = (p: UsagePointView): Record<string, number> => {
  const out: Record<string, number> = {};
  if (p.counts && typeof p.counts === 'object' && !Array.isArray(p.counts))
    for (const [k, v] of Object.entries(p.counts as Record<string, unknown>)) if (typeof v === 'number' && Number.isFinite(v)) out[k] = v;
  return out;
};

export interface StackedSeries {
  /** step starts, epoch ms */
  x: number[];
  /** one series per variant, in `orderVariants` order; data aligned with x */
  series: Array<{ variant: string; data: number[]; total: number }>;
  total: number;
}

/**
 * The stacked chart of one environment, or of several added up (all environments): every
 * variant present in any point becomes a series, missing points are 0.
 */
export function stackSeries(envs: ReadonlyArray<{ series: readonly UsagePointView[] }>): StackedSeries {
  const byAt = new Map<number, Record<string, number>>();
  const names = new Set<string>();
  for (const env of envs)
    for (const p of env.series) {
      const at = Date.parse(p.at);
      if (!Number.isFinite(at)) continue;
      const row = byAt.get(at) ?? {};
      for (const [k, v] of Object.entries(countsOf(p))) {
        row[k] = (row[k] ?? 0) + v;
        names.add(k);
      }
      byAt.set(at, row);
    }
  const x = [...byAt.keys()].sort((a, b) => a - b);
  const series = orderVariants(names).map((variant) => {
    const data = x.map((at) => byAt.get(at)?.[variant] ?? 0);
    return { variant, data, total: data.reduce((a, b) => a + b, 0) };
  });
  return { x, series, total: series.reduce((a, s) => a + s.total, 0) };
}

/** Variant shares of a set of counts, largest-first ties broken by `orderVariants`. */
export function sharesOf(counts: ReadonlyArray<{ variant: string; count: number }>): VariantCountView[] {
  const merged = new Map<string, number>();
  for (const c of counts) merged.set(c.variant, (merged.get(c.variant) ?? 0) + c.count);
  const total = [...merged.values()].reduce((a, b) => a + b, 0);
  return orderVariants(merged.keys()).map((variant) => ({ variant, count: merged.get(variant)!, share: shareOf(merged.get(variant)!, total) }));
}

/** An axis label for a step start: clock time within a day, weekday and hour over a week, the date beyond. */
export function tickLabel(at: number, id: UsageRangeId): string {
  const d = new Date(at);
  const hm = d.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  if (id === '1h' || id === '24h') return hm;
  if (id === '7d') return `${d.toLocaleDateString('en-US', { weekday: 'short' })} ${hm}`;
  return d.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
}

/** A tooltip's title for a step: "Nov 24, 14:00 – 15:00". */
export function stepLabel(at: number, stepMs: number): string {
  const a = new Date(at);
  const b = new Date(at + stepMs);
  const date = a.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
  if (stepMs >= DAY_MS) return date;
  const hm = (d: Date) => d.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  return `${date}, ${hm(a)} – ${hm(b)}`;
}

export interface FlagTotalView {
  flagId: string;
  flagKey: string;
  flagName: string;
  evaluations: number;
  lastEvaluatedAt?: string | null;
}

/**
 * The Dashboard's most and least evaluated flags: the summary lists flags most evaluated first;
 * the least evaluated are its tail, least first, never repeating one of the most.
 */
export function mostAndLeast<T extends FlagTotalView>(flags: readonly T[], n = 5): { most: T[]; least: T[] } {
  const sorted = [...flags].sort((a, b) => b.evaluations - a.evaluations || (a.flagKey < b.flagKey ? -1 : 1));
  const most = sorted.filter((f) => f.evaluations > 0).slice(0, n);
  const taken = new Set(most.map((f) => f.flagId));
  const least = sorted
    .filter((f) => !taken.has(f.flagId))
    .reverse()
    .slice(0, n);
  return { most, least };
}

/** "2 min ago", "3 h ago", "5 d ago", "never". */
export function ago(iso: string | null | undefined, now: number): string {
  if (!iso) return 'never';
  const t = Date.parse(iso);
  if (!Number.isFinite(t)) return 'never';
  const s = Math.max(0, now - t);
  if (s < MINUTE_MS) return 'just now';
  if (s < HOUR_MS) return `${Math.floor(s / MINUTE_MS)} min ago`;
  if (s < DAY_MS) return `${Math.floor(s / HOUR_MS)} h ago`;
  return `${Math.floor(s / DAY_MS)} d ago`;
}

/** Does a failed usage request mean "this plan has no charts" (the server's 402 PLAN_FEATURE_REQUIRED)? */
export function isPlanFeatureRequired(e: unknown): boolean {
  const errors = (e as { errors?: Array<{ extensions?: { code?: unknown } }> } | null | undefined)?.errors;
  return Array.isArray(errors) && errors.some((x) => x?.extensions?.code === 'PLAN_FEATURE_REQUIRED');
}

/** Series colours after the theme's accent; "off"/"false" in a quiet slate so the rollout share stands out. */
const PALETTE = {
  light: ['#5b4bdb', '#0ea5e9', '#16a34a', '#d97706', '#db2777', '#0d9488', '#7c3aed'],
  dark: ['#8478f0', '#38bdf8', '#4ade80', '#fbbf24', '#f472b6', '#2dd4bf', '#a78bfa'],
};
const QUIET = { light: '#a7b0c2', dark: '#4b5568' };

/** Colour of each variant of an ordered list (stable within a chart). */
export function variantColors(variants: readonly string[], mode: 'light' | 'dark'): Record<string, string> {
  const out: Record<string, string> = {};
  let i = 0;
  for (const v of variants) out[v] = v === 'off' || v === 'false' ? QUIET[mode] : PALETTE[mode][i++ % PALETTE[mode].length]!;
  return out;
}

/** Colour of the n-th environment of a chart. */
export const environmentColor = (n: number, mode: 'light' | 'dark'): string => PALETTE[mode][n % PALETTE[mode].length]!;
