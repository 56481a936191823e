import { createElement, useMemo, useState } from 'react';
import { useSnackbar } from 'notistack';
import type { LimitInfo } from '../../components/LimitReachedDialog';
import { ErrorToast } from '../environments/feedback';
import type { SegmentFormValues } from './segmentModel';
import type { SegmentRow } from './segmentModel';
import { groupOf } from './segmentModel';
import { useSegments } from './useSegments';

type FormState = { mode: 'create' } | { mode: 'edit'; segment: SegmentRow } | null;

/**
 * The Segments screen (/segments): the list and its search (useSegments), the create/edit form,
 * the delete confirmation (a segment in use keeps it open with the server's reason), the plan limit.
 */
export function useSegmentsPage(projectId: string, canManage: boolean) {
  const { enqueueSnackbar } = useSnackbar();
  const s = useSegments(projectId, canManage);
  const [form, setForm] = useState<FormState>(null);
  const [formError, setFormError] = useState<unknown>(null);
  const [toDelete, setToDelete] = useState<SegmentRow | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [limit, setLimit] = useState<LimitInfo | null>(null);

  const initial = useMemo<SegmentFormValues | undefined>(() => {
    if (form?.mode !== 'edit') return undefined;
    const g = groupOf(form.segment.conditions);
    return { name: form.segment.name, description: form.segment.description, group: g ?? { match: 'all', conditions: [] } };
  }, [form]);

  const openCreate = () => {
    const info = s.limitReached();
    if (info) {
      setLimit(info);
      return;
    }
    setFormError(null);
    setForm({ mode: 'create' });
  };

  const submit = async (values: SegmentFormValues & { conditions: unknown }) => {
    if (!form) return;
    setFormError(null);
    try {
      const r = await s.save(form.mode === 'edit' ? form.segment.id : null, {
        name: values.name,
        description: values.description,
        conditions: values.conditions,
      });
      if (r) {
        setForm(null);
        setLimit(r.limit);
        return;
      }
      enqueueSnackbar(form.mode === 'edit' ? `Segment "${values.name}" updated` : `Segment "${values.name}" created`, { variant: 'success' });
      setForm(null);
    } catch (e) {
      console.error(e);
      setFormError(e);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    const seg = toDelete;
    const r = await s.del(seg.id);
    if (r.ok) {
      enqueueSnackbar(`Segment "${seg.name}" deleted`, { variant: 'success' });
      setToDelete(null);
      return;
    }
    // In use: the dialog stays open and shows where, as the server says it.
    if (r.code === 'SEGMENT_IN_USE') {
      setDeleteError(r.message);
      return;
    }
    setToDelete(null);
    enqueueSnackbar(createElement(ErrorToast, { title: 'Failed to delete segment', error: new Error(r.message) }), { variant: 'error' });
  };

  return {
    ...s,
    usedCount: s.segments.filter((x) => x.usage.length > 0).length,
    retry: () => void s.refetch(),
    openCreate,
    form: {
      open: form !== null,
      mode: form?.mode ?? ('create' as const),
      initial,
      unsupported: form?.mode === 'edit' && groupOf(form.segment.conditions) === null,
      error: formError,
      edit: (segment: SegmentRow) => {
        setFormError(null);
        setForm({ mode: 'edit', segment });
      },
      submit: (v: SegmentFormValues & { conditions: unknown }) => void submit(v),
      close: () => setForm(null),
    },
    remove: {
      target: toDelete,
      error: deleteError,
      ask: (segment: SegmentRow) => {
        setDeleteError(null);
        setToDelete(segment);
      },
      confirm: () => void confirmDelete(),
      cancel: () => {
        setToDelete(null);
        setDeleteError(null);
      },
    },
    limit,
    closeLimit: () => setLimit(null),
  };
}
