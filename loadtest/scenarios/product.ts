import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Child } from '../../gateway/test/support/processes';
import { RedisServer, startGatewayProcess, startProjectionsProcess } from '../../gateway/test/support/processes';

/** A Free plan without caps: the load-test project has 50 flags (the real Free plan stops at 10). */
export const UNLIMITED_PLANS = {
  plans: [
    {
      id: 'free',
      name: 'Free',
      description: 'load test',
      monthyPrice: 0,
      yearlyPrice: 0,
      isFreePlan: true,
      planOrder: 0,
      featureMaxEnvironments: -1,
      featureMaxFeatureFlags: -1,
      featureMaxOverrides: -1,
      featureMaxTeamMembers: -1,
      featureHasWhitelabel: false,
    },
  ],
};

/** A running Flagstream started for a load test or soak: one or more gateways over one event store. */
export interface Product {
  /** the first gateway's base URL */
  url: string;
  gateways: Child[];
  /** the projections process in Redis mode */
  projections: Child | null;
  mode: 'embedded' | 'redis';
  stop(): Promise<void>;
}

export interface ProductOptions {
  /** Redis mode: a private redis-server, one projections process and `gateways` gateways (PROJECTIONS_MODE=external) */
  redis?: boolean;
  gateways?: number;
  /** extra settings for every process */
  env?: Record<string, string>;
}

/**
 * Starts the product as child processes (the esbuild bundle of `gateway/src/main.ts`, and of
 * `projectionsMain.ts` in Redis mode: the same code as `npm start`, without tsx in the measured
 * process) in a temporary directory that `stop()` removes. Rate limits are raised so that the
 * load, not the limiter, is what is measured.
 */
export async function startProduct(o: ProductOptions = {}): Promise<Product> {
  const dir = mkdtempSync(join(tmpdir(), 'flagstream-load-'));
  const plansFile = join(dir, 'plans.json');
  writeFileSync(plansFile, JSON.stringify(UNLIMITED_PLANS));
  const env: Record<string, string> = {
    PLANS_FILE: plansFile,
    DEV_AUTH_KEY_DIR: join(dir, 'dev-auth'),
    EVENTSTORE_SQLITE_FILE: join(dir, 'events.db'),
    RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
    RATE_LIMIT_SIGNIN_PER_MINUTE: '1000',
    ...o.env,
  };
  const children: Child[] = [];
  let redis: RedisServer | null = null;
  const stop = async () => {
    for (const c of children.splice(0).reverse()) await c.stop();
    await redis?.stop();
    redis = null;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (o.redis) {
      redis = await RedisServer.start({ dir });
      env.REDIS_URL = redis.url;
      children.push(await startProjectionsProcess(env, { bundle: true }));
    }
    const gateways: Child[] = [];
    for (let i = 0; i < (o.redis ? (o.gateways ?? 1) : 1); i++) {
      const gw = await startGatewayProcess(o.redis ? { ...env, PROJECTIONS_MODE: 'external' } : env, { bundle: true });
      children.push(gw);
      gateways.push(gw);
    }
    return { url: gateways[0]!.url, gateways, projections: o.redis ? children[0]! : null, mode: o.redis ? 'redis' : 'embedded', stop };
  } catch (e) {
    await stop();
    throw e;
  }
}
