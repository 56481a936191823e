import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectStreamId } from '@flagstream/domain';
import { sealEvents } from '@flagstream/eventstore';
import { keys, sha256Hex } from '@flagstream/projections';
import type { TestGateway } from './support/testGateway';
import { startTestGateway } from './support/testGateway';
import type { RestClient } from './support/restClient';
import { addMember, profile, signIn } from './support/restClient';

/**
 * Client and server keys (issue 16): what each opens, who sees them, regenerating each on its
 * own, an environment recorded before client keys, and CORS for the SDK routes only.
 */
let gw: TestGateway;
let owner: RestClient;
let viewer: RestClient;
let project: any;

const ofrep = (key: string, path = '/ofrep/v1/evaluate/flags', init: RequestInit = {}) =>
  fetch(`${gw.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ context: { targetingKey: 'u1' } }),
    ...init,
  });
const flagd = (key: string, envUuid: string, suffix = '') => fetch(`${gw.url}/api/flagd/${envUuid}${suffix}`, { headers: { authorization: `Bearer ${key}` } });

beforeAll(async () => {
  gw = await startTestGateway({ env: { RATE_LIMIT_WRITES_PER_MINUTE: '100000', RATE_LIMIT_SIGNIN_PER_MINUTE: '1000' } });
  owner = await signIn(gw.url, profile('keyowner'));
  viewer = await signIn(gw.url, profile('keyviewer'));
  project = await owner.must('POST', '/projects', {
    data: { name: 'Keys', description: 'client and server keys', settings: { environments: ['development', 'production'] } },
  });
  await owner.must('POST', '/feature-flags', { data: { project: project.id, name: 'New Checkout', key: 'new_checkout', type: 'boolean', value: true } });
  await addMember(owner, project.id, viewer, 'viewer');
});
afterAll(async () => {
  await gw?.close();
});

const envs = async (who: RestClient) => who.data<any[]>(`/projects/${project.id}/environments`);

describe('environment keys', () => {
  it('every environment has a server key (fs_server_) and a client key (fs_client_), distinct everywhere', async () => {
    const list = await envs(owner);
    expect(list).toHaveLength(2);
    for (const e of list) {
      expect(e.api_key).toMatch(/^fs_server_[A-Za-z0-9_-]{43}$/);
      expect(e.client_key).toMatch(/^fs_client_[A-Za-z0-9_-]{43}$/);
    }
    expect(new Set(list.flatMap((e) => [e.api_key, e.client_key])).size).toBe(4);
  });

  it('a viewer sees the client keys, never the server keys', async () => {
    const mine = await envs(owner);
    const theirs = await envs(viewer);
    expect(theirs.map((e) => e.api_key)).toEqual([null, null]);
    expect(theirs.map((e) => e.client_key)).toEqual(mine.map((e) => e.client_key));
    const one = await viewer.data(`/environments/${mine[0].id}`);
    expect(one).toMatchObject({ api_key: null, client_key: mine[0].client_key });
  });

  it('the client key evaluates (OFREP) but is refused on the flagd document and its stream; the server key opens both', async () => {
    const [dev] = await envs(owner);
    expect((await ofrep(dev.client_key)).status).toBe(200);
    expect((await ofrep(dev.client_key, '/ofrep/v1/evaluate/flags/new_checkout')).status).toBe(200);
    expect((await ofrep(dev.api_key)).status).toBe(200);
    expect((await ofrep(dev.api_key, '/ofrep/v1/evaluate/flags/new_checkout')).status).toBe(200);

    const refused = await flagd(dev.client_key, dev.uuid);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    expect((await flagd(dev.client_key, dev.uuid, '/stream')).status).toBe(403);

    const doc = await flagd(dev.api_key, dev.uuid);
    expect(doc.status).toBe(200);
    expect(((await doc.json()) as any).flags.new_checkout).toMatchObject({ state: 'ENABLED' });
    const stream = await flagd(dev.api_key, dev.uuid, '/stream');
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/text\/event-stream/);
    await stream.body!.cancel();
  });

  it('only the sha256 of each key names a read model', async () => {
    const [dev] = await envs(owner);
    for (const [key, kind] of [
      [dev.api_key, 'server'],
      [dev.client_key, 'client'],
    ] as const) {
      expect(JSON.parse((await gw.rt.read.get(keys.apiKey(sha256Hex(key))))!)).toMatchObject({ environmentUuid: dev.uuid, kind });
      expect(await gw.rt.read.get(keys.apiKey(key))).toBeNull();
    }
  });

  it('regenerating the client key replaces it alone: the old one stops evaluating at once, the server key keeps working', async () => {
    const [dev] = await envs(owner);
    const r = await owner.post(`/environments/${dev.id}/regenerate-client-key`);
    expect(r.status).toBe(200);
    expect(r.body.data.client_key).toMatch(/^fs_client_/);
    expect(r.body.data.client_key).not.toBe(dev.client_key);
    expect(r.body.data.api_key).toBe(dev.api_key);
    expect((await ofrep(dev.client_key)).status).toBe(401);
    expect((await ofrep(r.body.data.client_key)).status).toBe(200);
    expect((await ofrep(dev.api_key)).status).toBe(200);
  });

  it('regenerating the server key replaces it alone', async () => {
    const [dev] = await envs(owner);
    const r = await owner.post(`/environments/${dev.id}/regenerate-api-key`);
    expect(r.status).toBe(200);
    expect(r.body.data.api_key).toMatch(/^fs_server_/);
    expect(r.body.data.client_key).toBe(dev.client_key);
    expect((await flagd(dev.api_key, dev.uuid)).status).toBe(401);
    expect((await flagd(r.body.data.api_key, dev.uuid)).status).toBe(200);
    expect((await ofrep(dev.client_key)).status).toBe(200);
  });

  it('a viewer may regenerate neither key', async () => {
    const before = await envs(owner);
    for (const path of ['regenerate-client-key', 'regenerate-api-key']) {
      const r = await viewer.post(`/environments/${before[0].id}/${path}`);
      expect(r.status).toBe(403);
      expect(r.body.error.code).toBe('FORBIDDEN');
    }
    expect((await envs(owner)).map((e) => [e.api_key, e.client_key])).toEqual(before.map((e) => [e.api_key, e.client_key]));
  });

  it('GraphQL: client_key on Environment and regenerateClientKey, with the same rules', async () => {
    const [dev] = await envs(owner);
    const gql = async (who: RestClient, query: string, variables: Record<string, unknown>) => {
      const res = await fetch(`${gw.url}/graphql`, {
        method: 'POST',
        headers: { authorization: `Bearer ${who.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return res.json() as Promise<any>;
    };
    const seen = await gql(viewer, 'query ($id: ID!) { environment(id: $id) { apiKey clientKey } }', { id: dev.id });
    expect(seen.data.environment).toEqual({ apiKey: null, clientKey: dev.client_key });
    const denied = await gql(viewer, 'mutation ($id: ID!) { regenerateClientKey(input: { id: $id }) { environment { clientKey } } }', { id: dev.id });
    expect(denied.errors[0].extensions.code).toBe('FORBIDDEN');
    const done = await gql(owner, 'mutation ($id: ID!) { regenerateClientKey(input: { id: $id }) { environment { apiKey clientKey } } }', { id: dev.id });
    expect(done.data.regenerateClientKey.environment.apiKey).toBe(dev.api_key);
    expect(done.data.regenerateClientKey.environment.clientKey).toMatch(/^fs_client_/);
    expect(done.data.regenerateClientKey.environment.clientKey).not.toBe(dev.client_key);
  });
});

