// @vitest-environment jsdom
import { createElement } from 'react';
import type { ReactNode } from 'react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { parse } from 'graphql';
import type { TypedDocumentNode } from '@apollo/client';
import { Observable } from 'rxjs';
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

type FlagsData = { featureFlags: Array<{ __typename: string; id: string }> };
const FLAGS = parse('query Flags($projectId: ID!) { featureFlags(projectId: $projectId) { id } }') as TypedDocumentNode<FlagsData, { projectId: string }>;
const PROJECTS = parse('query Projects { myProjects { id } }') as TypedDocumentNode<
  { myProjects: Array<{ __typename: string; id: string }> },
  Record<string, never>
>;
const FLAGS_EARLY = { query: FLAGS, variables: (projectId: string) => ({ projectId }) };

/** A client over a link that answers after a few ms and records every operation it is sent. */
function clientRecording(fail = false) {
  const sent: Array<{ name: string; variables: Record<string, unknown> }> = [];
  const link = new ApolloLink(
    (op) =>
      new Observable((o) => {
        sent.push({ name: op.operationName ?? '', variables: op.variables });
        const t = setTimeout(() => {
          if (fail) o.error(new Error('forbidden'));
          else {
            o.next({
              data:
                op.operationName === 'Projects'
                  ? {
                      myProjects: [
                        { __typename: 'Project', id: 'first' },
                        { __typename: 'Project', id: 'second' },
                      ],
                    }
                  : { featureFlags: [{ __typename: 'FeatureFlag', id: 'f1' }] },
            });
            o.complete();
          }
        }, 5);
        return () => clearTimeout(t);
      }),
  );
  // the app's default (apollo/client.ts): a mounting query shows its cache and asks the network too
  return { client: new ApolloClient({ link, cache: new InMemoryCache(), defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } } }), sent };
}

// The registry is module state: each test starts from a fresh module.
async function fresh() {
  vi.resetModules();
  return import('./earlyQueries');
}

const settle = () => new Promise((r) => setTimeout(r, 30));
const providing =
  (client: ApolloClient) =>
  ({ children }: { children: ReactNode }) =>
    createElement(ApolloProvider, { client, children });

describe('early queries (issue 18: a screen’s first queries start beside the project list)', () => {
  beforeEach(() => localStorage.clear());

  it('given a stored project and a query registered before the client exists, when the client arrives, then it is asked once and the screen joins it', async () => {
    const { CURRENT_PROJECT_KEY, queryEarly, startEarlyQueries } = await fresh();
    localStorage.setItem(CURRENT_PROJECT_KEY, 'p1');
    const { client, sent } = clientRecording();
    queryEarly(FLAGS_EARLY);
    expect(sent).toEqual([]);

    startEarlyQueries(client);
    await Promise.resolve();
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

    queryEarly(FLAGS_EARLY);
    await Promise.resolve();

    expect(sent).toEqual([{ name: 'Flags', variables: { projectId: 'p2' } }]);
  });

  it('given no stored project, when the client arrives, then the list is asked and the project queries wait for the screen', async () => {
    const { queryEarly, queryListEarly, startEarlyQueries } = await fresh();
    const { client, sent } = clientRecording();
    queryListEarly((c) => c.query({ query: PROJECTS }));
    queryEarly(FLAGS_EARLY);

    startEarlyQueries(client);
    await settle();

    expect(sent).toEqual([{ name: 'Projects', variables: {} }]);
  });

  it('given a stored project, then the screen’s queries do not wait for the list', async () => {
    const { CURRENT_PROJECT_KEY, queryEarly, queryListEarly, startEarlyQueries } = await fresh();
    localStorage.setItem(CURRENT_PROJECT_KEY, 'second');
    const { client, sent } = clientRecording();
    queryListEarly((c) => c.query({ query: PROJECTS }));
    queryEarly(FLAGS_EARLY);

    startEarlyQueries(client);
    await Promise.resolve();

    expect(sent).toEqual([
      { name: 'Projects', variables: {} },
      { name: 'Flags', variables: { projectId: 'second' } },
    ]);
  });

  it('given no stored project and no list query, then a project query is not asked (the screen waits for the list)', async () => {
    const { queryEarly, startEarlyQueries } = await fresh();
    const { client, sent } = clientRecording();
    queryEarly(FLAGS_EARLY);

    startEarlyQueries(client);
    await settle();

    expect(sent).toEqual([]);
  });

  it('given a stored project the caller may no longer read, when the early query fails, then nothing is thrown and the screen asks again itself', async () => {
    const { CURRENT_PROJECT_KEY, queryEarly, startEarlyQueries, earlyFetchPolicy } = await fresh();
    localStorage.setItem(CURRENT_PROJECT_KEY, 'gone');
    const { client, sent } = clientRecording(true);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      queryEarly(FLAGS_EARLY);
      startEarlyQueries(client);
      await settle();
      expect(earlyFetchPolicy(FLAGS as never, { projectId: 'gone' })).toEqual({});
      await expect(client.query({ query: FLAGS, variables: { projectId: 'gone' } })).rejects.toThrow('forbidden');
      expect(sent).toHaveLength(2);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('given an early answer, then it is fresh for the same operation and variables for a few seconds only', async () => {
    const { CURRENT_PROJECT_KEY, queryEarly, startEarlyQueries, earlyFetchPolicy, EARLY_ANSWER_FRESH_MS } = await fresh();
    localStorage.setItem(CURRENT_PROJECT_KEY, 'p1');
    const { client } = clientRecording();
    queryEarly(FLAGS_EARLY);
    startEarlyQueries(client);
    await settle();

    expect(earlyFetchPolicy(FLAGS as never, { projectId: 'p1' })).toMatchObject({ fetchPolicy: 'cache-first' });
    expect(earlyFetchPolicy(FLAGS as never, { projectId: 'p2' })).toEqual({});
    expect(earlyFetchPolicy(FLAGS as never, { projectId: 'p1' }, Date.now() + EARLY_ANSWER_FRESH_MS + 1)).toEqual({});
  });

  // The screen mounts once its early query has answered, or while it is still in flight.
  for (const [when, wait] of [
    ['has answered', settle],
    ['is in flight', () => Promise.resolve()],
  ] as const)
    it(`given an early query that ${when}, when the screen mounts, then it shows that answer without asking again`, async () => {
      const { CURRENT_PROJECT_KEY, queryEarly, startEarlyQueries, useEarlyQuery } = await fresh();
      localStorage.setItem(CURRENT_PROJECT_KEY, 'p1');
      const { client, sent } = clientRecording();
      queryEarly(FLAGS_EARLY);
      startEarlyQueries(client);
      await wait();
      expect(sent).toHaveLength(1);

      const { result } = renderHook(() => useEarlyQuery(FLAGS_EARLY, 'p1'), { wrapper: providing(client) });
      await waitFor(() => expect(result.current.data?.featureFlags).toHaveLength(1));
      await act(settle);

      expect(sent).toHaveLength(1);
    });

  it('given no early answer, when the screen mounts, then it asks the network', async () => {
    const { useEarlyQuery } = await fresh();
    const { client, sent } = clientRecording();
    const { result } = renderHook(() => useEarlyQuery(FLAGS_EARLY, 'p9'), { wrapper: providing(client) });
    await waitFor(() => expect(result.current.data?.featureFlags).toHaveLength(1));

    expect(sent).toEqual([{ name: 'Flags', variables: { projectId: 'p9' } }]);
  });
});
