import { Alert, Button, Dialog, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { TYPE_HINTS } from './environmentModel';
import type { EnvironmentFormValues } from './environmentModel';
import { errorDetail } from './feedback';
import { useEnvironmentForm } from './useEnvironmentForm';
import type { EnvironmentForm } from './useEnvironmentForm';
import { DialogFooter as Actions } from '../../components/dialogParts';

export { ENVIRONMENT_STATUSES, ENVIRONMENT_TYPES } from './environmentModel';
export type { EnvironmentFormValues } from './environmentModel';

const Title = styled(DialogTitle)(({ theme }) => ({ paddingBottom: theme.spacing(0.5) }));
const Intro = styled(Typography)(({ theme }) => ({ padding: theme.spacing(0, 3, 1) }));
const Content = styled(DialogContent)({ paddingTop: '12px !important' });
const ErrorTitle = styled(Typography)({ fontWeight: 600 });
const TypeName = styled('span')({ textTransform: 'capitalize' });
const TypeOption = styled(Typography)({ textTransform: 'capitalize' });
const StatusOption = styled(Stack)({ alignItems: 'center' });
const MenuDot = styled('div', { shouldForwardProp: (p) => p !== 'active' })<{ active: boolean }>(({ theme, active }) => ({
  width: 8,
  height: 8,
  borderRadius: '50%',
  backgroundColor: active ? theme.palette.success.main : theme.palette.text.disabled,
}));

/** The spec's text first, the server's reason under it. */
function FormError({ error, title }: { error: unknown; title: string }) {
  const detail = errorDetail(error);
  return (
    <Alert severity="error">
      <ErrorTitle variant="body2">{title}</ErrorTitle>
      {detail && detail !== title && <Typography variant="body2">{detail}</Typography>}
    </Alert>
  );
}

/** Type (each with what it is for) and status (with its dot), side by side from sm up. */
function TypeAndStatus({ form, pending }: { form: EnvironmentForm; pending: boolean }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        select
        label="Type"
        fullWidth
        value={form.values.type}
        disabled={pending}
        onChange={(e) => form.set({ type: e.target.value })}
        slotProps={{ select: { renderValue: (v) => <TypeName>{String(v)}</TypeName> } }}
      >
        {form.types.map((t) => (
          <MenuItem key={t} value={t}>
            <div>
              <TypeOption variant="body2">{t}</TypeOption>
              {TYPE_HINTS[t] && (
                <Typography variant="caption" color="text.secondary">
                  {TYPE_HINTS[t]}
                </Typography>
              )}
            </div>
          </MenuItem>
        ))}
      </TextField>
      <TextField select label="Status" fullWidth value={form.values.status} disabled={pending} onChange={(e) => form.set({ status: e.target.value })}>
        {form.statuses.map((s) => (
          <MenuItem key={s.value} value={s.value}>
            <StatusOption direction="row" spacing={1}>
              <MenuDot active={s.value === 'active'} />
              <span>{s.label}</span>
            </StatusOption>
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

/** Name (required), description, type and status. */
function EnvironmentFields({ form, pending }: { form: EnvironmentForm; pending: boolean }) {
  return (
    <>
      <TextField
        label="Name"
        required
        autoFocus
        fullWidth
        value={form.values.name}
        disabled={pending}
        placeholder="e.g. production"
        onChange={(e) => form.set({ name: e.target.value })}
        onBlur={form.touch}
        error={form.nameError}
        helperText={form.nameError ? 'Environment name is required' : undefined}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <TextField
        label="Description"
        fullWidth
        multiline
        minRows={2}
        value={form.values.description}
        disabled={pending}
        placeholder="What runs here?"
        onChange={(e) => form.set({ description: e.target.value })}
      />
      <TypeAndStatus form={form} pending={pending} />
    </>
  );
}

/**
 * Create / edit an environment (spec §5): the name is required and non-blank after trimming;
 * the type defaults to development. A failure keeps the dialog open with the spec's text.
 */
export function EnvironmentFormDialog({
  open,
  mode,
  initial,
  pending,
  error,
  errorTitle,
  onSubmit,
  onClose,
}: {
  open: boolean;
  mode: 'create' | 'edit';
  initial?: EnvironmentFormValues;
  pending: boolean;
  error: unknown;
  errorTitle: string;
  onSubmit: (values: EnvironmentFormValues) => void;
  onClose: () => void;
}) {
  const form = useEnvironmentForm({ open, initial, pending, onSubmit });
  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} maxWidth="sm" fullWidth>
      <form onSubmit={form.submit} noValidate>
        <Title>{mode === 'create' ? 'New Environment' : 'Edit Environment'}</Title>
        <Intro variant="body2" color="text.secondary">
          {mode === 'create'
            ? 'Add a deployment target with its own client and server keys and flag values.'
            : 'Update the environment details. Its API key and flag values are kept.'}
        </Intro>
        <Content>
          <Stack spacing={2.5}>
            {Boolean(error) && <FormError error={error} title={errorTitle} />}
            <EnvironmentFields form={form} pending={pending} />
          </Stack>
        </Content>
        <Actions>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={pending || form.nameBlank}>
            {mode === 'create' ? (pending ? 'Creating...' : 'Create Environment') : pending ? 'Saving...' : 'Save Changes'}
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}
