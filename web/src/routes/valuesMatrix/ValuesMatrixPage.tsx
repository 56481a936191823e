import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import SaveRoundedIcon from '@mui/icons-material/SaveRounded';
import TableChartRoundedIcon from '@mui/icons-material/TableChartRounded';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { PageHeader } from '../../components/PageHeader';
import { EmptyState, ErrorState, NoProjectSelected } from '../../components/StateViews';
import { useProjects } from '../../state/ProjectsProvider';
import { plural } from '../../lib/format';
import { UnsavedChangesPrompt } from '../../components/UnsavedChangesPrompt';
import { describeError } from '../../apollo/errors';
import { Legend } from './MatrixLegend';
import { MatrixSkeleton } from './MatrixSkeleton';
import { MatrixTable } from './MatrixTable';
import { UnsavedCellsAlert } from './UnsavedCellsAlert';
import { useValuesMatrixPage } from './useValuesMatrixPage';
import type { ValuesMatrixModel } from './useValuesMatrixPage';
import { ListSearchField } from '../../components/ListSearchField';

const Toolbar = styled(Stack)(({ theme }) => ({ justifyContent: 'space-between', [theme.breakpoints.up('md')]: { alignItems: 'center' } }));

export default function ValuesMatrixPage() {
  const { current, loading } = useProjects();
  if (!current) {
    return (
      <>
        <PageHeader title="Values Matrix" subtitle="Every flag's value in every environment, side by side." />
        {loading ? <MatrixSkeleton /> : <NoProjectSelected />}
      </>
    );
  }
  const { canManageFlags, canManageEnvironments } = current.permissions;
  // A new project starts with a clean slate of edits.
  return <Matrix key={current.id} projectId={current.id} projectName={current.name} editable={canManageFlags || canManageEnvironments} />;
}

function MatrixHeader({ m, projectName, editable }: { m: ValuesMatrixModel; projectName: string; editable: boolean }) {
  return (
    <PageHeader
      title="Values Matrix"
      count={m.loaded ? m.flags.length : undefined}
      subtitle={
        <>
          Every flag's value in every environment of <b>{projectName}</b>, side by side.
        </>
      }
      actions={
        <>
          <Button variant="outlined" startIcon={<RefreshRoundedIcon />} onClick={m.refresh} disabled={m.refreshing || m.saving}>
            Refresh
          </Button>
          {editable && m.flags.length > 0 && (
            <Button variant="contained" startIcon={<SaveRoundedIcon />} onClick={m.saveAll} disabled={!m.dirty || m.saving}>
              {m.saving ? 'Saving...' : 'Save All Changes'}
            </Button>
          )}
        </>
      }
    />
  );
}

function NoFlags({ editable }: { editable: boolean }) {
  return (
    <EmptyState
      icon={<TableChartRoundedIcon fontSize="emptyState" />}
      title="No Feature Flags Found"
      description="Create a feature flag to compare and edit its values across environments."
      action={
        editable ? (
          <Button component={RouterLink} to="/flags" variant="contained" startIcon={<AddRoundedIcon />}>
            Create Feature Flag
          </Button>
        ) : (
          <Button component={RouterLink} to="/flags" variant="outlined">
            Go to Feature Flags
          </Button>
        )
      }
    />
  );
}

function Matrix({ projectId, projectName, editable }: { projectId: string; projectName: string; editable: boolean }) {
  const m = useValuesMatrixPage(projectId);
  const header = <MatrixHeader m={m} projectName={projectName} editable={editable} />;
  const loadError = m.error && <ErrorState title="Failed to Load Feature Flags" message={describeError(m.error)} onRetry={m.refresh} retryLabel="Try Again" />;
  if (!m.loaded || m.flags.length === 0) {
    return (
      <>
        {header}
        {m.error && !m.loaded ? loadError : !m.loaded ? <MatrixSkeleton /> : <NoFlags editable={editable} />}
      </>
    );
  }
  return (
    <>
      <UnsavedChangesPrompt dirty={m.dirty} what="values in the matrix" />
      {m.confirmDialog}
      {header}
      <Stack spacing={2}>
        {loadError}
        {m.dirty && <UnsavedCellsAlert m={m} />}
        {!editable && (
          <Alert severity="info" icon={<LockOutlinedIcon fontSize="inherit" />}>
            You have read-only access to this project: values are shown but cannot be changed.
          </Alert>
        )}
        <Toolbar direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
          <ListSearchField
            placeholder="Search flags by name or key..."
            ariaLabel="Search flags"
            value={m.search}
            onSearch={m.setSearch}
            from="md"
            size="small"
          />
          <Legend editable={editable} />
        </Toolbar>
        <MatrixTable m={m} editable={editable} />
        <Typography variant="caption" color="text.secondary">
          {m.search ? `${m.shownFlags.length} of ${plural(m.flags.length, 'flag')}` : plural(m.flags.length, 'flag')} ×{' '}
          {plural(m.environments.length, 'environment')}. Priority: flag default &lt; environment value &lt; targeting &lt; override; a flag's kill switch turns
          every cell off.
        </Typography>
      </Stack>
    </>
  );
}