describe('an environment recorded before client keys', () => {
  it('keeps its key as a server key, has no client key until one is issued, and then both work', async () => {
    const p = await gw.createProject('Legacy keys', ['production']);
    // What a stream written before client keys holds: EnvironmentCreated with `apiKey` and no `clientKey`.
    const streamId = projectStreamId(p.projectId);
    const stream = await gw.rt.store.readStream(streamId);
    const last = stream[stream.length - 1]!;
    const legacyKey = `fs_env_${'L'.repeat(43)}`;
    const environmentId = randomUUID();
    const uuid = randomUUID();
    const sealed = sealEvents({
      streamId,
      revision: last.revision,
      prevHash: last.metadata.hash,
      events: [
        {
          id: randomUUID(),
          type: 'EnvironmentCreated',
          data: {
            environmentId,
            uuid,
            name: 'legacy',
            slug: 'legacy',
            description: '',
            type: 'development',
            status: 'active',
            order: 1,
            apiKey: legacyKey,
            createdAt: Date.now(),
          },
          metadata: {
            actor: { id: gw.owner.id, name: gw.owner.name },
            at: new Date().toISOString(),
            correlationId: randomUUID(),
            causationId: randomUUID(),
            schemaVersion: 1,
          },
        },
      ],
    });
    const appended = await gw.rt.store.append(streamId, sealed, last.revision);
    await gw.rt.waitFor(appended.position);

    const state = await gw.state(p.projectId);
    expect(state.environments[environmentId]).toMatchObject({ apiKey: legacyKey, clientKey: null });
    // the old key is a server key: it evaluates and reads the flagd document
    expect((await ofrep(legacyKey)).status).toBe(200);
    expect((await flagd(legacyKey, uuid)).status).toBe(200);

    // a client key is issued on request, and the old server key keeps working
    const issued = await gw.run(p.projectId, { kind: 'RegenerateClientKey', environmentId });
    const clientKey = issued.state.environments[environmentId]!.clientKey!;
    expect(clientKey).toMatch(/^fs_client_/);
    expect((await ofrep(clientKey)).status).toBe(200);
    expect((await flagd(clientKey, uuid)).status).toBe(403);
    expect((await flagd(legacyKey, uuid)).status).toBe(200);
    // the history stays intact: the chain still verifies
    expect((await gw.rt.store.readStream(streamId)).length).toBe(stream.length + 2);
  });
});

