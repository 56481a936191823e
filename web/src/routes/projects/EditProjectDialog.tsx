import { useEffect, useState } from 'react';
import { Alert, Button, Dialog, DialogContent, Stack, TextField } from '@mui/material';
import type { ProjectData } from '../../state/ProjectsProvider';
import { DialogFooter, DialogHeading, DialogIntro } from './projectDialogParts';

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
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    if (project) {
      setName(project.name);
      setDescription(project.description ?? '');
      setFailed(null);
    }
  }, [project]);

  const valid = name.trim().length > 0;
  const close = () => {
    if (!pending) onClose();
  };

  const submit = async () => {
    if (!project || !valid || pending) return;
    setFailed(null);
    try {
      await onSubmit(project, { name, description });
      onClose();
    } catch (e) {
      console.error('Failed to update project', e);
      setFailed(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <Dialog open={Boolean(project)} onClose={close} maxWidth="sm" fullWidth aria-labelledby="edit-project-title">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        noValidate
      >
        <DialogHeading id="edit-project-title">Edit Project</DialogHeading>
        <DialogContent>
          <DialogIntro variant="body2" color="textSecondary">
            Update your project details
          </DialogIntro>
          <Stack spacing={2.5}>
            <TextField label="Project Name" value={name} onChange={(e) => setName(e.target.value)} required autoFocus fullWidth disabled={pending} />
            <TextField
              label="Description"
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              fullWidth
              multiline
              minRows={3}
              disabled={pending}
            />
            {failed && (
              <Alert severity="error" onClose={() => setFailed(null)}>
                Could not save the project: {failed}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogFooter>
          <Button onClick={close} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={!valid || pending}>
            {pending ? 'Saving...' : 'Save Changes'}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
