import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { KEY_TAKEN_MESSAGE, deriveFlagKey, isValidFlagKey } from '@flagstream/domain';
import { describeError, errorCode as codeOf } from '../../apollo/errors';
import type { FlagType } from '../../apollo/generated/graphql';
import { limitInfoOf } from '../../components/LimitReachedDialog';
import type { LimitInfo } from '../../components/LimitReachedDialog';
import { CHECK_FLAG_KEY, CREATE_FLAG, UPDATE_FLAG } from './documents';
import { addCreatedFlag } from './flagCache';
import {
  CHECK_DEBOUNCE_MS,
  initialFields,
  isDirty,
  keyErrorOf,
  keyHelperOf,
  keyStateOf,
  parseFormValue,
  submitLabelOf,
  textAfterTypeChange,
  typeChangeOf,
} from './flagFormModel';
import type { EditableFlag, FlagFields, TypeChange, TypeChoice } from './flagFormModel';

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

export interface FlagFormProps {
  open: boolean;
  projectId: string;
  /** the flag being edited; absent to create */
  flag: EditableFlag | null;
  onClose: () => void;
  onSaved: (created: boolean) => void;
  onLimit: (info: LimitInfo) => void;
}

/**
 * The flag form's state (spec §2, §4, §5): the key follows the name until customised and is locked on
 * edit; its availability is checked (debounced) with the flag's own id excluded; a failed save says why.
 */
export function useFlagForm({ open, projectId, flag, onClose, onSaved, onLimit }: FlagFormProps) {
  const editing = flag !== null;
  const [fields, setFields] = useState<FlagFields>(() => initialFields(flag));
  const [key, setKey] = useState('');
  const [keyCustomised, setKeyCustomised] = useState(false);
  const [serverKeyError, setServerKeyError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [typeChange, setTypeChange] = useState<TypeChange | null>(null);
  const [typeChoice, setTypeChoice] = useState<TypeChoice>('convert');
  const [touched, setTouched] = useState(false);
  const [askDiscard, setAskDiscard] = useState(false);
  const { enqueueSnackbar } = useSnackbar();

  // Reset the form each time it opens.
  useEffect(() => {
    if (!open) return;
    setFields(initialFields(flag));
    setKey(flag?.key ?? '');
    setKeyCustomised(false);
    setServerKeyError(null);
    setSaveError(null);
    setTypeChange(null);
    setTouched(false);
  }, [open, flag]);

  const [createFlag, { loading: creating }] = useMutation(CREATE_FLAG);
  const [updateFlag, { loading: updating }] = useMutation(UPDATE_FLAG);
  const saving = creating || updating;

  const debouncedKey = useDebounced(key, CHECK_DEBOUNCE_MS);
  const check = useQuery(CHECK_FLAG_KEY, {
    variables: { projectId, key: debouncedKey, ...(flag ? { flagId: flag.id } : {}) },
    skip: !open || !debouncedKey || !isValidFlagKey(debouncedKey),
    fetchPolicy: 'network-only',
  });
  if (check.error) console.error('Key availability check failed', check.error);
  const checking = key.length > 0 && isValidFlagKey(key) && (debouncedKey !== key || check.loading);
  const checked = !checking && check.data?.checkFlagKeyAvailability.key === key ? check.data.checkFlagKeyAvailability : null;
  const keyError = keyErrorOf(key, checked, serverKeyError);
  const keyState = keyStateOf({ editing, keyError, checking, available: Boolean(checked?.available) && !keyError });

  const { name, description, type, valueText, enabled } = fields;
  const parsed = parseFormValue(type, valueText);
  const canSubmit = name.trim().length > 0 && key.length > 0 && !keyError && !saving && parsed.ok;
  const edit = (change: Partial<FlagFields>) => {
    setTouched(true);
    setFields((f) => ({ ...f, ...change }));
  };

  const onName = (v: string) => {
    edit({ name: v });
    if (!editing && !keyCustomised) setKey(deriveFlagKey(v));
  };
  const onKey = (v: string) => {
    setTouched(true);
    setKey(v.replace(/\s/g, '_'));
    setKeyCustomised(true);
    setServerKeyError(null);
  };
  const onType = (t: FlagType) => {
    if (t === type) return;
    const next = typeChangeOf(type, valueText, t);
    if ('apply' in next) {
      setFields((f) => ({ ...f, type: t, valueText: next.apply }));
      return;
    }
    setTypeChoice(next.choice);
    setTypeChange(next.ask);
  };
  const applyTypeChange = () => {
    if (!typeChange) return;
    setFields((f) => ({ ...f, type: typeChange.to, valueText: textAfterTypeChange(typeChange, typeChoice) }));
    setTypeChange(null);
  };

  const submit = async () => {
    if (!canSubmit || !parsed.ok) return;
    const value = parsed.value;
    setSaveError(null);
    try {
      if (flag) {
        await updateFlag({ variables: { input: { id: flag.id, name: name.trim(), description: description.trim(), type, value, enabled } } });
        enqueueSnackbar(`Feature flag “${name.trim()}” saved`, { variant: 'success' });
      } else {
        await createFlag({
          variables: { input: { projectId, name: name.trim(), key, description: description.trim(), type, value, enabled } },
          update: (cache, { data }) => data && addCreatedFlag(cache, projectId, data.createFeatureFlag.flag),
        });
        enqueueSnackbar(`Feature flag “${name.trim()}” created`, { variant: 'success' });
      }
      onSaved(!flag);
    } catch (e) {
      // Issue 17 (the spec only logged it): say why, keep the input, keep the dialog open. A plan cap opens the limit dialog.
      const info = limitInfoOf(e);
      if (info) {
        onLimit(info);
        return;
      }
      if (codeOf(e) === 'FLAG_KEY_TAKEN') setServerKeyError(KEY_TAKEN_MESSAGE);
      setSaveError(describeError(e));
    }
  };

  const requestClose = () => {
    if (saving) return;
    if (touched || isDirty(flag, fields)) setAskDiscard(true);
    else onClose();
  };

  return {
    editing,
    fields,
    key,
    keyError,
    keyState,
    keyHelper: keyHelperOf(editing, keyError, keyState),
    onName,
    onKey,
    onType,
    setDescription: (v: string) => edit({ description: v }),
    setValueText: (v: string) => edit({ valueText: v }),
    setEnabled: (v: boolean) => edit({ enabled: v }),
    saveError,
    saving,
    canSubmit,
    submitLabel: submitLabelOf(editing, creating, updating),
    submit: () => void submit(),
    requestClose,
    askDiscard,
    keepEditing: () => setAskDiscard(false),
    discard: () => {
      setAskDiscard(false);
      onClose();
    },
    typeChange,
    typeChoice,
    setTypeChoice,
    cancelTypeChange: () => setTypeChange(null),
    applyTypeChange,
  };
}

export type FlagFormState = ReturnType<typeof useFlagForm>;
