import { UNLIMITED } from './plans';

export type UsageColour = 'red' | 'yellow' | 'green';

/** Percent used, capped at 100; 0 for an unlimited or zero limit. */
export function usagePercent(count: number, limit: number): number {
  if (limit === UNLIMITED || limit <= 0) return 0;
  return Math.min(100, (count / limit) * 100);
}

/** 90% and above red, 75% and above yellow, else green. */
export function usageColour(percent: number): UsageColour {
  if (percent >= 90) return 'red';
  if (percent >= 75) return 'yellow';
  return 'green';
}

/** Bar width: an unlimited meter draws at 20%. */
export const usageBarPercent = (count: number, limit: number): number => (limit === UNLIMITED ? 20 : usagePercent(count, limit));

/** "Unlimited" or "{x.x}% used". */
export const usageLabel = (count: number, limit: number): string => (limit === UNLIMITED ? 'Unlimited' : `${usagePercent(count, limit).toFixed(1)}% used`);

/** "∞" for -1, else the number. */
export const limitDisplay = (limit: number): string => (limit === UNLIMITED ? '∞' : String(limit));
