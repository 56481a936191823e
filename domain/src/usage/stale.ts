import { DAY_MS } from '../shared/time';
import { floorTo } from './buckets';

export type StaleReason = 'NOT_EVALUATED' | 'SINGLE_VARIANT';

export interface StaleInput {
  flag: { createdAt: number; archived?: boolean };
  /** the newest minute any evaluation was counted; null when never */
  lastEvaluatedAt: number | null;
  /** when this server first counted anything for the project; null when never */
  trackingSince: number | null;
  /** evaluations per day (day start ms) and variant, every environment summed */
  days: ReadonlyArray<{ day: number; variants: Readonly<Record<string, number>> }>;
  staleAfterDays: number;
  now: number;
}

export type StaleStatus = { stale: false } | { stale: true; reason: StaleReason; since: number; variant: string | null };

/**
 * Is a flag stale (issue 20)? Not evaluated anywhere for N days, or every evaluation of the last
 * N days served one variant. Time before the flag existed or before counting began proves
 * nothing, so it never counts toward N (a fresh install does not call every old flag stale).
 */
export function staleStatusOf(i: StaleInput): StaleStatus {
  if (i.flag.archived) return { stale: false };
  const n = i.staleAfterDays * DAY_MS;
  const tracking = i.trackingSince ?? i.now;
  const quietSince = Math.max(i.lastEvaluatedAt ?? 0, i.flag.createdAt, tracking);
  if (i.now - quietSince >= n) return { stale: true, reason: 'NOT_EVALUATED', since: quietSince, variant: null };
  const windowStart = i.now - n;
  if (Math.max(i.flag.createdAt, tracking) > windowStart) return { stale: false };
  const firstDay = floorTo(windowStart, DAY_MS);
  const totals = new Map<string, number>();
  for (const d of i.days) {
    if (d.day < firstDay) continue;
    for (const [variant, count] of Object.entries(d.variants)) if (count > 0) totals.set(variant, (totals.get(variant) ?? 0) + count);
  }
  if (totals.size !== 1) return { stale: false };
  const [variant] = totals.keys();
  return { stale: true, reason: 'SINGLE_VARIANT', since: windowStart, variant: variant! };
}
