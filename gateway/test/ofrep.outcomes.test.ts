/**
 * A targeted flag's answers are made once per outcome (variant and reason) and document version,
 * not per request: every context that gets the same outcome gets the same answer object and bytes,
 * exactly the answer an evaluation for that context gives; a failed evaluation is answered per
 * request; a new version of the documents makes new answers.
 */
import { describe, expect, it } from 'vitest';
import { FlagdEvaluator } from '@flagstream/domain';
import type { OfrepFlag } from '../src/ofrep/contextEvaluation';
import { evaluateBulk, ofrepAnswer, outcomeOf } from '../src/ofrep/contextEvaluation';
import type { CachedDoc } from '../src/publicConfig/docCache';

const base = (key: string, type = 'boolean'): OfrepFlag => ({
  key,
  value: false,
  reason: 'UNKNOWN',
  variant: 'off',
  metadata: { type, source: 'targeting', enabled: true },
});

/** A rule and a 50/50 split, so one variant comes up for two reasons; a `var` variant name can name no variant at all. */
const document = (onValue: unknown = true) => ({
  flags: {
    banner: {
      state: 'ENABLED',
      variants: { on: onValue, off: false },
      defaultVariant: 'off',
      targeting: {
        if: [
          { '==': [{ var: 'country' }, 'DE'] },
          'on',
          { '==': [{ var: 'country' }, 'XX'] },
          { var: 'variantName' },
          {
            fractional: [
              ['on', 50],
              ['off', 50],
            ],
          },
        ],
      },
    },
  },
});
const evaluatorOf = (onValue: unknown = true) => new FlagdEvaluator(document(onValue) as never);

describe('targeted answers made once per outcome', () => {
  it('given contexts with the same outcome, then they get the same answer object and bytes, equal to the answer made for each', () => {
    const ev = evaluatorOf();
    const flag = base('banner');
    const seen = new Map<string, unknown>();
    for (let i = 0; i < 200; i++) {
      const context = { targetingKey: `user-${i}`, country: i % 3 === 0 ? 'DE' : 'FR' };
      const r = ev.evaluate('banner', context);
      const o = outcomeOf(flag, ev, r)!;
      expect(o.answer).toEqual(ofrepAnswer(flag, r));
      expect(o.json).toBe(JSON.stringify(ofrepAnswer(flag, r)));
      expect(o.single).toMatchObject({ status: 200, kept: true, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' } });
      expect((o.single.body as Buffer).toString()).toBe(o.json);
      const id = `${r.variant} ${r.reason}`;
      if (seen.has(id)) expect(seen.get(id)).toBe(o);
      seen.set(id, o);
    }
    // on by the rule, on by the split, off by the split: three outcomes, each its own answer
    expect([...seen.keys()].sort()).toEqual(['off SPLIT', 'on SPLIT', 'on TARGETING_MATCH']);
    expect(new Set([...seen.values()]).size).toBe(3);
  });

  it('given an evaluation that fails, then there is no kept outcome: the error is answered for that request', () => {
    const ev = evaluatorOf();
    const r = ev.evaluate('banner', { targetingKey: 'u', country: 'XX', variantName: 'nope' });
    expect(outcomeOf(base('banner'), ev, r)).toBeUndefined();
    expect(ofrepAnswer(base('banner'), r)).toHaveProperty('errorCode');
  });

  it('given a new version of the documents, then the answers are made again from it', () => {
    const flag = base('banner', 'object');
    const before = evaluatorOf({ colour: 'red' });
    const after = evaluatorOf({ colour: 'blue' });
    const context = { targetingKey: 'u', country: 'DE' };
    const a = outcomeOf(flag, before, before.evaluate('banner', context))!;
    const b = outcomeOf(flag, after, after.evaluate('banner', context))!;
    expect(a.answer.value).toEqual({ colour: 'red' });
    expect(b.answer.value).toEqual({ colour: 'blue' });
    expect(b).not.toBe(a);
    // and a new flag object (a new OFREP document) with the same evaluator gets its own
    const c = outcomeOf(base('banner', 'object'), after, after.evaluate('banner', context))!;
    expect(c).not.toBe(b);
    expect(c.json).toBe(b.json);
  });

  it('a bulk answer splices the same text in as it would serialise per flag', () => {
    const ev = evaluatorOf();
    const flags = [base('banner')];
    const doc: CachedDoc = { etag: '"x"', body: Buffer.from(JSON.stringify({ flags })), expiresAt: null, fallback: null };
    for (const country of ['DE', 'FR', 'XX']) {
      const context = { targetingKey: 'user-7', country, variantName: 'nope' };
      const { body } = evaluateBulk(doc, flags, ev, context);
      expect(body).toBe(JSON.stringify({ flags: [ofrepAnswer(flags[0]!, ev.evaluate('banner', context))] }));
    }
  });
});
