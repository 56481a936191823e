import { GraphQLError, Kind } from 'graphql';
import type { FragmentDefinitionNode, OperationDefinitionNode, SelectionSetNode, ValidationContext, ValidationRule } from 'graphql';

/**
 * Static limits on a GraphQL document, checked before execution (validation rules over the
 * AST; no dependency). Fragments are expanded where they are spread, so a fragment used twice
 * counts twice, and each fragment is measured once (a "fragment bomb" costs linear time to
 * measure, however large it would expand).
 */
export interface QueryLimits {
  /** deepest field nesting of the data (introspection subtrees excepted) */
  maxDepth: number;
  /** deepest nesting anywhere, introspection included (its type references nest deeply) */
  maxIntrospectionDepth: number;
  /** fields selected, fragments expanded */
  maxCost: number;
  /** aliased fields, fragments expanded (aliases multiply work, e.g. one mutation 500 times) */
  maxAliases: number;
  /**
   * root fields of a mutation, fragments expanded: write rate limits count requests, so one
   * request must not carry many writes (default: one, like a REST call)
   */
  maxMutations?: number;
}

export const DEFAULT_LIMITS: QueryLimits = { maxDepth: 10, maxIntrospectionDepth: 20, maxCost: 2000, maxAliases: 30, maxMutations: 1 };

/** extensions.code of the errors these rules report */
export const LIMIT_CODES = {
  depth: 'QUERY_TOO_DEEP',
  cost: 'QUERY_TOO_COMPLEX',
  aliases: 'TOO_MANY_ALIASES',
  mutations: 'TOO_MANY_MUTATIONS',
} as const;

export const LIMIT_CODE_SET: ReadonlySet<string> = new Set(Object.values(LIMIT_CODES));

export interface Measure {
  depth: number;
  introspectionDepth: number;
  cost: number;
  aliases: number;
}

const ZERO: Measure = { depth: 0, introspectionDepth: 0, cost: 0, aliases: 0 };

/** Measures one operation; `fragment` looks up fragment definitions by name. */
export function measureOperation(op: OperationDefinitionNode, fragment: (name: string) => FragmentDefinitionNode | undefined | null): Measure {
  const memo = new Map<string, Measure>();
  const visiting = new Set<string>();

  const ofSelectionSet = (set: SelectionSetNode | undefined): Measure => {
    if (!set) return ZERO;
    let depth = 0, introspectionDepth = 0, cost = 0, aliases = 0;
    for (const sel of set.selections) {
      let m: Measure;
      if (sel.kind === Kind.FIELD) {
        const child = ofSelectionSet(sel.selectionSet);
        const introspection = sel.name.value.startsWith('__');
        m = {
          depth: introspection ? 1 : 1 + child.depth,
          introspectionDepth: 1 + child.introspectionDepth,
          cost: 1 + child.cost,
          aliases: (sel.alias ? 1 : 0) + child.aliases,
        };
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        m = ofSelectionSet(sel.selectionSet);
      } else {
        const name = sel.name.value;
        const known = memo.get(name);
        if (known) m = known;
        else if (visiting.has(name)) m = ZERO; // a cycle: NoFragmentCyclesRule reports it
        else {
          const def = fragment(name);
          visiting.add(name);
          m = def ? ofSelectionSet(def.selectionSet) : ZERO;
          visiting.delete(name);
          memo.set(name, m);
        }
      }
      depth = Math.max(depth, m.depth);
      introspectionDepth = Math.max(introspectionDepth, m.introspectionDepth);
      cost += m.cost;
      aliases += m.aliases;
    }
    return { depth, introspectionDepth, cost, aliases };
  };

  return ofSelectionSet(op.selectionSet);
}

/** Root fields of an operation, fragments (and inline fragments) expanded; cycles count once. */
export function rootFieldCount(op: OperationDefinitionNode, fragment: (name: string) => FragmentDefinitionNode | undefined | null): number {
  const seen = new Set<string>();
  const count = (set: SelectionSetNode): number => {
    let n = 0;
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) n += sel.name.value === '__typename' ? 0 : 1;
      else if (sel.kind === Kind.INLINE_FRAGMENT) n += count(sel.selectionSet);
      else if (!seen.has(sel.name.value)) {
        seen.add(sel.name.value);
        const def = fragment(sel.name.value);
        if (def) n += count(def.selectionSet);
      }
    }
    return n;
  };
  return count(op.selectionSet);
}

const opName = (op: OperationDefinitionNode) => (op.name ? `Operation "${op.name.value}"` : 'The operation');

/** One rule checking the limits of every operation in the document. */
export function queryLimitsRule(limits: QueryLimits = DEFAULT_LIMITS): ValidationRule {
  return (context: ValidationContext) => ({
    OperationDefinition(op) {
      const m = measureOperation(op, (name) => context.getFragment(name));
      const report = (code: string, message: string) => context.reportError(new GraphQLError(message, { nodes: [op], extensions: { code } }));
      if (m.depth > limits.maxDepth) report(LIMIT_CODES.depth, `${opName(op)} is nested ${m.depth} levels deep; at most ${limits.maxDepth} are allowed.`);
      else if (m.introspectionDepth > limits.maxIntrospectionDepth) report(LIMIT_CODES.depth, `${opName(op)} is nested ${m.introspectionDepth} levels deep; at most ${limits.maxIntrospectionDepth} are allowed.`);
      if (m.cost > limits.maxCost) report(LIMIT_CODES.cost, `${opName(op)} selects ${m.cost} fields (fragments expanded); at most ${limits.maxCost} are allowed.`);
      if (m.aliases > limits.maxAliases) report(LIMIT_CODES.aliases, `${opName(op)} uses ${m.aliases} aliases; at most ${limits.maxAliases} are allowed.`);
      const maxMutations = limits.maxMutations ?? DEFAULT_LIMITS.maxMutations!;
      if (op.operation === 'mutation') {
        const n = rootFieldCount(op, (name) => context.getFragment(name));
        if (n > maxMutations) report(LIMIT_CODES.mutations, `${opName(op)} runs ${n} mutations; at most ${maxMutations} ${maxMutations === 1 ? 'is' : 'are'} allowed per request.`);
      }
      return false; // nothing below needs visiting
    },
  });
}

/**
 * Operations of a type the schema does not have (a `subscription`, here) are refused when the
 * document is validated: graphql-js only notices while executing, as an error without a code
 * (which would read as a server failure).
 */
export const supportedOperationsRule: ValidationRule = (context: ValidationContext) => ({
  OperationDefinition(op) {
    const schema = context.getSchema();
    const root = op.operation === 'query' ? schema.getQueryType() : op.operation === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
    if (!root) context.reportError(new GraphQLError(`This server does not support ${op.operation} operations.`, { nodes: [op] }));
    return false;
  },
});
