/**
 * Real processes for multi-process tests and the bench: gateway and projections entry points
 * of this repo (run with tsx, or from an esbuild bundle that starts in a fraction of the time),
 * and a redis-server that can be paused, killed and started again on the same port.
 *
 * Children are killed when the parent process exits (tests still stop them in afterAll: a test
 * runner may end its workers without an exit event).
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

const living = new Set<ChildProcess>();
process.once('exit', () => {
  for (const p of living) p.kill('SIGKILL');
});

export interface Child {
  proc: ChildProcess;
  pid: number;
  /** http://127.0.0.1:{port} (meaningful for processes that listen) */
  url: string;
  /** the last 16 KB of stdout and stderr */
  output(): string;
  /** resolves once the output matches `pattern` (rejects if the process exits first) */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** SIGTERM, then SIGKILL after 5 s; resolves once it has exited */
  stop(): Promise<void>;
  /** sends `signal` (SIGKILL by default) and resolves once it has exited */
  kill(signal?: NodeJS.Signals): Promise<void>;
  readonly exited: boolean;
  rssMb(): number;
}

export interface StartNodeOptions {
  /** run an esbuild bundle of the entry (built once per test process) instead of tsx: same code, starts ~5x faster */
  bundle?: boolean;
  /** how long to wait for the readiness path; default 60 s */
  readyTimeoutMs?: number;
}

async function waitForHttp(url: string, child: Child, timeoutMs: number): Promise<void> {
  const t0 = Date.now();
  for (;;) {
    if (child.exited) throw new Error(`process exited (${child.proc.exitCode ?? child.proc.signalCode}) before answering ${url}:\n${child.output()}`);
    try {
      const r = await fetch(url);
      await r.arrayBuffer();
      if (r.status < 500) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() - t0 > timeoutMs) throw new Error(`timed out waiting for ${url}:\n${child.output()}`);
    await delay(50);
  }
}

const bundles = new Map<string, Promise<string>>();
const BUNDLE_DIR = join(ROOT, 'node_modules', '.cache', 'flagstream-processes');
const DAY_MS = 86_400_000;

/**
 * An esbuild bundle of an entry point (built once per test process). Only the workspaces' TypeScript is inlined;
 * npm packages are loaded from the repo's node_modules at run time (one graphql, the native
 * better-sqlite3), as in the image (gateway/scripts/bundle.ts). The bundle sits three levels
 * below the repo, like gateway/src/<area>/, so paths derived from import.meta.url
 * (`../../../schema/`, `../../../web/dist/`) still name the repo's directories. Named after
 * their content: test files and runs share them, and bundles unused for a day are removed.
 */
