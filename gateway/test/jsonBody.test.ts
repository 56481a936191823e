import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { jsonBodyParser } from '../src/http/jsonBody';

const parse = jsonBodyParser(Fastify());

describe('the API JSON body parser', () => {
  it('given plain JSON, when parsed, then gives its value', () => {
    expect(parse('{"context":{"targetingKey":"u-1","plan":"pro","n":[1,2]}}')).toEqual({ value: { context: { targetingKey: 'u-1', plan: 'pro', n: [1, 2] } } });
  });

  it('given a blank body, then there is no body', () => {
    expect(parse('  ')).toEqual({ value: undefined });
  });

  it.each([
    ['a literal __proto__ key', '{"__proto__":{"polluted":true}}'],
    ['a literal constructor key', '{"constructor":{"prototype":{"polluted":true}}}'],
    ['an escaped __proto__ key', '{"\\u005f\\u005fproto__":{"polluted":true}}'],
    ['an escaped constructor key', '{"\\u0063onstructor":{"prototype":{"polluted":true}}}'],
    ['a nested escaped key', '{"a":{"b":{"__pro\\u0074o__":{"polluted":true}}}}'],
  ])('given %s, then it is refused and nothing is polluted', (_name, text) => {
    const r = parse(text);
    expect('error' in r).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('given escapes that spell no forbidden key, then they parse as usual', () => {
    expect(parse('{"name":"caf\\u00e9 \\"quoted\\""}')).toEqual({ value: { name: 'café "quoted"' } });
  });

  it('given broken JSON, then the error is a 400', () => {
    const r = parse('{"a":');
    expect('error' in r && (r.error as { statusCode?: number }).statusCode).toBe(400);
  });

  it('given nesting past the limit, then it is refused before parsing', () => {
    const r = parse(`${'['.repeat(150)}${']'.repeat(150)}`);
    expect('error' in r && r.error.message).toMatch(/nested too deeply/);
    // the shortest body nested one level too deep, and an unclosed one that is no deeper in effect
    const shortest = parse(`${'['.repeat(101)}${']'.repeat(101)}`);
    expect('error' in shortest && shortest.error.message).toMatch(/nested too deeply/);
    const unclosed = parse('['.repeat(150));
    expect('error' in unclosed && (unclosed.error as { statusCode?: number }).statusCode).toBe(400);
  });
});
