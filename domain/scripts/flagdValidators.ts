/**
 * `npm run codegen:flagd`: compiles the vendored official flagd JSON schema
 * (domain/src/targeting/schema/{flags,targeting}.json) into standalone validator functions,
 * written to domain/src/targeting/schema/validators.generated.ts. ajv normally compiles a schema
 * with `new Function` at run time, which the web app's Content-Security-Policy (no
 * 'unsafe-eval') forbids: the generated module is plain code, the same in Node and the browser.
 * domain/test/targetingValidate.test.ts fails when the file is not what this would write now.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone';

const SCHEMA_DIR = fileURLToPath(new URL('../src/targeting/schema/', import.meta.url));
export const GENERATED_FILE = `${SCHEMA_DIR}validators.generated.ts`;

const HEADER = [
  '// GENERATED FILE: DO NOT EDIT. Produced by domain/scripts/flagdValidators.ts (npm run codegen:flagd)',
  '// from the vendored flagd schema (flags.json, targeting.json; see SOURCE.md). Eval-free ajv standalone code.',
  '// @ts-nocheck',
  '/* eslint-disable */',
  '',
].join('\n');

/** The module text: `validateDocument` (a flagd document) and `validateRule` (one targeting rule). */
export function flagdValidatorsSource(): string {
  const flags = JSON.parse(readFileSync(`${SCHEMA_DIR}flags.json`, 'utf8')) as object;
  const targeting = JSON.parse(readFileSync(`${SCHEMA_DIR}targeting.json`, 'utf8')) as object;
  // strict off: the official schema uses draft-07 tuple `items` with `additionalItems`, which strict mode flags.
  const ajv = new Ajv({ strict: false, allErrors: false, code: { source: true, esm: true } });
  ajv.addSchema(targeting);
  ajv.addSchema(flags);
  const code = standaloneCode(ajv, {
    validateDocument: 'https://flagd.dev/schema/v0/flags.json',
    validateRule: 'https://flagd.dev/schema/v0/targeting.json#/definitions/anyRule',
  });
  return HEADER + code + '\n';
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(GENERATED_FILE, flagdValidatorsSource());
  console.log(`wrote ${GENERATED_FILE}`);
}
