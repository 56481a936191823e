import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kind, parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { collectFragments, withFragments } from './graphqlFragments';

const names = (src: string, fragments: ReturnType<typeof collectFragments>) =>
  withFragments(parse(src), fragments).definitions.map((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? `fragment ${d.name.value}` : 'operation'));

describe('colocated GraphQL fragments in the built app', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fragments-'));
  mkdirSync(join(dir, 'routes'));
  mkdirSync(join(dir, 'generated'));
  writeFileSync(join(dir, 'routes', 'Card.tsx'), 'export const F = graphql(`\n  fragment Card_env on Environment { id name }\n`);\n');
  writeFileSync(
    join(dir, 'routes', 'documents.ts'),
    'export const P = graphql(`fragment Page_env on Environment { id ...Card_env }`);\nexport const Q = graphql(`query Q { environments { ...Page_env } }`);\n',
  );
  writeFileSync(join(dir, 'generated', 'gql.ts'), 'graphql(`fragment Generated_x on X { id }`)');
  writeFileSync(join(dir, 'routes', 'x.test.tsx'), 'graphql(`fragment Test_x on X { id }`)');
  const fragments = collectFragments(dir);

  it('collects the fragments defined in the sources, not in generated files or tests', () => {
    expect([...fragments.keys()].sort()).toEqual(['Card_env', 'Page_env']);
  });

  it('appends the fragments an operation spreads, transitively and once', () => {
    expect(names('query Q { environments { ...Page_env other: environments { ...Card_env } } }', fragments)).toEqual([
      'operation',
      'fragment Page_env',
      'fragment Card_env',
    ]);
    expect(names('query Q { environments { id } }', fragments)).toEqual(['operation']);
    expect(print(withFragments(parse('query Q { environments { ...Card_env } }'), fragments))).toContain('fragment Card_env on Environment');
  });

  it('keeps a fragment the document already defines, and refuses an unknown one', () => {
    expect(names('query Q { e { ...Card_env } } fragment Card_env on Environment { id }', fragments)).toEqual(['operation', 'fragment Card_env']);
    expect(() => withFragments(parse('query Q { e { ...Nope } }'), fragments)).toThrow('Unknown GraphQL fragment "Nope"');
  });
});
