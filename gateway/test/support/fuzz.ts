import fc from 'fast-check';
import { expect } from 'vitest';
import type { TestGateway } from './testGateway';
import { signIn, profile } from './restClient';

/**
 * Shared pieces of the fuzz tests (fuzz.routes.test.ts, fuzz.graphql.test.ts): a gateway
 * seeded with real ids (so generated requests reach past "not found" into validation and the
 * deciders), arbitraries for hostile input, and the one check every answer must pass.
 */

/** Runs a property with an optional fixed seed (FUZZ_SEED=… reproduces a CI failure locally). */
export const fuzzParams = <T>(numRuns: number): fc.Parameters<T> => ({
  numRuns,
  ...(process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {}),
  // a failing request is printed by the check itself; shrinking async HTTP is slow and rarely clearer
  endOnFailure: true,
  // fast-check's own report prints the whole counterexample (bodies of megabytes): the check's message says enough
  asyncReporter: async (out) => {
    if (!out.failed) return;
    const e = out.errorInstance as Error | undefined;
    throw new Error(
      `property failed after ${out.numRuns} runs; reproduce with FUZZ_SEED=${out.seed} (path ${out.counterexamplePath})\n${String(e?.message ?? e).slice(0, 4000)}`,
      { cause: e },
    );
  },
});

/** The gateway settings of a fuzz run: limits out of the way, errors logged (and collected). */
export const FUZZ_ENV = { RATE_LIMIT_WRITES_PER_MINUTE: '1000000', RATE_LIMIT_SIGNIN_PER_MINUTE: '1000000', LOG_LEVEL: 'error' };

/** Ids and secrets of real things, refreshed by `seed` (a fuzz case may delete them). */
export interface Pool {
  token: string;
  otherToken: string;
  /** every id below (projects, environments, flags, overrides, invitations) */
  ids: string[];
  projectIds: string[];
  environmentIds: string[];
  flagIds: string[];
  overrideIds: string[];
  invitationIds: string[];
  uuids: string[];
  apiKeys: string[];
  invitationTokens: string[];
  userIds: string[];
  flagKeys: string[];
  orderIds: string[];
}

export async function seedPool(gw: TestGateway): Promise<Pool> {
  const owner = await signIn(gw.url, profile('fuzzowner'));
  const other = await signIn(gw.url, profile('fuzzother'));
  const p = await owner.must('POST', '/projects', {
    data: { name: `Fuzz ${Math.random().toString(36).slice(2, 8)}`, description: 'fuzzed', settings: { environments: ['development', 'production'] } },
  });
  const flag = await owner.must('POST', '/feature-flags', { data: { name: 'Fuzz Flag', type: 'boolean', project: p.id } });
  const numberFlag = await owner.must('POST', '/feature-flags', { data: { name: 'Fuzz Number', type: 'number', value: '3', project: p.id } });
  const override = await owner.must('POST', '/overrides', {
    data: { name: 'Fuzz Override', project: p.id, environment: p.environments[0].id, feature_flag_values: { fuzz_flag: { value: false } } },
  });
  const invitation = await owner.must('POST', `/projects/${p.id}/invite`, { email: `${other.profile!.email}`, role: 'developer' });
  const order = await owner.must('POST', '/payments/order', { project_id: p.id, plan_id: 'starter', variant: 'Month', type: 'SUBSCRIPTION' });
  const x = await other.must('POST', '/projects', { data: { name: 'Fuzz Other', description: 'd', settings: { environments: ['development'] } } });
  return {
    token: owner.token!,
    otherToken: other.token!,
    ids: [p.id, ...p.environments.map((e: any) => e.id), flag.id, numberFlag.id, override.id, invitation.id, x.id, x.environments[0].id],
    projectIds: [p.id, p.id, p.id, x.id],
    environmentIds: [...p.environments.map((e: any) => e.id), x.environments[0].id],
    flagIds: [flag.id, numberFlag.id],
    overrideIds: [override.id],
    invitationIds: [invitation.id],
    uuids: [p.uuid, ...p.environments.map((e: any) => e.uuid), override.uuid, x.uuid],
    apiKeys: [p.environments[0].api_key, x.environments[0].api_key],
    invitationTokens: [invitation.token],
    userIds: [owner.profile!.userId, other.profile!.userId, 'owner'],
    flagKeys: ['fuzz_flag', 'fuzz_number'],
    orderIds: [order.order_id],
  };
}

