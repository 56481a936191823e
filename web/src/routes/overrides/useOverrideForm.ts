import { useEffect, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useSnackbar } from 'notistack';
import { OVERRIDE_MESSAGES } from '@flagstream/domain';
import type { ValueSetting } from '@flagstream/domain';
import type { OverrideRow } from './OverrideCard';
import { fromLocalInput, toLocalInput } from './time';
import { checkOverrideForm, filterFlags, initialDrafts, presetExpiry, refillDrafts, selectedCount } from './overrideFormModel';
import type { Environment, Flag, FlagDraft, OverrideFormResult } from './overrideFormModel';

export interface OverrideFormProps {
  open: boolean;
  mode: 'create' | 'edit';
  override: OverrideRow | null;
  flags: Flag[];
  environments: Environment[];
  pending: boolean;
  onSubmit: (result: OverrideFormResult) => void;
  onClose: () => void;
}

/**
 * The override form's state (spec §5): filled from the override or the chosen environment each time
 * it opens; closing with edits asks first (issue 17); submit checks it (overrideFormModel) and says why.
 */
export function useOverrideForm({ open, mode, override, flags, environments, pending, onSubmit, onClose }: OverrideFormProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [environmentId, setEnvironmentId] = useState('');
  const [expires, setExpires] = useState('');
  const [initialExpires, setInitialExpires] = useState('');
  const [drafts, setDrafts] = useState<Record<string, FlagDraft>>({});
  const [validation, setValidation] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [flagSearch, setFlagSearch] = useState('');
  const [touched, setTouched] = useState(false);
  const [askDiscard, setAskDiscard] = useState(false);

  useEffect(() => {
    if (!open) return;
    const existing = (override?.featureFlagValues ?? null) as Record<string, ValueSetting> | null;
    setName(override?.name ?? '');
    setDescription(override?.description ?? '');
    setEnvironmentId(override?.environment?.id ?? '');
    const exp = toLocalInput(override?.expiresAt);
    setExpires(exp);
    setInitialExpires(exp);
    setDrafts(
      initialDrafts(
        flags,
        mode === 'edit' ? existing : null,
        environments.find((e) => e.id === override?.environment?.id),
      ),
    );
    setValidation(null);
    setAttempted(false);
    setFlagSearch('');
    setTouched(false);
    setAskDiscard(false);
    // flags/environments come from the project query: re-initialise only when the dialog opens
  }, [open, override, mode]);

  const shownFlags = useMemo(() => filterFlags(flags, flagSearch), [flags, flagSearch]);
  const count = selectedCount(drafts);

  const patch = (key: string, p: Partial<FlagDraft>) => {
    setTouched(true);
    setDrafts((d) => ({ ...d, [key]: { ...d[key]!, ...p } }));
  };
  const chooseEnvironment = (id: string) => {
    setTouched(true);
    setEnvironmentId(id);
    const next = environments.find((e) => e.id === id);
    setDrafts((d) => refillDrafts(d, flags, next));
  };
  const dirty = touched || name !== (override?.name ?? '') || description !== (override?.description ?? '') || expires !== initialExpires;
  /** Esc, the backdrop, Cancel and the close button never drop what was typed without asking (issue 17). */
  const requestClose = () => {
    if (pending) return;
    if (dirty) setAskDiscard(true);
    else onClose();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    setAttempted(true);
    const check = checkOverrideForm({ mode, name, environmentId, environments, flags, drafts });
    if (!check.ok) {
      setValidation(check.message);
      enqueueSnackbar(check.toast, { variant: 'error' });
      return;
    }
    setValidation(null);
    onSubmit({
      name: name.trim(),
      description: description.trim(),
      environmentId,
      expiresAt: fromLocalInput(expires),
      expiryChanged: expires !== initialExpires,
      featureFlagValues: check.featureFlagValues,
    });
  };

  return {
    name,
    setName: (v: string) => {
      setTouched(true);
      setName(v);
    },
    description,
    setDescription,
    environmentId,
    chooseEnvironment,
    env: environments.find((e) => e.id === environmentId),
    expires,
    setExpires,
    applyPreset: (ms: number) => setExpires(presetExpiry(ms)),
    drafts,
    patch,
    shownFlags,
    flagSearch,
    setFlagSearch,
    selectedCount: count,
    validation,
    clearValidation: () => setValidation(null),
    nameError: attempted && !name.trim(),
    envError: attempted && mode === 'create' && !environmentId,
    flagsError: validation === OVERRIDE_MESSAGES.noFlags && count === 0,
    askDiscard,
    keepEditing: () => setAskDiscard(false),
    discard: () => {
      setAskDiscard(false);
      onClose();
    },
    requestClose,
    submit,
  };
}

export type OverrideFormState = ReturnType<typeof useOverrideForm>;
