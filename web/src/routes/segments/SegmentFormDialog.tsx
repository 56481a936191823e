import { useEffect, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Collapse,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import CodeRoundedIcon from '@mui/icons-material/CodeRounded';
import { compileConditionGroup, validateConditionGroup } from '@flagstream/domain';
import type { Condition, ConditionGroup } from '@flagstream/domain';
import { ConditionEditor } from '../flags/targeting/ConditionEditor';
import { Keyword } from '../flags/targeting/Keyword';
import { issueMap } from '../flags/targeting/issues';
import { errorDetail } from '../environments/feedback';

export interface SegmentFormValues {
  name: string;
  description: string;
  group: ConditionGroup;
}

const NEW_CONDITION: Condition = { operator: 'ends_with', attribute: 'email', values: [] };
const EMPTY: SegmentFormValues = { name: '', description: '', group: { match: 'any', conditions: [NEW_CONDITION] } };

/**
 * Create or edit a segment: a name and a set of conditions (all or any of them), built with the same
 * condition rows as the targeting rules. The JSON Logic it compiles to is one click away.
 */
export function SegmentFormDialog({
  open,
  mode,
  initial,
  unsupported,
  pending,
  error,
  onSubmit,
  onClose,
}: {
  open: boolean;
  mode: 'create' | 'edit';
  initial?: SegmentFormValues;
  /** the stored conditions are JSON Logic the builder cannot show (written through the API) */
  unsupported?: boolean;
  pending: boolean;
  error: unknown;
  onSubmit: (values: SegmentFormValues & { conditions: unknown }) => void;
  onClose: () => void;
}) {
  const [values, setValues] = useState<SegmentFormValues>(initial ?? EMPTY);
  const [touched, setTouched] = useState(false);
  const [showJson, setShowJson] = useState(false);

  useEffect(() => {
    if (open) {
      setValues(initial ?? EMPTY);
      setTouched(false);
      setShowJson(false);
    }
  }, [open, initial]);

  const issues = useMemo(() => issueMap(validateConditionGroup(values.group)), [values.group]);
  const nameBlank = values.name.trim() === '';
  const logic = useMemo(() => compileConditionGroup(values.group), [values.group]);
  const group = values.group;
  const setGroup = (g: Partial<ConditionGroup>) => setValues((v) => ({ ...v, group: { ...v.group, ...g } }));
  const shownIssues = touched ? issues : new Map([...issues].filter(([k]) => !k.endsWith('.values') && !k.endsWith('.attribute')));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (nameBlank || issues.size > 0 || pending) return;
    onSubmit({ ...values, name: values.name.trim(), description: values.description.trim(), conditions: logic });
  };
  const detail = error ? errorDetail(error) : undefined;

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      maxWidth="md"
      fullWidth
      slotProps={{
        paper: {
          sx: {
            m: { xs: 1.5, sm: 4 },
            width: { xs: 'calc(100% - 24px)', sm: 'calc(100% - 64px)' },
            maxHeight: { xs: 'calc(100% - 24px)', sm: 'calc(100% - 64px)' },
          },
        },
      }}
    >
      <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
        <DialogTitle sx={{ pb: 0.5 }}>{mode === 'create' ? 'New Segment' : 'Edit Segment'}</DialogTitle>
        <Typography variant="body2" color="text.secondary" sx={{ px: 3, pb: 1 }}>
          {mode === 'create'
            ? "A reusable group of users, defined by conditions on the evaluation context. Use it in any flag's targeting rules."
            : 'Changes apply at once to every flag whose rules use this segment.'}
        </Typography>
        <DialogContent sx={{ pt: '12px !important' }}>
          <Stack spacing={2.5}>
            {Boolean(error) && <Alert severity="error">{detail ?? 'Failed to save segment'}</Alert>}
            {unsupported && (
              <Alert severity="warning" variant="outlined">
                This segment's conditions were written as JSON Logic the builder cannot show. Saving replaces them with the conditions below.
              </Alert>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Name"
                required
                autoFocus
                fullWidth
                value={values.name}
                disabled={pending}
                placeholder="e.g. Beta testers"
                onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
                error={touched && nameBlank}
                helperText={touched && nameBlank ? 'Segment name is required' : undefined}
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
              <TextField
                label="Description"
                fullWidth
                value={values.description}
                disabled={pending}
                placeholder="Who is in it?"
                onChange={(e) => setValues((v) => ({ ...v, description: e.target.value }))}
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
            </Stack>

            <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 3, overflow: 'hidden' }}>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1.5}
                sx={{
                  px: 2,
                  py: 1.25,
                  bgcolor: 'action.hover',
                  borderBottom: 1,
                  borderColor: 'divider',
                  alignItems: { sm: 'center' },
                  justifyContent: 'space-between',
                }}
              >
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="subtitle2">A context is in this segment when it matches</Typography>
                </Stack>
                <ToggleButtonGroup
                  size="small"
                  exclusive
                  value={group.match}
                  disabled={pending}
                  aria-label="Match"
                  onChange={(_e, m: ConditionGroup['match'] | null) => {
                    if (m) setGroup({ match: m });
                  }}
                  sx={{ '& .MuiToggleButton-root': { py: 0.25, px: 1.5, textTransform: 'none', fontSize: 13, fontWeight: 600 } }}
                >
                  <ToggleButton value="any">any condition</ToggleButton>
                  <ToggleButton value="all">all conditions</ToggleButton>
                </ToggleButtonGroup>
              </Stack>
              <Stack spacing={1.25} sx={{ p: 2 }}>
                {group.conditions.map((c, j) => (
                  <Stack key={j} direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.75, sm: 1.25 }} sx={{ alignItems: 'flex-start' }}>
                    <Box sx={{ width: { sm: 44 }, flexShrink: 0, pt: { sm: 0.875 } }}>
                      <Keyword tone={j === 0 ? 'primary' : 'neutral'}>{j === 0 ? 'IF' : group.match === 'all' ? 'AND' : 'OR'}</Keyword>
                    </Box>
                    <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
                      <ConditionEditor
                        condition={c}
                        index={j}
                        path={`conditions.${j}`}
                        issues={shownIssues}
                        segments={null}
                        disabled={pending}
                        onChange={(nc) => setGroup({ conditions: group.conditions.map((x, k) => (k === j ? nc : x)) })}
                        onRemove={() => setGroup({ conditions: group.conditions.filter((_x, k) => k !== j) })}
                      />
                    </Box>
                  </Stack>
                ))}
                {group.conditions.length === 0 && (
                  <Typography variant="body2" color={touched ? 'error' : 'text.secondary'}>
                    {issues.get('conditions') ?? 'No conditions'}
                  </Typography>
                )}
                <Stack direction="row" spacing={1} sx={{ pl: { xs: 0, sm: '55px' }, justifyContent: 'space-between', alignItems: 'center' }}>
                  <Button
                    size="small"
                    startIcon={<AddRoundedIcon />}
                    disabled={pending || group.conditions.length >= 20}
                    onClick={() => setGroup({ conditions: [...group.conditions, { operator: 'equals', attribute: '', values: [] }] })}
                  >
                    Add condition
                  </Button>
                  <Button size="small" color="inherit" startIcon={<CodeRoundedIcon />} onClick={() => setShowJson((s) => !s)} sx={{ color: 'text.secondary' }}>
                    {showJson ? 'Hide JSON Logic' : 'Show JSON Logic'}
                  </Button>
                </Stack>
                <Collapse in={showJson} unmountOnExit>
                  <Box
                    component="pre"
                    aria-label="Segment JSON Logic"
                    sx={{
                      m: 0,
                      p: 1.5,
                      borderRadius: 2,
                      bgcolor: 'action.hover',
                      fontFamily: 'fontFamilyMono',
                      fontSize: 12.5,
                      overflow: 'auto',
                      maxHeight: 240,
                    }}
                  >
                    {JSON.stringify(logic, null, 2)}
                  </Box>
                </Collapse>
              </Stack>
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={pending || (touched && (nameBlank || issues.size > 0))}>
            {mode === 'create' ? (pending ? 'Creating...' : 'Create Segment') : pending ? 'Saving...' : 'Save Changes'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
