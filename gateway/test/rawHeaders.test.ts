import { describe, expect, it } from 'vitest';
import { readConfigHeaders, readOfrepHeaders } from '../src/http/rawHeaders';

describe('the public config path reads its three header fields from the raw headers', () => {
  it('given fields in any case, then they are found as node would find them', () => {
    expect(readConfigHeaders(['HOST', 'a', 'if-none-match', '"v1"', 'ACCEPT-ENCODING', 'br'])).toEqual({
      host: true,
      ifNoneMatch: '"v1"',
      acceptEncoding: 'br',
    });
    expect(readConfigHeaders(['Host', 'a', 'If-None-Match', '"v1"', 'Accept-Encoding', 'gzip, br'])).toEqual({
      host: true,
      ifNoneMatch: '"v1"',
      acceptEncoding: 'gzip, br',
    });
  });

  it('given a field sent twice, then its values are joined with ", " (as req.headers joins them)', () => {
    expect(readConfigHeaders(['host', 'a', 'If-None-Match', '"v1"', 'if-none-match', '"v2"', 'accept-encoding', 'gzip', 'Accept-Encoding', 'br'])).toEqual({
      host: true,
      ifNoneMatch: '"v1", "v2"',
      acceptEncoding: 'gzip, br',
    });
  });

  it('given no Host and fields of the same lengths with other names, then nothing is taken from them', () => {
    expect(readConfigHeaders(['Cache-Control', 'no-cache', 'Authorization', 'Bearer x', 'Accept-Language', 'en', 'Hosx', 'y'])).toEqual({
      host: false,
      ifNoneMatch: undefined,
      acceptEncoding: undefined,
    });
  });
});

describe('the OFREP fast path reads its fields from the raw headers as req.headers has them', () => {
  it('given an SDK request in any case, then every field is found', () => {
    expect(
      readOfrepHeaders([
        'Content-Type',
        'application/json',
        'CONTENT-LENGTH',
        '42',
        'authorization',
        'Bearer k1',
        'X-API-KEY',
        'k2',
        'If-None-Match',
        '"e1"',
        'accept-encoding',
        'br',
        'Transfer-Encoding',
        'chunked',
      ]),
    ).toEqual({
      contentType: 'application/json',
      contentLength: '42',
      authorization: 'Bearer k1',
      xApiKey: 'k2',
      ifNoneMatch: '"e1"',
      acceptEncoding: 'br',
      transferEncoding: 'chunked',
    });
  });

  it('given fields sent twice, then Content-Type, Content-Length and Authorization keep the first (node discards repeats) and the rest are joined', () => {
    const h = readOfrepHeaders([
      'content-type',
      'application/json',
      'Content-Type',
      'text/plain',
      'Authorization',
      'Bearer a',
      'authorization',
      'Bearer b',
      'content-length',
      '2',
      'Content-Length',
      '2',
      'x-api-key',
      'a',
      'X-Api-Key',
      'b',
      'if-none-match',
      '"1"',
      'If-None-Match',
      '"2"',
    ]);
    expect(h).toMatchObject({ contentType: 'application/json', authorization: 'Bearer a', contentLength: '2', xApiKey: 'a, b', ifNoneMatch: '"1", "2"' });
  });

  it('given names of the same lengths that are other fields, then nothing is taken from them', () => {
    expect(
      readOfrepHeaders(['x-api-kez', 'a', 'Content-Typo', 'b', 'Authorizatiom', 'c', 'Content-Lengtx', '1', 'Accept-Language', 'en', 'Transfer-Encodin', 'x']),
    ).toEqual({
      transferEncoding: undefined,
      contentType: undefined,
      contentLength: undefined,
      authorization: undefined,
      xApiKey: undefined,
      ifNoneMatch: undefined,
      acceptEncoding: undefined,
    });
  });

  it("given the same request, then it agrees with node's own req.headers", async () => {
    const { IncomingMessage } = await import('node:http');
    const { Socket } = await import('node:net');
    const raw = [
      'Host',
      'x',
      'Content-Type',
      'application/json',
      'content-type',
      'text/plain',
      'X-Api-Key',
      'a',
      'x-api-key',
      'b',
      'Accept-Encoding',
      'gzip',
      'accept-encoding',
      'br',
    ];
    const req = new IncomingMessage(new Socket());
    req.rawHeaders = raw;
    // node fills req.headers from the parser; _addHeaderLines is how it does so
    (req as unknown as { _addHeaderLines(h: string[], n: number): void })._addHeaderLines(raw, raw.length);
    const h = readOfrepHeaders(raw);
    expect(h.contentType).toBe(req.headers['content-type']);
    expect(h.xApiKey).toBe(req.headers['x-api-key']);
    expect(h.acceptEncoding).toBe(req.headers['accept-encoding']);
  });
});
