import { Button, Dialog, DialogContent, TextField, Typography } from '@mui/material';
import WarningAmberRoundedIcon from '@mui/icons-material/WarningAmberRounded';
import type { ProjectData } from '../../state/ProjectsProvider';
import { DialogFooter, Refusal, TypeBackLine, WarningHeading } from './projectDialogParts';
import { onSubmitOf, useDeleteProjectForm } from './useProjectForms';

type DeleteForm = ReturnType<typeof useDeleteProjectForm>;

/** The warning, the name to type back, its field and the refusal. */
function DeleteProjectBody({ form: f, pending }: { form: DeleteForm; pending: boolean }) {
  return (
    <DialogContent>
      <Typography color="text.secondary">
        {`Are you sure you want to delete "${f.name}"? This action cannot be undone and will remove all environments, feature flags, and overrides associated with this project.`}
      </Typography>
      <TypeBackLine variant="body2">
        Type{' '}
        <Typography variant="codeChip" component="strong">
          {f.name}
        </Typography>{' '}
        to confirm.
      </TypeBackLine>
      <TextField
        fullWidth
        size="small"
        autoFocus
        value={f.typed}
        onChange={(e) => f.setTyped(e.target.value)}
        disabled={pending}
        placeholder={f.name}
        slotProps={{ htmlInput: { 'aria-label': 'Project name to confirm', autoComplete: 'off', spellCheck: false } }}
      />
      {f.failed && <Refusal severity="error">Could not delete the project: {f.failed}</Refusal>}
    </DialogContent>
  );
}

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
  const f = useDeleteProjectForm(project, pending, onSubmit, onClose);
  return (
    <Dialog open={Boolean(project)} onClose={pending ? undefined : onClose} maxWidth="xs" fullWidth>
      <form onSubmit={onSubmitOf(f.confirm)}>
        <WarningHeading>
          <WarningAmberRoundedIcon color="error" />
          Delete Project
        </WarningHeading>
        <DeleteProjectBody form={f} pending={pending} />
        <DialogFooter>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={!f.ok || pending}>
            {pending ? 'Deleting...' : 'Delete Project'}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
