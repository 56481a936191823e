import { useEffect, useState } from 'react';
import {
  Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, InputAdornment,
  MenuItem, Stack, Switch, TextField, Typography,
} from '@mui/material';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import ErrorRoundedIcon from '@mui/icons-material/ErrorRounded';
import LockRoundedIcon from '@mui/icons-material/LockRounded';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  FLAG_FORM_DEFAULTS, KEY_TAKEN_MESSAGE, convertFlagValue, defaultValueText, deriveFlagKey, isValidFlagKey, valueToText,
} from '@flagstream/domain';
import type { FlagValue } from '@flagstream/domain';
import type { FlagType, FlagsPageFlagsQuery } from '../../apollo/generated/graphql';
import { CHECK_FLAG_KEY, CREATE_FLAG, UPDATE_FLAG } from './documents';
import { FLAG_TYPE_LABELS, MONO } from './FlagBits';
import { limitInfoOf } from '../../components/LimitReachedDialog';
import type { LimitInfo } from '../../components/LimitReachedDialog';

export type FlagRow = FlagsPageFlagsQuery['featureFlags'][number];

/** The types the form offers (spec §2); a json flag being edited keeps json in the list. */
const FORM_TYPES: FlagType[] = ['boolean', 'string', 'number'];

const KEY_PATTERN_MESSAGE = 'Key may contain only letters, digits, "_", "-" and "." and must start with a letter or digit';
const CHECK_DEBOUNCE_MS = 400;

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

/** The text a stored value edits as: the domain's valueToText, JSON objects pretty-printed. */
const editText = (type: FlagType, value: unknown): string => {
  if (type === 'json' && value !== null && typeof value === 'object') return JSON.stringify(value, null, 2);
  return valueToText((value ?? (type === 'json' ? {} : '')) as FlagValue);
};

const isValidJson = (text: string) => {
  try { JSON.parse(text); return true; } catch { return false; }
};

const errorCode = (e: unknown): string | undefined =>
  (e as { errors?: Array<{ extensions?: { code?: string } }> } | null)?.errors?.[0]?.extensions?.code;

/**
 * Create / edit a flag (spec §2, §4, §5): the key follows the name until customised and is
 * locked on edit; its availability is checked (debounced) with the flag's own id excluded.
 */
