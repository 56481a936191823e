import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromiumAvailable } from '../../web/e2e/support/browser';
import { startE2eServer } from '../../web/e2e/support/server';
import { LIGHTHOUSE_PAGES, lighthouseRun, loadLighthouse, seedRealisticProject, waterfallOf } from '../../web/e2e/support/lighthouse';
import type { LighthouseRun } from '../../web/e2e/support/lighthouse';
import { median, section } from './report';

/**
 * Lighthouse performance (issue 18) of sign-in, dashboard, flags and audit, desktop and mobile
 * (Lighthouse's own presets: simulated throttling, a mid-range phone for mobile), against the
 * built web app served by a whole gateway with a realistic project (4 environments, 30 flags,
 * overrides, history). Lighthouse is not a dependency of the repository (200 packages): it is
 * loaded from LIGHTHOUSE_DIR (a directory where `npm install lighthouse` ran) or from the
 * workspace when installed; without it the section says how to get it and is skipped.
 * LIGHTHOUSE_RUNS (default 3) runs per page and form factor; the median and the spread are printed,
 * with FCP, LCP, TBT, CLS, requests and bytes transferred, and the load average before and after
 * (Lighthouse's scores follow the machine's CPU: on a loaded machine they say little).
 * LIGHTHOUSE_THROTTLING=devtools throttles for real instead of simulating (simulate is the default);
 * LIGHTHOUSE_PAGES=flags,audit and LIGHTHOUSE_FORMS=mobile narrow the run; LIGHTHOUSE_WATERFALL=1
 * prints the request waterfall of each page's median run.
 * WEB_DIST serves another build (e.g. an older commit's) for a before/after comparison.
 * LIGHTHOUSE_KEEP=<dir> writes each page's median report (<page>-<form>.json) there, for its
 * main-thread breakdown, boot-up time per script and long tasks.
 */
export async function benchLighthouse(): Promise<void> {
  section('Web app: Lighthouse performance (desktop and mobile presets), realistic project');
  if (!chromiumAvailable()) return;
  const lib = await loadLighthouse();
  if (!lib) {
    console.log('  skipped: Lighthouse is not installed (mkdir /tmp/lh && cd /tmp/lh && npm install lighthouse; then LIGHTHOUSE_DIR=/tmp/lh)');
    return;
  }
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  const throttling = process.env.LIGHTHOUSE_THROTTLING ?? 'simulate';
  const pages = LIGHTHOUSE_PAGES.filter((p) => !process.env.LIGHTHOUSE_PAGES || process.env.LIGHTHOUSE_PAGES.split(',').includes(p.name));
  const forms = (['desktop', 'mobile'] as const).filter((f) => !process.env.LIGHTHOUSE_FORMS || process.env.LIGHTHOUSE_FORMS.split(',').includes(f));
  const waterfall = process.env.LIGHTHOUSE_WATERFALL === '1';
  // Lighthouse leaves some protocol timeouts unhandled on a starved machine (PROTOCOL_TIMEOUT in its
  // quiet-window check): that run fails and is counted apart instead of ending the bench.
  const onStray = (e: unknown) => console.log(`  (a Lighthouse run reported: ${(e as { code?: string }).code ?? String(e).slice(0, 80)})`);
  process.on('unhandledRejection', onStray);
  const server = await startE2eServer(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {});
  try {
    const { token } = await seedRealisticProject(server);
    const browser = await lib.launch();
    try {
      const load = () =>
        loadavg()
          .map((x) => x.toFixed(2))
          .join(' ');
      console.log(`  throttling: ${throttling}; ${runs} run(s) per page and form; load average before: ${load()}`);
      console.log(
        `  ${'page'.padEnd(10)} ${'form'.padEnd(8)} ${'score'.padStart(6)} ${'spread'.padStart(8)} ${'FCP ms'.padStart(7)} ${'LCP ms'.padStart(7)} ${'LCP spread'.padStart(12)} ${'TBT ms'.padStart(7)} ${'CLS'.padStart(5)} ${'reqs'.padStart(5)} ${'KB'.padStart(6)} ${'JS KB'.padStart(6)}`,
      );
      const waterfalls: string[] = [];
      for (const form of forms) {
        for (const pg of pages) {
          const done: LighthouseRun[] = [];
          let failed = 0;
          for (let i = 0; i < runs; i++) {
            const r = await lighthouseRun(lib, browser, server, pg, form, token, throttling);
            if (r) done.push(r);
            else failed++;
          }
          const m = (f: (r: LighthouseRun) => number) => (done.length ? median(done.map(f)) : Number.NaN);
          const spread = (f: (r: LighthouseRun) => number) =>
            done.length ? `${Math.round(Math.min(...done.map(f)))}-${Math.round(Math.max(...done.map(f)))}` : '-';
          const r0 = (n: number) => String(Math.round(n));
          console.log(
            `  ${pg.name.padEnd(10)} ${form.padEnd(8)} ${r0(m((r) => r.score)).padStart(6)} ${spread((r) => r.score).padStart(8)} ${r0(m((r) => r.fcp)).padStart(7)} ${r0(m((r) => r.lcp)).padStart(7)} ${spread((r) => r.lcp).padStart(12)} ${r0(m((r) => r.tbt)).padStart(7)} ${m(
              (r) => r.cls,
            )
              .toFixed(2)
              .padStart(
                5,
              )} ${r0(m((r) => r.requests)).padStart(5)} ${r0(m((r) => r.kb)).padStart(6)} ${r0(m((r) => r.jsKb)).padStart(6)}${failed ? `  (${failed} run(s) failed)` : ''}`,
          );
          // The request waterfall of the median run: what starts when, and what waits on what.
          const mid = [...done].sort((x, y) => x.score - y.score)[done.length >> 1];
          if (mid && process.env.LIGHTHOUSE_KEEP) {
            mkdirSync(process.env.LIGHTHOUSE_KEEP, { recursive: true });
            writeFileSync(join(process.env.LIGHTHOUSE_KEEP, `${pg.name}-${form}.json`), JSON.stringify(mid.lhr));
          }
          if (mid && waterfall) waterfalls.push(`  -- ${pg.name} ${form} (score ${mid.score}, LCP ${Math.round(mid.lcp)} ms)\n${waterfallOf(mid.lhr)}`);
        }
      }
      console.log(`  load average after: ${load()}`);
      console.log('  targets (issue 18): >= 90 desktop, >= 75 mobile');
      if (waterfalls.length) console.log(`\n  Request waterfalls (ms from the first request; observed, not simulated):\n${waterfalls.join('\n')}`);
    } finally {
      await browser.close();
    }
  } finally {
    await server.close();
    process.off('unhandledRejection', onStray);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchLighthouse().then(
    () => process.exit(0),
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
}
