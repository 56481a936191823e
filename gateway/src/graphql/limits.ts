import { GraphQLError, Kind, getNamedType, isInterfaceType, isObjectType, parse } from 'graphql';
import type {
  DocumentNode,
  FragmentDefinitionNode,
  GraphQLNamedType,
  GraphQLSchema,
  OperationDefinitionNode,
  OperationTypeNode,
  SelectionSetNode,
  ValidationContext,
  ValidationRule,
} from 'graphql';

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
  /**
   * times one response key may appear in one selection set, fragments merged: graphql-js's
   * OverlappingFieldsCanBeMerged compares every such pair (100 repeats of a field with
   * arguments cost ~50 ms to validate)
   */
  maxRepeats?: number;
}

/**
 * Sized to the app's real documents (issue 15): the largest selects ~90 fields with the __typename
 * Apollo adds, uses no alias, repeats no field in one place, and nests 5 deep; the standard
 * introspection query selects 220 fields.
 */
export const DEFAULT_LIMITS: QueryLimits = { maxDepth: 10, maxIntrospectionDepth: 20, maxCost: 250, maxAliases: 10, maxMutations: 1, maxRepeats: 3 };

/** extensions.code of the errors these rules report */
export const LIMIT_CODES = {
  depth: 'QUERY_TOO_DEEP',
  cost: 'QUERY_TOO_COMPLEX',
  aliases: 'TOO_MANY_ALIASES',
  mutations: 'TOO_MANY_MUTATIONS',
  repeats: 'TOO_MANY_REPEATED_FIELDS',
  bytes: 'DOCUMENT_TOO_LARGE',
  tokens: 'TOO_MANY_TOKENS',
} as const;

export const LIMIT_CODE_SET: ReadonlySet<string> = new Set(Object.values(LIMIT_CODES));

export interface Measure {
  depth: number;
  introspectionDepth: number;
  cost: number;
  aliases: number;
  /** most times one response key appears in one selection set (fragments merged) */
  repeats: number;
}

const ZERO: Measure = { depth: 0, introspectionDepth: 0, cost: 0, aliases: 0, repeats: 0 };

/**
 * Repeats of a leaf field without arguments weigh this much less than other repeats: with
 * `maxRepeats` 3, such a field may appear 24 times in one selection set (276 trivial comparisons),
 * a field with arguments or a selection 3 times.
 */
export const LEAF_REPEATS_PER_REPEAT = 8;

