/**
 * Does a targeting rule's answer depend on the evaluation context alone? flagd injects
 * `$flagd.timestamp` (the time of the evaluation) into every context, so a rule reading it (or a
 * variable whose name is computed by the rule, which may spell it) answers differently over time
 * for the same context; `$flagd.flagKey` is constant for a flag. Every other flagd and JSONLogic
 * operator is a function of its arguments (`fractional` hashes, it does not draw). A rule that
 * references shared evaluators (`$ref`) is judged with them.
 */
export function dependsOnContextOnly(targeting: unknown, evaluators: Readonly<Record<string, unknown>> = {}): boolean {
  return readsContextOnly(targeting) && Object.values(evaluators).every(readsContextOnly);
}

function readsContextOnly(node: unknown): boolean {
  if (Array.isArray(node)) return node.every(readsContextOnly);
  if (node === null || typeof node !== 'object') return true;
  for (const [op, arg] of Object.entries(node)) {
    if (op === 'var' || op === 'missing' || op === 'missing_some') {
      if (!namesContextOnly(op === 'missing_some' && Array.isArray(arg) ? arg[1] : arg)) return false;
    } else if (!readsContextOnly(arg)) return false;
  }
  return true;
}

/** The variable names of a var/missing argument, when written out: none of them the time. */
function namesContextOnly(arg: unknown): boolean {
  // "" is the whole context, $flagd.timestamp included
  if (typeof arg === 'string') return arg !== '' && (!arg.startsWith('$flagd') || arg === '$flagd.flagKey');
  if (typeof arg === 'number') return true;
  // [name, default] for var, [names...] for missing: each name a literal
  if (Array.isArray(arg)) return arg.every((a) => (typeof a === 'string' ? namesContextOnly(a) : a === null || typeof a !== 'object'));
  // a computed name (a rule builds it) could spell $flagd.timestamp
  return false;
}
