import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  InputAdornment,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import ErrorRoundedIcon from '@mui/icons-material/ErrorRounded';
import LockRoundedIcon from '@mui/icons-material/LockRounded';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import {
  FLAG_FORM_DEFAULTS,
  FLAG_KEY_PATTERN_MESSAGE,
  KEY_TAKEN_MESSAGE,
  convertValueToType,
  defaultValueText,
  deriveFlagKey,
  isValidFlagKey,
  parseFlagValueText,
} from '@flagstream/domain';
import type { FlagValue } from '@flagstream/domain';
import { ValueEditor, valueText } from '../../components/ValueEditor';
import { DiscardChangesDialog } from '../../components/DiscardChangesDialog';
import { describeError, errorCode as codeOf } from '../../apollo/errors';
import type { FlagType } from '../../apollo/generated/graphql';
import { CHECK_FLAG_KEY, CREATE_FLAG, UPDATE_FLAG } from './documents';
import { addCreatedFlag } from './flagCache';
import { FLAG_TYPE_LABELS } from './FlagBits';
import { limitInfoOf } from '../../components/LimitReachedDialog';
import type { LimitInfo } from '../../components/LimitReachedDialog';
import { fontFamilyMono } from '../../theme/themePrimitives';

export type { FlagRow } from './FlagRowParts';
import type { FlagRow } from './FlagRowParts';
/** What the form reads of a flag being edited. */
export type EditableFlag = Pick<FlagRow, 'id' | 'name' | 'key' | 'description' | 'type' | 'value' | 'enabled'>;

/** Every type can be created (issue 17: JSON flags too; the spec's form offered three). */
const FORM_TYPES: FlagType[] = ['boolean', 'string', 'number', 'json'];

const KEY_PATTERN_MESSAGE = FLAG_KEY_PATTERN_MESSAGE;
const CHECK_DEBOUNCE_MS = 400;

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

/** The text a stored value edits as, JSON objects pretty-printed. */
const editText = (type: FlagType, value: unknown): string => valueText(type, value ?? (type === 'json' ? {} : ''));

/** A type change waiting for the person to say what happens to the value. */
interface TypeChange {
  to: FlagType;
  /** the value in the new type, when it converts faithfully */
  converted: FlagValue | null;
}

/**
 * Create / edit a flag (spec §2, §4, §5): the key follows the name until customised and is
 * locked on edit; its availability is checked (debounced) with the flag's own id excluded.
 */
