import { Alert, Box, Button, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import GroupsRoundedIcon from '@mui/icons-material/GroupsRounded';
import { styled } from '@mui/material/styles';
import { PageHeader } from '../../components/PageHeader';
import { CardGrid, CardGridSkeleton, EmptyState, ErrorState, NoMatchState, NoProjectSelected } from '../../components/StateViews';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LimitReachedDialog } from '../../components/LimitReachedDialog';
import { useProjects } from '../../state/ProjectsProvider';
import { plural } from '../../lib/format';
import { ViewOnlyChip } from '../environments/feedback';
import { SegmentCard } from './SegmentCard';
import { SegmentFormDialog } from './SegmentFormDialog';
import { useSegmentsPage } from './useSegmentsPage';

const CreateButton = styled(Button)(({ theme }) => ({ flex: 1, [theme.breakpoints.up('sm')]: { flex: 'none' } }));
const EmptyIcon = styled(GroupsRoundedIcon)({ fontSize: 44 });
const GridItem = styled(Box)({ minWidth: 0 });
const Toolbar = styled(Stack)(({ theme }) => ({
  marginBottom: theme.spacing(3),
  alignItems: 'stretch',
  justifyContent: 'space-between',
  [theme.breakpoints.up('sm')]: { alignItems: 'center' },
}));
const SearchField = styled(TextField)(({ theme }) => ({
  width: '100%',
  '& .MuiInputBase-root': { backgroundColor: theme.palette.background.paper },
  [theme.breakpoints.up('sm')]: { width: 340 },
}));

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
  const q = s.search.trim();

  let body: React.ReactNode;
  if (s.loading) body = <CardGridSkeleton count={3} height={250} label="Loading segments..." />;
  else if (s.error) body = <ErrorState title="Error loading segments" message={s.error.message} onRetry={s.retry} />;
  else if (s.segments.length === 0) {
    body = (
      <EmptyState
        icon={<EmptyIcon />}
        title="No segments yet"
        description={
          canManage
            ? 'Group users by their attributes, e.g. "Beta testers": emails ending with @example.com. Then target a segment from any flag\'s rules.'
            : 'This project has no segments yet.'
        }
        action={createButton || undefined}
      />
    );
  } else if (s.shown.length === 0) {
    body = (
      <NoMatchState
        title="No segments found"
        description="No segments match your search."
        action={
          <Button variant="outlined" onClick={() => s.setSearch('')}>
            Clear search
          </Button>
        }
      />
    );
  } else {
    body = (
      <CardGrid>
        {s.shown.map((seg) => (
          <GridItem key={seg.id}>
            <SegmentCard segment={seg} canManage={canManage} onEdit={() => s.form.edit(seg)} onDelete={() => s.remove.ask(seg)} />
          </GridItem>
        ))}
      </CardGrid>
    );
  }

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
      {s.segments.length > 0 && (
        <Toolbar direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <SearchField
            placeholder="Search segments..."
            value={s.search}
            onChange={(e) => s.setSearch(e.target.value)}
            slotProps={{
              htmlInput: { 'aria-label': 'Search segments' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchRoundedIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Typography variant="body2" color="text.secondary">
            {q ? `${s.shown.length} of ${plural(s.segments.length, 'segment')}` : `${plural(s.segments.length, 'segment')} · ${s.usedCount} in use`}
          </Typography>
        </Toolbar>
      )}
      {body}

      <SegmentFormDialog
        open={s.form.open}
        mode={s.form.mode}
        initial={s.form.initial}
        unsupported={s.form.unsupported}
        pending={s.saving}
        error={s.form.error}
        onSubmit={s.form.submit}
        onClose={s.form.close}
      />
      <ConfirmDialog
        open={s.remove.target !== null}
        title="Delete Segment"
        confirmLabel="Delete Segment"
        pending={s.deleting}
        onClose={s.remove.cancel}
        onConfirm={s.remove.confirm}
        message={
          s.remove.target && (
            <Stack spacing={1.5}>
              <span>
                Are you sure you want to delete the segment &ldquo;<b>{s.remove.target.name}</b>&rdquo;? This action cannot be undone.
              </span>
              {s.remove.error && (
                <Alert severity="error" data-testid="segment-delete-error">
                  {s.remove.error}
                </Alert>
              )}
            </Stack>
          )
        }
      />
      <LimitReachedDialog info={s.limit} onClose={s.closeLimit} />
    </Box>
  );
}