/** Measures one operation; `fragment` looks up fragment definitions by name. */
export function measureOperation(op: OperationDefinitionNode, fragment: (name: string) => FragmentDefinitionNode | undefined | null): Measure {
  const memo = new Map<string, Measure>();
  const visiting = new Set<string>();
  const keyMemo = new Map<string, Map<string, number>>();
  const keyVisiting = new Set<string>();

  /**
   * Response keys of one level, inline fragments and spreads merged (as graphql-js compares them).
   * A leaf field without arguments (`__typename`, `id`) counts under its own key prefixed with a
   * space (no GraphQL name has one): comparing two of them is trivial, and Apollo puts `__typename`
   * into every fragment, so colocated fragments repeat it once per fragment.
   */
  const keysOf = (set: SelectionSetNode, into: Map<string, number>): void => {
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        const name = sel.alias?.value ?? sel.name.value;
        const k = !sel.selectionSet && !sel.arguments?.length ? ` ${name}` : name;
        into.set(k, (into.get(k) ?? 0) + 1);
      } else if (sel.kind === Kind.INLINE_FRAGMENT) keysOf(sel.selectionSet, into);
      else {
        const name = sel.name.value;
        let known = keyMemo.get(name);
        if (!known) {
          if (keyVisiting.has(name)) continue;
          const def = fragment(name);
          known = new Map();
          if (def) {
            keyVisiting.add(name);
            keysOf(def.selectionSet, known);
            keyVisiting.delete(name);
          }
          keyMemo.set(name, known);
        }
        for (const [k, n] of known) into.set(k, (into.get(k) ?? 0) + n);
      }
    }
  };

  const ofSelectionSet = (set: SelectionSetNode | undefined): Measure => {
    if (!set) return ZERO;
    let depth = 0,
      introspectionDepth = 0,
      cost = 0,
      aliases = 0;
    const level = new Map<string, number>();
    keysOf(set, level);
    let repeats = 0;
    for (const [k, n] of level) {
      const weighed = k.startsWith(' ') ? Math.ceil(n / LEAF_REPEATS_PER_REPEAT) : n;
      if (weighed > repeats) repeats = weighed;
    }
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
          repeats: child.repeats,
        };
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        m = ofSelectionSet(sel.selectionSet);
      } else {
        const name = sel.name.value;
        const known = memo.get(name);
        if (known) m = known;
        else if (visiting.has(name))
          m = ZERO; // a cycle: NoFragmentCyclesRule reports it
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
      repeats = Math.max(repeats, m.repeats);
    }
    return { depth, introspectionDepth, cost, aliases, repeats };
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
/** Every limit an operation breaks, as [code, message] (the validation rule and the pre-check share it). */
export function operationViolations(
  op: OperationDefinitionNode,
  fragment: (name: string) => FragmentDefinitionNode | undefined | null,
  limits: QueryLimits,
): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const m = measureOperation(op, fragment);
  if (m.depth > limits.maxDepth) out.push([LIMIT_CODES.depth, `${opName(op)} is nested ${m.depth} levels deep; at most ${limits.maxDepth} are allowed.`]);
  else if (m.introspectionDepth > limits.maxIntrospectionDepth)
    out.push([LIMIT_CODES.depth, `${opName(op)} is nested ${m.introspectionDepth} levels deep; at most ${limits.maxIntrospectionDepth} are allowed.`]);
  if (m.cost > limits.maxCost)
    out.push([LIMIT_CODES.cost, `${opName(op)} selects ${m.cost} fields (fragments expanded); at most ${limits.maxCost} are allowed.`]);
  if (m.aliases > limits.maxAliases) out.push([LIMIT_CODES.aliases, `${opName(op)} uses ${m.aliases} aliases; at most ${limits.maxAliases} are allowed.`]);
  const maxRepeats = limits.maxRepeats ?? DEFAULT_LIMITS.maxRepeats!;
  if (m.repeats > maxRepeats)
    out.push([LIMIT_CODES.repeats, `${opName(op)} selects one field ${m.repeats} times in one place; at most ${maxRepeats} are allowed.`]);
  const maxMutations = limits.maxMutations ?? DEFAULT_LIMITS.maxMutations!;
  if (op.operation === 'mutation') {
    const n = rootFieldCount(op, fragment);
    if (n > maxMutations)
      out.push([LIMIT_CODES.mutations, `${opName(op)} runs ${n} mutations; at most ${maxMutations} ${maxMutations === 1 ? 'is' : 'are'} allowed per request.`]);
  }
  return out;
}

/** One rule checking the limits of every operation in the document. */
export function queryLimitsRule(limits: QueryLimits = DEFAULT_LIMITS): ValidationRule {
  return (context: ValidationContext) => ({
    OperationDefinition(op) {
      for (const [code, message] of operationViolations(op, (name) => context.getFragment(name), limits)) {
        context.reportError(new GraphQLError(message, { nodes: [op], extensions: { code } }));
      }
      return false; // nothing below needs visiting
    },
  });
}

/** Size limits of a document as text, checked before it is parsed in full. */
export interface DocumentLimits {
  /** bytes of the document (UTF-8); the app's largest is under 1 KB */
  maxBytes: number;
  /** lexical tokens; graphql-js stops parsing past it (the app's largest has ~160) */
  maxTokens: number;
}
export const DEFAULT_DOCUMENT_LIMITS: DocumentLimits = { maxBytes: 16 * 1024, maxTokens: 3000 };

export type PrecheckResult = { ok: true; operation: OperationTypeNode | null } | { ok: false; status: 400 | 413; code: string; message: string };

interface Verdict {
  /** the first violation of the document, if any */
  error: Extract<PrecheckResult, { ok: false }> | null;
  /** operation types by name ('' for an anonymous one); null when the text does not parse (Apollo reports that) */
  operations: Map<string, OperationTypeNode> | null;
}

/**
 * Refuses oversized or over-complex documents before graphql-js validates them (its standard
 * rules cost far more than our measures on hostile input): byte limit, token limit (parse
 * stops there), then depth, fields, aliases, repeated fields and mutations per operation.
 * Verdicts are kept per document text (LRU), so a document repeated is measured once.
 */
export class DocumentGate {
  private readonly cache = new Map<string, Verdict>();

