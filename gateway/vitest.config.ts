import { createRequire } from 'node:module';
import { defineProject } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineProject({
  // graphql 16 ships index.js (CommonJS, what Node loads for @apollo/server and
  // @graphql-tools) and index.mjs (what vite would pick): two instances break its instanceof
  // checks. Tests load the one Node loads, as the running gateway does.
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: { name: 'gateway', include: ['test/**/*.test.ts'], testTimeout: 30_000 },
});
