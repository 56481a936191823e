/**
 * Bundles the two server entry points (gateway/src/main.ts, gateway/src/projectionsMain.ts)
 * into plain JavaScript for the container image (see the Dockerfile), so the image runs
 * `node` without a TypeScript runner or any dev dependency.
 *
 * The workspace packages (@flagstream/*) export TypeScript, so they are inlined; every npm
 * package stays external and is loaded from node_modules at run time (native better-sqlite3,
 * and one copy of graphql for Apollo and our code). Each external must be a production
 * dependency of a server workspace, or the image, installed with --omit=dev, would miss it.
 *
 * The bundles go to <appRoot>/gateway/dist/server/, as deep below the app root as
 * gateway/src/<area>/, so the paths the code derives from import.meta.url
 * (`../../../schema/`, `../../../web/dist/`) name <appRoot>/schema/ and <appRoot>/web/dist/:
 * the repository itself, or the image's /app with those directories copied beside the bundles.
 *
 * Usage: tsx gateway/scripts/bundle.ts [appRoot]   (default: the repository)
 */
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'esbuild';

export const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
/** where the bundles go, below the app root */
export const SERVER_DIR = 'gateway/dist/server';
/** the bundles, by process */
export const ENTRY_POINTS = { main: 'gateway/src/main.ts', projectionsMain: 'gateway/src/projectionsMain.ts' } as const;
/** the workspaces whose code ends up in the bundles */
const SERVER_WORKSPACES = ['domain', 'eventstore', 'projections', 'gateway'];

/** `@scope/name/sub` -> `@scope/name`, `name/sub` -> `name` */
const packageName = (spec: string): string =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

function productionDependencies(root: string): Set<string> {
  const names = new Set<string>();
  for (const ws of SERVER_WORKSPACES) {
    const pkg = JSON.parse(readFileSync(join(root, ws, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    for (const name of Object.keys(pkg.dependencies ?? {})) names.add(name);
  }
  return names;
}

/** npm packages stay external (recorded in `seen`); the workspace packages are bundled. */
function externalPackages(seen: Set<string>): Plugin {
  return {
    name: 'external-packages',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('@flagstream/')) return undefined;
        if (args.path.startsWith('node:') || builtinModules.includes(args.path)) return { path: args.path, external: true };
        seen.add(packageName(args.path));
        return { path: args.path, external: true };
      });
    },
  };
}

export interface BundleResult {
  outDir: string;
  /** absolute paths of the written bundles, by entry name */
  files: Record<keyof typeof ENTRY_POINTS, string>;
  /** the npm packages the bundles import at run time */
  externals: string[];
}

/** Bundles the repository's server sources into <appRoot>/gateway/dist/server/. */
export async function bundleServer(appRoot: string = REPO_ROOT): Promise<BundleResult> {
  const outDir = join(resolve(appRoot), SERVER_DIR);
  const seen = new Set<string>();
  await build({
    absWorkingDir: REPO_ROOT,
    entryPoints: Object.fromEntries(Object.entries(ENTRY_POINTS).map(([name, file]) => [name, join(REPO_ROOT, file)])),
    outdir: outDir,
    // .mjs: ES modules whatever package.json (if any) sits above them in the image
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [externalPackages(seen)],
  });
  const allowed = productionDependencies(REPO_ROOT);
  const missing = [...seen].filter((name) => !allowed.has(name)).sort();
  if (missing.length > 0) {
    throw new Error(
      `The server imports ${missing.join(', ')}, which ${missing.length === 1 ? 'is not a production dependency' : 'are not production dependencies'} of ${SERVER_WORKSPACES.join('/')}: the image (npm ci --omit=dev) would not have ${missing.length === 1 ? 'it' : 'them'}`,
    );
  }
  const files = Object.fromEntries(Object.keys(ENTRY_POINTS).map((name) => [name, join(outDir, `${name}.mjs`)])) as BundleResult['files'];
  return { outDir, files, externals: [...seen].sort() };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  bundleServer(process.argv[2] ? resolve(process.argv[2]) : REPO_ROOT).then(
    (r) =>
      console.log(
        `bundled ${Object.values(r.files)
          .map((f) => relative(process.cwd(), f))
          .join(', ')} (external: ${r.externals.join(', ')})`,
      ),
    (e: unknown) => {
      console.error(e instanceof Error ? e.message : e);
      process.exit(1);
    },
  );
}
