import { describe, expect, it } from 'vitest';
import { readConfigHeaders } from '../src/http/rawHeaders';

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
