import { useMutation, useQuery } from '@apollo/client/react';
import type { Promotion } from './promoteModel';
import { COMPARE, PROMOTE, REVERT } from './documents';

export interface PromoteChoice {
  from: string;
  to: string;
  flagKeys: string[];
  values: boolean;
  targeting: boolean;
}

/** The Compare & Promote screen: the comparison, a dry run, the promotion and its undo. */
export function usePromote(projectId: string | undefined, from: string, to: string) {
  const ready = Boolean(projectId && from && to && from !== to);
  const q = useQuery(COMPARE, {
    variables: { projectId: projectId ?? '', from, to },
    skip: !ready,
    notifyOnNetworkStatusChange: true,
    fetchPolicy: 'cache-and-network',
  });
  const [promote, promoteState] = useMutation(PROMOTE);
  const [revert, revertState] = useMutation(REVERT);
  const run = async (c: PromoteChoice, dryRun: boolean): Promise<Promotion> => {
    const r = await promote({
      variables: { input: { projectId: projectId!, from: c.from, to: c.to, flagKeys: c.flagKeys, values: c.values, targeting: c.targeting, dryRun } },
    });
    if (!dryRun) await q.refetch();
    return r.data!.promoteEnvironment;
  };
  return {
    comparison: ready ? (q.data?.compareEnvironments ?? null) : null,
    loading: ready && q.loading && !q.data,
    error: q.error,
    refetch: q.refetch,
    pending: promoteState.loading || revertState.loading,
    preview: (c: PromoteChoice) => run(c, true),
    promote: (c: PromoteChoice) => run(c, false),
    async revert(eventId: string) {
      const r = await revert({ variables: { projectId: projectId!, eventId } });
      await q.refetch();
      return r.data!.revertPromotion;
    },
  };
}
