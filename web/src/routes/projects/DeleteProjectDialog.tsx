import { useEffect, useState } from 'react';
import { Button, Dialog, DialogContent, TextField, Typography } from '@mui/material';
import WarningAmberRoundedIcon from '@mui/icons-material/WarningAmberRounded';
import type { ProjectData } from '../../state/ProjectsProvider';
import { describeError } from '../../apollo/errors';
import { confirmsDeletion } from './projectsModel';
import { DialogFooter, Refusal, TypeBackLine, WarningHeading } from './projectDialogParts';

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
        <WarningHeading>
          <WarningAmberRoundedIcon color="error" />
          Delete Project
        </WarningHeading>
        <DialogContent>
          <Typography color="text.secondary">
            {`Are you sure you want to delete "${name}"? This action cannot be undone and will remove all environments, feature flags, and overrides associated with this project.`}
          </Typography>
          <TypeBackLine variant="body2">
            Type{' '}
            <Typography variant="codeChip" component="strong">
              {name}
            </Typography>{' '}
            to confirm.
          </TypeBackLine>
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
          {failed && <Refusal severity="error">Could not delete the project: {failed}</Refusal>}
        </DialogContent>
        <DialogFooter>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={!ok || pending}>
            {pending ? 'Deleting...' : 'Delete Project'}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
