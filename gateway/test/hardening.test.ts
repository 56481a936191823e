/**
 * Issue 15 (tenant isolation and hardening) through the HTTP edges: one describe per finding,
 * each test failing on the code before the fix.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { connect as netConnect } from 'node:net';
import type { ClientRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { PassThrough } from 'node:stream';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PLANS, projectStreamId, SIZE_LIMITS, userStreamId } from '@flagstream/domain';
import { startTestGateway } from './support/testGateway';
import type { TestGateway } from './support/testGateway';
import { addMember, expectError, profile, signIn } from './support/restClient';
import type { RestClient } from './support/restClient';
import { expectGqlError, gql } from './support/gqlClient';
import { Kind, Lexer, Source, TokenKind, parse, print, visit } from 'graphql';
import type { DocumentNode } from 'graphql';
import { DEFAULT_DOCUMENT_LIMITS, DEFAULT_LIMITS, DocumentGate, measureOperation } from '../src/graphql/limits';
import { buildSchema } from '../src/graphql/schema';
import { heaviestAllowedDocument } from './support/noisyNeighbour';

let gw: TestGateway;
let owner: RestClient;

beforeAll(async () => {
  gw = await startTestGateway({ env: { RATE_LIMIT_WRITES_PER_MINUTE: '1000000', RATE_LIMIT_SIGNIN_PER_MINUTE: '100000' } });
  owner = await signIn(gw.url, profile('hardowner'));
});
afterAll(async () => {
  await gw?.close();
});

const newProject = (client: RestClient, name: string) =>
  client.must('POST', '/projects', { data: { name, description: `${name} project`, settings: { environments: ['development', 'production'] } } });
const streamBytes = async (streamId: string) => (await gw.rt.store.readStream(streamId)).reduce((n, e) => n + JSON.stringify(e.data).length, 0);

describe('H1: preferences are bounded; the log grows with the change', () => {
  it('100 new keys per request stop at the total cap (413 SIZE_LIMIT_EXCEEDED); user-info and the log stay small', async () => {
    const u = await signIn(gw.url, profile('prefs'));
    const batch = (i: number) => Object.fromEntries(Array.from({ length: 100 }, (_, k) => [`k${i}_${k}`, 'v'.repeat(400)]));
    const first = await u.put('/user-informations/preferences', { data: { preferences: batch(0) } });
    // 100 keys of 400 bytes: over the 32 KB map already
    expectError(first, 413, 'SIZE_LIMIT_EXCEEDED');
    expect(first.body.error.details).toMatchObject({ limitType: 'preferencesBytes', max: SIZE_LIMITS.preferencesBytes });
    const small = (i: number) => Object.fromEntries(Array.from({ length: 60 }, (_, k) => [`s${i}_${k}`, k]));
    expect((await u.put('/user-informations/preferences', { data: { preferences: small(0) } })).status).toBe(200);
    const second = await u.put('/user-informations/preferences', { data: { preferences: small(1) } });
    expectError(second, 413, 'SIZE_LIMIT_EXCEEDED');
    expect(second.body.error.details).toMatchObject({ limitType: 'preferenceKeys', count: 120, max: 100 });
    const info = await u.get('/user-info');
    expect(info.text.length).toBeLessThan(SIZE_LIMITS.preferencesBytes + 4096);
    // saving one key again and again records that key, not the map
    const before = await streamBytes(userStreamId(u.profile!.userId));
    for (let i = 0; i < 20; i++) await u.must('PUT', '/user-informations/preferences', { data: { preferences: { theme: i } } });
    expect((await streamBytes(userStreamId(u.profile!.userId))) - before).toBeLessThan(20 * 200);
  });
});

describe('H2: GraphQL documents are bounded before they are validated', () => {
  /** What Apollo's cache sends: __typename in every selection set below the operation's root. */
  const withTypename = (doc: DocumentNode): DocumentNode =>
    visit(doc, {
      SelectionSet(node, _key, parent) {
        if ((parent as { kind?: string } | undefined)?.kind === Kind.OPERATION_DEFINITION) return undefined;
        if (node.selections.some((x) => x.kind === Kind.FIELD && x.name.value === '__typename')) return undefined;
        return { ...node, selections: [...node.selections, { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } }] };
      },
    });
  const fields = (n: number) => Array.from({ length: n }, (_, i) => `project(id: "${i}") { id name }`).join(' ');

  it('an oversized document is 413 DOCUMENT_TOO_LARGE, whatever it contains', async () => {
    const r = await gql(gw.url, `query { ${'__typename '.repeat(7000)} }`);
    expect(r.status).toBe(413);
    expectGqlError(r, 'DOCUMENT_TOO_LARGE', 413);
    // unknown fields are not even looked at: no validation error lists them
    const unknown = await gql(gw.url, `query { ${'nope '.repeat(4000)} }`);
    expectGqlError(unknown, 'DOCUMENT_TOO_LARGE', 413);
  });

  it('past 3,000 tokens the parse stops: 400 TOO_MANY_TOKENS', async () => {
    const r = await gql(gw.url, `query { ${'a '.repeat(3100)} }`);
    expectGqlError(r, 'TOO_MANY_TOKENS', 400);
  });

  it('one field repeated with arguments (quadratic to validate) is TOO_MANY_REPEATED_FIELDS before validation', async () => {
    const r = await gql(gw.url, `query { ${fields(20)} }`);
    expectGqlError(r, 'TOO_MANY_REPEATED_FIELDS', 400);
    // through fragments too
    const viaFragments = await gql(gw.url, `query { ...A ...B } fragment A on Query { ${fields(2)} } fragment B on Query { ${fields(2)} }`);
    expectGqlError(viaFragments, 'TOO_MANY_REPEATED_FIELDS', 400);
    // but leaf fields without arguments are cheap to compare: colocated fragments each carrying
    // `__typename` and `id` (as Apollo sends them) pass, five deep
    const colocated = `query { subscriptionPlans { __typename id ...F1 ...F2 ...F3 ...F4 } }
      ${[1, 2, 3, 4].map((i) => `fragment F${i} on SubscriptionPlan { __typename id name }`).join(' ')}`;
    const ok = await gql(gw.url, colocated);
    expect(ok.errors, JSON.stringify(ok.errors)).toBeUndefined();
    // up to a bound: 30 times is refused
    expectGqlError(await gql(gw.url, `query { subscriptionPlans { ${'id '.repeat(30)} } }`), 'TOO_MANY_REPEATED_FIELDS', 400);
  });

  it('every document the web app sends passes the gate with room to spare (half of each limit at most)', async () => {
    // the web app's operations as codegen compiled them, with the __typename Apollo's cache adds
    const web = (await import(/* @vite-ignore */ new URL('../../web/src/apollo/generated/graphql.ts', import.meta.url).href)) as Record<string, unknown>;
    const documents = Object.entries(web).filter(([name, d]) => name.endsWith('Document') && (d as DocumentNode | null)?.kind === Kind.DOCUMENT);
    expect(documents.length).toBeGreaterThan(50);
    const gate = new DocumentGate({ ...DEFAULT_LIMITS, ...DEFAULT_DOCUMENT_LIMITS }, 500, buildSchema());
    for (const [name, d] of documents) {
      const text = print(withTypename(d as DocumentNode));
      const verdict = gate.check(text, undefined);
      expect(verdict, name).toMatchObject({ ok: true });
      expect(Buffer.byteLength(text), name).toBeLessThanOrEqual(DEFAULT_DOCUMENT_LIMITS.maxBytes / 2);
      const lexer = new Lexer(new Source(text));
      let tokens = 0;
      while (lexer.advance().kind !== TokenKind.EOF) tokens++;
      expect(tokens, name).toBeLessThanOrEqual(DEFAULT_DOCUMENT_LIMITS.maxTokens / 2);
      const doc = parse(text);
      const fragments = new Map(doc.definitions.flatMap((x) => (x.kind === Kind.FRAGMENT_DEFINITION ? [[x.name.value, x] as const] : [])));
      for (const op of doc.definitions) {
        if (op.kind !== Kind.OPERATION_DEFINITION) continue;
        const m = measureOperation(op, (f) => fragments.get(f));
        expect(m.cost, name).toBeLessThanOrEqual(DEFAULT_LIMITS.maxCost / 2);
        expect(m.depth, name).toBeLessThanOrEqual(DEFAULT_LIMITS.maxDepth - 2);
        expect(m.aliases, name).toBeLessThanOrEqual(DEFAULT_LIMITS.maxAliases / 2);
        // colocated fragments select the same relation once per fragment (TokensPage_token and its row's
        // TokenListRow_token both read createdBy): room for one more, not half
        expect(m.repeats, name).toBeLessThanOrEqual((DEFAULT_LIMITS.maxRepeats ?? 3) - 1);
      }
    }
  });

  it("a signed-in caller's queries spend gateway time, not a count: the heaviest allowed documents stop at its share; others are served", async () => {
    // the default budgets: 3,000 /graphql requests a minute by count, 10 ms of gateway time a second after a 1 s burst
    const timed = await startTestGateway();
    try {
      const heavy = await signIn(timed.url, profile('heavydocs'));
      const other = await signIn(timed.url, profile('lightdocs'));
      const post = (token: string | undefined, query: string) =>
        fetch(`${timed.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ query }),
        });
      let served = 0;
      let refused: Response | null = null;
      for (let i = 0; i < 2000 && !refused; i++) {
        const r = await post(heavy.token, heaviestAllowedDocument(i));
        if (r.status === 429) refused = r;
        else {
          expect(r.status).toBe(200);
          served++;
        }
        await r.arrayBuffer();
      }
      // refused long before the count budget (3,000 a minute) is spent
      expect(refused, `${served} heavy documents served, none refused`).not.toBeNull();
      expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await post(heavy.token, heaviestAllowedDocument(-1)).then((r) => r.json())) as any).error.code).toBe('RATE_LIMITED');
      // another caller's budget is their own
      const theirs = await post(other.token, '{ myProjects { id } }');
      expect(theirs.status).toBe(200);
    } finally {
      await timed.close();
    }
  });

  it("the app's own documents pass (the dashboard query of the load tests)", async () => {
    const r = await gql(
      gw.url,
      'query Dashboard($id: ID!) { project(id: $id) { id name environments { id name } featureFlags { id key name enabled } } }',
      { id: 'x' },
      owner.token,
    );
    expect(r.errors?.[0]?.extensions.code).toBe('PROJECT_NOT_FOUND');
  });
});

describe('H3 and quotas: values and configuration are bounded', () => {
  it('a flag value over 64 KB is 413 SIZE_LIMIT_EXCEEDED; a Free project holds at most 256 KB of values (402 configBytes)', async () => {
    const p = await newProject(owner, 'Big Values');
    const huge = await owner.post('/feature-flags', {
      data: { name: 'Huge', type: 'json', value: JSON.stringify({ blob: 'x'.repeat(900_000) }), project: p.id },
    });
    // the spec's json conversion turns unparseable text into {}; a parsed object is what is stored
    const big = await owner.post('/feature-flags', { data: { name: 'Big', type: 'json', value: { blob: 'x'.repeat(70_000) }, project: p.id } });
    expectError(big, 413, 'SIZE_LIMIT_EXCEEDED');
    expect(big.body.error.details).toMatchObject({ limitType: 'valueBytes', max: SIZE_LIMITS.valueBytes });
    expect([413, 400]).toContain(huge.status);
    for (let i = 0; i < 4; i++)
      await owner.must('POST', '/feature-flags', { data: { name: `Cfg ${i}`, type: 'json', value: { blob: 'y'.repeat(60_000) }, project: p.id } });
    const over = await owner.post('/feature-flags', { data: { name: 'Cfg 5', type: 'json', value: { blob: 'z'.repeat(60_000) }, project: p.id } });
    expectError(over, 402, 'PLAN_LIMIT_REACHED');
    expect(over.body.error.details).toMatchObject({ limitType: 'configBytes', max: 262_144, plan: 'Free' });
  });

  it('projects per account follow the best plan the account holds (Free: 10)', async () => {
    const limited = await startTestGateway({ env: { PLANS_FILE: '' } });
    try {
      const u = await signIn(limited.url, profile('manyprojects'));
      for (let i = 0; i < 10; i++) await newProject(u, `P${i}`);
      const r = await u.post('/projects', { data: { name: 'Eleventh', description: 'one too many' } });
      expectError(r, 402, 'PLAN_LIMIT_REACHED', 'Your current Free plan allows up to 10 projects. To add more, please upgrade to a higher plan.');
      expect(r.body.error.details).toMatchObject({ limitType: 'projects', count: 10, max: 10, plan: 'Free' });
      // deleting one frees its slot
      const mine = await u.data('/projects');
      await u.must('DELETE', `/projects/${mine[0].id}`);
      await newProject(u, 'Again');
    } finally {
      await limited.close();
    }
  });
});

describe('M1: nobody becomes a member without accepting', () => {
  it('a ghost id stays a pending invitation: no member, no seat, nothing copied; the real user may decline', async () => {
    const p = await newProject(owner, 'Consent');
    const victim = await signIn(gw.url, profile('victim'));
    for (const userId of ['ghost_1', 'ghost_2', 'ghost_3']) await owner.must('POST', `/projects/${p.id}/add-team-member`, { userId });
    const added = await owner.must('POST', `/projects/${p.id}/add-team-member`, { userId: victim.profile!.userId });
    expect(added.team_members).toEqual([]);
    // the Free plan's 3 seats are not taken by the three ghosts: a real member still joins
    const mate = await signIn(gw.url, profile('realmate'));
    await addMember(owner, p.id, mate);
    const history = await gw.rt.store.readStream(projectStreamId(p.id));
    expect(JSON.stringify(history.map((e) => e.data))).not.toContain(victim.profile!.email);
    expect(JSON.stringify(history.map((e) => e.data))).not.toContain(victim.profile!.name);
    // the victim sees the invitation and declines it
    const mine = await victim.data('/user/invitations');
    expect(mine).toEqual([expect.objectContaining({ id: added.invitation.id, status: 'pending', project: expect.objectContaining({ id: p.id }) })]);
    await victim.must('POST', `/invitations/${added.invitation.id}/decline`);
    expect(await victim.data('/user/invitations')).toEqual([]);
    expectError(await victim.post(`/invitations/${added.invitation.id}/accept`), 409, 'INVITATION_NOT_PENDING');
    expectError(await victim.get(`/projects/${p.id}`), 404, 'PROJECT_NOT_FOUND');
    // someone else cannot accept an invitation addressed to another user id
    const ghostInvitation = (await owner.data(`/projects/${p.id}/invitations`)).find((i: any) => i.user_id === 'ghost_1');
    expectError(await mate.post(`/invitations/${ghostInvitation.id}/accept`), 404, 'INVITATION_NOT_FOUND');
    // and auto-accept on sign-in never accepts one addressed to the user id
    const again = await owner.must('POST', `/projects/${(await newProject(owner, 'Consent 2')).id}/add-team-member`, { userId: victim.profile!.userId });
    expect(await victim.must('POST', '/user/auto-accept-invitations')).toEqual([]);
    expect(again.invitation.status).toBe('pending');
  });
});

describe("M2: an invitation never outlives its sender's authority", () => {
  it('a removed manager cannot re-enter through the invitation they sent to a second address', async () => {
    const p = await owner.must('POST', '/projects', { data: { name: 'Authority', description: 'd' } });
    const manager = await signIn(gw.url, profile('mgr'));
    await addMember(owner, p.id, manager, 'manager');
    const second = profile('mgrsecond');
    const inv = await manager.must('POST', `/projects/${p.id}/invite`, { email: second.email, role: 'manager' });
    await owner.must('DELETE', `/projects/${p.id}/members/${manager.profile!.userId}`);
    const alias = await signIn(gw.url, second);
    expectError(await alias.post(`/invitations/${inv.token}/accept`), 410, 'INVITATION_REVOKED');
    expect((await owner.data(`/projects/${p.id}/members`)).map((m: any) => m.id)).not.toContain(second.userId);
  });

  it("a demoted admin's admin invitation is revoked (an event says so); their viewer invitation stands", async () => {
    const p = await owner.must('POST', '/projects', { data: { name: 'Demotion', description: 'd' } });
    const admin = await signIn(gw.url, profile('adm'));
    await addMember(owner, p.id, admin, 'admin');
    const asAdmin = profile('admsecond');
    const high = await admin.must('POST', `/projects/${p.id}/invite`, { email: asAdmin.email, role: 'admin' });
    await admin.must('POST', `/projects/${p.id}/invite`, { email: 'friend@example.com', role: 'viewer' });
    await owner.must('PUT', `/projects/${p.id}/members/${admin.profile!.userId}/role`, { role: 'manager' });
    const types = (await gw.rt.store.readStream(projectStreamId(p.id))).map((e) => e.type);
    expect(types.slice(-2)).toEqual(['MemberRoleChanged', 'InvitationRevoked']);
    expectError(await (await signIn(gw.url, asAdmin)).post(`/invitations/${high.token}/accept`), 410, 'INVITATION_REVOKED');
    expect((await owner.data(`/projects/${p.id}/invitations`)).map((i: any) => i.email)).toEqual(['friend@example.com']);
  });
});

describe('M3: keys named like Object.prototype members, on every served surface', () => {
  const KEYS = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf'];

  it('flags keyed so are served enabled with their values: public config, OFREP, REST, GraphQL, environment values', async () => {
    const p = await newProject(owner, 'Prototype Keys');
    for (const [i, key] of KEYS.entries())
      await owner.must('POST', '/feature-flags', { data: { name: `Flag ${key}`, key, type: 'number', value: String(i + 1), project: p.id } });
    const dev = p.environments.find((e: any) => e.name === 'development');
    await owner.must('PUT', `/environments/${dev.id}/variables`, { variables: { toString: { value: 42, enabled: true } } });
    const expected = (key: string, i: number) => (key === 'toString' ? 42 : i + 1);
    const cfg = (await (await fetch(gw.configUrl(p.uuid, dev.uuid))).json()) as any;
    for (const [i, key] of KEYS.entries()) {
      expect(Object.hasOwn(cfg.data.flags, key), key).toBe(true);
      expect(cfg.data.flags[key], key).toMatchObject({ enabled: true, value: expected(key, i) });
    }
    const view = await owner.data(`/environments/${dev.id}`);
    expect(view.variables.toString).toEqual({ value: 42, enabled: true });
    expect(Object.keys(view.variables)).toEqual(['toString']);
    const apiKey = (await owner.data(`/projects/${p.id}`)).environments.find((e: any) => e.id === dev.id).api_key;
    const bulk = (await (
      await fetch(`${gw.url}/ofrep/v1/evaluate/flags`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
        body: JSON.stringify({ context: { targetingKey: 'u1' } }),
      })
    ).json()) as any;
    for (const [i, key] of KEYS.entries())
      expect(
        bulk.flags.find((f: any) => f.key === key),
        key,
      ).toMatchObject({ value: expected(key, i) });
    for (const [i, key] of KEYS.entries()) {
      const one = (await (
        await fetch(`${gw.url}/ofrep/v1/evaluate/flags/${key}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
          body: JSON.stringify({ context: { targetingKey: 'u1' } }),
        })
      ).json()) as any;
      expect(one, key).toMatchObject({ key, value: expected(key, i) });
    }
    const g = await gql(
      gw.url,
      'query ($id: ID!) { project(id: $id) { featureFlags { key enabled environmentValues { environmentName value enabled hasCustomValue } } } }',
      { id: p.id },
      owner.token,
    );
    expect(g.errors, JSON.stringify(g.errors)).toBeUndefined();
    const toStringFlag = g.data.project.featureFlags.find((f: any) => f.key === 'toString');
    expect(toStringFlag.environmentValues.find((v: any) => v.environmentName === 'development')).toMatchObject({
      value: 42,
      enabled: true,
      hasCustomValue: true,
    });
    expect(toStringFlag.environmentValues.find((v: any) => v.environmentName === 'production')).toMatchObject({
      value: 2,
      enabled: true,
      hasCustomValue: false,
    });
  });

  it('member ids so named are 404 MEMBER_NOT_FOUND for role changes and removals, and nothing is appended', async () => {
    const p = await newProject(owner, 'Prototype Members');
    const before = (await gw.rt.store.readStream(projectStreamId(p.id))).length;
    for (const id of [...KEYS, '__proto__']) {
      expectError(await owner.put(`/projects/${p.id}/members/${id}/role`, { role: 'viewer' }), 404, 'MEMBER_NOT_FOUND');
      expectError(await owner.del(`/projects/${p.id}/members/${id}`), 404, 'MEMBER_NOT_FOUND');
    }
    expect((await gw.rt.store.readStream(projectStreamId(p.id))).length).toBe(before);
  });

  it('preference keys so named are ordinary preferences; __proto__ is refused', async () => {
    const u = await signIn(gw.url, profile('protoprefs'));
    const saved = await u.must('PUT', '/user-informations/preferences', { data: { preferences: Object.fromEntries(KEYS.map((k) => [k, k])) } });
    for (const k of KEYS) expect(saved.preferences[k]).toBe(k);
    // GraphQL: the body parser refuses the key before anything else sees it
    const g = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${u.token}` },
      body: '{"query":"mutation ($p: JSON!) { updateUserPreferences(input: { preferences: $p }) { user { preferences } } }","variables":{"p":{"__proto__":{"polluted":true}}}}',
    });
    expect(g.status).toBe(400);
    expectError(
      await u.request('PUT', '/user-informations/preferences', { raw: '{"data":{"preferences":{"__proto__":{"x":1}}}}', contentType: 'application/json' }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('M4: history reads have a cost limit', () => {
  it('a caller runs at most 2 exports at once (429 TOO_MANY_CONCURRENT_REQUESTS); others are not affected', async () => {
    const p = await newProject(owner, 'Heavy Reads');
    // a history of ~12 MB (each entry carries a 60 KB value before and after): an export not read stays open
    const flag = await owner.must('POST', '/feature-flags', { data: { name: 'Heavy', type: 'json', value: { blob: 'h'.repeat(60_000) }, project: p.id } });
    const actor = { id: owner.profile!.userId, name: owner.profile!.name };
    for (let i = 0; i < 100; i++) await gw.rt.commands.project(p.id, { kind: 'ToggleFeatureFlag', flagId: flag.id }, { actor });
    await gw.rt.waitFor(await gw.rt.store.headPosition());
    const viewer = await signIn(gw.url, profile('heavyviewer'));
    await addMember(owner, p.id, viewer, 'viewer');
    // two exports held open and not read (a paused socket: fetch would buffer the body): they keep their slots
    const open = await Promise.all(
      [0, 1].map(
        () =>
          new Promise<ClientRequest>((resolve, reject) => {
            const req = httpGet(`${gw.url}/api/projects/${p.id}/history/export?format=csv`, { headers: { authorization: `Bearer ${viewer.token}` } }, (res) => {
              expect(res.statusCode).toBe(200);
              res.pause();
              resolve(req);
            });
            req.on('error', reject);
          }),
      ),
    );
    const third = await viewer.get(`/projects/${p.id}/history/export`, { query: { format: 'ndjson' } });
    expectError(third, 429, 'TOO_MANY_CONCURRENT_REQUESTS');
    // another caller is served (the answer starts; the ~12 MB body is not read: exports are paced)
    const exportStatus = async (client: RestClient, format: string) => {
      const res = await fetch(`${gw.url}/api/projects/${p.id}/history/export?format=${format}`, { headers: { authorization: `Bearer ${client.token}` } });
      await res.body?.cancel();
      return res.status;
    };
    expect(await exportStatus(owner, 'ndjson')).toBe(200);
    // produced as it is read (backpressure): an export nobody reads holds at most its buffer, not the ~12 MB
    const caller = { userId: owner.profile!.userId, name: owner.profile!.name, email: owner.profile!.email, sessionId: null };
    const unread = await gw.app.services.history.export({ caller, requestId: 'unread-export' }, p.id, {}, 'ndjson');
    const sink = new PassThrough({ highWaterMark: 16 * 1024 });
    unread.stream.pipe(sink); // a socket whose client stopped reading
    await new Promise((r) => setTimeout(r, 300));
    const held = unread.stream.readableLength + sink.readableLength;
    expect(held).toBeGreaterThan(0);
    expect(held).toBeLessThan(1024 * 1024);
    unread.stream.destroy();
    for (const req of open) req.destroy();
    // the slots come back once the streams close
    for (let i = 0; i < 50 && gw.app.services.history.exports.size > 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await exportStatus(viewer, 'csv')).toBe(200);
  });

  it('and at most 6 history reads at once (seven in one GraphQL request: one is refused)', async () => {
    const p = await newProject(owner, 'Many Reads');
    const fields = Array.from({ length: 7 }, (_, i) => `h${i}: projectHistory(projectId: $id, first: 1) { nextCursor }`).join(' ');
    const r = await gql(gw.url, `query ($id: ID!) { ${fields} }`, { id: p.id }, owner.token);
    expect(r.errors?.map((e) => e.extensions.code)).toEqual(['TOO_MANY_CONCURRENT_REQUESTS']);
    const six = await gql(gw.url, `query ($id: ID!) { ${fields.split(' h6:')[0]} }`, { id: p.id }, owner.token);
    expect(six.errors).toBeUndefined();
  });

  it("an export covers at most the plan's newest events and says so", async () => {
    // the Free plan's export made small (50 events) so the test writes little
    const dir = mkdtempSync(join(tmpdir(), 'flagstream-export-'));
    writeFileSync(
      join(dir, 'plans.json'),
      JSON.stringify({ plans: DEFAULT_PLANS.plans.map((x) => (x.isFreePlan ? { ...x, featureMaxHistoryExportEvents: 50 } : x)) }),
    );
    const plans = await startTestGateway({ env: { PLANS_FILE: join(dir, 'plans.json') } });
    try {
      const u = await signIn(plans.url, profile('exporter'));
      const p = await newProject(u, 'Long History');
      const flag = await u.must('POST', '/feature-flags', { data: { name: 'Busy', project: p.id } });
      const actor = { id: u.profile!.userId, name: u.profile!.name };
      const head = await plans.rt.store.streamRevision(projectStreamId(p.id));
      for (let i = head + 1; i < 60; i++) await plans.rt.commands.project(p.id, { kind: 'ToggleFeatureFlag', flagId: flag.id }, { actor });
      await plans.rt.waitFor(await plans.rt.store.headPosition());
      const res = await fetch(`${plans.url}/api/projects/${p.id}/history/export?format=ndjson`, { headers: { authorization: `Bearer ${u.token}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-flagstream-export-limited')).toMatch(/^newest 50 events \(Free plan\)/);
      const lines = (await res.text())
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      expect(lines).toHaveLength(50);
      expect(lines[0].revision).toBe(10);
      expect(lines.at(-1).revision).toBe(59);
      // entries after the cut still carry what their entity was before them
      expect(lines[0].before).not.toBeNull();
    } finally {
      await plans.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('M5: GraphQL mutations spend the REST write budget', () => {
  it('with 3 writes a minute, REST and GraphQL writes share them', async () => {
    const limited = await startTestGateway({ env: { RATE_LIMIT_WRITES_PER_MINUTE: '3' } });
    try {
      const u = await signIn(limited.url, profile('budget'));
      const p = await u.must('POST', '/projects', { data: { name: 'Budget', description: 'd' } });
      await u.must('PUT', `/projects/${p.id}`, { data: { name: 'Budget 2' } });
      const m = `mutation ($id: ID!) { updateProject(input: { id: $id, name: "Budget 3" }) { project { name } } }`;
      expect((await gql(limited.url, m, { id: p.id }, u.token)).errors).toBeUndefined();
      // the budget is spent: a fourth write, by either path, is refused
      const res = await fetch(`${limited.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${u.token}` },
        body: JSON.stringify({ query: m, variables: { id: p.id } }),
      });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await res.json()) as any).error.code).toBe('RATE_LIMITED');
      expectError(await u.put(`/projects/${p.id}`, { data: { name: 'Budget 4' } }), 429, 'RATE_LIMITED');
      // queries are not writes
      expect((await gql(limited.url, 'query { myProjects { id } }', undefined, u.token)).errors).toBeUndefined();
    } finally {
      await limited.close();
    }
  });
});

