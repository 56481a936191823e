import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphQLError, execute, getNamedType, isNonNullType, isObjectType, parse, print, validate } from 'graphql';
import type { ExecutionResult, GraphQLObjectType, OperationDefinitionNode } from 'graphql';
import { buildSchema, createFormatError } from '../src/graphql';
import type { GraphQLContext } from '../src/graphql';
import { COMPILE_AFTER_USES, OperationExecutor } from '../src/graphql/executor';
import { startTestGateway } from './support/testGateway';
import type { TestGateway, TestProject } from './support/testGateway';

/**
 * Compiled queries (graphql-jit, issue 21) answer exactly what graphql-js answers: the same
 * documents run through both on the same data, errors, nulls, variables, fragments, aliases
 * and directives included; and over HTTP, a document repeated past the compile threshold keeps
 * its answer. Also the request line of a GraphQL query: at debug when it succeeds, like any read.
 */

const keyDir = mkdtempSync(join(tmpdir(), 'flagstream-graphql-compiled-'));
afterAll(() => rmSync(keyDir, { recursive: true, force: true }));

// the dashboard's operations (the web app's documents, as the load test sends them), one document each
const DASHBOARD = parse(readFileSync(new URL('../../loadtest/scenarios/dashboard.graphql', import.meta.url), 'utf8'))
  .definitions.filter((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition')
  .map((op) => ({ name: op.name!.value, query: print(op) }));

const schema = buildSchema();

/**
 * Every field of a type that needs no argument, objects `depth` levels down: documents built
 * from the schema itself, so they cover each field the dashboard reads and follow renames.
 */
function fieldsOf(typeName: string, depth: number, except: string[] = []): string {
  const type = schema.getType(typeName) as GraphQLObjectType;
  return Object.values(type.getFields())
    .filter((f) => f.args.every((a) => !isNonNullType(a.type)) && !except.includes(f.name))
    .map((f) => {
      const named = getNamedType(f.type);
      if (!isObjectType(named)) return f.name;
      return depth > 0 ? `${f.name} { ${fieldsOf(named.name, depth - 1)} }` : '';
    })
    .filter(Boolean)
    .join(' ');
}
/** the field of `typeName` listing objects of `itemType` (e.g. a project's flags) */
const listField = (typeName: string, itemType: string) =>
  Object.values((schema.getType(typeName) as GraphQLObjectType).getFields()).find((f) => getNamedType(f.type).name === itemType && f.args.length === 0)!.name;

const FLAGS = listField('Project', 'Flag');
const ENVIRONMENTS = listField('Project', 'Environment');
const OVERRIDES = listField('Project', 'Override');
const CRAFTED = `
fragment FlagBits on Flag { __typename ${fieldsOf('Flag', 1)} }
query Crafted($projectId: ID!, $withFlags: Boolean!, $skipEnvs: Boolean = false) {
  p: project(id: $projectId) {
    ${fieldsOf('Project', 1, [FLAGS, ENVIRONMENTS, OVERRIDES])}
    first: ${FLAGS} @include(if: $withFlags) { ...FlagBits }
    again: ${FLAGS} @skip(if: $withFlags) { id }
    ${ENVIRONMENTS} @skip(if: $skipEnvs) { __typename ${fieldsOf('Environment', 1)} }
    ${OVERRIDES} { ... on Override { ${fieldsOf('Override', 1)} } }
  }
  stats: dashboardStats(projectId: $projectId) { ${fieldsOf('DashboardStats', 1)} }
}
query Missing($id: ID!) { project(id: $id) { id name } }
query PartlyMissing($projectId: ID!, $other: ID!) {
  dashboardStats(projectId: $projectId) { totalFeatureFlags }
  featureFlags(projectId: $other) { id }
}
`;
const LITERAL = 'query Literal { userInfo { id email } dashboardActivity(projectId: "nope") { id } }';

describe('compiled GraphQL queries', () => {
  let gw: TestGateway;
  let project: TestProject;
  let executor: OperationExecutor;
  const logLines: string[] = [];

  beforeAll(async () => {
    gw = await startTestGateway({ env: { DEV_AUTH_KEY_DIR: keyDir, LOG_LEVEL: 'info' }, logStream: { write: (l) => void logLines.push(l) } });
    project = await gw.createProject('Compiled');
    const flag = await gw.createFlag(project.projectId, { name: 'Checkout', key: 'checkout', type: 'boolean', value: true });
    await gw.createFlag(project.projectId, { name: 'Limit', key: 'limit', type: 'number', value: 5, enabled: false });
    await gw.createFlag(project.projectId, { name: 'Theme', key: 'theme', type: 'json', value: { dark: true, list: [1, 'a'] } });
    await gw.createOverride(project.projectId, {
      name: 'QA',
      environmentId: project.env('staging').id,
      featureFlagValues: { [flag.key]: { value: false } },
    });
    executor = new OperationExecutor(schema);
    // the owner's user record (userInfo reads it), as the web app's sign-in creates it
    await gw.app.services.users.validate({ caller: await context().caller(), requestId: 'sign-in' });
  }, 60_000);
  afterAll(async () => {
    await gw?.close();
  });

  const context = (): GraphQLContext => ({
    services: gw.app.services,
    requestId: 'compiled-test',
    caller: async () => ({ userId: gw.owner.id, name: gw.owner.name, email: gw.owner.email ?? '', sessionId: null }),
  });
  // errors as the client gets them (Apollo formats each with our formatError, which reads the thrown cause)
  const formatError = createFormatError();
  // and what Apollo's own normalisation reads (a GraphQLError with an extensions object, the thrown cause)
  const asSent = (e: GraphQLError) => ({
    ...formatError(e.toJSON(), e),
    graphqlError: e instanceof GraphQLError,
    hasExtensions: typeof e.extensions === 'object' && e.extensions !== null,
    cause: e.originalError?.constructor.name ?? null,
  });
  const plain = (r: ExecutionResult) => JSON.parse(JSON.stringify({ ...r, ...(r.errors ? { errors: r.errors.map(asSent) } : {}) }));

  /** graphql-js's answer, then the executor's answers past the compile threshold, all equal */
  async function same(query: string, operationName: string, variables: Record<string, unknown>) {
    const document = parse(query);
    expect(validate(schema, document)).toEqual([]);
    const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition' && d.name?.value === operationName)!;
    const reference = plain(await execute({ schema, document, contextValue: context(), variableValues: variables, operationName }));
    for (let i = 0; i < COMPILE_AFTER_USES + 2; i++) {
      const r = plain(await executor.execute({ document, operation, operationName, variables, contextValue: context() }));
      expect(r, `${operationName}, run ${i + 1}`).toEqual(reference);
    }
    return { reference, document };
  }

  it('the dashboard documents', async () => {
    for (const op of DASHBOARD) {
      const { reference, document } = await same(op.query, op.name, op.query.includes('$projectId') ? { projectId: project.projectId } : {});
      expect(reference.errors, op.name).toBeUndefined();
      expect(executor.compiledCount(document), op.name).toBe(1);
    }
  });

  it('fragments, aliases, directives, custom scalars and defaults', async () => {
    for (const withFlags of [true, false]) {
      const { reference, document } = await same(CRAFTED, 'Crafted', { projectId: project.projectId, withFlags });
      expect(reference.errors).toBeUndefined();
      expect(executor.compiledCount(document)).toBe(1);
      expect(Object.keys(reference.data.p)).toContain(withFlags ? 'first' : 'again');
    }
    const { reference } = await same(CRAFTED, 'Crafted', { projectId: project.projectId, withFlags: true, skipEnvs: true });
    expect(reference.data.p[ENVIRONMENTS]).toBeUndefined();
  });

  it('errors: a missing project, a failing non-null field among others, a literal argument', async () => {
    const missing = await same(CRAFTED, 'Missing', { id: 'not-a-project' });
    expect(missing.reference.data).toBeNull();
    expect(missing.reference.errors[0].path).toEqual(['project']);
    const partly = await same(CRAFTED, 'PartlyMissing', { projectId: project.projectId, other: 'elsewhere' });
    expect(partly.reference.data).toBeNull(); // featureFlags is non-null: its error nulls the whole answer
    expect(partly.reference.errors).toHaveLength(1);
    const literal = await same(LITERAL, 'Literal', {});
    expect(literal.reference.errors[0].path).toEqual(['dashboardActivity']);
  });

  it('an anonymous query, public, with a different token each time', async () => {
    const query = 'query ($t: String!) { invitationDetails(token: $t) { email role } }';
    const document = parse(query);
    const operation = document.definitions[0] as OperationDefinitionNode;
    for (const t of ['a', 'b', '', 'x'.repeat(5000), 'c', 'd']) {
      const reference = plain(await execute({ schema, document, contextValue: context(), variableValues: { t } }));
      const r = plain(await executor.execute({ document, operation, operationName: undefined, variables: { t }, contextValue: context() }));
      expect(r, t.slice(0, 10)).toEqual(reference);
      expect(r.errors[0].extensions.code).toBe('INVITATION_NOT_FOUND');
    }
    expect(executor.compiledCount(document)).toBe(1);
  });

  it('a document with a string literal is never compiled: graphql-jit would write the literal into its code', async () => {
    // shaped like graphql-jit's date marker: compiled, the literal would close the arguments object and run a statement
    const payload = '__MAGIC_DATE__33a9e76d_02e0_4128_8e92_3530ad3da74d0)}; globalThis.__flagstreamJitProbe = 1; const __x = {a:(0';
    const document = parse(`query Probe { invitationDetails(token: ${JSON.stringify(payload)}) { email } }`);
    const operation = document.definitions[0] as OperationDefinitionNode;
    for (let i = 0; i < COMPILE_AFTER_USES + 3; i++) {
      const r = plain(await executor.execute({ document, operation, operationName: 'Probe', variables: {}, contextValue: context() }));
      expect(r.errors[0].extensions.code).toBe('INVITATION_NOT_FOUND');
    }
    expect(executor.compiledCount(document)).toBe(0);
    expect((globalThis as { __flagstreamJitProbe?: number }).__flagstreamJitProbe).toBeUndefined();
  });

  it('invalid variables keep graphql-js errors, also once the query is compiled', async () => {
    const document = parse(CRAFTED);
    const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition' && d.name?.value === 'Crafted')!;
    const run = (variables: Record<string, unknown>) => executor.execute({ document, operation, operationName: 'Crafted', variables, contextValue: context() });
    for (let i = 0; i <= COMPILE_AFTER_USES; i++) await run({ projectId: project.projectId, withFlags: true });
    expect(executor.compiledCount(document)).toBeGreaterThan(0);
    const raw = await run({ projectId: project.projectId, withFlags: 'yes' });
    expect(raw.errors?.[0]?.message).toMatch(/^Variable "\$withFlags" got invalid value/);
    const bad = plain(raw);
    const reference = plain(
      await execute({
        schema,
        document,
        contextValue: context(),
        variableValues: { projectId: project.projectId, withFlags: 'yes' },
        operationName: 'Crafted',
      }),
    );
    expect(bad).toEqual(reference);
  });

  it('a document sent once is not compiled', async () => {
    const document = parse('query Once { userInfo { id } }');
    const operation = document.definitions[0] as OperationDefinitionNode;
    await executor.execute({ document, operation, operationName: 'Once', variables: {}, contextValue: context() });
    expect(executor.compiledCount(document)).toBe(0);
  });

  const signIn = async () =>
    (
      (await (
        await fetch(`${gw.url}/api/dev-auth/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ userId: gw.owner.id, name: gw.owner.name, email: gw.owner.email }),
        })
      ).json()) as { token: string }
    ).token;

  it('over HTTP, a repeated document keeps its answer past the threshold', async () => {
    const token = await signIn();
    const myProjects = { query: `query Mine { myProjects { ${fieldsOf('Project', 1)} } }` };
    const answers: string[] = [];
    for (let i = 0; i < COMPILE_AFTER_USES + 3; i++) {
      const res = await fetch(`${gw.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: myProjects.query, operationName: 'Mine' }),
      });
      expect(res.status).toBe(200);
      answers.push(await res.text());
    }
    expect(JSON.parse(answers[0]!).data.myProjects.map((p: { id: string }) => p.id)).toContain(project.projectId);
    expect(new Set(answers).size).toBe(1);
  });

  it('request lines: a successful query at debug; a mutation, a query answered with an error and a refused document at info', async () => {
    const token = await signIn();
    const post = async (body: object) => {
      const res = await fetch(`${gw.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      await res.text();
      // the request line is written once the answer is sent
      await new Promise((r) => setTimeout(r, 20));
      return res.status;
    };
    const infoLines = () =>
      logLines
        .map((l) => JSON.parse(l) as { level: number; msg: string; req?: { url?: string } })
        .filter((l) => l.level === 30 && l.msg === 'request completed' && l.req?.url === '/graphql').length;
    const before = infoLines();
    expect(await post({ query: 'query Quiet { userInfo { id } }' })).toBe(200);
    expect(infoLines()).toBe(before);
    expect(await post({ query: 'query Loud($id: ID!) { project(id: $id) { id } }', variables: { id: 'nope' } })).toBe(200);
    expect(infoLines()).toBe(before + 1);
    expect(await post({ query: 'mutation { validateUserInfo { __typename } }' })).toBe(200);
    expect(infoLines()).toBe(before + 2);
    expect(await post({ query: 'query Broken { userInfo { nope } }' })).toBe(400);
    expect(infoLines()).toBe(before + 3);
  });
});
