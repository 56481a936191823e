import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const require = createRequire(import.meta.url);
const shim = (name: string) => fileURLToPath(new URL(`./test/k6shim/${name}.ts`, import.meta.url));

export default defineProject({
  resolve: {
    alias: [
      // graphql as Node loads it (one instance), as in the gateway's tests.
      { find: /^graphql$/, replacement: require.resolve('graphql') },
      // The k6 scripts' modules, served by the stand-in of test/k6shim (k6 itself cannot be installed here).
      { find: /^k6$/, replacement: shim('k6') },
      { find: /^k6\/http$/, replacement: shim('http') },
      { find: /^k6\/metrics$/, replacement: shim('metrics') },
      { find: /^k6\/execution$/, replacement: shim('execution') },
    ],
  },
  test: { name: 'loadtest', include: ['test/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 120_000 },
});
