import { Box, Button, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import LayersRoundedIcon from '@mui/icons-material/LayersRounded';
import { PageHeader } from '../../components/PageHeader';
import { CardGrid, CardGridSkeleton, EmptyState, ErrorState, NoMatchState, NoProjectSelected } from '../../components/StateViews';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LimitReachedDialog } from '../../components/LimitReachedDialog';
import { useMemo } from 'react';
import { useProjects } from '../../state/ProjectsProvider';
import { useCurrentProjectTree } from '../../state/useCurrentProjectTree';
import { plural } from '../../lib/format';
import { EnvironmentCard } from './EnvironmentCard';
import { EnvironmentFormDialog } from './EnvironmentFormDialog';
import { ViewOnlyChip } from './feedback';
import { useEnvironmentsPage } from './useEnvironmentsPage';

export { ENVIRONMENT_ERRORS } from './useEnvironmentsPage';

/** Environments (spec §2): the current project's environments as a searchable card grid; data and actions live in useEnvironmentsPage. */
export default function EnvironmentsPage() {
  const { current, loading: projectsLoading } = useProjects();
  // the overrides each environment has (the delete confirmation counts them): the current project's tree
  const overrides = useCurrentProjectTree().project?.overrides;
  const project = useMemo(() => current && { ...current, overrides: overrides ?? [] }, [current, overrides]);
  const p = useEnvironmentsPage(project);
  const { environments, filtered, search, canManage, remove, regenerate, regenerateClient } = p;

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
    <Box>
      <PageHeader
        title="Environments"
        count={p.loaded ? environments.length : undefined}
        subtitle={
          <>
            Deployment targets of{' '}
            <Box component="strong" sx={{ color: 'text.primary', fontWeight: 600 }}>
              {current.name}
            </Box>
            , each with its own client and server keys and flag values.
          </>
        }
        actions={
          canManage ? (
            <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={p.openCreate} sx={{ flex: { xs: 1, sm: 'none' } }}>
              New Environment
            </Button>
          ) : (
            <ViewOnlyChip />
          )
        }
      />

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 3, alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}>
        <TextField
          placeholder="Search environments..."
          value={search}
          onChange={(e) => p.setSearch(e.target.value)}
          sx={{ width: { xs: '100%', sm: 340 }, '& .MuiInputBase-root': { bgcolor: 'background.paper' } }}
          slotProps={{
            htmlInput: { 'aria-label': 'Search environments' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRoundedIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {p.loaded && (
          <Typography variant="body2" color="text.secondary">
            {search.trim()
              ? `${filtered.length} of ${plural(environments.length, 'environment')}`
              : `${plural(p.activeCount, 'active environment')} of ${environments.length}`}
          </Typography>
        )}
      </Stack>

      {p.initialLoading ? (
        <CardGridSkeleton count={3} height={300} label="Loading environments..." />
      ) : p.error ? (
        <ErrorState title="Error loading environments" message={p.error.message} onRetry={p.retry} />
      ) : environments.length === 0 ? (
        <EmptyState
          icon={<LayersRoundedIcon sx={{ fontSize: 44 }} />}
          title="No environments yet"
          description={
            canManage
              ? 'Create your first environment to serve feature flag configuration to your applications.'
              : 'This project has no environments yet. Ask a project admin to create one.'
          }
          action={
            canManage ? (
              <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={p.openCreate}>
                New Environment
              </Button>
            ) : undefined
          }
        />
      ) : filtered.length === 0 ? (
        <NoMatchState
          title="No environments found"
          description="No environments match your search criteria."
          action={<Button onClick={() => p.setSearch('')}>Clear search</Button>}
        />
      ) : (
        <CardGrid>
          {filtered.map((env) => (
            <Box key={env.id} sx={{ minWidth: 0 }}>
              <EnvironmentCard
                env={env}
                canManage={canManage}
                isLast={environments.length === 1}
                onEdit={() => p.openEdit(env)}
                onDelete={() => remove.ask(env)}
                onRegenerate={() => regenerate.ask(env)}
                onRegenerateClient={() => regenerateClient.ask(env)}
              />
            </Box>
          ))}
        </CardGrid>
      )}

      <EnvironmentFormDialog
        open={p.form.open}
        mode={p.form.mode}
        initial={p.form.initial}
        pending={p.form.pending}
        error={p.form.error}
        errorTitle={p.form.errorTitle}
        onSubmit={p.form.submit}
        onClose={p.form.close}
      />

      <ConfirmDialog
        open={remove.target !== null}
        title="Delete Environment"
        pending={remove.pending}
        onClose={remove.cancel}
        onConfirm={remove.confirm}
        confirmLabel="Delete Environment"
        message={
          remove.target && (
            <Stack spacing={1.5}>
              <span>
                This will permanently delete the &ldquo;{remove.target.name}&rdquo; environment, including its feature flag values and all of its overrides.
                This action cannot be undone.
              </span>
              {p.overridesOf(remove.target.id) > 0 && (
                <Box component="span" sx={{ color: 'error.main', fontWeight: 600 }}>
                  {plural(p.overridesOf(remove.target.id), 'override')} will be deleted with it.
                </Box>
              )}
              <Box component="span" sx={{ fontSize: 13 }}>
                Applications using its API key or UUID will stop receiving configuration.
              </Box>
            </Stack>
          )
        }
      />

      <ConfirmDialog
        open={regenerate.target !== null}
        title="Regenerate server key?"
        pending={regenerate.pending}
        onClose={regenerate.cancel}
        onConfirm={regenerate.confirm}
        confirmLabel="Regenerate"
        pendingLabel="Regenerating..."
        message={
          regenerate.target && (
            <>
              A new server key will be issued for &ldquo;{regenerate.target.name}&rdquo;. The current one stops working immediately, so update every server (and
              flagd) that uses it. The client key is not affected.
            </>
          )
        }
      />

      <ConfirmDialog
        open={regenerateClient.target !== null}
        title={regenerateClient.target?.clientKey ? 'Regenerate client key?' : 'Create client key?'}
        pending={regenerateClient.pending}
        onClose={regenerateClient.cancel}
        onConfirm={regenerateClient.confirm}
        confirmLabel={regenerateClient.target?.clientKey ? 'Regenerate' : 'Create'}
        pendingLabel={regenerateClient.target?.clientKey ? 'Regenerating...' : 'Creating...'}
        message={
          regenerateClient.target &&
          (regenerateClient.target.clientKey ? (
            <>
              A new client key will be issued for &ldquo;{regenerateClient.target.name}&rdquo;. Browser and mobile apps built with the current one stop
              receiving flags immediately, so ship them with the new key. The server key is not affected.
            </>
          ) : (
            <>
              &ldquo;{regenerateClient.target.name}&rdquo; was created before client keys existed. A client key evaluates flags for browser and mobile apps and
              never reads rules; the server key keeps working as before.
            </>
          ))
        }
      />

      <LimitReachedDialog info={p.limit} onClose={p.closeLimit} />
    </Box>
  );
}
