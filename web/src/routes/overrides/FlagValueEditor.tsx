import { FormControlLabel, Switch, TextField, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import type { FlagType } from '@flagstream/domain';
import { parseFlagValueText } from '@flagstream/domain';
import { fontFamilyMono } from '../../theme/themePrimitives';

// native input attributes take a plain style object, outside the theme
const mono = { fontFamily: fontFamilyMono, fontSize: 13 } as const;

/** "Valid JSON" in green; an error keeps its red and a disabled field its grey. */
const JsonField = styled(TextField)(({ theme }) => ({
  '& .MuiFormHelperText-root:not(.Mui-error):not(.Mui-disabled)': { color: theme.palette.success.main },
}));

interface EditorProps {
  type: FlagType;
  text: string;
  onChange: (text: string) => void;
  disabled?: boolean;
  label: string;
}

/**
 * A value editor of the flag's type: boolean a switch; number a decimal input; json a text
 * area; string a text input. Text that is not a value of the type says why (issue 17).
 */
export function FlagValueEditor(props: EditorProps) {
  const { type, text, onChange, disabled, label } = props;
  switch (type) {
    case 'boolean':
      return <BooleanEditor {...props} />;
    case 'number':
      return <NumberEditor {...props} />;
    case 'json':
      return <JsonEditor {...props} />;
    default:
      return (
        <TextField
          label="Value"
          fullWidth
          value={text}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
          slotProps={{ htmlInput: { 'aria-label': label } }}
        />
      );
  }
}

/** true or false: a switch and the value beside it. */
function BooleanEditor({ text, onChange, disabled, label }: EditorProps) {
  return (
    <FormControlLabel
      disabled={disabled}
      control={
        <Switch checked={text === 'true'} onChange={(e) => onChange(e.target.checked ? 'true' : 'false')} slotProps={{ input: { 'aria-label': label } }} />
      }
      label={
        // a Typography itself, so FormControlLabel does not wrap it in another
        <Typography variant="switchValue" component="p">
          {text === 'true' ? 'true' : 'false'}
        </Typography>
      }
    />
  );
}

/** Any number, decimals kept; anything else says why. */
function NumberEditor({ text, onChange, disabled, label }: EditorProps) {
  const parsed = parseFlagValueText('number', text);
  return (
    <TextField
      label="Value"
      fullWidth
      value={text}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      error={!parsed.ok}
      helperText={parsed.ok ? 'Any number; decimals are kept' : parsed.error}
      slotProps={{ htmlInput: { 'aria-label': label, inputMode: 'decimal', style: mono } }}
    />
  );
}

/** JSON in a text area: "Valid JSON", or why not. */
function JsonEditor({ text, onChange, disabled, label }: EditorProps) {
  const parsed = parseFlagValueText('json', text);
  return (
    <JsonField
      label="Value (JSON)"
      fullWidth
      multiline
      minRows={2}
      maxRows={8}
      value={text}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      error={!parsed.ok}
      helperText={parsed.ok ? 'Valid JSON' : parsed.error}
      slotProps={{ htmlInput: { 'aria-label': label, spellCheck: false, style: mono } }}
    />
  );
}
