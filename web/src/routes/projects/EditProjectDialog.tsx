import { useEffect, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@apollo/client/react';
import { UPDATE_PROJECT } from './documents';
import { useProjects } from '../../state/ProjectsProvider';
import type { ProjectData } from '../../state/ProjectsProvider';

/** Edit dialog (spec §2, §5): the name must be non-blank. A failure is logged; the dialog stays open. */
export function EditProjectDialog({ project, onClose }: { project: ProjectData | null; onClose: () => void }) {
  const { refetch } = useProjects();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [failed, setFailed] = useState<string | null>(null);
  const [update, { loading: pending }] = useMutation(UPDATE_PROJECT);

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
      await update({ variables: { id: project.id, input: { name: name.trim(), description: description.trim() } } });
      await refetch();
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
        <DialogTitle id="edit-project-title" sx={{ pb: 0.5 }}>
          Edit Project
        </DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 3 }}>
            Update your project details
          </Typography>
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
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={close} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={!valid || pending}>
            {pending ? 'Saving...' : 'Save Changes'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
