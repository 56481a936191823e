/**
 * Fuzzing GraphQL with fast-check: operations generated from the schema itself (every Query and
 * Mutation field, so a field added later is fuzzed too) with hostile variables of the wrong
 * types; syntax garbage; unknown fields; deep nesting of selections, lists and objects; huge
 * strings; alias, directive and fragment abuse; and malformed request envelopes (POST and GET).
 *
 * The contract, for every answer: no 5xx; JSON; every error has a string `extensions.code` and
 * none is INTERNAL_ERROR; the gateway logs no error; afterwards it still answers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  type GraphQLObjectType,
  type GraphQLScalarType,
  getNamedType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import type { GraphQLField, GraphQLInputType, GraphQLOutputType } from 'graphql';
import { buildSchema } from '../src/graphql';
import { startTestGateway } from './support/testGateway';
import type { TestGateway } from './support/testGateway';
import { FUZZ_ENV, anyString, checkAnswer, errorLines, fromPool, fuzzParams, seedPool, value } from './support/fuzz';
import type { Pool } from './support/fuzz';

/** Operations generated from the schema, and hand-shaped hostile documents and envelopes. */
const SCHEMA_RUNS = 1800;
const DOCUMENT_RUNS = 500;
const ENVELOPE_RUNS = 300;

const dir = mkdtempSync(join(tmpdir(), 'flagstream-fuzz-gql-'));
const logLines: string[] = [];
let gw: TestGateway;
let pool: Pool;
let requests = 0;

beforeAll(async () => {
  gw = await startTestGateway({ env: { ...FUZZ_ENV, DEV_AUTH_KEY_DIR: join(dir, 'keys') }, logStream: { write: (l: string) => void logLines.push(l) } });
  pool = await seedPool(gw);
});
afterAll(async () => {
  await gw?.close();
  rmSync(dir, { recursive: true, force: true });
});

const schema = buildSchema();
const P = () => pool;

/** POSTs (or GETs) to /graphql through the framework and checks the answer. */
async function send(
  what: string,
  init: { method?: 'GET' | 'POST'; url?: string; payload?: string; token?: string | null; headers?: Record<string, string> },
): Promise<void> {
  const method = init.method ?? 'POST';
  const headers: Record<string, string> = {
    ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
    ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    ...init.headers,
  };
  const url = init.url ?? '/graphql';
  const res = await gw.app.fastify.inject({ method, url, headers, ...(init.payload !== undefined ? { payload: init.payload } : {}) });
  requests++;
  const where = `${what.slice(0, 600)}`;
  checkAnswer(where, method, '/graphql', res.statusCode, res.headers['content-type'] as string | undefined, res.body);
  // an answer at all is JSON (GraphQL errors or data)
  if (res.statusCode !== 204) expect(() => JSON.parse(res.body), where).not.toThrow();
}

const token = fc.oneof(
  { weight: 8, arbitrary: fc.constant('owner') },
  { weight: 1, arbitrary: fc.constant('other') },
  { weight: 2, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constantFrom('garbage', 'a.b.c') },
);
const tokenOf = (t: string | null) => (t === 'owner' ? pool.token : t === 'other' ? pool.otherToken : t);

// ------------------------------------------------------------------ values for the schema's input types

const DATES = [
  '2030-01-01T00:00:00Z',
  '2030-01-01T00:00:00.000Z',
  '1970-01-01T00:00:00Z',
  'next tuesday',
  '2030-13-45T99:99:99Z',
  '',
  '0',
  '-271821-04-20T00:00:00Z',
  '+275760-09-13T00:00:00.000Z',
];

