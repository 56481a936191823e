/**
 * Fuzzing every HTTP route with fast-check: for each route the app registered (collected by
 * the app's onRoute hook, so a route added later is fuzzed without touching this file), hostile
 * path parameters (unicode, huge, traversal, bad escapes, uuids of nothing, real ids of this and
 * another tenant), query strings, headers (garbage or forged Authorization, bogus If-None-Match,
 * odd content types) and bodies (broken, huge or deeply nested JSON, API-shaped junk, raw bytes).
 * The public config hot path, answered before the framework, is fuzzed over real HTTP, and the
 * HTTP parser itself with malformed requests on a raw socket.
 *
 * The contract, for every answer: no 5xx; an error is JSON with a string `error.code` (OFREP:
 * `errorCode`; the PayPal simulator: PayPal's shapes); the gateway logs no error; and afterwards
 * it still answers /healthz and a signed-in call.
 */
import { connect } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway } from './support/testGateway';
import type { TestGateway } from './support/testGateway';
import {
  FUZZ_ENV,
  anyString,
  body,
  checkAnswer,
  errorLines,
  fuzzParams,
  headers,
  idsFor,
  nearValidBody,
  queryString,
  seedPool,
  segment,
  validBody,
  wellFormed,
} from './support/fuzz';
import type { Pool } from './support/fuzz';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Runs per route template (all its methods): ~72 templates × this ≈ 7.2k requests (+ 1k below; GraphQL's file adds 2.6k). */
const RUNS_PER_ROUTE = 100;
const CONFIG_RUNS = 800;
const RAW_RUNS = 150;

const dir = mkdtempSync(join(tmpdir(), 'flagstream-fuzz-routes-'));
const logLines: string[] = [];
let gw: TestGateway;
let pool: Pool;
let requests = 0;
/** FUZZ_STATS=1 prints how often each route answered each status (to see how deep the cases reach) */
const stats = process.env.FUZZ_STATS ? new Map<string, number>() : null;

beforeAll(async () => {
  gw = await startTestGateway({ env: { ...FUZZ_ENV, DEV_AUTH_KEY_DIR: join(dir, 'keys') }, logStream: { write: (l: string) => void logLines.push(l) } });
  pool = await seedPool(gw);
});
afterAll(async () => {
  await gw?.close();
  rmSync(dir, { recursive: true, force: true });
});

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;
type Method = (typeof METHODS)[number];

/** The app's routes, grouped by URL template (taken when the suite is collected, from a throwaway app). */
function routesOf(app: TestGateway): Array<{ url: string; methods: Method[] }> {
  const byUrl = new Map<string, Set<Method>>();
  for (const r of app.app.routes) byUrl.set(r.url, (byUrl.get(r.url) ?? new Set()).add(r.method as Method));
  return [...byUrl].map(([url, methods]) => ({ url, methods: [...methods] }));
}

/** Fills `:param` and `*` with generated segments. */
const pathFor = (template: string) => {
  const params = template.match(/:[A-Za-z]+|\*/g) ?? [];
  return fc
    .tuple(
      ...params.map((param) =>
        fc.oneof(
          { weight: 8, arbitrary: segment(() => pool, idsFor(template, param.slice(1))) },
          {
            weight: 1,
            arbitrary: fc
              .array(
                segment(() => pool),
                { minLength: 2, maxLength: 4 },
              )
              .map((xs) => xs.join('/')),
          },
        ),
      ),
    )
    .map((values) => {
      let i = 0;
      return template.replace(/:[A-Za-z]+|\*/g, () => values[i++] as string);
    });
};

describe('every route, fuzzed through the framework (inject)', () => {
  it('lists the routes it fuzzes: the API, GraphQL, OFREP, health, metrics and the simulator', async () => {
    const urls = gw.app.routes.map((r) => r.url);
    for (const u of [
      '/api/projects',
      '/api/feature-flags/:id',
      '/graphql',
      '/ofrep/v1/evaluate/flags/:key',
      '/healthz',
      '/metrics',
      '/api/dev-auth/token',
      '/paypal-sim/v2/checkout/orders/:id',
    ])
      expect(urls).toContain(u);
    expect(routesOf(gw).length).toBeGreaterThan(50);
  });

  it(`${RUNS_PER_ROUTE} hostile requests per route: no 5xx, every error carries a code`, async () => {
    const routes = routesOf(gw);
    for (const route of routes) {
      pool = await seedPool(gw); // fresh real ids: earlier cases may have deleted them
      // mostly the route's own methods, sometimes another one; bodies: mostly the route's valid body with one change
      const method = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...route.methods) }, { weight: 1, arbitrary: fc.constantFrom(...METHODS) });
      const request = method.chain((m) =>
        fc.record({
          method: fc.constant(m),
          path: pathFor(route.url),
          query: queryString(() => pool),
          headers: headers(() => pool),
          body:
            validBody(m, route.url, pool) === null
              ? body(() => pool)
              : fc.oneof(
                  {
                    weight: 3,
                    arbitrary: nearValidBody(
                      () => pool,
                      () => m,
                      route.url,
                    ),
                  },
                  { weight: 1, arbitrary: body(() => pool) },
                ),
        }),
      );
      const started = performance.now();
      await fc.assert(
        fc.asyncProperty(request, async (r) => {
          const url = `${r.path}${r.query}`;
          const payload = r.method === 'GET' || r.method === 'HEAD' ? undefined : r.body;
          const what = `${r.method} ${url.slice(0, 300)} headers=${JSON.stringify(r.headers).slice(0, 300)} body=${String(payload ?? '').slice(0, 300)}`;
          let res;
          try {
            res = await gw.app.fastify.inject({ method: r.method, url, headers: r.headers, ...(payload !== undefined ? { payload } : {}) });
          } catch (e) {
            // light-my-request refuses some inputs itself (e.g. a URL it cannot parse): nothing reached the app
            if (e instanceof TypeError || (e as { code?: string }).code === 'ERR_INVALID_URL') return;
            throw e;
          }
          requests++;
          if (stats) stats.set(`${route.url} ${res.statusCode}`, (stats.get(`${route.url} ${res.statusCode}`) ?? 0) + 1);
          checkAnswer(what, r.method, url, res.statusCode, res.headers['content-type'] as string | undefined, res.body);
        }),
        fuzzParams(RUNS_PER_ROUTE),
      );
      if (stats) stats.set(`${route.url} ms`, Math.round(performance.now() - started));
    }
    if (stats)
      console.log(
        [...stats]
          .sort()
          .map(([k, v]) => `${k}: ${v}`)
          .join('\n'),
      );
    expect(requests).toBeGreaterThan(routes.length * RUNS_PER_ROUTE * 0.95);
  }, 1_200_000);
});

