import { useState } from 'react';
import { Alert, Button, Dialog, DialogContent, Stack, TextField } from '@mui/material';
import { DEFAULT_ENVIRONMENT_NAMES, EnvironmentChips, useNewProjectEnvironmentLimit } from '../../components/EnvironmentChips';
import { LimitReachedDialog, limitInfoOf } from '../../components/LimitReachedDialog';
import type { LimitInfo } from '../../components/LimitReachedDialog';
import { describeError } from '../../apollo/errors';
import { createValid } from './projectsModel';
import type { NewProjectValues } from './projectsModel';
import { DialogFooter, DialogHeading, DialogIntro } from './projectDialogParts';

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
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [environments, setEnvironments] = useState<string[]>(DEFAULT_ENVIRONMENT_NAMES);
  const [failed, setFailed] = useState<string | null>(null);
  const [limit, setLimit] = useState<LimitInfo | null>(null);
  const envLimit = useNewProjectEnvironmentLimit();
  const valid = createValid({ name, description, environments }, envLimit.max);

  const reset = () => {
    setName('');
    setDescription('');
    setEnvironments(DEFAULT_ENVIRONMENT_NAMES);
    setFailed(null);
  };
  const close = () => {
    if (!pending) {
      setFailed(null);
      onClose();
    }
  };

  const submit = async () => {
    if (!valid || pending) return;
    setFailed(null);
    try {
      await onSubmit({ name, description, environments });
      reset();
      onClose();
    } catch (e) {
      const info = limitInfoOf(e);
      if (info) setLimit(info);
      else setFailed(describeError(e));
    }
  };

  return (
    <>
      <Dialog open={open} onClose={close} maxWidth="sm" fullWidth aria-labelledby="create-project-title">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
          noValidate
        >
          <DialogHeading id="create-project-title">Create New Project</DialogHeading>
          <DialogContent>
            <DialogIntro variant="body2" color="textSecondary">
              Set up a new project to manage feature flags and environment variables
            </DialogIntro>
            <Stack spacing={2.5}>
              <TextField
                label="Project Name"
                value={name}
                onChange={(e) => setName(e.target.value)}
                required
                autoFocus
                fullWidth
                disabled={pending}
                placeholder="e.g. Mobile App"
              />
              <TextField
                label="Description"
                value={description}
                onChange={(e) => setDescription(e.target.value)}
                required
                fullWidth
                multiline
                minRows={3}
                disabled={pending}
                placeholder="What is this project for?"
              />
              <EnvironmentChips value={environments} onChange={setEnvironments} disabled={pending} max={envLimit.max} planName={envLimit.plan} />
              {failed && (
                <Alert severity="error" onClose={() => setFailed(null)}>
                  Could not create the project: {failed}
                </Alert>
              )}
            </Stack>
          </DialogContent>
          <DialogFooter>
            <Button onClick={close} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={!valid || pending}>
              {pending ? 'Creating...' : 'Create Project'}
            </Button>
          </DialogFooter>
        </form>
      </Dialog>
      <LimitReachedDialog info={limit} onClose={() => setLimit(null)} />
    </>
  );
}
