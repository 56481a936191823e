/**
 * OFREP evaluations by server SDKs are answered before the framework (ofrep/ofrepFastPath.ts).
 * The same request sent so that the framework answers it (a chunked body: the fast path only
 * takes bodies of known length) must get the same status, headers and body: the two paths
 * share one engine, and this holds them to it. Also: what the fast path leaves to the
 * framework, compression by Accept-Encoding with an ETag per encoding, and metrics.
 */
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from './support/testGateway';
import { startTestGateway } from './support/testGateway';

let gw: TestGateway;

beforeAll(async () => {
  gw = await startTestGateway({ env: { OFREP_RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(async () => {
  await gw?.close();
});

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A POST with a Content-Length (fast path), or with a chunked body (always the framework). */
function post(path: string, headers: Record<string, string>, body: string, how: 'length' | 'chunked'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${gw.url}${path}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...headers,
          ...(how === 'length' ? { 'content-length': String(Buffer.byteLength(body)) } : { 'transfer-encoding': 'chunked' }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    if (how === 'chunked' && body.length > 1) {
      req.write(body.slice(0, 1));
      req.end(body.slice(1));
    } else req.end(body);
  });
}

const VARYING = new Set(['date', 'x-request-id', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);
const comparable = (r: Raw) => ({
  status: r.status,
  headers: Object.fromEntries(
    Object.entries(r.headers)
      .filter(([k]) => !VARYING.has(k))
      .sort(([a], [b]) => a.localeCompare(b)),
  ),
  body: r.body.toString('base64'),
});

async function seeded() {
  const p = await gw.createProject('Fast Path');
  const dev = p.env('development');
  await gw.createFlag(p.projectId, { name: 'Dark Mode', type: 'boolean', value: true });
  await gw.createFlag(p.projectId, { name: 'Max Items', type: 'number', value: 10 });
  await gw.createFlag(p.projectId, { name: 'Welcome Copy', type: 'string', value: 'Welcome to the storefront. '.repeat(40) });
  const o = await gw.createOverride(p.projectId, { name: 'QA', environmentId: dev.id, featureFlagValues: { max_items: { value: 99 } } });
  const state = await gw.state(p.projectId);
  return { p, dev, apiKey: state.environments[dev.id]!.apiKey, overrideUuid: o.uuid };
}

describe('OFREP before the framework', () => {
  it('answers exactly as the framework routes do, success and failure alike', async () => {
    const { apiKey, overrideUuid } = await seeded();
    const key = { 'x-api-key': apiKey };
    // warm the key's cache entry (the fast path only takes keys already cached)
    await post('/ofrep/v1/evaluate/flags', key, '{}', 'chunked');
    const bulk = await post('/ofrep/v1/evaluate/flags', key, '{"context":{"targetingKey":"u1"}}', 'length');
    const etag = String(bulk.headers.etag);
    const cases: Array<[string, Record<string, string>, string]> = [
      ['/ofrep/v1/evaluate/flags', key, '{"context":{"targetingKey":"u1"}}'],
      ['/ofrep/v1/evaluate/flags', { ...key, 'if-none-match': etag }, '{"context":{}}'],
      ['/ofrep/v1/evaluate/flags', { ...key, 'accept-encoding': 'gzip, br' }, '{}'],
      ['/ofrep/v1/evaluate/flags', { authorization: `Bearer ${apiKey}`, 'accept-encoding': 'gzip' }, ''],
      ['/ofrep/v1/evaluate/flags', key, JSON.stringify({ context: { overrideUuid } })],
      ['/ofrep/v1/evaluate/flags/max_items', key, '{"context":{"targetingKey":"u1"}}'],
      ['/ofrep/v1/evaluate/flags/max_items', key, JSON.stringify({ context: { overrideUuid } })],
      ['/ofrep/v1/evaluate/flags/welcome_copy', key, '{}'],
      ['/ofrep/v1/evaluate/flags/no_such_flag', key, '{}'],
      ['/ofrep/v1/evaluate/flags', key, 'not json'],
      ['/ofrep/v1/evaluate/flags/dark_mode', key, '{"context":'],
      ['/ofrep/v1/evaluate/flags', key, '{"__proto__":{"polluted":true}}'],
      ['/ofrep/v1/evaluate/flags', key, `${'['.repeat(150)}${']'.repeat(150)}`],
      ['/ofrep/v1/evaluate/flags', key, '[1,2]'],
      ['/ofrep/v1/evaluate/flags/dark_mode', key, '{"context":5}'],
      ['/ofrep/v1/evaluate/flags', key, '{"context":{"overrideUuid":"nope"}}'],
      ['/ofrep/v1/evaluate/flags', key, `{"context":{"overrideUuid":"${crypto.randomUUID()}"}}`],
    ];
    const before = gw.app.ofrepFastPathServed();
    for (const [path, headers, body] of cases) {
      const fast = await post(path, headers, body, 'length');
      const framework = await post(path, headers, body, 'chunked');
      expect(comparable(fast), `${path} ${body}`).toEqual(comparable(framework));
      expect(fast.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(fast.headers['x-content-type-options']).toBe('nosniff');
    }
    expect(gw.app.ofrepFastPathServed() - before).toBe(cases.length);
  });

  it('leaves to the framework: unknown keys, browsers (Origin), client keys, other methods and odd paths', async () => {
    const { apiKey, p, dev } = await seeded();
    const state = await gw.state(p.projectId);
    const clientKey = state.environments[dev.id]!.clientKey;
    await post('/ofrep/v1/evaluate/flags', { 'x-api-key': apiKey }, '{}', 'chunked');
    const before = gw.app.ofrepFastPathServed();
    expect((await post('/ofrep/v1/evaluate/flags', { 'x-api-key': 'fs_server_unknown' }, '{}', 'length')).status).toBe(401);
    expect((await post('/ofrep/v1/evaluate/flags', {}, '{}', 'length')).status).toBe(401);
    const browser = await post('/ofrep/v1/evaluate/flags', { 'x-api-key': apiKey, origin: 'https://shop.example' }, '{}', 'length');
    expect(browser.status).toBe(200);
    expect(browser.headers['access-control-allow-origin']).toBe('*');
    if (clientKey) expect((await post('/ofrep/v1/evaluate/flags', { 'x-api-key': clientKey }, '{}', 'length')).status).toBe(200);
    expect((await post('/ofrep/v1/evaluate/flags/dark%5Fmode', { 'x-api-key': apiKey }, '{}', 'length')).status).toBe(200);
    expect((await post('/ofrep/v1/evaluate/flags', { 'x-api-key': apiKey, 'content-type': 'text/plain' }, '{}', 'length')).status).toBe(400);
    expect(gw.app.ofrepFastPathServed()).toBe(before);
  });

  it('bulk answers are compressed once per change, picked by Accept-Encoding, each encoding with its own ETag', async () => {
    const { apiKey, p } = await seeded();
    const key = { 'x-api-key': apiKey };
    await post('/ofrep/v1/evaluate/flags', key, '{}', 'chunked');
    const plain = await post('/ofrep/v1/evaluate/flags', key, '{}', 'length');
    const br = await post('/ofrep/v1/evaluate/flags', { ...key, 'accept-encoding': 'gzip, deflate, br' }, '{}', 'length');
    const gz = await post('/ofrep/v1/evaluate/flags', { ...key, 'accept-encoding': 'gzip;q=1, br;q=0' }, '{}', 'length');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    for (const r of [plain, br, gz]) expect(String(r.headers.vary)).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length);
    const etags = [plain, br, gz].map((r) => String(r.headers.etag));
    expect(new Set(etags).size).toBe(3);
    // If-None-Match names the representation it was sent
    expect((await post('/ofrep/v1/evaluate/flags', { ...key, 'accept-encoding': 'br', 'if-none-match': etags[1]! }, '{}', 'length')).status).toBe(304);
    expect((await post('/ofrep/v1/evaluate/flags', { ...key, 'accept-encoding': 'br', 'if-none-match': etags[0]! }, '{}', 'length')).status).toBe(200);
    // a change makes new bytes and new ETags for every encoding
    await gw.run(p.projectId, { kind: 'UpdateProject', name: 'Fast Path 2' });
    await gw.createFlag(p.projectId, { name: 'New One', type: 'boolean', value: false });
    const after = await post('/ofrep/v1/evaluate/flags', { ...key, 'accept-encoding': 'br', 'if-none-match': etags[1]! }, '{}', 'length');
    expect(after.status).toBe(200);
    expect(String(after.headers.etag)).not.toBe(etags[1]);
    expect(JSON.parse(brotliDecompressSync(after.body).toString()).flags.map((f: { key: string }) => f.key)).toContain('new_one');
  });

  it('counts fast-path answers in the request metrics under the route', async () => {
    const { apiKey } = await seeded();
    await post('/ofrep/v1/evaluate/flags', { 'x-api-key': apiKey }, '{}', 'chunked');
    await post('/ofrep/v1/evaluate/flags/dark_mode', { 'x-api-key': apiKey }, '{}', 'length');
    const text = await (await fetch(`${gw.url}/metrics`)).text();
    expect(text).toMatch(/flagstream_http_requests_total\{[^}]*route="\/ofrep\/v1\/evaluate\/flags\/:key"[^}]*status="200"[^}]*\} [1-9]/);
  });
});
