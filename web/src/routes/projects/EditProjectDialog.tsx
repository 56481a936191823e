import { Alert, Button, Dialog, DialogContent, Stack, TextField } from '@mui/material';
import type { ProjectData } from '../../state/ProjectsProvider';
import { DialogFooter, DialogHeading, DialogIntro } from './projectDialogParts';
import { onSubmitOf, useEditProjectForm } from './useProjectForms';

type EditForm = ReturnType<typeof useEditProjectForm>;

/** Name, description and the failure note. */
function EditProjectFields({ form: f, pending }: { form: EditForm; pending: boolean }) {
  return (
    <Stack spacing={2.5}>
      <TextField label="Project Name" value={f.name} onChange={(e) => f.setName(e.target.value)} required autoFocus fullWidth disabled={pending} />
      <TextField
        label="Description"
        value={f.description}
        onChange={(e) => f.setDescription(e.target.value)}
        fullWidth
        multiline
        minRows={3}
        disabled={pending}
      />
      {f.failed && (
        <Alert severity="error" onClose={f.dismissFailure}>
          Could not save the project: {f.failed}
        </Alert>
      )}
    </Stack>
  );
}

/** Edit dialog (spec §2, §5): the name must be non-blank. A failure is logged; the dialog stays open. */
export function EditProjectDialog({
  project,
  pending,
  onSubmit,
  onClose,
}: {
  project: ProjectData | null;
  pending: boolean;
  /** saves the project; throws when it could not */
  onSubmit: (project: ProjectData, values: { name: string; description: string }) => Promise<void>;
  onClose: () => void;
}) {
  const f = useEditProjectForm(project, pending, onSubmit, onClose);
  return (
    <Dialog open={Boolean(project)} onClose={f.close} maxWidth="sm" fullWidth aria-labelledby="edit-project-title">
      <form onSubmit={onSubmitOf(f.submit)} noValidate>
        <DialogHeading id="edit-project-title">Edit Project</DialogHeading>
        <DialogContent>
          <DialogIntro variant="body2" color="textSecondary">
            Update your project details
          </DialogIntro>
          <EditProjectFields form={f} pending={pending} />
        </DialogContent>
        <DialogFooter>
          <Button onClick={f.close} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={!f.valid || pending}>
            {pending ? 'Saving...' : 'Save Changes'}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
