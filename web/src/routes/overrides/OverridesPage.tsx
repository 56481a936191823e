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
import { projectChoices } from './overridesModel';
import { HeaderCreateButton } from './overrideParts';
import { useNow, useOverridesPage } from './useOverridesPage';
import type { OverridesPageModel } from './useOverridesPage';

/** Overrides (spec §2): temporal environments with custom flag values. */
export default function OverridesPage() {
  const { current, loading: projectsLoading } = useProjects();
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
  return <Overrides projectId={current.id} canManage={Boolean(current.permissions.canManageOverrides)} />;
}

/** The current project's overrides: header, toolbar, cards, and the form, delete and plan-limit dialogs. */
function Overrides({ projectId, canManage }: { projectId: string; canManage: boolean }) {
  // the form's flags and environments and the cards' flag names: the current project's tree (the list has its own query)
  const tree = useCurrentProjectTree().project;
  const now = useNow();
  const page = useOverridesPage(projectId, canManage, now);
  const { flags, environments, flagNames } = useMemo(() => projectChoices(tree), [tree]);
  const { form } = page;
  return (
    <Box>
      <PageHeader
        title="Overrides"
        count={page.loaded ? page.overrides.length : undefined}
        subtitle="Temporal environments with custom flag values: test changes on top of an environment without touching its configuration."
        actions={
          canManage ? (
            <HeaderCreateButton variant="contained" startIcon={<AddRoundedIcon />} onClick={page.openCreate}>
              Create Override
            </HeaderCreateButton>
          ) : (
            <ViewOnlyChip />
          )
        }
      />
      {page.loaded && page.overrides.length > 0 && <OverridesToolbar page={page} />}
      <OverridesList
        page={page}
        now={now}
        flagNames={flagNames}
        canManage={canManage}
        createButton={
          canManage ? (
            <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={page.openCreate}>
              Create Override
            </Button>
          ) : undefined
        }
      />
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
      <DeleteOverrideDialog remove={page.remove} />
      <LimitReachedDialog info={page.limit} onClose={page.closeLimit} />
    </Box>
  );
}

/** "Delete Override" asks first: its values stop applying and its UUID stops being served. */
function DeleteOverrideDialog({ remove }: { remove: OverridesPageModel['remove'] }) {
  return (
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
  );
}
