/**
 * The per-request logger is a pino child made only when something logs through it, and the
 * request line's logger skips path redaction (its fields never hold a secret): both must still
 * write what a plain pino child writes, and the root logger's redaction must be untouched.
 */
import Fastify from 'fastify';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { LazyChildLogger, createLogger, lazyChildLoggerFactory, requestLineLogger, withLazyChildren } from '../src/http/logger';
import type { Logger } from '../src/http/logger';

function capture(level = 'info'): { log: Logger; lines: () => Array<Record<string, unknown>> } {
  const log = createLogger(level, 'json');
  const out: string[] = [];
  (log as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = { write: (l: string) => void out.push(l) };
  return { log, lines: () => out.map((l) => JSON.parse(l) as Record<string, unknown>) };
}

describe('request loggers', () => {
  it('a lazy child makes no pino child until it logs, then writes with its bindings', () => {
    const { log, lines } = capture();
    let made = 0;
    const child = log.child.bind(log);
    (log as { child: Logger['child'] }).child = ((b: pino.Bindings, o?: pino.ChildLoggerOptions) => {
      made++;
      return child(b, o);
    }) as unknown as Logger['child'];
    const lazy = lazyChildLoggerFactory.call(null, log, { reqId: 'r-1' }, {});
    expect(lazy).toBeInstanceOf(LazyChildLogger);
    lazy.debug('below the level');
    expect(lazy.isLevelEnabled('debug')).toBe(false);
    expect(lazy.level).toBe('info');
    expect(made).toBe(0);
    lazy.warn({ caller: { apiKey: 'secret-key-1' } }, 'something');
    expect(made).toBe(1);
    lazy.error('again');
    expect(made).toBe(1);
    const [first, second] = lines();
    expect(first).toMatchObject({ reqId: 'r-1', msg: 'something', level: 40, caller: { apiKey: '[redacted]' } });
    expect(second).toMatchObject({ reqId: 'r-1', msg: 'again', level: 50 });
  });

  it('a route with its own level gets a real child', () => {
    const { log } = capture();
    const c = lazyChildLoggerFactory.call(null, log, { reqId: 'r-2' }, { level: 'debug' });
    expect(c).not.toBeInstanceOf(LazyChildLogger);
    expect(c.isLevelEnabled('debug')).toBe(true);
  });

  it("the logger fastify is given writes as the app's logger does, and its children are lazy", () => {
    const { log, lines } = capture();
    const root = withLazyChildren(log);
    root.info({ headers: { authorization: 'Bearer xyz' } }, 'root line');
    const lazy = root.child({ reqId: 'r-4' });
    expect(lazy).toBeInstanceOf(LazyChildLogger);
    expect(root.child({ reqId: 'r-5' }, { level: 'debug' })).not.toBeInstanceOf(LazyChildLogger);
    lazy.warn('through the child');
    expect(lines()).toMatchObject([
      { msg: 'root line', level: 30, headers: { authorization: '[redacted]' } },
      { msg: 'through the child', level: 40, reqId: 'r-4' },
    ]);
  });

  it("a fastify app given that logger hands each request a lazy child, which logs with the request's id", async () => {
    const { log, lines } = capture();
    const app = Fastify({ loggerInstance: withLazyChildren(log) as unknown as FastifyBaseLogger, genReqId: () => 'req-7' });
    let requestLogger: unknown;
    app.get('/x', async (req) => {
      requestLogger = req.log;
      req.log.warn('from the route');
      return { ok: true };
    });
    const r = await app.inject({ method: 'GET', url: '/x' });
    expect(r.statusCode).toBe(200);
    expect(requestLogger).toBeInstanceOf(LazyChildLogger);
    expect(lines().filter((l) => l.msg === 'from the route')).toMatchObject([{ reqId: 'req-7', level: 40 }]);
    await app.close();
  });

  it('the request line keeps the URL redaction and the root logger keeps its path redaction', () => {
    const { log, lines } = capture();
    const line = requestLineLogger(log);
    line.info({ reqId: 'r-3', req: { method: 'GET', url: '/api/invitations/tok123/details?token=abc' }, statusCode: 200 }, 'request completed');
    log.info({ ctx: { token: 'tok-456' }, headers: { authorization: 'Bearer xyz' } }, 'other');
    const text = JSON.stringify(lines());
    expect(lines()[0]).toMatchObject({ reqId: 'r-3', statusCode: 200, req: { method: 'GET', url: '/api/invitations/[redacted]/details?token=[redacted]' } });
    expect(text).not.toContain('tok123');
    expect(text).not.toContain('abc');
    expect(text).not.toContain('tok-456');
    expect(text).not.toContain('xyz');
  });
});
