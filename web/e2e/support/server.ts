import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, createLogger, createRuntime, loadSettings } from '@flagstream/gateway';
import type { App, Runtime } from '@flagstream/gateway';

const WEB = fileURLToPath(new URL('../../', import.meta.url));
/** What a build is made of: a change to any of these makes a new build. */
const BUILD_INPUTS = ['src', 'build', 'public', 'index.html', 'vite.config.ts', 'package.json', '../package-lock.json'];

/** A hash of the web app's sources and build configuration (contents, not times). */
export function webSourceHash(root = WEB): string {
  const hash = createHash('sha256');
  const add = (path: string) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) add(join(path, name));
      return;
    }
    hash.update(path.slice(root.length)).update('\0').update(readFileSync(path)).update('\0');
  };
  for (const input of BUILD_INPUTS) add(join(root, input));
  return hash.digest('hex').slice(0, 20);
}

/**
 * Builds the web app once per set of sources, into a temporary directory named after their hash:
 * each e2e file (vitest loads this module afresh per file) and the next run on unchanged sources
 * reuse it instead of building again.
 */
export function buildWeb(): string {
  const dist = join(tmpdir(), `flagstream-e2e-dist-${webSourceHash()}`);
  if (existsSync(join(dist, 'index.html'))) return dist;
  const out = mkdtempSync(join(tmpdir(), 'flagstream-e2e-building-'));
  execFileSync(process.execPath, [join(WEB, '../node_modules/vite/bin/vite.js'), 'build', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: WEB,
    stdio: 'inherit',
    // vitest sets NODE_ENV=test, and Vite would then ship React's development build: test what users get.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  // whole or not at all: a build cut short never passes for a finished one
  rmSync(dist, { recursive: true, force: true });
  renameSync(out, dist);
  return dist;
}

export interface E2eServer {
  url: string;
  rt: Runtime;
  app: App;
  /** a REST call with a dev token for `email` */
  api<T = unknown>(email: string, method: string, path: string, body?: unknown): Promise<T>;
  close(): Promise<void>;
}

export const devUserId = (email: string) =>
  `user_${email
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60)}`;

/** A whole gateway (embedded mode) serving the built web app on a free port; `clock` lets a test move the gateway's time. */
export async function startE2eServer(env: Record<string, string> = {}, clock: () => number = Date.now): Promise<E2eServer> {
  // A given build (the bench's before/after comparison) is served as it is, without building this tree.
  const dist = env.WEB_DIST ?? buildWeb();
  const dir = mkdtempSync(join(tmpdir(), 'flagstream-e2e-'));
  // A known port, so links the server builds (invitation links) point at it.
  const port = await freePort();
  const settings = loadSettings({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'silent',
    EVENTSTORE_SQLITE_FILE: join(dir, 'events.db'),
    DEV_AUTH_KEY_DIR: join(dir, 'keys'),
    WEB_DIST: dist,
    RATE_LIMIT_SIGNIN_PER_MINUTE: '1000',
    RATE_LIMIT_WRITES_PER_MINUTE: '100000',
    ...env,
  });
  const log = createLogger('silent');
  const rt = await createRuntime(settings, log, { clock });
  const app = await buildApp(rt, log, clock);
  await app.fastify.listen({ port, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${port}`;
  const tokens = new Map<string, string>();
  const token = async (email: string) => {
    let t = tokens.get(email);
    if (!t) {
      const r = await fetch(`${url}/api/dev-auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userId: devUserId(email), name: email.split('@')[0], email }),
      });
      t = ((await r.json()) as { token: string }).token;
      tokens.set(email, t);
    }
    return t;
  };
  return {
    url,
    rt,
    app,
    async api<T>(email: string, method: string, path: string, body?: unknown): Promise<T> {
      const r = await fetch(`${url}/api${path}`, {
        method,
        headers: { authorization: `Bearer ${await token(email)}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await r.text();
      if (!r.ok) throw new Error(`${method} ${path} -> ${r.status} ${text}`);
      return (text ? JSON.parse(text) : undefined) as T;
    },
    async close() {
      await app.close();
      await rt.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}
