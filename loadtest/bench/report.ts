import { cpus, loadavg } from 'node:os';
/** One bench figure beside its reference measured in the same run, as a ratio. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  reference: number;
  referenceName: string;
  /** higher is better (rates) or lower is better (times) */
  better: 'higher' | 'lower';
  /** target for the ratio ours/reference, when there is one */
  target?: { ratio: number; text: string };
}

const fmt = (n: number): string => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(n >= 10 ? 1 : 2));

export function printFigure(f: Figure): void {
  const ratio = f.value / f.reference;
  const meets = f.target ? (f.better === 'higher' ? ratio >= f.target.ratio : ratio <= f.target.ratio) : undefined;
  const verdict = meets === undefined ? '' : meets ? `  [target ${f.target!.text}: met]` : `  [target ${f.target!.text}: NOT met]`;
  console.log(
    `${f.name.padEnd(46)} ${fmt(f.value).padStart(12)} ${f.unit.padEnd(9)} | ${f.referenceName.padEnd(34)} ${fmt(f.reference).padStart(12)} ${f.unit.padEnd(9)} | ratio ${ratio.toFixed(3)}${verdict}`,
  );
}

export function section(title: string): void {
  console.log(`\n== ${title} ==`);
}

export function printTarget(text: string, met: boolean, detail = ''): void {
  console.log(`  [target ${text}: ${met ? 'met' : `NOT met${detail ? ` (${detail})` : ''}`}]`);
}

export const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** A figure measured in alternation with its reference (ours, reference, ours, reference ...): one pair per round. */
export interface AlternatedFigure {
  name: string;
  unit: string;
  ours: number[];
  reference: number[];
  referenceName: string;
  better: 'higher' | 'lower';
  target?: { ratio: number; text: string };
}

/** Medians of both sides, the median of the per-round ratios (the verdict), and their spread (min–max). */
export function printAlternated(f: AlternatedFigure): void {
  const ratios = f.ours.map((v, i) => v / f.reference[i]!);
  const r = median(ratios);
  const meets = f.target ? (f.better === 'higher' ? r >= f.target.ratio : r <= f.target.ratio) : undefined;
  const verdict = meets === undefined ? '' : `  [target ${f.target!.text}: ${meets ? 'met' : 'NOT met'}]`;
  console.log(
    `${f.name.padEnd(46)} ${fmt(median(f.ours)).padStart(12)} ${f.unit.padEnd(9)} | ${f.referenceName.padEnd(34)} ${fmt(median(f.reference)).padStart(12)} ${f.unit.padEnd(9)} | ratio ${r.toFixed(3)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)} over ${ratios.length})${verdict}`,
  );
}

/** Runs `ours` and `reference` alternately `rounds` times (the machine is shared: noise hits both sides alike). */
export async function alternate(
  rounds: number,
  ours: () => Promise<number>,
  reference: () => Promise<number>,
): Promise<{ ours: number[]; reference: number[] }> {
  const o: number[] = [];
  const r: number[] = [];
  for (let i = 0; i < rounds; i++) {
    if (i % 2 === 0) {
      r.push(await reference());
      o.push(await ours());
    } else {
      o.push(await ours());
      r.push(await reference());
    }
  }
  return { ours: o, reference: r };
}

/**
 * Server CPU time per request of both sides of an alternated figure (µs, one value per round),
 * as reference/ours per round so it reads like a throughput ratio (higher is better): medians,
 * the median ratio and its spread, and the verdict when there is a target. On a shared machine
 * this is the steadier figure: it counts what the server spent, not the share of the cores it got.
 */
export function printCpuAlternated(f: {
  name: string;
  ours: number[];
  reference: number[];
  referenceName: string;
  target?: { ratio: number; text: string };
}): void {
  const ratios = f.ours.map((o, i) => f.reference[i]! / o);
  const r = median(ratios);
  const verdict = f.target ? `  [target ${f.target.text}: ${r >= f.target.ratio ? 'met' : 'NOT met'}]` : '';
  console.log(
    `${`  ${f.name}, CPU/request`.padEnd(46)} ${median(f.ours).toFixed(1).padStart(12)} µs        | ${f.referenceName.padEnd(34)} ${median(f.reference).toFixed(1).padStart(12)} µs        | ratio ${r.toFixed(3)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)} over ${ratios.length}; reference/ours)${verdict}`,
  );
}

/** The machine's load average, printed beside figures measured on a shared machine. */
export const loadAverage = (): string => {
  const [a, b, c] = loadavg();
  return `load average ${a!.toFixed(2)}, ${b!.toFixed(2)}, ${c!.toFixed(2)} (${cpus().length} cores)`;
};