/** Strings that have broken parsers, routers and ORMs before. */
export const NASTY = [
  '',
  ' ',
  '..',
  '../..',
  '../../etc/passwd',
  '%2e%2e%2f',
  '%00',
  '%',
  '%zz',
  '%C0%AF',
  '%ff%fe',
  '%E2%80%AE',
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '9007199254740993',
  'true',
  '[]',
  '{}',
  '*',
  '?',
  '#',
  '&',
  '=',
  '\\',
  '//',
  'a/b',
  ';',
  "'",
  '"',
  '`',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '${7*7}',
  '{{7*7}}',
  '%{7*7}',
  '\u0000',
  '\u202e',
  '\ufeff',
  '\ud800',
  '😀',
  'ǅ',
  'İ',
  'ß',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'x'.repeat(101),
  'x'.repeat(5000),
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
];

/** Well-formed text (lone surrogates replaced) for places that must be encodable. */
export const wellFormed = (s: string): string => s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

export const anyString = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 100, maxLength: 3000 }) },
);

/** Which kind of real id fits a path parameter (so a case can get past "not found"). */
export function idsFor(template: string, param: string): (p: Pool) => readonly string[] {
  if (param === 'memberId' || param === 'userId') return (p) => p.userIds;
  if (param === 'token') return (p) => p.invitationTokens;
  if (param === 'key') return (p) => p.flagKeys;
  if (param === 'projectUuid') return (p) => p.uuids;
  if (template.startsWith('/paypal-sim')) return (p) => p.orderIds;
  if (template.startsWith('/api/environments/')) return (p) => p.environmentIds;
  if (template.startsWith('/api/feature-flags/')) return (p) => p.flagIds;
  if (template.startsWith('/api/overrides/')) return (p) => p.overrideIds;
  if (template.startsWith('/api/invitations/')) return (p) => p.invitationIds;
  if (/^\/api\/(projects|dashboard|subscription-plans)\//.test(template)) return (p) => p.projectIds;
  return (p) => p.ids;
}

/** A path segment: a real id of the right kind, any real id, a uuid of nothing, or something hostile (encoded, or raw when URL-safe). */
export const segment = (pool: () => Pool, fits: (p: Pool) => readonly string[] = (p) => p.ids) =>
  fc.oneof(
    { weight: 8, arbitrary: fromPool(pool, fits) },
    { weight: 2, arbitrary: fromPool(pool, (p) => p.ids) },
    { weight: 1, arbitrary: fromPool(pool, (p) => p.userIds) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 3, arbitrary: anyString.map((s) => encodeURIComponent(wellFormed(s))) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '..',
        '.',
        '%2e%2e',
        '%2e%2e%2f%2e%2e',
        '%',
        '%zz',
        '%00',
        '%ff',
        '%C0%AF',
        '..%2f..%2f',
        '~',
        '$',
        ':',
        '@',
        '!',
        "'",
        '(',
        ')',
        '*',
        '+',
        ',',
        ';',
        '=',
      ),
    },
  );

/** One of the pool's current values, chosen by the generated index (so a seed replays the same choice). */
export function fromPool(pool: () => Pool, of: (p: Pool) => readonly string[]): fc.Arbitrary<string> {
  return fc.nat().map((i) => {
    const xs = of(pool());
    return xs[i % xs.length]!;
  });
}

const QUERY_KEYS = [
  'projectId',
  'project',
  'filters[project][id]',
  'filters[project]',
  'environmentId',
  'search',
  'key',
  'flagId',
  'token',
  'environmentUuid',
  'overrideUuid',
  'limit',
  'cursor',
  'order',
  'type',
  'actor',
  'from',
  'to',
  'time',
  'position',
  'format',
  'entity',
  'entityType',
  'query',
  'variables',
  'operationName',
  '__proto__',
  'constructor[prototype][x]',
  'a[]',
  'a[b][c][d][e][f]',
];

