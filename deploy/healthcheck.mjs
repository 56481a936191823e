// Container healthcheck of the Flagstream image (the slim Node image has no curl or wget).
//   node deploy/healthcheck.mjs          the gateway: GET http://127.0.0.1:$PORT/healthz answers 200
//   node deploy/healthcheck.mjs redis    the projections process: its Redis read store (REDIS_URL) answers PING
// Exit 0 when healthy, 1 otherwise, within TIMEOUT_MS whatever happens.
import { request } from 'node:http';

const TIMEOUT_MS = 4000;
const mode = process.argv[2] ?? 'http';

function fail(reason) {
  console.error(`unhealthy: ${reason}`);
  process.exit(1);
}

setTimeout(() => fail(`no answer within ${TIMEOUT_MS} ms`), TIMEOUT_MS).unref();

if (mode === 'http') {
  const port = Number(process.env.PORT || 4000);
  const req = request({ host: '127.0.0.1', port, path: '/healthz', method: 'GET', timeout: TIMEOUT_MS }, (res) => {
    res.resume();
    if (res.statusCode === 200) process.exit(0);
    fail(`/healthz answered ${res.statusCode}`);
  });
  req.on('timeout', () => req.destroy(new Error('timed out')));
  req.on('error', (e) => fail(`/healthz: ${e.message}`));
  req.end();
} else if (mode === 'redis') {
  if (!process.env.REDIS_URL) fail('REDIS_URL is not set');
  const { Redis } = await import('ioredis');
  const redis = new Redis(process.env.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: TIMEOUT_MS, retryStrategy: () => null });
  redis.on('error', () => undefined); // reported by the failing command below
  try {
    await redis.connect();
    const pong = await redis.ping();
    redis.disconnect();
    if (pong === 'PONG') process.exit(0);
    fail(`Redis answered ${pong}`);
  } catch (e) {
    fail(`Redis: ${e instanceof Error ? e.message : String(e)}`);
  }
} else {
  fail(`unknown mode "${mode}" (expected "http" or "redis")`);
}
