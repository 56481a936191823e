import type { ReactNode } from 'react';
import { Box, Button, Chip, FormControlLabel, Stack, Switch, Tooltip, Typography } from '@mui/material';
import { alpha, styled } from '@mui/material/styles';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import RestartAltRoundedIcon from '@mui/icons-material/RestartAltRounded';
import type { FlagType } from '@flagstream/domain';
import { FlagValueView } from '../flags/FlagBits';
import { ValueEditor } from '../../components/ValueEditor';
import { shortDateTime } from './format';
import { relativeTime } from './flagPageModel';
import type { EnvironmentStatus, OverrideLayer, SetBy } from './flagPageModel';
import { overrideChipOf, overrideExpiry } from './flagEnvironmentModel';
import type { EnvironmentValueEditState } from './useEnvironmentValueEdit';
import { CenterRow, Fixed, Grow, TopRow, WrapRow } from './flagParts';

export function WhoWhen({ setBy, now, fallback }: { setBy: SetBy | undefined | null; now: number; fallback?: string }) {
  if (!setBy)
    return fallback ? (
      <Typography variant="caption" color="text.secondary">
        {fallback}
      </Typography>
    ) : null;
  return (
    <Tooltip title={shortDateTime(setBy.at)}>
      <Typography variant="caption" color="text.secondary">
        Set by <b>{setBy.name}</b> · {relativeTime(setBy.at, now)}
      </Typography>
    </Tooltip>
  );
}

const LayerBox = styled(Box, { shouldForwardProp: (p) => p !== 'active' })<{ active: boolean }>(({ theme, active }) => ({
  position: 'relative',
  padding: theme.spacing(1.25, 1.5),
  borderRadius: Number(theme.shape.borderRadius) * 1.5,
  border: `1px solid ${active ? alpha(theme.palette.primary.main, 0.5) : theme.palette.divider}`,
  backgroundColor: active ? alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.14 : 0.05) : 'transparent',
}));
const LayerLabel = styled(Typography, { shouldForwardProp: (p) => p !== 'active' })<{ active: boolean }>(({ theme, active }) => ({
  lineHeight: 1.6,
  fontWeight: 700,
  color: active ? theme.palette.primary.main : theme.palette.text.secondary,
}));
const LabelRow = styled(Stack)(({ theme }) => ({ alignItems: 'center', marginBottom: theme.spacing(0.5) }));
const ServingChip = styled(Chip)({ height: 18, fontWeight: 700 });
const Expiry = styled(Typography)(({ theme }) => ({ marginTop: theme.spacing(0.5) })) as typeof Typography;
const EditForm = styled(Stack)(({ theme }) => ({ marginTop: theme.spacing(1) }));

/** One row of the layer stack; the layer that decides what is served is highlighted. */
export function Layer({ label, active, children, aside, testId }: { label: string; active: boolean; children: ReactNode; aside?: ReactNode; testId?: string }) {
  return (
    <LayerBox data-testid={testId} data-active={active ? 'true' : 'false'} active={active}>
      <TopRow direction="row" spacing={1}>
        <Grow>
          <LabelRow direction="row" spacing={0.75}>
            <LayerLabel variant="overline" active={active}>
              {label}
            </LayerLabel>
            {active && <ServingChip size="xsmall" color="primary" label="Serving" />}
          </LabelRow>
          {children}
        </Grow>
        {aside && <Fixed>{aside}</Fixed>}
      </TopRow>
    </LayerBox>
  );
}

export function OverrideLayerRow({ o, type, now, setBy }: { o: OverrideLayer; type: FlagType; now: number; setBy: SetBy | undefined }) {
  const chip = overrideChipOf(o.state);
  return (
    <Layer
      label={`Override · ${o.name}`}
      active={false}
      testId={`layer-override-${o.id}`}
      aside={<Chip size="xsmall" color={chip.color} variant={chip.variant} label={chip.label} />}
    >
      <WrapRow direction="row" spacing={1} useFlexGap>
        <FlagValueView type={type} value={o.value} maxWidth="100%" />
        <Typography variant="captionStrong" color={o.servedEnabled ? 'success.main' : 'text.secondary'}>
          {o.servedEnabled ? 'on' : 'off'}
        </Typography>
      </WrapRow>
      <Expiry variant="caption" component="div" color={o.state === 'applies' && o.expiresAt ? 'warning.main' : 'text.secondary'} data-testid="override-expiry">
        {overrideExpiry(o, now)}
      </Expiry>
      <Typography variant="caption" component="div" color="text.secondary">
        {o.state === 'applies' ? 'Served instead to clients that ask for this override' : 'Not served now'}
      </Typography>
      <WhoWhen setBy={setBy} now={now} />
    </Layer>
  );
}

/** The environment value layer's editor: value, switch, Save and Cancel. */
function ValueEditForm({ edit, type, envName }: { edit: EnvironmentValueEditState; type: FlagType; envName: string }) {
  return (
    <EditForm spacing={1.5}>
      <ValueEditor type={type} text={edit.text} onChange={edit.changeText} size="small" autoFocus label={`Value in ${envName}`} />
      <FormControlLabel control={<Switch checked={edit.enabled} onChange={(e) => edit.changeEnabled(e.target.checked)} />} label={`On in ${envName}`} />
      <Stack direction="row" spacing={1}>
        <Button variant="contained" size="small" onClick={edit.save} disabled={!edit.canSave}>
          {edit.saving ? 'Saving...' : 'Save'}
        </Button>
        <Button size="small" onClick={edit.stopEdit} disabled={edit.saving}>
          Cancel
        </Button>
      </Stack>
    </EditForm>
  );
}

interface ValueLayerProps {
  edit: EnvironmentValueEditState;
  type: FlagType;
  envName: string;
  status: EnvironmentStatus;
  own: boolean;
  active: boolean;
  canEdit: boolean;
  setBy: SetBy | undefined;
  now: number;
  onReset: () => Promise<unknown>;
}

/** The environment's own value: shown, or edited in place; Edit and Reset for editors. */
export function EnvironmentValueLayer({ edit, type, envName, status, own, active, canEdit, setBy, now, onReset }: ValueLayerProps) {
  const actions =
    canEdit && !edit.editing ? (
      <Stack direction="row" spacing={0.5}>
        <Button size="small" startIcon={<EditRoundedIcon />} onClick={edit.startEdit}>
          Edit
        </Button>
        {status.hasCustomValue && (
          <Button size="small" color="inherit" startIcon={<RestartAltRoundedIcon />} onClick={() => void onReset()}>
            Reset
          </Button>
        )}
      </Stack>
    ) : undefined;
  return (
    <Layer label="Environment value" active={active} testId="layer-environment" aside={actions}>
      {edit.editing ? (
        <ValueEditForm edit={edit} type={type} envName={envName} />
      ) : status.hasCustomValue ? (
        <>
          <CenterRow direction="row" spacing={1}>
            <FlagValueView type={type} value={status.customValue} maxWidth="100%" />
            {!own && (
              <Typography variant="captionStrong" color="text.secondary">
                off
              </Typography>
            )}
          </CenterRow>
          <div>
            <WhoWhen setBy={setBy} now={now} fallback="Set earlier" />
          </div>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Not set: uses the default
        </Typography>
      )}
    </Layer>
  );
}
