import { useMemo, useState } from 'react';
import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { CREATE_PROJECT } from '../../apollo/documents/projects';
import { useProjects } from '../../state/ProjectsProvider';
import type { ProjectData } from '../../state/ProjectsProvider';
import { DELETE_PROJECT, UPDATE_PROJECT } from './documents';
import { createInput, matchesSearch } from './projectsModel';
import type { NewProjectValues } from './projectsModel';

/**
 * Projects (/projects): the caller's projects with search, and the create, edit and delete dialogs
 * with their calls. Edit and delete change Apollo's cache from the answer (the project's fields; the
 * shell's list without it); a created project is read back with the list, which carries what only
 * the server computes for it (environments, role, permissions).
 */
export function useProjectsPage() {
  const { projects, loading, error, refetch, current, setCurrentId } = useProjects();
  const { enqueueSnackbar } = useSnackbar();
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ProjectData | null>(null);
  const [deleting, setDeleting] = useState<ProjectData | null>(null);
  const [createProject, createState] = useMutation(CREATE_PROJECT);
  const [updateProject, updateState] = useMutation(UPDATE_PROJECT);
  const [deleteProject, deleteState] = useMutation(DELETE_PROJECT);

  const shown = useMemo(() => projects.filter((p) => matchesSearch(p, search)), [projects, search]);

  /** Throws on failure: the dialog stays open and says why. */
  const create = async (values: NewProjectValues) => {
    const input = createInput(values);
    const r = await createProject({ variables: { input } });
    const created = r.data?.createProject.project;
    if (!created) throw new Error('No project returned');
    if (!current) setCurrentId(created.id);
    await refetch();
    enqueueSnackbar(`Project “${input.name}” created`, { variant: 'success' });
  };

  const update = async (p: ProjectData, values: { name: string; description: string }) => {
    // the answer (id, name, description) updates the cached project everywhere it shows
    await updateProject({ variables: { input: { id: p.id, name: values.name.trim(), description: values.description.trim() } } });
  };

  const remove = async (p: ProjectData) => {
    await deleteProject({
      variables: { id: p.id },
      update: (cache) => {
        cache.modify<{ myProjects: Reference[] }>({ fields: { myProjects: (refs, { readField }) => refs.filter((x) => readField('id', x) !== p.id) } });
        cache.evict({ id: cache.identify({ __typename: 'Project', id: p.id }) });
        cache.gc();
      },
    });
    enqueueSnackbar(`Project “${p.name}” deleted`, { variant: 'success' });
  };

  return {
    projects,
    shown,
    loading,
    error,
    retry: () => void refetch(),
    count: loading || error ? undefined : projects.length,
    search,
    setSearch,
    searching: search.trim() !== '',
    current,
    select: (p: ProjectData) => setCurrentId(p.id),
    createDialog: { open: creating, pending: createState.loading, show: () => setCreating(true), close: () => setCreating(false), submit: create },
    editDialog: { project: editing, pending: updateState.loading, show: setEditing, close: () => setEditing(null), submit: update },
    deleteDialog: { project: deleting, pending: deleteState.loading, show: setDeleting, close: () => setDeleting(null), submit: remove },
  };
}
