import { describe, expect, it } from 'vitest';
import { FlagdEvaluator, dependsOnContextOnly } from '../src';

const BETA = { ends_with: [{ var: 'email' }, '@example.com'] };

describe('a rule whose answer depends on the context alone (OFREP may reuse an answer for the same context)', () => {
  it('given attribute conditions, a segment and a split seeded by the flag key, then it depends on the context alone', () => {
    const rule = {
      if: [
        { $ref: 'beta' },
        'on',
        { sem_ver: [{ var: 'version' }, '<', '2.0.0'] },
        'off',
        { fractional: [{ cat: [{ var: '$flagd.flagKey' }, { var: 'userId' }] }, ['on', 50], ['off', 50]] },
      ],
    };
    expect(dependsOnContextOnly(rule, { beta: BETA })).toBe(true);
    expect(dependsOnContextOnly({ missing: ['email', 'plan'] })).toBe(true);
    expect(dependsOnContextOnly({ var: ['plan', 'free'] })).toBe(true);
  });

  it('given a rule that reads $flagd.timestamp (a scheduled release), then it does not', () => {
    expect(dependsOnContextOnly({ if: [{ '>': [{ var: '$flagd.timestamp' }, 1_800_000_000] }, 'on', 'off'] })).toBe(false);
    expect(dependsOnContextOnly({ var: ['$flagd.timestamp', 0] })).toBe(false);
    expect(dependsOnContextOnly({ missing_some: [1, ['$flagd.timestamp']] })).toBe(false);
  });

  it('given a shared evaluator that reads the time, then every rule of the document is judged with it', () => {
    expect(dependsOnContextOnly({ $ref: 'late' }, { late: { '>': [{ var: '$flagd' }, 0] } })).toBe(false);
  });

  it('given a variable name computed by the rule, or the whole context, then it cannot be told and is treated as time-dependent', () => {
    expect(dependsOnContextOnly({ var: { cat: ['$flagd.', 'timestamp'] } })).toBe(false);
    expect(dependsOnContextOnly({ var: '' })).toBe(false);
  });

  it("when the evaluator is built, then it tells each targeted flag's kind", () => {
    const ev = new FlagdEvaluator({
      flags: {
        plain: { state: 'ENABLED', variants: { on: true, off: false }, defaultVariant: 'off', targeting: { if: [{ $ref: 'beta' }, 'on', 'off'] } },
        timed: {
          state: 'ENABLED',
          variants: { on: true, off: false },
          defaultVariant: 'off',
          targeting: { if: [{ '>': [{ var: '$flagd.timestamp' }, 0] }, 'on', 'off'] },
        },
        fixed: { state: 'ENABLED', variants: { on: true, off: false }, defaultVariant: 'off' },
      },
      $evaluators: { beta: BETA },
    });
    expect([ev.contextOnly('plain'), ev.contextOnly('timed'), ev.contextOnly('fixed')]).toEqual([true, false, false]);
  });
});
