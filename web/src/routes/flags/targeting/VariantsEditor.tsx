import { Box, Button, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import type { FlagValue } from '@flagstream/domain';
import type { FlagType } from '../../../apollo/generated/graphql';
import { FlagValueView } from '../FlagBits';
import type { IssueMap } from './issues';
import { Swatch } from './styledParts';
import { VARIANTS_MAX, renameVariant } from './targetingDraft';
import type { TargetingDraft } from './targetingDraft';
import { VariantNameField, VariantValueField } from './VariantFields';
import { variantColour, variantRemovable, withNewVariant, withVariantValue, withoutVariant } from './variantsModel';
import type { VariantOption } from './variantsModel';

interface VariantsProps {
  draft: TargetingDraft;
  type: FlagType;
  envValue: FlagValue;
  issues: IssueMap;
  disabled?: boolean;
  onChange: (d: TargetingDraft) => void;
}

const AddButton = styled(Button)({ alignSelf: 'flex-start' });

/**
 * The values a flag's targeting can serve. Booleans have exactly on and off; other types name their
 * variants. The default variant is the environment's value (edited above, as the Value).
 */
export function VariantsEditor(props: VariantsProps) {
  const { draft, type, disabled, onChange } = props;
  if (type === 'boolean') return <BooleanVariants {...props} />;
  return (
    <Stack spacing={1}>
      {draft.variants.map((v, i) => (
        <VariantRow key={i} {...props} variant={v} index={i} />
      ))}
      <AddButton
        size="small"
        startIcon={<AddRoundedIcon />}
        onClick={() => onChange(withNewVariant(draft, type))}
        disabled={disabled || draft.variants.length >= VARIANTS_MAX}
      >
        Add variant
      </AddButton>
    </Stack>
  );
}

const ChipRow = styled(Stack)({ flexWrap: 'wrap', alignItems: 'center' });
const VariantChip = styled(Chip)(({ theme }) => ({ height: 30, borderRadius: Number(theme.shape.borderRadius) * 2 }));
const ChipSwatch = styled(Swatch)({ marginLeft: '8px !important' });
const ChipLabel = styled(Stack)({ alignItems: 'center' });
const ChipName = styled('span')({ fontWeight: 700 });

/** A boolean flag's on and off, fixed; the default one serves the environment's value. */
function BooleanVariants({ draft, type, envValue }: VariantsProps) {
  return (
    <ChipRow direction="row" spacing={1} useFlexGap>
      {draft.variants.map((v) => (
        <VariantChip
          key={v.name}
          variant="outlined"
          label={
            <ChipLabel direction="row" spacing={0.75}>
              <ChipName>{v.name}</ChipName>
              <FlagValueView type={type} value={v.name === draft.defaultVariant ? envValue : v.value} />
            </ChipLabel>
          }
          icon={<ChipSwatch colour={variantColour(draft.variants, v.name)} />}
        />
      ))}
      <Typography variant="caption" color="text.secondary">
        The default variant, <b>{draft.defaultVariant}</b>, is this environment's value.
      </Typography>
    </ChipRow>
  );
}

const RowGrid = styled(Box)(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: theme.spacing(1),
  alignItems: 'start',
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: '200px minmax(0,1fr) auto' },
}));
/** The value: under the name on phones, beside it from sm. */
const ValueCell = styled(Box)(({ theme }) => ({
  gridColumn: '1 / 3',
  gridRow: 2,
  minWidth: 0,
  [theme.breakpoints.up('sm')]: { gridColumn: 'auto', gridRow: 'auto' },
}));
const DefaultValue = styled(Stack)(({ theme }) => ({
  alignItems: 'center',
  minHeight: 40,
  padding: theme.spacing(0, 1.5),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  backgroundColor: theme.palette.action.hover,
}));
const DefaultChip = styled(Chip)({ fontSize: 11.5 });
const RemoveButton = styled(IconButton)(({ theme }) => ({ marginTop: theme.spacing(0.5) }));

/** One variant: its name, its value (the environment's, for the default) and remove. */
function VariantRow({ draft, type, envValue, issues, disabled, onChange, variant: v, index: i }: VariantsProps & { variant: VariantOption; index: number }) {
  const isDefault = v.name === draft.defaultVariant;
  return (
    <RowGrid>
      <VariantNameField
        name={v.name}
        colour={variantColour(draft.variants, v.name)}
        disabled={disabled}
        index={i}
        error={issues.get(`variants.${i}.name`)}
        onRename={(to) => onChange(renameVariant(draft, v.name, to))}
      />
      <ValueCell>
        {isDefault ? (
          <DefaultValue direction="row" spacing={1}>
            <FlagValueView type={type} value={envValue} maxWidth="60%" />
            <DefaultChip size="tag" label="Environment value · default" />
          </DefaultValue>
        ) : (
          <VariantValueField
            type={type}
            value={v.value}
            disabled={disabled}
            index={i}
            error={issues.get(`variants.${i}.value`)}
            onChange={(value) => onChange(withVariantValue(draft, i, value))}
          />
        )}
      </ValueCell>
      <Tooltip title={isDefault ? 'The default variant stays' : 'Remove variant'}>
        <span>
          <RemoveButton
            size="small"
            disabled={disabled || !variantRemovable(draft, v.name)}
            aria-label={`Remove variant ${v.name}`}
            onClick={() => onChange(withoutVariant(draft, i))}
          >
            <CloseRoundedIcon fontSize="small" />
          </RemoveButton>
        </span>
      </Tooltip>
    </RowGrid>
  );
}
