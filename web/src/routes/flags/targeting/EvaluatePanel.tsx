import { Alert, Box, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import ScienceRoundedIcon from '@mui/icons-material/ScienceRounded';
import type { FlagType } from '../../../apollo/generated/graphql';
import { ContextJson, ContextRows } from './ContextInputs';
import type { EvaluationContextInput } from './evaluationContext';
import { EvaluationResult } from './EvaluationResult';
import type { PreviewResult } from './preview';
import { PanelBar, PanelSection } from './styledParts';
import { useEvaluationContext } from './useEvaluationContext';
import type { ContextMode } from './useEvaluationContext';
import type { VariantOption } from './variantsModel';

const Bar = styled(PanelBar)({ alignItems: 'center' });
const Title = styled(Stack)({ alignItems: 'center' });
const ModeToggle = styled(ToggleButtonGroup)(({ theme }) => ({
  '& .MuiToggleButton-root': { padding: theme.spacing(0.25, 1.25), textTransform: 'none', fontSize: 12.5 },
}));
const Inputs = styled(Box)(({ theme }) => ({ padding: theme.spacing(2) }));
const Result = styled(Box)(({ theme }) => ({ padding: theme.spacing(0, 2, 2) }));

/**
 * "Evaluate as": type a context (targetingKey + attributes, as rows or JSON) and see the value,
 * variant and reason the draft serves it, computed in the browser by flagd-core, the library every
 * flagd provider and the server use.
 */
export function EvaluatePanel({
  type,
  variants,
  suggestions,
  evaluate,
  unavailable,
}: {
  type: FlagType;
  variants: readonly VariantOption[];
  /** attribute names the rules use, offered as quick-add chips */
  suggestions: readonly string[];
  /** null while the draft cannot be evaluated (the context typed so far is kept) */
  evaluate: ((ctx: EvaluationContextInput) => PreviewResult) | null;
  /** why it cannot, shown in place of the result */
  unavailable?: string;
}) {
  const ctx = useEvaluationContext(evaluate, suggestions);
  return (
    <PanelSection aria-label="Evaluate as">
      <Bar direction="row" spacing={1}>
        <Title direction="row" spacing={1}>
          <ScienceRoundedIcon fontSize="small" color="primary" />
          <Typography variant="subtitle2" noWrap>
            Evaluate as
          </Typography>
        </Title>
        <ModeToggle size="small" exclusive value={ctx.mode} onChange={(_e, m: ContextMode | null) => ctx.switchMode(m)} aria-label="Context input">
          <ToggleButton value="rows">Attributes</ToggleButton>
          <ToggleButton value="json">JSON</ToggleButton>
        </ModeToggle>
      </Bar>
      <Inputs>{ctx.mode === 'rows' ? <ContextRows ctx={ctx} /> : <ContextJson ctx={ctx} />}</Inputs>
      <Result aria-live="polite" data-testid="evaluation-result">
        {ctx.result && <EvaluationResult result={ctx.result} type={type} variants={variants} />}
        {!evaluate && (
          <Alert severity="info" variant="outlined">
            {unavailable ?? 'The draft cannot be evaluated yet.'}
          </Alert>
        )}
      </Result>
    </PanelSection>
  );
}
