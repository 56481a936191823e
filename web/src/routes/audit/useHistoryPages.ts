import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { HistoryFilter } from '../../apollo/generated/graphql';
import { AUDIT_HISTORY } from './documents';
import type { HistoryEntryView } from './auditModel';

export const HISTORY_PAGE_SIZE = 50;

interface Pages {
  entries: HistoryEntryView[];
  nextCursor: string | null;
  loading: boolean;
  loadingMore: boolean;
  error: Error | null;
  /** true once the first page answered */
  loaded: boolean;
}

const START: Pages = { entries: [], nextCursor: null, loading: true, loadingMore: false, error: null, loaded: false };

/**
 * The project's history, newest first, page by page ("Load more" follows the cursor). Pages are
 * kept here rather than in Apollo's cache: entries of different instants share entity ids.
 */
export function useHistoryPages(projectId: string, filter: HistoryFilter) {
  const client = useApolloClient();
  const [pages, setPages] = useState<Pages>(START);
  const [generation, setGeneration] = useState(0);
  // Answers to an older filter or project are dropped.
  const request = useRef(0);
  const filterKey = JSON.stringify(filter);
  const shownKey = useRef('');

  const fetchPage = useCallback(
    async (after: string | null) => {
      const r = await client.query({
        query: AUDIT_HISTORY,
        variables: { projectId, filter: JSON.parse(filterKey) as HistoryFilter, first: HISTORY_PAGE_SIZE, ...(after ? { after } : {}) },
        fetchPolicy: 'no-cache',
      });
      if (!r.data) throw r.error ?? new Error('No history returned');
      return r.data.projectHistory;
    },
    [client, projectId, filterKey],
  );

  useEffect(() => {
    const id = ++request.current;
    const key = `${projectId} ${filterKey}`;
    // A reload of the same list keeps it on screen; another filter starts from a skeleton.
    const same = shownKey.current === key;
    shownKey.current = key;
    setPages((p) => ({ ...START, entries: same ? p.entries : [], loaded: same && p.loaded }));
    fetchPage(null).then(
      (page) => {
        // The timeline renders in a background pass that yields to input (issue 18: one long task on a phone otherwise).
        if (id === request.current)
          startTransition(() =>
            setPages({ entries: page.entries, nextCursor: page.nextCursor ?? null, loading: false, loadingMore: false, error: null, loaded: true }),
          );
      },
      (error: Error) => {
        if (id === request.current) setPages({ ...START, loading: false, error });
      },
    );
  }, [fetchPage, generation, projectId, filterKey]);

  const loadMore = useCallback(async () => {
    const cursor = pages.nextCursor;
    if (!cursor || pages.loadingMore) return;
    const id = request.current;
    setPages((p) => ({ ...p, loadingMore: true }));
    try {
      const page = await fetchPage(cursor);
      if (id === request.current)
        setPages((p) => ({ ...p, entries: [...p.entries, ...page.entries], nextCursor: page.nextCursor ?? null, loadingMore: false }));
    } catch (error) {
      if (id === request.current) setPages((p) => ({ ...p, loadingMore: false, error: error as Error }));
    }
  }, [fetchPage, pages.nextCursor, pages.loadingMore]);

  /** Reloads from the newest entry (after a restore), keeping the list on screen meanwhile. */
  const reload = useCallback(() => setGeneration((g) => g + 1), []);

  return { ...pages, loadMore, reload };
}
