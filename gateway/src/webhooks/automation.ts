import { dirname, join, resolve } from 'node:path';
import type { EventStore } from '@flagstream/eventstore';
import type { Settings } from '../config/env';
import type { AutomationStore } from './store';
import { SqliteAutomationStore } from './sqliteStore';
import { RedisAutomationStore } from './redisStore';
import { WebhookWorker } from './worker';
import type { WebhookWorkerOptions } from './worker';

/**
 * The automation store for these settings: Redis when the deployment shares one (every gateway
 * sees one queue, one checkpoint, one lease), else a sqlite file next to the embedded event
 * store (or WEBHOOKS_DB_FILE).
 */
export function openAutomationStore(settings: Settings): AutomationStore {
  if (settings.REDIS_URL) return new RedisAutomationStore({ url: settings.REDIS_URL, prefix: settings.REDIS_PREFIX });
  const file =
    settings.WEBHOOKS_DB_FILE ??
    (settings.eventStore.kind === 'sqlite' && settings.eventStore.target !== ':memory:'
      ? join(dirname(resolve(settings.eventStore.target)), 'automation.db')
      : resolve('data', 'automation.db'));
  return new SqliteAutomationStore(file);
}

export interface Automation {
  store: AutomationStore;
  /** null when WEBHOOKS_WORKER=0 (another process delivers) */
  worker: WebhookWorker | null;
  close(): Promise<void>;
}

/** The store and, unless turned off, the delivery worker of this process. */
export async function startAutomation(
  settings: Settings,
  store: EventStore,
  log: WebhookWorkerOptions['log'],
  clock: () => number = Date.now,
  extra: Partial<WebhookWorkerOptions> = {},
): Promise<Automation> {
  const automation = openAutomationStore(settings);
  const worker = settings.WEBHOOKS_WORKER
    ? new WebhookWorker({
        store,
        automation,
        clock,
        log,
        allowPrivate: settings.WEBHOOKS_ALLOW_PRIVATE,
        retryBaseMs: settings.WEBHOOKS_RETRY_BASE_MS,
        retryMaxMs: settings.WEBHOOKS_RETRY_MAX_MS,
        maxAttempts: settings.WEBHOOKS_MAX_ATTEMPTS,
        timeoutMs: settings.WEBHOOKS_TIMEOUT_MS,
        ...extra,
      })
    : null;
  await worker?.start();
  return {
    store: automation,
    worker,
    async close() {
      await worker?.stop();
      await automation.close();
    },
  };
}
