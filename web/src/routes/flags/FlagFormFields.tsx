import { Box, CircularProgress, InputAdornment, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import ErrorRoundedIcon from '@mui/icons-material/ErrorRounded';
import LockRoundedIcon from '@mui/icons-material/LockRounded';
import { ValueEditor } from '../../components/ValueEditor';
import type { FlagType } from '../../apollo/generated/graphql';
import { SwitchRow } from './EnvironmentValuesParts';
import { FLAG_TYPE_LABELS } from './FlagBits';
import { FORM_TYPES } from './flagFormModel';
import type { KeyState } from './flagFormModel';
import type { FlagFormState } from './useFlagForm';
import { Grow, SwitchLabel } from './flagListParts';

/** The key in the monospace token; its helper green once available. */
const KeyInput = styled(TextField, { shouldForwardProp: (p) => p !== 'available' })<{ available: boolean }>(({ theme, available }) => ({
  '& .MuiInputBase-input': { fontFamily: theme.typography.fontFamilyMono },
  ...(available ? { '& .MuiFormHelperText-root': { color: theme.palette.success.main } } : {}),
}));

const LockIcon = styled(LockRoundedIcon)(({ theme }) => ({ color: theme.palette.text.disabled }));

function KeyAdornment({ state }: { state: KeyState }) {
  const icon =
    state === 'locked' ? (
      <LockIcon fontSize="small" />
    ) : state === 'error' ? (
      <ErrorRoundedIcon fontSize="small" color="error" />
    ) : state === 'checking' ? (
      <CircularProgress size={16} />
    ) : state === 'available' ? (
      <CheckCircleRoundedIcon fontSize="small" color="success" />
    ) : null;
  return icon ? <InputAdornment position="end">{icon}</InputAdornment> : null;
}

/** The key: derived from the name, checked as typed, locked on edit. */
export function KeyField({ form: f }: { form: FlagFormState }) {
  const adornment = f.keyState === 'idle' ? undefined : <KeyAdornment state={f.keyState} />;
  return (
    <KeyInput
      available={f.keyState === 'available'}
      label="Key"
      value={f.key}
      onChange={(e) => f.onKey(e.target.value)}
      required
      fullWidth
      disabled={f.editing}
      error={Boolean(f.keyError)}
      helperText={f.keyHelper}
      placeholder="new_checkout_flow"
      slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' }, input: { endAdornment: adornment } }}
    />
  );
}

/** The type beside the value from sm, the two top-aligned; stacked on phones. */
const TypeAndValue = styled(Stack)(({ theme }) => ({ [theme.breakpoints.up('sm')]: { alignItems: 'flex-start' } }));

const TypeSelect = styled(TextField)(({ theme }) => ({ width: '100%', flexShrink: 0, [theme.breakpoints.up('sm')]: { width: 180 } }));

/** The type (a change asks what happens to the value) and the value's editor. */
export function TypeAndValueFields({ form: f }: { form: FlagFormState }) {
  const { type, valueText } = f.fields;
  return (
    <TypeAndValue direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TypeSelect select label="Type" value={type} onChange={(e) => f.onType(e.target.value as FlagType)}>
        {FORM_TYPES.map((t) => (
          <MenuItem key={t} value={t}>
            {FLAG_TYPE_LABELS[t]}
          </MenuItem>
        ))}
      </TypeSelect>
      <Grow>
        <ValueEditor
          type={type}
          text={type === 'boolean' && valueText !== 'true' ? 'false' : valueText}
          onChange={f.setValueText}
          label={type === 'json' ? 'Value (JSON)' : 'Value'}
        />
      </Grow>
    </TypeAndValue>
  );
}

/** The flag's kill switch. */
export function EnabledSwitchRow({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <SwitchRow>
      <SwitchLabel
        labelPlacement="start"
        control={<Switch checked={checked} onChange={(e) => onChange(e.target.checked)} />}
        label={
          <Box>
            <Typography variant="optionTitle" component="p">
              Enabled (kill switch)
            </Typography>
            <Typography variant="caption" color="text.secondary">
              Off turns the flag off in every environment and override
            </Typography>
          </Box>
        }
      />
    </SwitchRow>
  );
}