export const queryString = (pool: () => Pool) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constant('') },
    {
      weight: 5,
      arbitrary: fc
        .array(
          fc.tuple(
            fc.oneof(fc.constantFrom(...QUERY_KEYS), anyString),
            fc.oneof(
              segment(pool),
              anyString.map((s) => encodeURIComponent(wellFormed(s))),
            ),
          ),
          { maxLength: 5 },
        )
        .map((kvs) => `?${kvs.map(([k, v]) => `${encodeURIComponent(wellFormed(k)).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${v}`).join('&')}`),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '?',
        '?&&&',
        '?=',
        '?a',
        '?%',
        '?a=%zz',
        '?projectId=1&projectId=2',
        '?a=1#frag',
        `?${'a=1&'.repeat(2000)}`,
        `?x=${'y'.repeat(10_000)}`,
      ),
    },
  );

/** Printable ASCII only: what an HTTP client can put in a header. */
const headerText = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 60 });

const ALG_NONE = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from('{"sub":"owner","exp":9999999999}').toString('base64url')}.`;

export const authorization = (pool: () => Pool) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(undefined) },
    { weight: 12, arbitrary: fromPool(pool, (p) => [`Bearer ${p.token}`]) },
    { weight: 1, arbitrary: fromPool(pool, (p) => [`Bearer ${p.otherToken}`]) },
    { weight: 1, arbitrary: fromPool(pool, (p) => p.apiKeys.map((k) => `Bearer ${k}`)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(`Bearer ${ALG_NONE}`, 'Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', 'bearer a.b.c', `Bearer ${'x'.repeat(9000)}`, 'Bearer a b c'),
    },
    { weight: 2, arbitrary: headerText.map((s) => `Bearer ${s}`) },
    { weight: 1, arbitrary: headerText },
  );

export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/JSON',
  'application/json;',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/xml',
  'application/octet-stream',
  '*/*',
  'application/graphql',
  'application/json, text/plain',
  'application/vnd.api+json',
];

export const headers = (pool: () => Pool) =>
  fc
    .record({
      authorization: authorization(pool),
      'content-type': fc.oneof(
        { weight: 14, arbitrary: fc.constant('application/json') },
        { weight: 3, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
        { weight: 1, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: headerText },
      ),
      'if-none-match': fc.oneof(
        { weight: 6, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.constantFrom('*', 'W/"1"', '"0"', '""', `"${'9'.repeat(3000)}"`) },
        { weight: 1, arbitrary: headerText },
      ),
      'x-api-key': fc.oneof(
        { weight: 6, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fromPool(pool, (p) => p.apiKeys) },
        { weight: 1, arbitrary: headerText },
      ),
      'x-request-id': fc.oneof({ weight: 6, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: headerText }),
      origin: fc.oneof(
        { weight: 6, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.constantFrom('null', 'https://evil.example.com', 'http://localhost:4000') },
        { weight: 1, arbitrary: headerText },
      ),
      accept: fc.oneof(
        { weight: 6, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.constantFrom('text/html', 'text/event-stream', '*/*', 'application/json') },
        { weight: 1, arbitrary: headerText },
      ),
      'apollo-require-preflight': fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constant('true') }),
      'accept-encoding': fc.oneof(
        { weight: 6, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.constantFrom('gzip', 'br', 'identity;q=0', '*') },
      ),
    })
    .map((h) => Object.fromEntries(Object.entries(h).filter(([, v]) => v !== undefined)) as Record<string, string>);

/** Field names the API reads, and a few that attack object handling. */
export const FIELDS = [
  'data',
  'name',
  'description',
  'project',
  'environment',
  'environments',
  'settings',
  'status',
  'type',
  'value',
  'enabled',
  'key',
  'feature_flag_values',
  'variables',
  'expires_at',
  'is_active',
  'priority',
  'order',
  'email',
  'role',
  'message',
  'userId',
  'memberId',
  'flagIds',
  'overrideIds',
  'environmentId',
  'order_id',
  'project_id',
  'plan_id',
  'variant',
  'current_plan_id',
  'upgrade_price',
  'return_url',
  'cancel_url',
  'preferences',
  'company',
  'fullName',
  'full_name',
  'bio',
  'context',
  'targetingKey',
  'token',
  'grant_type',
  'intent',
  'purchase_units',
  'entity',
  'id',
  'time',
  'position',
  'slug',
  'uuid',
  'query',
  'operationName',
  'extensions',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
];

/** Values: real ids, hostile strings, extreme numbers, wrong types, nested junk. */
export const value = (pool: () => Pool): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 3, arbitrary: fromPool(pool, (p) => p.ids) },
    { weight: 1, arbitrary: fromPool(pool, (p) => p.flagKeys) },
    { weight: 1, arbitrary: fromPool(pool, (p) => p.orderIds) },
    { weight: 3, arbitrary: anyString },
    { weight: 1, arbitrary: fc.constantFrom(0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 2, Number.MIN_VALUE, true, false, null) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'viewer',
        'admin',
        'owner',
        'developer',
        'manager',
        'boolean',
        'string',
        'number',
        'json',
        'Month',
        'Year',
        'SUBSCRIPTION',
        'UPGRADE',
        'RENEWAL',
        'starter',
        'free',
        'pro',
        'development',
        'production',
        'a@b.co',
        '2030-01-01T00:00:00Z',
      ),
    },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    {
      weight: 1,
      arbitrary: fc.array(
        fromPool(pool, (p) => p.ids),
        { maxLength: 4 },
      ),
    },
  );

const record = (pool: () => Pool) =>
  fc.dictionary(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...FIELDS) }, { weight: 1, arbitrary: fc.string({ maxLength: 12 }) }), value(pool), {
    maxKeys: 6,
  });

const deep = (n: number, open: string, close: string, inner = '1') => open.repeat(n) + inner + close.repeat(n);

/** A request body: nothing, JSON of anything, envelopes of API-shaped junk, broken JSON, huge or deep documents, raw bytes. */
export const body = (pool: () => Pool): fc.Arbitrary<string | Buffer | undefined> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(undefined) },
    { weight: 4, arbitrary: fc.record({ data: record(pool) }).map((b) => JSON.stringify(b)) },
    { weight: 4, arbitrary: record(pool).map((b) => JSON.stringify(b)) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)) },
    {
      weight: 1,
      arbitrary: fc
        .record({
          data: fc.record(
            {
              feature_flag_values: fc.dictionary(
                fromPool(pool, (p) => p.flagKeys),
                fc.record({ value: value(pool), enabled: value(pool) }),
              ),
              variables: fc.dictionary(
                fromPool(pool, (p) => p.flagKeys),
                fc.record({ value: value(pool), enabled: value(pool) }),
              ),
              settings: fc.record({ environments: fc.array(anyString, { maxLength: 5 }) }),
            },
            { requiredKeys: [] },
          ),
        })
        .map((b) => JSON.stringify(b)),
    },
    { weight: 2, arbitrary: anyString },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '{',
        '[',
        '{"data":',
        '{"data":{"name":"x"',
        'nul',
        'tru',
        '"unterminated',
        '{"a":1,}',
        '{a:1}',
        "{'a':1}",
        '{"a":1}{"b":2}',
        '\u0000',
        '\ufeff{}',
        '{"__proto__":{"polluted":true}}',
        '{"data":{"__proto__":{"isAdmin":true},"name":"Proto"}}',
        '{"constructor":{"prototype":{"polluted":true}}}',
        '{"data":{"name":"\\ud800"}}',
        '{"data":{"name":"x\\u0000y"}}',
        '1e999999',
        '-0',
        '{"data":null}',
        '{"data":[]}',
        '{"data":"x"}',
        '[]',
        '{}',
        'null',
        deep(101, '[', ']'),
        deep(5000, '[', ']'),
        deep(101, '{"a":', '}'),
        deep(3000, '{"data":', '}', '{}'),
        deep(99, '[', ']'),
        JSON.stringify({ data: { name: 'x'.repeat(200_000), description: 'y'.repeat(100_000) } }),
        JSON.stringify({ data: { feature_flag_values: Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, { value: i }])) } }),
        JSON.stringify({ flagIds: Array.from({ length: 3000 }, (_, i) => `id-${i}`), enabled: true }),
      ),
    },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b)) },
  );

/** A valid body for a route (method and URL template), built from the pool's real ids; null when the route takes none. */
export function validBody(method: string, template: string, p: Pool): unknown {
  const [project, env, flag, override] = [p.projectIds[0], p.environmentIds[0], p.flagIds[0], p.overrideIds[0]];
  const purchase = { project_id: project, plan_id: 'starter', variant: 'Month', type: 'SUBSCRIPTION' };
  const values = { fuzz_flag: { value: true, enabled: true }, fuzz_number: { value: 7, enabled: false } };
  const key = `${method} ${template}`;
  switch (key) {
    case 'POST /api/projects':
      return { data: { name: 'Fuzzed Project', description: 'd', settings: { environments: ['development', 'production'] } } };
    case 'PUT /api/projects/:id':
      return { data: { name: 'Renamed', description: 'd', status: 'active' } };
    case 'POST /api/projects/:id/add-team-member':
      return { userId: 'user_fuzz_added', role: 'developer' };
    case 'POST /api/projects/:projectId/environments':
      return { data: { name: 'qa', description: 'd', type: 'testing' } };
    case 'PUT /api/environments/:id':
      return { data: { name: 'staging', description: 'd', type: 'staging', status: 'active', order: 2 } };
    case 'PUT /api/environments/:id/variables':
      return { variables: values };
    case 'POST /api/feature-flags':
      return { data: { name: 'Fuzzed Flag', key: 'fuzzed_flag', type: 'number', value: '3', description: 'd', enabled: true, project } };
    case 'PUT /api/feature-flags/:id':
      return { data: { name: 'Edited', key: 'edited_key', type: 'json', value: '{"a":1}', description: 'd', enabled: false } };
    case 'POST /api/feature-flags/bulk-toggle':
      return { flagIds: [flag], enabled: false };
    case 'POST /api/overrides':
      return {
        data: {
          name: 'Fuzzed Override',
          description: 'd',
          project,
          environment: env,
          feature_flag_values: values,
          expires_at: '2099-01-01T00:00:00Z',
          is_active: true,
        },
      };
    case 'PUT /api/overrides/:id':
      return { data: { name: 'Edited', description: 'd', feature_flag_values: values, expires_at: null, priority: 3 } };
    case 'POST /api/overrides/bulk-apply':
      return { overrideIds: [override], environmentId: env };
    case 'POST /api/projects/:id/invite':
      return { email: 'fuzzed@example.com', role: 'viewer', message: 'hi' };
    case 'PUT /api/projects/:id/members/:memberId/role':
      return { role: 'viewer' };
    case 'PUT /api/user-informations/me':
      return { data: { fullName: 'F', company: 'C', bio: 'B', email: 'f@example.com' } };
    case 'PUT /api/user-informations/preferences':
      return { data: { preferences: { theme: 'dark', pageSize: 25 } } };
    case 'POST /api/payments/order':
      return { ...purchase, return_url: '/billing', cancel_url: '/billing' };
    case 'POST /api/payments/create':
      return { ...purchase, order_id: p.orderIds[0] };
    case 'POST /api/payments/confirm':
      return { order_id: p.orderIds[0] };
    case 'POST /api/dev-auth/token':
      return { userId: 'user_fuzz', name: 'Fuzz', email: 'fuzz@example.com' };
    case 'POST /api/projects/:id/restore':
      return { data: { entity: 'flag', id: flag, time: '2000-01-01T00:00:00Z' } };
    case 'POST /ofrep/v1/evaluate/flags':
    case 'POST /ofrep/v1/evaluate/flags/:key':
      return { context: { targetingKey: 'user-1', plan: 'pro', n: 3 } };
    case 'POST /paypal-sim/v2/checkout/orders':
      return { intent: 'CAPTURE', purchase_units: [{ reference_id: 'r', amount: { currency_code: 'USD', value: '1.00' } }] };
    case 'PATCH /paypal-sim/v2/checkout/orders/:id':
      return [{ op: 'replace', path: "/purchase_units/@reference_id=='r'/amount", value: { currency_code: 'USD', value: '2.00' } }];
    default:
      return null;
  }
}

/** Every path to a value inside a JSON document (objects and arrays), the root included. */
function pathsOf(v: unknown, at: Array<string | number> = []): Array<Array<string | number>> {
  const here = [at];
  if (Array.isArray(v)) return here.concat(...v.map((x, i) => pathsOf(x, [...at, i])));
  if (v && typeof v === 'object') return here.concat(...Object.entries(v).map(([k, x]) => pathsOf(x, [...at, k])));
  return here;
}

function mutateAt(doc: unknown, path: Array<string | number>, how: 'replace' | 'delete' | 'junk', replacement: unknown): unknown {
  if (path.length === 0) return how === 'junk' ? { ...(doc as object), __proto__: replacement, zzz: replacement } : replacement;
  const copy: any = Array.isArray(doc) ? [...doc] : { ...(doc as object) };
  const [head, ...rest] = path as [string | number, ...Array<string | number>];
  if (rest.length === 0) {
    if (how === 'delete') {
      if (Array.isArray(copy)) copy.splice(head as number, 1);
      else delete copy[head];
    } else if (how === 'junk') copy[head] = [copy[head], replacement];
    else copy[head] = replacement;
    return copy;
  }
  copy[head] = mutateAt(copy[head], rest, how, replacement);
  return copy;
}

/** A route's valid body with one value replaced, removed or wrapped: gets past parsing into validation and the deciders. */
export const nearValidBody = (pool: () => Pool, method: () => string, template: string) =>
  fc
    .tuple(fc.nat(), fc.constantFrom('replace', 'replace', 'delete', 'junk', 'keep') as fc.Arbitrary<'replace' | 'delete' | 'junk' | 'keep'>, value(pool))
    .map(([i, how, replacement]) => {
      const valid = validBody(method(), template, pool());
      if (valid === null) return undefined;
      if (how === 'keep') return JSON.stringify(valid);
      const paths = pathsOf(valid);
      return JSON.stringify(mutateAt(valid, paths[i % paths.length]!, how, replacement));
    });

/** The one contract: no 5xx, and every error is answered with a machine-readable code. */
export function checkAnswer(what: string, method: string, url: string, status: number, contentType: string | undefined, text: string): void {
  const where = `${what}\n→ ${status} ${contentType ?? ''} ${text.slice(0, 300)}`;
  expect(status, where).toBeLessThan(500);
  if (method === 'HEAD' || status < 400) {
    if (url.startsWith('/graphql') && status < 300 && method !== 'HEAD') checkGraphqlErrors(where, text);
    return;
  }
  if (url.startsWith('/paypal-sim')) {
    // the simulator answers like PayPal (its error JSON or OAuth error), or with a buyer-facing page
    // (or, for a path it does not serve, the app's own 404)
    if (/text\/html/.test(contentType ?? '')) return;
    const b = parse(where, text) as { name?: unknown; error?: unknown };
    expect(typeof b.name === 'string' || typeof b.error === 'string' || typeof (b.error as { code?: unknown } | undefined)?.code === 'string', where).toBe(
      true,
    );
    return;
  }
  expect(contentType ?? '', where).toMatch(/^application\/json/);
  const b = parse(where, text) as { error?: { code?: unknown; message?: unknown }; errors?: unknown; errorCode?: unknown };
  if (url.startsWith('/ofrep/')) {
    // OFREP's own error shape (what OpenFeature providers read)
    expect(typeof b.errorCode === 'string' || typeof b.error?.code === 'string', where).toBe(true);
    return;
  }
  if (url.startsWith('/graphql') && b.errors !== undefined) {
    checkGraphqlErrors(where, text);
    return;
  }
  expect(typeof b.error?.code, where).toBe('string');
  expect(typeof b.error?.message, where).toBe('string');
}

/** GraphQL errors (HTTP 200 or 400): each has extensions.code, none is a server failure. */
export function checkGraphqlErrors(where: string, text: string): void {
  const b = parse(where, text) as { errors?: Array<{ message?: unknown; extensions?: { code?: unknown; status?: unknown } }> };
  for (const e of b.errors ?? []) {
    expect(typeof e.message, where).toBe('string');
    expect(typeof e.extensions?.code, where).toBe('string');
    expect(e.extensions?.code, where).not.toBe('INTERNAL_ERROR');
    expect(e.extensions?.code, where).not.toBe('INTERNAL_SERVER_ERROR');
    if (e.extensions?.status !== undefined) expect(e.extensions.status, where).toBeLessThan(500);
  }
}

function parse(where: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    expect.fail(`not JSON: ${where}`);
  }
}

/** Error-level log lines (pino level ≥ 50): a fuzz run must not produce any. */
export function errorLines(lines: string[]): string[] {
  return lines.filter((l) => {
    try {
      return (JSON.parse(l) as { level?: number }).level! >= 50;
    } catch {
      return true;
    }
  });
}
