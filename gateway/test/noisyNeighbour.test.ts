/**
 * Issue 15, point 3: while one tenant runs each abuse pattern of the penetration test at its
 * allowed maximum, another tenant's public config p99 stays within 3x its quiet p99. The bound
 * is generous on purpose (a shared CI machine); `npm run bench noisy` prints the real ratios.
 * This is the one timing assertion of the suite, as the issue asks.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Child } from './support/processes';
import { startGatewayProcess } from './support/processes';
import type { NoisyWorld } from './support/noisyNeighbour';
import { PATTERNS, medianRatios, runNoisyNeighbour, setupNoisyWorld } from './support/noisyNeighbour';

describe("noisy neighbour: one tenant's abuse does not slow another's public config", () => {
  let dir: string;
  let gw: Child;
  let world: NoisyWorld;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'flagstream-noisy-'));
    // the real plans and limits (nothing lifted): "at its allowed maximum"
    gw = await startGatewayProcess(
      { EVENTSTORE_SQLITE_FILE: join(dir, 'events.db'), DEV_AUTH_KEY_DIR: join(dir, 'keys'), LOG_LEVEL: 'error' },
      { bundle: true },
    );
    world = await setupNoisyWorld(gw.url);
  }, 120_000);
  afterAll(async () => {
    await gw?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('p99 under each abuse pattern stays within 3x the quiet p99 (median of 5 rounds)', async () => {
    // five short rounds rather than three long ones: on a shared machine other processes' bursts hit single windows
    const figures = await runNoisyNeighbour(world, { windowMs: 1200, rounds: 5 });
    const ratios = medianRatios(figures);
    const table = [...ratios].map(([p, r]) => `${p}: ${r.toFixed(2)}x`).join(', ');
    console.log(`noisy neighbour p99 ratios (median of 5 rounds): ${table}`);
    for (const pattern of PATTERNS) {
      const runs = figures.filter((f) => f.pattern === pattern);
      // the abuse really ran (and was served, not only refused), and the victim was measured
      expect(
        runs.reduce((n, f) => n + f.abuse.requests, 0),
        pattern,
      ).toBeGreaterThan(0);
      expect(
        runs.reduce((n, f) => n + (f.abuse.statuses[200] ?? 0), 0),
        `${pattern} answers ${JSON.stringify(runs.map((f) => f.abuse.statuses))}`,
      ).toBeGreaterThan(0);
      expect(Math.min(...runs.map((f) => f.samples)), pattern).toBeGreaterThan(100);
      expect(ratios.get(pattern)!, `${pattern} (${table})`).toBeLessThanOrEqual(3);
    }
  }, 240_000);
});
