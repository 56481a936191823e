import { createPublicKey } from 'node:crypto';
import { z } from 'zod';
import { eventStoreConfigFromEnv } from '@flagstream/eventstore';
import type { EventStoreConfig } from '@flagstream/eventstore';

/** Every setting is an environment variable, validated at start with a clear message. */
const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('0.0.0.0'),
  NODE_ENV: z.string().default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** auto: pretty lines on a terminal, JSON otherwise */
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, 'must look like redis://host:6379')
    .optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,50}$/, 'letters, digits, ":", "_" or "-"')
    .default('fs:'),
  PROJECTIONS_MODE: z.enum(['inprocess', 'external']).default('inprocess'),
  /** the projections process serves /metrics and /healthz on this port (0: off) */
  PROJECTIONS_METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  /** how long a write waits for its own effect in the read models before answering */
  READ_YOUR_WRITES_TIMEOUT_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  SSE_HEARTBEAT_MS: z.coerce.number().int().min(1000).max(300_000).default(15_000),
  /**
   * Off unless set: a second listener speaking cleartext HTTP/2 (h2c, prior knowledge) for the
   * event streams only, so a load balancer multiplexes many EventSource subscribers on one
   * connection (0: any free port). Everything else stays on PORT (HTTP/1.1).
   */
  H2C_PORT: z.coerce.number().int().min(0, 'must be a port number (0-65535)').max(65535, 'must be a port number (0-65535)').optional(),
  /** HTTP/2 connections the h2c listener holds at once; the streams of one more are answered 503 */
  H2C_MAX_SESSIONS: z.coerce.number().int().min(1).max(100_000).default(1000),
  /** concurrent streams per HTTP/2 connection (SETTINGS_MAX_CONCURRENT_STREAMS); the peer's extra streams are refused */
  H2C_MAX_STREAMS_PER_SESSION: z.coerce.number().int().min(1).max(10_000).default(1000),
  WEB_DIST: z.string().optional(),
  /** how long an invitation link stays valid */
  INVITATION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** audit history keeps the folded project every this many events (time travel and history pages start there) */
  HISTORY_CHECKPOINT_EVERY: z.coerce.number().int().min(2).max(100_000).default(1000),
  /** comma-separated origins allowed to call the API from a browser (the public config allows any) */
  CORS_ORIGINS: z.string().default(''),
  /** behind a reverse proxy: trust X-Forwarded-For for client addresses (rate limits, logs) */
  TRUST_PROXY: z
    .enum(['0', '1'])
    .default('0')
    .transform((v) => v === '1'),
  /** when set, /metrics requires `Authorization: Bearer <METRICS_TOKEN>` */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  RATE_LIMIT_SIGNIN_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /** OFREP requests (and event-stream connections) per minute per server key, across its servers; 429 + Retry-After past it */
  OFREP_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000_000).default(60_000),
  /** OFREP requests per minute per client key and address (one client key is shared by every user of an app) */
  OFREP_CLIENT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000_000).default(1_200),
  // --- usage insights (gateway/src/usage, issue 20) ---
  /** usage counters are written to the shared store this often; a gateway killed with -9 loses at most this much counting */
  USAGE_FLUSH_INTERVAL_MS: z.coerce.number().int().min(50).max(300_000).default(5000),
  /** '0' turns usage counting off (the bench compares both) */
  USAGE_COUNTING: z
    .enum(['1', '0'])
    .default('1')
    .transform((v) => v === '1'),
  /** the sqlite file of usage counts without Redis (default: usage.db next to the sqlite event store, or ./data) */
  USAGE_DB_FILE: z.string().optional(),
  /** impression posts per minute per server key; per client key and address below */
  USAGE_IMPRESSIONS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  USAGE_IMPRESSIONS_CLIENT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
  // --- end usage insights ---
  /** GraphQL introspection (default: on outside production) */
  GRAPHQL_INTROSPECTION: z.enum(['0', '1']).optional(),
  /** path of a JSON plan catalogue replacing the built-in plans */
  PLANS_FILE: z.string().optional(),
  // --- automation (gateway/src/webhooks, issue 19) ---
  /** webhook targets may be loopback or private addresses (tests, on-premise receivers); refused by default */
  WEBHOOKS_ALLOW_PRIVATE: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** run the webhook delivery worker in this process (one worker delivers at a time across gateways: a lease) */
  WEBHOOKS_WORKER: z
    .enum(['1', '0'])
    .default('1')
    .transform((v) => v === '1'),
  /** the sqlite file of the delivery queue without Redis (default: automation.db next to the sqlite event store, or ./data) */
  WEBHOOKS_DB_FILE: z.string().optional(),
  /** first retry delay; each retry doubles it (with jitter) up to WEBHOOKS_RETRY_MAX_MS */
  WEBHOOKS_RETRY_BASE_MS: z.coerce.number().int().min(1).max(3_600_000).default(2000),
  WEBHOOKS_RETRY_MAX_MS: z.coerce.number().int().min(1).max(86_400_000).default(3_600_000),
  /** attempts before a delivery is marked failed (it can still be redelivered by hand) */
  WEBHOOKS_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(15),
  WEBHOOKS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  // --- end automation ---
  // --- auth (gateway/src/auth) ---
  ...authSchema(),
  // --- end auth ---
  // --- payments (gateway/src/payments) ---
  ...paymentsSchema(),
  // --- end payments ---
});

