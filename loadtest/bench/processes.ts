import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

export interface Child {
  proc: ChildProcess;
  url: string;
  stop(): Promise<void>;
  rssMb(): number;
}

async function waitForHttp(url: string, proc: ChildProcess, log: () => string, timeoutMs = 60_000): Promise<void> {
  const t0 = Date.now();
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`process exited (${proc.exitCode}) before answering ${url}:\n${log()}`);
    try {
      const r = await fetch(url);
      if (r.status < 500) return;
    } catch { /* not up yet */ }
    if (Date.now() - t0 > timeoutMs) throw new Error(`timed out waiting for ${url}:\n${log()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Starts a TypeScript entry point of this repo with tsx, in its own process. */
export async function startNode(entry: string, env: Record<string, string>, readyPath: string | null, port: number, args: string[] = []): Promise<Child> {
  let out = '';
  const proc = spawn(process.execPath, ['--import', 'tsx', entry, ...args], { cwd: ROOT, env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  proc.stdout!.on('data', (d: Buffer) => { out = (out + d.toString()).slice(-4000); });
  proc.stderr!.on('data', (d: Buffer) => { out = (out + d.toString()).slice(-4000); });
  const url = `http://127.0.0.1:${port}`;
  if (readyPath !== null) await waitForHttp(url + readyPath, proc, () => out);
  return {
    proc,
    url,
    rssMb: () => {
      const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${proc.pid}/status`, 'utf8'));
      return m ? Number(m[1]) / 1024 : NaN;
    },
    stop: () => new Promise((resolve) => {
      if (proc.exitCode !== null) return resolve();
      proc.once('exit', () => resolve());
      proc.kill('SIGTERM');
      setTimeout(() => proc.kill('SIGKILL'), 5000).unref();
    }),
  };
}

/** A private redis-server for the bench, like the tests use. */
export async function startRedis(dir: string): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const proc = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: 'ignore' });
  const { Redis } = await import('ioredis');
  const client = new Redis(`redis://127.0.0.1:${port}`, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined); // refused until the server is up
  for (let i = 0; ; i++) {
    try {
      await client.connect();
      await client.ping();
      break;
    } catch {
      if (i > 100) throw new Error('redis-server did not start');
      await new Promise((r) => setTimeout(r, 50));
      client.disconnect();
    }
  }
  client.disconnect();
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => { proc.once('exit', () => resolve()); proc.kill('SIGTERM'); }),
  };
}