export function FlagFormDialog({ open, projectId, flag, onClose, onSaved, onLimit }: {
  open: boolean;
  projectId: string;
  /** the flag being edited; absent to create */
  flag: FlagRow | null;
  onClose: () => void;
  onSaved: (created: boolean) => void;
  onLimit: (info: LimitInfo) => void;
}) {
  const editing = flag !== null;
  const [name, setName] = useState('');
  const [key, setKey] = useState('');
  const [keyCustomised, setKeyCustomised] = useState(false);
  const [description, setDescription] = useState('');
  const [type, setType] = useState<FlagType>(FLAG_FORM_DEFAULTS.type);
  const [valueText, setValueText] = useState(FLAG_FORM_DEFAULTS.value);
  const [enabled, setEnabled] = useState(FLAG_FORM_DEFAULTS.enabled);
  const [serverKeyError, setServerKeyError] = useState<string | null>(null);

  // Reset the form each time it opens.
  useEffect(() => {
    if (!open) return;
    setName(flag?.name ?? '');
    setKey(flag?.key ?? '');
    setKeyCustomised(false);
    setDescription(flag?.description ?? '');
    setType(flag?.type ?? FLAG_FORM_DEFAULTS.type);
    setValueText(flag ? editText(flag.type, flag.value) : FLAG_FORM_DEFAULTS.value);
    setEnabled(flag?.enabled ?? FLAG_FORM_DEFAULTS.enabled);
    setServerKeyError(null);
  }, [open, flag]);

  const [createFlag, { loading: creating }] = useMutation(CREATE_FLAG);
  const [updateFlag, { loading: updating }] = useMutation(UPDATE_FLAG);
  const saving = creating || updating;

  const debouncedKey = useDebounced(key, CHECK_DEBOUNCE_MS);
  const keyWellFormed = key.length > 0 && isValidFlagKey(key);
  const check = useQuery(CHECK_FLAG_KEY, {
    variables: { projectId, key: debouncedKey, ...(flag ? { flagId: flag.id } : {}) },
    skip: !open || !debouncedKey || !isValidFlagKey(debouncedKey),
    fetchPolicy: 'network-only',
  });
  if (check.error) console.error('Key availability check failed', check.error);
  const checking = keyWellFormed && (debouncedKey !== key || check.loading);
  const checked = !checking && check.data?.checkFlagKeyAvailability.key === key ? check.data.checkFlagKeyAvailability : null;
  const keyError = key.length > 0 && !isValidFlagKey(key)
    ? KEY_PATTERN_MESSAGE
    : checked && !checked.available ? KEY_TAKEN_MESSAGE : serverKeyError;
  const keyAvailable = Boolean(checked?.available) && !keyError;

  const canSubmit = name.trim().length > 0 && key.length > 0 && !keyError && !saving;

  const onName = (v: string) => {
    setName(v);
    if (!editing && !keyCustomised) setKey(deriveFlagKey(v));
  };
  const onKey = (v: string) => {
    setKey(v.replace(/\s/g, '_'));
    setKeyCustomised(true);
    setServerKeyError(null);
  };
  const onType = (t: FlagType) => {
    setType(t);
    setValueText(defaultValueText(t));
  };

  const submit = async () => {
    if (!canSubmit) return;
    const value = convertFlagValue(type, valueText);
    try {
      if (flag) {
        await updateFlag({ variables: { id: flag.id, input: { name: name.trim(), description: description.trim(), type, value, enabled } } });
      } else {
        await createFlag({ variables: { input: { project: projectId, name: name.trim(), key, description: description.trim(), type, value, enabled } } });
      }
      onSaved(!flag);
    } catch (e) {
      // Spec §8: save failures are only logged; the dialog stays open. A plan cap opens the limit dialog.
      const info = limitInfoOf(e);
      if (info) { onLimit(info); return; }
      if (errorCode(e) === 'FLAG_KEY_TAKEN') setServerKeyError(KEY_TAKEN_MESSAGE);
      console.error(flag ? 'Failed to update feature flag' : 'Failed to create feature flag', e);
    }
  };

  const types = flag?.type === 'json' || type === 'json' ? [...FORM_TYPES, 'json' as const] : FORM_TYPES;
  const jsonInvalid = type === 'json' && valueText.trim() !== '' && !isValidJson(valueText);

  let keyHelper: React.ReactNode = editing ? 'The key cannot be changed after creation.' : 'Used by your code to read this flag. Derived from the name; you can customise it.';
  if (keyError) keyHelper = keyError;
  else if (checking && !editing) keyHelper = 'Checking availability...';
  else if (keyAvailable && !editing) keyHelper = 'This key is available';

  const keyAdornment = editing
    ? <LockRoundedIcon fontSize="small" sx={{ color: 'text.disabled' }} />
    : keyError ? <ErrorRoundedIcon fontSize="small" color="error" />
      : checking ? <CircularProgress size={16} />
        : keyAvailable ? <CheckCircleRoundedIcon fontSize="small" color="success" /> : null;

  return (
    <Dialog
      open={open} onClose={saving ? undefined : onClose} maxWidth="sm" fullWidth
      slotProps={{ paper: { sx: { m: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)', sm: 'calc(100% - 64px)' } } } }}
    >
      <DialogTitle sx={{ pb: 0.5 }}>{editing ? 'Edit Feature Flag' : 'Create Feature Flag'}</DialogTitle>
      <Typography variant="body2" color="text.secondary" sx={{ px: 3, pb: 1 }}>
        {editing ? 'Update the flag\'s details, default value and state.' : 'Add a flag to this project. Its key is what your code reads.'}
      </Typography>
      <DialogContent sx={{ pt: '12px !important' }}>
        <Stack spacing={2.5} component="form" onSubmit={(e) => { e.preventDefault(); void submit(); }}>
          <TextField label="Name" value={name} onChange={(e) => onName(e.target.value)} required autoFocus fullWidth placeholder="e.g. New checkout flow" />
          <TextField
            label="Key" value={key} onChange={(e) => onKey(e.target.value)} required fullWidth disabled={editing}
            error={Boolean(keyError)}
            helperText={keyHelper}
            placeholder="new_checkout_flow"
            slotProps={{
              htmlInput: { spellCheck: false, autoComplete: 'off', style: { fontFamily: MONO } },
              input: { endAdornment: keyAdornment ? <InputAdornment position="end">{keyAdornment}</InputAdornment> : undefined },
              formHelperText: { sx: { color: !keyError && keyAvailable && !editing ? 'success.main' : undefined } },
            }}
          />
          <TextField label="Description" value={description} onChange={(e) => setDescription(e.target.value)} fullWidth multiline minRows={2} placeholder="What does this flag control?" />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField select label="Type" value={type} onChange={(e) => onType(e.target.value as FlagType)} sx={{ width: { xs: '100%', sm: 180 }, flexShrink: 0 }}>
              {types.map((t) => <MenuItem key={t} value={t}>{FLAG_TYPE_LABELS[t]}</MenuItem>)}
            </TextField>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              {type === 'boolean' ? (
                <TextField select label="Value" fullWidth value={valueText === 'true' ? 'true' : 'false'} onChange={(e) => setValueText(e.target.value)}>
                  <MenuItem value="false">False</MenuItem>
                  <MenuItem value="true">True</MenuItem>
                </TextField>
              ) : type === 'number' ? (
                <TextField label="Value" type="number" value={valueText} onChange={(e) => setValueText(e.target.value)} fullWidth helperText="Whole numbers; saved as 0 when empty" slotProps={{ htmlInput: { step: 1 } }} />
              ) : type === 'json' ? (
                <TextField
                  label="Value (JSON)" value={valueText} onChange={(e) => setValueText(e.target.value)} fullWidth multiline minRows={3} maxRows={10}
                  error={jsonInvalid} helperText={jsonInvalid ? 'Not valid JSON: it will be saved as {}' : 'Any JSON value'}
                  slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: MONO, fontSize: 13 } } }}
                />
              ) : (
                <TextField label="Value" value={valueText} onChange={(e) => setValueText(e.target.value)} fullWidth />
              )}
            </Box>
          </Stack>
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, px: 2, py: 1 }}>
            <FormControlLabel
              sx={{ m: 0, width: '100%', justifyContent: 'space-between' }}
              labelPlacement="start"
              control={<Switch checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />}
              label={(
                <Box>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>Enabled</Typography>
                  <Typography variant="caption" color="text.secondary">The default state; environments without a custom value inherit it</Typography>
                </Box>
              )}
            />
          </Box>
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={saving}>Cancel</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={!canSubmit}>
          {editing ? (updating ? 'Updating...' : 'Update Flag') : (creating ? 'Creating...' : 'Create Flag')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
