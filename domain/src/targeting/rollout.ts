import type { TargetingDocument } from './model';
import { fractionalBuckets, operation, resultLeaves } from './resultLeaves';

const round2 = (x: number): number => Math.round(x * 100) / 100;

/**
 * The public `rollout_percentage` of a targeting: the share (0–100, two decimals) of the
 * fall-through split (the `fractional` served when no rule matches) that serves a variant other
 * than the default one; 100 when the fall-through is not a split. Weights that are expressions
 * (time-based rollouts) cannot be known ahead: such a split counts as 100.
 */
export function computeRolloutShare(doc: Pick<TargetingDocument, 'defaultVariant' | 'targeting'>): number {
  const leaf = resultLeaves(doc.targeting).find((l) => l.fallThrough);
  if (!leaf || !leaf.split) return 100;
  const buckets = fractionalBuckets(operation(leaf.node)!.args);
  let total = 0;
  let other = 0;
  for (const { entry } of buckets) {
    const w = entry.length >= 2 ? entry[1] : 1;
    if (typeof w !== 'number' || !Number.isInteger(w)) return 100;
    const weight = Math.max(0, w);
    total += weight;
    const v = entry[0];
    const name = typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : null;
    if (name !== doc.defaultVariant) other += weight;
  }
  return total === 0 ? 0 : round2((other / total) * 100);
}
