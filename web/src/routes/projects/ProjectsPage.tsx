import { useMemo, useState } from 'react';
import { Box, Button, Grid, InputAdornment, TextField } from '@mui/material';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import FolderOpenRoundedIcon from '@mui/icons-material/FolderOpenRounded';
import { PageHeader } from '../../components/PageHeader';
import { CardGridSkeleton, EmptyState, ErrorState, NoMatchState } from '../../components/StateViews';
import { useProjects } from '../../state/ProjectsProvider';
import type { ProjectData } from '../../state/ProjectsProvider';
import { ProjectCard } from './ProjectCard';
import { CreateProjectDialog } from './CreateProjectDialog';
import { EditProjectDialog } from './EditProjectDialog';
import { DeleteProjectDialog } from './DeleteProjectDialog';

/** Case-insensitive match on name or description (spec §2). */
export function matchesSearch(p: { name: string; description: string }, search: string): boolean {
  const q = search.trim().toLowerCase();
  return q === '' || p.name.toLowerCase().includes(q) || (p.description ?? '').toLowerCase().includes(q);
}

/** Projects (/projects): the caller's projects as cards, with search, create, edit and delete. */
export default function ProjectsPage() {
  const { projects, loading, error, refetch, current, setCurrentId } = useProjects();
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ProjectData | null>(null);
  const [deleting, setDeleting] = useState<ProjectData | null>(null);

  const filtered = useMemo(() => projects.filter((p) => matchesSearch(p, search)), [projects, search]);
  const searching = search.trim() !== '';

  const newProject = (
    <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={() => setCreating(true)} sx={{ whiteSpace: 'nowrap' }}>
      New Project
    </Button>
  );

  let body;
  if (loading) {
    body = <CardGridSkeleton count={6} height={196} label="Loading projects..." />;
  } else if (error) {
    body = <ErrorState title="Error loading projects" message={error.message} onRetry={() => void refetch()} />;
  } else if (filtered.length === 0) {
    body = searching ? (
      <NoMatchState
        title="No projects found"
        description="No projects match your search criteria."
        action={<Button onClick={() => setSearch('')}>Clear search</Button>}
      />
    ) : (
      <EmptyState
        icon={<FolderOpenRoundedIcon sx={{ fontSize: 44 }} />}
        title="No projects yet"
        description="Create your first project to start managing feature flags."
        action={
          <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={() => setCreating(true)}>
            Create Project
          </Button>
        }
      />
    );
  } else {
    body = (
      <Grid container spacing={{ xs: 2, sm: 3 }}>
        {filtered.map((p) => (
          <Grid key={p.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <ProjectCard
              project={p}
              isCurrent={current?.id === p.id}
              onSelect={() => setCurrentId(p.id)}
              onEdit={p.permissions.canManageProject ? () => setEditing(p) : undefined}
              onDelete={p.permissions.canDeleteProject ? () => setDeleting(p) : undefined}
            />
          </Grid>
        ))}
      </Grid>
    );
  }

  return (
    <Box>
      <PageHeader title="Projects" count={loading || error ? undefined : projects.length} actions={newProject} />
      <TextField
        placeholder="Search projects..."
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        sx={{ mb: 3, width: { xs: '100%', sm: 360 } }}
        slotProps={{
          htmlInput: { 'aria-label': 'Search projects' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRoundedIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {body}
      <CreateProjectDialog open={creating} onClose={() => setCreating(false)} />
      <EditProjectDialog project={editing} onClose={() => setEditing(null)} />
      <DeleteProjectDialog project={deleting} onClose={() => setDeleting(null)} />
    </Box>
  );
}
