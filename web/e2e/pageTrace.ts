/**
 * `npm run profile:page -- [/path] [--desktop] [--keep DIR]`: where a signed-in page load spends
 * its time, in Debian's Chromium against a whole gateway with the Lighthouse project (30 flags,
 * 4 environments, a history). Prints the requests, the main thread's long tasks and what they
 * did, React's commits (components rendered, and which), CPU by function, and Lighthouse's
 * blocking time estimated from the real tasks. Profile before optimising: this is how issue 18's
 * changes were found. Read function names from an unminified build:
 *   cd web && node ../node_modules/vite/bin/vite.js build --outDir /tmp/dist-plain --minify false
 *   WEB_DIST=/tmp/dist-plain npm run profile:page -- /flags
 * --keep DIR writes page.trace.json and page.cpuprofile (open them in Chrome DevTools > Performance).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser } from './support/browser';
import { LIGHTHOUSE_OWNER, seedRealisticProject } from './support/lighthouse';
import { COMMIT_COUNTER, formatReport, inclusiveTime, longTasks } from './support/pageTraceReport';
import type { CommitCount, CpuProfile, TraceEvent } from './support/pageTraceReport';
import { devUserId, startE2eServer } from './support/server';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { desktop: { type: 'boolean', default: false }, keep: { type: 'string' } } });
const path = positionals[0] ?? '/flags';

const server = await startE2eServer(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {});
const browser = await launchBrowser(values.desktop ? { width: 1350, height: 940 } : { width: 412, height: 823 });
try {
  const { token } = await seedRealisticProject(server);
  const page = await browser.context.newPage();
  // A returning visitor: signed in, no project chosen yet (the first becomes current).
  await page.goto(`${server.url}/sign-in`);
  const user = { id: devUserId(LIGHTHOUSE_OWNER.email), name: LIGHTHOUSE_OWNER.name, email: LIGHTHOUSE_OWNER.email };
  await page.evaluate(`localStorage.setItem('flagstream.devSession', ${JSON.stringify(JSON.stringify({ token, user, expiresAt: Date.now() + 3_600_000 }))})`);
  await page.goto('about:blank');
  await page.addInitScript({ content: COMMIT_COUNTER });

  const cdp = await browser.context.newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,v8,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  await cdp.send('Profiler.start');
  const t0 = Date.now();
  const requests: Array<[number, string]> = [];
  // A GraphQL request is named by its operation: which query ran, and when, is what the waterfall is about.
  page.on('request', (r) => requests.push([Date.now() - t0, `${r.url().replace(server.url, '')}${operationOf(r.postData())}`]));
  await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const commits = (await page.evaluate('window.__flagstreamCommits')) as CommitCount[];
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  await cdp.send('Tracing.end');
  await traced;
  if (values.keep) {
    mkdirSync(values.keep, { recursive: true });
    writeFileSync(join(values.keep, 'page.trace.json'), JSON.stringify(events));
    writeFileSync(join(values.keep, 'page.cpuprofile'), JSON.stringify(profile));
  }
  console.log(formatReport({ path, requests, trace: longTasks(events), profile: inclusiveTime(profile), commits }));
} finally {
  await browser.close();
  await server.close();
}

function operationOf(body: string | null): string {
  if (!body) return '';
  try {
    const name = (JSON.parse(body) as { operationName?: unknown }).operationName;
    return typeof name === 'string' ? ` ${name}` : '';
  } catch {
    return '';
  }
}
