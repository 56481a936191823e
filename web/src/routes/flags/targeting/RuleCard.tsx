import { Box, Button, Card, Chip, Divider, Stack, Typography } from '@mui/material';
import { alpha, styled } from '@mui/material/styles';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import type { Serve, TargetingRule } from '@flagstream/domain';
import type { FlagType } from '../../../apollo/generated/graphql';
import { ConditionEditor } from './ConditionEditor';
import type { SegmentOption } from './conditionModel';
import { issuesUnder } from './issues';
import type { IssueMap } from './issues';
import { ConditionRow, ServeRow } from './KeywordRows';
import { RuleActions, RuleHandle } from './RuleActions';
import { NEW_CONDITION, canAddCondition, issueCount, withCondition, withoutCondition } from './ruleListModel';
import { ServeEditor } from './ServeEditor';
import type { useRuleDrag } from './useRuleDrag';
import type { VariantOption } from './variantsModel';

interface RuleCardProps {
  rule: TargetingRule;
  index: number;
  /** how many rules there are (the last cannot move down) */
  count: number;
  /** false once the list is at its rule limit */
  canDuplicate: boolean;
  drag: ReturnType<typeof useRuleDrag>;
  issues: IssueMap;
  variants: readonly VariantOption[];
  type: FlagType;
  segments: SegmentOption[];
  disabled?: boolean;
  onChange: (patch: Partial<TargetingRule>) => void;
  onMove: (to: number) => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

/** The dragged card fades; the card it would land on is outlined; a card with issues has a red edge. */
const RuleBox = styled(Card, { shouldForwardProp: (p) => p !== 'dragging' && p !== 'dropping' && p !== 'problems' })<{
  dragging: boolean;
  dropping: boolean;
  problems: boolean;
}>(({ theme, dragging, dropping, problems }) => ({
  position: 'relative',
  overflow: 'visible',
  transition: 'box-shadow 120ms, opacity 120ms, border-color 120ms',
  opacity: dragging ? 0.5 : 1,
  borderColor: dropping ? theme.palette.primary.main : problems ? alpha(theme.palette.error.main, 0.5) : theme.palette.divider,
  boxShadow: dropping ? `0 0 0 2px ${alpha(theme.palette.primary.main, 0.35)}` : 'none',
}));
const RuleHead = styled(Stack)(({ theme }) => ({
  alignItems: 'center',
  padding: theme.spacing(1),
  borderBottom: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.action.hover,
  borderTopLeftRadius: 14,
  borderTopRightRadius: 14,
  [theme.breakpoints.up('sm')]: { paddingLeft: theme.spacing(1.5), paddingRight: theme.spacing(1.5) },
}));
const RuleTitle = styled(Typography)({ flex: 1, minWidth: 0 });
const RuleBody = styled(Box)(({ theme }) => ({ padding: theme.spacing(1.5), [theme.breakpoints.up('sm')]: { padding: theme.spacing(2) } }));
const ServeDivider = styled(Divider)(({ theme }) => ({ margin: theme.spacing(2, 0) }));

/** One rule: a header to move, copy or delete it, its conditions (IF … AND …) and what it serves. */
export function RuleCard(props: RuleCardProps) {
  const { rule, index: i, drag, issues, variants, type, disabled, onChange } = props;
  const path = `rules.${i}`;
  const problems = issuesUnder(issues, path);
  const state = drag.state(i);
  return (
    <RuleBox
      data-testid={`rule-${i + 1}`}
      draggable={!disabled && state.armed}
      {...drag.card(i, rule.id)}
      dragging={state.dragging}
      dropping={state.dropping}
      problems={problems > 0}
    >
      <RuleHead direction="row" spacing={1}>
        <RuleHandle index={i} disabled={disabled} {...drag.handle(i)} />
        <RuleTitle variant="subtitle2">Rule {i + 1}</RuleTitle>
        {problems > 0 && <Chip size="tag" color="error" variant="outlined" label={issueCount(problems)} />}
        <RuleActions {...props} />
      </RuleHead>
      <RuleBody>
        <RuleConditions {...props} path={path} />
        <ServeDivider />
        <ServeRow keyword="THEN SERVE">
          <ServeEditor
            serve={rule.serve}
            path={`${path}.serve`}
            issues={issues}
            variants={variants}
            type={type}
            disabled={disabled}
            label={`Rule ${i + 1}`}
            onChange={(s: Serve) => onChange({ serve: s })}
          />
        </ServeRow>
      </RuleBody>
    </RuleBox>
  );
}

const NoConditions = styled(Typography)(({ theme }) => ({ paddingLeft: theme.spacing(0.5) }));
/** Under the conditions, in line with their editors (past the keyword column) from sm. */
const ConditionsFoot = styled(Box)(({ theme }) => ({ [theme.breakpoints.up('sm')]: { paddingLeft: 55 } }));

/** IF … AND …: the rule's conditions, or why there are none, and "Add condition". */
function RuleConditions({ rule, issues, segments, disabled, onChange, path }: RuleCardProps & { path: string }) {
  const setConditions = (conditions: TargetingRule['conditions']) => onChange({ conditions });
  const missing = issues.get(`${path}.conditions`);
  return (
    <Stack spacing={1.25}>
      {rule.conditions.map((c, j) => (
        <ConditionRow key={j} keyword={j === 0 ? 'IF' : 'AND'}>
          <ConditionEditor
            condition={c}
            index={j}
            path={`${path}.conditions.${j}`}
            issues={issues}
            segments={segments}
            disabled={disabled}
            onChange={(nc) => setConditions(withCondition(rule.conditions, j, nc))}
            onRemove={() => setConditions(withoutCondition(rule.conditions, j))}
          />
        </ConditionRow>
      ))}
      {rule.conditions.length === 0 && (
        <NoConditions variant="body2" color={missing ? 'error' : 'text.secondary'}>
          {missing ?? 'No conditions'}
        </NoConditions>
      )}
      <ConditionsFoot>
        <Button
          size="small"
          startIcon={<AddRoundedIcon />}
          disabled={disabled || !canAddCondition(rule.conditions)}
          onClick={() => setConditions([...rule.conditions, NEW_CONDITION])}
        >
          Add condition
        </Button>
      </ConditionsFoot>
    </Stack>
  );
}
