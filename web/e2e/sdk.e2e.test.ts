import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import { buildApp, createLogger, createRuntime, loadSettings } from '@flagstream/gateway';
import type { App, Runtime } from '@flagstream/gateway';
import { browserSnippet, flagdDocumentUrl, reactSnippet } from '@flagstream/domain';
import type { SdkSnippetParams } from '@flagstream/domain';
import { chromiumAvailable, launchBrowser } from './support/browser';

/**
 * Issue 16, in the browser: the Setup screen's browser and React snippets (the official
 * @openfeature/web-sdk + @openfeature/ofrep-web-provider with default options, and
 * @openfeature/react-sdk), bundled as an app would bundle them and served by a second server on
 * ANOTHER ORIGIN, talk to a real gateway with the environment's client key. A flag changed
 * through REST raises a change event within 2 s (the advertised event stream, no polling); from
 * that origin the server key reads the flagd document and the client key is refused there.
 */
const run = chromiumAvailable() ? describe : describe.skip;
const E2E = fileURLToPath(new URL('.', import.meta.url));
/** The bar for a change to reach a browser with default provider options. */
const CHANGE_WITHIN_MS = 2000;

interface World {
  url: string;
  projectId: string;
  envId: string;
  envUuid: string;
  flagId: string;
  clientKey: string;
  serverKey: string;
}

