import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  Chip,
  InputAdornment,
  Link,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import { alpha } from '@mui/material/styles';
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import SaveRoundedIcon from '@mui/icons-material/SaveRounded';
import RestartAltRoundedIcon from '@mui/icons-material/RestartAltRounded';
import TableChartRoundedIcon from '@mui/icons-material/TableChartRounded';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { valueToText } from '@flagstream/domain';
import type { FlagType, FlagValue } from '@flagstream/domain';
import { useSnackbar } from 'notistack';
import { PageHeader } from '../../components/PageHeader';
import { EmptyState, ErrorState, NoProjectSelected } from '../../components/StateViews';
import { useProjects } from '../../state/ProjectsProvider';
import { plural } from '../../lib/format';
import { UnsavedChangesPrompt } from '../../components/UnsavedChangesPrompt';
import { useUndoableChange } from '../../components/useUndoableChange';
import { useConfirmChange } from '../../components/useConfirmChange';
import { ErrorToast } from '../../components/ErrorToast';
import { describeError } from '../../apollo/errors';
import { isProductionLike } from '../flags/flagListModel';
import { MATRIX_SET_ENVIRONMENT_VALUE, VALUES_MATRIX_QUERY } from './documents';
import type { CellEdit, MatrixEnvironment, MatrixFlag } from './matrixModel';
import { cellKey, cellsToSave, filterFlags, serverCell } from './matrixModel';
import { CELL_MIN_WIDTH, CustomDot, MatrixCell, customCellSx, modifiedCellSx } from './MatrixCell';

