// Evaluates a 20%-style rollout for the sample keys in a fresh process (targetingEvaluate.test.ts):
// bucketing must not depend on anything kept in memory.
import { FlagdEvaluator } from '../../src';

const [flagKey = 'f', p = '20', n = '1000'] = process.argv.slice(2);
const share = Number(p);
const ev = new FlagdEvaluator({
  flags: {
    [flagKey]: {
      state: 'ENABLED',
      variants: { on: true, off: false },
      defaultVariant: 'off',
      targeting: {
        if: [
          { $ref: 'segment_beta' },
          'on',
          {
            fractional: [
              ['on', share],
              ['off', 100 - share],
            ],
          },
        ],
      },
    },
  },
  $evaluators: { segment_beta: { ends_with: [{ var: 'email' }, '@example.com'] } },
});
const keys = Array.from({ length: Number(n) }, (_, i) => `user-${i}-${(i * 2654435761) % 1_000_003}`);
process.stdout.write(JSON.stringify(keys.map((targetingKey) => ev.evaluate(flagKey, { targetingKey }).variant)));
