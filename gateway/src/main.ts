/** `npm start`: one Flagstream gateway process. */
import { loadSettingsOrExit } from './config/env';
import { announce, createLogger } from './http/logger';
import { createRuntime } from './runtime';
import { buildApp } from './app';

async function main(): Promise<void> {
  const settings = loadSettingsOrExit();
  const log = createLogger(settings.LOG_LEVEL, settings.LOG_FORMAT);
  const rt = await createRuntime(settings, log);
  const app = await buildApp(rt, log);
  await app.fastify.listen({ port: settings.PORT, host: settings.HOST });
  const where = `http://localhost:${settings.PORT}`;
  announce(`Flagstream listening on ${where} (${settings.eventStore.kind} event store, ${rt.read.kind} read store, projections ${settings.PROJECTIONS_MODE})`);
  if (app.h2c && settings.H2C_PORT !== undefined) {
    const h2cPort = await app.h2c.listen(settings.H2C_PORT, settings.HOST);
    announce(`Event streams also over cleartext HTTP/2 (h2c) on port ${h2cPort}`);
    log.info({ h2cPort }, 'h2c listener for the event streams');
  }
  log.info(
    { url: where, eventStore: settings.eventStore.kind, readStore: rt.read.kind, projections: settings.PROJECTIONS_MODE },
    `Flagstream is running at ${where}`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    await app.close();
    await rt.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((e: unknown) => {
  console.error('Flagstream failed to start:', e instanceof Error ? e.message : e);
  process.exit(1);
});
