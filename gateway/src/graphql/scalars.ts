import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import type { ValueNode } from 'graphql';
import { MAX_JSON_DEPTH } from '../http/jsonBody';

/**
 * JSON values nest at most as deep as a request body may (MAX_JSON_DEPTH): literals in the
 * document and GET variables never pass the body parser's check, and validating a value
 * thousands of levels deep overflows the stack.
 */
const tooDeep = () => new GraphQLError(`JSON values may nest at most ${MAX_JSON_DEPTH} levels deep`);

/** Is `v` nested deeper than `limit`? (iterative: the value may be deep enough to overflow a recursion) */
function deeperThan(v: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[v, 0]];
  while (stack.length) {
    const [x, d] = stack.pop()!;
    if (x === null || typeof x !== 'object') continue;
    if (d + 1 > limit) return true;
    for (const child of Object.values(x)) stack.push([child, d + 1]);
  }
  return false;
}

/** A literal in a query, as JSON (variables inside it resolved). */
function literalToJson(node: ValueNode, variables: Record<string, unknown> | null | undefined, depth = 0): unknown {
  if (depth > MAX_JSON_DEPTH) throw tooDeep();
  switch (node.kind) {
    case Kind.NULL:
      return null;
    case Kind.BOOLEAN:
      return node.value;
    case Kind.STRING:
    case Kind.ENUM:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT: {
      const n = Number(node.value);
      if (!Number.isFinite(n)) throw new GraphQLError(`JSON numbers must be finite: ${node.value}`);
      return n;
    }
    case Kind.LIST:
      return node.values.map((v) => literalToJson(v, variables, depth + 1));
    case Kind.OBJECT: {
      const out: Record<string, unknown> = {};
      for (const f of node.fields) out[f.name.value] = literalToJson(f.value, variables, depth + 1);
      return out;
    }
    case Kind.VARIABLE: {
      const v = variables?.[node.name.value];
      if (deeperThan(v, MAX_JSON_DEPTH - depth)) throw tooDeep();
      return v;
    }
  }
}

/** Any JSON value (flag values, variables maps, preferences). The domain validates shapes. */
export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value: flag values, environment variables maps, override values, preferences.',
  serialize: (v) => v,
  parseValue: (v) => {
    if (deeperThan(v, MAX_JSON_DEPTH)) throw tooDeep();
    return v;
  },
  parseLiteral: (node, variables) => literalToJson(node, variables),
});

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

function parseDateTime(v: unknown): string {
  if (typeof v !== 'string' || !ISO_DATE_TIME.test(v) || Number.isNaN(Date.parse(v))) {
    throw new GraphQLError('DateTime must be an ISO-8601 date-time with a time zone, e.g. 2025-01-31T12:00:00Z');
  }
  return new Date(v).toISOString();
}

/** ISO-8601 date-time strings; inputs are normalised to UTC with milliseconds. */
export const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  description: 'An ISO-8601 date-time in UTC, e.g. 2025-01-31T12:00:00.000Z.',
  serialize: (v) => {
    if (typeof v === 'string') return v;
    if (v instanceof Date) return v.toISOString();
    if (typeof v === 'number' && Number.isFinite(v)) return new Date(v).toISOString();
    throw new GraphQLError('DateTime cannot represent this value');
  },
  parseValue: parseDateTime,
  parseLiteral: (node) => {
    if (node.kind !== Kind.STRING) throw new GraphQLError('DateTime must be a string', { nodes: [node] });
    return parseDateTime(node.value);
  },
});
