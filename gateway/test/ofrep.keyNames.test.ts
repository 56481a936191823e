/**
 * How an OFREP request's key is read and named: the key from X-API-Key or Authorization:
 * Bearer, and the strings its cache entry, rate buckets and answer memo are found by (made once
 * per key, they must be exactly the ones built per request before, or two paths would count in
 * two buckets).
 */
import { describe, expect, it } from 'vitest';
import { keys } from '@flagstream/projections';
import { KeyNames, apiKeyFrom } from '../src/ofrep/ofrepRoutes';
import { keysOf } from '../src/ofrep/contextEvaluation';

describe('the key of an OFREP request', () => {
  it('given X-API-Key, when read, then it wins over Authorization, trimmed', () => {
    expect(apiKeyFrom('  fs_server_abc  ', 'Bearer fs_client_xyz')).toBe('fs_server_abc');
  });

  it('given only Authorization, when read, then a Bearer scheme in any case and spacing gives the rest, trimmed', () => {
    expect(apiKeyFrom(undefined, 'Bearer fs_client_xyz')).toBe('fs_client_xyz');
    expect(apiKeyFrom('', 'bearer \t fs_client_xyz ')).toBe('fs_client_xyz');
    expect(apiKeyFrom('   ', 'BEARER fs_client_xyz')).toBe('fs_client_xyz');
  });

  it('given no key, another scheme or a scheme alone, when read, then there is none', () => {
    expect(apiKeyFrom(undefined, undefined)).toBeNull();
    expect(apiKeyFrom(undefined, 'Basic dXNlcjpwYXNz')).toBeNull();
    expect(apiKeyFrom(undefined, 'Bearer    ')).toBeNull();
    expect(apiKeyFrom(undefined, 'Bearerfs_client_xyz')).toBeNull();
    expect(apiKeyFrom(undefined, ' Bearer fs_client_xyz')).toBeNull();
  });
});

describe('KeyNames', () => {
  const hash = 'a'.repeat(64);

  it('given a key hash, then its cache entry, address buckets and memo keys are the strings built per request before', () => {
    const n = new KeyNames(hash);
    expect(n.cacheKey).toBe(keys.apiKey(hash));
    expect(n.atAddress('203.0.113.7')).toBe(`${hash}|203.0.113.7`);
    expect(n.atAddress('10.0.0.1')).toBe(`${hash}|10.0.0.1`);
    expect(n.forEncoding('br')).toBe(`${hash}\0br`);
    expect(n.forEncoding('identity')).toBe(`${hash}\0identity`);
  });

  it('given more addresses than it keeps, when asked again, then every answer is still the right bucket', () => {
    const n = new KeyNames(hash);
    for (let i = 0; i < 2_500; i++) expect(n.atAddress(`10.0.${i >> 8}.${i & 255}`)).toBe(`${hash}|10.0.${i >> 8}.${i & 255}`);
    expect(n.atAddress('10.0.0.0')).toBe(`${hash}|10.0.0.0`);
  });
});

describe("an environment's document keys (keysOf)", () => {
  it('given an environment, then its keys are the strings keys.ofrep and keys.flagd build, made once', () => {
    const env = '6f1d2b9e-3c4a-4e8b-9a7d-2f5c8e1b0a34';
    const k = keysOf(env);
    expect(k).toEqual({ ofrep: keys.ofrep(env), flagd: keys.flagd(env) });
    expect(keysOf(`${env.slice(0, 10)}${env.slice(10)}`)).toBe(k);
    expect(keysOf('another-environment').ofrep).toBe(keys.ofrep('another-environment'));
  });
});
