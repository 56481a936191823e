import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert, AlertTitle, Box, Button, Card, Chip, Skeleton, Stack, Table, TableBody, TableCell, TableContainer,
  TableHead, TableRow, Tooltip, Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import SaveRoundedIcon from '@mui/icons-material/SaveRounded';
import RestartAltRoundedIcon from '@mui/icons-material/RestartAltRounded';
import TableChartRoundedIcon from '@mui/icons-material/TableChartRounded';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { valueToText } from '@flagstream/domain';
import type { FlagValue } from '@flagstream/domain';
import { PageHeader } from '../../components/PageHeader';
import { EmptyState, ErrorState, NoProjectSelected } from '../../components/StateViews';
import { useProjects } from '../../state/ProjectsProvider';
import { plural } from '../../lib/format';
import { MATRIX_SET_ENVIRONMENT_VALUE, VALUES_MATRIX_QUERY } from './documents';
import type { CellEdit, MatrixEnvironment, MatrixFlag } from './matrixModel';
import { cellKey, cellsToSave, serverCell } from './matrixModel';
import { CELL_MIN_WIDTH, CustomDot, MatrixCell, customCellSx, modifiedCellSx } from './MatrixCell';

const FLAG_COL_WIDTH = { xs: 148, sm: 240 };

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

