import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Compressed representations of served documents, made once per document version (the cached
 * document object is replaced on every change, so a WeakMap keyed by it is "once per change"),
 * and the choice between them by Accept-Encoding, made once per distinct header value.
 */
export type Encoding = 'br' | 'gzip' | 'identity';

/** Smaller documents are sent as they are: compressing saves less than the headers cost. */
export const MIN_COMPRESS_BYTES = 512;

/** One representation of a document: its bytes and its strong ETag (each encoding has its own, as HTTP requires). */
export interface Representation {
  encoding: Encoding;
  body: Buffer;
  etag: string;
}

/** `"abc"` -> `"abc-br"` (and `W/"abc"` -> `W/"abc-br"`); identity keeps the document's ETag. */
export function etagFor(etag: string, encoding: Encoding): string {
  if (encoding === 'identity' || !etag.endsWith('"')) return etag;
  return `${etag.slice(0, -1)}-${encoding === 'br' ? 'br' : 'gz'}"`;
}

/** q-values of one Accept-Encoding header: the best of br and gzip that is acceptable, else identity. */
export function parseAcceptEncoding(header: string): Encoding {
  let br = -1;
  let gzip = -1;
  let star = -1;
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName!.trim().toLowerCase();
    let q = 1;
    for (const p of params) {
      const [k, v] = p.split('=');
      if (k?.trim().toLowerCase() === 'q') q = Number(v);
    }
    if (!Number.isFinite(q)) q = 0;
    if (name === 'br') br = q;
    else if (name === 'gzip' || name === 'x-gzip') gzip = Math.max(gzip, q);
    else if (name === '*') star = q;
  }
  if (br < 0 && star > 0) br = star;
  if (gzip < 0 && star > 0) gzip = star;
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return br > 0 ? 'br' : 'identity';
}

const MAX_REMEMBERED = 256;
const chosen = new Map<string, Encoding>();

/** The encoding to send for this Accept-Encoding (clients send a handful of distinct values: remembered, bounded). */
export function preferredEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  let e = chosen.get(header);
  if (e === undefined) {
    e = header.length > 512 ? 'identity' : parseAcceptEncoding(header);
    if (chosen.size >= MAX_REMEMBERED) chosen.clear();
    chosen.set(header, e);
  }
  return e;
}

interface Compressed {
  br: Representation | null;
  gzip: Representation | null;
}
const compressed = new WeakMap<object, Compressed>();

function compress(body: Buffer, etag: string): Compressed {
  if (body.length < MIN_COMPRESS_BYTES) return { br: null, gzip: null };
  // Brotli quality 6: within a few percent of 11 on JSON, at a fraction of the time (this runs once per change).
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: body.length > 262_144 ? 4 : 6,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
  const gz = gzipSync(body, { level: 6 });
  return {
    br: br.length < body.length ? { encoding: 'br', body: br, etag: etagFor(etag, 'br') } : null,
    gzip: gz.length < body.length ? { encoding: 'gzip', body: gz, etag: etagFor(etag, 'gzip') } : null,
  };
}

/**
 * The representation of `doc` to send for `encoding` (identity when the document is too small,
 * or compression would not make it smaller). `doc` is the cache's object for one document version.
 */
export function representationOf(doc: { body: Buffer; etag: string }, encoding: Encoding): Representation | null {
  if (encoding === 'identity') return null;
  let c = compressed.get(doc);
  if (!c) {
    c = compress(doc.body, doc.etag);
    compressed.set(doc, c);
  }
  return encoding === 'br' ? c.br : c.gzip;
}
