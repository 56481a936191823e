import { useState } from 'react';
import type { ApolloClient, OperationVariables, TypedDocumentNode, WatchQueryFetchPolicy } from '@apollo/client';
import { useQuery } from '@apollo/client/react';

/** Where the current project's id is kept between visits (the projects state owns it). */
export const CURRENT_PROJECT_KEY = 'flagstream.currentProject';

/** A screen's first query of a project: its document and its variables for a project id. */
export interface EarlyQuery<TData, TVariables extends OperationVariables> {
  query: TypedDocumentNode<TData, TVariables>;
  variables: (projectId: string) => TVariables;
}

/** Asks for the project list (the projects state's query), as soon as the client exists. */
export type ListQuery = (client: ApolloClient) => Promise<unknown>;

type Run = (client: ApolloClient, projectId: string) => Promise<unknown>;

const waiting: Run[] = [];
let attached: { client: ApolloClient; projectId: string | null } | null = null;
let listQuery: ListQuery | null = null;
/**
 * When each early query was asked, by operation and variables: a screen mounting soon after
 * reads its answer (from the cache, or by joining the request in flight) instead of asking again.
 */
const askedAt = new Map<string, number>();
/** How long an early answer counts as fresh for the screen that asked for it. */
export const EARLY_ANSWER_FRESH_MS = 10_000;

const keyOf = (query: TypedDocumentNode<unknown, never>, variables: unknown) =>
  `${JSON.stringify(query.definitions.map((d) => ('name' in d ? d.name?.value : '')))}|${JSON.stringify(variables)}`;

function start(run: Run, on: NonNullable<typeof attached>): void {
  // A failed early query is asked again by the screen itself, which shows the error.
  if (on.projectId) void run(on.client, on.projectId).catch(() => undefined);
}

function register(run: Run): void {
  if (attached) start(run, attached);
  else waiting.push(run);
}

/**
 * Registers a screen's first queries, so they start as soon as the signed-in area has its client
 * instead of after the shell has rendered and the project list has answered (issue 18: on a
 * phone, the flag list waited for three requests in a row, each behind a render), for the stored
 * current project (a first visit's screen asks once the list has rendered). The screen reads them with
 * useEarlyQuery: it joins a request in flight (Apollo deduplicates identical operations) or
 * reads a fresh answer from the cache without asking again. Called once, where the module is
 * evaluated: the route table loads the first screen's module beside the shell.
 */
export function queryEarly<TData, TVariables extends OperationVariables>(q: EarlyQuery<TData, TVariables>): void {
  register((client, projectId) => {
    const variables = q.variables(projectId);
    return asked(q.query as never, variables, client.query({ query: q.query, variables } as never));
  });
}

/** The projects state names its list's query, asked for with the early queries (one list). */
export function queryListEarly(query: ListQuery): void {
  listQuery = query;
}

/** Gives the signed-in area's client to the early queries (those waiting start now). */
export function startEarlyQueries<C extends ApolloClient>(client: C): C {
  const stored = localStorage.getItem(CURRENT_PROJECT_KEY);
  if (listQuery) void listQuery(client).catch(() => undefined);
  // Only a stored project's queries start early. A first visit's screen waits for the list to
  // render: chaining its queries to the list's answer put the 38 KB flag list before the page's
  // header on a phone (Lighthouse, largest paint 3.75 -> 4.3 s) for one visit per browser.
  attached = { client, projectId: stored };
  for (const run of waiting.splice(0)) start(run, attached);
  return client;
}

/**
 * The fetch policy of a screen's query as it mounts: its cache when an early query answered it
 * moments ago or is asking it now (cache-and-network would ask the same question again once the
 * early answer is in: a second request and render on a phone), else the client's default. Later changes of variables always ask the network.
 */
export function earlyFetchPolicy(
  query: TypedDocumentNode<unknown, never>,
  variables: unknown,
  now = Date.now(),
): { fetchPolicy?: WatchQueryFetchPolicy; nextFetchPolicy?: () => WatchQueryFetchPolicy } {
  const at = askedAt.get(keyOf(query, variables));
  return at !== undefined && now - at < EARLY_ANSWER_FRESH_MS ? { fetchPolicy: 'cache-first', nextFetchPolicy: () => 'cache-and-network' } : {};
}

/** earlyFetchPolicy read once, as the component mounts: a fresh answer matters only to its first render. */
export function useEarlyFetchPolicy(query: TypedDocumentNode<unknown, never>, variables: unknown) {
  return useState(() => earlyFetchPolicy(query, variables))[0];
}

type QueryOptions<TData, TVariables extends OperationVariables> = Omit<useQuery.Options<TData, TVariables>, 'variables' | 'query'>;

/** useQuery of an early query for a project: the same document and variables the early start used. */
export function useEarlyQuery<TData, TVariables extends OperationVariables>(
  early: EarlyQuery<TData, TVariables>,
  projectId: string,
  options: QueryOptions<TData, TVariables> = {} as QueryOptions<TData, TVariables>,
): useQuery.Result<TData, TVariables, 'complete' | 'streaming' | 'empty'> {
  const variables = early.variables(projectId);
  const policy = useEarlyFetchPolicy(early.query as never, variables);
  // the options as the app passes them (no returnPartialData): complete, streaming or empty data
  return useQuery(early.query, { ...options, ...policy, variables } as never) as useQuery.Result<TData, TVariables, 'complete' | 'streaming' | 'empty'>;
}

/**
 * Records an early query (queryEarly's, or the resolver's project list) for earlyFetchPolicy,
 * from the moment it is asked: a screen that mounts while it is in flight joins it. A failed one
 * is forgotten, so the screen asks again itself and shows the error.
 */
export function asked<T>(query: TypedDocumentNode<unknown, never>, variables: unknown, answer: Promise<T>): Promise<T> {
  const key = keyOf(query, variables);
  askedAt.set(key, Date.now());
  answer.catch(() => askedAt.delete(key));
  return answer;
}
