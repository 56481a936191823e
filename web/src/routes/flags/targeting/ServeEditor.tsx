import { MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { styled } from '@mui/material/styles';
import type { Serve } from '@flagstream/domain';
import type { FlagType } from '../../../apollo/generated/graphql';
import type { IssueMap } from './issues';
import { SplitEditor } from './SplitEditor';
import { VariantLabel } from './VariantLabel';
import { switchServeKind } from './serveModel';
import { Placeholder } from './styledParts';
import type { VariantOption } from './variantsModel';

const KindToggle = styled(ToggleButtonGroup)(({ theme }) => ({
  alignSelf: 'flex-start',
  '& .MuiToggleButton-root': { padding: theme.spacing(0.4, 1.5), textTransform: 'none', fontSize: 13, fontWeight: 600 },
}));
const VariantField = styled(TextField)({ maxWidth: 420 });

interface ServeProps {
  serve: Serve;
  path: string;
  issues: IssueMap;
  variants: readonly VariantOption[];
  type: FlagType;
  disabled?: boolean;
  /** the accessible name of this serve, e.g. "Rule 1" or "Default" */
  label: string;
  onChange: (s: Serve) => void;
}

/**
 * What a rule (or the default) serves: one variant, or a percentage split across variants with a live
 * sum that must reach 100%.
 */
export function ServeEditor(props: ServeProps) {
  const { serve, variants, disabled, label, onChange } = props;
  const names = variants.map((v) => v.name);
  return (
    <Stack spacing={1.5}>
      <KindToggle
        size="small"
        exclusive
        value={serve.kind}
        disabled={disabled}
        aria-label={`${label}: serve`}
        onChange={(_e, k: Serve['kind'] | null) => {
          const next = switchServeKind(serve, k, names);
          if (next) onChange(next);
        }}
      >
        <ToggleButton value="variant">A variant</ToggleButton>
        <ToggleButton value="split">Percentage split</ToggleButton>
      </KindToggle>
      {serve.kind === 'variant' ? <VariantSelect {...props} variant={serve.variant} /> : <SplitEditor {...props} serve={serve} />}
    </Stack>
  );
}

/** The one variant served, shown with its colour and value. */
function VariantSelect({ variant, path, issues, variants, type, disabled, label, onChange }: ServeProps & { variant: string }) {
  const issue = issues.get(path);
  return (
    <VariantField
      select
      value={variants.some((v) => v.name === variant) ? variant : ''}
      disabled={disabled}
      onChange={(e) => onChange({ kind: 'variant', variant: e.target.value })}
      error={Boolean(issue)}
      helperText={issue}
      slotProps={{
        select: {
          SelectDisplayProps: { 'aria-label': `${label}: variant` } as React.HTMLAttributes<HTMLDivElement>,
          displayEmpty: true,
          renderValue: (v) => (v ? <VariantLabel variant={String(v)} type={type} variants={variants} /> : <Placeholder>Choose a variant</Placeholder>),
        },
      }}
    >
      {variants.map((v) => (
        <MenuItem key={v.name} value={v.name}>
          <VariantLabel variant={v.name} type={type} variants={variants} />
        </MenuItem>
      ))}
    </VariantField>
  );
}
