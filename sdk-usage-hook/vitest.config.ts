import { createRequire } from 'node:module';
import { defineProject } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineProject({
  // the gateway test starts a real gateway in-process: one graphql instance, as in the gateway's own tests
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: { name: 'sdk-usage-hook', include: ['test/**/*.test.ts'], testTimeout: 60_000 },
});
