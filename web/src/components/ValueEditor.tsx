import { MenuItem, TextField } from '@mui/material';
import { parseFlagValueText, valueToText } from '@flagstream/domain';
import type { FlagType, FlagValue, ParsedValue } from '@flagstream/domain';
import { fontFamilyMono } from '../theme/themePrimitives';

/** The text a value edits as: strings as they are, JSON objects pretty-printed, the rest as JSON. */
export function valueText(type: FlagType, value: unknown): string {
  if (value === undefined) return '';
  if (type === 'json' && value !== null && typeof value === 'object') return JSON.stringify(value, null, 2);
  return valueToText(value as FlagValue);
}

/** The editor's text checked strictly: a value of the type, or why not (issue 17: nothing saved silently changed). */
export const parseValue = (type: FlagType, text: string): ParsedValue => parseFlagValueText(type, text);

type EditorProps = {
  type: FlagType;
  text: string;
  onChange: (text: string) => void;
  label?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  size?: 'small' | 'medium';
  /** false while the field has not been touched yet */
  showError?: boolean;
  helperText?: string;
  id?: string;
};

/** What a number or JSON field adds to the plain text field: its hint, its input's font, JSON's rows. */
function typedFieldProps(type: FlagType, error: string | undefined, helperText: string | undefined) {
  if (type === 'number')
    return {
      error: Boolean(error),
      helperText: error ?? helperText ?? 'Any number; decimals are kept',
      slotProps: { htmlInput: { inputMode: 'decimal' as const, spellCheck: false, style: { fontFamily: fontFamilyMono } } },
    };
  if (type === 'json')
    return {
      multiline: true,
      minRows: 3,
      maxRows: 12,
      error: Boolean(error),
      helperText: error ?? helperText ?? 'A JSON value, e.g. {"limit": 10}',
      slotProps: { htmlInput: { spellCheck: false, style: { fontFamily: fontFamilyMono, fontSize: 13 } } },
    };
  return { helperText };
}

/**
 * One value editor for every screen: a true/false select, a decimal number field, a text field
 * or a JSON text area, each showing why its text is not a value of the type.
 */
export function ValueEditor({ type, text, onChange, label = 'Value', disabled, autoFocus, size, showError = true, helperText, id }: EditorProps) {
  const parsed = parseValue(type, text);
  const error = showError && !parsed.ok ? parsed.error : undefined;
  if (type === 'boolean') {
    return (
      <TextField
        select
        id={id}
        label={label}
        fullWidth
        size={size}
        disabled={disabled}
        value={text === 'true' ? 'true' : 'false'}
        onChange={(e) => onChange(e.target.value)}
        helperText={helperText}
      >
        <MenuItem value="true">true</MenuItem>
        <MenuItem value="false">false</MenuItem>
      </TextField>
    );
  }
  return (
    <TextField
      id={id}
      label={label}
      fullWidth
      size={size}
      disabled={disabled}
      autoFocus={autoFocus}
      value={text}
      onChange={(e) => onChange(e.target.value)}
      {...typedFieldProps(type, error, helperText)}
    />
  );
}
