import { lazy, Suspense } from 'react';
import { Alert, Box, Button, Chip, Skeleton, Stack, Switch, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import RestartAltRoundedIcon from '@mui/icons-material/RestartAltRounded';
import { differs } from './environmentValuesModel';
import type { EnvEdit } from './environmentValuesModel';
import { EnvironmentValueEditor } from './EnvironmentValueEditor';
import { SwitchRow } from './EnvironmentValuesParts';
import type { EnvironmentValuesState } from './useEnvironmentValues';
import { CentredRow, SpreadRow, SwitchLabel } from './flagListParts';

// The targeting editor (rule builder, flagd schema validator, flagd-core for the Evaluate panel) is its
// own chunk: it loads when the dialog opens, not with the flag list.
const TargetingSection = lazy(() => import('./targeting/TargetingSection').then((m) => ({ default: m.TargetingSection })));

type PanelProps = { state: EnvironmentValuesState; edit: EnvEdit };

const Panel = styled(Stack)(({ theme }) => ({ padding: theme.spacing(3) }));

/** What the chip says, in words: hidden on phones. */
const SourceText = styled(Typography)(({ theme }) => ({ display: 'none', [theme.breakpoints.up('sm')]: { display: 'block' } }));

const ResetButton = styled(Button)(({ theme }) => ({ borderColor: theme.palette.divider, flexShrink: 0 }));

/** Custom or Default, said once more in words, and Reset (back to the global default). */
function PanelHeader({ state: s, edit }: PanelProps) {
  return (
    <SpreadRow direction="row" spacing={1.5}>
      <CentredRow direction="row" spacing={1.25}>
        <Chip
          size="badge"
          label={edit.custom ? 'Custom' : 'Default'}
          color={edit.custom ? 'primary' : 'default'}
          variant={edit.custom ? 'filled' : 'outlined'}
        />
        <SourceText variant="body2" color="text.secondary">
          {edit.custom ? `${edit.environmentName} uses its own value` : `${edit.environmentName} follows the global default`}
        </SourceText>
      </CentredRow>
      <ResetButton
        size="small"
        variant="outlined"
        color="inherit"
        startIcon={<RestartAltRoundedIcon />}
        disabled={!edit.custom || s.busy}
        onClick={() => s.reset(edit)}
      >
        {s.resetting === edit.environmentId ? 'Resetting...' : 'Reset'}
      </ResetButton>
    </SpreadRow>
  );
}

/** The environment's own on/off switch. */
function EnvironmentEnabled({ state: s, edit }: PanelProps) {
  return (
    <SwitchRow>
      <SwitchLabel
        labelPlacement="start"
        control={
          <Switch checked={edit.enabled} disabled={s.busy} onChange={(ev) => s.patch(edit.environmentId, { enabled: ev.target.checked, custom: true })} />
        }
        label={
          <Box>
            <Typography variant="optionTitle" component="p">
              Environment Enabled
            </Typography>
            <Typography variant="caption" color="text.secondary">
              Whether the flag is on in {edit.environmentName}
            </Typography>
          </Box>
        }
      />
    </SwitchRow>
  );
}

/** The environment's targeting rules, loaded with their editor. */
function Targeting({ state: s, edit, flagKey }: PanelProps & { flagKey: string }) {
  const id = edit.environmentId;
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={180} />}>
      <TargetingSection
        key={id}
        flagKey={flagKey}
        type={s.defaults.type}
        environmentName={edit.environmentName}
        envValue={s.envValueOf(edit)}
        enabled={edit.enabled}
        draft={s.draftOf(edit)}
        segments={s.segments}
        segmentStates={s.segmentStates}
        disabled={s.busy}
        showAllIssues={s.attempted}
        serverError={s.targetingErrors[id] ?? null}
        onChange={(d) => s.patch(id, { targeting: d })}
      />
    </Suspense>
  );
}

/** The selected environment's tab: custom or default, Reset, enabled, value, targeting. */
export function EnvironmentValuePanel({ state: s, edit, flagKey }: PanelProps & { flagKey: string }) {
  const { defaults, busy } = s;
  const id = edit.environmentId;
  return (
    <Panel spacing={2.5}>
      <PanelHeader state={s} edit={edit} />
      <EnvironmentEnabled state={s} edit={edit} />
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
      <Targeting state={s} edit={edit} flagKey={flagKey} />
    </Panel>
  );
}
