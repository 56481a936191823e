import { Button, Stack } from '@mui/material';
import { styled } from '@mui/material/styles';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import { moveRule } from '@flagstream/domain';
import type { TargetingRule } from '@flagstream/domain';
import type { FlagType } from '../../../apollo/generated/graphql';
import type { SegmentOption } from './conditionModel';
import type { IssueMap } from './issues';
import { RuleCard } from './RuleCard';
import { canAddRule, withDuplicate, withRule, withoutRule } from './ruleListModel';
import { useRuleDrag } from './useRuleDrag';
import type { VariantOption } from './variantsModel';

const AddRuleButton = styled(Button)({ alignSelf: 'flex-start', borderStyle: 'dashed' });

/**
 * The ordered rules: the first that matches serves. Reordered by dragging a card's handle (native
 * HTML5 drag and drop) or with its up/down buttons (keyboard and screen readers).
 */
export function RuleList({
  rules,
  issues,
  variants,
  type,
  segments,
  disabled,
  onChange,
  onAdd,
}: {
  rules: TargetingRule[];
  issues: IssueMap;
  variants: readonly VariantOption[];
  type: FlagType;
  segments: SegmentOption[];
  disabled?: boolean;
  onChange: (rules: TargetingRule[]) => void;
  onAdd: () => void;
}) {
  const move = (from: number, to: number) => onChange(moveRule(rules, from, to));
  const drag = useRuleDrag(move);
  return (
    <Stack spacing={1.5}>
      {rules.map((rule, i) => (
        <RuleCard
          key={rule.id}
          rule={rule}
          index={i}
          count={rules.length}
          canDuplicate={canAddRule(rules)}
          drag={drag}
          issues={issues}
          variants={variants}
          type={type}
          segments={segments}
          disabled={disabled}
          onChange={(patch) => onChange(withRule(rules, i, patch))}
          onMove={(to) => move(i, to)}
          onDuplicate={() => onChange(withDuplicate(rules, i))}
          onDelete={() => onChange(withoutRule(rules, i))}
        />
      ))}
      <AddRuleButton variant="outlined" startIcon={<AddRoundedIcon />} onClick={onAdd} disabled={disabled || !canAddRule(rules)}>
        Add rule
      </AddRuleButton>
    </Stack>
  );
}
