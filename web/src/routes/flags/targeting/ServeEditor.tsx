import {
  Autocomplete,
  Box,
  Button,
  Chip,
  IconButton,
  InputAdornment,
  MenuItem,
  Slider,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import ErrorRoundedIcon from '@mui/icons-material/ErrorRounded';
import { TARGETING_KEY, rolloutSplit, splitTotal } from '@flagstream/domain';
import type { FlagValue, Serve, SplitEntry } from '@flagstream/domain';
import type { FlagType } from '../../../apollo/generated/graphql';
import { FlagValueView } from '../FlagBits';
import { ATTRIBUTE_SUGGESTIONS } from './ConditionEditor';
import type { IssueMap } from './issues';
import { fontFamilyMono } from '../../../theme/themePrimitives';

export interface VariantOption {
  name: string;
  value: FlagValue;
}

/** A colour per variant (by its position), shared by the split bar, its rows and the evaluate panel. */
export const VARIANT_COLOURS = ['#5b4bdb', '#0ea5e9', '#16a34a', '#d97706', '#db2777', '#0d9488', '#7c3aed', '#dc2626'];
export const variantColour = (variants: readonly VariantOption[], name: string) => {
  const i = variants.findIndex((v) => v.name === name);
  return VARIANT_COLOURS[(i < 0 ? variants.length : i) % VARIANT_COLOURS.length]!;
};

/** A variant: its name and, beside it, the value it serves. */
export function VariantLabel({ variant, type, variants, compact }: { variant: string; type: FlagType; variants: readonly VariantOption[]; compact?: boolean }) {
  const v = variants.find((x) => x.name === variant);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Box sx={{ width: 10, height: 10, borderRadius: 0.75, flexShrink: 0, bgcolor: variantColour(variants, variant) }} />
      <Typography component="span" variant="body2" noWrap sx={{ fontWeight: 600, minWidth: 0 }}>
        {variant || '—'}
      </Typography>
      {v && (
        <Box component="span" sx={{ display: compact ? { xs: 'none', sm: 'inline-flex' } : 'inline-flex', minWidth: 0 }}>
          <FlagValueView type={type} value={v.value} maxWidth={140} />
        </Box>
      )}
    </Stack>
  );
}

/**
 * What a rule (or the default) serves: one variant, or a percentage split across variants with a live
 * sum that must reach 100%.
 */
