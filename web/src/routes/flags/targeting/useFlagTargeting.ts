import { useMemo } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { SegmentState } from '@flagstream/domain';
import { errorDetail } from '../../environments/feedback';
import { DELETE_FLAG_TARGETING, FLAG_TARGETING_DIALOG, SET_FLAG_TARGETING } from './documents';
import type { SegmentOption } from './conditionModel';
import type { TargetingDocumentInput } from './targetingDraft';

/** One environment's targeting change: a document to PUT, or 'delete' (back to the static value). */
export interface TargetingWrite {
  environmentId: string;
  change: { put: TargetingDocumentInput } | 'delete';
}

/**
 * The Environment Values dialog's data: the flag fresh from the server with its targeting per
 * environment, the project's segments (as the rule editor names them and as the domain evaluates
 * them), and the targeting writes. A failed write keeps the server's message for that environment.
 */
export function useFlagTargeting(flagId: string, projectId: string) {
  const query = useQuery(FLAG_TARGETING_DIALOG, { variables: { id: flagId, projectId }, fetchPolicy: 'network-only' });
  const [setTargeting] = useMutation(SET_FLAG_TARGETING);
  const [deleteTargeting] = useMutation(DELETE_FLAG_TARGETING);

  const segments = useMemo<SegmentOption[]>(
    () => (query.data?.segments ?? []).map((s) => ({ ref: s.key, name: s.name, description: s.description })),
    [query.data],
  );
  const segmentStates = useMemo<SegmentState[]>(
    () =>
      (query.data?.segments ?? []).map((s) => ({
        id: s.id,
        name: s.name,
        description: s.description,
        conditions: s.conditions as SegmentState['conditions'],
        createdAt: 0,
        updatedAt: 0,
      })),
    [query.data],
  );

  /** Sends each write in turn; returns the environments that failed, with the server's message. */
  const writeTargeting = async (writes: readonly TargetingWrite[]): Promise<Record<string, string>> => {
    const failed: Record<string, string> = {};
    for (const w of writes) {
      try {
        if (w.change === 'delete') await deleteTargeting({ variables: { flagId, environmentId: w.environmentId } });
        else await setTargeting({ variables: { input: { flagId, environmentId: w.environmentId, ...w.change.put } } });
      } catch (err) {
        failed[w.environmentId] = errorDetail(err) ?? 'Failed to save targeting';
      }
    }
    return failed;
  };

  return { ...query, segments, segmentStates, writeTargeting };
}
