import type { ApolloClient } from '@apollo/client';

/** Where the current project's id is kept between visits (the projects state owns it). */
export const CURRENT_PROJECT_KEY = 'flagstream.currentProject';

/** Starts queries with the client and the stored current project (null when none is stored). */
export type EarlyQuery = (client: ApolloClient, projectId: string | null) => Promise<unknown>;

const waiting: EarlyQuery[] = [];
let attached: ApolloClient | null = null;

function start(run: EarlyQuery, client: ApolloClient): void {
  // A failed early query is asked again by the screen itself, which shows the error.
  void run(client, localStorage.getItem(CURRENT_PROJECT_KEY)).catch(() => undefined);
}

/**
 * Registers the queries a module's first render will ask for, so they start as soon as the
 * signed-in area has its client instead of after the shell has rendered and the project list
 * has answered (issue 18: on a phone, the flag list waited for three requests in a row, each
 * behind a render). The screen's own query then joins the request in flight (Apollo
 * deduplicates identical operations) or reads its answer from the cache. Called once, where the
 * module is evaluated: the route table loads the first screen's module beside the shell.
 */
export function queryEarly(run: EarlyQuery): void {
  if (attached) start(run, attached);
  else waiting.push(run);
}

/** Gives the signed-in area's client to the early queries (those waiting start now). */
export function startEarlyQueries<C extends ApolloClient>(client: C): C {
  attached = client;
  for (const run of waiting.splice(0)) start(run, client);
  return client;
}
