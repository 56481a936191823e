/**
 * `npm run codegen:check`: fails when the committed generated files differ from what
 * `npm run codegen` would write now (schema or documents changed without regenerating, or a
 * generated file edited by hand). Generates in memory with the programmatic API, applies the
 * same beforeOneFileWrite hook the CLI applies, and compares with the files on disk, including
 * leftovers in generated directories that codegen no longer produces.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from '@graphql-codegen/cli';
import config, { withGeneratedHeader } from '../codegen';

export const REPO_ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

export interface StaleFile {
  file: string;
  reason: 'missing' | 'different' | 'not generated';
}

const filesUnder = (dir: string): string[] =>
  existsSync(dir) ? readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? filesUnder(join(dir, n)) : [join(dir, n)])) : [];

/** What is out of date (an empty list when everything is current). */
export async function findStaleGeneratedFiles(root: string = REPO_ROOT): Promise<StaleFile[]> {
  const outputs: Array<{ filename: string; content: string }> = await generate({ ...config, cwd: root, silent: true, verbose: false }, false);
  const expected = new Map(
    outputs.map((o) => {
      const abs = resolve(root, o.filename);
      return [abs, withGeneratedHeader(abs, o.content)];
    }),
  );
  const stale: StaleFile[] = [];
  for (const [abs, content] of expected) {
    const rel = relative(root, abs);
    if (!existsSync(abs)) stale.push({ file: rel, reason: 'missing' });
    else if (readFileSync(abs, 'utf8') !== content) stale.push({ file: rel, reason: 'different' });
  }
  for (const target of Object.keys(config.generates)) {
    if (!target.endsWith('/')) continue;
    for (const abs of filesUnder(resolve(root, target))) if (!expected.has(abs)) stale.push({ file: relative(root, abs), reason: 'not generated' });
  }
  return stale;
}

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  findStaleGeneratedFiles().then(
    (stale) => {
      if (stale.length === 0) {
        console.log('codegen:check: generated files are up to date');
        return;
      }
      console.error('codegen:check: generated files are stale; run `npm run codegen` and commit the result:');
      for (const s of stale) console.error(`  ${s.file} (${s.reason})`);
      process.exitCode = 1;
    },
    (e: unknown) => {
      console.error('codegen:check: codegen failed:', e instanceof Error ? e.message : e);
      process.exitCode = 1;
    },
  );
}
