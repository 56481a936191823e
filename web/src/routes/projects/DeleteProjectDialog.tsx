import { useEffect, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import WarningAmberRoundedIcon from '@mui/icons-material/WarningAmberRounded';
import type { ProjectData } from '../../state/ProjectsProvider';
import { describeError } from '../../apollo/errors';
import { confirmsDeletion } from './projectsModel';

/**
 * Delete confirmation (spec §2 text), with the project's name typed back first (issue 17: a plain
 * confirm was too easy for something this destructive). A failure says why; the dialog stays open.
 */
export function DeleteProjectDialog({
  project,
  pending,
  onSubmit,
  onClose,
}: {
  project: ProjectData | null;
  pending: boolean;
  /** deletes the project; throws when it could not */
  onSubmit: (project: ProjectData) => Promise<void>;
  onClose: () => void;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
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
      await onSubmit(project);
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
            <Typography variant="codeChip" component="strong">
              {name}
            </Typography>{' '}
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
