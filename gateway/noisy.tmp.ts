import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGatewayProcess } from './test/support/processes';
import { runNoisyNeighbour, setupNoisyWorld } from './test/support/noisyNeighbour';
const dir = mkdtempSync(join(tmpdir(), 'noisy-'));
const gw = await startGatewayProcess({ EVENTSTORE_SQLITE_FILE: join(dir, 'e.db'), DEV_AUTH_KEY_DIR: join(dir, 'keys'), LOG_LEVEL: 'error' }, { bundle: true });
try {
  const t0 = Date.now();
  const world = await setupNoisyWorld(gw.url);
  console.log('setup ms', Date.now() - t0);
  const lag = async () => {
    const t = await (await fetch(gw.url + '/metrics')).text();
    return ['max', 'p99', 'p50'].map((k) => (Number(new RegExp(`eventloop_lag_${k}_seconds (\\S+)`).exec(t)?.[1]) * 1000).toFixed(1)).join('/');
  };
  for (const p of process.argv[2]?.split(',') ?? ['preferences', 'graphql-documents', 'flag-values', 'history-exports', 'graphql-mutations']) {
    await lag();
    const [f] = await runNoisyNeighbour(world, { windowMs: 3000, patterns: [p as any] });
    console.log(
      f.pattern.padEnd(20),
      'quiet p50/p99',
      f.quietP50.toFixed(2),
      f.quietP99.toFixed(2),
      'abuse p50/p99',
      f.p50.toFixed(2),
      f.p99.toFixed(2),
      'ratio',
      f.ratio.toFixed(2),
      JSON.stringify(f.abuse),
      f.samples,
      'loop lag max/p99/p50 ms',
      await lag(),
    );
  }
} finally {
  await gw.stop();
}
