import { Alert, Button, Dialog, DialogContent, Stack, TextField } from '@mui/material';
import { EnvironmentChips } from '../../components/EnvironmentChips';
import { LimitReachedDialog } from '../../components/LimitReachedDialog';
import type { NewProjectValues } from './projectsModel';
import { DialogFooter, DialogHeading, DialogIntro } from './projectDialogParts';
import { onSubmitOf, useCreateProjectForm } from './useProjectForms';

type CreateForm = ReturnType<typeof useCreateProjectForm>;

/** Name, description, the initial environments and the failure note. */
function CreateProjectFields({ form: f, pending }: { form: CreateForm; pending: boolean }) {
  return (
    <Stack spacing={2.5}>
      <TextField
        label="Project Name"
        value={f.name}
        onChange={(e) => f.setName(e.target.value)}
        required
        autoFocus
        fullWidth
        disabled={pending}
        placeholder="e.g. Mobile App"
      />
      <TextField
        label="Description"
        value={f.description}
        onChange={(e) => f.setDescription(e.target.value)}
        required
        fullWidth
        multiline
        minRows={3}
        disabled={pending}
        placeholder="What is this project for?"
      />
      <EnvironmentChips value={f.environments} onChange={f.setEnvironments} disabled={pending} max={f.envLimit.max} planName={f.envLimit.plan} />
      {f.failed && (
        <Alert severity="error" onClose={f.dismissFailure}>
          Could not create the project: {f.failed}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * Create dialog (spec §2, §5): name and description must be non-blank; default environments
 * development, staging, production. The form resets on success; a failure is logged and the
 * dialog stays open (spec §8), with a short inline note.
 */
export function CreateProjectDialog({
  open,
  pending,
  onSubmit,
  onClose,
}: {
  open: boolean;
  pending: boolean;
  /** creates the project; throws when it could not */
  onSubmit: (values: NewProjectValues) => Promise<void>;
  onClose: () => void;
}) {
  const f = useCreateProjectForm(pending, onSubmit, onClose);
  return (
    <>
      <Dialog open={open} onClose={f.close} maxWidth="sm" fullWidth aria-labelledby="create-project-title">
        <form onSubmit={onSubmitOf(f.submit)} noValidate>
          <DialogHeading id="create-project-title">Create New Project</DialogHeading>
          <DialogContent>
            <DialogIntro variant="body2" color="textSecondary">
              Set up a new project to manage feature flags and environment variables
            </DialogIntro>
            <CreateProjectFields form={f} pending={pending} />
          </DialogContent>
          <DialogFooter>
            <Button onClick={f.close} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={!f.valid || pending}>
              {pending ? 'Creating...' : 'Create Project'}
            </Button>
          </DialogFooter>
        </form>
      </Dialog>
      <LimitReachedDialog info={f.limit} onClose={f.closeLimit} />
    </>
  );
}
