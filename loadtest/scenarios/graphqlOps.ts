import { readFileSync } from 'node:fs';

export interface GraphqlOperation {
  name: string;
  /** the operation's text as the web app sends it */
  query: string;
}

/**
 * Splits a .graphql file of named operations into one document per operation (what a client
 * sends), dropping `#` comment lines. loadtest/k6/lib/common.js does the same for k6.
 */
export function splitOperations(text: string): GraphqlOperation[] {
  const body = text
    .split('\n')
    .filter((l) => !l.trimStart().startsWith('#'))
    .join('\n');
  return body
    .split(/^(?=(?:query|mutation|subscription)\s)/m)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((query) => {
      const name = /^(?:query|mutation|subscription)\s+(\w+)/.exec(query)?.[1];
      if (!name) throw new Error(`unnamed GraphQL operation: ${query.slice(0, 60)}`);
      return { name, query };
    });
}

/** The dashboard's operations from loadtest/scenarios/dashboard.graphql (shared with the k6 script). */
export function dashboardOperations(): GraphqlOperation[] {
  return splitOperations(readFileSync(new URL('./dashboard.graphql', import.meta.url), 'utf8'));
}