describe('the public config hot path, fuzzed over HTTP', () => {
  it(`${CONFIG_RUNS} hostile config URLs and headers: 200, 304 or a 4xx with a code; never a stream left open`, async () => {
    pool = await seedPool(gw);
    const uuid = fc.oneof(
      { weight: 3, arbitrary: fc.nat().map((i) => pool.uuids[i % pool.uuids.length]!) },
      { weight: 2, arbitrary: fc.uuid() },
      { weight: 2, arbitrary: anyString.map((s) => encodeURIComponent(wellFormed(s))) },
      { weight: 1, arbitrary: fc.uuid().map((u) => u.toUpperCase()) },
    );
    const request = fc.record({
      project: uuid,
      tail: fc.constantFrom('', '', '', '/', '/stream', '/stream/', '/x', '//', '/..'),
      env: fc.option(uuid, { nil: undefined }),
      override: fc.option(uuid, { nil: undefined }),
      extra: fc.constantFrom('', '&environmentUuid=00000000-0000-0000-0000-000000000000', '&overrideUuid=', '&x=%zz', '&environmentUuid', '#x'),
      inm: fc.option(
        fc.oneof(
          fc.constantFrom('*', '""', 'W/"x"', `"${'1'.repeat(500)}"`),
          anyString.map((s) => s.replace(/[^\x20-\x7e]/g, '')),
        ),
        { nil: undefined },
      ),
    });
    let n = 0;
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const q = [r.env !== undefined ? `environmentUuid=${r.env}` : '', r.override !== undefined ? `overrideUuid=${r.override}` : '']
          .filter(Boolean)
          .join('&');
        const path = `/api/config/${r.project}${r.tail}?${q}${r.extra}`;
        const what = `GET ${path} if-none-match=${r.inm}`;
        const ctl = new AbortController();
        const timer = setTimeout(() => ctl.abort(), 5000);
        try {
          const res = await fetch(`${gw.url}${path}`, { headers: r.inm !== undefined ? { 'if-none-match': r.inm } : {}, signal: ctl.signal });
          n++;
          const type = res.headers.get('content-type') ?? undefined;
          if (res.status === 200 && type?.startsWith('text/event-stream')) {
            // a well-formed stream request stays open (an unknown document gets an error event and
            // may appear later): check its first bytes, then hang up
            const first = await res.body!.getReader().read();
            expect(new TextDecoder().decode(first.value), what).toMatch(/^retry: \d+/);
            ctl.abort();
            return;
          }
          checkAnswer(what, 'GET', path, res.status, type, await res.text());
          expect([200, 304, 400, 404, 414], what).toContain(res.status);
        } finally {
          clearTimeout(timer);
        }
      }),
      fuzzParams(CONFIG_RUNS),
    );
    requests += n;
    expect(n).toBe(CONFIG_RUNS);
  }, 120_000);
});

/** Sends raw bytes and returns what came back before the server closed (or a short idle). */
function rawExchange(port: number, bytes: string | Buffer): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const s = connect(port, '127.0.0.1');
    const done = () => {
      clearTimeout(timer);
      s.destroy();
      resolve(Buffer.concat(chunks).toString('latin1'));
    };
    const timer = setTimeout(done, 1500);
    s.on('data', (d) => {
      chunks.push(d);
      if (/\r\n\r\n/.test(Buffer.concat(chunks).toString('latin1'))) {
        clearTimeout(timer);
        setTimeout(done, 50);
      }
    });
    s.on('error', done);
    s.on('close', done);
    s.write(bytes);
  });
}

