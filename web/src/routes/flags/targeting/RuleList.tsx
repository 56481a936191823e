import { useState } from 'react';
import { Box, Button, Card, Chip, Divider, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import DragIndicatorRoundedIcon from '@mui/icons-material/DragIndicatorRounded';
import ArrowUpwardRoundedIcon from '@mui/icons-material/ArrowUpwardRounded';
import ArrowDownwardRoundedIcon from '@mui/icons-material/ArrowDownwardRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import { moveRule, nextRuleId } from '@flagstream/domain';
import type { Condition, Serve, TargetingRule } from '@flagstream/domain';
import type { FlagType } from '../../../apollo/generated/graphql';
import { ConditionEditor } from './ConditionEditor';
import type { SegmentOption } from './ConditionEditor';
import { ServeEditor } from './ServeEditor';
import type { VariantOption } from './variantsModel';
import { issuesUnder } from './issues';
import type { IssueMap } from './issues';

const NEW_CONDITION: Condition = { operator: 'equals', attribute: '', values: [] };

/** A small caps label: IF, AND, THEN SERVE. */
export function Keyword({ children, tone = 'primary' }: { children: string; tone?: 'primary' | 'neutral' }) {
  return (
    <Box
      component="span"
      sx={(t) => ({
        display: 'inline-flex',
        alignItems: 'center',
        height: 22,
        px: 0.875,
        borderRadius: 1,
        fontSize: 11,
        fontWeight: 700,
        letterSpacing: '0.06em',
        color: tone === 'primary' ? 'primary.main' : 'text.secondary',
        bgcolor: tone === 'primary' ? alpha(t.palette.primary.main, t.palette.mode === 'dark' ? 0.2 : 0.08) : 'action.hover',
      })}
    >
      {children}
    </Box>
  );
}

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
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const [armed, setArmed] = useState<number | null>(null); // a card is draggable only from its handle

  const patch = (i: number, r: Partial<TargetingRule>) => onChange(rules.map((x, j) => (j === i ? { ...x, ...r } : x)));
  const move = (from: number, to: number) => onChange(moveRule(rules, from, to));
  const endDrag = () => {
    setDragFrom(null);
    setDropAt(null);
    setArmed(null);
  };

  return (
    <Stack spacing={1.5}>
      {rules.map((rule, i) => {
        const path = `rules.${i}`;
        const problems = issuesUnder(issues, path);
        const dropping = dragFrom !== null && dropAt === i && dragFrom !== i;
        return (
          <Card
            key={rule.id}
            data-testid={`rule-${i + 1}`}
            draggable={!disabled && armed === i}
            onDragStart={(e) => {
              setDragFrom(i);
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', rule.id);
            }}
            onDragOver={(e) => {
              if (dragFrom === null) return;
              e.preventDefault();
              e.dataTransfer.dropEffect = 'move';
              if (dropAt !== i) setDropAt(i);
            }}
            onDrop={(e) => {
              e.preventDefault();
              if (dragFrom !== null) move(dragFrom, i);
              endDrag();
            }}
            onDragEnd={endDrag}
            sx={(t) => ({
              position: 'relative',
              overflow: 'visible',
              transition: 'box-shadow 120ms, opacity 120ms, border-color 120ms',
              opacity: dragFrom === i ? 0.5 : 1,
              borderColor: dropping ? 'primary.main' : problems ? alpha(t.palette.error.main, 0.5) : 'divider',
              boxShadow: dropping ? `0 0 0 2px ${alpha(t.palette.primary.main, 0.35)}` : 'none',
            })}
          >
            <Stack
              direction="row"
              spacing={1}
              sx={{
                alignItems: 'center',
                px: { xs: 1, sm: 1.5 },
                py: 1,
                borderBottom: 1,
                borderColor: 'divider',
                bgcolor: 'action.hover',
                borderTopLeftRadius: 14,
                borderTopRightRadius: 14,
              }}
            >
              <Tooltip title="Drag to reorder">
                <Box
                  aria-hidden
                  data-testid={`rule-handle-${i + 1}`}
                  onMouseDown={() => setArmed(i)}
                  onMouseUp={() => setArmed(null)}
                  onTouchStart={() => setArmed(i)}
                  sx={{ display: 'flex', color: 'text.secondary', cursor: disabled ? 'default' : 'grab', '&:active': { cursor: 'grabbing' } }}
                >
                  <DragIndicatorRoundedIcon fontSize="small" />
                </Box>
              </Tooltip>
              <Typography variant="subtitle2" sx={{ flex: 1, minWidth: 0 }}>
                Rule {i + 1}
              </Typography>
              {problems > 0 && (
                <Chip
                  size="small"
                  color="error"
                  variant="outlined"
                  label={problems === 1 ? '1 issue' : `${problems} issues`}
                  sx={{ height: 22, borderRadius: 1.5 }}
                />
              )}
              <Tooltip title="Move up">
                <span>
                  <IconButton size="small" disabled={disabled || i === 0} onClick={() => move(i, i - 1)} aria-label={`Move rule ${i + 1} up`}>
                    <ArrowUpwardRoundedIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title="Move down">
                <span>
                  <IconButton size="small" disabled={disabled || i === rules.length - 1} onClick={() => move(i, i + 1)} aria-label={`Move rule ${i + 1} down`}>
                    <ArrowDownwardRoundedIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title="Duplicate rule">
                <span>
                  <IconButton
                    size="small"
                    disabled={disabled || rules.length >= 50}
                    aria-label={`Duplicate rule ${i + 1}`}
                    onClick={() => onChange([...rules.slice(0, i + 1), { ...structuredClone(rule), id: nextRuleId(rules) }, ...rules.slice(i + 1)])}
                  >
                    <ContentCopyRoundedIcon sx={{ fontSize: 17 }} />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title="Delete rule">
                <span>
                  <IconButton
                    size="small"
                    disabled={disabled}
                    onClick={() => onChange(rules.filter((_r, j) => j !== i))}
                    aria-label={`Delete rule ${i + 1}`}
                    sx={{ '&:hover': { color: 'error.main' } }}
                  >
                    <DeleteOutlineRoundedIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
            </Stack>
            <Box sx={{ p: { xs: 1.5, sm: 2 } }}>
              <Stack spacing={1.25}>
                {rule.conditions.map((c, j) => (
                  <Stack key={j} direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.75, sm: 1.25 }} sx={{ alignItems: 'flex-start' }}>
                    <Box sx={{ width: { sm: 44 }, flexShrink: 0, pt: { sm: 0.875 } }}>
                      <Keyword tone={j === 0 ? 'primary' : 'neutral'}>{j === 0 ? 'IF' : 'AND'}</Keyword>
                    </Box>
                    <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
                      <ConditionEditor
                        condition={c}
                        index={j}
                        path={`${path}.conditions.${j}`}
                        issues={issues}
                        segments={segments}
                        disabled={disabled}
                        onChange={(nc) => patch(i, { conditions: rule.conditions.map((x, k) => (k === j ? nc : x)) })}
                        onRemove={() => patch(i, { conditions: rule.conditions.filter((_x, k) => k !== j) })}
                      />
                    </Box>
                  </Stack>
                ))}
                {rule.conditions.length === 0 && (
                  <Typography variant="body2" color={issues.get(`${path}.conditions`) ? 'error' : 'text.secondary'} sx={{ pl: 0.5 }}>
                    {issues.get(`${path}.conditions`) ?? 'No conditions'}
                  </Typography>
                )}
                <Box sx={{ pl: { xs: 0, sm: '55px' } }}>
                  <Button
                    size="small"
                    startIcon={<AddRoundedIcon />}
                    disabled={disabled || rule.conditions.length >= 20}
                    onClick={() => patch(i, { conditions: [...rule.conditions, NEW_CONDITION] })}
                  >
                    Add condition
                  </Button>
                </Box>
              </Stack>
              <Divider sx={{ my: 2 }} />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.25} sx={{ alignItems: 'flex-start' }}>
                <Box sx={{ width: { sm: 96 }, flexShrink: 0, pt: 0.5 }}>
                  <Keyword>THEN SERVE</Keyword>
                </Box>
                <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
                  <ServeEditor
                    serve={rule.serve}
                    path={`${path}.serve`}
                    issues={issues}
                    variants={variants}
                    type={type}
                    disabled={disabled}
                    label={`Rule ${i + 1}`}
                    onChange={(s: Serve) => patch(i, { serve: s })}
                  />
                </Box>
              </Stack>
            </Box>
          </Card>
        );
      })}
      <Button
        variant="outlined"
        startIcon={<AddRoundedIcon />}
        onClick={onAdd}
        disabled={disabled || rules.length >= 50}
        sx={{ alignSelf: 'flex-start', borderStyle: 'dashed' }}
      >
        Add rule
      </Button>
    </Stack>
  );
}
