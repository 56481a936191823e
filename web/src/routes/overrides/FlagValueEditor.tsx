import { FormControlLabel, Switch, TextField, Typography } from '@mui/material';
import type { FlagType } from '@flagstream/domain';

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 } as const;

const isValidJson = (text: string): boolean => {
  try { JSON.parse(text); return true; } catch { return false; }
};

/**
 * A value editor of the flag's type: boolean a switch; number a numeric input; json a text
 * area (parsed when valid, else kept as text); string a text input.
 */
export function FlagValueEditor({ type, text, onChange, disabled, label }: {
  type: FlagType; text: string; onChange: (text: string) => void; disabled?: boolean; label: string;
}) {
  switch (type) {
    case 'boolean':
      return (
        <FormControlLabel
          disabled={disabled}
          control={<Switch checked={text === 'true'} onChange={(e) => onChange(e.target.checked ? 'true' : 'false')} slotProps={{ input: { 'aria-label': label } }} />}
          label={<Typography variant="body2" sx={{ ...mono, fontWeight: 600 }}>{text === 'true' ? 'true' : 'false'}</Typography>}
        />
      );
    case 'number':
      return (
        <TextField
          type="number" label="Value" fullWidth value={text} disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
          helperText="Whole number; empty or invalid saves 0"
          slotProps={{ htmlInput: { 'aria-label': label, step: 1, inputMode: 'numeric' } }}
        />
      );
    case 'json': {
      const valid = isValidJson(text);
      return (
        <TextField
          label="Value (JSON)" fullWidth multiline minRows={2} maxRows={8} value={text} disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
          color={valid ? undefined : 'warning'}
          helperText={valid ? 'Valid JSON' : 'Not valid JSON: it will be saved as text'}
          slotProps={{ htmlInput: { 'aria-label': label, spellCheck: false, style: mono }, formHelperText: { sx: { color: valid ? 'success.main' : 'warning.main' } } }}
        />
      );
    }
    default:
      return (
        <TextField
          label="Value" fullWidth value={text} disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
          slotProps={{ htmlInput: { 'aria-label': label } }}
        />
      );
  }
}