/** The status and JSON body of a raw HTTP answer (the first one when pipelined). */
function parseRaw(text: string): { status: number; contentType: string; body: string } | null {
  const m = /^HTTP\/1\.1 (\d{3})[^\r]*\r\n([\s\S]*?)\r\n\r\n([\s\S]*)$/.exec(text);
  if (!m) return null;
  const headers = m[2]!;
  const length = /content-length:\s*(\d+)/i.exec(headers);
  const chunked = /transfer-encoding:\s*chunked/i.test(headers);
  let bodyText = m[3]!;
  if (length) bodyText = bodyText.slice(0, Number(length[1]));
  else if (chunked)
    bodyText = bodyText
      .replace(/^[0-9a-f]+\r\n/i, '')
      .replace(/\r\n0\r\n\r\n[\s\S]*$/, '')
      .replace(/\r\n$/, '');
  return { status: Number(m[1]), contentType: /content-type:\s*([^\r]+)/i.exec(headers)?.[1] ?? '', body: bodyText };
}

describe('the HTTP parser, fuzzed with malformed requests on a raw socket', () => {
  const port = () => Number(new URL(gw.url).port);

  it('malformed request lines, headers and framing: a 4xx with a code, or the connection closed; never a 5xx', async () => {
    const big = 'a'.repeat(20_000);
    const fixed = [
      'GET / HTTP/1.1\r\n\r\n', // no Host
      'GARBAGE\r\n\r\n',
      'GET\r\n\r\n',
      'GET /api/projects HTTP/9.9\r\nHost: x\r\n\r\n',
      'GET /api/projects HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n',
      `GET /api/projects HTTP/1.1\r\nHost: x\r\nX-Big: ${big}\r\n\r\n`,
      `GET /${big} HTTP/1.1\r\nHost: x\r\n\r\n`,
      'POST /api/projects HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello',
      'POST /api/projects HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n',
      'POST /api/projects HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nhello\r\n0\r\n\r\n',
      'POST /api/projects HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n0\r\n\r\n',
      'GET /api/projects HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \u0001\u0002\r\n\r\n',
      'GET /api/\u0000 HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /api/projects HTTP/1.1\nHost: x\n\n',
      'GET /api/config/%zz HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET http://evil.example.com/api/projects HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET * HTTP/1.1\r\nHost: x\r\n\r\n',
      'CONNECT evil.example.com:443 HTTP/1.1\r\nHost: x\r\n\r\n',
      'BREW /graphql HTTP/1.1\r\nHost: x\r\n\r\n',
      'POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"query":', // body shorter than announced (times out: connection closed by us)
    ];
    const randomLines = fc.sample(
      fc
        .tuple(fc.string({ unit: 'binary', maxLength: 80 }), fc.constantFrom('GET', 'POST', 'PUT', '', 'G E T', 'get'))
        .map(([s, m]) => `${m} ${s} HTTP/1.1\r\nHost: x\r\n\r\n`),
      { numRuns: RAW_RUNS, ...(process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {}) },
    );
    const randomBytes = fc.sample(
      fc.uint8Array({ minLength: 1, maxLength: 300 }).map((b) => Buffer.from(b)),
      { numRuns: 50 },
    );
    for (const req of [...fixed, ...randomLines, ...randomBytes]) {
      const text = await rawExchange(port(), typeof req === 'string' ? Buffer.from(req, 'utf8') : req);
      requests++;
      const what = `raw ${JSON.stringify(req.toString()).slice(0, 200)}`;
      if (text === '') continue; // closed without an answer (incomplete request): nothing to check
      const res = parseRaw(text);
      expect(res, `${what}\n→ ${text.slice(0, 300)}`).not.toBeNull();
      checkAnswer(what, 'GET', '/api/raw', res!.status, res!.contentType, res!.body);
    }
  }, 180_000);
});

describe('after the fuzzing', () => {
  it('the gateway logged no error, still answers /healthz and serves a signed-in caller', async () => {
    expect(errorLines(logLines), errorLines(logLines).slice(0, 5).join('\n')).toEqual([]);
    const h = await fetch(`${gw.url}/healthz`);
    expect(h.status).toBe(200);
    expect(await h.json()).toEqual({ status: 'ok' });
    const me = await fetch(`${gw.url}/api/projects`, { headers: { authorization: `Bearer ${pool.token}` } });
    expect(me.status).toBe(200);
    await me.arrayBuffer();
    // the case count of the whole file (fuzz.graphql.test.ts adds 2,600 more)
    if (process.env.FUZZ_STATS) console.log(`fuzz.routes: ${requests} requests`);
    expect(requests).toBeGreaterThan(routesOf(gw).length * RUNS_PER_ROUTE * 0.95 + CONFIG_RUNS + RAW_RUNS);
    expect(requests).toBeGreaterThan(7000);
  });
});
