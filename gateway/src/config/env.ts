import { z } from 'zod';
import { eventStoreConfigFromEnv } from '@flagstream/eventstore';
import type { EventStoreConfig } from '@flagstream/eventstore';

/** Every setting is an environment variable, validated at start with a clear message. */
const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('0.0.0.0'),
  NODE_ENV: z.string().default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REDIS_URL: z.string().regex(/^rediss?:\/\/\S+$/, 'must look like redis://host:6379').optional(),
  REDIS_PREFIX: z.string().regex(/^[A-Za-z0-9:_-]{1,50}$/, 'letters, digits, ":", "_" or "-"').default('fs:'),
  PROJECTIONS_MODE: z.enum(['inprocess', 'external']).default('inprocess'),
  /** how long a write waits for its own effect in the read models before answering */
  READ_YOUR_WRITES_TIMEOUT_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  SSE_HEARTBEAT_MS: z.coerce.number().int().min(1000).max(300_000).default(15_000),
  WEB_DIST: z.string().optional(),
});

export type Settings = z.infer<typeof schema> & { eventStore: EventStoreConfig };

export class SettingsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SettingsError';
  }
}

export function loadSettings(env: Record<string, string | undefined> = process.env): Settings {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''));
  const r = schema.safeParse(cleaned);
  if (!r.success) {
    const lines = r.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}${i.path[0] && env[String(i.path[0])] !== undefined ? ` (got "${env[String(i.path[0])]}")` : ''}`);
    throw new SettingsError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (r.data.PROJECTIONS_MODE === 'external' && !r.data.REDIS_URL) {
    throw new SettingsError('Invalid configuration:\n  PROJECTIONS_MODE: "external" needs REDIS_URL (the projections process and the gateways share the Redis read store)');
  }
  let eventStore: EventStoreConfig;
  try {
    eventStore = eventStoreConfigFromEnv(env);
  } catch (e) {
    throw new SettingsError(`Invalid configuration:\n  ${(e as Error).message}`);
  }
  return { ...r.data, eventStore };
}
