import { Alert, Box, Chip, Stack, Tooltip, Typography } from '@mui/material';
import { alpha, styled } from '@mui/material/styles';
import type { FlagType } from '../../../apollo/generated/graphql';
import { FlagValueView } from '../FlagBits';
import { reasonInfo, reasonNote } from './evaluateModel';
import type { PreviewResult } from './preview';
import { Swatch } from './styledParts';
import { variantColour } from './variantsModel';
import type { VariantOption } from './variantsModel';

/** Tinted with the served variant's colour (neutral when there is none). */
const ResultBox = styled(Box, { shouldForwardProp: (p) => p !== 'colour' })<{ colour?: string }>(({ theme, colour }) => ({
  borderRadius: Number(theme.shape.borderRadius) * 2,
  padding: theme.spacing(1.75),
  backgroundColor: colour ? alpha(colour, theme.palette.mode === 'dark' ? 0.14 : 0.06) : theme.palette.action.hover,
  border: `1px solid ${colour ? alpha(colour, 0.35) : theme.palette.divider}`,
}));
const Fields = styled(Box)(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0,1fr)',
  columnGap: theme.spacing(2),
  rowGap: theme.spacing(1),
  alignItems: 'baseline',
}));
const Cell = styled(Box)({ minWidth: 0 });
const Line = styled(Stack)({ alignItems: 'center', minWidth: 0 });
const ReasonLine = styled(Line)({ flexWrap: 'wrap' });
const VariantName = styled(Typography)(({ theme }) => ({ fontWeight: 700, fontFamily: theme.typography.fontFamilyMono }));
const ReasonChip = styled(Chip)(({ theme }) => ({ fontFamily: theme.typography.fontFamilyMono, fontWeight: 700, fontSize: 11.5 }));

/** What the draft serves the context: value, variant and reason (and the rule that matched). */
export function EvaluationResult({ result, type, variants }: { result: PreviewResult; type: FlagType; variants: readonly VariantOption[] }) {
  if (result.reason === 'ERROR') {
    return (
      <Alert severity="error" variant="outlined">
        {result.errorMessage ?? 'The document could not be evaluated'}
      </Alert>
    );
  }
  const reason = reasonInfo(result.reason);
  const note = reasonNote(result);
  const colour = result.variant ? variantColour(variants, result.variant) : undefined;
  return (
    <ResultBox colour={colour}>
      <Fields>
        <Typography variant="fieldLabel">Value</Typography>
        <Cell data-testid="evaluation-value">
          <FlagValueView type={type} value={result.value} maxWidth="100%" />
        </Cell>
        <Typography variant="fieldLabel">Variant</Typography>
        <Line direction="row" spacing={1}>
          {colour && <Swatch colour={colour} />}
          <VariantName data-testid="evaluation-variant" variant="body2">
            {result.variant ?? '—'}
          </VariantName>
        </Line>
        <Typography variant="fieldLabel">Reason</Typography>
        <ReasonLine direction="row" spacing={1} useFlexGap>
          <Tooltip title={reason.help}>
            <ReasonChip data-testid="evaluation-reason" size="tag" color={reason.colour} label={result.reason} />
          </Tooltip>
          {note !== null && (
            <Typography variant="caption" color="text.secondary">
              {note}
            </Typography>
          )}
        </ReasonLine>
      </Fields>
    </ResultBox>
  );
}