export function FlagFormDialog({
  open,
  projectId,
  flag,
  onClose,
  onSaved,
  onLimit,
}: {
  open: boolean;
  projectId: string;
  /** the flag being edited; absent to create */
  flag: EditableFlag | null;
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
  const [saveError, setSaveError] = useState<string | null>(null);
  const [typeChange, setTypeChange] = useState<TypeChange | null>(null);
  const [typeChoice, setTypeChoice] = useState<'convert' | 'default'>('convert');
  const [touched, setTouched] = useState(false);
  const [askDiscard, setAskDiscard] = useState(false);
  const { enqueueSnackbar } = useSnackbar();

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
    setSaveError(null);
    setTypeChange(null);
    setTouched(false);
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
  const keyError = key.length > 0 && !isValidFlagKey(key) ? KEY_PATTERN_MESSAGE : checked && !checked.available ? KEY_TAKEN_MESSAGE : serverKeyError;
  const keyAvailable = Boolean(checked?.available) && !keyError;

  const parsed = parseFlagValueText(type, type === 'boolean' ? (valueText === 'true' ? 'true' : 'false') : valueText);
  const canSubmit = name.trim().length > 0 && key.length > 0 && !keyError && !saving && parsed.ok;

  const onName = (v: string) => {
    setTouched(true);
    setName(v);
    if (!editing && !keyCustomised) setKey(deriveFlagKey(v));
  };
  const onKey = (v: string) => {
    setTouched(true);
    setKey(v.replace(/\s/g, '_'));
    setKeyCustomised(true);
    setServerKeyError(null);
  };
  /**
   * Changing the type asks what happens to the value (issue 17: the spec reset it silently),
   * unless the value is still the old type's untouched default.
   */
  const onType = (t: FlagType) => {
    if (t === type) return;
    const current = parseFlagValueText(type, valueText);
    const untouched = valueText === defaultValueText(type) || valueText === '';
    if (untouched || !current.ok) {
      setType(t);
      setValueText(defaultValueText(t));
      return;
    }
    const converted = convertValueToType(current.value, t);
    setTypeChoice(converted === null ? 'default' : 'convert');
    setTypeChange({ to: t, converted });
  };
  const applyTypeChange = () => {
    if (!typeChange) return;
    setType(typeChange.to);
    setValueText(typeChoice === 'convert' && typeChange.converted !== null ? editText(typeChange.to, typeChange.converted) : defaultValueText(typeChange.to));
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

  const types = FORM_TYPES;
  const dirty =
    touched ||
    (flag
      ? name !== flag.name ||
        description !== flag.description ||
        type !== flag.type ||
        enabled !== flag.enabled ||
        valueText !== editText(flag.type, flag.value)
      : name !== '' || description !== '' || valueText !== FLAG_FORM_DEFAULTS.value || type !== FLAG_FORM_DEFAULTS.type);
  const requestClose = () => {
    if (saving) return;
    if (dirty) setAskDiscard(true);
    else onClose();
  };

  let keyHelper: React.ReactNode = editing
    ? 'The key cannot be changed after creation.'
    : 'Used by your code to read this flag. Derived from the name; you can customise it.';
  if (keyError) keyHelper = keyError;
  else if (checking && !editing) keyHelper = 'Checking availability...';
  else if (keyAvailable && !editing) keyHelper = 'This key is available';

  const keyAdornment = editing ? (
    <LockRoundedIcon fontSize="small" sx={{ color: 'text.disabled' }} />
  ) : keyError ? (
    <ErrorRoundedIcon fontSize="small" color="error" />
  ) : checking ? (
    <CircularProgress size={16} />
  ) : keyAvailable ? (
    <CheckCircleRoundedIcon fontSize="small" color="success" />
  ) : null;

  return (
    <Dialog
      open={open}
      onClose={requestClose}
      maxWidth="sm"
      fullWidth
      slotProps={{ paper: { sx: { m: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)', sm: 'calc(100% - 64px)' } } } }}
    >
      <DialogTitle sx={{ pb: 0.5 }}>{editing ? 'Edit Feature Flag' : 'Create Feature Flag'}</DialogTitle>
      <Typography variant="body2" color="text.secondary" sx={{ px: 3, pb: 1 }}>
        {editing ? "Update the flag's details, default value and state." : 'Add a flag to this project. Its key is what your code reads.'}
      </Typography>
      <DialogContent sx={{ pt: '12px !important' }}>
        <Stack
          spacing={2.5}
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <TextField label="Name" value={name} onChange={(e) => onName(e.target.value)} required autoFocus fullWidth placeholder="e.g. New checkout flow" />
          <TextField
            label="Key"
            value={key}
            onChange={(e) => onKey(e.target.value)}
            required
            fullWidth
            disabled={editing}
            error={Boolean(keyError)}
            helperText={keyHelper}
            placeholder="new_checkout_flow"
            slotProps={{
              htmlInput: { spellCheck: false, autoComplete: 'off', style: { fontFamily: fontFamilyMono } },
              input: { endAdornment: keyAdornment ? <InputAdornment position="end">{keyAdornment}</InputAdornment> : undefined },
              formHelperText: { sx: { color: !keyError && keyAvailable && !editing ? 'success.main' : undefined } },
            }}
          />
          <TextField
            label="Description"
            value={description}
            onChange={(e) => {
              setTouched(true);
              setDescription(e.target.value);
            }}
            fullWidth
            multiline
            minRows={2}
            placeholder="What does this flag control?"
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              select
              label="Type"
              value={type}
              onChange={(e) => onType(e.target.value as FlagType)}
              sx={{ width: { xs: '100%', sm: 180 }, flexShrink: 0 }}
            >
              {types.map((t) => (
                <MenuItem key={t} value={t}>
                  {FLAG_TYPE_LABELS[t]}
                </MenuItem>
              ))}
            </TextField>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <ValueEditor
                type={type}
                text={type === 'boolean' && valueText !== 'true' ? 'false' : valueText}
                onChange={(t) => {
                  setTouched(true);
                  setValueText(t);
                }}
                label={type === 'json' ? 'Value (JSON)' : 'Value'}
              />
            </Box>
          </Stack>
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, px: 2, py: 1 }}>
            <FormControlLabel
              sx={{ m: 0, width: '100%', justifyContent: 'space-between' }}
              labelPlacement="start"
              control={
                <Switch
                  checked={enabled}
                  onChange={(e) => {
                    setTouched(true);
                    setEnabled(e.target.checked);
                  }}
                />
              }
              label={
                <Box>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    Enabled (kill switch)
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    Off turns the flag off in every environment and override
                  </Typography>
                </Box>
              }
            />
          </Box>
          {saveError && (
            <Alert severity="error" data-testid="flag-save-error">
              <b>{editing ? 'Failed to save the flag' : 'Failed to create the flag'}</b>
              <br />
              {saveError}
            </Alert>
          )}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={requestClose} disabled={saving}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={!canSubmit}>
          {editing ? (updating ? 'Updating...' : 'Update Flag') : creating ? 'Creating...' : 'Create Flag'}
        </Button>
      </DialogActions>
      <DiscardChangesDialog
        open={askDiscard}
        onKeep={() => setAskDiscard(false)}
        onDiscard={() => {
          setAskDiscard(false);
          onClose();
        }}
      />
      <Dialog open={typeChange !== null} onClose={() => setTypeChange(null)} maxWidth="xs" fullWidth>
        <DialogTitle>Change the type to {typeChange ? FLAG_TYPE_LABELS[typeChange.to] : ''}?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1.5 }}>What should the value become?</DialogContentText>
          <RadioGroup value={typeChoice} onChange={(e) => setTypeChoice(e.target.value as 'convert' | 'default')}>
            <FormControlLabel
              value="convert"
              disabled={!typeChange || typeChange.converted === null}
              control={<Radio />}
              label={
                typeChange && typeChange.converted !== null ? (
                  <>
                    Keep it, as <Box component="code">{JSON.stringify(typeChange.converted)}</Box>
                  </>
                ) : (
                  `Keep it (it is not a ${typeChange ? FLAG_TYPE_LABELS[typeChange.to].toLowerCase() : ''})`
                )
              }
            />
            <FormControlLabel
              value="default"
              control={<Radio />}
              label={
                <>
                  Start from <Box component="code">{typeChange ? defaultValueText(typeChange.to) || '""' : ''}</Box>
                </>
              }
            />
          </RadioGroup>
          {editing && (
            <Alert severity="warning" sx={{ mt: 1.5 }}>
              Environment and override values of this flag that are not a {typeChange ? FLAG_TYPE_LABELS[typeChange.to].toLowerCase() : ''} are removed when you
              save.
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={() => setTypeChange(null)}>Keep {FLAG_TYPE_LABELS[type]}</Button>
          <Button variant="contained" onClick={applyTypeChange}>
            Change type
          </Button>
        </DialogActions>
      </Dialog>
    </Dialog>
  );
}
