/**
 * The built web app is served precompressed: the build writes `.br` and `.gz` beside each asset
 * (web/build/precompress.ts, run by the Vite build, tested in web/build/precompress.test.ts);
 * the gateway picks the variant the browser accepts, says so in Content-Encoding and answers
 * with `Vary: Accept-Encoding`, and never compresses per request.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway } from './support/testGateway';
import type { TestGateway } from './support/testGateway';

const dir = mkdtempSync(join(tmpdir(), 'flagstream-web-assets-'));
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i % 37}`))};\n`;
let gw: TestGateway;

beforeAll(async () => {
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body>${'<div>Flagstream</div>'.repeat(80)}</body></html>`,
  );
  writeFileSync(join(dir, 'assets', 'app.js'), script);
  writeFileSync(join(dir, 'assets', 'tiny.js'), 'export {};\n');
  // what the build writes beside each asset worth compressing (tiny.js is not)
  for (const file of [join(dir, 'index.html'), join(dir, 'assets', 'app.js')]) {
    const raw = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(raw));
    writeFileSync(`${file}.gz`, gzipSync(raw));
  }
  gw = await startTestGateway({ env: { WEB_DIST: dir } });
});
afterAll(async () => {
  await gw?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Raw GET (fetch would decompress and hide the encoding). */
function get(path: string, acceptEncoding?: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(`${gw.url}${path}`, { headers: { accept: 'text/html', ...(acceptEncoding !== undefined ? { 'accept-encoding': acceptEncoding } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('precompressed web assets', () => {
  it('brotli when accepted, else gzip, else identity; always Vary: Accept-Encoding', async () => {
    const br = await get('/assets/app.js', 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gz = await get('/assets/app.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(String(gz.headers.vary)).toMatch(/accept-encoding/i);
    expect(gunzipSync(gz.body).toString()).toBe(script);

    const plain = await get('/assets/app.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    expect(plain.body.toString()).toBe(script);
  });

  it('a file without compressed variants is sent as it is', async () => {
    const r = await get('/assets/tiny.js', 'br, gzip');
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.body.toString()).toBe('export {};\n');
  });

  it('the app page (index.html) is precompressed too', async () => {
    const r = await get('/', 'br');
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(r.body).toString()).toContain('<div>Flagstream</div>');
  });
});
