import { Alert, Box, Button, Checkbox, Chip, Dialog, DialogContent, DialogTitle, FormControlLabel, Switch, TextField, Typography } from '@mui/material';
import type { WebhookForm, WebhookRow } from './useWebhooks';
import { useWebhookForm } from './useWebhookForm';
import { webhookEventLabel } from './eventLabels';
import { chosenText } from './webhookModel';
import { EveryEventLine, EventGroups, EventTypeOption, FormActions, FormFields, GroupTitle } from './webhookParts';

type Form = ReturnType<typeof useWebhookForm>;
type Groups = Array<{ group: string; types: string[] }>;

/** The switch for every event, with the count of chosen types while it is off. */
function EveryEventSwitch({ form }: { form: Form }) {
  return (
    <EveryEventLine direction="row">
      <FormControlLabel control={<Switch checked={form.all} onChange={(e) => form.setAll(e.target.checked)} />} label="Send every event (new kinds included)" />
      {!form.all && <Chip size="small" color={form.types.length ? 'primary' : 'default'} variant="outlined" label={chosenText(form.types.length)} />}
    </EveryEventLine>
  );
}

/** The event types to choose from, by group. */
function EventTypeGroups({ groups, form }: { groups: Groups; form: Form }) {
  return (
    <EventGroups>
      {groups.map((g) => (
        <Box key={g.group}>
          <GroupTitle variant="subtitle2">{g.group}</GroupTitle>
          {g.types.map((t) => (
            <EventTypeOption
              key={t}
              control={<Checkbox size="small" checked={form.types.includes(t)} onChange={() => form.toggle(t)} />}
              title={t}
              label={<Typography variant="body2">{webhookEventLabel(t)}</Typography>}
            />
          ))}
        </Box>
      ))}
    </EventGroups>
  );
}

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
  groups: Groups;
  pending: boolean;
  onSubmit: (f: WebhookForm) => Promise<void>;
  onClose: () => void;
}) {
  const form = useWebhookForm(open, editing, onSubmit);
  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} maxWidth="md" fullWidth>
      <DialogTitle>{editing ? 'Edit Webhook' : 'New Webhook'}</DialogTitle>
      <DialogContent>
        <FormFields spacing={2.5}>
          {form.error && <Alert severity="error">{form.error}</Alert>}
          <TextField
            label="Payload URL"
            value={form.url}
            onChange={(e) => form.setUrl(e.target.value)}
            required
            autoFocus
            placeholder="https://example.com/hooks/flagstream"
            helperText="Flagstream POSTs a signed JSON body here for every subscribed change"
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <TextField
            label="Description"
            value={form.description}
            onChange={(e) => form.setDescription(e.target.value)}
            placeholder="Deploy notifications to #releases"
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <EveryEventSwitch form={form} />
          {!form.all && <EventTypeGroups groups={groups} form={form} />}
        </FormFields>
      </DialogContent>
      <FormActions>
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={form.submit} disabled={pending || !form.canSave}>
          {pending ? 'Saving...' : editing ? 'Save Webhook' : 'Create Webhook'}
        </Button>
      </FormActions>
    </Dialog>
  );
}
