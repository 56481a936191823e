/**
 * The server bundles the image runs (gateway/scripts/bundle.ts, called by the Dockerfile),
 * built into a directory laid out like the image's /app (node_modules, schema/, web/dist/,
 * gateway/dist/server/, deploy/healthcheck.mjs): they start with plain node, find the GraphQL
 * schema and the web app from their own location, load the native sqlite module, share work
 * through Redis as in docker-compose.yml, and stop cleanly on SIGTERM. The container
 * healthcheck script tells a healthy process from a dead one.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeWithRedis } from '@flagstream/projections/testing';
import { bundleServer } from '../scripts/bundle';
import type { BundleResult } from '../scripts/bundle';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WEB_MARKER = 'flagstream-bundle-test-web-app';
const PROFILE = { userId: 'user_ops', name: 'Ops Person', email: 'ops@example.com' };

let app: string;
let bundle: BundleResult;
const running = new Set<ChildProcess>();

beforeAll(async () => {
  app = mkdtempSync(join(tmpdir(), 'flagstream-image-'));
  symlinkSync(join(ROOT, 'node_modules'), join(app, 'node_modules'), 'dir');
  symlinkSync(join(ROOT, 'schema'), join(app, 'schema'), 'dir');
  mkdirSync(join(app, 'web', 'dist'), { recursive: true });
  writeFileSync(join(app, 'web', 'dist', 'index.html'), `<!doctype html><title>${WEB_MARKER}</title>`);
  mkdirSync(join(app, 'deploy'));
  copyFileSync(join(ROOT, 'deploy', 'healthcheck.mjs'), join(app, 'deploy', 'healthcheck.mjs'));
  bundle = await bundleServer(app);
}, 60_000);

afterAll(async () => {
  await Promise.all([...running].map((c) => stop(c)));
  if (app) rmSync(app, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

interface Proc {
  child: ChildProcess;
  output: () => string;
}

/** Starts a bundle as the image does (`node gateway/dist/server/<name>.mjs` in /app), with only the given settings. */
function start(file: string, env: Record<string, string>): Proc {
  const child = spawn(process.execPath, [file], {
    cwd: app,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let out = '';
  const collect = (b: Buffer) => (out = (out + b.toString()).slice(-6000));
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  return { child, output: () => out };
}

async function stop(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  const code = await exited;
  clearTimeout(timer);
  return code;
}

/** The container healthcheck, as Docker runs it in the image. */
function healthcheck(env: Record<string, string>, mode?: string): { status: number | null; stderr: string } {
  const r = spawnSync(process.execPath, ['deploy/healthcheck.mjs', ...(mode ? [mode] : [])], {
    cwd: app,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 15_000,
  });
  return { status: r.status, stderr: r.stderr };
}

async function waitFor(url: string, proc: Proc, ok: (res: Response) => Promise<boolean> | boolean = (r) => r.ok, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (proc.child.exitCode !== null) throw new Error(`the process exited (${proc.child.exitCode}):\n${proc.output()}`);
    try {
      if (await ok(await fetch(url))) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} not as expected within ${ms} ms:\n${proc.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function json(base: string, path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<{ status: number; body: any }> {
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}), ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

/** Signs in (development sign-in) and creates a project, as a person would first do. */
async function createProject(base: string, name: string) {
  const token = (await json(base, '/api/dev-auth/token', { body: PROFILE })).body.token as string;
  expect((await json(base, '/api/user-info/validate', { token })).status).toBe(200);
  const created = await json(base, '/api/projects', { token, body: { data: { name, description: 'bundle test' } } });
  expect(created.status).toBe(200);
  return created.body.data as { id: string; uuid: string; environments: Array<{ uuid: string }> };
}

describe('server bundles', () => {
  it('inline the workspace packages and import only npm packages at run time', () => {
    for (const file of Object.values(bundle.files)) {
      const code = readFileSync(file, 'utf8');
      expect(code).not.toMatch(/from\s+["']@flagstream\//);
      expect(code).not.toMatch(/from\s+["'][^"']+\.ts["']/);
    }
    expect(bundle.externals).toEqual(expect.arrayContaining(['better-sqlite3', 'fastify', 'graphql', 'ioredis', '@kurrent/kurrentdb-client']));
  });

  it('the gateway runs with production settings: web app, GraphQL schema, sqlite, development sign-in, clean stop', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const gw = start(bundle.files.main, { NODE_ENV: 'production', ALLOW_DEV_AUTH: '1', HOST: '127.0.0.1', PORT: String(port) });
    await waitFor(`${base}/healthz`, gw);
    expect(healthcheck({ PORT: String(port) }).status).toBe(0);

    const page = await fetch(`${base}/`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(WEB_MARKER);
    const gql = await json(base, '/graphql', { body: { query: '{ __typename }' } });
    expect(gql).toEqual({ status: 200, body: { data: { __typename: 'Query' } } });

    const project = await createProject(base, 'Bundled');
    expect(project.environments.length).toBeGreaterThan(0);
    // the defaults below WORKDIR: the embedded event store and the sign-in key under ./data
    expect(existsSync(join(app, 'data', 'flagstream.db'))).toBe(true);
    expect(existsSync(join(app, 'data', 'dev-auth', 'signing-key.pem'))).toBe(true);

    expect(await stop(gw.child)).toBe(0);
    const dead = healthcheck({ PORT: String(port) });
    expect(dead.status).toBe(1);
    expect(dead.stderr).toMatch(/^unhealthy: \/healthz: /);
  });

  it('the healthcheck fails on an unknown mode and on a Redis that does not answer', async () => {
    expect(healthcheck({}, 'nonsense')).toMatchObject({ status: 1, stderr: expect.stringMatching(/unknown mode/) });
    expect(healthcheck({}, 'redis')).toMatchObject({ status: 1, stderr: expect.stringMatching(/REDIS_URL is not set/) });
    expect(healthcheck({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` }, 'redis')).toMatchObject({
      status: 1,
      stderr: expect.stringMatching(/^unhealthy: Redis/),
    });
  });
});

describeWithRedis('server bundles with Redis, as in docker-compose.yml', (redisUrl) => {
  it('the projections process feeds a gateway running with PROJECTIONS_MODE=external', async () => {
    const data = join(app, 'data-redis');
    const shared = { NODE_ENV: 'production', REDIS_URL: redisUrl(), REDIS_PREFIX: `bundle${process.pid}:`, EVENTSTORE_SQLITE_FILE: join(data, 'events.db') };
    const projections = start(bundle.files.projectionsMain, shared);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const gw = start(bundle.files.main, {
      ...shared,
      PROJECTIONS_MODE: 'external',
      ALLOW_DEV_AUTH: '1',
      DEV_AUTH_KEY_DIR: join(data, 'dev-auth'),
      TRUST_PROXY: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
    });
    await waitFor(`${base}/healthz`, gw);
    expect(healthcheck({ REDIS_URL: redisUrl() }, 'redis').status).toBe(0);

    // this gateway does not project: the write answers once the projections process has applied it
    const project = await createProject(base, 'Projected');
    const config = await fetch(`${base}/api/config/${project.uuid}?environmentUuid=${project.environments[0]!.uuid}`);
    expect(config.status).toBe(200);
    expect(((await config.json()) as { data: { project: { name: string } } }).data.project.name).toBe('Projected');
    await waitFor(`${base}/readyz`, gw, async (r) => r.status === 200 && ((await r.json()) as { projectionLag: number }).projectionLag === 0);
    expect(projections.child.exitCode).toBeNull();

    expect(await stop(gw.child)).toBe(0);
    expect(await stop(projections.child)).toBe(0);
  });
});
