import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { GraphQLSchema } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { resolvers } from './resolvers';

/** The SDL lives at the repository root (`schema/*.graphql`), shared with codegen and the web app. */
export const SCHEMA_DIR = fileURLToPath(new URL('../../../schema/', import.meta.url));

/** The SDL files, in name order. */
export function loadTypeDefs(dir: string = SCHEMA_DIR): string[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.graphql'))
    .sort();
  if (files.length === 0) throw new Error(`No GraphQL schema files (*.graphql) in ${dir}`);
  return files.map((f) => readFileSync(join(dir, f), 'utf8'));
}

/** The executable schema: SDL + resolvers; a resolver for a field the SDL lacks is an error at start. */
export function buildSchema(dir: string = SCHEMA_DIR): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs: loadTypeDefs(dir),
    resolvers,
    resolverValidationOptions: { requireResolversToMatchSchema: 'error', requireResolversForArgs: 'error' },
  });
}