describe('Low findings', () => {
  it('the sign-in rate limit counts percent-encoded paths like the plain one', async () => {
    const limited = await startTestGateway({ env: { RATE_LIMIT_SIGNIN_PER_MINUTE: '2' } });
    try {
      const body = JSON.stringify(profile('enc'));
      const post = (path: string) => fetch(`${limited.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect((await post('/api/dev-auth/token')).status).toBe(200);
      expect((await post('/api/dev%2Dauth/token')).status).toBe(200);
      const third = await post('/api/dev%2dauth/token');
      expect(third.status).toBe(429);
      expect((await post('/api/dev-auth/%74oken')).status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it("the owner's email shown to the team is the verified one, not the profile's", async () => {
    const prof = profile('emailowner');
    const o = await signIn(gw.url, prof);
    const p = await newProject(o, 'Emails');
    await o.must('PUT', '/user-informations/me', { data: { email: 'ceo@victim.example' } });
    const members = await o.data(`/projects/${p.id}/members`);
    expect(members[0]).toMatchObject({ id: 'owner', user: { email: prof.email } });
  });

  it('names with text-direction overrides or made only of invisible characters are refused', async () => {
    expectError(await owner.post('/projects', { data: { name: 'invoice\u202Efdp.exe', description: 'd' } }), 400, 'VALIDATION_FAILED');
    expectError(
      await owner.post('/projects', { data: { name: '\u200B\u200B\u2060', description: 'd' } }),
      400,
      'VALIDATION_FAILED',
      'name: Project name is required',
    );
    const p = await newProject(owner, 'Names');
    expectError(await owner.post('/feature-flags', { data: { name: 'a\u2067b', project: p.id } }), 400, 'VALIDATION_FAILED');
    expectError(await owner.put('/user-informations/me', { data: { full_name: '\u3164' } }), 400, 'VALIDATION_FAILED');
    // a name from the identity provider is cleaned instead
    const u = await signIn(gw.url, { userId: `user_rlo_${Date.now()}`, name: 'Mallory\u202Etxt.exe', email: `rlo${Date.now()}@example.com` });
    expect((await u.data('/user-info')).full_name).toBe('Mallorytxt.exe');
  });

  it('with the read models emptied and not yet rebuilt, writes to an existing project answer 503, not 404', async () => {
    const local = await startTestGateway();
    try {
      const u = await signIn(local.url, profile('rebuild'));
      const p = await newProject(u, 'Rebuilding');
      await local.rt.runner!.stop();
      await local.rt.read.clear();
      expectError(await u.put(`/projects/${p.id}`, { data: { name: 'Renamed' } }), 503, 'READ_MODELS_REBUILDING');
      expectError(await u.get(`/projects/${p.id}`), 503, 'READ_MODELS_REBUILDING');
      // a project that never existed is still not found
      expectError(await u.get('/projects/00000000-0000-4000-8000-000000000000'), 404, 'PROJECT_NOT_FOUND');
    } finally {
      await local.close();
    }
  });

  it('a client-chosen x-request-id never becomes the audit correlation id', async () => {
    const p = await owner.must('POST', '/projects', { data: { name: 'Correlation', description: 'd' } });
    const res = await owner.request('PUT', `/projects/${p.id}`, { json: { data: { name: 'Correlated' } }, headers: { 'x-request-id': 'attacker-chosen-id' } });
    expect(res.status).toBe(200);
    const last = (await gw.rt.store.readStream(projectStreamId(p.id))).at(-1)!;
    expect(last.type).toBe('ProjectUpdated');
    expect(last.metadata.correlationId).not.toBe('attacker-chosen-id');
    expect(res.headers.get('x-request-id')).toBe(last.metadata.correlationId);
  });
});

describe('H13: a write abandoned while it waits for its lane gives the lane back', () => {
  /** A write whose headers are sent now and whose body is sent (or not) later: it holds or waits for the caller's lane. */
  function pendingWrite(token: string, body: string) {
    const url = new URL('/api/user-informations/preferences', gw.url);
    const socket = netConnect(Number(url.port), url.hostname);
    const head = `PUT ${url.pathname} HTTP/1.1\r\nhost: ${url.host}\r\nauthorization: Bearer ${token}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n`;
    socket.write(head);
    let answer = '';
    socket.on('data', (d) => (answer += d));
    const done = new Promise<string>((resolve) => socket.on('close', () => resolve(answer)));
    return { send: () => socket.write(body), abandon: () => socket.destroy(), done };
  }

  it('the next writes of that caller still run (the lane was not kept by the request that left)', async () => {
    const u = await signIn(gw.url, profile('lanes'));
    const body = JSON.stringify({ data: { preferences: { theme: 'dark' } } });
    const first = pendingWrite(u.token!, body);
    // the first write holds the lane while its body is on the way; the second waits behind it
    await new Promise((r) => setTimeout(r, 150));
    const second = pendingWrite(u.token!, body);
    await new Promise((r) => setTimeout(r, 150));
    second.abandon();
    await new Promise((r) => setTimeout(r, 150));
    first.send();
    expect(await first.done).toMatch(/^HTTP\/1\.1 200/);
    await second.done;
    // With the lane kept by the abandoned write, these would wait forever (then 429).
    for (let i = 0; i < 3; i++) expect((await u.put('/user-informations/preferences', { data: { preferences: { theme: `t${i}` } } })).status).toBe(200);
  }, 20_000);
});
