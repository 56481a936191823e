import { createHash } from 'node:crypto';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist/', import.meta.url));
const API_PREFIXES = ['/api/', '/graphql', '/ofrep/', '/paypal-sim', '/healthz', '/readyz', '/metrics'];

/**
 * The build's real directory, resolved once: web/dist is a symlink that `npm start`
 * (scripts/webBuild.ts) swaps, and the page's script hashes must come from the build this
 * process serves. The path as given when there is no build.
 */
export function resolveWebDist(dist = DEFAULT_WEB_DIST): string {
  return existsSync(join(resolve(dist), 'index.html')) ? realpathSync(resolve(dist)) : dist;
}

/**
 * Serves the built web app: hashed assets cached for a year, every other browser path gets
 * index.html (the app routes on the client). Returns false when there is no build.
 */
export async function registerWebApp(app: FastifyInstance, dist = DEFAULT_WEB_DIST): Promise<boolean> {
  // web/dist is a symlink swapped by `npm start` (scripts/webBuild.ts): resolved once, so this
  // process keeps serving the build it started with while another instance swaps in a newer one.
  if (!existsSync(join(resolve(dist), 'index.html'))) return false;
  const root = realpathSync(resolve(dist));
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // web/dist holds .br and .gz beside each asset (web/build/precompress.ts): picked by Accept-Encoding, with Vary.
    preCompressed: true,
    setHeaders: (res, path) => {
      res.header('cache-control', path.includes(`${join(root, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/', (_req, reply) => sendIndex(reply));
  return true;
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The CSP sources of the built page's inline scripts (its loader: web/build/paintFirst.ts), by
 * their SHA-256: the page runs exactly those. None without a build.
 */
export function inlineScriptHashes(dist = DEFAULT_WEB_DIST): string[] {
  const index = join(resolve(dist), 'index.html');
  if (!existsSync(index)) return [];
  return [...readFileSync(index, 'utf8').matchAll(INLINE_SCRIPT)].map((m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`);
}

export function sendIndex(reply: FastifyReply) {
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
}

/** A browser navigation to an app route (not an API path or a missing asset). */
export const isAppNavigation = (req: FastifyRequest): boolean =>
  req.method === 'GET' &&
  !API_PREFIXES.some((p) => req.url.startsWith(p)) &&
  !req.url.startsWith('/assets/') &&
  String(req.headers.accept ?? '').includes('text/html');
