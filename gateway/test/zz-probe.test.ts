import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { it } from 'vitest';
import { startGatewayProcess } from './support/processes';
import { runNoisyNeighbour, setupNoisyWorld } from './support/noisyNeighbour';
it('probe', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'noisy-'));
  const gw = await startGatewayProcess(
    { EVENTSTORE_SQLITE_FILE: join(dir, 'e.db'), DEV_AUTH_KEY_DIR: join(dir, 'keys'), LOG_LEVEL: 'error' },
    { bundle: true },
  );
  try {
    const world = await setupNoisyWorld(gw.url);
    const figs = await runNoisyNeighbour(world, { windowMs: 1500, rounds: 3, patterns: (process.env.PATTERNS ?? 'flag-values').split(',') as any });
    for (const f of figs)
      console.log(
        'FIG',
        f.pattern,
        'quiet',
        f.quietP50.toFixed(2),
        f.quietP99.toFixed(2),
        'abuse',
        f.p50.toFixed(2),
        f.p99.toFixed(2),
        'ratio',
        f.ratio.toFixed(2),
        JSON.stringify(f.abuse.statuses),
        f.samples,
      );
  } finally {
    await gw.stop();
  }
}, 300_000);
