/** `npm run projections`: the projections alone, writing the Redis read store that every gateway shares. */
import { openEventStoreFromEnv } from '@flagstream/eventstore';
import { ProjectionRunner, RedisReadStore } from '@flagstream/projections';
import { loadSettingsOrExit } from './config/env';
import { announce, createLogger } from './http/logger';
import { runnerLogging } from './runnerLogging';
import { createProjectionsMetrics, serveProjectionsMetrics } from './projectionsMetrics';

async function main(): Promise<void> {
  const settings = loadSettingsOrExit('projections');
  const log = createLogger(settings.LOG_LEVEL, settings.LOG_FORMAT);
  const store = await openEventStoreFromEnv();
  const read = new RedisReadStore({ url: settings.REDIS_URL!, prefix: settings.REDIS_PREFIX });
  const logging = runnerLogging(log);
  // the metrics object needs the runner and the runner reports resyncs to it: bound after both exist
  let onResync: (action: 'rebuild' | 'continue') => void = () => undefined;
  const runner = new ProjectionRunner(store, read, {
    ...logging,
    onResync: (e) => {
      onResync(e.action);
      logging.onResync?.(e);
    },
  });
  const metrics = createProjectionsMetrics(store, read, runner);
  onResync = metrics.resynced;
  // A taken metrics port must not stop the projections (the read models matter more): say so loudly.
  const metricsServer =
    settings.PROJECTIONS_METRICS_PORT > 0
      ? await serveProjectionsMetrics(metrics, settings.PROJECTIONS_METRICS_PORT, settings.HOST, settings.METRICS_TOKEN).catch((e: unknown) => {
          log.error({ err: e }, `projections /metrics not served: port ${settings.PROJECTIONS_METRICS_PORT} unavailable (PROJECTIONS_METRICS_PORT)`);
          return null;
        })
      : null;
  const t0 = Date.now();
  metrics.setRebuilding(true);
  await runner.start();
  metrics.setRebuilding(false);
  announce(
    `Flagstream projections caught up at position ${runner.position}; following new events${metricsServer ? ` (metrics on http://${settings.HOST}:${settings.PROJECTIONS_METRICS_PORT}/metrics)` : ''}`,
  );
  log.info(
    { position: runner.position, ms: Date.now() - t0, metricsPort: settings.PROJECTIONS_METRICS_PORT || null },
    'projections caught up; following new events',
  );
  const stop = async () => {
    metricsServer?.close();
    await runner.stop();
    await read.close();
    await store.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((e: unknown) => {
  console.error('Flagstream projections failed to start:', e instanceof Error ? e.message : e);
  process.exit(1);
});
