import { useState } from 'react';
import { Box, Button, Chip, IconButton, Stack, Switch, TextField, Tooltip, Typography } from '@mui/material';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import type { FlagValue } from '@flagstream/domain';
import type { FlagType } from '../../../apollo/generated/graphql';
import { FlagValueView } from '../FlagBits';
import { variantColour } from './variantsModel';
import type { VariantOption } from './variantsModel';
import { VARIANTS_MAX, renameVariant } from './targetingDraft';
import type { TargetingDraft } from './targetingDraft';
import type { IssueMap } from './issues';
import { fontFamilyMono } from '../../../theme/themePrimitives';

/**
 * The values a flag's targeting can serve. Booleans have exactly on and off; other types name their
 * variants. The default variant is the environment's value (edited above, as the Value).
 */
export function VariantsEditor({
  draft,
  type,
  envValue,
  issues,
  disabled,
  onChange,
}: {
  draft: TargetingDraft;
  type: FlagType;
  envValue: FlagValue;
  issues: IssueMap;
  disabled?: boolean;
  onChange: (d: TargetingDraft) => void;
}) {
  if (type === 'boolean') {
    return (
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {draft.variants.map((v) => (
          <Chip
            key={v.name}
            variant="outlined"
            label={
              <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
                <Box component="span" sx={{ fontWeight: 700 }}>
                  {v.name}
                </Box>
                <FlagValueView type={type} value={v.name === draft.defaultVariant ? envValue : v.value} />
              </Stack>
            }
            icon={<Box sx={{ width: 10, height: 10, borderRadius: 0.75, bgcolor: variantColour(draft.variants, v.name), ml: '8px !important' }} />}
            sx={{ height: 30, borderRadius: 2 }}
          />
        ))}
        <Typography variant="caption" color="text.secondary">
          The default variant, <b>{draft.defaultVariant}</b>, is this environment's value.
        </Typography>
      </Stack>
    );
  }
  const setVariant = (i: number, patch: Partial<VariantOption>) =>
    onChange({ ...draft, variants: draft.variants.map((v, j) => (j === i ? { ...v, ...patch } : v)) });
  const addVariant = () => {
    const used = new Set(draft.variants.map((v) => v.name));
    let n = draft.variants.length;
    while (used.has(`variant-${n}`)) n += 1;
    onChange({ ...draft, variants: [...draft.variants, { name: `variant-${n}`, value: type === 'number' ? 0 : type === 'json' ? {} : '' }] });
  };
  return (
    <Stack spacing={1}>
      {draft.variants.map((v, i) => {
        const isDefault = v.name === draft.defaultVariant;
        return (
          <Box key={i} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr auto', sm: '200px minmax(0,1fr) auto' }, gap: 1, alignItems: 'start' }}>
            <VariantNameField
              name={v.name}
              colour={variantColour(draft.variants, v.name)}
              disabled={disabled}
              index={i}
              error={issues.get(`variants.${i}.name`)}
              onRename={(to) => onChange(renameVariant(draft, v.name, to))}
            />
            <Box sx={{ gridColumn: { xs: '1 / 3', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' }, minWidth: 0 }}>
              {isDefault ? (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 40, px: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}>
                  <FlagValueView type={type} value={envValue} maxWidth="60%" />
                  <Chip size="small" label="Environment value · default" sx={{ height: 22, fontSize: 11.5, borderRadius: 1.5 }} />
                </Stack>
              ) : (
                <VariantValueField
                  type={type}
                  value={v.value}
                  disabled={disabled}
                  index={i}
                  error={issues.get(`variants.${i}.value`)}
                  onChange={(value) => setVariant(i, { value })}
                />
              )}
            </Box>
            <Tooltip title={isDefault ? 'The default variant stays' : 'Remove variant'}>
              <span>
                <IconButton
                  size="small"
                  sx={{ mt: 0.5 }}
                  disabled={disabled || isDefault || draft.variants.length <= 2}
                  aria-label={`Remove variant ${v.name}`}
                  onClick={() => onChange({ ...draft, variants: draft.variants.filter((_x, j) => j !== i) })}
                >
                  <CloseRoundedIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          </Box>
        );
      })}
      <Button
        size="small"
        startIcon={<AddRoundedIcon />}
        onClick={addVariant}
        disabled={disabled || draft.variants.length >= VARIANTS_MAX}
        sx={{ alignSelf: 'flex-start' }}
      >
        Add variant
      </Button>
    </Stack>
  );
}

/** A variant's name, renamed on blur (so rules follow the final name, not every keystroke). */
function VariantNameField({
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
          maxLength: 100,
          spellCheck: false,
          style: { fontFamily: fontFamilyMono, fontSize: 13, fontWeight: 600 },
        },
        input: { startAdornment: <Box sx={{ width: 10, height: 10, borderRadius: 0.75, bgcolor: colour, mr: 1, flexShrink: 0 }} /> },
      }}
    />
  );
}

/** A variant's value, edited as the flag's type. */
function VariantValueField({
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
  const [text, setText] = useState(() => (type === 'json' ? JSON.stringify(value, null, 2) : value === null ? '' : String(value)));
  const [jsonError, setJsonError] = useState<string | null>(null);
  const label = `Variant value ${index + 1}`;
  if (type === 'boolean') {
    return <Switch checked={value === true} disabled={disabled} onChange={(e) => onChange(e.target.checked)} slotProps={{ input: { 'aria-label': label } }} />;
  }
  if (type === 'number') {
    return (
      <TextField
        fullWidth
        value={text}
        disabled={disabled}
        error={Boolean(error)}
        helperText={error}
        onChange={(e) => {
          setText(e.target.value);
          const n = Number(e.target.value);
          onChange(e.target.value.trim() !== '' && Number.isFinite(n) ? n : (e.target.value as unknown as FlagValue));
        }}
        slotProps={{ htmlInput: { 'aria-label': label, inputMode: 'decimal', style: { fontFamily: fontFamilyMono, fontSize: 13 } } }}
      />
    );
  }
  if (type === 'json') {
    return (
      <TextField
        fullWidth
        multiline
        minRows={2}
        maxRows={8}
        value={text}
        disabled={disabled}
        error={Boolean(jsonError ?? error)}
        helperText={jsonError ?? error}
        onChange={(e) => {
          setText(e.target.value);
          try {
            const v = JSON.parse(e.target.value) as FlagValue;
            setJsonError(null);
            onChange(v);
          } catch {
            setJsonError('Not valid JSON');
            onChange(e.target.value);
          }
        }}
        slotProps={{ htmlInput: { 'aria-label': label, spellCheck: false, style: { fontFamily: fontFamilyMono, fontSize: 12.5 } } }}
      />
    );
  }
  return (
    <TextField
      fullWidth
      value={text}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error}
      onChange={(e) => {
        setText(e.target.value);
        onChange(e.target.value);
      }}
      slotProps={{ htmlInput: { 'aria-label': label, maxLength: 10_000 } }}
    />
  );
}
