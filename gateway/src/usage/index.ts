import type { FastifyInstance } from 'fastify';
import type { Runtime } from '../runtime';
import type { Logger } from '../http/logger';
import { isContextual } from '../ofrep/contextEvaluation';
import { UsageCounters } from './counters';
import { UsageFlusher } from './flusher';
import { registerImpressionsRoute } from './impressionsRoute';
import type { UsageStore } from './store';
import { openUsageStore } from './store';

export { UsageCounters } from './counters';
export { UsageFlusher } from './flusher';
export { UsageService } from './usageService';
export type { UsageStore } from './store';

/** Usage counting of one gateway: counters on the hot paths (null when USAGE_COUNTING=0), their flusher and the shared store. */
export interface Usage {
  counters: UsageCounters | null;
  flusher: UsageFlusher;
  store: UsageStore;
  registerImpressions(app: FastifyInstance): void;
  /** flushes what is counted, then closes the store */
  close(): Promise<void>;
}

export function startUsage(
  rt: Runtime,
  log: Pick<Logger, 'warn'>,
  clock: () => number = Date.now,
  store: UsageStore = openUsageStore(rt.settings, clock),
): Usage {
  const counters = new UsageCounters(isContextual);
  const flusher = new UsageFlusher(counters, store, clock, rt.settings.USAGE_FLUSH_INTERVAL_MS, log);
  flusher.start();
  return {
    counters: rt.settings.USAGE_COUNTING ? counters : null,
    flusher,
    store,
    registerImpressions: (app) => registerImpressionsRoute(app, { cache: rt.cache, counters, flusher, clock, settings: rt.settings }),
    async close() {
      await flusher.close();
      await store.close();
    },
  };
}
