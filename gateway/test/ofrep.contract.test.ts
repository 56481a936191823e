import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { sha256Hex } from '@flagstream/projections';
import type { TestGateway } from './support/testGateway';
import { startTestGateway } from './support/testGateway';

/**
 * Every kind of OFREP response Flagstream gives, validated against the OFREP OpenAPI document of
 * open-feature/protocol, vendored unmodified in fixtures/ofrep (see SOURCE.md there): the status
 * must be one the operation documents, a JSON body must match its schema, and the documented
 * headers (ETag on bulk 200, Retry-After on 429) must be there. The SSE messages are validated
 * against the document's sseEvent / sseEventData schemas.
 *
 * Two readings of the document, applied to an in-memory copy (the file stays as published):
 * - `codeDefaultFlag` ("no value property") is given `not: {required: [value]}`: as written it
 *   is `properties: {}` and matches every object, so every answer with a value would match two
 *   alternatives of a `oneOf`, and an array value would pass.
 * - the value alternatives of `evaluationSuccess` are an `anyOf`: an integer is also a float.
 */
const here = dirname(fileURLToPath(import.meta.url));
const doc = parse(readFileSync(join(here, 'fixtures/ofrep/openapi.yaml'), 'utf8')) as any;

const OPENFEATURE_ERROR_CODES = [
  'PROVIDER_NOT_READY',
  'FLAG_NOT_FOUND',
  'PARSE_ERROR',
  'TYPE_MISMATCH',
  'TARGETING_KEY_MISSING',
  'INVALID_CONTEXT',
  'PROVIDER_FATAL',
  'GENERAL',
];

function validatorFor(): (ref: string) => ValidateFunction {
  const copy = structuredClone(doc);
  copy.components.schemas.codeDefaultFlag.not = { required: ['value'] };
  const alternatives = copy.components.schemas.evaluationSuccess.allOf[1];
  alternatives.anyOf = alternatives.oneOf;
  delete alternatives.oneOf;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addFormat('float', true);
  ajv.addSchema(copy, 'ofrep');
  return (ref) => ajv.getSchema(`ofrep${ref}`)!;
}
const schema = validatorFor();

interface Checked {
  status: number;
  headers: Headers;
  body: any;
}

/** Calls an OFREP operation and checks the answer against the document. */
async function conforms(operation: '/ofrep/v1/evaluate/flags' | '/ofrep/v1/evaluate/flags/{key}', res: Response): Promise<Checked> {
  const op = doc.paths[operation].post;
  const status = res.status;
  const text = await res.text();
  const documented = op.responses[String(status)];
  expect(documented, `${operation} answered ${status}, which the OFREP document does not list: ${text}`).toBeDefined();
  let body: any;
  const json = documented.content?.['application/json'];
  if (json) {
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    body = JSON.parse(text);
    const validate = schema(json.schema.$ref);
    if (!validate(body))
      throw new Error(`${operation} ${status} body does not match ${json.schema.$ref}: ${JSON.stringify(validate.errors, null, 1)}\n${text}`);
  } else if (text) {
    // 401/403/429 have no documented body: ours still has OFREP's failure shape with an OpenFeature code
    body = JSON.parse(text);
    expect(OPENFEATURE_ERROR_CODES).toContain(body.errorCode);
    expect(body.errorDetails).toEqual(expect.any(String));
  }
  for (const name of Object.keys(documented.headers ?? {})) expect(res.headers.get(name), `${status} header ${name}`).not.toBeNull();
  if (status === 304) expect(text).toBe('');
  return { status, headers: res.headers, body };
}

let gw: TestGateway;
let world: { serverKey: string; clientKey: string; overrideUuid: string; envUuid: string };