function Matrix({ projectId, projectName, editable }: { projectId: string; projectName: string; editable: boolean }) {
  const { data, loading, error, refetch } = useQuery(VALUES_MATRIX_QUERY, { variables: { projectId }, notifyOnNetworkStatusChange: true });
  const [setValue] = useMutation(MATRIX_SET_ENVIRONMENT_VALUE);
  const [edits, setEdits] = useState<Map<string, CellEdit>>(() => new Map());
  const [resetting, setResetting] = useState<ReadonlySet<string>>(() => new Set());
  const [saving, setSaving] = useState(false);
  const [refreshing, setRefreshing] = useState(false);

  const flags = useMemo<MatrixFlag[]>(() => data?.featureFlags ?? [], [data]);
  const environments = useMemo<MatrixEnvironment[]>(() => [...(data?.environments ?? [])].sort((a, b) => a.order - b.order), [data]);
  const flagsById = useMemo(() => new Map(flags.map((f) => [f.id, f])), [flags]);
  const dirty = edits.size > 0;

  // Leaving the page with unsaved cells asks first (browser prompt).
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const onEdit = useCallback((key: string, edit: CellEdit) => {
    setEdits((prev) => new Map(prev).set(key, edit));
  }, []);

  const onReset = useCallback(async (key: string) => {
    const [flagId, environmentId] = key.split('::') as [string, string];
    const flag = flagsById.get(flagId);
    if (!flag) return;
    setResetting((s) => new Set(s).add(key));
    try {
      // Reset sends a null value at once; the cell reverts to the flag default.
      await setValue({ variables: { environmentId, flagKey: flag.key, flagValue: null } });
      setEdits((prev) => {
        const next = new Map(prev);
        next.delete(key);
        return next;
      });
      await refetch();
    } catch (e) {
      console.error('Values matrix: reset failed', e);
    } finally {
      setResetting((s) => {
        const next = new Set(s);
        next.delete(key);
        return next;
      });
    }
  }, [flagsById, setValue, refetch]);

  const saveAll = async () => {
    setSaving(true);
    const writes = cellsToSave(flags, environments, edits);
    const failed = new Set<string>();
    // One call per cell, in turn: they all land on the same project.
    for (const w of writes) {
      try {
        await setValue({ variables: { environmentId: w.environmentId, flagKey: w.flag.key, flagValue: w.flagValue } });
      } catch (e) {
        failed.add(w.key);
        console.error(`Values matrix: saving ${w.flag.key} failed`, e);
      }
    }
    try {
      await refetch();
    } catch (e) {
      console.error('Values matrix: refetch failed', e);
    }
    // Saved cells (and edits equal to the default, which are not sent) leave the unsaved set.
    setEdits((prev) => new Map([...prev].filter(([k]) => failed.has(k))));
    setSaving(false);
  };

  const refresh = async () => {
    setRefreshing(true);
    try {
      await refetch();
    } catch {
      // the error state shows it
    } finally {
      setRefreshing(false);
    }
  };

  const header = (
    <PageHeader
      title="Values Matrix"
      count={data ? flags.length : undefined}
      subtitle={<>Every flag's value in every environment of <b>{projectName}</b>, side by side.</>}
      actions={(
        <>
          <Button variant="outlined" startIcon={<RefreshRoundedIcon />} onClick={refresh} disabled={refreshing || saving}>
            Refresh
          </Button>
          {editable && flags.length > 0 && (
            <Button variant="contained" startIcon={<SaveRoundedIcon />} onClick={saveAll} disabled={!dirty || saving}>
              {saving ? 'Saving...' : 'Save All Changes'}
            </Button>
          )}
        </>
      )}
    />
  );

  if (error && !data) {
    return (
      <>
        {header}
        <ErrorState title="Failed to Load Feature Flags" message={error.message} onRetry={refresh} retryLabel="Try Again" />
      </>
    );
  }
  if (!data) {
    return <>{header}<MatrixSkeleton /></>;
  }
  if (flags.length === 0) {
    return (
      <>
        {header}
        <EmptyState
          icon={<TableChartRoundedIcon sx={{ fontSize: 44 }} />}
          title="No Feature Flags Found"
          description="Create a feature flag to compare and edit its values across environments."
          action={editable
            ? <Button component={RouterLink} to="/flags" variant="contained" startIcon={<AddRoundedIcon />}>Create Feature Flag</Button>
            : <Button component={RouterLink} to="/flags" variant="outlined">Go to Feature Flags</Button>}
        />
      </>
    );
  }

  return (
    <>
      {header}
      <Stack spacing={2}>
        {error && <ErrorState title="Failed to Load Feature Flags" message={error.message} onRetry={refresh} retryLabel="Try Again" />}
        {dirty && (
          <Alert
            severity="warning"
            variant="outlined"
            role="status"
            sx={{ bgcolor: (t) => alpha(t.palette.warning.main, 0.08), alignItems: 'center', '& .MuiAlert-message': { flex: 1 } }}
          >
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}>
              <Box>
                <AlertTitle sx={{ mb: 0 }}>Unsaved changes</AlertTitle>
                {plural(edits.size, 'modified cell')} will not be applied until you save.
              </Box>
              <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
                <Button color="inherit" size="small" onClick={() => setEdits(new Map())} disabled={saving}>Discard</Button>
                <Button color="warning" variant="contained" size="small" onClick={saveAll} disabled={saving}>{saving ? 'Saving...' : 'Save All Changes'}</Button>
              </Stack>
            </Stack>
          </Alert>
        )}
        {!editable && (
          <Alert severity="info" icon={<LockOutlinedIcon fontSize="inherit" />}>
            You have read-only access to this project: values are shown but cannot be changed.
          </Alert>
        )}
        <Legend editable={editable} />
        <Card>
          <TableContainer sx={{ maxHeight: { xs: '75vh', md: 'max(480px, calc(100vh - 200px))' } }}>
            <Table stickyHeader size="small" aria-label="Values matrix" sx={{ borderCollapse: 'separate', minWidth: { xs: FLAG_COL_WIDTH.xs + environments.length * CELL_MIN_WIDTH.xs, sm: FLAG_COL_WIDTH.sm + environments.length * CELL_MIN_WIDTH.sm } }}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ ...stickyFirstSx, zIndex: 4, width: FLAG_COL_WIDTH, minWidth: FLAG_COL_WIDTH, verticalAlign: 'bottom' }}>
                    <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>Feature Flag</Typography>
                  </TableCell>
                  {environments.map((env) => (
                    <TableCell key={env.id} sx={{ minWidth: CELL_MIN_WIDTH, bgcolor: 'background.paper', verticalAlign: 'bottom' }}>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <Tooltip title={`Status: ${env.status}`}>
                          <Box sx={{ width: 8, height: 8, borderRadius: '50%', flexShrink: 0, bgcolor: env.status === 'active' ? 'success.main' : 'text.disabled' }} />
                        </Tooltip>
                        <Typography variant="subtitle2" noWrap>{env.name}</Typography>
                      </Stack>
                      <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'capitalize' }}>{env.type}</Typography>
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {flags.map((flag) => (
                  <TableRow key={flag.id} sx={{ '&:last-child > *': { borderBottom: 0 } }}>
                    <TableCell component="th" scope="row" sx={{ ...stickyFirstSx, zIndex: 2, width: FLAG_COL_WIDTH, minWidth: FLAG_COL_WIDTH, maxWidth: FLAG_COL_WIDTH }}>
                      <FlagHeading flag={flag} />
                    </TableCell>
                    {environments.map((env) => {
                      const key = cellKey(flag.id, env.id);
                      return (
                        <TableCell key={env.id} sx={{ p: 0.75, verticalAlign: 'top' }}>
                          <MatrixCell
                            cellKey={key} flagKey={flag.key} environmentName={env.name} type={flag.type}
                            server={serverCell(flag, env.id)} edit={edits.get(key)}
                            editable={editable} resetting={resetting.has(key)} disabled={saving}
                            onEdit={onEdit} onReset={onReset}
                          />
                        </TableCell>
                      );
                    })}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Card>
        <Typography variant="caption" color="text.secondary">
          {plural(flags.length, 'flag')} × {plural(environments.length, 'environment')}. Priority: flag default &lt; environment value &lt; override.
        </Typography>
      </Stack>
    </>
  );
}

const stickyFirstSx = {
  position: 'sticky',
  left: 0,
  bgcolor: 'background.paper',
  borderRight: 1,
  borderRightColor: 'divider',
  boxShadow: (t: { palette: { mode: string } }) => (t.palette.mode === 'dark' ? '4px 0 8px -6px rgba(0,0,0,0.8)' : '4px 0 8px -6px rgba(15,23,42,0.25)'),
  verticalAlign: 'top',
} as const;

const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

const TYPE_COLOURS = { boolean: 'primary', string: 'info', number: 'success', json: 'secondary' } as const;

function FlagHeading({ flag }: { flag: MatrixFlag }) {
  const def = valueToText(flag.value as FlagValue);
  return (
    <Box sx={{ py: 0.75, minWidth: 0 }}>
      <Typography variant="subtitle2" title={flag.name} sx={{ overflowWrap: 'anywhere', lineHeight: 1.35 }}>{flag.name}</Typography>
      <Typography variant="caption" component="div" color="text.secondary" noWrap title={flag.key} sx={{ fontFamily: MONO }}>
        {flag.key}
      </Typography>
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', mt: 0.75, minWidth: 0 }}>
        <Chip label={flag.type} size="small" color={TYPE_COLOURS[flag.type]} variant="outlined" sx={{ height: 20, fontSize: 11, flexShrink: 0 }} />
        <Typography variant="caption" color="text.secondary" noWrap title={`Default: ${def}`} sx={{ minWidth: 0 }}>
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>Default: </Box>
          <Box component="span" sx={{ fontFamily: MONO, color: 'text.primary' }}>{def === '' ? '(empty)' : def}</Box>
          {!flag.enabled && <Box component="span" sx={{ color: 'text.disabled' }}> · disabled</Box>}
        </Typography>
      </Stack>
    </Box>
  );
}

function Legend({ editable }: { editable: boolean }) {
  const swatch = (sx: object) => <Box sx={{ width: 18, height: 18, borderRadius: 1, border: 1, borderColor: 'divider', ...sx }} />;
  return (
    <Stack direction="row" useFlexGap spacing={{ xs: 1.5, sm: 3 }} sx={{ flexWrap: 'wrap', alignItems: 'center', color: 'text.secondary' }} aria-label="Legend">
      <Typography variant="caption" sx={{ fontWeight: 700, letterSpacing: '0.06em', textTransform: 'uppercase' }}>Legend</Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {swatch({ ...customCellSx, display: 'grid', placeItems: 'center' })}
        <CustomDot />
        <Typography variant="body2">Custom value</Typography>
      </Stack>
      {editable && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {swatch({ ...modifiedCellSx, border: 0 })}
          <Typography variant="body2">Modified cell</Typography>
        </Stack>
      )}
      {editable && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <RestartAltRoundedIcon fontSize="small" />
          <Typography variant="body2">Reset to default</Typography>
        </Stack>
      )}
    </Stack>
  );
}

function MatrixSkeleton() {
  return (
    <Card sx={{ p: 2 }} aria-busy="true" aria-label="Loading values matrix">
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={2}>
          <Skeleton variant="text" width={180} height={28} />
          {[0, 1, 2].map((i) => <Skeleton key={i} variant="text" sx={{ flex: 1 }} height={28} />)}
        </Stack>
        {[0, 1, 2, 3, 4].map((r) => (
          <Stack key={r} direction="row" spacing={2}>
            <Skeleton variant="rounded" width={180} height={72} />
            {[0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" sx={{ flex: 1 }} height={72} />)}
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
