import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['domain', 'eventstore', 'projections', 'gateway', 'web', 'loadtest', 'cli', 'sdk-usage-hook'],
  },
});
