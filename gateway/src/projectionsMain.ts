/** `npm run projections`: the projections alone, writing the Redis read store that every gateway shares. */
import { openEventStoreFromEnv } from '@flagstream/eventstore';
import { ProjectionRunner, RedisReadStore } from '@flagstream/projections';
import { loadSettingsOrExit } from './config/env';
import { createLogger } from './http/logger';
import { runnerLogging } from './runnerLogging';

async function main(): Promise<void> {
  const settings = loadSettingsOrExit('projections');
  const log = createLogger(settings.LOG_LEVEL);
  const store = await openEventStoreFromEnv();
  const read = new RedisReadStore({ url: settings.REDIS_URL!, prefix: settings.REDIS_PREFIX });
  const runner = new ProjectionRunner(store, read, runnerLogging(log));
  const t0 = Date.now();
  await runner.start();
  log.info({ position: runner.position, ms: Date.now() - t0 }, 'projections caught up; following new events');
  const stop = async () => {
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