/** Every variable the gateway and the projections process read (the event store's own come from EVENTSTORE_SETTING_NAMES). */
export const SETTING_NAMES: readonly string[] = Object.keys(schema.shape);

export type Settings = Omit<z.infer<typeof schema>, 'PUBLIC_URL'> & {
  eventStore: EventStoreConfig;
  /** the public base URL of this gateway (default `http://localhost:${PORT}`), no trailing slash */
  PUBLIC_URL: string;
  /** 'clerk' when CLERK_SECRET_KEY or CLERK_JWT_KEY is set, else the built-in development identity provider */
  authMode: 'clerk' | 'dev';
};

export class SettingsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SettingsError';
  }
}

/** `role` says which process reads them: only a gateway signs people in, so only it checks the auth rules. */
export function loadSettings(env: Record<string, string | undefined> = process.env, role: 'gateway' | 'projections' = 'gateway'): Settings {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''));
  const r = schema.safeParse(cleaned);
  if (!r.success) {
    const lines = r.error.issues.map(
      (i) =>
        `  ${i.path.join('.')}: ${i.message}${i.path[0] && env[String(i.path[0])] !== undefined && !SECRET_SETTINGS.has(String(i.path[0])) ? ` (got "${env[String(i.path[0])]}")` : ''}`,
    );
    throw new SettingsError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (r.data.PROJECTIONS_MODE === 'external' && !r.data.REDIS_URL) {
    throw new SettingsError(
      'Invalid configuration:\n  PROJECTIONS_MODE: "external" needs REDIS_URL (the projections process and the gateways share the Redis read store)',
    );
  }
  if (r.data.H2C_PORT !== undefined && r.data.H2C_PORT !== 0 && r.data.H2C_PORT === r.data.PORT) {
    throw new SettingsError(
      `Invalid configuration:\n  H2C_PORT: must differ from PORT (both are ${r.data.PORT}): the h2c listener is a second port beside the HTTP/1.1 one`,
    );
  }
  let eventStore: EventStoreConfig;
  try {
    eventStore = eventStoreConfigFromEnv(env);
  } catch (e) {
    throw new SettingsError(`Invalid configuration:\n  ${(e as Error).message}`);
  }
  checkPaymentsSettings(r.data);
  return { ...r.data, eventStore, ...resolveAuthSettings(r.data, role === 'gateway') };
}

// --- auth (gateway/src/auth) ---

/** settings whose values never appear in error messages */
const SECRET_SETTINGS = new Set(['CLERK_SECRET_KEY', 'CLERK_JWT_KEY', 'METRICS_TOKEN', 'PAYPAL_CLIENT_SECRET']);

function httpUrl(what: string) {
  return z
    .string()
    .trim()
    .refine((s) => {
      try {
        const u = new URL(s);
        return (u.protocol === 'http:' || u.protocol === 'https:') && !u.username && !u.password;
      } catch {
        return false;
      }
    }, `${what} must be an http(s) URL`);
}

function authSchema() {
  return {
    /** Clerk secret key: verification fetches the instance's JWKS from Clerk (networked) */
    CLERK_SECRET_KEY: z
      .string()
      .trim()
      .regex(/^sk_(test|live)_\S+$/, 'must look like sk_test_... or sk_live_...')
      .optional(),
    /** Clerk's PEM public key (Dashboard, API keys, JWT public key): networkless verification; "\n" escapes are accepted */
    CLERK_JWT_KEY: z
      .string()
      .transform((s, ctx) => {
        try {
          const key = createPublicKey(s.replace(/\\n/g, '\n').trim());
          const d = key.asymmetricKeyDetails;
          if (key.asymmetricKeyType !== 'rsa' || d?.modulusLength !== 2048 || d.publicExponent !== 65537n) throw new Error('not RSA-2048');
          // @clerk/backend reads the key as an SPKI PEM; normalise whatever PEM flavour was given
          return key.export({ type: 'spki', format: 'pem' }).toString();
        } catch {
          ctx.addIssue({ code: 'custom', message: "must be Clerk's RSA-2048 PEM public key (-----BEGIN PUBLIC KEY----- ...)" });
          return z.NEVER;
        }
      })
      .optional(),
    /** for the web app's Clerk sign-in; the gateway itself only checks its shape */
    CLERK_PUBLISHABLE_KEY: z
      .string()
      .trim()
      .regex(/^pk_(test|live)_\S+$/, 'must look like pk_test_... or pk_live_...')
      .optional(),
    /** origins allowed in a session token's `azp`, comma separated (default: the origin of PUBLIC_URL) */
    CLERK_AUTHORIZED_PARTIES: z
      .string()
      .transform((s, ctx) => {
        const parties: string[] = [];
        for (const raw of s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean)) {
          let origin: string | null = null;
          try {
            const u = new URL(raw);
            if ((u.protocol === 'http:' || u.protocol === 'https:') && u.origin === raw.replace(/\/$/, '')) origin = u.origin;
          } catch {
            origin = null;
          }
          if (!origin) {
            ctx.addIssue({ code: 'custom', message: `"${raw}" is not an origin like https://app.example.com` });
            return z.NEVER;
          }
          if (!parties.includes(origin)) parties.push(origin);
        }
        return parties;
      })
      .optional(),
    /** '1' lets the development identity provider run under NODE_ENV=production */
    ALLOW_DEV_AUTH: z
      .enum(['0', '1'], { message: 'must be "1" or "0"' })
      .default('0')
      .transform((v) => v === '1'),
    DEV_AUTH_KEY_DIR: z.string().trim().min(1).default('./data/dev-auth'),
    DEV_AUTH_TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(60)
      .max(30 * 86_400)
      .default(86_400),
    PUBLIC_URL: httpUrl('PUBLIC_URL')
      .transform((s) => s.replace(/\/+$/, ''))
      .optional(),
  };
}

