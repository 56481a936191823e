import { appendFileSync, cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The committed generated files (gateway resolver types, web client types) must be what
 * `npm run codegen` produces from schema/*.graphql now: `npm test` fails when someone changes
 * the schema without regenerating, or edits a generated file by hand. The check itself is
 * scripts/codegen-check.ts (also `npm run codegen:check`), loaded at run time because it
 * lives outside the gateway's TypeScript project.
 */
interface StaleFile {
  file: string;
  reason: 'missing' | 'different' | 'not generated';
}
type Check = { findStaleGeneratedFiles(root?: string): Promise<StaleFile[]>; REPO_ROOT: string };

const checkModule = new URL('../../scripts/codegen-check.ts', import.meta.url).href;
const loadCheck = () => import(/* @vite-ignore */ checkModule) as Promise<Check>;

const GENERATED = ['gateway/src/graphql/generated', 'web/src/apollo/generated'];

describe('codegen', () => {
  const temp: string[] = [];
  afterAll(() => {
    for (const d of temp) rmSync(d, { recursive: true, force: true });
  });

  it('the committed generated files are up to date (run `npm run codegen` if this fails)', async () => {
    const { findStaleGeneratedFiles } = await loadCheck();
    expect(await findStaleGeneratedFiles()).toEqual([]);
  }, 60_000);

  it('notices a schema change, a hand edit and a leftover file', async () => {
    const { findStaleGeneratedFiles, REPO_ROOT } = await loadCheck();
    const root = mkdtempSync(join(tmpdir(), 'flagstream-codegen-'));
    temp.push(root);
    // codegen loads its plugins and presets from the working directory's node_modules
    symlinkSync(join(REPO_ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
    cpSync(join(REPO_ROOT, 'schema'), join(root, 'schema'), { recursive: true });
    // the web app's operations are codegen input too
    cpSync(join(REPO_ROOT, 'web/src'), join(root, 'web/src'), { recursive: true });
    for (const dir of GENERATED) cpSync(join(REPO_ROOT, dir), join(root, dir), { recursive: true });
    expect(await findStaleGeneratedFiles(root)).toEqual([]);

    appendFileSync(join(root, 'schema/flag.graphql'), '\nextend type Flag {\n  codegenProbe: Boolean!\n}\n');
    appendFileSync(join(root, 'web/src/apollo/generated/index.ts'), '// edited by hand\n');
    appendFileSync(join(root, 'web/src/apollo/generated/old.ts'), 'export {};\n');
    expect(await findStaleGeneratedFiles(root)).toEqual(
      expect.arrayContaining([
        { file: 'gateway/src/graphql/generated/resolvers.ts', reason: 'different' },
        { file: 'web/src/apollo/generated/index.ts', reason: 'different' },
        { file: 'web/src/apollo/generated/old.ts', reason: 'not generated' },
      ]),
    );
  }, 60_000);

  it('every generated file says it must not be edited', async () => {
    const { readFileSync, readdirSync } = await import('node:fs');
    const { REPO_ROOT } = await loadCheck();
    for (const dir of GENERATED) {
      for (const f of readdirSync(join(REPO_ROOT, dir))) {
        expect(readFileSync(join(REPO_ROOT, dir, f), 'utf8').split('\n')[0], `${dir}/${f}`).toMatch(/^\/\/ GENERATED FILE: DO NOT EDIT\./);
      }
    }
  });
});
