import { Chip, IconButton, InputAdornment, MenuItem, Stack, TextField, Tooltip } from '@mui/material';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import { toLocalInput } from './time';
import { EXPIRY_PRESETS } from './overrideFormModel';
import type { Environment } from './overrideFormModel';
import type { OverrideFormProps, OverrideFormState } from './useOverrideForm';
import { ExpiryInput, ExpiryRow, PresetRow, StatusDot } from './formParts';
import { CenterRow } from './overrideParts';

const nowLocal = () => toLocalInput(new Date().toISOString());

type FieldsProps = Pick<OverrideFormProps, 'mode' | 'override' | 'environments' | 'pending'> & { form: OverrideFormState };

/** Name, environment, description and expiry. */
export function OverrideDetailsFields({ form: f, mode, override, environments, pending }: FieldsProps) {
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Name"
          required
          fullWidth
          autoFocus
          value={f.name}
          disabled={pending}
          placeholder="e.g. QA checkout test"
          onChange={(e) => f.setName(e.target.value)}
          error={f.nameError}
          helperText={f.nameError ? 'Name is required' : undefined}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <EnvironmentSelect form={f} mode={mode} override={override} environments={environments} pending={pending} />
      </Stack>
      <TextField
        label="Description"
        fullWidth
        multiline
        minRows={2}
        value={f.description}
        disabled={pending}
        placeholder="What is this override for?"
        onChange={(e) => f.setDescription(e.target.value)}
      />
      <ExpiryFields form={f} pending={pending} />
    </>
  );
}

/** The environment: required on create, fixed on edit (its own, even when no longer listed). */
function EnvironmentSelect({ form: f, mode, override, environments, pending }: FieldsProps) {
  return (
    <TextField
      select
      label="Environment"
      required
      fullWidth
      value={f.environmentId}
      disabled={pending || mode === 'edit'}
      onChange={(e) => f.chooseEnvironment(e.target.value)}
      error={f.envError}
      helperText={mode === 'edit' ? 'The environment of an override cannot be changed' : f.envError ? 'Select an environment' : undefined}
    >
      {environments.length === 0 && (
        <MenuItem disabled value="">
          No environments in this project
        </MenuItem>
      )}
      {environments.map((env: Environment) => (
        <MenuItem key={env.id} value={env.id}>
          <CenterRow direction="row" spacing={1}>
            <StatusDot active={env.status === 'active'} />
            <span>{env.name}</span>
          </CenterRow>
        </MenuItem>
      ))}
      {mode === 'edit' && override?.environment && !environments.some((e) => e.id === override.environment?.id) && (
        <MenuItem value={override.environment.id}>{override.environment.name}</MenuItem>
      )}
    </TextField>
  );
}

/** The expiry: a date and time (clearable) and quick presets. */
function ExpiryFields({ form: f, pending }: { form: OverrideFormState; pending: boolean }) {
  return (
    <ExpiryRow direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <ExpiryInput
        type="datetime-local"
        label="Expires at"
        fullWidth
        value={f.expires}
        disabled={pending}
        onChange={(e) => f.setExpires(e.target.value)}
        helperText="Optional. Leave empty for no expiry."
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { min: nowLocal(), 'aria-label': 'Expires at' },
          input: f.expires
            ? {
                endAdornment: (
                  <InputAdornment position="end">
                    <Tooltip title="Clear expiry">
                      <IconButton size="small" edge="end" aria-label="Clear expiry" onClick={() => f.setExpires('')} disabled={pending}>
                        <CloseRoundedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </InputAdornment>
                ),
              }
            : undefined,
        }}
      />
      <PresetRow direction="row" spacing={1} useFlexGap aria-label="Expiry presets">
        {EXPIRY_PRESETS.map((p) => (
          <Chip key={p.label} label={p.label} size="small" variant="outlined" clickable disabled={pending} onClick={() => f.applyPreset(p.ms)} />
        ))}
      </PresetRow>
    </ExpiryRow>
  );
}
