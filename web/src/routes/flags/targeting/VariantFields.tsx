import { useState } from 'react';
import { Switch, TextField } from '@mui/material';
import { styled } from '@mui/material/styles';
import type { FlagValue } from '@flagstream/domain';
import type { FlagType } from '../../../apollo/generated/graphql';
import { fontFamilyMono } from '../../../theme/themePrimitives';
import { Swatch } from './styledParts';
import { VARIANT_NAME_MAX } from './targetingDraft';
import { useVariantValueText } from './useVariantValueText';

const NameSwatch = styled(Swatch)(({ theme }) => ({ marginRight: theme.spacing(1) }));

/** A variant's name, renamed on blur (so rules follow the final name, not every keystroke). */
export function VariantNameField({
  name,
  colour,
  disabled,
  index,
  error,
  onRename,
}: {
  name: string;
  colour: string;
  disabled?: boolean;
  index: number;
  error?: string;
  onRename: (to: string) => void;
}) {
  const [text, setText] = useState(name);
  const [focused, setFocused] = useState(false);
  return (
    <TextField
      value={focused ? text : name}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error}
      onFocus={() => {
        setText(name);
        setFocused(true);
      }}
      onChange={(e) => setText(e.target.value)}
      onBlur={() => {
        setFocused(false);
        if (text !== name) onRename(text.trim());
      }}
      slotProps={{
        htmlInput: {
          'aria-label': `Variant name ${index + 1}`,
          maxLength: VARIANT_NAME_MAX,
          spellCheck: false,
          style: { fontFamily: fontFamilyMono, fontSize: 13, fontWeight: 600 },
        },
        input: { startAdornment: <NameSwatch colour={colour} /> },
      }}
    />
  );
}

/** A variant's value, edited as the flag's type: a switch, a number, JSON or text. */
export function VariantValueField({
  type,
  value,
  disabled,
  index,
  error,
  onChange,
}: {
  type: FlagType;
  value: FlagValue;
  disabled?: boolean;
  index: number;
  error?: string;
  onChange: (v: FlagValue) => void;
}) {
  const box = useVariantValueText(type, value, onChange);
  const label = `Variant value ${index + 1}`;
  if (type === 'boolean') {
    return <Switch checked={value === true} disabled={disabled} onChange={(e) => onChange(e.target.checked)} slotProps={{ input: { 'aria-label': label } }} />;
  }
  const shownError = box.jsonError ?? error;
  return (
    <TextField
      fullWidth
      multiline={type === 'json'}
      minRows={type === 'json' ? 2 : undefined}
      maxRows={type === 'json' ? 8 : undefined}
      value={box.text}
      disabled={disabled}
      error={Boolean(shownError)}
      helperText={shownError}
      onChange={(e) => box.change(e.target.value)}
      slotProps={{ htmlInput: { 'aria-label': label, ...INPUT[type] } }}
    />
  );
}

/** The box's input attributes per type. */
const INPUT: Record<Exclude<FlagType, 'boolean'>, Record<string, unknown>> = {
  number: { inputMode: 'decimal', style: { fontFamily: fontFamilyMono, fontSize: 13 } },
  json: { spellCheck: false, style: { fontFamily: fontFamilyMono, fontSize: 12.5 } },
  string: { maxLength: 10_000 },
};
