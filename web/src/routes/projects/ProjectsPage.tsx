import { Box, Button, Grid } from '@mui/material';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import FolderOpenRoundedIcon from '@mui/icons-material/FolderOpenRounded';
import { PageHeader } from '../../components/PageHeader';
import { CardGridSkeleton, EmptyState, ErrorState, NoMatchState } from '../../components/StateViews';
import { ProjectCard } from './ProjectCard';
import { CreateProjectDialog } from './CreateProjectDialog';
import { EditProjectDialog } from './EditProjectDialog';
import { DeleteProjectDialog } from './DeleteProjectDialog';
import { useProjectsPage } from './useProjectsPage';
import { NewProjectButton, ProjectSearch } from './projectDialogParts';

type Page = ReturnType<typeof useProjectsPage>;

/** The cards, or what stands for them: loading, the error, no match, no projects yet. */
function ProjectsBody({ s }: { s: Page }) {
  if (s.loading) return <CardGridSkeleton count={6} height={196} label="Loading projects..." />;
  if (s.error) return <ErrorState title="Error loading projects" message={s.error.message} onRetry={s.retry} />;
  if (s.shown.length === 0)
    return s.searching ? (
      <NoMatchState
        title="No projects found"
        description="No projects match your search criteria."
        action={<Button onClick={() => s.setSearch('')}>Clear search</Button>}
      />
    ) : (
      <EmptyState
        icon={<FolderOpenRoundedIcon fontSize="emptyState" />}
        title="No projects yet"
        description="Create your first project to start managing feature flags."
        action={
          <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={s.createDialog.show}>
            Create Project
          </Button>
        }
      />
    );
  return (
    <Grid container spacing={{ xs: 2, sm: 3 }}>
      {s.shown.map((p) => (
        <Grid key={p.id} size={{ xs: 12, sm: 6, lg: 4 }}>
          <ProjectCard
            project={p}
            isCurrent={s.current?.id === p.id}
            onSelect={() => s.select(p)}
            onEdit={p.permissions.canManageProject ? () => s.editDialog.show(p) : undefined}
            onDelete={p.permissions.canDeleteProject ? () => s.deleteDialog.show(p) : undefined}
          />
        </Grid>
      ))}
    </Grid>
  );
}

/** Projects (/projects): the caller's projects as cards, with search, create, edit and delete. */
export default function ProjectsPage() {
  const s = useProjectsPage();
  return (
    <Box>
      <PageHeader
        title="Projects"
        count={s.count}
        actions={
          <NewProjectButton variant="contained" startIcon={<AddRoundedIcon />} onClick={s.createDialog.show}>
            New Project
          </NewProjectButton>
        }
      />
      <ProjectSearch placeholder="Search projects..." ariaLabel="Search projects" value={s.search} onSearch={s.setSearch} width={360} onPage={false} />
      <ProjectsBody s={s} />
      <CreateProjectDialog open={s.createDialog.open} pending={s.createDialog.pending} onSubmit={s.createDialog.submit} onClose={s.createDialog.close} />
      <EditProjectDialog project={s.editDialog.project} pending={s.editDialog.pending} onSubmit={s.editDialog.submit} onClose={s.editDialog.close} />
      <DeleteProjectDialog project={s.deleteDialog.project} pending={s.deleteDialog.pending} onSubmit={s.deleteDialog.submit} onClose={s.deleteDialog.close} />
    </Box>
  );
}
