/**
 * OFREP evaluations by SDKs (servers, and browsers from any origin) are answered before the framework (ofrep/ofrepFastPath.ts).
 * The same request sent so that the framework answers it (a chunked body: the fast path only
 * takes bodies of known length) must get the same status, headers and body: the two paths
 * share one engine, and this holds them to it. Also: what the fast path leaves to the
 * framework, compression by Accept-Encoding with an ETag per encoding, and metrics.
 */
import { request } from 'node:http';
import { connect } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress } from '../src/ofrep/ofrepRoutes';
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
  return { p, dev, apiKey: state.environments[dev.id]!.apiKey, clientKey: state.environments[dev.id]!.clientKey!, overrideUuid: o.uuid };
}

describe('OFREP before the framework', () => {
  it('answers exactly as the framework routes do, success and failure alike', async () => {
    const { apiKey, clientKey, overrideUuid } = await seeded();
    const key = { 'x-api-key': apiKey };
    // what the OFREP web provider sends from a page on another origin
    const browser = { authorization: `Bearer ${clientKey}`, origin: 'https://shop.example', 'content-type': 'application/json; charset=utf-8' };
    // warm the keys' cache entries (the fast path only takes keys already cached)
    await post('/ofrep/v1/evaluate/flags', key, '{}', 'chunked');
    await post('/ofrep/v1/evaluate/flags', browser, '{}', 'chunked');
    const browserBulk = await post('/ofrep/v1/evaluate/flags', browser, '{"context":{"targetingKey":"u1"}}', 'length');
    const browserEtag = String(browserBulk.headers.etag);
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
      // browsers: a client key, an Origin, the re-fetch a change notice triggers (with its query)
      ['/ofrep/v1/evaluate/flags', browser, '{"context":{"targetingKey":"u1"}}'],
      ['/ofrep/v1/evaluate/flags', { ...browser, 'if-none-match': browserEtag }, '{"context":{"targetingKey":"u1"}}'],
      ['/ofrep/v1/evaluate/flags?flagConfigEtag=abc&flagConfigLastModified=1771622898', { ...browser, 'if-none-match': browserEtag }, '{"context":{}}'],
      ['/ofrep/v1/evaluate/flags/max_items', browser, '{"context":{"targetingKey":"u1"}}'],
      ['/ofrep/v1/evaluate/flags/no_such_flag', browser, '{}'],
      ['/ofrep/v1/evaluate/flags', { 'x-api-key': clientKey, origin: 'https://shop.example' }, 'not json'],
      ['/ofrep/v1/evaluate/flags', { 'x-api-key': clientKey }, '{}'],
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

  it('a browser re-fetching its bulk evaluation again and again (kept answers) gets the framework answer each time, with its own request id', async () => {
    // given a browser's client key and the ETag of its first bulk answer
    const { clientKey } = await seeded();
    const browser = { authorization: `Bearer ${clientKey}`, origin: 'https://shop.example', 'content-type': 'application/json' };
    const body = '{"context":{"targetingKey":"u7","email":"ada@example.com"}}';
    await post('/ofrep/v1/evaluate/flags', browser, '{}', 'chunked');
    const etag = String((await post('/ofrep/v1/evaluate/flags', browser, body, 'length')).headers.etag);
    for (const headers of [{ ...browser, 'if-none-match': etag }, browser]) {
      const framework = comparable(await post('/ofrep/v1/evaluate/flags', headers, body, 'chunked'));
      // when the same request comes four times (from the second sighting on, its answer is a kept one)
      const ids = new Set<string>();
      for (let i = 0; i < 4; i++) {
        const fast = await post('/ofrep/v1/evaluate/flags', headers, body, 'length');
        // then each is the framework's answer, head and bytes, with a request id of its own
        expect(comparable(fast)).toEqual(framework);
        expect(fast.headers['content-length']).toBe(framework.status === 304 ? undefined : String(Buffer.from(framework.body, 'base64').length));
        ids.add(String(fast.headers['x-request-id']));
      }
      expect(ids.size).toBe(4);
    }
  });

  /** Targets a flag in one environment: the `plan` given gets variant `hit`, everyone else `miss` (the default). */
  const targetByPlan = (projectId: string, environmentId: string, flagId: string, variants: Record<string, string>, plan: string, hit: string, miss: string) =>
    gw.run(projectId, {
      kind: 'SetFlagTargeting',
      flagId,
      environmentId,
      variants,
      defaultVariant: miss,
      targeting: { if: [{ '==': [{ var: 'plan' }, plan] }, hit, miss] },
    });

  it('a repeated targeted evaluation (same body) is answered as the framework answers it, and follows a changed rule', async () => {
    const { p, dev, apiKey } = await seeded();
    const flag = await gw.createFlag(p.projectId, { name: 'Banner', type: 'string', value: 'plain' });
    const rule = (plan: string) => targetByPlan(p.projectId, dev.id, flag.id, { plain: 'plain', gold: 'gold banner' }, plan, 'gold', 'plain');
    await rule('gold');
    const path = '/ofrep/v1/evaluate/flags/banner';
    const body = '{"context":{"targetingKey":"u1","plan":"gold"}}';
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await post(path, { 'x-api-key': apiKey }, body, 'length'));
    const framework = await post(path, { 'x-api-key': apiKey }, body, 'chunked');
    expect(JSON.parse(answers[0]!.body.toString())).toMatchObject({ key: 'banner', value: 'gold banner', reason: 'TARGETING_MATCH', variant: 'gold' });
    for (const a of answers) expect(comparable(a)).toEqual(comparable(framework));
    await rule('silver');
    const after = await post(path, { 'x-api-key': apiKey }, body, 'length');
    expect(JSON.parse(after.body.toString())).toMatchObject({ value: 'plain', variant: 'plain' });
  });

  it('new users with the same outcome (kept answer and head) each get the framework answer, with a request id of their own', async () => {
    const { p, dev, apiKey } = await seeded();
    const flag = await gw.createFlag(p.projectId, { name: 'Promo', type: 'string', value: 'none' });
    // multi-byte UTF-8 in a kept answer: sent in one write with its head (oneWrite.ts), byte for byte
    await targetByPlan(p.projectId, dev.id, flag.id, { none: 'none', promo: 'spring sale — 20 % off 🌸 Grüße' }, 'gold', 'promo', 'none');
    const path = '/ofrep/v1/evaluate/flags/promo';
    const ids = new Set<string>();
    for (const [i, plan] of ['gold', 'free', 'gold', 'gold', 'free'].entries()) {
      const body = JSON.stringify({ context: { targetingKey: `new-user-${i}`, plan } });
      const fast = await post(path, { 'x-api-key': apiKey }, body, 'length');
      const framework = await post(path, { 'x-api-key': apiKey }, body, 'chunked');
      expect(comparable(fast)).toEqual(comparable(framework));
      expect(JSON.parse(fast.body.toString())).toMatchObject(
        plan === 'gold' ? { value: 'spring sale — 20 % off 🌸 Grüße', variant: 'promo' } : { value: 'none', variant: 'none' },
      );
      expect(fast.headers['content-length']).toBe(String(fast.body.length));
      ids.add(String(fast.headers['x-request-id']));
    }
    expect(ids.size).toBe(5);
  });

  it('many new users at once (answers written together, one kept head) each get the framework answer and an id of their own', async () => {
    const { p, dev, apiKey } = await seeded();
    const flag = await gw.createFlag(p.projectId, { name: 'Rush', type: 'string', value: 'calm' });
    await targetByPlan(p.projectId, dev.id, flag.id, { calm: 'calm', rush: 'rush hour' }, 'gold', 'rush', 'calm');
    const path = '/ofrep/v1/evaluate/flags/rush';
    const bodies = Array.from({ length: 40 }, (_, i) => JSON.stringify({ context: { targetingKey: `crowd-${i}`, plan: i % 3 ? 'gold' : 'free' } }));
    // 40 connections at once: their requests are read in the same loop turns, so answers sharing a head go out together
    const fast = await Promise.all(bodies.map((b) => post(path, { 'x-api-key': apiKey }, b, 'length')));
    const framework = await post(path, { 'x-api-key': apiKey }, bodies[1]!, 'chunked');
    const ids = new Set<string>();
    for (const [i, r] of fast.entries()) {
      expect(JSON.parse(r.body.toString())).toMatchObject(i % 3 ? { value: 'rush hour', variant: 'rush' } : { value: 'calm', variant: 'calm' });
      if (i % 3) expect(comparable(r)).toEqual(comparable(framework));
      ids.add(String(r.headers['x-request-id']));
    }
    expect(ids.size).toBe(bodies.length);
  });

  it('a body that arrives in pieces is answered once its last byte is in, and one that never completes is not answered', async () => {
    const { apiKey } = await seeded();
    const path = '/ofrep/v1/evaluate/flags/dark_mode';
    const body = '{"context":{"targetingKey":"piecewise-user","plan":"gold"}}';
    const framework = await post(path, { 'x-api-key': apiKey }, body, 'chunked');
    const { port } = new URL(gw.url);
    /** Sends the head and the body's pieces with pauses between them; resolves with what came back when the server closed or after `waitMs`. */
    const raw = (pieces: string[], length: number, waitMs: number) =>
      new Promise<string>((resolve, reject) => {
        const s = connect(Number(port), '127.0.0.1');
        let got = '';
        s.on('data', (d) => {
          got += d.toString();
        });
        s.on('error', reject);
        s.on('connect', async () => {
          s.write(
            `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nX-Api-Key: ${apiKey}\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`,
          );
          for (const piece of pieces) {
            await new Promise((r) => setTimeout(r, 30));
            s.write(piece);
          }
          setTimeout(() => {
            s.destroy();
            resolve(got);
          }, waitMs);
        });
        s.on('close', () => resolve(got));
      });
    const served = gw.app.ofrepFastPathServed();
    // three pieces: answered after the third, as the framework answers the whole body
    const whole = await raw([body.slice(0, 10), body.slice(10, 30), body.slice(30)], Buffer.byteLength(body), 2000);
    expect(whole.startsWith('HTTP/1.1 200 OK')).toBe(true);
    expect(whole.slice(whole.indexOf('\r\n\r\n') + 4)).toBe(Buffer.from(framework.body).toString());
    expect(gw.app.ofrepFastPathServed() - served).toBe(1);
    // fewer bytes than announced, then nothing: no answer (the client is gone or lied), and the gateway carries on
    const short = await raw([body.slice(0, 20)], Buffer.byteLength(body), 300);
    expect(short).toBe('');
    expect((await post(path, { 'x-api-key': apiKey }, body, 'length')).status).toBe(200);
  });

  it('requests pipelined on one connection (bodies taken from the parser) are each answered, in order, and the connection goes on', async () => {
    const { apiKey } = await seeded();
    const { port } = new URL(gw.url);
    const head = (key: string, body: string) =>
      `POST /ofrep/v1/evaluate/flags/${key} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nX-Api-Key: ${apiKey}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
    const keys = ['dark_mode', 'max_items', 'welcome_copy'];
    // the key's entry cached (its first request is the framework's)
    await post('/ofrep/v1/evaluate/flags/dark_mode', { 'x-api-key': apiKey }, '{}', 'length');
    const served = gw.app.ofrepFastPathServed();
    const s = connect(Number(port), '127.0.0.1');
    let got = '';
    const answered = (n: number) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if ((got.match(/HTTP\/1\.1 200 OK/g) ?? []).length >= n && got.trimEnd().endsWith('}')) resolve();
        };
        s.on('data', (d) => {
          got += d.toString();
          check();
        });
        s.on('error', reject);
        setTimeout(() => reject(new Error(`only got: ${got}`)), 5000);
      });
    // three requests in one write: node's parser hands over three heads and three bodies from one read
    s.write(keys.map((k, i) => head(k, `{"context":{"targetingKey":"pipelined-${i}"}}`)).join(''));
    await answered(3);
    const bodies = got
      .split('HTTP/1.1 200 OK')
      .slice(1)
      .map((r) => JSON.parse(r.slice(r.indexOf('\r\n\r\n') + 4)) as { key: string });
    expect(bodies.map((b) => b.key)).toEqual(keys);
    // the connection is kept alive: one more request on it is answered too
    got = '';
    s.removeAllListeners('data');
    s.write(head('max_items', '{"context":{"targetingKey":"pipelined-later"}}'));
    await answered(1);
    expect(JSON.parse(got.slice(got.indexOf('\r\n\r\n') + 4))).toMatchObject({ key: 'max_items', value: 10 });
    s.destroy();
    expect(gw.app.ofrepFastPathServed() - served).toBe(4);
  });

  it('leaves to the framework: unknown keys, keys not cached yet, preflights, other methods and odd paths', async () => {
    const { apiKey, clientKey } = await seeded();
    await post('/ofrep/v1/evaluate/flags', { 'x-api-key': apiKey }, '{}', 'chunked');
    const before = gw.app.ofrepFastPathServed();
    expect((await post('/ofrep/v1/evaluate/flags', { 'x-api-key': 'fs_server_unknown' }, '{}', 'length')).status).toBe(401);
    expect((await post('/ofrep/v1/evaluate/flags', {}, '{}', 'length')).status).toBe(401);
    // the client key's entry is read by the framework's first answer, then cached
    expect((await post('/ofrep/v1/evaluate/flags', { 'x-api-key': clientKey }, '{}', 'length')).status).toBe(200);
    const preflight = await fetch(`${gw.url}/ofrep/v1/evaluate/flags`, {
      method: 'OPTIONS',
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-max-age')).toBe('86400');
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

describe('client keys are counted per key and address, the same address on both paths', () => {
  let proxied: TestGateway;
  beforeAll(async () => {
    proxied = await startTestGateway({ env: { TRUST_PROXY: '1', OFREP_CLIENT_RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(async () => {
    await proxied?.close();
  });

  it('reads X-Forwarded-For as the framework does (leftmost entry, spaces and tabs trimmed, empty entries skipped)', () => {
    const req = (xff: string | undefined) => ({ socket: { remoteAddress: '10.0.0.9' }, headers: xff === undefined ? {} : { 'x-forwarded-for': xff } }) as never;
    expect(clientAddress(req(' 203.0.113.7 , 10.0.0.1'), true)).toBe('203.0.113.7');
    expect(clientAddress(req(', \t203.0.113.7\t,10.0.0.2'), true)).toBe('203.0.113.7');
    expect(clientAddress(req('  203.0.113.7  '), true)).toBe('203.0.113.7');
    expect(clientAddress(req(' , '), true)).toBe('10.0.0.9');
    expect(clientAddress(req(undefined), true)).toBe('10.0.0.9');
    expect(clientAddress(req('203.0.113.7'), false)).toBe('10.0.0.9');
  });

  it("spends one budget whichever path answers: the fast path's requests count on the framework's and back", async () => {
    const p = await proxied.createProject('Proxied');
    const dev = p.env('development');
    await proxied.createFlag(p.projectId, { name: 'Dark Mode', type: 'boolean', value: true });
    const clientKey = (await proxied.state(p.projectId)).environments[dev.id]!.clientKey!;
    const call = (xff: string, how: 'length' | 'chunked') =>
      new Promise<Raw>((resolve, reject) => {
        const body = '{"context":{"targetingKey":"u1"}}';
        const req = request(
          `${proxied.url}/ofrep/v1/evaluate/flags`,
          {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${clientKey}`,
              origin: 'https://shop.example',
              'x-forwarded-for': xff,
              ...(how === 'length' ? { 'content-length': String(Buffer.byteLength(body)) } : { 'transfer-encoding': 'chunked' }),
            },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.alloc(0) }));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    // the framework's first answer caches the key's entry; it spends one of 203.0.113.7's three
    expect((await call('203.0.113.7', 'chunked')).status).toBe(200);
    const before = proxied.app.ofrepFastPathServed();
    expect((await call(' 203.0.113.7 , 10.0.0.1', 'length')).status).toBe(200);
    expect((await call(', 203.0.113.7,10.0.0.2', 'length')).status).toBe(200);
    expect(proxied.app.ofrepFastPathServed() - before).toBe(2);
    const over = await call('203.0.113.7', 'chunked');
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call('203.0.113.7\t, 10.0.0.3', 'length')).status).toBe(429);
    // another address has its own budget, on either path
    expect((await call('198.51.100.1', 'length')).status).toBe(200);
    expect((await call('198.51.100.1, 10.0.0.1', 'chunked')).status).toBe(200);
    expect((await call('198.51.100.1', 'length')).status).toBe(200);
    expect((await call('198.51.100.1', 'chunked')).status).toBe(429);
  });
});