/** A value for an input type: mostly well-typed (real ids where ids go), sometimes anything at all. */
function inputValue(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  const wrong = fc.oneof(value(P), fc.jsonValue({ maxDepth: 2 }));
  if (isNonNullType(type))
    return fc.oneof({ weight: 12, arbitrary: inputValue(type.ofType as GraphQLInputType, depth) }, { weight: 1, arbitrary: fc.constant(null) });
  if (isListType(type)) {
    const inner = inputValue(type.ofType as GraphQLInputType, depth + 1);
    return fc.oneof(
      { weight: 6, arbitrary: fc.array(inner, { maxLength: 4 }) },
      { weight: 1, arbitrary: inner },
      {
        weight: 1,
        arbitrary: fc.array(
          fromPool(P, (p) => p.ids),
          { minLength: 200, maxLength: 600 },
        ),
      },
      { weight: 1, arbitrary: wrong },
    );
  }
  let right: fc.Arbitrary<unknown>;
  if (type instanceof GraphQLEnumType) right = fc.constantFrom(...type.getValues().map((v) => v.name));
  else if (type instanceof GraphQLInputObjectType) {
    if (depth > 3) return fc.constant({});
    const fields = Object.values(type.getFields());
    right = fc
      .record(Object.fromEntries(fields.map((f) => [f.name, inputValue(f.type, depth + 1)])), {
        requiredKeys: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name),
      })
      .chain((r) =>
        fc.oneof(
          { weight: 5, arbitrary: fc.constant(r) },
          { weight: 1, arbitrary: fc.dictionary(anyString, value(P), { maxKeys: 2 }).map((junk) => ({ ...r, ...junk })) },
        ),
      );
  } else {
    const name = (type as GraphQLScalarType).name;
    right =
      name === 'ID'
        ? fc.oneof(
            { weight: 5, arbitrary: fromPool(P, (p) => [...p.ids, ...p.userIds, ...p.orderIds]) },
            { weight: 1, arbitrary: fc.uuid() },
            { weight: 1, arbitrary: anyString },
          )
        : name === 'String'
          ? fc.oneof(
              fromPool(P, (p) => [...p.flagKeys, ...p.invitationTokens]),
              anyString,
              fc.constantFrom('a@b.co', 'Fuzzed name'),
            )
          : name === 'Int'
            ? fc.oneof(fc.integer(), fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 1.5))
            : name === 'Float'
              ? fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(1e308, -0, 0.001))
              : name === 'Boolean'
                ? fc.boolean()
                : name === 'DateTime'
                  ? fc.oneof(
                      fc.constantFrom(...DATES),
                      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
                    )
                  : name === 'JSON'
                    ? fc.oneof(
                        fc.jsonValue({ maxDepth: 4 }),
                        fc.dictionary(
                          fromPool(P, (p) => p.flagKeys),
                          fc.record({ value: fc.jsonValue({ maxDepth: 1 }), enabled: fc.oneof(fc.boolean(), fc.jsonValue({ maxDepth: 0 })) }),
                        ),
                      )
                    : fc.jsonValue({ maxDepth: 2 });
  }
  return fc.oneof({ weight: 5, arbitrary: right }, { weight: 1, arbitrary: wrong });
}

/** A selection set for an output type: its leaves (some), and one level of objects. */
function selection(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named) || depth > 2) return '{ __typename }';
  const fields = Object.values((named as GraphQLObjectType).getFields()).filter((f) => !f.args.some((a) => isNonNullType(a.type)));
  const parts = fields
    .slice(0, 12)
    .map((f) => (isLeafType(getNamedType(f.type)) ? f.name : depth < 1 ? `${f.name} ${selection(f.type, depth + 1)}` : ''))
    .filter(Boolean);
  return `{ __typename ${parts.join(' ')} }`;
}

const typeString = (t: GraphQLInputType): string =>
  t instanceof GraphQLNonNull
    ? `${typeString(t.ofType as GraphQLInputType)}!`
    : t instanceof GraphQLList
      ? `[${typeString(t.ofType as GraphQLInputType)}]`
      : t.name;

/** Every root field, as an operation with its arguments as variables. */
const ROOT_FIELDS: Array<{ kind: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> }> = [
  ...Object.values(schema.getQueryType()!.getFields()).map((field) => ({ kind: 'query' as const, field })),
  ...Object.values(schema.getMutationType()!.getFields()).map((field) => ({ kind: 'mutation' as const, field })),
];

const schemaOperation = fc.constantFrom(...ROOT_FIELDS).chain(({ kind, field }) => {
  const vars = field.args.map((a) => `$${a.name}: ${typeString(a.type)}`);
  const args = field.args.map((a) => `${a.name}: $${a.name}`);
  const query = `${kind} Fuzz${vars.length ? `(${vars.join(', ')})` : ''} { ${field.name}${args.length ? `(${args.join(', ')})` : ''} ${selection(field.type)} }`;
  return fc.record({
    query: fc.constant(query),
    variables: fc.record(Object.fromEntries(field.args.map((a) => [a.name, inputValue(a.type)])), { requiredKeys: [] }),
    token,
  });
});

