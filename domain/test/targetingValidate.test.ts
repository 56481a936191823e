import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FlagdDocument } from '../src';
import { FlagdEvaluator, validateFlagdDocument, validateFlagdTargeting } from '../src';
import { GENERATED_FILE, flagdValidatorsSource } from '../scripts/flagdValidators';

describe('the flagd schema validators (generated ahead of time: no eval in the browser)', () => {
  it('the generated module is what `npm run codegen:flagd` writes from the vendored schema', () => {
    expect(readFileSync(GENERATED_FILE, 'utf8') === flagdValidatorsSource(), 'run `npm run codegen:flagd`').toBe(true);
  });

  it('holds no generated-code construct (new Function, eval)', () => {
    const text = readFileSync(GENERATED_FILE, 'utf8');
    expect(text).not.toMatch(/new Function|\beval\(/);
  });

  it('validate with the official schema: documents flagd accepts pass, others fail with the JSON path', () => {
    expect(validateFlagdDocument({ flags: { a: { state: 'ENABLED', variants: { on: true }, defaultVariant: 'on' } } }).ok).toBe(true);
    expect(validateFlagdDocument({ flags: { a: { state: 'MAYBE', variants: { on: true }, defaultVariant: 'on' } } })).toMatchObject({
      ok: false,
      issues: [{ path: '/flags/a/state' }],
    });
    expect(validateFlagdDocument({ flags: { a: { state: 'ENABLED', variants: { on: true, off: 'no' }, defaultVariant: 'on' } } }).ok).toBe(false);
    const r = validateFlagdTargeting(
      { variants: { a: 'A', b: 'B' }, defaultVariant: 'a', targeting: { if: [{ starts_with: [{ var: 'email' }] }, 'b'] } },
      { flagType: 'string' },
    );
    expect(r).toMatchObject({ ok: false, code: 'INVALID_TARGETING', issues: [{ path: '/targeting/if/0/starts_with' }] });
  });
});

describe("flagd-core's interpreter mode (browser, no generated code) answers as its compiled mode (server)", () => {
  const doc: FlagdDocument = {
    flags: {
      f: {
        state: 'ENABLED',
        variants: { a: 'A', b: 'B', c: 'C' },
        defaultVariant: 'c',
        targeting: {
          if: [
            { $ref: 'segment_x' },
            'a',
            { sem_ver: [{ var: 'version' }, '^', '2.0.0'] },
            {
              fractional: [
                ['a', 30],
                ['b', 70],
              ],
            },
            { and: [{ '>=': [{ var: 'age' }, 18] }, { ends_with: [{ var: 'email' }, '.org'] }] },
            'b',
            {
              fractional: [
                ['b', 50],
                ['c', 50],
              ],
            },
          ],
        },
      },
    },
    $evaluators: { segment_x: { in: [{ var: 'country' }, ['DE', 'AT']] } },
  };
  const compiled = new FlagdEvaluator(doc, { disableDynamicCodeGeneration: false });
  const interpreted = new FlagdEvaluator(doc, { disableDynamicCodeGeneration: true });

  it('for 5,000 random contexts: same value, variant and reason', () => {
    const ctx = fc.record(
      {
        targetingKey: fc.string({ maxLength: 10 }),
        country: fc.constantFrom('DE', 'AT', 'FR'),
        version: fc.constantFrom('1.0.0', '2.1.0', 'x'),
        age: fc.integer({ min: 0, max: 99 }),
        email: fc.constantFrom('a@b.org', 'a@b.com'),
      },
      { requiredKeys: [] },
    );
    for (const c of fc.sample(ctx, { numRuns: 5000, seed: 7 })) expect(interpreted.evaluate('f', c)).toEqual(compiled.evaluate('f', c));
  });
});
