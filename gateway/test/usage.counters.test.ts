/**
 * The in-memory usage counters and their drain (issue 20): a bulk answer of a stored document
 * counts each of its flags at drain time, flags evaluated for a context count one by one (never
 * twice), single answers count their flag, and a drain empties the counters.
 */
import { describe, expect, it } from 'vitest';
import { KIND_CONFIG, KIND_FLAGD, UsageCounters } from '../src/usage/counters';
import type { OfrepFlag } from '../src/ofrep/contextEvaluation';
import { isContextual } from '../src/ofrep/contextEvaluation';
import type { CachedDoc } from '../src/publicConfig/docCache';
import { batchOf, usageKeys } from '../src/usage/keys';
import { FlagdEvaluator } from '@flagstream/domain';

const flag = (key: string, variant: string | null, reason: string): OfrepFlag => ({
  key,
  value: true,
  reason,
  variant,
  metadata: { type: 'boolean', source: 'environment', enabled: true },
});
const docOf = (flags: unknown[]): CachedDoc => ({ etag: '"x"', body: Buffer.from(JSON.stringify({ flags })), expiresAt: null, fallback: null });
const ENV = '11111111-2222-4333-8444-555555555555';

describe('usage counters', () => {
  it('given bulk answers of a stored document, when drained, then every flag of it counts once per answer', () => {
    const c = new UsageCounters(isContextual);
    const doc = docOf([flag('a', 'default', 'STATIC'), flag('b', null, 'DISABLED'), { key: 'c', errorCode: 'GENERAL', errorDetails: 'x' }]);
    for (let i = 0; i < 7; i++) c.bulk(ENV, doc, null);
    const [d] = c.drain();
    expect(d!.requests).toEqual({ config: 0, flagd: 0, ofrep: 7, impressions: 0 });
    expect(d!.evaluations.sort((x, y) => x.flagKey.localeCompare(y.flagKey))).toEqual([
      { flagKey: 'a', variant: 'default', reason: 'STATIC', n: 7 },
      { flagKey: 'b', variant: 'disabled', reason: 'DISABLED', n: 7 },
      { flagKey: 'c', variant: 'error', reason: 'ERROR', n: 7 },
    ]);
    expect(c.drain()).toEqual([]);
  });

  it('given a document with targeting, when answered for contexts, then the contextual flag counts per answer, not as stored', () => {
    const ev = new FlagdEvaluator({
      flags: {
        t: { state: 'ENABLED', variants: { on: true, off: false }, defaultVariant: 'off', targeting: { if: [{ '==': [{ var: 'x' }, 1] }, 'on', 'off'] } },
        s: { state: 'ENABLED', variants: { default: true }, defaultVariant: 'default' },
      },
    } as never);
    const c = new UsageCounters(isContextual);
    const doc = docOf([flag('t', 'off', 'DEFAULT'), flag('s', 'default', 'STATIC')]);
    for (let i = 0; i < 3; i++) {
      c.bulk(ENV, doc, ev);
      c.evaluated(ENV, 't', i === 0 ? 'on' : 'off', 'TARGETING_MATCH');
    }
    const cells = c
      .drain()[0]!
      .evaluations.map((e) => `${e.flagKey} ${e.variant} ${e.reason} ${e.n}`)
      .sort();
    expect(cells).toEqual(['s default STATIC 3', 't off TARGETING_MATCH 2', 't on TARGETING_MATCH 1']);
  });

  it('counts single answers, config and flagd fetches per environment, and writes each cell at every granularity', () => {
    const c = new UsageCounters();
    const f = flag('a', 'default', 'STATIC');
    c.flag(ENV, f);
    c.flag(ENV, f);
    c.request(ENV, KIND_CONFIG);
    c.request(ENV, KIND_FLAGD);
    c.evaluated(ENV, 'a', undefined, 'NOT_A_REASON');
    const drained = c.drain();
    expect(drained[0]!.requests).toEqual({ config: 1, flagd: 1, ofrep: 2, impressions: 0 });
    expect(drained[0]!.evaluations).toEqual([
      { flagKey: 'a', variant: 'default', reason: 'STATIC', n: 2 },
      { flagKey: 'a', variant: 'default', reason: 'UNKNOWN', n: 1 },
    ]);
    const at = Date.UTC(2026, 10, 24, 2, 31, 5);
    const batch = batchOf([{ ...drained[0]!, at }], at);
    // 3 granularities x (3 request kinds + 2 cells in the environment hash + 2 cells in the flag hash)
    expect(batch.increments).toHaveLength(21);
    expect(batch.sets).toEqual([{ key: usageKeys.last(ENV), field: 'a', value: Date.UTC(2026, 10, 24, 2, 31) }]);
    expect(batch.setOnce).toEqual([{ key: usageKeys.since(ENV), value: Date.UTC(2026, 10, 24, 2, 31) }]);
  });
});