// ------------------------------------------------------------------ hostile documents

const NAMES = [
  'myProjects',
  'project',
  'projects',
  'featureFlags',
  'subscriptionPlans',
  'userInfo',
  'createProject',
  'deleteProject',
  '__schema',
  '__type',
  '__typename',
  'id',
  'name',
  'secret',
  'password',
  'constructor',
  '__proto__',
];
const PUNCT = ['{', '}', '(', ')', '[', ']', ':', '$', '!', '@', '...', '=', '|', '&', '"', '"""', '#', ',', '\n', ' '];
const KEYWORDS = [
  'query',
  'mutation',
  'subscription',
  'fragment',
  'on',
  'true',
  'false',
  'null',
  'schema',
  'type',
  'input',
  'enum',
  'directive',
  'extend',
  'scalar',
  'interface',
  'union',
  'repeatable',
  '@skip',
  '@include',
  '@deprecated',
  '@defer',
  '@stream',
];

const deepSelection = (n: number) => `{ myProjects ${'{ environments '.repeat(n)}{ id }${' }'.repeat(n)} }`;
const deepList = (n: number) => `mutation { setEnvironmentVariables(input: { id: "x", variables: ${'['.repeat(n)}1${']'.repeat(n)} }) { environment { id } } }`;
const deepObject = (n: number) => `mutation { updateUserPreferences(input: { preferences: ${'{a: '.repeat(n)}1${'}'.repeat(n)} }) { user { id } } }`;

const hostileDocument = fc.oneof(
  { weight: 3, arbitrary: anyString },
  {
    weight: 3,
    arbitrary: fc
      .array(
        fc.oneof(
          fc.constantFrom(...PUNCT),
          fc.constantFrom(...KEYWORDS),
          fc.constantFrom(...NAMES),
          anyString.map((s) => s.slice(0, 8)),
        ),
        { maxLength: 40 },
      )
      .map((ts) => ts.join(' ')),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(...NAMES), fc.string({ minLength: 1, maxLength: 12 }))
      .map(([root, unknown]) => `{ ${root} { ${unknown.replace(/[^_A-Za-z0-9]/g, '') || 'x'} } }`),
  },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 6000 }).map(deepSelection) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 9000 }).map(deepList) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 6000 }).map(deepObject) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 400 }).map((n) => `{ __type(name: "Project") { ${'ofType { '.repeat(n)}name${' }'.repeat(n)} } }`) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 20, max: 2000 }).map((n) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: subscriptionPlans { id }`).join(' ')} }`),
  },
  { weight: 1, arbitrary: fc.integer({ min: 20, max: 5000 }).map((n) => `{ ${'__typename '.repeat(n)}}`) },
  { weight: 1, arbitrary: fc.integer({ min: 2, max: 3000 }).map((n) => `{ subscriptionPlans { id ${'@include(if: true) '.repeat(n)} } }`) },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 2, max: 30 })
      .map(
        (n) => `query Q { ...F0 } ${Array.from({ length: n }, (_, i) => `fragment F${i} on Query { ...F${(i + 1) % n} subscriptionPlans { id } }`).join(' ')}`,
      ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 900_000 }).map((n) => `{ invitationDetails(token: "${'x'.repeat(n)}") { email } }`) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'subscription { subscriptionPlans { id } }',
      '{ a } { b }',
      'query A { subscriptionPlans { id } } query A { subscriptionPlans { id } }',
      'query A { x } mutation B { y }',
      '{ subscriptionPlans { id } } fragment F on Nope { id }',
      '{ ...on Query { subscriptionPlans { id } } }',
      '{ subscriptionPlans(foo: 1) { id } }',
      '{ project { id } }',
      '{ project(id: null) { id } }',
      '{ project(id: 1.5e400) { id } }',
      '{ project(id: "\\u0000") { id } }',
      '{ project(id: "\\ud800") { id } }',
      '{ project(id: """x""") { id } }',
      'query ($id: ID!) { project(id: $id) { id } }',
      'query ($id: Nope!) { project(id: $id) { id } }',
      'query ($id: ID! = "x") { project(id: $id) { id } }',
      '{ project(id: $undeclared) { id } }',
      'mutation { deleteProject(input: { id: "x" }) { deletedId } deleteProject(input: { id: "y" }) { deletedId } }',
      '{ __schema { types { name fields { name } } } }',
      `{ ${'a'.repeat(50_000)} }`,
      '#'.repeat(10_000),
      '"'.repeat(10_000),
      '{ subscriptionPlans { id @skip(if: $x) } }',
      '{ subscriptionPlans @skip(if: true) { id } }',
      '{ subscriptionPlans { id @nope } }',
      'query @include(if: true) { subscriptionPlans { id } }',
    ),
  },
);

