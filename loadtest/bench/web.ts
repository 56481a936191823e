import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { chromiumAvailable, launchBrowser } from '../../web/e2e/support/browser';
import { devUserId, startE2eServer } from '../../web/e2e/support/server';
import { printFigure, section } from './report';

const require = createRequire(import.meta.url);

/** The floor of any React app: React and ReactDOM's production builds, gzipped. */
function reactFloorKb(): number {
  const dir = (pkg: string) => dirname(require.resolve(`${pkg}/package.json`));
  const files = [
    join(dir('react'), 'cjs/react.production.js'),
    join(dir('react-dom'), 'cjs/react-dom.production.js'),
    join(dir('react-dom'), 'cjs/react-dom-client.production.js'),
  ];
  return files.reduce((n, f) => n + gzipSync(readFileSync(f)).length, 0) / 1024;
}

export async function benchWeb(): Promise<void> {
  section('Web app: JavaScript loaded per page (gzip) and time to first render (headless Chromium)');
  if (!chromiumAvailable()) return;
  const server = await startE2eServer();
  const browser = await launchBrowser();
  try {
    const email = 'bench@example.com';
    await server.api(email, 'GET', '/user-info/validate');
    await server.api(email, 'POST', '/projects', { data: { name: 'Bench Storefront', description: 'Bench project' } });
    const tokenBody = await fetch(`${server.url}/api/dev-auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: devUserId(email), name: 'bench', email }),
    }).then((r) => r.json() as Promise<{ token: string }>);
    const floor = reactFloorKb();

    const jsKbOf = async (path: string, signedIn: boolean, waitFor: string) => {
      const page = await browser.context.newPage();
      const scripts = new Map<string, Buffer>();
      page.on('response', async (r) => {
        if (r.request().resourceType() === 'script' && r.url().startsWith(server.url)) scripts.set(r.url(), await r.body().catch(() => Buffer.alloc(0)));
      });
      await page.goto(`${server.url}/healthz`);
      await page.evaluate(
        ([token, user, signed]) => {
          localStorage.clear();
          if (signed) localStorage.setItem('flagstream.devSession', JSON.stringify({ token, user, expiresAt: Date.now() + 3_600_000 }));
        },
        [tokenBody.token, { id: devUserId(email), name: 'bench', email }, signedIn] as const,
      );
      await page.goto(`${server.url}${path}`);
      await page.getByText(waitFor).first().waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      const kb = [...scripts.values()].reduce((n, b) => n + gzipSync(b).length, 0) / 1024;
      if (process.env.BENCH_VERBOSE)
        for (const [u, b] of scripts) console.log(`    ${(gzipSync(b).length / 1024).toFixed(1).padStart(6)} KB  ${u.replace(server.url, '')}`);
      await page.close();
      return kb;
    };
    for (const [path, signed, text] of [
      ['/sign-in', false, 'Welcome back'],
      ['/', true, 'Bench Storefront'],
    ] as const) {
      const kb = await jsKbOf(path, signed, text);
      printFigure({
        name: `JavaScript loaded by ${path}`,
        value: kb,
        unit: 'KB gz',
        reference: floor,
        referenceName: 'React + ReactDOM alone',
        better: 'lower',
      });
      console.log(`  target: <= 250 KB gzip: ${kb <= 250 ? 'met' : 'NOT met'} (${kb.toFixed(1)} KB)`);
    }

    // Time to first render of the dashboard, against Chromium loading a trivial document from the same server.
    const timings: number[] = [];
    const floors: number[] = [];
    for (let i = 0; i < 5; i++) {
      const page = await browser.context.newPage();
      await page.goto(`${server.url}/healthz`);
      await page.evaluate(
        ([token, user]) => localStorage.setItem('flagstream.devSession', JSON.stringify({ token, user, expiresAt: Date.now() + 3_600_000 })),
        [tokenBody.token, { id: devUserId(email), name: 'bench', email }] as const,
      );
      const t0 = performance.now();
      await page.goto(`${server.url}/healthz?x=${i}`);
      floors.push(performance.now() - t0);
      const t1 = performance.now();
      await page.goto(`${server.url}/`);
      await page.getByText('Project dashboard - manage feature flags, environments, and configurations.').waitFor({ timeout: 30_000 });
      timings.push(performance.now() - t1);
      await page.close();
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    printFigure({
      name: 'dashboard: time to first render (median of 5)',
      value: median(timings),
      unit: 'ms',
      reference: median(floors),
      referenceName: 'loading a trivial JSON document',
      better: 'lower',
    });
  } finally {
    await browser.close();
    await server.close();
  }
}
