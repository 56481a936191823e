/**
 * presetHeaders gives a reply a fixed header set at once (a copy of a template object) instead
 * of fastify's one-by-one path: the answer must carry exactly what the one-by-one path gives,
 * whatever the route then adds or replaces, and headers set before it must survive.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { presetHeaders, presetsAtOnce } from '../src/http/replyHeaders';

const TEMPLATE = { 'x-content-type-options': 'nosniff', 'cache-control': 'no-store', 'x-request-id': '', vary: 'Origin' };

async function appWith(hooks: Array<'preset' | 'one-by-one' | 'earlier'>) {
  const app = Fastify();
  for (const h of hooks)
    app.addHook('onRequest', (req, reply, done) => {
      if (h === 'earlier') reply.header('x-earlier', 'kept');
      else if (h === 'preset') presetHeaders(reply, TEMPLATE, String(req.id));
      else reply.headers(TEMPLATE).header('x-request-id', String(req.id));
      done();
    });
  app.get('/plain', async () => ({ ok: true }));
  // a route that may be cached says so itself: its own value replaces the template's
  app.get('/cached', async (_req, reply) => reply.header('cache-control', 'public, max-age=60').send({ ok: true }));
  await app.ready();
  return app;
}

/** The answer's headers but the ones that differ per request. */
const fixed = (headers: Record<string, unknown>) => {
  const { date: _date, 'x-request-id': id, ...rest } = headers;
  return { rest, id };
};

describe('presetHeaders', () => {
  it('given this fastify, then its reply headers are where the copy goes (a fastify that moved them fails here, not silently slower)', () => {
    expect(presetsAtOnce).toBe(true);
  });

  it('given a fresh reply, when the route answers, then it carries the template, its request id and the route own headers, as one by one', async () => {
    const preset = await appWith(['preset']);
    const oneByOne = await appWith(['one-by-one']);
    for (const url of ['/plain', '/cached']) {
      const a = await preset.inject({ method: 'GET', url });
      const b = await oneByOne.inject({ method: 'GET', url });
      expect(fixed(a.headers).rest).toEqual(fixed(b.headers).rest);
      expect(Object.keys(fixed(a.headers).rest)).toEqual(Object.keys(fixed(b.headers).rest));
      expect(a.headers['x-request-id']).toMatch(/^req-\d+$/);
    }
    expect((await preset.inject({ method: 'GET', url: '/cached' })).headers['cache-control']).toBe('public, max-age=60');
    expect((await preset.inject({ method: 'GET', url: '/plain' })).headers['cache-control']).toBe('no-store');
  });

  it('given a reply that already has a header, when the template is added, then that header is kept beside it', async () => {
    const app = await appWith(['earlier', 'preset']);
    const r = await app.inject({ method: 'GET', url: '/plain' });
    expect(r.headers['x-earlier']).toBe('kept');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['x-request-id']).toMatch(/^req-\d+$/);
  });

  it('given two requests, when both are answered, then each has its own request id and the template is unchanged', async () => {
    const app = await appWith(['preset']);
    const ids = [
      (await app.inject({ method: 'GET', url: '/plain' })).headers['x-request-id'],
      (await app.inject({ method: 'GET', url: '/plain' })).headers['x-request-id'],
    ];
    expect(ids[0]).not.toBe(ids[1]);
    expect(TEMPLATE['x-request-id']).toBe('');
  });
});