beforeAll(async () => {
  // a low client-key limit, so a 429 can be seen without thousands of requests
  gw = await startTestGateway({ env: { OFREP_CLIENT_RATE_LIMIT_PER_MINUTE: '40' } });
  const p = await gw.createProject('Contract');
  const dev = p.env('development');
  const flag = await gw.createFlag(p.projectId, { name: 'New Checkout', key: 'new_checkout', type: 'boolean', value: false });
  await gw.createFlag(p.projectId, { name: 'Banner', type: 'string', value: 'Hello' });
  await gw.createFlag(p.projectId, { name: 'Max Items', type: 'number', value: 10 });
  await gw.createFlag(p.projectId, { name: 'Ratio', type: 'number', value: 0.25 });
  await gw.createFlag(p.projectId, { name: 'Theme', type: 'json', value: { colour: 'blue', sizes: [1, 2] } });
  await gw.createFlag(p.projectId, { name: 'Raw Json', type: 'json', value: '"plain text is not an object"' });
  await gw.createFlag(p.projectId, { name: 'List Json', type: 'json', value: [1, 2, 3] });
  await gw.createFlag(p.projectId, { name: 'Legacy', type: 'boolean', value: true, enabled: false });
  await gw.createFlag(p.projectId, { name: 'Motto', type: 'string', value: 'off for now', enabled: false });
  await gw.run(p.projectId, {
    kind: 'SetFlagTargeting',
    flagId: flag.id,
    environmentId: dev.id,
    variants: { on: true, off: false },
    defaultVariant: 'off',
    targeting: { if: [{ ends_with: [{ var: 'email' }, '@beta.example.com'] }, 'on', { fractional: [{ var: 'targetingKey' }, ['on', 50], ['off', 50]] }] },
  });
  const o = await gw.createOverride(p.projectId, {
    name: 'QA',
    environmentId: dev.id,
    featureFlagValues: { max_items: { value: 99 }, banner: { value: 'Hi QA', enabled: false } },
  });
  const env = (await gw.state(p.projectId)).environments[dev.id]!;
  world = { serverKey: env.apiKey, clientKey: env.clientKey!, overrideUuid: o.uuid, envUuid: dev.uuid };
});
afterAll(async () => {
  await gw?.close();
});

