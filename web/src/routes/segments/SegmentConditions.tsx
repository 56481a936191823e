import { Button, Collapse, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import CodeRoundedIcon from '@mui/icons-material/CodeRounded';
import type { ConditionGroup } from '@flagstream/domain';
import { ConditionEditor } from '../flags/targeting/ConditionEditor';
import { ConditionRow } from '../flags/targeting/KeywordRows';
import { canAddCondition } from '../flags/targeting/ruleListModel';
import { Panel, PanelBar } from '../flags/targeting/styledParts';
import { conditionKeyword } from './segmentModel';
import type { SegmentFormState } from './useSegmentForm';

const Bar = styled(PanelBar)(({ theme }) => ({ [theme.breakpoints.up('sm')]: { alignItems: 'center' } }));
const BarTitle = styled(Stack)({ alignItems: 'center', flexWrap: 'wrap' });
const MatchToggle = styled(ToggleButtonGroup)(({ theme }) => ({
  '& .MuiToggleButton-root': { padding: theme.spacing(0.25, 1.5), textTransform: 'none', fontSize: 13, fontWeight: 600 },
}));
const Rows = styled(Stack)(({ theme }) => ({ padding: theme.spacing(2) }));

/** The segment's conditions: any or all of them, each a condition row, and the JSON Logic they compile to. */
export function SegmentConditions({ form, pending }: { form: SegmentFormState; pending: boolean }) {
  const group = form.values.group;
  return (
    <Panel>
      <Bar direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <BarTitle direction="row" spacing={1}>
          <Typography variant="subtitle2">A context is in this segment when it matches</Typography>
        </BarTitle>
        <MatchToggle
          size="small"
          exclusive
          value={group.match}
          disabled={pending}
          aria-label="Match"
          onChange={(_e, m: ConditionGroup['match'] | null) => {
            if (m) form.setMatch(m);
          }}
        >
          <ToggleButton value="any">any condition</ToggleButton>
          <ToggleButton value="all">all conditions</ToggleButton>
        </MatchToggle>
      </Bar>
      <Rows spacing={1.25}>
        {group.conditions.map((c, j) => (
          <ConditionRow key={j} keyword={conditionKeyword(j, group.match)}>
            <ConditionEditor
              condition={c}
              index={j}
              path={`conditions.${j}`}
              issues={form.shownIssues}
              segments={null}
              disabled={pending}
              onChange={(nc) => form.setCondition(j, nc)}
              onRemove={() => form.removeCondition(j)}
            />
          </ConditionRow>
        ))}
        {group.conditions.length === 0 && (
          <Typography variant="body2" color={form.touched ? 'error' : 'text.secondary'}>
            {form.issues.get('conditions') ?? 'No conditions'}
          </Typography>
        )}
        <ConditionsFoot form={form} pending={pending} />
        <Collapse in={form.showJson} unmountOnExit>
          <Logic aria-label="Segment JSON Logic">{JSON.stringify(form.logic, null, 2)}</Logic>
        </Collapse>
      </Rows>
    </Panel>
  );
}

const Foot = styled(Stack)(({ theme }) => ({
  justifyContent: 'space-between',
  alignItems: 'center',
  [theme.breakpoints.up('sm')]: { paddingLeft: 55 },
}));
const JsonToggle = styled(Button)(({ theme }) => ({ color: theme.palette.text.secondary }));
const Logic = styled('pre')(({ theme }) => ({
  margin: 0,
  padding: theme.spacing(1.5),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  backgroundColor: theme.palette.action.hover,
  fontFamily: theme.typography.fontFamilyMono,
  fontSize: 12.5,
  overflow: 'auto',
  maxHeight: 240,
}));

/** "Add condition", and the JSON Logic switch. */
function ConditionsFoot({ form, pending }: { form: SegmentFormState; pending: boolean }) {
  return (
    <Foot direction="row" spacing={1}>
      <Button size="small" startIcon={<AddRoundedIcon />} disabled={pending || !canAddCondition(form.values.group.conditions)} onClick={form.addCondition}>
        Add condition
      </Button>
      <JsonToggle size="small" color="inherit" startIcon={<CodeRoundedIcon />} onClick={form.toggleJson}>
        {form.showJson ? 'Hide JSON Logic' : 'Show JSON Logic'}
      </JsonToggle>
    </Foot>
  );
}