  /**
   * With the schema, fields the schema does not have are refused here too (first one only):
   * graphql-js computes a "did you mean" suggestion for each unknown field, ~0.1 ms apiece.
   */
  constructor(
    private readonly limits: QueryLimits & DocumentLimits = { ...DEFAULT_LIMITS, ...DEFAULT_DOCUMENT_LIMITS },
    private readonly capacity = 500,
    private readonly schema: GraphQLSchema | null = null,
  ) {}

  get size(): number {
    return this.cache.size;
  }

  check(query: unknown, operationName: unknown): PrecheckResult {
    if (typeof query !== 'string') return { ok: true, operation: null }; // Apollo answers a missing query itself
    if (query.length > this.limits.maxBytes || Buffer.byteLength(query) > this.limits.maxBytes) {
      return { ok: false, status: 413, code: LIMIT_CODES.bytes, message: `The GraphQL document is larger than ${this.limits.maxBytes} bytes.` };
    }
    let verdict = this.cache.get(query);
    if (verdict) {
      this.cache.delete(query);
      this.cache.set(query, verdict);
    } else {
      verdict = this.measure(query);
      this.cache.set(query, verdict);
      if (this.cache.size > this.capacity) this.cache.delete(this.cache.keys().next().value as string);
    }
    if (verdict.error) return verdict.error;
    if (!verdict.operations) return { ok: true, operation: null };
    const name = typeof operationName === 'string' ? operationName : '';
    const type = verdict.operations.get(name) ?? (name === '' && verdict.operations.size === 1 ? [...verdict.operations.values()][0]! : null);
    return { ok: true, operation: type };
  }

  private measure(query: string): Verdict {
    let doc: DocumentNode;
    try {
      doc = parse(query, { maxTokens: this.limits.maxTokens, noLocation: true });
    } catch (e) {
      if (e instanceof GraphQLError && /more th(?:an|at) \d+ tokens/.test(e.message)) {
        return {
          error: { ok: false, status: 400, code: LIMIT_CODES.tokens, message: `The GraphQL document has more than ${this.limits.maxTokens} tokens.` },
          operations: null,
        };
      }
      return { error: null, operations: null };
    }
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const d of doc.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
    const operations = new Map<string, OperationTypeNode>();
    for (const d of doc.definitions) {
      if (d.kind !== Kind.OPERATION_DEFINITION) continue;
      const [first] = operationViolations(d, (name) => fragments.get(name), this.limits);
      if (first) return { error: { ok: false, status: 400, code: first[0], message: first[1] }, operations: null };
      operations.set(d.name?.value ?? '', d.operation);
    }
    if (this.schema) {
      const unknown = unknownField(this.schema, doc, fragments);
      if (unknown) return { error: { ok: false, status: 400, code: 'GRAPHQL_VALIDATION_FAILED', message: unknown }, operations: null };
    }
    return { error: null, operations };
  }
}

/**
 * The first field the schema does not have, as graphql-js words it (without suggestions), or
 * null. Linear: each fragment is walked once. Anything else is left to full validation.
 */
export function unknownField(schema: GraphQLSchema, doc: DocumentNode, fragments: Map<string, FragmentDefinitionNode>): string | null {
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode, parent: GraphQLNamedType | null | undefined): string | null => {
    if (!parent) return null; // an unknown type: full validation names it
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        const name = sel.name.value;
        if (name.startsWith('__')) continue; // __typename, and introspection (its own rules and depth limit)
        const fields = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields() : null;
        const def = fields && Object.hasOwn(fields, name) ? fields[name] : undefined;
        if (!def) return `Cannot query field "${name}" on type "${parent.name}".`;
        if (sel.selectionSet) {
          const inner = walk(sel.selectionSet, getNamedType(def.type));
          if (inner) return inner;
        }
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        const inner = walk(sel.selectionSet, sel.typeCondition ? schema.getType(sel.typeCondition.name.value) : parent);
        if (inner) return inner;
      } else if (!seen.has(sel.name.value)) {
        seen.add(sel.name.value);
        const def = fragments.get(sel.name.value);
        const inner = def ? walk(def.selectionSet, schema.getType(def.typeCondition.name.value)) : null;
        if (inner) return inner;
      }
    }
    return null;
  };
  for (const d of doc.definitions) {
    if (d.kind !== Kind.OPERATION_DEFINITION) continue;
    const root = d.operation === 'query' ? schema.getQueryType() : d.operation === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
    const found = walk(d.selectionSet, root);
    if (found) return found;
  }
  return null;
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
