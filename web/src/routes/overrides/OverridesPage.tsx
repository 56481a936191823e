import { useMemo } from 'react';
import { Box, Button } from '@mui/material';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import { PageHeader } from '../../components/PageHeader';
import { CardGridSkeleton, NoProjectSelected } from '../../components/StateViews';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LimitReachedDialog } from '../../components/LimitReachedDialog';
import { useProjects } from '../../state/ProjectsProvider';
import { useCurrentProjectTree } from '../../state/useCurrentProjectTree';
import { ViewOnlyChip } from '../environments/feedback';
import { OverrideFormDialog } from './OverrideFormDialog';
import { OverridesList } from './OverridesList';
import { OverridesToolbar } from './OverridesToolbar';
import { useNow, useOverridesPage } from './useOverridesPage';

/** Overrides (spec §2): temporal environments with custom flag values. */
export default function OverridesPage() {
  const { current, loading: projectsLoading } = useProjects();
  // the form's flags and environments and the cards' flag names: the current project's tree (the list has its own query)
  const tree = useCurrentProjectTree().project;
  const now = useNow();
  const canManage = Boolean(current?.permissions.canManageOverrides);
  const page = useOverridesPage(current?.id ?? '', canManage, now);
  const flags = useMemo(() => [...(tree?.featureFlags ?? [])].sort((a, b) => a.name.localeCompare(b.name)), [tree]);
  const environments = useMemo(() => [...(tree?.environments ?? [])].sort((a, b) => a.order - b.order), [tree]);
  const flagNames = useMemo(() => Object.fromEntries(flags.map((f) => [f.key, f.name])), [flags]);

  if (!current) {
    return projectsLoading ? (
      <CardGridSkeleton label="Loading project..." />
    ) : (
      <>
        <PageHeader title="Overrides" />
        <NoProjectSelected />
      </>
    );
  }
  const create = (flexible: boolean) => (
    <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={page.openCreate} sx={flexible ? { flex: { xs: 1, sm: 'none' } } : undefined}>
      Create Override
    </Button>
  );
  const { form, remove } = page;
  return (
    <Box>
      <PageHeader
        title="Overrides"
        count={page.loaded ? page.overrides.length : undefined}
        subtitle="Temporal environments with custom flag values: test changes on top of an environment without touching its configuration."
        actions={canManage ? create(true) : <ViewOnlyChip />}
      />
      {page.loaded && page.overrides.length > 0 && <OverridesToolbar page={page} />}
      <OverridesList page={page} now={now} flagNames={flagNames} canManage={canManage} createButton={canManage ? create(false) : undefined} />
      <OverrideFormDialog
        open={form.open}
        mode={form.mode}
        override={form.override}
        flags={flags}
        environments={environments}
        pending={form.pending}
        error={form.error}
        errorTitle={form.errorTitle}
        onSubmit={form.submit}
        onClose={form.close}
      />
      <ConfirmDialog
        open={remove.target !== null}
        title="Delete Override"
        pending={remove.pending}
        onClose={remove.cancel}
        onConfirm={remove.confirm}
        confirmLabel="Delete Override"
        message={
          remove.target && (
            <>
              Are you sure you want to delete &ldquo;{remove.target.name}&rdquo;? Its custom flag values stop applying at once, and requests using its UUID will
              no longer be served. This action cannot be undone.
            </>
          )
        }
      />
      <LimitReachedDialog info={page.limit} onClose={page.closeLimit} />
    </Box>
  );
}
