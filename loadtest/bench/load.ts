import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import autocannon from 'autocannon';

const run = promisify(execFile);

export interface LoadResult {
  rps: number;
  tool: 'wrk' | 'autocannon';
  errors: number;
  non2xx: number;
}

let hasWrk: boolean | null = null;
async function wrkAvailable(): Promise<boolean> {
  if (hasWrk === null)
    hasWrk = await run('wrk', ['--version']).then(
      () => true,
      (e: { stdout?: string }) => Boolean(e.stdout?.includes('wrk')),
    );
  return hasWrk;
}

/** Sustained requests per second against one URL: wrk when installed, else autocannon. */
export async function measure(url: string, headers: Record<string, string>, o = { connections: 50, seconds: 10 }): Promise<LoadResult> {
  if (await wrkAvailable()) {
    const args = ['-t1', `-c${o.connections}`, `-d${o.seconds}s`, '--latency', ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]), url];
    const { stdout } = await run('wrk', args, { maxBuffer: 1 << 20 });
    const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? NaN);
    const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout)?.[1] ?? 0);
    const errors = [...stdout.matchAll(/(connect|read|write|timeout) (\d+)/g)].reduce((n, m) => n + Number(m[2]), 0);
    return { rps, tool: 'wrk', errors, non2xx };
  }
  const r = await autocannon({ url, connections: o.connections, duration: o.seconds, headers, pipelining: 1 });
  // Like wrk's "Non-2xx or 3xx": a 304 is an expected answer, not an unexpected status.
  return { rps: r.requests.average, tool: 'autocannon', errors: r.errors + r.timeouts, non2xx: r['1xx'] + r['4xx'] + r['5xx'] };
}
