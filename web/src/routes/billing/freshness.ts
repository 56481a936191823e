import { useEffect, useMemo, useState } from 'react';

/** When each cached query was last asked of the server (module state: lives as long as the tab). */
const fetchedAt = new Map<string, number>();

/**
 * The spec's client cache (§9: plans 10 min, current plan 5 min): within `maxAgeMs` of the last
 * request, a remount reads Apollo's cache without asking the server; afterwards it shows the
 * cache and refreshes it. Returns the fetch policy for this mount.
 */
export function useFreshPolicy(key: string, maxAgeMs: number): 'cache-first' | 'cache-and-network' {
  return useMemo(() => {
    const t = fetchedAt.get(key);
    if (t !== undefined && Date.now() - t < maxAgeMs) return 'cache-first' as const;
    fetchedAt.set(key, Date.now());
    return 'cache-and-network' as const;
  }, [key, maxAgeMs]);
}

/** Marks a key as just asked (an explicit refetch). */
export const markFetched = (key: string): void => {
  fetchedAt.set(key, Date.now());
};

export const PLANS_MAX_AGE_MS = 10 * 60_000;
export const CURRENT_PLAN_MAX_AGE_MS = 5 * 60_000;

/**
 * The spec's retries (§7, §9: plans 2, current plan 1, other queries 1): a failed query is asked
 * again up to `max` times before its error shows. Returns true once the retries are used up.
 */
export function useRetries(q: { error?: unknown; data?: unknown; refetch: () => Promise<unknown> }, max: number): boolean {
  const [attempts, setAttempts] = useState(0);
  const { error, refetch } = q;
  useEffect(() => {
    if (!error || attempts >= max) return;
    const t = setTimeout(
      () => {
        setAttempts((n) => n + 1);
        refetch().catch(() => undefined);
      },
      500 * (attempts + 1),
    );
    return () => clearTimeout(t);
  }, [error, attempts, max, refetch]);
  useEffect(() => {
    if (q.data !== undefined && !error) setAttempts(0);
  }, [q.data, error]);
  return attempts >= max;
}
