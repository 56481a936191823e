import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, parse, visit } from 'graphql';
import type { DocumentNode, FragmentDefinitionNode } from 'graphql';

/** `graphql(\`...\`)` calls of the generated client preset, as the build inlines them. */
export const GRAPHQL_CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;

/**
 * Every fragment the app defines in a `graphql(\`fragment ...\`)` call under `dir` (the generated
 * folder and tests excluded), by name. Fragments live next to the components that use them, so an
 * operation in one file may spread a fragment of another.
 */
export function collectFragments(dir: string): Map<string, FragmentDefinitionNode> {
  const out = new Map<string, FragmentDefinitionNode>();
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'generated' && e.name !== 'node_modules') walk(p);
      } else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) {
        const code = readFileSync(p, 'utf8');
        if (!code.includes('fragment ')) continue;
        for (const m of code.matchAll(GRAPHQL_CALL)) {
          for (const def of parse(m[1]!, { noLocation: true }).definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) out.set(def.name.value, def);
        }
      }
    }
  };
  walk(dir);
  return out;
}

/**
 * The document with the definitions of the fragments it spreads, transitively, appended (as the
 * preset's own documents carry them): a server only knows the fragments sent with the operation.
 * An unknown fragment is an error at build time rather than a GRAPHQL_VALIDATION_FAILED at run time.
 */
export function withFragments(doc: DocumentNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>): DocumentNode {
  const defined = new Set(doc.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [d.name.value] : [])));
  const added: FragmentDefinitionNode[] = [];
  const pending = [doc as DocumentNode | FragmentDefinitionNode];
  while (pending.length) {
    visit(pending.pop()!, {
      FragmentSpread(node) {
        const name = node.name.value;
        if (defined.has(name)) return;
        const def = fragments.get(name);
        if (!def) throw new Error(`Unknown GraphQL fragment "${name}": define it in a graphql(\`fragment ${name} on ...\`) call under web/src`);
        defined.add(name);
        added.push(def);
        pending.push(def);
      },
    });
  }
  return added.length ? { ...doc, definitions: [...doc.definitions, ...added] } : doc;
}