function resolveAuthSettings(d: z.infer<typeof schema>, enforce: boolean): { PUBLIC_URL: string; authMode: 'clerk' | 'dev' } {
  const authMode = d.CLERK_SECRET_KEY || d.CLERK_JWT_KEY ? 'clerk' : 'dev';
  if (!enforce) return { PUBLIC_URL: d.PUBLIC_URL ?? `http://localhost:${d.PORT}`, authMode };
  if (authMode === 'dev' && d.CLERK_PUBLISHABLE_KEY) {
    throw new SettingsError(
      'Invalid configuration:\n  CLERK_PUBLISHABLE_KEY is set but neither CLERK_SECRET_KEY nor CLERK_JWT_KEY is: the web app would sign in with Clerk and the gateway could not verify its tokens. Set one of them (or unset CLERK_PUBLISHABLE_KEY to use development sign-in).',
    );
  }
  if (authMode === 'dev' && d.NODE_ENV === 'production' && !d.ALLOW_DEV_AUTH) {
    throw new SettingsError(
      'Invalid configuration:\n  Authentication: NODE_ENV is "production" but no Clerk keys are set, so the built-in development identity provider would run, which lets anyone sign in as anyone. Set CLERK_SECRET_KEY or CLERK_JWT_KEY (and CLERK_PUBLISHABLE_KEY), or set ALLOW_DEV_AUTH=1 to run development sign-in anyway.',
    );
  }
  return { PUBLIC_URL: d.PUBLIC_URL ?? `http://localhost:${d.PORT}`, authMode };
}
// --- end auth ---

// --- payments (gateway/src/payments) ---

function paymentsSchema() {
  return {
    /**
     * PayPal REST base URL. Default: https://api-m.sandbox.paypal.com when credentials are set;
     * without them, this gateway's own built-in simulator (`/paypal-sim` at its listening address).
     */
    PAYPAL_BASE_URL: httpUrl('PAYPAL_BASE_URL')
      .transform((s) => s.replace(/\/+$/, ''))
      .optional(),
    PAYPAL_CLIENT_ID: z.string().trim().min(1).max(200, 'must be at most 200 characters').optional(),
    PAYPAL_CLIENT_SECRET: z.string().trim().min(1).max(500, 'must be at most 500 characters').optional(),
    /** deadline of every call to PayPal */
    PAYPAL_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    /** '1' serves payments with the built-in simulator under NODE_ENV=production too (default: only outside production) */
    PAYPAL_SIMULATOR: z.enum(['0', '1'], { message: 'must be "1" or "0"' }).optional(),
  };
}

function checkPaymentsSettings(d: z.infer<typeof schema>): void {
  if (Boolean(d.PAYPAL_CLIENT_ID) !== Boolean(d.PAYPAL_CLIENT_SECRET)) {
    throw new SettingsError(
      `Invalid configuration:\n  ${d.PAYPAL_CLIENT_ID ? 'PAYPAL_CLIENT_SECRET' : 'PAYPAL_CLIENT_ID'}: PayPal needs both PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET (or neither, for the built-in simulator)`,
    );
  }
  if (d.PAYPAL_CLIENT_ID && d.PAYPAL_SIMULATOR === '1') {
    throw new SettingsError(
      'Invalid configuration:\n  PAYPAL_SIMULATOR: "1" asks for the built-in simulator, but PayPal credentials are set; unset one of them',
    );
  }
}
// --- end payments ---

/** For entry points: the settings, or the reason they are wrong on stderr and exit code 2. */
export function loadSettingsOrExit(role: 'gateway' | 'projections' = 'gateway'): Settings {
  try {
    const settings = loadSettings(process.env, role);
    if (role === 'projections' && !settings.REDIS_URL) {
      throw new SettingsError('Invalid configuration:\n  REDIS_URL: required by the projections process (it writes the shared Redis read store)');
    }
    return settings;
  } catch (e) {
    if (!(e instanceof SettingsError)) throw e;
    console.error(e.message);
    process.exit(2);
  }
}
