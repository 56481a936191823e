import { Box, IconButton, Tooltip } from '@mui/material';
import { styled } from '@mui/material/styles';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import { withOperator } from '@flagstream/domain';
import type { Condition } from '@flagstream/domain';
import { AttributeField, OperatorSelect, SegmentSelect } from './ConditionFields';
import type { SegmentOption } from './conditionModel';
import type { IssueMap } from './issues';
import { ValuesInput } from './ValuesInput';

export type { SegmentOption };

/** Phones: one field per line (remove beside the first); from md: one row. */
const ConditionGrid = styled(Box, { shouldForwardProp: (p) => p !== 'segment' })<{ segment: boolean }>(({ theme, segment }) => ({
  display: 'grid',
  gap: theme.spacing(1),
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  [theme.breakpoints.up('md')]: {
    gridTemplateColumns: segment ? '170px minmax(0, 1fr) auto' : 'minmax(130px, 190px) 170px minmax(0, 1fr) auto',
  },
  '& .MuiInputBase-root': { minHeight: 40 },
}));
/** A field's place: the first column of its own line on phones, the next cell of the row from md. */
const Cell = styled(Box, { shouldForwardProp: (p) => p !== 'line' })<{ line: number }>(({ theme, line }) => ({
  gridColumn: 1,
  gridRow: line,
  minWidth: 0,
  [theme.breakpoints.up('md')]: { gridColumn: 'auto', gridRow: 'auto' },
}));
const AttributeCell = styled(AttributeField)(({ theme }) => ({
  minWidth: 0,
  gridColumn: 1,
  gridRow: 1,
  [theme.breakpoints.up('md')]: { gridColumn: 'auto', gridRow: 'auto' },
}));
const RemoveCell = styled('span')(({ theme }) => ({
  gridColumn: 2,
  gridRow: 1,
  [theme.breakpoints.up('md')]: { gridColumn: 'auto', gridRow: 'auto' },
}));
const RemoveButton = styled(IconButton)(({ theme }) => ({ marginTop: theme.spacing(0.5) }));

interface ConditionEditorProps {
  condition: Condition;
  /** where this condition's issues live, e.g. "rules.0.conditions.1" */
  path: string;
  issues: IssueMap;
  segments: SegmentOption[] | null;
  disabled?: boolean;
  index: number;
  onChange: (c: Condition) => void;
  onRemove: () => void;
}

/**
 * One condition row: attribute, operator, value(s) or a segment. Used by the targeting rules and by
 * the segment builder (which passes `segments={null}`: a segment cannot contain a segment).
 */
export function ConditionEditor({ condition, path, issues, segments, disabled, index, onChange, onRemove }: ConditionEditorProps) {
  const issue = (field: string) => issues.get(`${path}.${field}`);
  const operator = (
    <OperatorSelect
      operator={condition.operator}
      segmentsAllowed={segments !== null}
      disabled={disabled}
      index={index}
      error={issue('operator')}
      onChange={(op) => onChange(withOperator(condition, op))}
    />
  );
  return (
    <ConditionGrid segment={condition.operator === 'segment'}>
      {condition.operator === 'segment' ? (
        <>
          <Cell line={1}>{operator}</Cell>
          <Cell line={2}>
            <SegmentSelect
              segment={condition.segment}
              segments={segments}
              disabled={disabled}
              index={index}
              error={issue('segment')}
              onChange={(segment) => onChange({ operator: 'segment', segment })}
            />
          </Cell>
        </>
      ) : (
        <>
          <AttributeCell
            attribute={condition.attribute}
            disabled={disabled}
            index={index}
            error={issue('attribute')}
            onChange={(attribute) => onChange({ ...condition, attribute })}
          />
          <Cell line={2}>{operator}</Cell>
          <Cell line={3}>
            <ValuesInput
              operator={condition.operator}
              values={condition.values}
              disabled={disabled}
              index={index}
              error={issue('values')}
              onChange={(values) => onChange({ ...condition, values })}
            />
          </Cell>
        </>
      )}
      <Tooltip title="Remove condition">
        <RemoveCell>
          <RemoveButton size="small" onClick={onRemove} disabled={disabled} aria-label={`Remove condition ${index + 1}`}>
            <CloseRoundedIcon fontSize="small" />
          </RemoveButton>
        </RemoveCell>
      </Tooltip>
    </ConditionGrid>
  );
}
