import { Autocomplete, Box, Button, Chip, IconButton, InputAdornment, MenuItem, Slider, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import ErrorRoundedIcon from '@mui/icons-material/ErrorRounded';
import { splitTotal } from '@flagstream/domain';
import type { Serve, SplitEntry } from '@flagstream/domain';
import type { FlagType } from '../../../apollo/generated/graphql';
import { fontFamilyMono } from '../../../theme/themePrimitives';
import { ATTRIBUTE_SUGGESTIONS } from './conditionModel';
import type { IssueMap } from './issues';
import { VariantLabel } from './VariantLabel';
import {
  bucketByHelp,
  canAddSplitEntry,
  splitBarWidth,
  splitDescription,
  splitEntryRemovable,
  splitTotalLabel,
  weightFromText,
  weightShown,
  withNextSplitEntry,
  withSplitEntry,
  withoutSplitEntry,
} from './serveModel';
import type { SplitServe } from './serveModel';
import { variantColour } from './variantsModel';
import type { VariantOption } from './variantsModel';

interface SplitProps {
  serve: SplitServe;
  path: string;
  issues: IssueMap;
  variants: readonly VariantOption[];
  type: FlagType;
  disabled?: boolean;
  label: string;
  onChange: (s: Serve) => void;
}

const SplitBox = styled(Box)(({ theme }) => ({
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: Number(theme.shape.borderRadius) * 2,
  padding: theme.spacing(1.25),
  backgroundColor: theme.palette.background.paper,
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(2) },
}));

/** A percentage split: the bar, a row per variant, the total and the key it buckets by. */
export function SplitEditor(props: SplitProps) {
  const { serve, label } = props;
  const total = splitTotal(serve.split);
  return (
    <SplitBox>
      <SplitBar serve={serve} total={total} variants={props.variants} label={label} />
      <Stack spacing={1.25}>
        {serve.split.map((e, i) => (
          <SplitRow key={i} {...props} entry={e} index={i} />
        ))}
      </Stack>
      <SplitFooter {...props} total={total} />
    </SplitBox>
  );
}

const Bar = styled(Box)(({ theme }) => ({
  display: 'flex',
  height: 10,
  borderRadius: Number(theme.shape.borderRadius) * 5,
  overflow: 'hidden',
  backgroundColor: theme.palette.action.hover,
  marginBottom: theme.spacing(2),
}));
const BarPart = styled(Box, { shouldForwardProp: (p) => p !== 'colour' })<{ colour: string }>(({ colour }) => ({
  backgroundColor: colour,
  transition: 'width 120ms',
}));

/** The distribution at a glance. */
function SplitBar({ serve, total, variants, label }: { serve: SplitServe; total: number; variants: readonly VariantOption[]; label: string }) {
  return (
    <Bar role="img" aria-label={splitDescription(label, serve)}>
      {serve.split.map((e, i) => (
        <BarPart key={i} colour={variantColour(variants, e.variant)} style={{ width: `${splitBarWidth(e.weight, total)}%` }} />
      ))}
    </Bar>
  );
}

const RowGrid = styled(Box)(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0,1fr) 84px auto',
  gap: theme.spacing(1),
  alignItems: 'center',
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'minmax(0, 220px) minmax(0,1fr) 96px auto', gap: theme.spacing(2) },
}));
/** The slider takes the entry's colour; phones type the weight only. */
const WeightSlider = styled(Slider, { shouldForwardProp: (p) => p !== 'colour' })<{ colour: string }>(({ theme, colour }) => ({
  display: 'none',
  color: colour,
  [theme.breakpoints.up('sm')]: { display: 'block' },
}));

