import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from '../publicConfig/encodings';

/** Smaller answers fit in the first packets either way: compressing them costs CPU and saves no round trip. */
export const MIN_DYNAMIC_COMPRESS_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Up to this size an answer is compressed on the event loop, with the fastest settings: in the
 * gateway, zlib's asynchronous calls cost ~2x the CPU of the synchronous ones (stream machinery and
 * the thread-pool hop: brotli q4 on a 7 KB answer, 240 vs 121 us a request in a bare node:http
 * server), and quality 1 costs half of quality 4 again (55 us) for output within ~25% of it. ~40 us
 * for a typical answer is no stall; bigger ones go to the thread pool so one tenant's large read
 * never holds the loop.
 */
export const SYNC_COMPRESS_MAX_BYTES = 64 * 1024;

/** Brotli quality 1 with a 64 KB window, or gzip level 1: on the event loop, for answers up to SYNC_COMPRESS_MAX_BYTES. */
function compressInline(text: string, encoding: 'br' | 'gzip', size: number): Buffer {
  if (encoding === 'gzip') return gzipSync(text, { level: 1 });
  return brotliCompressSync(text, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_LGWIN]: 16, [constants.BROTLI_PARAM_SIZE_HINT]: size },
  });
}

/** Brotli quality 4 or gzip level 5 in libuv's thread pool, for bigger answers. */
function compressInPool(text: string, encoding: 'br' | 'gzip', size: number): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(text, { level: 5 });
  return brotli(text, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: size },
  });
}

/** Answers compressed lately, by their exact text: bounded by count and by size (at most ~8 MB of text). */
export const RECENT_ANSWERS = 64;
const recent = new Map<string, Partial<Record<'br' | 'gzip', Buffer>>>();

/**
 * Compresses one answer for the encoding the client prefers: inline up to SYNC_COMPRESS_MAX_BYTES,
 * in the thread pool above. A dashboard polls, and many people look at the same project: the same
 * answer text is sent again and again. Each distinct text is compressed once per encoding (as the
 * config documents are once per change); finding it costs a hash and a compare of the text, a few
 * µs against ~50-100 for compressing. Keyed by the whole text, a hit can only hand back the bytes
 * of that very text. Only answers compressed inline are kept.
 */
export function compressedAnswer(text: string, encoding: 'br' | 'gzip'): Buffer | Promise<Buffer> {
  const size = Buffer.byteLength(text);
  if (size > SYNC_COMPRESS_MAX_BYTES) return compressInPool(text, encoding, size);
  let entry = recent.get(text);
  if (entry) {
    recent.delete(text); // kept in last-use order
  } else {
    if (recent.size >= RECENT_ANSWERS) recent.delete(recent.keys().next().value as string);
    entry = {};
  }
  recent.set(text, entry);
  const bytes = entry[encoding] ?? compressInline(text, encoding, size);
  entry[encoding] = bytes;
  return bytes;
}

/** Adds Accept-Encoding to the reply's Vary, keeping what is there (CORS may have set Origin). */
function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const has = typeof vary === 'string' && vary.length > 0;
  if (has && /(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) return;
  void reply.header('vary', has ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * An onSend hook for per-request JSON answers (GraphQL): gzip or brotli by Accept-Encoding once the
 * answer is at least MIN_DYNAMIC_COMPRESS_BYTES. A phone on a slow link gets the flag list's 39 KB
 * as ~5 KB (issue 18: that answer sat on the path to the page's largest paint).
 *
 * Compression and secrets (BREACH): the answers carry the caller's data, but a third-party page
 * cannot make the browser send an authenticated request (the token travels in an Authorization
 * header that only this app's script sets, and CSRF prevention refuses simple requests), so an
 * attacker cannot mix chosen text with a secret and read the compressed length.
 */
export async function compressJsonReply(req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (typeof payload !== 'string' || payload.length < MIN_DYNAMIC_COMPRESS_BYTES || reply.hasHeader('content-encoding')) return payload;
  varyOnEncoding(reply);
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  if (encoding === 'identity') return payload;
  const body = await compressedAnswer(payload, encoding);
  void reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return body;
}
