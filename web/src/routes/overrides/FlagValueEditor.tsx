import { FormControlLabel, Switch, TextField, Typography } from '@mui/material';
import type { FlagType } from '@flagstream/domain';
import { parseFlagValueText } from '@flagstream/domain';
import { fontFamilyMono } from '../../theme/themePrimitives';

const mono = { fontFamily: fontFamilyMono, fontSize: 13 } as const;

/**
 * A value editor of the flag's type: boolean a switch; number a decimal input; json a text
 * area; string a text input. Text that is not a value of the type says why (issue 17).
 */
export function FlagValueEditor({
  type,
  text,
  onChange,
  disabled,
  label,
}: {
  type: FlagType;
  text: string;
  onChange: (text: string) => void;
  disabled?: boolean;
  label: string;
}) {
  switch (type) {
    case 'boolean':
      return (
        <FormControlLabel
          disabled={disabled}
          control={
            <Switch checked={text === 'true'} onChange={(e) => onChange(e.target.checked ? 'true' : 'false')} slotProps={{ input: { 'aria-label': label } }} />
          }
          label={
            <Typography variant="body2" sx={{ ...mono, fontWeight: 600 }}>
              {text === 'true' ? 'true' : 'false'}
            </Typography>
          }
        />
      );
    case 'number': {
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
    case 'json': {
      const parsed = parseFlagValueText('json', text);
      return (
        <TextField
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
          slotProps={{
            htmlInput: { 'aria-label': label, spellCheck: false, style: mono },
            formHelperText: { sx: { color: parsed.ok ? 'success.main' : undefined } },
          }}
        />
      );
    }
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
