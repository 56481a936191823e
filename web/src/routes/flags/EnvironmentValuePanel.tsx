import { lazy, Suspense } from 'react';
import { Alert, Box, Button, Chip, FormControlLabel, Skeleton, Stack, Switch, Typography } from '@mui/material';
import RestartAltRoundedIcon from '@mui/icons-material/RestartAltRounded';
import { differs } from './environmentValuesModel';
import type { EnvEdit } from './environmentValuesModel';
import { EnvironmentValueEditor } from './EnvironmentValueEditor';
import { SwitchRow } from './EnvironmentValuesParts';
import type { EnvironmentValuesState } from './useEnvironmentValues';

// The targeting editor (rule builder, flagd schema validator, flagd-core for the Evaluate panel) is its
// own chunk: it loads when the dialog opens, not with the flag list.
const TargetingSection = lazy(() => import('./targeting/TargetingSection').then((m) => ({ default: m.TargetingSection })));

/** The selected environment's tab: custom or default, Reset, enabled, value, targeting. */
export function EnvironmentValuePanel({ state: s, edit, flagKey }: { state: EnvironmentValuesState; edit: EnvEdit; flagKey: string }) {
  const { defaults, busy } = s;
  const id = edit.environmentId;
  return (
    <Stack spacing={2.5} sx={{ p: 3 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Chip
            size="badge"
            label={edit.custom ? 'Custom' : 'Default'}
            color={edit.custom ? 'primary' : 'default'}
            variant={edit.custom ? 'filled' : 'outlined'}
          />
          <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
            {edit.custom ? `${edit.environmentName} uses its own value` : `${edit.environmentName} follows the global default`}
          </Typography>
        </Stack>
        <Button
          size="small"
          variant="outlined"
          color="inherit"
          startIcon={<RestartAltRoundedIcon />}
          disabled={!edit.custom || busy}
          onClick={() => s.reset(edit)}
          sx={{ borderColor: 'divider', flexShrink: 0 }}
        >
          {s.resetting === id ? 'Resetting...' : 'Reset'}
        </Button>
      </Stack>

      <SwitchRow>
        <FormControlLabel
          sx={{ m: 0, width: '100%', justifyContent: 'space-between' }}
          labelPlacement="start"
          control={<Switch checked={edit.enabled} disabled={busy} onChange={(ev) => s.patch(id, { enabled: ev.target.checked, custom: true })} />}
          label={
            <Box>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                Environment Enabled
              </Typography>
              <Typography variant="caption" color="text.secondary">
                Whether the flag is on in {edit.environmentName}
              </Typography>
            </Box>
          }
        />
      </SwitchRow>

      <EnvironmentValueEditor
        edit={edit}
        type={defaults.type}
        disabled={busy}
        onChange={(c, markCustom = true) => s.patch(id, markCustom ? { ...c, custom: true } : c)}
      />

      {edit.custom && differs(edit, defaults) && (
        <Alert severity="info" variant="outlined">
          This environment has a custom value that differs from the global default.
        </Alert>
      )}

      <Suspense fallback={<Skeleton variant="rounded" height={180} />}>
        <TargetingSection
          key={id}
          flagKey={flagKey}
          type={defaults.type}
          environmentName={edit.environmentName}
          envValue={s.envValueOf(edit)}
          enabled={edit.enabled}
          draft={s.draftOf(edit)}
          segments={s.segments}
          segmentStates={s.segmentStates}
          disabled={busy}
          showAllIssues={s.attempted}
          serverError={s.targetingErrors[id] ?? null}
          onChange={(d) => s.patch(id, { targeting: d })}
        />
      </Suspense>
    </Stack>
  );
}