const post = (path: string, init: { key?: string | null; body?: string; headers?: Record<string, string> } = {}) =>
  fetch(`${gw.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(init.key === null ? {} : { authorization: `Bearer ${init.key ?? world.serverKey}` }), ...init.headers },
    body: init.body ?? JSON.stringify({ context: { targetingKey: 'user-1' } }),
  });
const BULK = '/ofrep/v1/evaluate/flags';
const single = (key: string) => `/ofrep/v1/evaluate/flags/${encodeURIComponent(key)}`;

describe('POST /ofrep/v1/evaluate/flags', () => {
  it('200: every flag, typed; disabled ones without a value; a non-object JSON flag as a failure; the event stream advertised', async () => {
    const r = await conforms(BULK, await post(BULK));
    expect(r.status).toBe(200);
    expect(r.headers.get('etag')).toMatch(/^"[^"]+"$/);
    const byKey = Object.fromEntries(r.body.flags.map((f: any) => [f.key, f]));
    expect(byKey.banner).toMatchObject({ value: 'Hello', reason: 'STATIC' });
    expect(byKey.max_items).toMatchObject({ value: 10 });
    expect(byKey.ratio).toMatchObject({ value: 0.25 });
    expect(byKey.theme).toMatchObject({ value: { colour: 'blue', sizes: [1, 2] } });
    expect(byKey.new_checkout.reason).toBe('SPLIT');
    expect(byKey.legacy).toEqual({ key: 'legacy', reason: 'DISABLED', variant: 'default', metadata: { type: 'boolean', source: 'default', enabled: false } });
    expect(byKey.motto).not.toHaveProperty('value');
    expect(byKey.raw_json).toMatchObject({ key: 'raw_json', errorCode: 'PARSE_ERROR' });
    expect(byKey.list_json).toMatchObject({ key: 'list_json', errorCode: 'PARSE_ERROR' });
    expect(r.body.eventStreams).toEqual([{ type: 'sse', endpoint: { requestUri: `/ofrep/v1/events/${sha256Hex(world.serverKey)}` }, inactivityDelaySec: 120 }]);
  });

  it('200 for every reason a context can get: TARGETING_MATCH, SPLIT, STATIC, DISABLED', async () => {
    const beta = await conforms(BULK, await post(BULK, { body: JSON.stringify({ context: { targetingKey: 'u', email: 'ann@beta.example.com' } }) }));
    expect(beta.body.flags.find((f: any) => f.key === 'new_checkout')).toMatchObject({ value: true, reason: 'TARGETING_MATCH', variant: 'on' });
    // no targetingKey: the fractional split has nothing to hash; the answer must still conform
    await conforms(BULK, await post(BULK, { body: JSON.stringify({ context: {} }) }));
    await conforms(BULK, await post(BULK, { body: '' }));
  });

  it('200 with an override in the context, which the advertised stream names too', async () => {
    const r = await conforms(BULK, await post(BULK, { body: JSON.stringify({ context: { targetingKey: 'u', overrideUuid: world.overrideUuid } }) }));
    const byKey = Object.fromEntries(r.body.flags.map((f: any) => [f.key, f]));
    expect(byKey.max_items).toMatchObject({ value: 99, variant: 'override' });
    expect(byKey.banner).toEqual({ key: 'banner', reason: 'DISABLED', variant: 'override', metadata: { type: 'string', source: 'override', enabled: false } });
    expect(r.body.eventStreams[0].endpoint.requestUri).toBe(`/ofrep/v1/events/${sha256Hex(world.serverKey)}?overrideUuid=${world.overrideUuid}`);
  });

  it('304 for the ETag of the same answer', async () => {
    const first = await conforms(BULK, await post(BULK));
    const again = await conforms(BULK, await post(BULK, { headers: { 'if-none-match': first.headers.get('etag')! } }));
    expect(again.status).toBe(304);
  });

  it('400 PARSE_ERROR / INVALID_CONTEXT', async () => {
    for (const body of ['not json', '[1]', '{"context":']) expect((await conforms(BULK, await post(BULK, { body }))).body.errorCode).toBe('PARSE_ERROR');
    for (const context of [5, 'x', [1], { overrideUuid: 'nope' }]) {
      expect((await conforms(BULK, await post(BULK, { body: JSON.stringify({ context }) }))).body.errorCode).toBe('INVALID_CONTEXT');
    }
  });

  it('a body over the limit: 400 INVALID_CONTEXT with a key, and 401 without one (the body is never read)', async () => {
    const big = JSON.stringify({ context: { targetingKey: 'u', blob: 'x'.repeat(40_000) } });
    const r = await conforms(BULK, await post(BULK, { body: big }));
    expect(r).toMatchObject({ status: 400, body: { errorCode: 'INVALID_CONTEXT' } });
    expect(r.body.errorDetails).toMatch(/too large/);
    expect((await conforms(BULK, await post(BULK, { key: null, body: big }))).status).toBe(401);
  });

  it('401 for a missing or unknown key, with an OpenFeature code', async () => {
    for (const key of [null, 'fs_server_nope', 'x'.repeat(300)]) {
      const r = await conforms(BULK, await post(BULK, { key }));
      expect(r.status).toBe(401);
      expect(r.body.errorCode).toBe('GENERAL');
      expect(r.headers.get('www-authenticate')).toBe('Bearer');
    }
  });
});

describe('POST /ofrep/v1/evaluate/flags/{key}', () => {
  it('200 for every type and reason, and a code default (no value) for a disabled flag', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['banner', { value: 'Hello', reason: 'STATIC' }],
      ['max_items', { value: 10 }],
      ['ratio', { value: 0.25 }],
      ['theme', { value: { colour: 'blue', sizes: [1, 2] } }],
      ['legacy', { reason: 'DISABLED' }],
      ['motto', { reason: 'DISABLED' }],
    ];
    for (const [key, expected] of cases) {
      const r = await conforms('/ofrep/v1/evaluate/flags/{key}', await post(single(key)));
      expect(r.status, key).toBe(200);
      expect(r.body).toMatchObject({ key, ...expected });
      if (expected.reason === 'DISABLED') expect(r.body).not.toHaveProperty('value');
    }
    const split = await conforms('/ofrep/v1/evaluate/flags/{key}', await post(single('new_checkout')));
    expect(split.body).toMatchObject({ key: 'new_checkout', reason: 'SPLIT', value: expect.any(Boolean) });
    const match = await conforms(
      '/ofrep/v1/evaluate/flags/{key}',
      await post(single('new_checkout'), { body: JSON.stringify({ context: { targetingKey: 'u', email: 'b@beta.example.com' } }) }),
    );
    expect(match.body).toMatchObject({ value: true, reason: 'TARGETING_MATCH', variant: 'on' });
  });

  it('400 PARSE_ERROR for a JSON flag that is not an object, naming the flag', async () => {
    for (const key of ['raw_json', 'list_json']) {
      const r = await conforms('/ofrep/v1/evaluate/flags/{key}', await post(single(key)));
      expect(r).toMatchObject({ status: 400, body: { key, errorCode: 'PARSE_ERROR' } });
    }
  });

  it('404 FLAG_NOT_FOUND for an unknown key, and for a key longer than any flag key (not a 414)', async () => {
    for (const key of ['nope', 'k'.repeat(101), 'k'.repeat(1000)]) {
      const r = await conforms('/ofrep/v1/evaluate/flags/{key}', await post(single(key)));
      expect(r.status, `${key.length} chars`).toBe(404);
      expect(r.body).toMatchObject({ key, errorCode: 'FLAG_NOT_FOUND' });
    }
  });

  it('400 and 401 name the flag', async () => {
    const bad = await conforms('/ofrep/v1/evaluate/flags/{key}', await post(single('banner'), { body: 'nope' }));
    expect(bad.body).toMatchObject({ key: 'banner', errorCode: 'PARSE_ERROR' });
    const unauth = await conforms('/ofrep/v1/evaluate/flags/{key}', await post(single('banner'), { key: 'fs_client_nope' }));
    expect(unauth).toMatchObject({ status: 401, body: { key: 'banner', errorCode: 'GENERAL' } });
  });
});

describe('rate limit', () => {
  it("429 with Retry-After once a client key's budget for this address is spent; the server key is not affected", async () => {
    let limited: Checked | null = null;
    for (let i = 0; i < 60 && !limited; i++) {
      const r = await conforms(i % 2 ? BULK : '/ofrep/v1/evaluate/flags/{key}', await post(i % 2 ? BULK : single('banner'), { key: world.clientKey }));
      if (r.status === 429) limited = r;
      else expect(r.status).toBe(200);
    }
    expect(limited).not.toBeNull();
    expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited!.body.errorCode).toBe('GENERAL');
    expect((await post(BULK)).status).toBe(200);
  });
});

describe('the advertised event stream', () => {
  /** Opens a stream and reads its SSE messages (blank-line separated) as EventSource would. */
  async function open(url: string, headers: Record<string, string> = {}) {
    const ctrl = new AbortController();
    const res = await fetch(url, { headers, signal: ctrl.signal });
    const decoder = new TextDecoder();
    const it = res.body![Symbol.asyncIterator]();
    let buffer = '';
    async function next(): Promise<Record<string, string>> {
      for (;;) {
        const cut = buffer.indexOf('\n\n');
        if (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const fields: Record<string, string> = {};
          for (const line of block.split('\n')) {
            if (!line || line.startsWith(':')) continue;
            const i = line.indexOf(':');
            fields[line.slice(0, i)] = line.slice(i + 1).replace(/^ /, '');
          }
          if (fields.data !== undefined) return fields;
          continue;
        }
        const { value, done } = await it.next();
        if (done) throw new Error('stream ended');
        buffer += decoder.decode(value as Uint8Array, { stream: true });
      }
    }
    return { res, next, close: () => ctrl.abort() };
  }

  it('sends refetchEvaluation messages that match sseEvent/sseEventData, and honours Last-Event-ID', async () => {
    const bulk = await conforms(BULK, await post(BULK, { key: world.serverKey }));
    const url = `${gw.url}${bulk.body.eventStreams[0].endpoint.requestUri}`;
    const first = await open(url, { origin: 'http://elsewhere.test' });
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(first.res.headers.get('access-control-allow-origin')).toBe('*');
    // a first connection is told to re-fetch at once (a change since the bulk evaluation is never lost)
    const m1 = await first.next();
    first.close();
    expect(m1.event).toBe('message');
    const sse = schema('#/components/schemas/sseEvent');
    if (!sse(m1)) throw new Error(JSON.stringify(sse.errors));
    const data = JSON.parse(m1.data!);
    const sseData = schema('#/components/schemas/sseEventData');
    if (!sseData(data)) throw new Error(JSON.stringify(sseData.errors));
    expect(data).toEqual({ type: 'refetchEvaluation', etag: m1.id });

    // reconnecting with the current id: nothing is sent until something changes, and then the new id
    const again = await open(url, { 'last-event-id': m1.id! });
    await changeBanner('Hello again');
    const m2 = await again.next();
    again.close();
    expect(m2.id).not.toBe(m1.id);
    expect(JSON.parse(m2.data!)).toEqual({ type: 'refetchEvaluation', etag: m2.id });

    // reconnecting with a stale id: told to re-fetch at once
    const stale = await open(url, { 'last-event-id': m1.id! });
    const m3 = await stale.next();
    stale.close();
    expect(m3.id).toBe(m2.id);
  });

  it('answers 404 for a stream no key opens', async () => {
    for (const path of [
      `/ofrep/v1/events/${'0'.repeat(64)}`,
      '/ofrep/v1/events/not-a-hash',
      `/ofrep/v1/events/${sha256Hex(world.serverKey)}?overrideUuid=nope`,
    ]) {
      const r = await fetch(`${gw.url}${path}`);
      expect(r.status, path).toBe(404);
      await r.arrayBuffer();
    }
  });
});

let projectIdCache: string | null = null;
async function findProject(): Promise<string> {
  if (projectIdCache) return projectIdCache;
  const target = JSON.parse((await gw.rt.read.get(`apikey:${sha256Hex(world.serverKey)}`))!) as { projectId: string };
  projectIdCache = target.projectId;
  return projectIdCache;
}
async function changeBanner(value: string): Promise<void> {
  const projectId = await findProject();
  const s = await gw.state(projectId);
  const flag = Object.values(s.flags).find((f) => f.key === 'banner')!;
  await gw.run(projectId, { kind: 'UpdateFeatureFlag', flagId: flag.id, value });
}
