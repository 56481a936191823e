import { lazy, Suspense, useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Skeleton,
  Stack,
  Switch,
  Tab,
  Tabs,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import RestartAltRoundedIcon from '@mui/icons-material/RestartAltRounded';
import AltRouteRoundedIcon from '@mui/icons-material/AltRouteRounded';
import { useMutation } from '@apollo/client/react';
import { convertEnvironmentValue, sameValue, valueToText } from '@flagstream/domain';
import type { FlagValue } from '@flagstream/domain';
import type { FlagType } from '../../apollo/generated/graphql';
import { SET_ENVIRONMENT_VALUE } from './documents';
import { EnabledBadge, FlagValueView, KeyText, TypeBadge } from './FlagBits';
import type { FlagRow } from './FlagFormDialog';
import { useFlagTargeting } from './targeting/useFlagTargeting';
import { alignDefaultVariant, documentOf, draftFromDocument, draftIssues, sameDocument } from './targeting/targetingDraft';
import type { TargetingDraft, TargetingDocumentInput } from './targeting/targetingDraft';
import { fontFamilyMono } from '../../theme/themePrimitives';

// The targeting editor (rule builder, flagd schema validator, flagd-core for the Evaluate panel) is its
// own chunk: it loads when the dialog opens, not with the flag list.
const TargetingSection = lazy(() => import('./targeting/TargetingSection').then((m) => ({ default: m.TargetingSection })));

interface EnvEdit {
  environmentId: string;
  environmentName: string;
  /** the editor's text; converted on save */
  text: string;
  enabled: boolean;
  /** edited or stored: this environment does not use the global default */
  custom: boolean;
  /** what the server holds for this environment, when it has a custom value */
  stored: { value: FlagValue; enabled: boolean } | null;
  jsonMode: 'simple' | 'json';
  /** the targeting being edited (null: none) and what the server holds */
  targeting: TargetingDraft | null;
  storedTargeting: TargetingDocumentInput | null;
}

/** Simple mode is one line: compact valid JSON; JSON mode pretty-prints it. Invalid text is left alone. */
const reformat = (text: string, mode: 'simple' | 'json'): string => {
  try {
    const v: unknown = JSON.parse(text);
    return mode === 'json' && v !== null && typeof v === 'object' ? JSON.stringify(v, null, 2) : JSON.stringify(v);
  } catch {
    return mode === 'simple' ? text.replace(/\n/g, ' ') : text;
  }
};

const asValue = (v: unknown): FlagValue => (v === undefined ? null : (v as FlagValue));
const textOf = (type: FlagType, v: unknown): string => {
  const value = asValue(v);
  if (type === 'json' && value !== null && typeof value === 'object') return JSON.stringify(value, null, 2);
  return valueToText(value);
};

/**
 * The flag's value per environment (spec §2, §4, §5): one tab per environment; editing marks it
 * custom; Reset removes the environment's key at once; Save sends only the custom values that
 * differ from the flag's value or enabled state.
 */
export function EnvironmentValuesDialog({
  flag,
  onClose,
  onChanged,
}: {
  flag: FlagRow | null;
  onClose: () => void;
  /** after a save or a reset, so the screen can refetch */
  onChanged: () => Promise<unknown> | void;
}) {
  return (
    <Dialog
      open={Boolean(flag)}
      onClose={onClose}
      maxWidth="lg"
      fullWidth
      slotProps={{
        paper: {
          sx: {
            m: { xs: 1.5, sm: 4 },
            width: { xs: 'calc(100% - 24px)', sm: 'calc(100% - 64px)' },
            maxHeight: { xs: 'calc(100% - 24px)', sm: 'calc(100% - 64px)' },
          },
        },
      }}
    >
      {flag && <EnvironmentValuesContent key={flag.id} flag={flag} onClose={onClose} onChanged={onChanged} />}
    </Dialog>
  );
}

function EnvironmentValuesContent({ flag, onClose, onChanged }: { flag: FlagRow; onClose: () => void; onChanged: () => Promise<unknown> | void }) {
  const { data, loading, error, refetch, segments, segmentStates, writeTargeting } = useFlagTargeting(flag.id, flag.projectId);
  const [setValue] = useMutation(SET_ENVIRONMENT_VALUE);
  const [attempted, setAttempted] = useState(false);
  const [targetingErrors, setTargetingErrors] = useState<Record<string, string>>({});
  const [edits, setEdits] = useState<EnvEdit[] | null>(null);
  const [tab, setTab] = useState(0);
  const [saving, setSaving] = useState(false);
  const [resetting, setResetting] = useState<string | null>(null);

  const fresh = data?.featureFlag;
  const type: FlagType = fresh?.type ?? flag.type;
  const defaultValue = asValue(fresh ? fresh.value : flag.value);
  const defaultEnabled = fresh?.enabled ?? flag.enabled;
  const defaultText = textOf(type, defaultValue);

  useEffect(() => {
    if (!fresh || edits) return;
    setEdits(
      fresh.environmentValues.map((ev) => {
        const t = ev.targeting;
        const stored = t
          ? { variants: t.variants as Record<string, FlagValue>, defaultVariant: t.defaultVariant, targeting: (t.targeting ?? {}) as Record<string, unknown> }
          : null;
        return {
          environmentId: ev.environmentId,
          environmentName: ev.environmentName,
          text: textOf(type, ev.value),
          enabled: ev.enabled,
          custom: ev.hasCustomValue,
          stored: ev.hasCustomValue ? { value: asValue(ev.value), enabled: ev.enabled } : null,
          jsonMode: textOf(type, ev.value).includes('\n') ? 'json' : 'simple',
          targeting: stored ? draftFromDocument(stored, asValue(ev.value)) : null,
          storedTargeting: stored,
        };
      }),
    );
  }, [fresh, edits, type]);

  const patch = (id: string, change: Partial<EnvEdit>) => setEdits((es) => es?.map((e) => (e.environmentId === id ? { ...e, ...change } : e)) ?? es);

  /** The environment's value as edited: its custom value, else the flag's (the targeting's default variant serves it). */
  const envValueOf = (e: EnvEdit): FlagValue => (e.custom ? convertEnvironmentValue(type, e.text) : defaultValue);

  /** The environment's targeting draft, its default variant following the value as edited (booleans). */
  const draftOf = (e: EnvEdit): TargetingDraft | null => e.targeting && alignDefaultVariant(e.targeting, type, envValueOf(e));

  /** What to send for an environment's targeting: a document to PUT, 'delete', or nothing. */
  const targetingChange = (e: EnvEdit): { put: TargetingDocumentInput } | 'delete' | null => {
    const draft = draftOf(e);
    if (!draft) return e.storedTargeting ? 'delete' : null;
    const d = documentOf(draft, envValueOf(e));
    if (!d.ok) return { put: { variants: {}, defaultVariant: '', targeting: {} } }; // refused below, before sending
    return e.storedTargeting && sameDocument(d.doc, e.storedTargeting) ? null : { put: d.doc };
  };
  const targetingBlocked = (e: EnvEdit): boolean => {
    const draft = draftOf(e);
    if (!draft) return false;
    const d = documentOf(draft, envValueOf(e));
    return (
      !d.ok ||
      draftIssues(
        draft,
        type,
        segments.map((s) => s.ref),
      ).length > 0
    );
  };

  const differs = (e: EnvEdit) => {
    const v = convertEnvironmentValue(type, e.text);
    return !sameValue(v, defaultValue) || e.enabled !== defaultEnabled;
  };

  const reset = async (e: EnvEdit) => {
    const toDefault = { text: defaultText, enabled: defaultEnabled, custom: false, stored: null };
    if (!e.stored) {
      patch(e.environmentId, toDefault);
      return;
    }
    setResetting(e.environmentId);
    try {
      await setValue({ variables: { environmentId: e.environmentId, flagKey: flag.key, flagValue: null } });
      patch(e.environmentId, toDefault);
      await onChanged();
    } catch (err) {
      console.error('Failed to reset environment value', err); // spec §8: logged only
    } finally {
      setResetting(null);
    }
  };

  const save = async () => {
    if (!edits) return;
    setAttempted(true);
    // A draft with problems stays open on its tab: nothing is sent.
    const blocked = edits.findIndex(targetingBlocked);
    if (blocked >= 0) {
      setTab(blocked);
      return;
    }
    setSaving(true);
    setTargetingErrors({});
    try {
      for (const e of edits) {
        if (!e.custom) continue;
        const value = convertEnvironmentValue(type, e.text);
        if (differs(e)) {
          if (e.stored && sameValue(e.stored.value, value) && e.stored.enabled === e.enabled) continue;
          await setValue({ variables: { environmentId: e.environmentId, flagKey: flag.key, flagValue: { value, enabled: e.enabled } } });
        } else if (e.stored) {
          // Edited back to the global default: the stored custom value goes, so the environment follows the default again.
          await setValue({ variables: { environmentId: e.environmentId, flagKey: flag.key, flagValue: null } });
        }
      }
      const writes = edits.flatMap((e) => {
        const change = targetingChange(e);
        return change ? [{ environmentId: e.environmentId, change }] : [];
      });
      // the server's message as it comes (INVALID_TARGETING says where)
      const failed = await writeTargeting(writes);
      for (const w of writes) if (!failed[w.environmentId]) patch(w.environmentId, { storedTargeting: w.change === 'delete' ? null : w.change.put });
      if (Object.keys(failed).length) {
        setTargetingErrors(failed);
        const first = edits.findIndex((e) => failed[e.environmentId]);
        if (first >= 0) setTab(first);
        await onChanged();
        return;
      }
      await onChanged();
      onClose();
    } catch (err) {
      console.error('Failed to save environment values', err); // spec §8: logged only; the dialog stays open
      await refetch().catch(() => undefined);
    } finally {
      setSaving(false);
    }
  };

  const current = edits?.[Math.min(tab, (edits?.length ?? 1) - 1)];
  const busy = saving || resetting !== null;
  const ready = Boolean(edits);

  return (
    <>
      <DialogTitle sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1.25} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            Environment Values - {flag.name}
          </Box>
          <TypeBadge type={type} />
        </Stack>
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1, sm: 3 }}
          sx={{ px: 3, py: 2, bgcolor: 'action.hover', alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.6 }}>
              Global Default
            </Typography>
            <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', minWidth: 0 }}>
              <FlagValueView type={type} value={defaultValue} maxWidth={360} />
              <EnabledBadge enabled={defaultEnabled} />
            </Stack>
          </Box>
          <Box sx={{ minWidth: 0, textAlign: { sm: 'right' } }}>
            <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.6, display: 'block' }}>
              Key
            </Typography>
            <KeyText value={flag.key} />
          </Box>
        </Stack>

        {error && !ready ? (
          <Box sx={{ p: 3 }}>
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void refetch()}>
                  Retry
                </Button>
              }
            >
              {error.message}
            </Alert>
          </Box>
        ) : !ready || (loading && !edits) ? (
          <Box sx={{ p: 3 }}>
            <Stack direction="row" spacing={2} sx={{ mb: 3 }}>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} width={110} height={36} />
              ))}
            </Stack>
            <Skeleton variant="rounded" height={56} sx={{ mb: 2 }} />
            <Skeleton variant="rounded" height={56} />
          </Box>
        ) : edits!.length === 0 ? (
          <Box sx={{ p: 4, textAlign: 'center' }}>
            <Typography sx={{ fontWeight: 600 }}>No environments yet</Typography>
            <Typography variant="body2" color="text.secondary">
              Create an environment on the Environments page to give this flag per-environment values.
            </Typography>
          </Box>
        ) : (
          <>
            <Tabs
              value={Math.min(tab, edits!.length - 1)}
              onChange={(_e, v: number) => setTab(v)}
              variant="scrollable"
              scrollButtons="auto"
              allowScrollButtonsMobile
              sx={{ px: { xs: 1, sm: 2 }, borderBottom: 1, borderColor: 'divider' }}
            >
              {edits!.map((e) => (
                <Tab
                  key={e.environmentId}
                  sx={{ minHeight: 52, textTransform: 'none', fontWeight: 600 }}
                  label={
                    <Stack direction="row" spacing={0.875} sx={{ alignItems: 'center' }}>
                      <span>{e.environmentName}</span>
                      {e.custom && (
                        <Box
                          role="img"
                          aria-label="custom value"
                          title="Custom value"
                          sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main' }}
                        />
                      )}
                      {e.targeting && (
                        <Tooltip title="Targeting">
                          <AltRouteRoundedIcon aria-label="targeting" sx={{ fontSize: 16, color: 'primary.main' }} />
                        </Tooltip>
                      )}
                    </Stack>
                  }
                />
              ))}
            </Tabs>
            {current && (
              <Stack spacing={2.5} sx={{ p: 3 }}>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                  <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', minWidth: 0 }}>
                    <Chip
                      size="small"
                      label={current.custom ? 'Custom' : 'Default'}
                      color={current.custom ? 'primary' : 'default'}
                      variant={current.custom ? 'filled' : 'outlined'}
                      sx={{ fontWeight: 600, borderRadius: 1.5 }}
                    />
                    <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
                      {current.custom ? `${current.environmentName} uses its own value` : `${current.environmentName} follows the global default`}
                    </Typography>
                  </Stack>
                  <Button
                    size="small"
                    variant="outlined"
                    color="inherit"
                    startIcon={<RestartAltRoundedIcon />}
                    disabled={!current.custom || busy}
                    onClick={() => void reset(current)}
                    sx={{ borderColor: 'divider', flexShrink: 0 }}
                  >
                    {resetting === current.environmentId ? 'Resetting...' : 'Reset'}
                  </Button>
                </Stack>

                <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, px: 2, py: 1 }}>
                  <FormControlLabel
                    sx={{ m: 0, width: '100%', justifyContent: 'space-between' }}
                    labelPlacement="start"
                    control={
                      <Switch
                        checked={current.enabled}
                        disabled={busy}
                        onChange={(ev) => patch(current.environmentId, { enabled: ev.target.checked, custom: true })}
                      />
                    }
                    label={
                      <Box>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          Environment Enabled
                        </Typography>
                        <Typography variant="caption" color="text.secondary">
                          Whether the flag is on in {current.environmentName}
                        </Typography>
                      </Box>
                    }
                  />
                </Box>

                <ValueEditor
                  edit={current}
                  type={type}
                  disabled={busy}
                  onChange={(c, markCustom = true) => patch(current.environmentId, markCustom ? { ...c, custom: true } : c)}
                />

                {current.custom && differs(current) && (
                  <Alert severity="info" variant="outlined">
                    This environment has a custom value that differs from the global default.
                  </Alert>
                )}

                <Suspense fallback={<Skeleton variant="rounded" height={180} />}>
                  <TargetingSection
                    key={current.environmentId}
                    flagKey={flag.key}
                    type={type}
                    environmentName={current.environmentName}
                    envValue={envValueOf(current)}
                    enabled={current.enabled}
                    draft={draftOf(current)}
                    segments={segments}
                    segmentStates={segmentStates}
                    disabled={busy}
                    showAllIssues={attempted}
                    serverError={targetingErrors[current.environmentId] ?? null}
                    onChange={(d) => patch(current.environmentId, { targeting: d })}
                  />
                </Suspense>
              </Stack>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={!ready || busy}>
          {saving ? 'Saving...' : !ready ? 'Loading...' : 'Save Environment Values'}
        </Button>
      </DialogActions>
    </>
  );
}

