/**
 * wrk, driven from the bench: any request mix (methods, headers, bodies) through a generated
 * Lua script, with latency percentiles. wrk runs outside Node, so the load generator does not
 * compete with a Node server for the same kind of work (autocannon is the fallback in load.ts).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface WrkRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface WrkResult {
  rps: number;
  /** milliseconds */
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

let available: boolean | null = null;
export async function wrkAvailable(): Promise<boolean> {
  if (available === null)
    available = await run('wrk', ['--version']).then(
      () => true,
      (e: { stdout?: string }) => Boolean(e.stdout?.includes('wrk')),
    );
  return available;
}

const luaString = (s: string) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\r/g, '\\r')}"`;

/** A Lua script that cycles through `requests`, each formatted once at start. */
function script(requests: WrkRequest[]): string {
  const lines = requests.map((r) => {
    const headers = Object.entries(r.headers ?? {})
      .map(([k, v]) => `[${luaString(k)}]=${luaString(v)}`)
      .join(',');
    return `  wrk.format(${luaString(r.method ?? 'GET')}, ${luaString(r.path)}, {${headers}}, ${r.body === undefined ? 'nil' : luaString(r.body)}),`;
  });
  return `local reqs = nil\nlocal i = 0\nfunction init(args)\n reqs = {\n${lines.join('\n')}\n }\nend\nfunction request()\n i = i % #reqs + 1\n return reqs[i]\nend\n`;
}

const ms = (v: string, unit: string) => Number(v) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : unit === 'm' ? 60_000 : 1);

/** Requests per second and latency of `requests` (cycled) against `base` over `connections` connections. */
export async function wrk(base: string, requests: WrkRequest[], o: { connections?: number; seconds?: number; threads?: number } = {}): Promise<WrkResult> {
  const dir = mkdtempSync(join(tmpdir(), 'flagstream-wrk-'));
  try {
    const file = join(dir, 'mix.lua');
    writeFileSync(file, script(requests));
    const args = [`-t${o.threads ?? 1}`, `-c${o.connections ?? 50}`, `-d${o.seconds ?? 10}s`, '--latency', '-s', file, base + (requests[0]?.path ?? '/')];
    const { stdout } = await run('wrk', args, { maxBuffer: 1 << 20 });
    const pct = (p: string) => {
      const m = new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s|m)\\b`, 'm').exec(stdout);
      return m ? ms(m[1]!, m[2]!) : NaN;
    };
    return {
      rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? NaN),
      p50: pct('50'),
      p99: pct('99'),
      non2xx: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout)?.[1] ?? 0),
      errors: [...stdout.matchAll(/(connect|read|write|timeout) (\d+)/g)].reduce((n, m) => n + Number(m[2]), 0),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
export function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
  } catch {
    return NaN;
  }
}

/** wrk against a server process, with the server's CPU time per request (robust on a busy machine where req/s is not). */
export async function wrkWithCpu(
  pid: number,
  base: string,
  requests: WrkRequest[],
  o: { connections?: number; seconds?: number } = {},
): Promise<WrkResult & { cpuUsPerRequest: number }> {
  const before = cpuSeconds(pid);
  const r = await wrk(base, requests, o);
  const used = cpuSeconds(pid) - before;
  return { ...r, cpuUsPerRequest: (used * 1e6) / Math.max(1, r.rps * (o.seconds ?? 10)) };
}
