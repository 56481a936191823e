/**
 * Test support: a private `redis-server` per suite, so tests never touch a shared Redis.
 *
 * `REDIS_URL` set: that server is used (and never stopped). Otherwise `redis-server` from PATH
 * is started on a free port with persistence off and a temporary working directory. Without
 * either, suites skip with a loud warning, except in CI (`CI=true`), where that is a failure.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe } from 'vitest';

export interface PrivateRedis {
  url: string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 10_000;
const STOP_TIMEOUT_MS = 5_000;

/** Absolute path of an executable on PATH, or null. */
export function findOnPath(command: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, command);
    try {
      if (!statSync(candidate).isFile()) continue;
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

const MISSING_IN_CI =
  'redis-server is not on PATH and REDIS_URL is not set: CI must install redis-server (apt-get install redis-server) so the Redis suites run.';

function warnMissing(what: string): void {
  console.warn(
    [
      '',
      '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
      `!! SKIPPING ${what}: redis-server is not on PATH and REDIS_URL is not set.`,
      '!! Install redis-server (apt-get install redis-server) or set REDIS_URL to run it.',
      '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
      '',
    ].join('\n'),
  );
}

/** Whether a Redis is available, decided synchronously (suites choose describe or describe.skip). */
function redisAvailable(): 'url' | 'binary' | null {
  if (process.env.REDIS_URL) return 'url';
  if (findOnPath('redis-server')) return 'binary';
  if (process.env.CI === 'true') throw new Error(MISSING_IN_CI);
  return null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('could not pick a free port'))));
    });
  });
}

const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resolves once the server answers PING with PONG; rejects if the process exits or time runs out. */
async function waitForPong(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`redis-server exited (${child.exitCode ?? child.signalCode}) before answering PING:\n${output()}`);
    }
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, enableOfflineQueue: false, connectTimeout: 500 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      if ((await client.ping()) === 'PONG') return;
    } catch {
      // not listening yet
    } finally {
      client.disconnect();
    }
    if (Date.now() > deadline) throw new Error(`redis-server did not answer PING within ${START_TIMEOUT_MS} ms:\n${output()}`);
    await delay(25);
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const killed = await Promise.race([exited.then(() => true), delay(STOP_TIMEOUT_MS).then(() => false)]);
  if (!killed) {
    child.kill('SIGKILL');
    await exited;
  }
}

async function spawnRedis(binary: string): Promise<PrivateRedis> {
  const dir = mkdtempSync(join(tmpdir(), 'flagstream-redis-'));
  const port = await freePort();
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no', '--dir', dir], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  child.on('error', (e) => collect(Buffer.from(String(e))));
  // Never leave a server behind, whatever happens to the test process.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const url = `redis://127.0.0.1:${port}`;
  const stop = async () => {
    process.removeListener('exit', killOnExit);
    await stopChild(child);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForPong(url, child, () => output);
  } catch (e) {
    await stop();
    throw e;
  }
  return { url, stop };
}

/**
 * A Redis for this test run: `REDIS_URL` if set (stop is a no-op), else a private
 * `redis-server` from PATH. Null (after a loud warning) when neither exists, except in CI,
 * where it throws so that the suite fails instead of silently skipping.
 */
export async function startPrivateRedis(): Promise<PrivateRedis | null> {
  const env = process.env.REDIS_URL;
  if (env) return { url: env, stop: async () => undefined };
  const binary = findOnPath('redis-server');
  if (!binary) {
    if (process.env.CI === 'true') throw new Error(MISSING_IN_CI);
    warnMissing('a Redis suite');
    return null;
  }
  // The port was free a moment ago; another process may have taken it since: try again.
  let last: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await spawnRedis(binary);
    } catch (e) {
      last = e;
    }
  }
  throw last;
}

/**
 * `describe` with a Redis started before the suite and stopped after it. `getUrl()` is valid
 * inside hooks and tests. Skips (loudly) when no Redis can be had outside CI.
 */
export function describeWithRedis(name: string, fn: (getUrl: () => string) => void): void {
  if (!redisAvailable()) {
    warnMissing(`"${name}"`);
    describe.skip(name, () =>
      fn(() => {
        throw new Error('no Redis in a skipped suite');
      }),
    );
    return;
  }
  describe(name, () => {
    let redis: PrivateRedis | null = null;
    beforeAll(
      async () => {
        redis = await startPrivateRedis();
        if (!redis) throw new Error('Redis became unavailable while the suite started');
      },
      START_TIMEOUT_MS * 3 + 5_000,
    );
    afterAll(async () => {
      await redis?.stop();
      redis = null;
    }, STOP_TIMEOUT_MS * 2);
    fn(() => {
      if (!redis) throw new Error('getUrl() called outside the suite (before beforeAll or after afterAll)');
      return redis.url;
    });
  });
}
