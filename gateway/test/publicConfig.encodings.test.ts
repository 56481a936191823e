/**
 * The public config in compressed representations: brotli and gzip bytes made once per change
 * beside the stored identity bytes, picked by Accept-Encoding (q-values honoured), each with its
 * own strong ETag, and `Vary: Accept-Encoding` on every answer.
 */
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '@flagstream/projections';
import { MIN_COMPRESS_BYTES, etagFor, parseAcceptEncoding, preferredEncoding, representationOf } from '../src/publicConfig/encodings';
import { ONE_WRITE_MAX_BYTES, oneWriteText } from '../src/http/oneWrite';
import type { TestGateway } from './support/testGateway';
import { startTestGateway } from './support/testGateway';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}
function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('Accept-Encoding', () => {
  it('prefers brotli, then gzip, honours q-values and *, and falls back to identity', () => {
    expect(parseAcceptEncoding('gzip, deflate, br')).toBe('br');
    expect(parseAcceptEncoding('gzip, deflate')).toBe('gzip');
    expect(parseAcceptEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(parseAcceptEncoding('br;q=0, gzip')).toBe('gzip');
    expect(parseAcceptEncoding('gzip;q=0, br;q=0')).toBe('identity');
    expect(parseAcceptEncoding('*')).toBe('br');
    expect(parseAcceptEncoding('*;q=0, identity')).toBe('identity');
    expect(parseAcceptEncoding('identity')).toBe('identity');
    expect(parseAcceptEncoding('deflate, compress')).toBe('identity');
    expect(parseAcceptEncoding('GZIP')).toBe('gzip');
    expect(preferredEncoding(undefined)).toBe('identity');
    expect(preferredEncoding(`${'x'.repeat(600)}, br`)).toBe('identity');
  });

  it('an ETag per encoding, strong or weak alike', () => {
    expect(etagFor('"abc"', 'br')).toBe('"abc-br"');
    expect(etagFor('"abc"', 'gzip')).toBe('"abc-gz"');
    expect(etagFor('"abc"', 'identity')).toBe('"abc"');
    expect(etagFor('W/"abc"', 'gzip')).toBe('W/"abc-gz"');
  });

  it('a document too small to gain is not compressed; one representation per document version', () => {
    const small = { body: Buffer.from('{"a":1}'), etag: '"s"' };
    expect(representationOf(small, 'br')).toBeNull();
    const big = { body: Buffer.from(JSON.stringify({ flags: Array.from({ length: 40 }, (_, i) => ({ key: `flag_${i}`, value: i })) })), etag: '"b"' };
    expect(big.body.length).toBeGreaterThan(MIN_COMPRESS_BYTES);
    const br = representationOf(big, 'br')!;
    expect(representationOf(big, 'br')).toBe(br); // made once
    expect(brotliDecompressSync(br.body).equals(big.body)).toBe(true);
    expect(br.etag).toBe('"b-br"');
  });
});

describe('public config representations', () => {
  it('br, gzip or identity by Accept-Encoding, each with its ETag, Vary on all; 304 per representation; HEAD alike', async () => {
    const p = await gw.createProject('Encodings');
    const dev = p.env('development');
    for (let i = 0; i < 8; i++) await gw.createFlag(p.projectId, { name: `Checkout step ${i}`, type: 'string', value: `Copy for step ${i} of the checkout` });
    const url = gw.configUrl(p.uuid, dev.uuid);
    const stored = (await gw.storedDoc(keys.config(p.uuid, dev.uuid)))!;

    const plain = await get(url);
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(plain.body.toString()).toBe(stored.body);
    expect(plain.headers.etag).toBe(stored.etag);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.body).toString()).toBe(stored.body);
    expect(gunzipSync(gz.body).toString()).toBe(stored.body);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(br.headers.etag).toBe(etagFor(stored.etag, 'br'));
    expect(gz.headers.etag).toBe(etagFor(stored.etag, 'gzip'));
    for (const r of [plain, br, gz]) {
      expect(r.status).toBe(200);
      expect(r.headers.vary).toBe('Accept-Encoding');
      expect(r.headers['access-control-allow-origin']).toBe('*');
    }

    const hit = await get(url, { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(hit.status).toBe(304);
    expect(hit.headers.etag).toBe(br.headers.etag);
    expect(hit.headers.vary).toBe('Accept-Encoding');
    // another representation's ETag does not validate this one
    expect((await get(url, { 'accept-encoding': 'br', 'if-none-match': String(gz.headers.etag) })).status).toBe(200);
    expect((await get(url, { 'if-none-match': String(plain.headers.etag) })).status).toBe(304);

    const head = await get(url, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(br.body.length));
    expect(head.body.length).toBe(0);

    // a change: new bytes and new ETags in every representation
    await gw.createFlag(p.projectId, { name: 'After', type: 'boolean', value: true });
    const after = await get(url, { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(br.headers.etag);
    expect(JSON.parse(brotliDecompressSync(after.body).toString()).data.flags.after.value).toBe(true);
  });
});

describe('small bodies in one write with their head', () => {
  it('the text of a small body is its bytes one for one (latin1), whatever UTF-8 they hold; a large body has none', () => {
    const body = Buffer.from('{"copy":"Grüße — 20 % off 🌸","n":1}');
    const text = oneWriteText(body)!;
    expect(text.length).toBe(body.length);
    expect(Buffer.from(text, 'latin1').equals(body)).toBe(true);
    expect(oneWriteText(Buffer.alloc(ONE_WRITE_MAX_BYTES, 0x41))).toBeDefined();
    expect(oneWriteText(Buffer.alloc(ONE_WRITE_MAX_BYTES + 1, 0x41))).toBeUndefined();
  });

  it('a small document with multi-byte UTF-8 is sent byte for byte, with its length; HEAD sends none', async () => {
    const p = await gw.createProject('Grüße');
    const dev = p.env('development');
    await gw.createFlag(p.projectId, { name: 'Banner copy', type: 'string', value: 'Grüße — 20 % off 🌸' });
    const url = gw.configUrl(p.uuid, dev.uuid);
    const stored = (await gw.storedDoc(keys.config(p.uuid, dev.uuid)))!;
    const bytes = Buffer.from(stored.body);
    expect(bytes.length).toBeLessThanOrEqual(ONE_WRITE_MAX_BYTES);
    for (let i = 0; i < 2; i++) {
      const r = await get(url, { 'accept-encoding': 'identity' });
      expect(r.status).toBe(200);
      expect(r.body.equals(bytes)).toBe(true);
      expect(r.headers['content-length']).toBe(String(bytes.length));
    }
    const head = await get(url, {}, 'HEAD');
    expect(head.headers['content-length']).toBe(String(bytes.length));
    expect(head.body.length).toBe(0);
  });
});