export function bundleEntry(entry: string): Promise<string> {
  let p = bundles.get(entry);
  if (!p) {
    p = (async () => {
      const { build } = await import('esbuild');
      mkdirSync(BUNDLE_DIR, { recursive: true });
      const name = entry.replace(/[^A-Za-z0-9]+/g, '_');
      const result = await build({
        entryPoints: [join(ROOT, entry)],
        outfile: join(BUNDLE_DIR, `${name}.mjs`),
        write: false,
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        plugins: [
          {
            name: 'npm-packages-external',
            setup(b) {
              b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@flagstream/') ? undefined : { path: args.path, external: true }));
            },
          },
        ],
        logLevel: 'error',
      });
      const code = result.outputFiles[0]!.contents;
      const file = join(BUNDLE_DIR, `${name}-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
      if (!existsSync(file)) {
        const tmp = `${file}.${process.pid}.tmp`;
        writeFileSync(tmp, code);
        renameSync(tmp, file); // atomic: a concurrent test file never runs half a bundle
      } else {
        const now = new Date();
        utimesSync(file, now, now); // in use: not to be pruned
      }
      for (const old of readdirSync(BUNDLE_DIR)) {
        const path = join(BUNDLE_DIR, old);
        try {
          if (path !== file && Date.now() - statSync(path).mtimeMs > DAY_MS) rmSync(path, { force: true });
        } catch {
          /* removed meanwhile */
        }
      }
      return file;
    })();
    bundles.set(entry, p);
  }
  return p;
}

/**
 * Starts a TypeScript entry point of this repo in its own process (LOG_LEVEL=warn unless
 * given). With `readyPath`, resolves once `http://127.0.0.1:{port}{readyPath}` answers below 500.
 */
export async function startNode(
  entry: string,
  env: Record<string, string>,
  readyPath: string | null,
  port: number,
  args: string[] = [],
  o: StartNodeOptions = {},
): Promise<Child> {
  const argv = o.bundle ? [await bundleEntry(entry), ...args] : ['--import', 'tsx', entry, ...args];
  let out = '';
  const proc = spawn(process.execPath, argv, { cwd: ROOT, env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  living.add(proc);
  const outputWaiters = new Set<() => void>();
  const collect = (d: Buffer) => {
    out = (out + d.toString()).slice(-16_000);
    for (const w of outputWaiters) w();
  };
  proc.stdout!.on('data', collect);
  proc.stderr!.on('data', collect);
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    proc.once('exit', () => {
      exited = true;
      living.delete(proc);
      for (const w of outputWaiters) w();
      resolve();
    }),
  );
  const child: Child = {
    proc,
    pid: proc.pid!,
    url: `http://127.0.0.1:${port}`,
    output: () => out,
    get exited() {
      return exited;
    },
    waitForOutput(pattern, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (pattern.test(out)) done(null);
          else if (exited) done(new Error(`process exited (${proc.exitCode ?? proc.signalCode}) before printing ${pattern}:\n${out}`));
        };
        const timer = setTimeout(() => done(new Error(`timed out waiting for ${pattern}:\n${out}`)), timeoutMs);
        const done = (e: Error | null) => {
          clearTimeout(timer);
          outputWaiters.delete(check);
          if (e) reject(e);
          else resolve();
        };
        outputWaiters.add(check);
        check();
      });
    },
    kill: async (signal = 'SIGKILL') => {
      if (exited) return;
      proc.kill(signal);
      await exit;
    },
    stop: async () => {
      if (exited) return;
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), 5000);
      await exit;
      clearTimeout(timer);
    },
    rssMb: () => {
      const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${proc.pid}/status`, 'utf8'));
      return m ? Number(m[1]) / 1024 : NaN;
    },
  };
  if (readyPath !== null) {
    try {
      await waitForHttp(child.url + readyPath, child, o.readyTimeoutMs ?? 60_000);
    } catch (e) {
      await child.kill();
      throw e;
    }
  }
  return child;
}

/** A gateway process (gateway/src/main.ts) on a free port, resolved once /healthz answers. */
export async function startGatewayProcess(env: Record<string, string>, o: StartNodeOptions = {}): Promise<Child> {
  const port = await freePort();
  return startNode('gateway/src/main.ts', { HOST: '127.0.0.1', ...env, PORT: String(port) }, '/healthz', port, [], o);
}

/**
 * A projections process (gateway/src/projectionsMain.ts). With `waitCaughtUp` (default),
 * resolves once it says it has caught up with the event store.
 */
export async function startProjectionsProcess(env: Record<string, string>, o: StartNodeOptions & { waitCaughtUp?: boolean } = {}): Promise<Child> {
  const child = await startNode('gateway/src/projectionsMain.ts', { LOG_LEVEL: 'info', PROJECTIONS_METRICS_PORT: '0', ...env }, null, 0, [], o);
  if (o.waitCaughtUp ?? true) {
    try {
      await child.waitForOutput(/projections caught up/, o.readyTimeoutMs ?? 60_000);
    } catch (e) {
      await child.kill();
      throw e;
    }
  }
  return child;
}

/**
 * A redis-server of its own (persistence off) that a test can pause (SIGSTOP: connections stay
 * open and nothing answers), kill, and start again on the same port (empty, as a restarted
 * Redis without persistence is).
 */
export class RedisServer {
  private proc: ChildProcess | null = null;
  private out = '';
  private constructor(
    readonly port: number,
    private readonly dir: string,
    private readonly ownDir: boolean,
  ) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  get pid(): number | undefined {
    return this.proc?.pid;
  }

  static async start(o: { dir?: string; port?: number } = {}): Promise<RedisServer> {
    const dir = o.dir ?? mkdtempSync(join(tmpdir(), 'flagstream-redis-'));
    mkdirSync(dir, { recursive: true });
    const server = new RedisServer(o.port ?? (await freePort()), dir, !o.dir);
    await server.launch();
    return server;
  }

  /** Starts the server (again) on its port and resolves once it answers PING. */
  async launch(): Promise<void> {
    if (this.proc) throw new Error('redis-server is already running');
    const proc = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no', '--dir', this.dir],
      { cwd: this.dir, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    this.proc = proc;
    living.add(proc);
    const collect = (d: Buffer) => {
      this.out = (this.out + d.toString()).slice(-4000);
    };
    proc.stdout!.on('data', collect);
    proc.stderr!.on('data', collect);
    proc.on('error', (e) => collect(Buffer.from(String(e))));
    proc.once('exit', () => {
      living.delete(proc);
      if (this.proc === proc) this.proc = null;
    });
    const client = new Redis(this.url, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
      enableOfflineQueue: false,
      connectTimeout: 500,
    });
    client.on('error', () => undefined); // refused until the server is up
    try {
      for (let i = 0; ; i++) {
        if (proc.exitCode !== null) throw new Error(`redis-server exited (${proc.exitCode}):\n${this.out}`);
        try {
          await client.connect();
          if ((await client.ping()) === 'PONG') return;
        } catch {
          client.disconnect();
        }
        if (i > 200) throw new Error(`redis-server did not answer PING:\n${this.out}`);
        await delay(25);
      }
    } finally {
      client.disconnect();
    }
  }

  /** SIGSTOP: the port still accepts connections, nothing is answered. */
  pause(): void {
    this.proc?.kill('SIGSTOP');
  }

  resume(): void {
    this.proc?.kill('SIGCONT');
  }

  /** Kills the server (SIGKILL by default; a paused one is resumed first for SIGTERM to work). */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const proc = this.proc;
    if (!proc) return;
    const exited = new Promise<void>((r) => proc.once('exit', () => r()));
    if (signal !== 'SIGKILL') proc.kill('SIGCONT');
    proc.kill(signal);
    await exited;
  }

  async stop(): Promise<void> {
    await this.kill('SIGTERM');
    if (this.ownDir) rmSync(this.dir, { recursive: true, force: true });
  }
}

/** A private redis-server for the bench (the bench predates RedisServer; same server underneath). */
export async function startRedis(dir: string): Promise<{ url: string; stop(): Promise<void> }> {
  return RedisServer.start({ dir });
}
