import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { errorDetail } from '../environments/feedback';
import type { WebhookForm, WebhookRow } from './useWebhooks';
import { webhookEventLabel } from './eventLabels';

/** Create or edit a webhook: URL, what it is for, and every event or a chosen few. */
export function WebhookFormDialog({
  open,
  editing,
  groups,
  pending,
  onSubmit,
  onClose,
}: {
  open: boolean;
  editing: WebhookRow | null;
  groups: Array<{ group: string; types: string[] }>;
  pending: boolean;
  onSubmit: (f: WebhookForm) => Promise<void>;
  onClose: () => void;
}) {
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [all, setAll] = useState(true);
  const [types, setTypes] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    setUrl(editing?.url ?? '');
    setDescription(editing?.description ?? '');
    setAll(!editing || editing.events.includes('*'));
    setTypes(editing && !editing.events.includes('*') ? editing.events : ['FeatureFlagToggled', 'FeatureFlagUpdated', 'EnvironmentVariableSet']);
    setError(null);
  }, [open, editing]);
  const toggle = (t: string) => setTypes((xs) => (xs.includes(t) ? xs.filter((x) => x !== t) : [...xs, t]));
  const submit = async () => {
    setError(null);
    try {
      await onSubmit({ url: url.trim(), description: description.trim(), events: all ? ['*'] : types });
    } catch (e) {
      setError(errorDetail(e) ?? 'Failed to save webhook');
    }
  };
  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} maxWidth="md" fullWidth>
      <DialogTitle>{editing ? 'Edit Webhook' : 'New Webhook'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label="Payload URL"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            required
            autoFocus
            placeholder="https://example.com/hooks/flagstream"
            helperText="Flagstream POSTs a signed JSON body here for every subscribed change"
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <TextField
            label="Description"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            placeholder="Deploy notifications to #releases"
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
            <FormControlLabel control={<Switch checked={all} onChange={(e) => setAll(e.target.checked)} />} label="Send every event (new kinds included)" />
            {!all && (
              <Chip
                size="small"
                color={types.length ? 'primary' : 'default'}
                variant="outlined"
                label={types.length === 1 ? '1 event type chosen' : `${types.length} event types chosen`}
              />
            )}
          </Stack>
          {!all && (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {groups.map((g) => (
                <Box key={g.group}>
                  <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
                    {g.group}
                  </Typography>
                  {g.types.map((t) => (
                    <FormControlLabel
                      key={t}
                      sx={{ display: 'flex', m: 0 }}
                      control={<Checkbox size="small" checked={types.includes(t)} onChange={() => toggle(t)} />}
                      title={t}
                      label={<Typography variant="body2">{webhookEventLabel(t)}</Typography>}
                    />
                  ))}
                </Box>
              ))}
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={pending || !url.trim() || (!all && types.length === 0)}>
          {pending ? 'Saving...' : editing ? 'Save Webhook' : 'Create Webhook'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
