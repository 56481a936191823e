import { Box, Button, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import { PageHeader } from '../../components/PageHeader';
import { CardGridSkeleton, NoProjectSelected } from '../../components/StateViews';
import { useProjects } from '../../state/ProjectsProvider';
import { ViewOnlyChip } from '../environments/feedback';
import { SegmentDialogs, SegmentsBody, SegmentsToolbar } from './SegmentsPageParts';
import { useSegmentsPage } from './useSegmentsPage';

const CreateButton = styled(Button)(({ theme }) => ({ flex: 1, [theme.breakpoints.up('sm')]: { flex: 'none' } }));

/** Segments (/segments): reusable groups of users the flags' targeting rules refer to. */
export default function SegmentsPage() {
  const { current, loading } = useProjects();
  if (!current) {
    return loading ? (
      <CardGridSkeleton label="Loading project..." />
    ) : (
      <>
        <PageHeader title="Segments" />
        <NoProjectSelected />
      </>
    );
  }
  return <SegmentsScreen key={current.id} projectId={current.id} projectName={current.name} canManage={current.permissions.canManageFlags} />;
}

function SegmentsScreen({ projectId, projectName, canManage }: { projectId: string; projectName: string; canManage: boolean }) {
  const s = useSegmentsPage(projectId, canManage);
  const createButton = canManage && (
    <CreateButton variant="contained" startIcon={<AddRoundedIcon />} onClick={s.openCreate}>
      New Segment
    </CreateButton>
  );
  return (
    <Box>
      <PageHeader
        title="Segments"
        count={s.loading || s.error ? undefined : s.segments.length}
        subtitle={
          <>
            Reusable groups of users for the targeting rules of{' '}
            <Typography variant="strong" component="strong">
              {projectName}
            </Typography>
            .
          </>
        }
        actions={createButton || <ViewOnlyChip />}
      />
      {s.segments.length > 0 && <SegmentsToolbar s={s} />}
      <SegmentsBody s={s} canManage={canManage} createButton={createButton} />
      <SegmentDialogs s={s} />
    </Box>
  );
}
