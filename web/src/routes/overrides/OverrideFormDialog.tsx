import { useEffect, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Collapse,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  FormControlLabel,
  IconButton,
  InputAdornment,
  Link,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Tooltip,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import { Link as RouterLink } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import { OVERRIDE_MESSAGES, parseFlagValueText, valueToText } from '@flagstream/domain';
import type { FlagType, FlagValue, ValueSetting } from '@flagstream/domain';
import type { ProjectData } from '../../state/ProjectsProvider';
import { errorDetail } from '../environments/feedback';
import { DiscardChangesDialog } from '../../components/DiscardChangesDialog';
import { FlagValueEditor } from './FlagValueEditor';
import { fromLocalInput, toLocalInput } from './time';
import type { OverrideRow } from './OverrideCard';

type Flag = ProjectData['featureFlags'][number];
type Environment = ProjectData['environments'][number];

/** `edited`: the person changed the value, so choosing another environment no longer re-fills it. */
interface FlagDraft {
  included: boolean;
  text: string;
  enabled: boolean;
  edited?: boolean;
}

export interface OverrideFormResult {
  name: string;
  description: string;
  environmentId: string;
  /** ISO instant or null (no expiry) */
  expiresAt: string | null;
  /** false on edit when the expiry field was not touched */
  expiryChanged: boolean;
  featureFlagValues: Record<string, ValueSetting>;
}

const mono = { fontFamily: 'fontFamilyMono' } as const;

const textOf = (type: string, value: unknown): string => {
  if (type === 'boolean') return value === true ? 'true' : 'false';
  if (value === undefined || value === null) return type === 'json' ? 'null' : '';
  return valueToText(value as FlagValue);
};

/**
 * What a flag serves in an environment without the override: the environment's own value, else
 * the default (issue 17: the form pre-filled the global default even where production serves
 * something else).
 */
export function servedWithout(f: Pick<Flag, 'key' | 'value'>, env: Pick<Environment, 'variables'> | undefined): ValueSetting {
  const vars = (env?.variables ?? null) as Record<string, ValueSetting> | null;
  const own = vars && Object.hasOwn(vars, f.key) ? vars[f.key] : undefined;
  return own ? { value: own.value, enabled: own.enabled } : { value: f.value as FlagValue, enabled: true };
}

function initialDrafts(flags: Flag[], existing: Record<string, ValueSetting> | null, env: Environment | undefined): Record<string, FlagDraft> {
  const out: Record<string, FlagDraft> = {};
  for (const f of flags) {
    const o = existing && Object.hasOwn(existing, f.key) ? existing[f.key] : undefined;
    const base = servedWithout(f, env);
    out[f.key] = o
      ? { included: true, text: textOf(f.type, o.value), enabled: o.enabled, edited: true }
      : { included: false, text: textOf(f.type, base.value), enabled: base.enabled };
  }
  return out;
}

const EXPIRY_PRESETS = [
  { label: '+1 hour', ms: 3_600_000 },
  { label: '+1 day', ms: 86_400_000 },
  { label: '+1 week', ms: 7 * 86_400_000 },
];

const nowLocal = () => toLocalInput(new Date().toISOString());

/**
 * Create / edit an override (spec §5): name and environment required, the environment must
 * exist, at least one flag toggled on (also on edit). Values start from what the chosen
 * environment serves and are checked strictly (issue 17: decimals kept, invalid JSON refused).
 */
export function OverrideFormDialog({
  open,
  mode,
  override,
  flags,
  environments,
  pending,
  error,
  errorTitle,
  onSubmit,
  onClose,
}: {
  open: boolean;
  mode: 'create' | 'edit';
  override: OverrideRow | null;
  flags: Flag[];
  environments: Environment[];
  pending: boolean;
  error: unknown;
  errorTitle: string;
  onSubmit: (result: OverrideFormResult) => void;
  onClose: () => void;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const fullScreen = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [environmentId, setEnvironmentId] = useState('');
  const [expires, setExpires] = useState('');
  const [initialExpires, setInitialExpires] = useState('');
  const [drafts, setDrafts] = useState<Record<string, FlagDraft>>({});
  const [validation, setValidation] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [flagSearch, setFlagSearch] = useState('');

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

  const selectedCount = Object.values(drafts).filter((d) => d.included).length;
  const shownFlags = useMemo(() => {
    const q = flagSearch.trim().toLowerCase();
    return q ? flags.filter((f) => f.name.toLowerCase().includes(q) || f.key.toLowerCase().includes(q)) : flags;
  }, [flags, flagSearch]);

  const patch = (key: string, p: Partial<FlagDraft>) => {
    setTouched(true);
    setDrafts((d) => ({ ...d, [key]: { ...d[key]!, ...p } }));
  };
  const [touched, setTouched] = useState(false);
  const [askDiscard, setAskDiscard] = useState(false);
  const env = environments.find((e) => e.id === environmentId);
  /** Another environment: values not edited yet follow what it serves. */
  const chooseEnvironment = (id: string) => {
    setTouched(true);
    setEnvironmentId(id);
    const next = environments.find((e) => e.id === id);
    setDrafts((d) => {
      const out = { ...d };
      for (const f of flags) {
        const cur = out[f.key];
        if (!cur || cur.edited) continue;
        const base = servedWithout(f, next);
        out[f.key] = { ...cur, text: textOf(f.type, base.value), enabled: base.enabled };
      }
      return out;
    });
  };
  const dirty = touched || name !== (override?.name ?? '') || description !== (override?.description ?? '') || expires !== initialExpires;
  /** Esc, the backdrop, Cancel and the close button never drop what was typed without asking (issue 17). */
  const requestClose = () => {
    if (pending) return;
    if (dirty) setAskDiscard(true);
    else onClose();
  };
  const fail = (message: string, toast = message) => {
    setValidation(message);
    enqueueSnackbar(toast, { variant: 'error' });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    setAttempted(true);
    if (!name.trim() || (mode === 'create' && !environmentId)) {
      fail(OVERRIDE_MESSAGES.fieldsRequired, `Error: ${OVERRIDE_MESSAGES.fieldsRequired}`);
      return;
    }
    if (mode === 'create' && !environments.some((env) => env.id === environmentId)) {
      fail(OVERRIDE_MESSAGES.environmentNotFound);
      return;
    }
    const featureFlagValues: Record<string, ValueSetting> = {};
    for (const f of flags) {
      const d = drafts[f.key];
      if (!d?.included) continue;
      // Issue 17: a value is saved as typed or refused with the reason, never rounded or kept as text.
      const parsed = parseFlagValueText(f.type as FlagType, f.type === 'boolean' ? (d.text === 'true' ? 'true' : 'false') : d.text);
      if (!parsed.ok) {
        fail(`${f.name}: ${parsed.error}`);
        return;
      }
      featureFlagValues[f.key] = { value: parsed.value, enabled: d.enabled };
    }
    if (Object.keys(featureFlagValues).length === 0) {
      fail(OVERRIDE_MESSAGES.noFlags);
      return;
    }
    setValidation(null);
    onSubmit({
      name: name.trim(),
      description: description.trim(),
      environmentId,
      expiresAt: fromLocalInput(expires),
      expiryChanged: expires !== initialExpires,
      featureFlagValues,
    });
  };

  const detail = error ? errorDetail(error) : undefined;
  const nameError = attempted && !name.trim();
  const envError = attempted && mode === 'create' && !environmentId;
  const flagsError = validation === OVERRIDE_MESSAGES.noFlags && selectedCount === 0;

  return (
    <Dialog open={open} onClose={requestClose} maxWidth="md" fullWidth fullScreen={fullScreen} scroll="paper">
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
        <DialogTitle sx={{ pr: 6 }}>
          {mode === 'create' ? 'Create Override' : 'Edit Override'}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
            {mode === 'create'
              ? 'A temporal environment: custom flag values on top of an environment, served under its own UUID.'
              : 'Change the override\u2019s details, expiry and flag values.'}
          </Typography>
          <IconButton aria-label="Close" onClick={requestClose} disabled={pending} sx={{ position: 'absolute', right: 12, top: 12 }}>
            <CloseRoundedIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {validation && (
              <Alert severity="error" onClose={() => setValidation(null)}>
                {validation}
              </Alert>
            )}
            {Boolean(error) && !validation && (
              <Alert severity="error">
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {errorTitle}
                </Typography>
                {detail && detail !== errorTitle && <Typography variant="body2">{detail}</Typography>}
              </Alert>
            )}

            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Name"
                required
                fullWidth
                autoFocus
                value={name}
                disabled={pending}
                placeholder="e.g. QA checkout test"
                onChange={(e) => {
                  setTouched(true);
                  setName(e.target.value);
                }}
                error={nameError}
                helperText={nameError ? 'Name is required' : undefined}
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
              <TextField
                select
                label="Environment"
                required
                fullWidth
                value={environmentId}
                disabled={pending || mode === 'edit'}
                onChange={(e) => chooseEnvironment(e.target.value)}
                error={envError}
                helperText={mode === 'edit' ? 'The environment of an override cannot be changed' : envError ? 'Select an environment' : undefined}
              >
                {environments.length === 0 && (
                  <MenuItem disabled value="">
                    No environments in this project
                  </MenuItem>
                )}
                {environments.map((env) => (
                  <MenuItem key={env.id} value={env.id}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Box sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: env.status === 'active' ? 'success.main' : 'grey.500' }} />
                      <span>{env.name}</span>
                    </Stack>
                  </MenuItem>
                ))}
                {mode === 'edit' && override?.environment && !environments.some((e) => e.id === override.environment?.id) && (
                  <MenuItem value={override.environment.id}>{override.environment.name}</MenuItem>
                )}
              </TextField>
            </Stack>
            <TextField
              label="Description"
              fullWidth
              multiline
              minRows={2}
              value={description}
              disabled={pending}
              placeholder="What is this override for?"
              onChange={(e) => setDescription(e.target.value)}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}>
              <TextField
                type="datetime-local"
                label="Expires at"
                fullWidth
                value={expires}
                disabled={pending}
                onChange={(e) => setExpires(e.target.value)}
                helperText="Optional. Leave empty for no expiry."
                sx={{ maxWidth: { sm: 320 }, '& input': { colorScheme: (t) => t.palette.mode } }}
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: { min: nowLocal(), 'aria-label': 'Expires at' },
                  input: expires
                    ? {
                        endAdornment: (
                          <InputAdornment position="end">
                            <Tooltip title="Clear expiry">
                              <IconButton size="small" edge="end" aria-label="Clear expiry" onClick={() => setExpires('')} disabled={pending}>
                                <CloseRoundedIcon fontSize="small" />
                              </IconButton>
                            </Tooltip>
                          </InputAdornment>
                        ),
                      }
                    : undefined,
                }}
              />
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', pt: { sm: 0.75 } }} aria-label="Expiry presets">
                {EXPIRY_PRESETS.map((p) => (
                  <Chip
                    key={p.label}
                    label={p.label}
                    size="small"
                    variant="outlined"
                    clickable
                    disabled={pending}
                    onClick={() => setExpires(toLocalInput(new Date(Date.now() + p.ms).toISOString()))}
                  />
                ))}
              </Stack>
            </Stack>

            <Divider />

            <Box>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1.5}
                sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between', mb: 1.5 }}
              >
                <Box>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                      Feature Flag Values
                    </Typography>
                    <Chip
                      size="small"
                      label={`${selectedCount} selected`}
                      color={selectedCount > 0 ? 'primary' : flagsError ? 'error' : 'default'}
                      variant={selectedCount > 0 ? 'filled' : 'outlined'}
                    />
                  </Stack>
                  <Typography variant="body2" color={flagsError ? 'error' : 'text.secondary'}>
                    Switch on each flag this override should change, then set its value.
                  </Typography>
                </Box>
                {flags.length > 6 && (
                  <TextField
                    placeholder="Filter flags..."
                    value={flagSearch}
                    onChange={(e) => setFlagSearch(e.target.value)}
                    sx={{ width: { xs: '100%', sm: 220 } }}
                    slotProps={{
                      htmlInput: { 'aria-label': 'Filter flags' },
                      input: {
                        startAdornment: (
                          <InputAdornment position="start">
                            <SearchRoundedIcon fontSize="small" />
                          </InputAdornment>
                        ),
                      },
                    }}
                  />
                )}
              </Stack>

              {flags.length === 0 ? (
                <Alert severity="info">
                  This project has no feature flags yet.{' '}
                  <Link component={RouterLink} to="/flags" onClick={onClose}>
                    Create a feature flag
                  </Link>{' '}
                  first.
                </Alert>
              ) : (
                <Stack spacing={1.25}>
                  {shownFlags.map((f) => {
                    const d = drafts[f.key];
                    if (!d) return null;
                    return (
                      <Box
                        key={f.key}
                        sx={{
                          border: 1,
                          borderRadius: 2,
                          transition: 'border-color 150ms, background-color 150ms',
                          borderColor: d.included ? 'primary.main' : flagsError ? 'error.light' : 'divider',
                          bgcolor: d.included ? (t) => (t.palette.mode === 'dark' ? 'rgba(132,120,240,0.08)' : 'rgba(91,75,219,0.04)') : 'transparent',
                        }}
                      >
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 1.5, py: 1 }}>
                          <Switch
                            checked={d.included}
                            disabled={pending}
                            onChange={(e) => patch(f.key, { included: e.target.checked })}
                            slotProps={{ input: { 'aria-label': `Override ${f.name}` } }}
                          />
                          <Box sx={{ flex: 1, minWidth: 0 }}>
                            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} title={f.name}>
                              {f.name}
                            </Typography>
                            <Typography variant="caption" color="text.secondary" sx={{ ...mono, display: 'block', overflowWrap: 'anywhere' }} title={f.key}>
                              {f.key}
                            </Typography>
                          </Box>
                          {!d.included && (
                            <Typography
                              variant="caption"
                              color="text.secondary"
                              noWrap
                              sx={{ display: { xs: 'none', sm: 'block' }, maxWidth: 220, ...mono }}
                              title={env ? `What ${env.name} serves without the override` : 'Flag default'}
                            >
                              {env ? `${env.name}: ` : 'default: '}
                              {textOf(f.type, servedWithout(f, env).value) || '""'}
                            </Typography>
                          )}
                          <Chip size="small" label={f.type} variant="outlined" sx={{ flexShrink: 0 }} />
                        </Stack>
                        <Collapse in={d.included} unmountOnExit>
                          <Stack
                            direction={{ xs: 'column', sm: 'row' }}
                            spacing={2}
                            sx={{ px: 2, pb: 1.75, pt: 0.5, alignItems: { xs: 'stretch', sm: f.type === 'boolean' ? 'center' : 'flex-start' } }}
                          >
                            <Box sx={{ flex: 1, minWidth: 0 }}>
                              {f.type === 'boolean' && (
                                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                                  Value
                                </Typography>
                              )}
                              <FlagValueEditor
                                type={f.type as FlagType}
                                text={d.text}
                                disabled={pending}
                                label={`Value of ${f.name}`}
                                onChange={(text) => patch(f.key, { text, edited: true })}
                              />
                            </Box>
                            <FormControlLabel
                              sx={{ flexShrink: 0, mr: 0, mt: { sm: f.type === 'boolean' ? 1.5 : 0.5 } }}
                              disabled={pending}
                              control={
                                <Switch
                                  size="small"
                                  checked={d.enabled}
                                  onChange={(e) => patch(f.key, { enabled: e.target.checked })}
                                  slotProps={{ input: { 'aria-label': `${f.name} enabled` } }}
                                />
                              }
                              label={<Typography variant="body2">{d.enabled ? 'Enabled' : 'Disabled'}</Typography>}
                            />
                          </Stack>
                        </Collapse>
                      </Box>
                    );
                  })}
                  {shownFlags.length === 0 && (
                    <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                      No flags match &ldquo;{flagSearch}&rdquo;.
                    </Typography>
                  )}
                </Stack>
              )}
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={requestClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {mode === 'create' ? (pending ? 'Creating...' : 'Create Override') : pending ? 'Updating...' : 'Update Override'}
          </Button>
        </DialogActions>
      </Box>
      <DiscardChangesDialog
        open={askDiscard}
        onKeep={() => setAskDiscard(false)}
        onDiscard={() => {
          setAskDiscard(false);
          onClose();
        }}
      />
    </Dialog>
  );
}
