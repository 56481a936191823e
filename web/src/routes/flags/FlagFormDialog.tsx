import { Alert, Button, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { DiscardChangesDialog } from '../../components/DiscardChangesDialog';
import { EdgeDialog } from './EdgeDialog';
import { EnabledSwitchRow, KeyField, TypeAndValueFields } from './FlagFormFields';
import { TypeChangeDialog } from './TypeChangeDialog';
import { useFlagForm } from './useFlagForm';
import type { FlagFormProps } from './useFlagForm';

export type { FlagRow } from './FlagRowParts';
export type { EditableFlag } from './flagFormModel';

const Subtitle = styled(Typography)(({ theme }) => ({ padding: theme.spacing(0, 3, 1) }));

/**
 * Create / edit a flag (spec §2, §4, §5): the key follows the name until customised and is
 * locked on edit; its availability is checked (debounced) with the flag's own id excluded.
 */
export function FlagFormDialog(props: FlagFormProps) {
  const f = useFlagForm(props);
  const { editing, fields } = f;
  return (
    <EdgeDialog open={props.open} onClose={f.requestClose} maxWidth="sm" fullWidth>
      <DialogTitle sx={{ pb: 0.5 }}>{editing ? 'Edit Feature Flag' : 'Create Feature Flag'}</DialogTitle>
      <Subtitle variant="body2" color="text.secondary">
        {editing ? "Update the flag's details, default value and state." : 'Add a flag to this project. Its key is what your code reads.'}
      </Subtitle>
      <DialogContent sx={{ pt: '12px !important' }}>
        <Stack
          spacing={2.5}
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            f.submit();
          }}
        >
          <TextField
            label="Name"
            value={fields.name}
            onChange={(e) => f.onName(e.target.value)}
            required
            autoFocus
            fullWidth
            placeholder="e.g. New checkout flow"
          />
          <KeyField form={f} />
          <TextField
            label="Description"
            value={fields.description}
            onChange={(e) => f.setDescription(e.target.value)}
            fullWidth
            multiline
            minRows={2}
            placeholder="What does this flag control?"
          />
          <TypeAndValueFields form={f} />
          <EnabledSwitchRow checked={fields.enabled} onChange={f.setEnabled} />
          {f.saveError && (
            <Alert severity="error" data-testid="flag-save-error">
              <b>{editing ? 'Failed to save the flag' : 'Failed to create the flag'}</b>
              <br />
              {f.saveError}
            </Alert>
          )}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={f.requestClose} disabled={f.saving}>
          Cancel
        </Button>
        <Button variant="contained" onClick={f.submit} disabled={!f.canSubmit}>
          {f.submitLabel}
        </Button>
      </DialogActions>
      <DiscardChangesDialog open={f.askDiscard} onKeep={f.keepEditing} onDiscard={f.discard} />
      <TypeChangeDialog form={f} />
    </EdgeDialog>
  );
}
