import { useMemo } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import LayersRoundedIcon from '@mui/icons-material/LayersRounded';
import { PageHeader } from '../../components/PageHeader';
import { CardGrid, CardGridSkeleton, EmptyState, ErrorState, NoMatchState, NoProjectSelected } from '../../components/StateViews';
import { useProjects } from '../../state/ProjectsProvider';
import { useCurrentProjectTree } from '../../state/useCurrentProjectTree';
import { EnvironmentCard } from './EnvironmentCard';
import { EnvironmentDialogs } from './EnvironmentDialogs';
import { environmentsCountText, environmentsView } from './environmentModel';
import { ViewOnlyChip } from './feedback';
import { useEnvironmentsPage } from './useEnvironmentsPage';
import type { EnvironmentsPageModel } from './useEnvironmentsPage';
import { ListSearchField } from '../../components/ListSearchField';

export { ENVIRONMENT_ERRORS } from './useEnvironmentsPage';

const NewButton = styled(Button)(({ theme }) => ({ flex: 1, [theme.breakpoints.up('sm')]: { flex: 'none' } }));
const Toolbar = styled(Stack)(({ theme }) => ({
  marginBottom: theme.spacing(3),
  alignItems: 'stretch',
  justifyContent: 'space-between',
  [theme.breakpoints.up('sm')]: { alignItems: 'center' },
}));
const GridItem = styled('div')({ minWidth: 0 });

function EnvironmentsHeader({ p, projectName }: { p: EnvironmentsPageModel; projectName: string }) {
  return (
    <PageHeader
      title="Environments"
      count={p.loaded ? p.environments.length : undefined}
      subtitle={
        <>
          Deployment targets of{' '}
          <Typography variant="strong" component="strong">
            {projectName}
          </Typography>
          , each with its own client and server keys and flag values.
        </>
      }
      actions={
        p.canManage ? (
          <NewButton variant="contained" startIcon={<AddRoundedIcon />} onClick={p.openCreate}>
            New Environment
          </NewButton>
        ) : (
          <ViewOnlyChip />
        )
      }
    />
  );
}

/** The search field and the count beside it. */
function EnvironmentsToolbar({ p }: { p: EnvironmentsPageModel }) {
  return (
    <Toolbar direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <ListSearchField placeholder="Search environments..." ariaLabel="Search environments" value={p.search} onSearch={p.setSearch} />
      {p.loaded && (
        <Typography variant="body2" color="text.secondary">
          {environmentsCountText(p.search, p.filtered.length, p.environments.length, p.activeCount)}
        </Typography>
      )}
    </Toolbar>
  );
}

function NoEnvironments({ p }: { p: EnvironmentsPageModel }) {
  return (
    <EmptyState
      icon={<LayersRoundedIcon fontSize="emptyState" />}
      title="No environments yet"
      description={
        p.canManage
          ? 'Create your first environment to serve feature flag configuration to your applications.'
          : 'This project has no environments yet. Ask a project admin to create one.'
      }
      action={
        p.canManage ? (
          <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={p.openCreate}>
            New Environment
          </Button>
        ) : undefined
      }
    />
  );
}

/** Loading, error, empty, no match, or the cards. */
function EnvironmentsContent({ p }: { p: EnvironmentsPageModel }) {
  const { environments, filtered, canManage, remove, regenerate, regenerateClient } = p;
  switch (environmentsView({ initialLoading: p.initialLoading, error: p.error, total: environments.length, shown: filtered.length })) {
    case 'loading':
      return <CardGridSkeleton count={3} height={300} label="Loading environments..." />;
    case 'error':
      return <ErrorState title="Error loading environments" message={p.error?.message} onRetry={p.retry} />;
    case 'empty':
      return <NoEnvironments p={p} />;
    case 'noMatch':
      return (
        <NoMatchState
          title="No environments found"
          description="No environments match your search criteria."
          action={<Button onClick={() => p.setSearch('')}>Clear search</Button>}
        />
      );
    default:
      return (
        <CardGrid>
          {filtered.map((env) => (
            <GridItem key={env.id}>
              <EnvironmentCard
                env={env}
                canManage={canManage}
                isLast={environments.length === 1}
                onEdit={() => p.openEdit(env)}
                onDelete={() => remove.ask(env)}
                onRegenerate={() => regenerate.ask(env)}
                onRegenerateClient={() => regenerateClient.ask(env)}
              />
            </GridItem>
          ))}
        </CardGrid>
      );
  }
}

/** Environments (spec §2): the current project's environments as a searchable card grid; data and actions live in useEnvironmentsPage. */
export default function EnvironmentsPage() {
  const { current, loading: projectsLoading } = useProjects();
  // the overrides each environment has (the delete confirmation counts them): the current project's tree
  const overrides = useCurrentProjectTree().project?.overrides;
  const project = useMemo(() => current && { ...current, overrides: overrides ?? [] }, [current, overrides]);
  const p = useEnvironmentsPage(project);

  if (!current) {
    return projectsLoading ? (
      <CardGridSkeleton label="Loading project..." />
    ) : (
      <>
        <PageHeader title="Environments" />
        <NoProjectSelected />
      </>
    );
  }
  return (
    <div>
      <EnvironmentsHeader p={p} projectName={current.name} />
      <EnvironmentsToolbar p={p} />
      <EnvironmentsContent p={p} />
      <EnvironmentDialogs p={p} />
    </div>
  );
}
