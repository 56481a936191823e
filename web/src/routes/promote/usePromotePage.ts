import { createElement, useEffect, useMemo, useState } from 'react';
import { useSnackbar } from 'notistack';
import type { CurrentProject } from '../../state/useCurrentProjectTree';
import { ErrorToast, errorDetail } from '../environments/feedback';
import { usePromote } from './usePromote';
import { defaultPair, differingKeys, inOrder, promotedToast, togglePick, visibleRows } from './promoteModel';
import type { PromoteParts, Promotion } from './promoteModel';

/**
 * Compare & Promote (/promote): the environment pair and what to compare, the ticked flags, the
 * preview (a dry run of exactly what the promotion does), the promotion and its undo.
 */
export function usePromotePage(project: CurrentProject | null) {
  const { enqueueSnackbar } = useSnackbar();
  const envs = useMemo(() => inOrder(project?.environments ?? []), [project]);
  const [pair, setPair] = useState(() => defaultPair(envs));
  const [values, setValues] = useState(true);
  const [targeting, setTargeting] = useState(true);
  const [showAll, setShowAll] = useState(false);
  // Ticks made by hand, for one comparison and one set of parts; otherwise every differing flag is ticked.
  const [ticks, setTicks] = useState<{ flags: unknown; parts: PromoteParts; keys: string[] } | null>(null);
  const [preview, setPreview] = useState<Promotion | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const [done, setDone] = useState<Promotion | null>(null);

  // Another project: its own default pair, and the last promotion's undo no longer applies.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the project changes, not its data
  useEffect(() => {
    setPair(defaultPair(envs));
    setDone(null);
  }, [project?.id]);

  const { from, to } = pair;
  const p = usePromote(project?.id, from, to);
  const parts = useMemo(() => ({ values, targeting }), [values, targeting]);
  const flags = p.comparison?.flags;
  // A new comparison, or other parts compared: every differing flag is ticked again.
  const picked = ticks && ticks.flags === flags && ticks.parts === parts ? ticks.keys : differingKeys(flags ?? [], parts);

  const choice = { from, to, flagKeys: picked, ...parts };

  const openPreview = async () => {
    setPreviewError(null);
    try {
      setPreview(await p.preview(choice));
    } catch (e) {
      enqueueSnackbar(createElement(ErrorToast, { title: 'Failed to preview the promotion', error: e }), { variant: 'error' });
    }
  };
  const confirm = async () => {
    try {
      const r = await p.promote(choice);
      setPreview(null);
      setDone(r);
      enqueueSnackbar(promotedToast(r), { variant: 'success' });
    } catch (e) {
      setPreviewError(errorDetail(e) ?? 'Failed to promote');
    }
  };
  const undo = async () => {
    if (!done?.promotion) return;
    try {
      await p.revert(done.promotion.eventId);
      enqueueSnackbar(`Promotion into ${done.to} undone`, { variant: 'success' });
      setDone(null);
    } catch (e) {
      enqueueSnackbar(createElement(ErrorToast, { title: 'Failed to undo the promotion', error: e }), { variant: 'error' });
    }
  };

  return {
    envs,
    canPromote: Boolean(project?.permissions.canManageEnvironments),
    pair: {
      from,
      to,
      same: from === to,
      setFrom: (id: string) => {
        setPair((x) => ({ ...x, from: id }));
        setDone(null);
      },
      setTo: (id: string) => {
        setPair((x) => ({ ...x, to: id }));
        setDone(null);
      },
      swap: () => {
        setPair((x) => ({ from: x.to, to: x.from }));
        setDone(null);
      },
    },
    options: { values, targeting, showAll, setValues, setTargeting, setShowAll },
    comparison: p.comparison,
    loading: p.loading,
    error: p.error && !p.comparison ? p.error : undefined,
    retry: () => void p.refetch(),
    pending: p.pending,
    rows: visibleRows(flags ?? [], parts, showAll),
    parts,
    picked,
    togglePick: (key: string) => setTicks({ flags, parts, keys: togglePick(picked, key) }),
    review: () => void openPreview(),
    preview: {
      promotion: preview,
      error: previewError,
      confirm: () => void confirm(),
      close: () => setPreview(null),
    },
    done,
    undo: () => void undo(),
  };
}
