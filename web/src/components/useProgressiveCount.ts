import { startTransition, useEffect, useState } from 'react';

/** Rows rendered in the first commit: what a desktop or phone screen shows above the fold. */
export const FIRST_ROWS = 8;
/** Rows added per later task. */
export const ROWS_PER_STEP = 6;

/**
 * How many of `total` rows to render now: the first few at once, then a few more per macrotask.
 * A long list of rich rows (the flag list: switches, chips, tooltips per environment) rendered in
 * one commit was one long main-thread task (Lighthouse's blocking time on /flags); in steps, the
 * browser paints and answers input between them. Rows already shown stay shown when the list
 * changes (a search narrows it, a new flag grows it by one). Each step is a transition, rendered
 * in slices that yield, so a step of rich rows is not one long task either.
 */
export function useProgressiveCount(total: number, first = FIRST_ROWS, step = ROWS_PER_STEP): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    const t = setTimeout(() => startTransition(() => setCount((c) => c + step)), 0);
    return () => clearTimeout(t);
  }, [count, total, step]);
  return Math.min(count, total);
}
