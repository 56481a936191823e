/**
 * Reads a V8 `.cpuprofile` (what `node --cpu-prof` writes) and says where the time went:
 * self time per function and per place (a package, or a file of this repository).
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  totalMs: number;
  /** time not idle */
  busyMs: number;
  functions: Array<{ name: string; where: string; ms: number; share: number }>;
  places: Array<{ where: string; ms: number; share: number }>;
}

/** `node_modules/@fastify/helmet/...` -> `@fastify/helmet`; `gateway/src/app.ts` stays; node internals -> `node:internal`. */
export function placeOf(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  if (url.startsWith('node:')) return 'node:internal';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  const m = /\/(domain|eventstore|projections|gateway|loadtest)\/(src\/.*)$/.exec(url);
  return m ? `${m[1]}/${m[2]}` : url.replace(/^file:\/\//, '');
}

/** Now on the clock V8 stamps profile samples with (CLOCK_MONOTONIC, µs): to mark a window of a profile. */
export const profileClockUs = (): number => Number(process.hrtime.bigint() / 1000n);

/**
 * Self time per function and place; with `window` (profile clock, µs: see profileClockUs) only
 * the samples taken in it count, so start-up, seeding and exit do not hide the measured load.
 */
export function summariseProfile(file: string, top = 25, window?: { fromUs: number; toUs: number }): ProfileSummary {
  const p = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  let at = p.startTime;
  for (let i = 0; i < p.samples.length; i++) {
    at += p.timeDeltas[i] ?? 0;
    if (window && (at < window.fromUs || at > window.toUs)) continue;
    self.set(p.samples[i]!, (self.get(p.samples[i]!) ?? 0) + (p.timeDeltas[i] ?? 0));
  }
  let total = 0;
  let idle = 0;
  const fns = new Map<string, { name: string; where: string; us: number }>();
  const places = new Map<string, number>();
  for (const [id, us] of self) {
    const n = byId.get(id)!;
    total += us;
    const name = n.callFrame.functionName || '(anonymous)';
    if (name === '(idle)') {
      idle += us;
      continue;
    }
    const where = placeOf(n.callFrame.url, name);
    const key = `${name}|${n.callFrame.url}|${n.callFrame.lineNumber}`;
    const f = fns.get(key) ?? { name, where: n.callFrame.url ? `${where}:${n.callFrame.lineNumber + 1}` : where, us: 0 };
    f.us += us;
    fns.set(key, f);
    places.set(where, (places.get(where) ?? 0) + us);
  }
  const busy = total - idle;
  const share = (us: number) => (busy > 0 ? us / busy : 0);
  return {
    totalMs: total / 1000,
    busyMs: busy / 1000,
    functions: [...fns.values()]
      .sort((a, b) => b.us - a.us)
      .slice(0, top)
      .map((f) => ({ name: f.name, where: f.where, ms: f.us / 1000, share: share(f.us) })),
    places: [...places.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([where, us]) => ({ where, ms: us / 1000, share: share(us) })),
  };
}

export function printProfile(s: ProfileSummary, requests?: number): void {
  const perReq = requests ? `, ${((s.busyMs * 1000) / requests).toFixed(1)} µs CPU per request (${requests} requests)` : '';
  console.log(`profile: ${s.totalMs.toFixed(0)} ms sampled, ${s.busyMs.toFixed(0)} ms busy${perReq}`);
  console.log('\nself time by place (share of busy time):');
  for (const p of s.places) console.log(`  ${(p.share * 100).toFixed(1).padStart(5)}%  ${p.ms.toFixed(0).padStart(7)} ms  ${p.where}`);
  console.log('\nself time by function:');
  for (const f of s.functions) console.log(`  ${(f.share * 100).toFixed(1).padStart(5)}%  ${f.ms.toFixed(0).padStart(7)} ms  ${f.name}  ${f.where}`);
}
