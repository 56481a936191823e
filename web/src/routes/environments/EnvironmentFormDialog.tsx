import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { DEFAULT_ENVIRONMENT_TYPE } from '@flagstream/domain';
import { errorDetail } from './feedback';

export const ENVIRONMENT_TYPES = ['development', 'staging', 'production', 'testing'] as const;
export const ENVIRONMENT_STATUSES = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
] as const;

export interface EnvironmentFormValues {
  name: string;
  description: string;
  type: string;
  status: string;
}

const EMPTY: EnvironmentFormValues = { name: '', description: '', type: DEFAULT_ENVIRONMENT_TYPE, status: 'active' };

const TYPE_HINTS: Record<string, string> = {
  development: 'Local and feature work',
  staging: 'Pre-release verification',
  production: 'Serves your live users',
  testing: 'Automated and QA runs',
};

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
  const [values, setValues] = useState<EnvironmentFormValues>(initial ?? EMPTY);
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    if (open) {
      setValues(initial ?? EMPTY);
      setTouched(false);
    }
  }, [open, initial]);

  const nameBlank = values.name.trim().length === 0;
  const set = (patch: Partial<EnvironmentFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const types: string[] = ENVIRONMENT_TYPES.includes(values.type as (typeof ENVIRONMENT_TYPES)[number])
    ? [...ENVIRONMENT_TYPES]
    : [...ENVIRONMENT_TYPES, values.type];
  const statuses: Array<{ value: string; label: string }> = ENVIRONMENT_STATUSES.some((s) => s.value === values.status)
    ? [...ENVIRONMENT_STATUSES]
    : [...ENVIRONMENT_STATUSES, { value: values.status, label: values.status }];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (nameBlank || pending) return;
    onSubmit({ ...values, name: values.name.trim(), description: values.description.trim() });
  };

  const detail = error ? errorDetail(error) : undefined;
  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle sx={{ pb: 0.5 }}>{mode === 'create' ? 'New Environment' : 'Edit Environment'}</DialogTitle>
        <Typography variant="body2" color="text.secondary" sx={{ px: 3, pb: 1 }}>
          {mode === 'create'
            ? 'Add a deployment target with its own client and server keys and flag values.'
            : 'Update the environment details. Its API key and flag values are kept.'}
        </Typography>
        <DialogContent sx={{ pt: '12px !important' }}>
          <Stack spacing={2.5}>
            {Boolean(error) && (
              <Alert severity="error">
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {errorTitle}
                </Typography>
                {detail && detail !== errorTitle && <Typography variant="body2">{detail}</Typography>}
              </Alert>
            )}
            <TextField
              label="Name"
              required
              autoFocus
              fullWidth
              value={values.name}
              disabled={pending}
              placeholder="e.g. production"
              onChange={(e) => set({ name: e.target.value })}
              onBlur={() => setTouched(true)}
              error={touched && nameBlank}
              helperText={touched && nameBlank ? 'Environment name is required' : undefined}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <TextField
              label="Description"
              fullWidth
              multiline
              minRows={2}
              value={values.description}
              disabled={pending}
              placeholder="What runs here?"
              onChange={(e) => set({ description: e.target.value })}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                label="Type"
                fullWidth
                value={values.type}
                disabled={pending}
                onChange={(e) => set({ type: e.target.value })}
                slotProps={{
                  select: {
                    renderValue: (v) => (
                      <Box component="span" sx={{ textTransform: 'capitalize' }}>
                        {String(v)}
                      </Box>
                    ),
                  },
                }}
              >
                {types.map((t) => (
                  <MenuItem key={t} value={t}>
                    <Box>
                      <Typography variant="body2" sx={{ textTransform: 'capitalize' }}>
                        {t}
                      </Typography>
                      {TYPE_HINTS[t] && (
                        <Typography variant="caption" color="text.secondary">
                          {TYPE_HINTS[t]}
                        </Typography>
                      )}
                    </Box>
                  </MenuItem>
                ))}
              </TextField>
              <TextField select label="Status" fullWidth value={values.status} disabled={pending} onChange={(e) => set({ status: e.target.value })}>
                {statuses.map((s) => (
                  <MenuItem key={s.value} value={s.value}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Box sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: s.value === 'active' ? 'success.main' : 'text.disabled' }} />
                      <span>{s.label}</span>
                    </Stack>
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={pending || nameBlank}>
            {mode === 'create' ? (pending ? 'Creating...' : 'Create Environment') : pending ? 'Saving...' : 'Save Changes'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
