import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { Reference } from '@apollo/client';
import { limitInfoOf, limitReached as limitReachedFor } from '../../components/LimitReachedDialog';
import type { LimitInfo } from '../../components/LimitReachedDialog';
import { errorDetail } from '../environments/feedback';
import { CREATE_SEGMENT, DELETE_SEGMENT, SEGMENTS, SEGMENTS_PLAN, UPDATE_SEGMENT } from './documents';
import type { SegmentRow } from './segmentModel';
import { segmentMatches } from './segmentModel';

export interface SegmentInput {
  name: string;
  description: string;
  conditions: unknown;
}

/** The outcome of a delete: done, or the server's reason (SEGMENT_IN_USE says where it is used). */
export type DeleteOutcome = { ok: true } | { ok: false; message: string; code?: string };

const codeOf = (e: unknown): string | undefined => (e as { errors?: Array<{ extensions?: { code?: string } }> } | null)?.errors?.[0]?.extensions?.code;

/**
 * The Segments screen's data and actions: the project's segments (filtered by the search), the plan's
 * segment cap, create / update / delete through GraphQL, the cache updated from each answer (no refetch).
 * Errors come back as the server said them.
 */
export function useSegments(projectId: string, canManage: boolean) {
  const list = useQuery(SEGMENTS, { variables: { projectId }, notifyOnNetworkStatusChange: true });
  const plan = useQuery(SEGMENTS_PLAN, { variables: { projectId }, skip: !canManage });
  const [create, createState] = useMutation(CREATE_SEGMENT, {
    update: (cache, { data }) => {
      const created = data?.createSegment.segment;
      const id = created && cache.identify({ __typename: 'Segment', id: created.id });
      if (!created || !id) return;
      cache.modify({
        fields: {
          segments: (existing: readonly Reference[], { storeFieldName, readField }) =>
            (storeFieldName.includes(`"projectId":"${projectId}"`) && !existing.some((r) => readField('id', r) === created.id)
              ? [...existing, { __ref: id }]
              : existing) as never,
        },
      });
    },
  });
  const [update, updateState] = useMutation(UPDATE_SEGMENT);
  const [remove, removeState] = useMutation(DELETE_SEGMENT);
  const [search, setSearch] = useState('');

  const segments = useMemo<SegmentRow[]>(
    () => [...(list.data?.segments ?? [])].map((s) => ({ ...s, description: s.description ?? '' })).sort((a, b) => a.name.localeCompare(b.name)),
    [list.data],
  );
  const shown = useMemo(() => segments.filter((s) => segmentMatches(s, search)), [segments, search]);

  /** The limit dialog's details when the plan's cap is reached (checked before opening the form). */
  const limitReached = (): LimitInfo | null => {
    return list.data ? limitReachedFor('segments', segments.length, plan.data?.currentPlan.currentPlan) : null;
  };

  /** Creates or updates; a plan limit comes back as limit details, any other failure as an Error. */
  const save = async (id: string | null, input: SegmentInput): Promise<{ limit: LimitInfo } | null> => {
    try {
      const fields = { name: input.name, description: input.description, conditions: input.conditions };
      if (id) await update({ variables: { input: { id, ...fields } } });
      else await create({ variables: { input: { projectId, ...fields } } });
    } catch (e) {
      const info = limitInfoOf(e);
      if (info) return { limit: info };
      throw e;
    }
    return null;
  };

  const del = async (id: string): Promise<DeleteOutcome> => {
    try {
      await remove({
        variables: { id },
        update: (cache) => {
          cache.evict({ id: cache.identify({ __typename: 'Segment', id }) });
          cache.gc();
        },
      });
    } catch (e) {
      return { ok: false, message: errorDetail(e) ?? 'Failed to delete segment', code: codeOf(e) };
    }
    return { ok: true };
  };

  return {
    segments,
    shown,
    search,
    setSearch,
    loading: list.loading && !list.data,
    error: list.data ? undefined : list.error,
    refetch: list.refetch,
    limitReached,
    save,
    del,
    saving: createState.loading || updateState.loading,
    deleting: removeState.loading,
  };
}
