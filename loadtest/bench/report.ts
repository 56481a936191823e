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
  console.log(`${f.name.padEnd(46)} ${fmt(f.value).padStart(12)} ${f.unit.padEnd(9)} | ${f.referenceName.padEnd(34)} ${fmt(f.reference).padStart(12)} ${f.unit.padEnd(9)} | ratio ${ratio.toFixed(3)}${verdict}`);
}

export function section(title: string): void {
  console.log(`\n== ${title} ==`);
}