export function ServeEditor({
  serve,
  path,
  issues,
  variants,
  type,
  disabled,
  label,
  onChange,
}: {
  serve: Serve;
  path: string;
  issues: IssueMap;
  variants: readonly VariantOption[];
  type: FlagType;
  disabled?: boolean;
  /** the accessible name of this serve, e.g. "Rule 1" or "Default" */
  label: string;
  onChange: (s: Serve) => void;
}) {
  const names = variants.map((v) => v.name);
  const toSplit = (): Serve => {
    const first = serve.kind === 'variant' ? serve.variant : (names[0] ?? '');
    const other = names.find((n) => n !== first) ?? first;
    return rolloutSplit(first, other, 50);
  };
  const toVariant = (): Serve => ({ kind: 'variant', variant: serve.kind === 'split' ? (serve.split[0]?.variant ?? names[0] ?? '') : serve.variant });
  const issue = issues.get(path);

  return (
    <Stack spacing={1.5}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={serve.kind}
        disabled={disabled}
        aria-label={`${label}: serve`}
        onChange={(_e, k: Serve['kind'] | null) => {
          if (k && k !== serve.kind) onChange(k === 'split' ? toSplit() : toVariant());
        }}
        sx={{ alignSelf: 'flex-start', '& .MuiToggleButton-root': { py: 0.4, px: 1.5, textTransform: 'none', fontSize: 13, fontWeight: 600 } }}
      >
        <ToggleButton value="variant">A variant</ToggleButton>
        <ToggleButton value="split">Percentage split</ToggleButton>
      </ToggleButtonGroup>

      {serve.kind === 'variant' ? (
        <TextField
          select
          value={names.includes(serve.variant) ? serve.variant : ''}
          disabled={disabled}
          onChange={(e) => onChange({ kind: 'variant', variant: e.target.value })}
          error={Boolean(issue)}
          helperText={issue}
          slotProps={{
            select: {
              SelectDisplayProps: { 'aria-label': `${label}: variant` } as React.HTMLAttributes<HTMLDivElement>,
              displayEmpty: true,
              renderValue: (v) =>
                v ? (
                  <VariantLabel variant={String(v)} type={type} variants={variants} />
                ) : (
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    Choose a variant
                  </Box>
                ),
            },
          }}
          sx={{ maxWidth: 420 }}
        >
          {variants.map((v) => (
            <MenuItem key={v.name} value={v.name}>
              <VariantLabel variant={v.name} type={type} variants={variants} />
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <SplitEditor serve={serve} path={path} issues={issues} variants={variants} type={type} disabled={disabled} label={label} onChange={onChange} />
      )}
    </Stack>
  );
}

function SplitEditor({
  serve,
  path,
  issues,
  variants,
  type,
  disabled,
  label,
  onChange,
}: {
  serve: Extract<Serve, { kind: 'split' }>;
  path: string;
  issues: IssueMap;
  variants: readonly VariantOption[];
  type: FlagType;
  disabled?: boolean;
  label: string;
  onChange: (s: Serve) => void;
}) {
  const total = splitTotal(serve.split);
  const ok = total === 100;
  const setEntry = (i: number, patch: Partial<SplitEntry>) => onChange({ ...serve, split: serve.split.map((e, j) => (j === i ? { ...e, ...patch } : e)) });
  const unused = variants.map((v) => v.name).filter((n) => !serve.split.some((e) => e.variant === n));
  const general = issues.get(path);

  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 1.25, sm: 2 }, bgcolor: 'background.paper' }}>
      {/* the distribution at a glance */}
      <Box
        role="img"
        aria-label={`${label}: ${serve.split.map((e) => `${e.weight}% ${e.variant}`).join(', ')}`}
        sx={{ display: 'flex', height: 10, borderRadius: 5, overflow: 'hidden', bgcolor: 'action.hover', mb: 2 }}
      >
        {serve.split.map((e, i) => (
          <Box
            key={i}
            sx={{
              width: `${total > 0 ? (Math.max(0, e.weight) / Math.max(total, 100)) * 100 : 0}%`,
              bgcolor: variantColour(variants, e.variant),
              transition: 'width 120ms',
            }}
          />
        ))}
      </Box>
      <Stack spacing={1.25}>
        {serve.split.map((e, i) => (
          <Box
            key={i}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0,1fr) 84px auto', sm: 'minmax(0, 220px) minmax(0,1fr) 96px auto' },
              gap: { xs: 1, sm: 2 },
              alignItems: 'center',
            }}
          >
            <TextField
              select
              value={e.variant}
              disabled={disabled}
              onChange={(ev) => setEntry(i, { variant: ev.target.value })}
              error={Boolean(issues.get(`${path}.split.${i}.variant`))}
              slotProps={{
                select: {
                  SelectDisplayProps: { 'aria-label': `${label}: split variant ${i + 1}` } as React.HTMLAttributes<HTMLDivElement>,
                  renderValue: (v) => <VariantLabel variant={String(v)} type={type} variants={variants} compact />,
                },
              }}
            >
              {variants.map((v) => (
                <MenuItem key={v.name} value={v.name}>
                  <VariantLabel variant={v.name} type={type} variants={variants} />
                </MenuItem>
              ))}
            </TextField>
            <Slider
              size="small"
              min={0}
              max={100}
              value={Number.isFinite(e.weight) ? e.weight : 0}
              disabled={disabled}
              onChange={(_ev, v) => setEntry(i, { weight: v as number })}
              aria-label={`${label}: weight slider ${i + 1}`}
              sx={{ display: { xs: 'none', sm: 'block' }, color: variantColour(variants, e.variant) }}
            />
            <TextField
              value={Number.isFinite(e.weight) ? String(e.weight) : ''}
              disabled={disabled}
              onChange={(ev) => {
                const t = ev.target.value.replace(/[^0-9]/g, '').slice(0, 3);
                setEntry(i, { weight: t === '' ? 0 : Number(t) });
              }}
              error={Boolean(issues.get(`${path}.split.${i}.weight`))}
              slotProps={{
                htmlInput: { 'aria-label': `${label}: weight ${i + 1}`, inputMode: 'numeric', style: { textAlign: 'right', fontFamily: fontFamilyMono } },
                input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
              }}
            />
            <Tooltip title="Remove from split">
              <span>
                <IconButton
                  size="small"
                  disabled={disabled || serve.split.length <= 2}
                  onClick={() => onChange({ ...serve, split: serve.split.filter((_x, j) => j !== i) })}
                  aria-label={`${label}: remove split entry ${i + 1}`}
                >
                  <CloseRoundedIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          </Box>
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Chip
            size="small"
            role="status"
            aria-live="polite"
            icon={ok ? <CheckCircleRoundedIcon /> : <ErrorRoundedIcon />}
            color={ok ? 'success' : 'error'}
            variant={ok ? 'outlined' : 'filled'}
            label={ok ? 'Total 100%' : `Total ${total}% · must be 100%`}
            sx={{ fontWeight: 600, borderRadius: 1.5 }}
          />
          {general && (
            <Typography variant="caption" color="error">
              {general}
            </Typography>
          )}
          {unused.length > 0 && serve.split.length < 20 && (
            <Button
              size="small"
              startIcon={<AddRoundedIcon />}
              disabled={disabled}
              onClick={() => onChange({ ...serve, split: [...serve.split, { variant: unused[0]!, weight: Math.max(0, 100 - total) }] })}
            >
              Add variant
            </Button>
          )}
        </Stack>
        <Autocomplete
          freeSolo
          size="small"
          options={ATTRIBUTE_SUGGESTIONS}
          value={serve.bucketBy}
          disabled={disabled}
          onInputChange={(_e, v) => {
            if (v !== serve.bucketBy) onChange({ ...serve, bucketBy: v });
          }}
          sx={{ width: { xs: '100%', sm: 230 } }}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Bucket by"
              error={Boolean(issues.get(`${path}.bucketBy`))}
              slotProps={{
                ...params.slotProps,
                htmlInput: {
                  ...params.slotProps?.htmlInput,
                  'aria-label': `${label}: bucket by`,
                  spellCheck: false,
                  style: { fontFamily: fontFamilyMono, fontSize: 13 },
                },
              }}
              helperText={serve.bucketBy === TARGETING_KEY ? 'Same key, same variant' : (issues.get(`${path}.bucketBy`) ?? `Hashed with the flag key`)}
            />
          )}
        />
      </Stack>
    </Box>
  );
}
