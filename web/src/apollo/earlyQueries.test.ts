// @vitest-environment jsdom
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { Observable } from 'rxjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const FLAGS = parse('query Flags($projectId: ID!) { featureFlags(projectId: $projectId) { id } }');

/** A client over a link that answers after `delay` ms and records every operation it is sent. */
function clientRecording(fail = false) {
  const sent: Array<{ name: string; variables: Record<string, unknown> }> = [];
  const link = new ApolloLink(
    (op) =>
      new Observable((o) => {
        sent.push({ name: op.operationName ?? '', variables: op.variables });
        const t = setTimeout(() => {
          if (fail) o.error(new Error('forbidden'));
          else {
            o.next({ data: { featureFlags: [{ __typename: 'FeatureFlag', id: 'f1' }] } });
            o.complete();
          }
        }, 5);
        return () => clearTimeout(t);
      }),
  );
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), sent };
}

// The registry is module state: each test starts from a fresh module.
async function fresh() {
  vi.resetModules();
  return import('./earlyQueries');
}

describe('early queries (issue 18: a screen’s first queries start beside the project list)', () => {
  beforeEach(() => localStorage.clear());

  it('given a stored project and a query registered before the client exists, when the client arrives, then it is asked once and the screen joins it', async () => {
    const { CURRENT_PROJECT_KEY, queryEarly, startEarlyQueries } = await fresh();
    localStorage.setItem(CURRENT_PROJECT_KEY, 'p1');
    const { client, sent } = clientRecording();
    queryEarly((c, projectId) => (projectId ? c.query({ query: FLAGS, variables: { projectId } }) : Promise.resolve()));
    expect(sent).toEqual([]);

    startEarlyQueries(client);
    expect(sent).toHaveLength(1);
    // The screen renders and asks for the same list while the early request is in flight.
    const screen = await client.query({ query: FLAGS, variables: { projectId: 'p1' } });

    expect(sent).toEqual([{ name: 'Flags', variables: { projectId: 'p1' } }]);
    expect(screen.data).toEqual({ featureFlags: [{ __typename: 'FeatureFlag', id: 'f1' }] });
  });

  it('given the client is already there, when a module registers its queries, then they start at once', async () => {
    const { CURRENT_PROJECT_KEY, queryEarly, startEarlyQueries } = await fresh();
    localStorage.setItem(CURRENT_PROJECT_KEY, 'p2');
    const { client, sent } = clientRecording();
    startEarlyQueries(client);

    queryEarly((c, projectId) => (projectId ? c.query({ query: FLAGS, variables: { projectId } }) : Promise.resolve()));

    expect(sent).toEqual([{ name: 'Flags', variables: { projectId: 'p2' } }]);
  });

  it('given no stored project, then a project query is not asked (the screen waits for the list)', async () => {
    const { queryEarly, startEarlyQueries } = await fresh();
    const { client, sent } = clientRecording();
    const seen: Array<string | null> = [];
    queryEarly((c, projectId) => {
      seen.push(projectId);
      return projectId ? c.query({ query: FLAGS, variables: { projectId } }) : Promise.resolve();
    });

    startEarlyQueries(client);

    expect(seen).toEqual([null]);
    expect(sent).toEqual([]);
  });

  it('given a stored project the caller may no longer read, when the early query fails, then nothing is thrown and the screen asks again itself', async () => {
    const { CURRENT_PROJECT_KEY, queryEarly, startEarlyQueries } = await fresh();
    localStorage.setItem(CURRENT_PROJECT_KEY, 'gone');
    const { client, sent } = clientRecording(true);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      queryEarly((c, projectId) => c.query({ query: FLAGS, variables: { projectId } }));
      startEarlyQueries(client);
      await new Promise((r) => setTimeout(r, 20));
      await expect(client.query({ query: FLAGS, variables: { projectId: 'gone' } })).rejects.toThrow('forbidden');
      expect(sent).toHaveLength(2);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
