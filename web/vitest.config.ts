import { createRequire } from 'node:module';
import { defineProject } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineProject({
  // The gateway runs in-process in these tests: load graphql as Node does (one instance).
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: { name: 'web', include: ['e2e/**/*.e2e.test.ts', 'e2e/support/**/*.test.ts', 'src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 180_000, fileParallelism: false },
});
