import { useEffect, useState } from 'react';
import { Alert, Box } from '@mui/material';
import { useMutation } from '@apollo/client/react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DELETE_PROJECT } from './documents';
import { useProjects } from '../../state/ProjectsProvider';
import type { ProjectData } from '../../state/ProjectsProvider';

/** Delete confirmation (spec §2). A failure is logged and the dialog stays open (spec §8). */
export function DeleteProjectDialog({ project, onClose }: { project: ProjectData | null; onClose: () => void }) {
  const { refetch } = useProjects();
  const [failed, setFailed] = useState<string | null>(null);
  const [remove, { loading: pending }] = useMutation(DELETE_PROJECT);
  // Keep the name while the dialog animates out.
  const [shown, setShown] = useState<ProjectData | null>(project);
  useEffect(() => { if (project) { setShown(project); setFailed(null); } }, [project]);

  const confirm = async () => {
    if (!project || pending) return;
    setFailed(null);
    try {
      await remove({ variables: { id: project.id } });
      await refetch();
      onClose();
    } catch (e) {
      console.error('Failed to delete project', e);
      setFailed(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <ConfirmDialog
      open={Boolean(project)}
      title="Delete Project"
      message={
        <Box>
          {`Are you sure you want to delete "${shown?.name ?? ''}"? This action cannot be undone and will remove all environments, feature flags, and overrides associated with this project.`}
          {failed && <Alert severity="error" sx={{ mt: 2 }}>Could not delete the project: {failed}</Alert>}
        </Box>
      }
      confirmLabel="Delete Project"
      pending={pending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
