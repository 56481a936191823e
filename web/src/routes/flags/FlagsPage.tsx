import { Box, Button, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import { useProjects } from '../../state/ProjectsProvider';
import { PageHeader } from '../../components/PageHeader';
import { NoProjectSelected } from '../../components/StateViews';
import { LimitReachedDialog } from '../../components/LimitReachedDialog';
import { DeleteFlagDialog } from './DeleteFlagDialog';
import { EnvironmentValuesDialog } from './EnvironmentValuesDialog';
import { FlagFormDialog } from './FlagFormDialog';
import { FlagsList } from './FlagsList';
import { FlagsListSkeleton } from './FlagsListSkeleton';
import { FlagsToolbar } from './FlagsToolbar';
import { useFlagsPage } from './useFlagsPage';

/** Feature Flags (/flags): every flag with its kill switch and its state per environment. */
export default function FlagsPage() {
  const { current, loading } = useProjects();
  if (loading || !current)
    return (
      <>
        <PageHeader title="Feature Flags" />
        {loading ? <FlagsListSkeleton /> : <NoProjectSelected />}
      </>
    );
  const { permissions } = current;
  return (
    <FlagsScreen
      key={current.id}
      projectId={current.id}
      projectName={current.name}
      canManage={permissions.canManageFlags}
      canManageEnvironments={permissions.canManageEnvironments}
      canManageOverrides={permissions.canManageOverrides}
    />
  );
}

interface ScreenProps {
  projectId: string;
  projectName: string;
  canManage: boolean;
  canManageEnvironments: boolean;
  canManageOverrides: boolean;
}

function FlagsScreen({ projectId, projectName, canManage, canManageEnvironments, canManageOverrides }: ScreenProps) {
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('md'));
  const page = useFlagsPage({ projectId, canManage, canManageOverrides });
  const createButton = canManage && (
    <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={page.openCreate}>
      Create Flag
    </Button>
  );
  const project = (
    <Typography component="span" variant="strong">
      {projectName}
    </Typography>
  );
  return (
    <Box>
      <PageHeader
        title="Feature Flags"
        count={page.hasFlags ? page.flags.length : undefined}
        subtitle={
          canManage ? (
            <>The flags of {project}: turn them on and off per environment, or everywhere with the kill switch.</>
          ) : (
            <>The flags of {project}. You have view-only access.</>
          )
        }
        actions={createButton || undefined}
      />
      {(page.allFlags.length > 0 || page.search.active) && <FlagsToolbar page={page} />}
      <FlagsList page={page} compact={compact} canManage={canManage} canManageEnvironments={canManageEnvironments} createButton={createButton} />
      {page.confirmDialog}
      {canManage && (
        <>
          <FlagFormDialog
            open={page.form.open}
            projectId={projectId}
            flag={page.form.flag}
            onClose={page.form.close}
            onSaved={page.form.close}
            onLimit={page.form.limit}
          />
          <EnvironmentValuesDialog flag={page.values.flag} onClose={page.values.close} onChanged={page.values.changed} />
          <DeleteFlagDialog remove={page.remove} canManageOverrides={canManageOverrides} />
          <LimitReachedDialog info={page.limit} onClose={page.closeLimit} />
        </>
      )}
    </Box>
  );
}