/** Bundles a snippet's text exactly as written (bare imports resolved from the repo's node_modules). */
async function bundle(code: string, jsx: boolean): Promise<string> {
  const out = await build({
    stdin: { contents: code, resolveDir: E2E, loader: jsx ? 'jsx' : 'js', sourcefile: jsx ? 'main.jsx' : 'main.js' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return out.outputFiles[0]!.text;
}

/** A static server for the app's page and bundle: the other origin. */
async function staticSite(files: Record<string, { type: string; body: string }>): Promise<{ origin: string; server: Server }> {
  const server = createServer((req, res) => {
    const f = files[(req.url ?? '/').split('?')[0]!];
    if (!f) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': f.type, 'cache-control': 'no-store' }).end(f.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // "localhost" here, "127.0.0.1" for the gateway: another host and another port, so another origin
  return { origin: `http://localhost:${(server.address() as AddressInfo).port}`, server };
}

run('issue 16: the browser and React snippets from another origin, default provider options, a client key', () => {
  let rt: Runtime;
  let app: App;
  let dir: string;
  let world: World;
  let site: { origin: string; server: Server };
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let token: string;

  const api = async <T = any>(method: string, path: string, body?: unknown): Promise<T> => {
    const r = await fetch(`${world.url}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await r.text();
    if (!r.ok) throw new Error(`${method} ${path} -> ${r.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
  /** The rule of new_feature: who it serves "on" (the snippets' example user is ada@example.com). */
  const setRule = (emailSuffix: string) =>
    api('PUT', `/feature-flags/${world.flagId}/targeting/${world.envId}`, {
      data: { variants: { on: true, off: false }, defaultVariant: 'off', targeting: { if: [{ ends_with: [{ var: 'email' }, emailSuffix] }, 'on', 'off'] } },
    });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'flagstream-sdk-e2e-'));
    const settings = loadSettings({
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      EVENTSTORE_SQLITE_FILE: join(dir, 'events.db'),
      DEV_AUTH_KEY_DIR: join(dir, 'keys'),
      WEB_DIST: join(dir, 'no-web-app'),
      RATE_LIMIT_SIGNIN_PER_MINUTE: '1000',
      RATE_LIMIT_WRITES_PER_MINUTE: '100000',
    });
    const log = createLogger('silent');
    rt = await createRuntime(settings, log);
    app = await buildApp(rt, log);
    await app.fastify.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.fastify.server.address() as AddressInfo).port}`;
    const t = await fetch(`${url}/api/dev-auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: 'user_sdk_e2e', name: 'Sam SDK', email: 'sam.sdk@example.com' }),
    });
    token = ((await t.json()) as { token: string }).token;
    world = { url } as World;
    await api('GET', '/user-info/validate');
    const project = (
      await api('POST', '/projects', { data: { name: 'Web Shop', description: 'browser SDK', settings: { environments: ['development', 'production'] } } })
    ).data;
    const env = project.environments.find((e: { name: string }) => e.name === 'production');
    const flag = (
      await api('POST', '/feature-flags', { data: { project: project.id, name: 'New Feature', key: 'new_feature', type: 'boolean', value: false } })
    ).data;
    Object.assign(world, { projectId: project.id, envId: env.id, envUuid: env.uuid, flagId: flag.id, clientKey: env.client_key, serverKey: env.api_key });
    await setRule('@example.com');

    const params: SdkSnippetParams = {
      origin: world.url,
      environmentUuid: world.envUuid,
      environmentName: 'production',
      clientKey: world.clientKey,
      serverKey: world.serverKey,
      flagKey: 'new_feature',
      flagType: 'boolean',
    };
    const html = (script: string, body = '') => ({
      type: 'text/html; charset=utf-8',
      body: `<!doctype html><html><head><meta charset="utf-8"><title>app</title></head><body>${body}<script type="module" src="${script}"></script></body></html>`,
    });
    site = await staticSite({
      '/browser.html': html('/browser.js'),
      '/browser.js': { type: 'text/javascript', body: await bundle(browserSnippet(params), false) },
      '/react.html': html('/react.js', '<div id="root"></div>'),
      '/react.js': { type: 'text/javascript', body: await bundle(reactSnippet(params), true) },
      '/blank.html': html('/none.js'),
    });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => site?.server.close(resolve));
    await app?.close();
    await rt?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** Requests the page makes to the gateway's OFREP routes, by path. */
  function ofrepTraffic(page: Page): string[] {
    const seen: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.origin === world.url && u.pathname.startsWith('/ofrep/')) seen.push(`${r.method()} ${u.pathname}`);
    });
    return seen;
  }

  it('browser: the value for the example user, then a REST change arrives as a change event within 2 s, without polling', async () => {
    await setRule('@example.com');
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const traffic = ofrepTraffic(page);
    const logs: string[] = [];
    page.on('console', (m) => logs.push(m.text()));
    await page.goto(`${site.origin}/browser.html`);
    expect(new URL(page.url()).origin).not.toBe(world.url);
    await expect.poll(() => logs, { timeout: 20_000 }).toContain('new_feature: true');
    // the provider opened the advertised event stream
    await expect.poll(() => traffic.some((t) => t.startsWith('GET /ofrep/v1/events/')), { timeout: 10_000 }).toBe(true);
    const before = logs.length;

    await setRule('@beta.example.com');
    const changed = Date.now();
    await page.waitForEvent('console', { predicate: (m) => m.text() === 'new_feature: false', timeout: CHANGE_WITHIN_MS });
    expect(Date.now() - changed).toBeLessThanOrEqual(CHANGE_WITHIN_MS);
    expect(logs.slice(before)).toEqual(['new_feature: false']);

    // change detection is the event stream: bulk evaluations are the first load, the stream's first
    // re-fetch (a 304) and the one the change caused; nothing polls
    expect(traffic.filter((t) => t === 'POST /ofrep/v1/evaluate/flags').length).toBeLessThanOrEqual(3);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('React: the hook renders the value and re-renders within 2 s of a REST change', async () => {
    await setRule('@example.com');
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${site.origin}/react.html`);
    const text = page.locator('[data-flag="new_feature"]');
    await expect.poll(() => text.textContent(), { timeout: 20_000 }).toBe('new_feature: true');

    await setRule('@beta.example.com');
    const changed = Date.now();
    await page.waitForFunction(() => document.querySelector('[data-flag="new_feature"]')?.textContent === 'new_feature: false', undefined, {
      timeout: CHANGE_WITHIN_MS,
    });
    expect(Date.now() - changed).toBeLessThanOrEqual(CHANGE_WITHIN_MS);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('from another origin: the server key reads the flagd document, the client key is refused there and evaluates everywhere', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${site.origin}/blank.html`);
    const results = await page.evaluate(
      async ({ url, flagd, clientKey, serverKey }) => {
        const call = async (u: string, key: string, init: RequestInit = {}) => {
          const r = await fetch(u, {
            ...init,
            headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
          });
          return { status: r.status, body: await r.json().catch(() => null) };
        };
        const post = { method: 'POST', body: JSON.stringify({ context: { targetingKey: 'u1', email: 'ada@example.com' } }) };
        return {
          flagdServer: await call(flagd, serverKey),
          flagdClient: await call(flagd, clientKey),
          bulkServer: await call(`${url}/ofrep/v1/evaluate/flags`, serverKey, post),
          bulkClient: await call(`${url}/ofrep/v1/evaluate/flags`, clientKey, post),
          singleServer: await call(`${url}/ofrep/v1/evaluate/flags/new_feature`, serverKey, post),
          singleClient: await call(`${url}/ofrep/v1/evaluate/flags/new_feature`, clientKey, post),
        };
      },
      { url: world.url, flagd: flagdDocumentUrl(world.url, world.envUuid), clientKey: world.clientKey, serverKey: world.serverKey },
    );
    expect(results.flagdServer.status).toBe(200);
    expect(results.flagdServer.body.flags.new_feature).toMatchObject({ state: 'ENABLED', defaultVariant: 'off' });
    expect(results.flagdClient.status).toBe(403);
    expect(results.flagdClient.body).toMatchObject({ error: { code: 'FORBIDDEN' } });
    for (const k of ['bulkServer', 'bulkClient', 'singleServer', 'singleClient'] as const) expect(results[k].status, k).toBe(200);
    await page.close();
  });
});
