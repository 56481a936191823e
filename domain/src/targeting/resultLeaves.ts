/**
 * The "result positions" of a targeting: the whole targeting, or recursively the then/else
 * branches of an `if`. What a leaf evaluates to is the served variant name (null: the default).
 * Used to tell a split (a `fractional` leaf served the variant) from a rule match, to check the
 * variant names rules serve, and to find the fall-through split for the rollout share.
 */
export interface ResultLeaf {
  node: unknown;
  path: string;
  /** a `fractional` operation */
  split: boolean;
  /** the fall-through: what is served when no condition holds */
  fallThrough: boolean;
  /** variant names this leaf can serve, written literally */
  servedNames: Array<{ name: string; path: string }>;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `{op: args}` with exactly one key: the operator and its arguments. */
export function operation(node: unknown): { op: string; args: unknown } | null {
  if (!isObject(node)) return null;
  const keys = Object.keys(node);
  if (keys.length !== 1) return null;
  return { op: keys[0]!, args: node[keys[0]!] };
}

/** Literal variant names a result can serve (flagd turns booleans and numbers into their text). */
function literalName(v: unknown): string | null {
  if (typeof v === 'string') return v;
  if (typeof v === 'boolean' || typeof v === 'number') return String(v);
  return null;
}

export function fractionalBuckets(args: unknown): Array<{ entry: unknown[]; index: number }> {
  if (!Array.isArray(args)) return [];
  // the first argument is the bucketing value when it is not a [variant, weight] pair
  const start = args.length > 0 && !Array.isArray(args[0]) ? 1 : 0;
  const out: Array<{ entry: unknown[]; index: number }> = [];
  for (let i = start; i < args.length; i++) if (Array.isArray(args[i])) out.push({ entry: args[i] as unknown[], index: i });
  return out;
}

export function resultLeaves(targeting: unknown, path = ''): ResultLeaf[] {
  const out: ResultLeaf[] = [];
  const walk = (node: unknown, p: string, fallThrough: boolean) => {
    if (isObject(node) && Object.keys(node).length === 0 && p === path) return; // {}: no rules
    const o = operation(node);
    if (o && o.op === 'if' && Array.isArray(o.args) && o.args.length >= 2) {
      const a = o.args;
      for (let i = 0; i + 1 < a.length; i += 2) walk(a[i + 1], `${p}/if/${i + 1}`, false);
      if (a.length % 2 === 1) walk(a[a.length - 1], `${p}/if/${a.length - 1}`, fallThrough);
      // an even-length `if` falls through to null: the default variant, no leaf
      return;
    }
    if (o && o.op === 'fractional') {
      const servedNames = fractionalBuckets(o.args).flatMap(({ entry, index }) => {
        const name = literalName(entry[0]);
        return name === null ? [] : [{ name, path: `${p}/fractional/${index}/0` }];
      });
      out.push({ node, path: p, split: true, fallThrough, servedNames });
      return;
    }
    const name = literalName(node);
    out.push({ node, path: p, split: false, fallThrough, servedNames: name === null ? [] : [{ name, path: p }] });
  };
  walk(targeting, path, true);
  return out;
}

/**
 * The targeting with every result leaf replaced by `f(leaf, index)` (same order as
 * `resultLeaves`); conditions are kept as they are, so the same branch is taken.
 */
export function mapResultLeaves(targeting: unknown, f: (leaf: unknown, index: number) => unknown): unknown {
  let i = 0;
  const walk = (node: unknown, top: boolean): unknown => {
    if (top && isObject(node) && Object.keys(node).length === 0) return node;
    const o = operation(node);
    if (o && o.op === 'if' && Array.isArray(o.args) && o.args.length >= 2) {
      const a = o.args.slice();
      for (let k = 0; k + 1 < a.length; k += 2) a[k + 1] = walk(a[k + 1], false);
      if (a.length % 2 === 1) a[a.length - 1] = walk(a[a.length - 1], false);
      return { if: a };
    }
    return f(node, i++);
  };
  return walk(targeting, true);
}
