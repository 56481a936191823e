import { Alert, Button, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { DiscardChangesDialog } from '../../components/DiscardChangesDialog';
import { EdgeDialog } from './EdgeDialog';
import { EnabledSwitchRow, KeyField, TypeAndValueFields } from './FlagFormFields';
import { TypeChangeDialog } from './TypeChangeDialog';
import { useFlagForm } from './useFlagForm';
import type { FlagFormProps, FlagFormState } from './useFlagForm';
import { DialogFooter } from './flagListParts';

export type { FlagRow } from './FlagRowParts';
export type { EditableFlag } from './flagFormModel';

const Title = styled(DialogTitle)(({ theme }) => ({ paddingBottom: theme.spacing(0.5) }));

const Subtitle = styled(Typography)(({ theme }) => ({ padding: theme.spacing(0, 3, 1) }));

/** 12px between the subtitle and the first field (over MUI's own rule for content after a title). */
const Content = styled(DialogContent)({ paddingTop: '12px !important' });

/** Name, key, description, type and value, enabled; the save error; Enter submits. */
function FlagFormBody({ form: f }: { form: FlagFormState }) {
  const { editing, fields } = f;
  return (
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
  );
}

/**
 * Create / edit a flag (spec §2, §4, §5): the key follows the name until customised and is
 * locked on edit; its availability is checked (debounced) with the flag's own id excluded.
 */
export function FlagFormDialog(props: FlagFormProps) {
  const f = useFlagForm(props);
  const { editing } = f;
  return (
    <EdgeDialog open={props.open} onClose={f.requestClose} maxWidth="sm" fullWidth>
      <Title>{editing ? 'Edit Feature Flag' : 'Create Feature Flag'}</Title>
      <Subtitle variant="body2" color="text.secondary">
        {editing ? "Update the flag's details, default value and state." : 'Add a flag to this project. Its key is what your code reads.'}
      </Subtitle>
      <Content>
        <FlagFormBody form={f} />
      </Content>
      <DialogFooter>
        <Button onClick={f.requestClose} disabled={f.saving}>
          Cancel
        </Button>
        <Button variant="contained" onClick={f.submit} disabled={!f.canSubmit}>
          {f.submitLabel}
        </Button>
      </DialogFooter>
      <DiscardChangesDialog open={f.askDiscard} onKeep={f.keepEditing} onDiscard={f.discard} />
      <TypeChangeDialog form={f} />
    </EdgeDialog>
  );
}
