import { Alert, Button, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { errorDetail } from '../environments/feedback';
import { EdgeDialog } from '../flags/EdgeDialog';
import { SegmentConditions } from './SegmentConditions';
import { submitLabel } from './segmentModel';
import type { SegmentFormValues } from './segmentModel';
import { useSegmentForm } from './useSegmentForm';
import type { SegmentFormState } from './useSegmentForm';
import { DialogFormFooter as Actions } from '../../components/dialogParts';

export type { SegmentFormValues };

const Title = styled(DialogTitle)(({ theme }) => ({ paddingBottom: theme.spacing(0.5) }));
const Intro = styled(Typography)(({ theme }) => ({ padding: theme.spacing(0, 3, 1) }));
const Content = styled(DialogContent)({ paddingTop: '12px !important' });

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
  const form = useSegmentForm({ open, initial, pending, onSubmit });
  const detail = error ? errorDetail(error) : undefined;
  return (
    <EdgeDialog open={open} onClose={pending ? undefined : onClose} maxWidth="md" fullWidth>
      <form onSubmit={form.submit} noValidate style={{ display: 'contents' }}>
        <Title>{mode === 'create' ? 'New Segment' : 'Edit Segment'}</Title>
        <Intro variant="body2" color="text.secondary">
          {mode === 'create'
            ? "A reusable group of users, defined by conditions on the evaluation context. Use it in any flag's targeting rules."
            : 'Changes apply at once to every flag whose rules use this segment.'}
        </Intro>
        <Content>
          <Stack spacing={2.5}>
            {Boolean(error) && <Alert severity="error">{detail ?? 'Failed to save segment'}</Alert>}
            {unsupported && (
              <Alert severity="warning" variant="outlined">
                This segment's conditions were written as JSON Logic the builder cannot show. Saving replaces them with the conditions below.
              </Alert>
            )}
            <SegmentFields form={form} pending={pending} />
            <SegmentConditions form={form} pending={pending} />
          </Stack>
        </Content>
        <Actions>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={pending || form.blocked}>
            {submitLabel(mode, pending)}
          </Button>
        </Actions>
      </form>
    </EdgeDialog>
  );
}

/** Name (required) and description, side by side from sm. */
function SegmentFields({ form, pending }: { form: SegmentFormState; pending: boolean }) {
  const nameMissing = form.touched && form.nameBlank;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        label="Name"
        required
        autoFocus
        fullWidth
        value={form.values.name}
        disabled={pending}
        placeholder="e.g. Beta testers"
        onChange={(e) => form.setName(e.target.value)}
        error={nameMissing}
        helperText={nameMissing ? 'Segment name is required' : undefined}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <TextField
        label="Description"
        fullWidth
        value={form.values.description}
        disabled={pending}
        placeholder="Who is in it?"
        onChange={(e) => form.setDescription(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </Stack>
  );
}
