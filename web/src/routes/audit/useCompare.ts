import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { instantInput, nowInstant } from './auditModel';
import type { Instant } from './auditModel';
import { changeCounts, creationInstant } from './compareModel';
import { AUDIT_DIFF, AUDIT_HISTORY } from './documents';

/**
 * The Compare tab: its two moments (by default the project's creation and now, set in the page's
 * URL state) and what changed between them, asked again whenever either moves.
 */
export function useCompare(projectId: string, from: Instant | null, to: Instant | null, onFrom: (i: Instant) => void, onTo: (i: Instant) => void) {
  // Defaults: from the project's creation to now.
  const first = useQuery(AUDIT_HISTORY, { variables: { projectId, first: 1, order: 'asc' }, skip: from !== null, fetchPolicy: 'no-cache' });
  const created = first.data?.projectHistory.entries[0];
  useEffect(() => {
    if (!from && created) onFrom(creationInstant(created));
  }, [from, created, onFrom]);
  useEffect(() => {
    if (!to) onTo(nowInstant());
  }, [to, onTo]);

  const q = useQuery(AUDIT_DIFF, {
    variables: { projectId, from: from ? instantInput(from) : { time: '' }, to: to ? instantInput(to) : { time: '' } },
    skip: !from || !to,
    fetchPolicy: 'no-cache',
    notifyOnNetworkStatusChange: true,
  });
  const diff = q.data?.projectDiff;
  return {
    diff,
    counts: changeCounts(diff?.changes ?? []),
    /** the moments are still being set, or the first answer is on its way */
    waiting: (!from || !to || (q.loading && !diff)) && !q.error,
    error: q.error,
    retry: () => void q.refetch(),
    swap: () => {
      if (from && to) {
        onFrom(to);
        onTo(from);
      }
    },
  };
}
