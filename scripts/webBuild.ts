/**
 * Builds the web app only when its inputs changed, into web/.builds/<hash>, and points web/dist
 * at it by renaming a symlink over the old one (atomic): a gateway already running keeps the
 * build it resolved at start (kept on disk), and nobody ever sees a half-written directory.
 * Output of the build is shown only when it fails.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WEB = join(ROOT, 'web');
export const BUILDS = join(WEB, '.builds');
export const DIST = join(WEB, 'dist');
/** Builds kept besides the current one, for gateways started earlier from the same checkout. */
const KEEP = 3;
/** What the bundle is made of: the app, the domain it imports, the build config and the lock file. */
const INPUTS = ['web/src', 'web/public', 'web/build', 'web/index.html', 'web/vite.config.ts', 'web/package.json', 'domain/src', 'package-lock.json'];

function* files(path: string): Generator<string> {
  if (!existsSync(path)) return;
  const st = statSync(path);
  if (st.isFile()) {
    yield path;
    return;
  }
  for (const name of readdirSync(path).sort()) {
    if (name === 'node_modules' || name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
    yield* files(join(path, name));
  }
}

export function sourceHash(root = ROOT): string {
  const h = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(join(root, input))) {
      h.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  // public keys baked into the bundle are inputs too
  h.update(`${process.env.VITE_CLERK_PUBLISHABLE_KEY ?? ''}\0${process.env.VITE_PAYPAL_CLIENT_ID ?? ''}`);
  return h.digest('hex').slice(0, 16);
}

export interface BuildResult {
  built: boolean;
  dir: string;
  ms: number;
}

export function ensureWebBuild(log: (line: string) => void = () => undefined): BuildResult {
  const t0 = Date.now();
  const hash = sourceHash();
  const dir = join(BUILDS, hash);
  let built = false;
  if (!existsSync(join(dir, 'index.html'))) {
    mkdirSync(BUILDS, { recursive: true });
    const tmp = `${dir}.tmp-${process.pid}`;
    rmSync(tmp, { recursive: true, force: true });
    log('building the web app (its sources changed)…');
    const r = spawnSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', tmp, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: WEB,
      encoding: 'utf8',
      env: process.env,
    });
    if (r.status !== 0) {
      rmSync(tmp, { recursive: true, force: true });
      throw new Error(`the web app did not build:\n${r.stdout}${r.stderr}`);
    }
    try {
      renameSync(tmp, dir);
    } catch (e) {
      // another instance finished the same build first: theirs is identical
      rmSync(tmp, { recursive: true, force: true });
      if (!existsSync(join(dir, 'index.html'))) throw e;
    }
    built = true;
  }
  pointDistAt(dir);
  prune(hash);
  return { built, dir, ms: Date.now() - t0 };
}

function pointDistAt(dir: string): void {
  const link = `${DIST}.tmp-${process.pid}`;
  rmSync(link, { force: true });
  symlinkSync(relative(WEB, dir), link, 'dir');
  // an older checkout has a real web/dist directory: it is replaced once (not atomic, only that time)
  if (existsSync(DIST) && !lstatSync(DIST).isSymbolicLink()) rmSync(DIST, { recursive: true, force: true });
  renameSync(link, DIST);
}

function prune(current: string): void {
  const builds = readdirSync(BUILDS)
    .filter((n) => n !== current && !n.includes('.tmp-'))
    .map((n) => ({ n, t: statSync(join(BUILDS, n)).mtimeMs }))
    .sort((a, b) => b.t - a.t);
  for (const { n } of builds.slice(KEEP)) rmSync(join(BUILDS, n), { recursive: true, force: true });
}