describe('CORS', () => {
  const OTHER = 'http://app.example.test';
  const preflight = (path: string, method: string, headers: string) =>
    fetch(`${gw.url}${path}`, {
      method: 'OPTIONS',
      headers: { origin: OTHER, 'access-control-request-method': method, 'access-control-request-headers': headers },
    });

  it('OFREP answers any origin, without credentials, with a cached preflight', async () => {
    const [dev] = await envs(owner);
    const pre = await preflight('/ofrep/v1/evaluate/flags', 'POST', 'authorization,content-type,if-none-match');
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    expect(pre.headers.get('access-control-allow-credentials')).toBeNull();
    expect(pre.headers.get('access-control-allow-headers')).toMatch(/authorization/);
    expect(pre.headers.get('access-control-allow-methods')).toMatch(/POST/);
    expect(Number(pre.headers.get('access-control-max-age'))).toBeGreaterThanOrEqual(3600);

    const res = await ofrep(dev.client_key, '/ofrep/v1/evaluate/flags', {
      headers: { origin: OTHER, authorization: `Bearer ${dev.client_key}`, 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')).toMatch(/etag/i);
  });

  it('the flagd document answers any origin too', async () => {
    const pre = await preflight('/api/flagd/00000000-0000-4000-8000-000000000000', 'GET', 'authorization');
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('the public config answers any origin (its own hot path)', async () => {
    const [dev] = await envs(owner);
    const res = await fetch(`${gw.url}/api/config/${project.uuid}?environmentUuid=${dev.uuid}`, { headers: { origin: OTHER } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    // an app that sends If-None-Match itself is preflighted: answered, and cached a day
    const pre = await preflight(`/api/config/${project.uuid}?environmentUuid=${dev.uuid}`, 'GET', 'if-none-match');
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    expect(pre.headers.get('access-control-allow-headers')).toMatch(/if-none-match/i);
    expect(Number(pre.headers.get('access-control-max-age'))).toBeGreaterThanOrEqual(3600);
  });

  it('the management API keeps its allow-list (empty by default): no CORS headers for another origin', async () => {
    const pre = await preflight(`/api/projects/${project.id}/environments`, 'GET', 'authorization');
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
    const res = await fetch(`${gw.url}/api/projects/${project.id}/environments`, { headers: { origin: OTHER, authorization: `Bearer ${owner.token}` } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const gql = await preflight('/graphql', 'POST', 'authorization,content-type');
    expect(gql.headers.get('access-control-allow-origin')).toBeNull();
  });
});