/** One variant of the split: which, its weight (slider and box), remove. */
function SplitRow({ serve, path, issues, variants, type, disabled, label, onChange, entry, index: i }: SplitProps & { entry: SplitEntry; index: number }) {
  const set = (patch: Partial<SplitEntry>) => onChange(withSplitEntry(serve, i, patch));
  const weight = weightShown(entry.weight);
  return (
    <RowGrid>
      <TextField
        select
        value={entry.variant}
        disabled={disabled}
        onChange={(ev) => set({ variant: ev.target.value })}
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
      <WeightSlider
        size="small"
        min={0}
        max={100}
        value={weight ?? 0}
        disabled={disabled}
        onChange={(_ev, v) => set({ weight: v as number })}
        aria-label={`${label}: weight slider ${i + 1}`}
        colour={variantColour(variants, entry.variant)}
      />
      <TextField
        value={weight === null ? '' : String(weight)}
        disabled={disabled}
        onChange={(ev) => set({ weight: weightFromText(ev.target.value) })}
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
            disabled={disabled || !splitEntryRemovable(serve)}
            onClick={() => onChange(withoutSplitEntry(serve, i))}
            aria-label={`${label}: remove split entry ${i + 1}`}
          >
            <CloseRoundedIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </RowGrid>
  );
}

const Footer = styled(Stack)(({ theme }) => ({
  marginTop: theme.spacing(2),
  justifyContent: 'space-between',
  [theme.breakpoints.up('sm')]: { alignItems: 'center' },
}));
const TotalLine = styled(Stack)(({ theme }) => ({ alignItems: 'center', flexWrap: 'wrap', rowGap: theme.spacing(1) }));
const TotalChip = styled(Chip)(({ theme }) => ({ fontWeight: 600, borderRadius: Number(theme.shape.borderRadius) * 1.5 }));

/** The total (it must reach 100%), the split's own issue, "Add variant" and the bucket-by key. */
function SplitFooter({ serve, path, issues, variants, disabled, label, onChange, total }: SplitProps & { total: number }) {
  const ok = total === 100;
  const general = issues.get(path);
  return (
    <Footer direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <TotalLine direction="row" spacing={1}>
        <TotalChip
          size="small"
          role="status"
          aria-live="polite"
          icon={ok ? <CheckCircleRoundedIcon /> : <ErrorRoundedIcon />}
          color={ok ? 'success' : 'error'}
          variant={ok ? 'outlined' : 'filled'}
          label={splitTotalLabel(total)}
        />
        {general && (
          <Typography variant="caption" color="error">
            {general}
          </Typography>
        )}
        {canAddSplitEntry(serve, variants) && (
          <Button size="small" startIcon={<AddRoundedIcon />} disabled={disabled} onClick={() => onChange(withNextSplitEntry(serve, variants))}>
            Add variant
          </Button>
        )}
      </TotalLine>
      <BucketByField serve={serve} issue={issues.get(`${path}.bucketBy`)} disabled={disabled} label={label} onChange={onChange} />
    </Footer>
  );
}

const BucketBy = styled(Autocomplete<string, false, false, true>)(({ theme }) => ({
  width: '100%',
  [theme.breakpoints.up('sm')]: { width: 230 },
}));

/** The context attribute the split hashes (with the flag key) to pick a variant. */
function BucketByField({ serve, issue, disabled, label, onChange }: Pick<SplitProps, 'serve' | 'disabled' | 'label' | 'onChange'> & { issue?: string }) {
  return (
    <BucketBy
      freeSolo
      size="small"
      options={ATTRIBUTE_SUGGESTIONS}
      value={serve.bucketBy}
      disabled={disabled}
      onInputChange={(_e, v) => {
        if (v !== serve.bucketBy) onChange({ ...serve, bucketBy: v });
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Bucket by"
          error={Boolean(issue)}
          slotProps={{
            ...params.slotProps,
            htmlInput: {
              ...params.slotProps?.htmlInput,
              'aria-label': `${label}: bucket by`,
              spellCheck: false,
              style: { fontFamily: fontFamilyMono, fontSize: 13 },
            },
          }}
          helperText={bucketByHelp(serve.bucketBy, issue)}
        />
      )}
    />
  );
}