const FLAG_COL_WIDTH = { xs: 140, sm: 260 };

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
  const { data, error, refetch } = useQuery(VALUES_MATRIX_QUERY, { variables: { projectId }, notifyOnNetworkStatusChange: true });
  const [setValue] = useMutation(MATRIX_SET_ENVIRONMENT_VALUE);
  const [edits, setEdits] = useState<Map<string, CellEdit>>(() => new Map());
  const [resetting, setResetting] = useState<ReadonlySet<string>>(() => new Set());
  const [saving, setSaving] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const [search, setSearch] = useState('');
  const change = useUndoableChange();
  const { ask, dialog: confirmDialog } = useConfirmChange();
  const { enqueueSnackbar } = useSnackbar();

  const flags = useMemo<MatrixFlag[]>(() => data?.featureFlags ?? [], [data]);
  const shownFlags = useMemo(() => filterFlags(flags, search), [flags, search]);
  const environments = useMemo<MatrixEnvironment[]>(() => [...(data?.environments ?? [])].sort((a, b) => a.order - b.order), [data]);
  const flagsById = useMemo(() => new Map(flags.map((f) => [f.id, f])), [flags]);
  const dirty = edits.size > 0;

  const onEdit = useCallback((key: string, edit: CellEdit | null) => {
    setEdits((prev) => {
      const next = new Map(prev);
      if (edit) next.set(key, edit);
      else next.delete(key);
      return next;
    });
  }, []);
  const envById = useMemo(() => new Map(environments.map((e) => [e.id, e])), [environments]);

  const onReset = useCallback(
    async (key: string) => {
      const [flagId, environmentId] = key.split('::') as [string, string];
      const flag = flagsById.get(flagId);
      if (!flag) return;
      const envName = envById.get(environmentId)?.name ?? 'this environment';
      setResetting((s) => new Set(s).add(key));
      try {
        // Reset sends a null value at once; the cell reverts to the flag default. It confirms and can be undone.
        await change({
          projectId,
          undo: [{ kind: 'environment', id: environmentId }],
          run: () => setValue({ variables: { environmentId, flagKey: flag.key, flagValue: null } }),
          success: `${flag.name} reset to the default in ${envName}`,
          failure: `Failed to reset ${flag.name} in ${envName}`,
          refresh: refetch,
        });
        setEdits((prev) => {
          const next = new Map(prev);
          next.delete(key);
          return next;
        });
      } catch {
        // the toast says why
      } finally {
        setResetting((s) => {
          const next = new Set(s);
          next.delete(key);
          return next;
        });
      }
    },
    [flagsById, envById, setValue, refetch, change, projectId],
  );

  const writeAll = async () => {
    setSaving(true);
    const writes = cellsToSave(flags, environments, edits);
    const failed = new Map<string, unknown>();
    try {
      await change({
        projectId,
        undo: [...new Set(writes.map((w) => w.environmentId))].map((id) => ({ kind: 'environment' as const, id })),
        run: async () => {
          // One call per cell, in turn: they all land on the same project.
          for (const w of writes) {
            try {
              await setValue({ variables: { environmentId: w.environmentId, flagKey: w.flag.key, flagValue: w.flagValue } });
            } catch (e) {
              failed.set(w.key, e);
            }
          }
          if (failed.size === writes.length && writes.length > 0) throw failed.values().next().value;
        },
        success: writes.length === 0 ? 'Nothing to save: every edited cell equals the default' : `Saved ${plural(writes.length - failed.size, 'value')}`,
        failure: 'Failed to save the changes',
        refresh: async () => {
          await refetch().catch(() => undefined);
        },
      });
    } catch {
      // the toast says why; every edit stays
    }
    if (failed.size > 0 && failed.size < writes.length) {
      const first = failed.values().next().value;
      enqueueSnackbar(<ErrorToast title={`${plural(failed.size, 'value')} could not be saved and stay marked`} error={first} />, {
        variant: 'error',
        autoHideDuration: 10_000,
      });
    }
    // Saved cells (and edits equal to the default, which are not sent) leave the unsaved set; failed ones stay.
    setEdits((prev) => new Map([...prev].filter(([k]) => failed.has(k) || (failed.size === writes.length && writes.length > 0))));
    setSaving(false);
  };

  const saveAll = () => {
    const writes = cellsToSave(flags, environments, edits);
    const prod = [
      ...new Set(
        writes
          .map((w) => envById.get(w.environmentId))
          .filter((e): e is MatrixEnvironment => Boolean(e && isProductionLike(e)))
          .map((e) => e.name),
      ),
    ];
    ask(prod.length > 0, {
      title: `Save ${plural(writes.length, 'change')}?`,
      confirmLabel: 'Save All Changes',
      message: (
        <>
          Some of them are in production (<b>{prod.join(', ')}</b>): applications using it see the new values at once.
        </>
      ),
      run: writeAll,
    });
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
      subtitle={
        <>
          Every flag's value in every environment of <b>{projectName}</b>, side by side.
        </>
      }
      actions={
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
      }
    />
  );

  if (error && !data) {
    return (
      <>
        {header}
        <ErrorState title="Failed to Load Feature Flags" message={describeError(error)} onRetry={refresh} retryLabel="Try Again" />
      </>
    );
  }
  if (!data) {
    return (
      <>
        {header}
        <MatrixSkeleton />
      </>
    );
  }
  if (flags.length === 0) {
    return (
      <>
        {header}
        <EmptyState
          icon={<TableChartRoundedIcon sx={{ fontSize: 44 }} />}
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
      </>
    );
  }

  return (
    <>
      <UnsavedChangesPrompt dirty={dirty} what="values in the matrix" />
      {confirmDialog}
      {header}
      <Stack spacing={2}>
        {error && <ErrorState title="Failed to Load Feature Flags" message={describeError(error)} onRetry={refresh} retryLabel="Try Again" />}
        {dirty && (
          <Alert
            severity="warning"
            variant="outlined"
            role="status"
            sx={{ bgcolor: (t) => alpha(t.palette.warning.main, 0.08), alignItems: 'center', '& .MuiAlert-message': { flex: 1 } }}
          >
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
            >
              <Box>
                <AlertTitle sx={{ mb: 0 }}>Unsaved changes</AlertTitle>
                {plural(edits.size, 'modified cell')} will not be applied until you save.
              </Box>
              <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
                <Button color="inherit" size="small" onClick={() => setEdits(new Map())} disabled={saving}>
                  Discard
                </Button>
                <Button color="warning" variant="contained" size="small" onClick={saveAll} disabled={saving}>
                  {saving ? 'Saving...' : 'Save All Changes'}
                </Button>
              </Stack>
            </Stack>
          </Alert>
        )}
        {!editable && (
          <Alert severity="info" icon={<LockOutlinedIcon fontSize="inherit" />}>
            You have read-only access to this project: values are shown but cannot be changed.
          </Alert>
        )}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}>
          <TextField
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search flags by name or key..."
            size="small"
            sx={{ width: { xs: '100%', md: 340 }, '& .MuiOutlinedInput-root': { bgcolor: 'background.paper' } }}
            slotProps={{
              htmlInput: { 'aria-label': 'Search flags' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchRoundedIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Legend editable={editable} />
        </Stack>
        <Card>
          {/* Fills the window below the header: one scroll area with sticky headers, not a small box in a long page. */}
          <TableContainer sx={{ maxHeight: { xs: 'calc(100vh - 132px)', md: 'calc(100vh - 168px)' }, minHeight: 320 }} data-testid="matrix-scroll">
            <Table
              stickyHeader
              size="small"
              aria-label="Values matrix"
              sx={{
                borderCollapse: 'separate',
                tableLayout: 'fixed',
                minWidth: { xs: FLAG_COL_WIDTH.xs + environments.length * CELL_MIN_WIDTH.xs, sm: FLAG_COL_WIDTH.sm + environments.length * CELL_MIN_WIDTH.sm },
              }}
            >
              {/* Fixed layout: environments share the width equally and long values are cut, not the columns pushed off-screen. */}
              <colgroup>
                <Box component="col" sx={{ width: FLAG_COL_WIDTH }} />
                {environments.map((env) => (
                  <col key={env.id} />
                ))}
              </colgroup>
              <TableHead>
                <TableRow>
                  <TableCell
                    sx={{ ...stickyFirstSx, zIndex: 4, width: FLAG_COL_WIDTH, minWidth: FLAG_COL_WIDTH, verticalAlign: 'bottom', px: { xs: 1.25, sm: 2 } }}
                  >
                    <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
                      Feature Flag
                    </Typography>
                  </TableCell>
                  {environments.map((env) => (
                    <TableCell
                      key={env.id}
                      title={env.name}
                      sx={{ minWidth: CELL_MIN_WIDTH, bgcolor: 'background.paper', verticalAlign: 'bottom', px: { xs: 1.25, sm: 2 } }}
                    >
                      <Stack direction="row" spacing={{ xs: 0.75, sm: 1 }} sx={{ alignItems: 'center', minWidth: 0 }}>
                        <Tooltip title={`Status: ${env.status}`}>
                          <Box
                            role="img"
                            sx={{
                              width: 8,
                              height: 8,
                              borderRadius: '50%',
                              flexShrink: 0,
                              bgcolor: env.status === 'active' ? 'success.main' : 'text.disabled',
                            }}
                          />
                        </Tooltip>
                        <Typography variant="subtitle2" noWrap>
                          {env.name}
                        </Typography>
                        {isProductionLike(env) && <Chip label="prod" size="small" color="warning" variant="outlined" sx={{ height: 18, fontSize: 10 }} />}
                      </Stack>
                      <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'capitalize' }}>
                        {env.type}
                      </Typography>
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {shownFlags.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={environments.length + 1} sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
                      No flags match “{search}”.{' '}
                      <Link component="button" onClick={() => setSearch('')}>
                        Clear search
                      </Link>
                    </TableCell>
                  </TableRow>
                )}
                {shownFlags.map((flag) => (
                  <TableRow key={flag.id} sx={{ '&:last-child > *': { borderBottom: 0 } }}>
                    <TableCell
                      component="th"
                      scope="row"
                      sx={{
                        ...stickyFirstSx,
                        zIndex: 2,
                        width: FLAG_COL_WIDTH,
                        minWidth: FLAG_COL_WIDTH,
                        maxWidth: FLAG_COL_WIDTH,
                        py: 1,
                        px: { xs: 1.25, sm: 2 },
                      }}
                    >
                      <FlagHeading flag={flag} />
                    </TableCell>
                    {environments.map((env) => {
                      const key = cellKey(flag.id, env.id);
                      return (
                        <TableCell key={env.id} sx={{ p: 0.5, verticalAlign: 'middle', minWidth: CELL_MIN_WIDTH }}>
                          <MatrixCell
                            cellKey={key}
                            flagId={flag.id}
                            flagKey={flag.key}
                            flagName={flag.name}
                            environmentId={env.id}
                            environmentName={env.name}
                            type={flag.type as FlagType}
                            killed={!flag.enabled}
                            server={serverCell(flag, env.id)}
                            edit={edits.get(key)}
                            targeting={flag.environmentValues.find((v) => v.environmentId === env.id)}
                            editable={editable}
                            resetting={resetting.has(key)}
                            disabled={saving}
                            onEdit={onEdit}
                            onReset={onReset}
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
          {search ? `${shownFlags.length} of ${plural(flags.length, 'flag')}` : plural(flags.length, 'flag')} × {plural(environments.length, 'environment')}.
          Priority: flag default &lt; environment value &lt; targeting &lt; override; a flag's kill switch turns every cell off.
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

const TYPE_COLOURS = { boolean: 'primary', string: 'info', number: 'success', json: 'secondary' } as const;

function FlagHeading({ flag }: { flag: MatrixFlag }) {
  const def = valueToText(flag.value as FlagValue);
  return (
    <Box sx={{ py: 0.25, minWidth: 0 }}>
      <Link
        component={RouterLink}
        to={`/flags/${encodeURIComponent(flag.key)}`}
        underline="hover"
        color="text.primary"
        variant="subtitle2"
        sx={{ overflowWrap: 'break-word', hyphens: 'auto', lineHeight: 1.35, display: 'block', fontSize: { xs: 13, sm: 14 } }}
      >
        {flag.name}
      </Link>
      <Typography
        variant="caption"
        component="div"
        color="text.secondary"
        title={flag.key}
        sx={{ fontFamily: 'fontFamilyMono', wordBreak: 'break-all', lineHeight: 1.4 }}
      >
        {flag.key}
      </Typography>
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', mt: 0.5, minWidth: 0, display: { xs: 'none', sm: 'flex' } }}>
        <Chip label={flag.type} size="small" color={TYPE_COLOURS[flag.type]} variant="outlined" sx={{ height: 18, fontSize: 10.5, flexShrink: 0 }} />
        <Typography variant="caption" color="text.secondary" noWrap title={`Default: ${def}`} sx={{ minWidth: 0 }}>
          Default:{' '}
          <Box component="span" sx={{ fontFamily: 'fontFamilyMono', color: 'text.primary' }}>
            {def === '' ? '(empty)' : def}
          </Box>
        </Typography>
        {!flag.enabled && <Chip label="Killed" size="small" color="error" sx={{ height: 18, fontSize: 10.5 }} />}
      </Stack>
    </Box>
  );
}

function Legend({ editable }: { editable: boolean }) {
  const swatch = (sx: object) => <Box sx={{ width: 18, height: 18, borderRadius: 1, border: 1, borderColor: 'divider', ...sx }} />;
  return (
    <Stack direction="row" useFlexGap spacing={{ xs: 1.5, sm: 3 }} sx={{ flexWrap: 'wrap', alignItems: 'center', color: 'text.secondary' }} aria-label="Legend">
      <Typography variant="caption" sx={{ fontWeight: 700, letterSpacing: '0.06em', textTransform: 'uppercase' }}>
        Legend
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'success.main' }} />
        <Typography variant="body2">Served on</Typography>
        <Box sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'text.disabled', ml: 0.5 }} />
        <Typography variant="body2">off</Typography>
      </Stack>
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
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="text" sx={{ flex: 1 }} height={28} />
          ))}
        </Stack>
        {[0, 1, 2, 3, 4].map((r) => (
          <Stack key={r} direction="row" spacing={2}>
            <Skeleton variant="rounded" width={180} height={72} />
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" sx={{ flex: 1 }} height={72} />
            ))}
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
