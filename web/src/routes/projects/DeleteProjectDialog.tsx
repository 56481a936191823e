import { useEffect, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import WarningAmberRoundedIcon from '@mui/icons-material/WarningAmberRounded';
import { useMutation } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { DELETE_PROJECT } from './documents';
import { useProjects } from '../../state/ProjectsProvider';
import type { ProjectData } from '../../state/ProjectsProvider';
import { describeError } from '../../apollo/errors';

/** The name typed back must match exactly (surrounding spaces aside): deleting a project is not one click (issue 17). */
export const confirmsDeletion = (typed: string, name: string): boolean => typed.trim() === name.trim() && name.trim() !== '';

/**
 * Delete confirmation (spec §2 text), with the project's name typed back first (issue 17: a plain
 * confirm was too easy for something this destructive). A failure says why; the dialog stays open.
 */
export function DeleteProjectDialog({ project, onClose }: { project: ProjectData | null; onClose: () => void }) {
  const { refetch } = useProjects();
  const { enqueueSnackbar } = useSnackbar();
  const [failed, setFailed] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [remove, { loading: pending }] = useMutation(DELETE_PROJECT);
  // Keep the name while the dialog animates out.
  const [shown, setShown] = useState<ProjectData | null>(project);
  useEffect(() => {
    if (project) {
      setShown(project);
      setFailed(null);
      setTyped('');
    }
  }, [project]);
  const name = shown?.name ?? '';
  const ok = confirmsDeletion(typed, name);

  const confirm = async () => {
    if (!project || pending || !ok) return;
    setFailed(null);
    try {
      await remove({ variables: { id: project.id } });
      await refetch();
      enqueueSnackbar(`Project “${project.name}” deleted`, { variant: 'success' });
      onClose();
    } catch (e) {
      setFailed(describeError(e));
    }
  };

  return (
    <Dialog open={Boolean(project)} onClose={pending ? undefined : onClose} maxWidth="xs" fullWidth>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void confirm();
        }}
      >
        <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <WarningAmberRoundedIcon color="error" />
          Delete Project
        </DialogTitle>
        <DialogContent>
          <Typography color="text.secondary">
            {`Are you sure you want to delete "${name}"? This action cannot be undone and will remove all environments, feature flags, and overrides associated with this project.`}
          </Typography>
          <Typography variant="body2" sx={{ mt: 2, mb: 1 }}>
            Type{' '}
            <Box component="strong" sx={{ fontFamily: 'fontFamilyMono', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 }}>
              {name}
            </Box>{' '}
            to confirm.
          </Typography>
          <TextField
            fullWidth
            size="small"
            autoFocus
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            disabled={pending}
            placeholder={name}
            slotProps={{ htmlInput: { 'aria-label': 'Project name to confirm', autoComplete: 'off', spellCheck: false } }}
          />
          {failed && (
            <Alert severity="error" sx={{ mt: 2 }}>
              Could not delete the project: {failed}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={!ok || pending}>
            {pending ? 'Deleting...' : 'Delete Project'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