// ------------------------------------------------------------------ the runs

describe('GraphQL, fuzzed through the framework (inject)', () => {
  it('lists every Query and Mutation field for the schema-driven cases', () => {
    expect(ROOT_FIELDS.length).toBeGreaterThan(60);
    expect(ROOT_FIELDS.map((r) => r.field.name)).toEqual(expect.arrayContaining(['createProject', 'confirmPayment', 'invitationDetails', 'environmentConfig']));
  });

  it(`${SCHEMA_RUNS} operations generated from the schema with hostile variables: no 5xx, every error has a code`, async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(schemaOperation, async (op) => {
        if (++n % 300 === 0) pool = await seedPool(gw); // earlier mutations may have deleted the real ids
        const payload = JSON.stringify({ query: op.query, variables: op.variables });
        await send(`${op.query} variables=${JSON.stringify(op.variables).slice(0, 400)} token=${op.token}`, { payload, token: tokenOf(op.token) });
      }),
      fuzzParams(SCHEMA_RUNS),
    );
  }, 300_000);

  it(`${DOCUMENT_RUNS} hostile documents (garbage, unknown fields, deep nesting, huge strings, alias/directive/fragment abuse)`, async () => {
    await fc.assert(
      fc.asyncProperty(
        hostileDocument,
        token,
        fc.option(fc.dictionary(anyString, value(P), { maxKeys: 3 }), { nil: undefined }),
        async (query, t, variables) => {
          await send(`${query.slice(0, 400)} (${query.length} chars)`, {
            payload: JSON.stringify({ query, ...(variables ? { variables } : {}) }),
            token: tokenOf(t),
          });
        },
      ),
      fuzzParams(DOCUMENT_RUNS),
    );
  }, 300_000);

  it(`${ENVELOPE_RUNS} malformed request envelopes and GET requests`, async () => {
    const envelope = fc.oneof(
      fc
        .record(
          {
            query: fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant('{ subscriptionPlans { id } }')),
            variables: fc.jsonValue({ maxDepth: 3 }),
            operationName: fc.jsonValue({ maxDepth: 1 }),
            extensions: fc.jsonValue({ maxDepth: 3 }),
          },
          { requiredKeys: [] },
        )
        .map((o) => JSON.stringify(o)),
      fc.array(fc.record({ query: fc.constant('{ subscriptionPlans { id } }') }), { minLength: 0, maxLength: 50 }).map((a) => JSON.stringify(a)),
      fc.constantFrom(
        '',
        '{',
        'null',
        '[]',
        '"query"',
        '{"query":"{ subscriptionPlans { id } }","variables":"{\\"a\\":1}"}',
        '{"query":"{ subscriptionPlans { id } }","extensions":{"persistedQuery":{"version":1,"sha256Hash":"abc"}}}',
        '{"extensions":{"persistedQuery":{"version":1,"sha256Hash":"ecf4edb46db40b5132295c0291d62fb65d6759a9eedfa4d5d612dd5ec54a6b38"}}}',
        '{"query":"{ subscriptionPlans { id } }","variables":{"__proto__":{"x":1}}}',
        `{"query":"query ($v: JSON!) { updateUserPreferences(preferences: $v) { id } }","variables":{"v":${'['.repeat(120)}${']'.repeat(120)}}}`,
      ),
      anyString,
    );
    const getRequest = fc.record({
      query: fc.oneof(
        fc.constantFrom('{ subscriptionPlans { id } }', 'mutation { generateMissingUuids { generated } }', '{ myProjects { id } }'),
        hostileDocument.map((d) => d.slice(0, 3000)),
      ),
      variables: fc.option(
        fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
        { nil: undefined },
      ),
      preflight: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          envelope.map((e) => ({ post: e })),
          getRequest.map((g) => ({ get: g })),
        ),
        token,
        fc.constantFrom('application/json', 'application/json', 'text/plain', 'application/graphql', 'application/x-www-form-urlencoded'),
        async (r, t, contentType) => {
          if ('post' in r) {
            await send(`POST ${contentType} ${r.post.slice(0, 400)}`, { payload: r.post, token: tokenOf(t), headers: { 'content-type': contentType } });
          } else {
            const g = r.get;
            const url = `/graphql?query=${encodeURIComponent(g.query.replace(/[\ud800-\udfff]/g, '?'))}${g.variables !== undefined ? `&variables=${encodeURIComponent(g.variables)}` : ''}`;
            await send(`GET ${url.slice(0, 400)}`, {
              method: 'GET',
              url,
              token: tokenOf(t),
              headers: g.preflight ? { 'apollo-require-preflight': 'true' } : {},
            });
          }
        },
      ),
      fuzzParams(ENVELOPE_RUNS),
    );
  }, 300_000);

  it('regressions found by this fuzzing stay fixed: deep JSON literals, subscription operations', async () => {
    const ask = async (init: { method?: 'GET' | 'POST'; url?: string; payload?: string }) => {
      const res = await gw.app.fastify.inject({
        method: init.method ?? 'POST',
        url: init.url ?? '/graphql',
        headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', authorization: `Bearer ${pool.token}` },
        ...(init.payload ? { payload: init.payload } : {}),
      });
      return { status: res.statusCode, body: JSON.parse(res.body) as { errors?: Array<{ message: string; extensions: { code: string } }> } };
    };
    // a JSON literal ~2800 levels deep overflowed the stack in validation: INTERNAL_ERROR 500. Now JSON
    // literals nest at most 100 levels (like request bodies); far deeper ones may already fail to parse.
    for (const depth of [101, 1000, 2800]) {
      const r = await ask({
        payload: JSON.stringify({
          query: `mutation { updateUserPreferences(input: { preferences: ${'{a: '.repeat(depth)}1${'}'.repeat(depth)} }) { user { id } } }`,
        }),
      });
      expect(r.status, `${depth}`).toBe(400);
      // far deeper ones are now refused by the token limit before they are parsed in full (issue 15)
      expect(['GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED', 'TOO_MANY_TOKENS'], `${depth}`).toContain(r.body.errors![0]!.extensions.code);
      if (depth === 101) expect(r.body.errors![0]!.message).toContain('JSON values may nest at most 100 levels deep');
    }
    // 100 levels are still fine
    const ok = await ask({
      payload: JSON.stringify({
        query: 'mutation ($v: JSON!) { updateUserPreferences(input: { preferences: $v }) { user { id } } }',
        variables: { v: { p: JSON.parse(`${'['.repeat(98)}${']'.repeat(98)}`) } },
      }),
    });
    expect(ok.body.errors).toBeUndefined();
    // a subscription (the schema has none) was an execution error without a code: INTERNAL_ERROR 500
    const sub = await ask({ payload: JSON.stringify({ query: 'subscription { subscriptionPlans { id } }' }) });
    expect(sub.status).toBe(400);
    expect(sub.body.errors![0]).toMatchObject({
      message: 'This server does not support subscription operations.',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it('afterwards: no error was logged, the gateway answers, and the case count is what was asked', async () => {
    expect(errorLines(logLines), errorLines(logLines).slice(0, 5).join('\n')).toEqual([]);
    const h = await fetch(`${gw.url}/healthz`);
    expect(h.status).toBe(200);
    await h.arrayBuffer();
    const r = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${pool.token}` },
      body: JSON.stringify({ query: '{ myProjects { id } }' }),
    });
    expect(r.status).toBe(200);
    expect(((await r.json()) as { errors?: unknown }).errors).toBeUndefined();
    expect(requests).toBe(SCHEMA_RUNS + DOCUMENT_RUNS + ENVELOPE_RUNS);
  });
});
