import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGatewayProcess } from '../../gateway/test/support/processes';
import { PATTERNS, runNoisyNeighbour, setupNoisyWorld } from '../../gateway/test/support/noisyNeighbour';
import { printAlternated, section } from './report';

/**
 * Issue 15: another tenant's public config p99 while one tenant runs each abuse pattern at its
 * allowed maximum, beside the same p99 with nobody abusing (measured just before, each round),
 * as a ratio; the test asserts a generous 3x, here is the real figure.
 */
export async function benchNoisy(): Promise<void> {
  section('noisy neighbour: victim public config p99 under abuse vs quiet (issue 15)');
  const dir = mkdtempSync(join(tmpdir(), 'flagstream-bench-noisy-'));
  const gw = await startGatewayProcess(
    { EVENTSTORE_SQLITE_FILE: join(dir, 'events.db'), DEV_AUTH_KEY_DIR: join(dir, 'keys'), LOG_LEVEL: 'error' },
    { bundle: true },
  );
  try {
    const world = await setupNoisyWorld(gw.url);
    // five rounds: on a shared machine other processes' bursts hit single windows; the median sees through them
    const load = loadavg()[0]!.toFixed(1);
    const figures = await runNoisyNeighbour(world, { windowMs: 4000, rounds: 5 });
    console.log(`  machine load average before the rounds: ${load} (the ratios mean most on an otherwise idle machine)`);
    for (const pattern of PATTERNS) {
      const runs = figures.filter((f) => f.pattern === pattern);
      printAlternated({
        name: `p99 under ${pattern}`,
        unit: 'ms',
        ours: runs.map((f) => f.p99),
        reference: runs.map((f) => f.quietP99),
        referenceName: 'quiet p99 (same loop, no abuse)',
        better: 'lower',
        target: { ratio: 3, text: '<= 3x' },
      });
      const statuses = runs.reduce<Record<string, number>>((acc, f) => {
        for (const [k, v] of Object.entries(f.abuse.statuses)) acc[k] = (acc[k] ?? 0) + v;
        return acc;
      }, {});
      console.log(
        `  p50 ${runs.map((f) => `${f.quietP50.toFixed(2)}->${f.p50.toFixed(2)}`).join(', ')} ms; abuse answers ${JSON.stringify(statuses)}; victim samples/round ${runs.map((f) => f.samples).join(', ')}`,
      );
    }
  } finally {
    await gw.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