/** Boolean: a switch; number: a numeric input; json: a text input or a larger text area ("Simple"/"JSON"); other types: a text input. */
function ValueEditor({
  edit,
  type,
  disabled,
  onChange,
}: {
  edit: EnvEdit;
  type: FlagType;
  disabled: boolean;
  onChange: (c: Partial<EnvEdit>, markCustom?: boolean) => void;
}) {
  const label = (
    <Typography variant="subtitle2" sx={{ mb: 1 }}>
      Value
    </Typography>
  );
  if (type === 'boolean') {
    const on = edit.text === 'true';
    return (
      <Box>
        {label}
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, px: 2, py: 1 }}>
          <FormControlLabel
            sx={{ m: 0 }}
            disabled={disabled}
            control={<Switch checked={on} onChange={(ev) => onChange({ text: ev.target.checked ? 'true' : 'false' })} />}
            label={
              <Typography variant="body2" sx={{ fontFamily: 'fontFamilyMono', fontWeight: 600, color: on ? 'success.main' : 'text.secondary' }}>
                {on ? 'true' : 'false'}
              </Typography>
            }
          />
        </Box>
      </Box>
    );
  }
  if (type === 'number') {
    return (
      <Box>
        {label}
        <TextField
          type="number"
          fullWidth
          value={edit.text}
          disabled={disabled}
          onChange={(ev) => onChange({ text: ev.target.value })}
          slotProps={{ htmlInput: { step: 1, 'aria-label': 'Value' } }}
          helperText="Whole numbers; 0 when not a number"
        />
      </Box>
    );
  }
  if (type === 'json') {
    const validJson = (() => {
      try {
        JSON.parse(edit.text);
        return true;
      } catch {
        return false;
      }
    })();
    return (
      <Box>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="subtitle2">Value</Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={edit.jsonMode}
            onChange={(_e, v: 'simple' | 'json' | null) => {
              if (v) onChange({ jsonMode: v, text: reformat(edit.text, v) }, false);
            }}
            sx={{ '& .MuiToggleButton-root': { py: 0.25, px: 1.5, textTransform: 'none', fontSize: 13 } }}
          >
            <ToggleButton value="simple">Simple</ToggleButton>
            <ToggleButton value="json">JSON</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        <TextField
          fullWidth
          value={edit.text}
          disabled={disabled}
          onChange={(ev) => onChange({ text: ev.target.value })}
          multiline={edit.jsonMode === 'json'}
          minRows={edit.jsonMode === 'json' ? 8 : undefined}
          maxRows={edit.jsonMode === 'json' ? 18 : undefined}
          helperText={validJson ? 'Valid JSON' : 'Not valid JSON: it is saved as text'}
          slotProps={{
            htmlInput: { spellCheck: false, 'aria-label': 'Value', style: { fontFamily: fontFamilyMono, fontSize: 13 } },
            formHelperText: { sx: { color: validJson ? 'success.main' : 'warning.main' } },
          }}
        />
      </Box>
    );
  }
  return (
    <Box>
      {label}
      <TextField
        fullWidth
        value={edit.text}
        disabled={disabled}
        onChange={(ev) => onChange({ text: ev.target.value })}
        slotProps={{ htmlInput: { 'aria-label': 'Value' } }}
      />
    </Box>
  );
}
