import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

const dir = mkdtempSync(join(tmpdir(), 'flagstream-precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDir (the build step behind the precompressed web assets)', () => {
  it('writes .br and .gz beside each compressible file, in every folder, and leaves the rest alone', () => {
    mkdirSync(join(dir, 'assets'));
    const js = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ id: i, label: `Flag ${i % 17}` })))};\n`;
    const css = `.card{padding:16px;margin:8px}\n`.repeat(100);
    writeFileSync(join(dir, 'index.html'), `<!doctype html><body>${'<p>Flagstream</p>'.repeat(100)}</body>`);
    writeFileSync(join(dir, 'assets', 'app.js'), js);
    writeFileSync(join(dir, 'assets', 'app.css'), css);
    writeFileSync(join(dir, 'assets', 'small.js'), 'export {};\n');
    writeFileSync(join(dir, 'assets', 'logo.png'), Buffer.alloc(4096, 7));

    const r = precompressDir(dir);

    expect(r.files).toBe(3);
    for (const [file, text] of [
      [join(dir, 'assets', 'app.js'), js],
      [join(dir, 'assets', 'app.css'), css],
    ] as const) {
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(text);
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(text);
      expect(readFileSync(`${file}.br`).length).toBeLessThan(readFileSync(`${file}.gz`).length);
      expect(readFileSync(`${file}.gz`).length).toBeLessThan(text.length / 3);
    }
    expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
    // under the size threshold, or not a text format: no variants
    expect(existsSync(join(dir, 'assets', 'small.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'logo.png.gz'))).toBe(false);
    expect(r.brotli).toBeLessThan(r.gzip);
    expect(r.gzip).toBeLessThan(r.bytes);
  });
});
