import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors';
import { parseSmallJson } from './smallJson';

/** Deeper JSON than this is refused before parsing: validating or storing it would overflow the stack. */
export const MAX_JSON_DEPTH = 100;

/** Does `text` nest objects/arrays deeper than `limit`? One pass, strings skipped. */
export function jsonDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) {
      inString = true;
    } else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > limit) return true;
    } else if (c === 125 /* } */ || c === 93 /* ] */) {
      depth--;
    }
  }
  return false;
}

const badRequest = (message: string) => Object.assign(new Error(message), { statusCode: 400 });

/**
 * The JSON body parser of the API: fastify's own (prototype-poisoning safe), except that
 * - an empty body with `content-type: application/json` is no body (the spec's client sends
 *   POST projects/generate-missing-uuids exactly so, and body-less POSTs like toggles alike);
 * - bodies nested deeper than MAX_JSON_DEPTH are a 400, not a stack overflow further in.
 */
export function registerJsonBodyParser(app: FastifyInstance): JsonBodyParser {
  const parse = jsonBodyParser(app);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const r = parse(body as string);
    if ('error' in r) return done(r.error, undefined);
    return done(null, r.value);
  });
  return parse;
}

export type JsonBodyParser = (text: string) => { value: unknown } | { error: Error & { statusCode?: number } };

/** The API's JSON body rules as a function (the routes' parser, and the paths answered before the framework). */
export function jsonBodyParser(app: FastifyInstance): JsonBodyParser {
  const parse = app.getDefaultJsonParser('error', 'error');
  return (text) => {
    // A small compact body (an SDK's evaluation context) is read without JSON.parse's string
    // interning; one with a `__proto__` or `constructor` key, or an escape, is not read there.
    const small = parseSmallJson(text);
    if (small !== undefined) return { value: small };
    // a body opening with `{` or `[` is not blank (no copy of it is made to find out)
    const first = text.charCodeAt(0);
    if (first !== 123 && first !== 91 && text.trim() === '') return { value: undefined };
    // JSON nested deeper than MAX_JSON_DEPTH opens and closes more brackets than a shorter body
    // has (unclosed ones do not parse, and JSON.parse refuses them without recursing)
    if (text.length > 2 * MAX_JSON_DEPTH && jsonDeeperThan(text, MAX_JSON_DEPTH))
      return { error: badRequest(`The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`) };
    // A key can only spell __proto__ or constructor literally or with an escape (a backslash):
    // without either, plain JSON.parse is as safe as the guarded parser, and skips its two scans.
    if (text.indexOf('\\') === -1 && !text.includes('__proto__') && !text.includes('constructor')) {
      try {
        return { value: JSON.parse(text) };
      } catch {
        // fall through: the guarded parser words the syntax error as fastify does
      }
    }
    let out: { value: unknown } | { error: Error } = { value: undefined };
    // fastify's own parser (prototype-poisoning safe); it answers synchronously
    parse(undefined as never, text, (err, value) => {
      out = err ? { error: err } : { value };
    });
    return out;
  };
}

const OFREP_SINGLE_PREFIX = '/ofrep/v1/evaluate/flags/';

/**
 * Errors the router raises before any route or hook runs (a URL that does not decode, a path
 * parameter over the length limit) get the API's one error body too.
 */
export function frameworkErrorHandler(error: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  if (error.statusCode !== undefined && error.statusCode >= 500) {
    void reply.code(500).send(errorBody('INTERNAL_ERROR', 'An unexpected error occurred'));
    return;
  }
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  if (tooLong && req.url.startsWith(OFREP_SINGLE_PREFIX)) {
    // OFREP: a flag key longer than any flag's names no flag (its 404 shape, readable from any origin)
    const raw = req.url.slice(OFREP_SINGLE_PREFIX.length).split('?')[0]!;
    let key = raw;
    try {
      key = decodeURIComponent(raw);
    } catch {
      // not decodable: named as sent
    }
    void reply
      .code(404)
      .headers({ 'cache-control': 'no-store', 'access-control-allow-origin': '*' })
      .send({ key, errorCode: 'FLAG_NOT_FOUND', errorDetails: 'Flag keys are at most 100 characters: no flag is named so' });
    return;
  }
  void reply
    .code(tooLong ? 414 : 400)
    .header('cache-control', 'no-store')
    .send(errorBody(tooLong ? 'URI_TOO_LONG' : 'VALIDATION_FAILED', tooLong ? 'A path parameter is too long' : 'The request URL is not valid'));
}
