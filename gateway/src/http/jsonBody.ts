import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors';

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
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(null, undefined);
    if (jsonDeeperThan(text, MAX_JSON_DEPTH)) return done(badRequest(`The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`), undefined);
    return parse(req, text, done);
  });
}

/**
 * Errors the router raises before any route or hook runs (a URL that does not decode, a path
 * parameter over the length limit) get the API's one error body too.
 */
export function frameworkErrorHandler(error: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  if (error.statusCode !== undefined && error.statusCode >= 500) {
    void reply.code(500).send(errorBody('INTERNAL_ERROR', 'An unexpected error occurred'));
    return;
  }
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply.code(tooLong ? 414 : 400).header('cache-control', 'no-store').send(
    errorBody(tooLong ? 'URI_TOO_LONG' : 'VALIDATION_FAILED', tooLong ? 'A path parameter is too long' : 'The request URL is not valid'),
  );
}
