import { Box, FormControlLabel, Switch, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import type { FlagType } from '../../apollo/generated/graphql';
import { isValidJson, reformat } from './environmentValuesModel';
import type { EnvEdit, JsonMode } from './environmentValuesModel';
import { SwitchRow } from './EnvironmentValuesParts';
import { SpreadRow } from './flagListParts';

type Change = (c: Partial<EnvEdit>, markCustom?: boolean) => void;
interface EditorProps {
  edit: EnvEdit;
  disabled: boolean;
  onChange: Change;
}

const Label = styled(Typography)(({ theme }) => ({ marginBottom: theme.spacing(1) }));

const ValueLabel = () => <Label variant="subtitle2">Value</Label>;

/** The boolean's switch and its word, without the label's usual margins. */
const BooleanLabel = styled(FormControlLabel)({ margin: 0 });

/** "Value" and the Simple / JSON toggle, over the field. */
const JsonHead = styled(SpreadRow)(({ theme }) => ({ marginBottom: theme.spacing(1) }));

const BooleanText = styled(Typography, { shouldForwardProp: (p) => p !== 'on' })<{ on: boolean }>(({ theme, on }) => ({
  fontFamily: theme.typography.fontFamilyMono,
  fontWeight: 600,
  color: on ? theme.palette.success.main : theme.palette.text.secondary,
}));

const ModeToggle = styled(ToggleButtonGroup)(({ theme }) => ({
  '& .MuiToggleButton-root': { padding: theme.spacing(0.25, 1.5), textTransform: 'none', fontSize: 13 },
}));

const JsonField = styled(TextField, { shouldForwardProp: (p) => p !== 'valid' })<{ valid: boolean }>(({ theme, valid }) => ({
  '& .MuiInputBase-input': { fontFamily: theme.typography.fontFamilyMono, fontSize: 13 },
  '& .MuiFormHelperText-root': { color: valid ? theme.palette.success.main : theme.palette.warning.main },
}));

function BooleanEditor({ edit, disabled, onChange }: EditorProps) {
  const on = edit.text === 'true';
  return (
    <Box>
      <ValueLabel />
      <SwitchRow>
        <BooleanLabel
          disabled={disabled}
          control={<Switch checked={on} onChange={(ev) => onChange({ text: ev.target.checked ? 'true' : 'false' })} />}
          label={
            <BooleanText variant="body2" on={on}>
              {on ? 'true' : 'false'}
            </BooleanText>
          }
        />
      </SwitchRow>
    </Box>
  );
}

function JsonEditor({ edit, disabled, onChange }: EditorProps) {
  const valid = isValidJson(edit.text);
  const json = edit.jsonMode === 'json';
  return (
    <Box>
      <JsonHead direction="row">
        <Typography variant="subtitle2">Value</Typography>
        <ModeToggle
          size="small"
          exclusive
          value={edit.jsonMode}
          onChange={(_e, v: JsonMode | null) => {
            if (v) onChange({ jsonMode: v, text: reformat(edit.text, v) }, false);
          }}
        >
          <ToggleButton value="simple">Simple</ToggleButton>
          <ToggleButton value="json">JSON</ToggleButton>
        </ModeToggle>
      </JsonHead>
      <JsonField
        valid={valid}
        fullWidth
        value={edit.text}
        disabled={disabled}
        onChange={(ev) => onChange({ text: ev.target.value })}
        multiline={json}
        minRows={json ? 8 : undefined}
        maxRows={json ? 18 : undefined}
        helperText={valid ? 'Valid JSON' : 'Not valid JSON: it is saved as text'}
        slotProps={{ htmlInput: { spellCheck: false, 'aria-label': 'Value' } }}
      />
    </Box>
  );
}

/** Boolean: a switch; number: a numeric input; json: a text input or a larger text area ("Simple"/"JSON"); other types: a text input. */
export function EnvironmentValueEditor({ type, ...props }: EditorProps & { type: FlagType }) {
  const { edit, disabled, onChange } = props;
  if (type === 'boolean') return <BooleanEditor {...props} />;
  if (type === 'json') return <JsonEditor {...props} />;
  return (
    <Box>
      <ValueLabel />
      <TextField
        type={type === 'number' ? 'number' : undefined}
        fullWidth
        value={edit.text}
        disabled={disabled}
        onChange={(ev) => onChange({ text: ev.target.value })}
        slotProps={{ htmlInput: type === 'number' ? { step: 1, 'aria-label': 'Value' } : { 'aria-label': 'Value' } }}
        helperText={type === 'number' ? 'Whole numbers; 0 when not a number' : undefined}
      />
    </Box>
  );
}
