import type { Granularity } from '@flagstream/domain';
import { GRANULARITIES, blockOf, blockTtlSeconds, offsetOf } from '@flagstream/domain';
import type { EnvDrain } from './counters';
import type { UsageBatch, UsageIncrement } from './store';

/**
 * Key layout of the usage store (under the deployment's prefix in Redis). Environments are named
 * by uuid (what every counted request carries); the read side maps them from the project.
 *
 * - `usage:{g}:e:{envUuid}:{block}`: per environment, fields `{offset}\tr\t{kind}` (requests) and
 *   `{offset}\tf\t{flagKey}\t{variant}` (evaluations per flag and variant): summaries and stale flags
 * - `usage:{g}:f:{envUuid}:{flagKey}:{block}`: per flag, fields `{offset}\t{variant}\t{reason}`: charts
 * - `usage:last:{envUuid}`: flag key -> the newest minute it was evaluated
 * - `usage:since:{envUuid}`: the first minute anything was counted there
 */
export const usageKeys = {
  env: (g: Granularity, envUuid: string, block: number) => `usage:${g}:e:${envUuid}:${block}`,
  flag: (g: Granularity, envUuid: string, flagKey: string, block: number) => `usage:${g}:f:${envUuid}:${flagKey}:${block}`,
  last: (envUuid: string) => `usage:last:${envUuid}`,
  since: (envUuid: string) => `usage:since:${envUuid}`,
};

/** Tabs separate a field's parts: a variant (user-chosen) never carries one. */
const clean = (s: string): string => (s.includes('\t') ? s.replace(/\t/g, ' ') : s);

export interface TimedDrain extends EnvDrain {
  /** the minute these counts belong to (ms) */
  at: number;
}

/** One flush's drains as store writes: every cell once per granularity (the roll-ups are written, not computed later). */
export function batchOf(drains: readonly TimedDrain[], now: number): UsageBatch {
  const increments: UsageIncrement[] = [];
  const sets: UsageBatch['sets'] = [];
  const setOnce: UsageBatch['setOnce'] = [];
  for (const d of drains) {
    const env = d.environmentUuid;
    let any = false;
    for (const g of GRANULARITIES) {
      const block = blockOf(g, d.at);
      const off = offsetOf(g, d.at);
      const ttlSec = blockTtlSeconds(g, block, now);
      const ek = usageKeys.env(g, env, block);
      for (const [kind, n] of Object.entries(d.requests)) if (n > 0) increments.push({ key: ek, field: `${off}\tr\t${kind}`, n, ttlSec });
      for (const c of d.evaluations) {
        const variant = clean(c.variant);
        increments.push({ key: ek, field: `${off}\tf\t${c.flagKey}\t${variant}`, n: c.n, ttlSec });
        increments.push({ key: usageKeys.flag(g, env, c.flagKey, block), field: `${off}\t${variant}\t${c.reason}`, n: c.n, ttlSec });
      }
    }
    for (const n of Object.values(d.requests)) if (n > 0) any = true;
    const minute = Math.floor(d.at / 60_000) * 60_000;
    const seen = new Set<string>();
    for (const c of d.evaluations) {
      any = true;
      if (!seen.has(c.flagKey)) {
        seen.add(c.flagKey);
        sets.push({ key: usageKeys.last(env), field: c.flagKey, value: minute });
      }
    }
    if (any) setOnce.push({ key: usageKeys.since(env), value: minute });
  }
  return { increments, sets, setOnce };
}
