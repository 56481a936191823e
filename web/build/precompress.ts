import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text assets worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map|webmanifest|xml|ico)$/;
/** Below this, a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

export interface PrecompressResult {
  files: number;
  bytes: number;
  gzip: number;
  brotli: number;
}

/**
 * Writes `file.gz` (gzip -9) and `file.br` (brotli, quality 11) beside every compressible file
 * of `dir`, once, at build time: the server then picks the variant a browser accepts with no
 * compression work per request. A variant that would not be smaller is not written.
 */
export function precompressDir(dir: string): PrecompressResult {
  const total: PrecompressResult = { files: 0, bytes: 0, gzip: 0, brotli: 0 };
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      const sub = precompressDir(path);
      total.files += sub.files;
      total.bytes += sub.bytes;
      total.gzip += sub.gzip;
      total.brotli += sub.brotli;
      continue;
    }
    if (!COMPRESSIBLE.test(name)) continue;
    const raw = readFileSync(path);
    if (raw.length < MIN_BYTES) continue;
    const gz = gzipSync(raw, { level: 9 });
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    total.files++;
    total.bytes += raw.length;
    if (gz.length < raw.length) {
      writeFileSync(`${path}.gz`, gz);
      total.gzip += gz.length;
    }
    if (br.length < raw.length) {
      writeFileSync(`${path}.br`, br);
      total.brotli += br.length;
    }
  }
  return total;
}

/** Vite plugin: precompresses the build output once it is written. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'flagstream:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const r = precompressDir(outDir);
      const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
      this.info?.(`precompressed ${r.files} files: ${kb(r.bytes)} -> gzip ${kb(r.gzip)}, brotli ${kb(r.brotli)}`);
    },
  };
}
