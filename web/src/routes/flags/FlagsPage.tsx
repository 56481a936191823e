import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import {
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  Divider,
  FormControlLabel,
  IconButton,
  InputAdornment,
  Link,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Skeleton,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import MoreVertRoundedIcon from '@mui/icons-material/MoreVertRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import TuneRoundedIcon from '@mui/icons-material/TuneRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import FlagRoundedIcon from '@mui/icons-material/FlagRounded';
import HistoryRoundedIcon from '@mui/icons-material/HistoryRounded';
import OpenInNewRoundedIcon from '@mui/icons-material/OpenInNewRounded';
import ViewColumnRoundedIcon from '@mui/icons-material/ViewColumnRounded';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import { useMutation, useQuery } from '@apollo/client/react';
import { flagMatchesSearch } from '@flagstream/domain';
import type { FlagType } from '@flagstream/domain';
import { useProjects } from '../../state/ProjectsProvider';
import { PageHeader } from '../../components/PageHeader';
import { EmptyState, ErrorState, NoMatchState, NoProjectSelected } from '../../components/StateViews';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CopyButton } from '../../components/CopyButton';
import { LimitReachedDialog, limitReached } from '../../components/LimitReachedDialog';
import type { LimitInfo } from '../../components/LimitReachedDialog';
import { useUndoableChange } from '../../components/useUndoableChange';
import { useConfirmChange } from '../../components/useConfirmChange';
import { describeError } from '../../apollo/errors';
import { DELETE_FLAG, DELETE_OVERRIDE_OF_FLAG, FEATURE_FLAGS, FLAGS_PAGE_CONTEXT, FLAG_PLAN_LIMIT, SET_ENVIRONMENT_VALUE, UPDATE_FLAG } from './documents';
import { EnabledBadge, FlagValueView, TypeBadge } from './FlagBits';
import { FlagFormDialog } from './FlagFormDialog';
import type { FlagRow } from './FlagFormDialog';
import { EnvironmentValuesDialog } from './EnvironmentValuesDialog';
import { TargetingChip } from './TargetingChip';
import { environmentSwitchWrite, isProductionLike, loadColumns, overridesLeftEmpty, ownEnabled, saveColumns, servedIn } from './flagListModel';
import { useFlagHygiene } from './useFlagHygiene';
import type { StaleFlagView } from './useFlagHygiene';
import { ArchivedFlagsList, FlagViewFilter, StaleBadge } from './StaleBits';
import { flagCountText, flagsInView, viewCounts } from './staleModel';
import type { FlagView } from './staleModel';

type RowAction = 'open' | 'edit' | 'values' | 'history' | 'archive' | 'delete';
interface Env {
  id: string;
  name: string;
  type: string;
  status: string;
  order: number;
}
type EnvRow = FlagRow['environmentValues'][number];

const flagPath = (f: Pick<FlagRow, 'key'>) => `/flags/${encodeURIComponent(f.key)}`;

/** Feature Flags (/flags): every flag with its kill switch and its state per environment. */
export default function FlagsPage() {
  const { current, loading: projectsLoading, refetch: refetchProjects } = useProjects();
  if (projectsLoading)
    return (
      <>
        <PageHeader title="Feature Flags" />
        <ListSkeleton />
      </>
    );
  if (!current)
    return (
      <>
        <PageHeader title="Feature Flags" />
        <NoProjectSelected />
      </>
    );
  return (
    <FlagsScreen
      key={current.id}
      projectId={current.id}
      projectName={current.name}
      canManage={current.permissions.canManageFlags}
      canManageEnvironments={current.permissions.canManageEnvironments}
      canManageOverrides={current.permissions.canManageOverrides}
      refetchProjects={refetchProjects}
    />
  );
}

function FlagsScreen({
  projectId,
  projectName,
  canManage,
  canManageEnvironments,
  canManageOverrides,
  refetchProjects,
}: {
  projectId: string;
  projectName: string;
  canManage: boolean;
  canManageEnvironments: boolean;
  canManageOverrides: boolean;
  refetchProjects: () => Promise<unknown>;
}) {
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('md'));
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(FEATURE_FLAGS, { variables: { projectId }, notifyOnNetworkStatusChange: false });
  const context = useQuery(FLAGS_PAGE_CONTEXT, { variables: { projectId } });
  const plan = useQuery(FLAG_PLAN_LIMIT, { variables: { projectId }, skip: !canManage });
  const [updateFlag] = useMutation(UPDATE_FLAG);
  const [setEnvValue] = useMutation(SET_ENVIRONMENT_VALUE);
  const [deleteFlag] = useMutation(DELETE_FLAG);
  const [deleteOverride] = useMutation(DELETE_OVERRIDE_OF_FLAG);
  const change = useUndoableChange();
  const { ask, dialog: confirmDialog } = useConfirmChange();

  const [search, setSearch] = useState('');
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<FlagRow | null>(null);
  const [valuesFor, setValuesFor] = useState<FlagRow | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<FlagRow | null>(null);
  const [deleteEmptyOverrides, setDeleteEmptyOverrides] = useState(true);
  const [deleting, setDeleting] = useState(false);
  const [limit, setLimit] = useState<LimitInfo | null>(null);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  // issue 20: stale flags, archive/unarchive, and the All / Stale / Archived filter
  const hygiene = useFlagHygiene(projectId);
  const [view, setView] = useState<FlagView>('active');

  const allFlags = useMemo(() => data?.featureFlags ?? [], [data]);
  const flags = useMemo(() => allFlags.filter((f) => !f.archived), [allFlags]);
  const environments = useMemo<Env[]>(() => [...(context.data?.environments ?? [])].sort((a, b) => a.order - b.order), [context.data]);
  const overrides = useMemo(() => context.data?.overrides ?? [], [context.data]);
  const [columns, setColumnsState] = useState<string[] | null>(null);
  const shownEnvs = useMemo(() => {
    const ids =
      columns ??
      loadColumns(
        localStorage,
        projectId,
        environments.map((e) => e.id),
      );
    return environments.filter((e) => ids.includes(e.id));
  }, [columns, environments, projectId]);
  const setColumns = (ids: string[]) => {
    setColumnsState(ids);
    saveColumns(localStorage, projectId, ids);
  };

  const q = search.trim().toLowerCase();
  const inView = useMemo(() => flagsInView(allFlags, view, hygiene.stale), [allFlags, view, hygiene.stale]);
  // Search by name, key or description (spec §2): the domain's rule, as the API's ?search= applies it.
  const shown = useMemo(() => (q ? inView.filter((f) => flagMatchesSearch(f, q)) : inView), [inView, q]);

  const refreshAll = () => Promise.all([refetch(), context.refetch(), refetchProjects(), canManage ? plan.refetch() : null]);
  const markBusy = (id: string, on: boolean) =>
    setBusy((s) => {
      const n = new Set(s);
      if (on) n.add(id);
      else n.delete(id);
      return n;
    });

  const openCreate = () => {
    // Spec §9: at the plan cap, creating is blocked and the limit dialog opens.
    const reached = data ? limitReached('featureFlags', flags.length, plan.data?.currentPlan.currentPlan) : null;
    if (reached) {
      setLimit(reached);
      return;
    }
    setEditing(null);
    setFormOpen(true);
  };

  const onAction = (flag: FlagRow, action: RowAction) => {
    if (action === 'open') navigate(flagPath(flag));
    if (action === 'history') navigate(`${flagPath(flag)}#history`);
    if (action === 'edit') {
      setEditing(flag);
      setFormOpen(true);
    }
    if (action === 'values') setValuesFor(flag);
    if (action === 'archive') void hygiene.archive(flag).catch(() => undefined);
    if (action === 'delete') {
      setDeleteEmptyOverrides(true);
      setDeleteTarget(flag);
    }
  };

  const prodEnvs = environments.filter(isProductionLike);

  /** The kill switch: off stops the flag everywhere; every change confirms and can be undone. */
  const kill = (flag: FlagRow, on: boolean) =>
    ask(prodEnvs.length > 0, {
      title: on ? `Turn ${flag.name} back on?` : `Turn off ${flag.name} everywhere?`,
      confirmLabel: on ? 'Turn on' : 'Turn off everywhere',
      message: on ? (
        <>
          Each environment, including <b>{prodEnvs.map((e) => e.name).join(', ')}</b>, serves its own state again.
        </>
      ) : (
        <>
          The flag is served off in every environment and override, including <b>{prodEnvs.map((e) => e.name).join(', ')}</b>, until it is turned back on.
        </>
      ),
      run: async () => {
        markBusy(flag.id, true);
        try {
          await change({
            projectId,
            undo: [{ kind: 'flag', id: flag.id }],
            run: () => updateFlag({ variables: { id: flag.id, input: { enabled: on } } }),
            success: on ? `${flag.name} is live again` : `${flag.name} turned off in every environment`,
            failure: on ? `Failed to turn ${flag.name} back on` : `Failed to turn off ${flag.name}`,
            refresh: refetch,
          });
        } finally {
          markBusy(flag.id, false);
        }
      },
    });

  /** One environment on or off; production-like environments ask first. */
  const toggleEnv = (flag: FlagRow, env: Env, on: boolean) =>
    ask(isProductionLike(env), {
      title: `Turn ${flag.name} ${on ? 'on' : 'off'} in ${env.name}?`,
      confirmLabel: on ? `Turn on in ${env.name}` : `Turn off in ${env.name}`,
      message: (
        <>
          <b>{env.name}</b> is a production environment: applications using it see the change at once.
        </>
      ),
      run: async () => {
        const row = flag.environmentValues.find((r) => r.environmentId === env.id);
        const cell = `${flag.id}:${env.id}`;
        markBusy(cell, true);
        try {
          await change({
            projectId,
            undo: [{ kind: 'environment', id: env.id }],
            run: () => setEnvValue({ variables: { environmentId: env.id, flagKey: flag.key, flagValue: environmentSwitchWrite(flag, row, on) } }),
            success: `${flag.name} turned ${on ? 'on' : 'off'} in ${env.name}`,
            failure: `Failed to turn ${flag.name} ${on ? 'on' : 'off'} in ${env.name}`,
            refresh: refetch,
          });
        } finally {
          markBusy(cell, false);
        }
      },
    });

  const leftEmpty = deleteTarget ? overridesLeftEmpty(overrides, deleteTarget.key) : [];
  const confirmDelete = async () => {
    const target = deleteTarget;
    if (!target) return;
    const alsoOverrides = deleteEmptyOverrides && canManageOverrides ? leftEmpty : [];
    setDeleting(true);
    try {
      await change({
        projectId,
        undo: [{ kind: 'flag', id: target.id }, ...alsoOverrides.map((o) => ({ kind: 'override' as const, id: o.id }))],
        run: async () => {
          await deleteFlag({ variables: { id: target.id } });
          for (const o of alsoOverrides) await deleteOverride({ variables: { id: o.id } });
        },
        success:
          alsoOverrides.length > 0
            ? `${target.name} deleted, with ${alsoOverrides.length === 1 ? `the override ${alsoOverrides[0]!.name}` : `${alsoOverrides.length} overrides`}`
            : `${target.name} deleted`,
        failure: `Failed to delete ${target.name}`,
        refresh: refreshAll,
      });
      setDeleteTarget(null);
    } catch {
      // the toast says why; the dialog stays open
    } finally {
      setDeleting(false);
    }
  };

  const createButton = canManage && (
    <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={openCreate}>
      Create Flag
    </Button>
  );

  const rowProps = {
    canManage,
    canManageEnvironments,
    busy,
    onKill: kill,
    onToggleEnv: toggleEnv,
    onAction,
    stale: hygiene.stale,
    staleDays: hygiene.staleAfterDays,
  };
  let body: React.ReactNode;
  if (error && !data) {
    body = <ErrorState title="Error loading feature flags" message={describeError(error)} onRetry={() => void refetch()} />;
  } else if ((loading && !data) || (context.loading && !context.data)) {
    // Rows wait for the environments too: columns must not pop in under the pointer.
    body = <ListSkeleton compact={compact} />;
  } else if (view === 'archived') {
    body = <ArchivedFlagsList flags={shown} canManage={canManage} onUnarchive={hygiene.unarchive} />;
  } else if (view === 'stale' && shown.length === 0 && !q) {
    body = (
      <NoMatchState
        title="No stale flags"
        description={`Every flag was evaluated, with more than one variant, in the last ${hygiene.staleAfterDays ?? 30} days.`}
        action={
          <Button variant="outlined" onClick={() => setView('active')}>
            Show all flags
          </Button>
        }
      />
    );
  } else if (flags.length === 0) {
    body = (
      <EmptyState
        icon={<FlagRoundedIcon sx={{ fontSize: 44 }} />}
        title="No feature flags yet"
        description={canManage ? 'Create your first feature flag to start controlling features in this project.' : 'This project has no feature flags yet.'}
        action={createButton || undefined}
      />
    );
  } else if (shown.length === 0) {
    body = (
      <NoMatchState
        title="No flags found"
        description="No feature flags match your search."
        action={
          <Button variant="outlined" onClick={() => setSearch('')}>
            Clear search
          </Button>
        }
      />
    );
  } else if (compact) {
    body = (
      <Stack spacing={1.5}>
        {shown.map((f) => (
          <FlagCard key={f.id} flag={f} environments={shownEnvs} {...rowProps} />
        ))}
      </Stack>
    );
  } else {
    body = <FlagTable flags={shown} environments={shownEnvs} {...rowProps} />;
  }

  const killedCount = flags.filter((f) => !f.enabled).length;

  return (
    <Box>
      <PageHeader
        title="Feature Flags"
        count={data ? flags.length : undefined}
        subtitle={
          canManage ? (
            <>
              The flags of{' '}
              <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
                {projectName}
              </Box>
              : turn them on and off per environment, or everywhere with the kill switch.
            </>
          ) : (
            <>
              The flags of{' '}
              <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
                {projectName}
              </Box>
              . You have view-only access.
            </>
          )
        }
        actions={createButton || undefined}
      />
      {(allFlags.length > 0 || q) && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2.5, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <TextField
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            // Enter opens the flag's page when the search names one flag (by key, or as the only match).
            onKeyDown={(e) => {
              if (e.key !== 'Enter' || !q) return;
              const one = shown.find((f) => f.key.toLowerCase() === q) ?? (shown.length === 1 ? shown[0] : undefined);
              if (one) navigate(flagPath(one));
            }}
            placeholder="Search name, key or description..."
            sx={{ width: { xs: '100%', sm: 380 }, '& .MuiOutlinedInput-root': { bgcolor: 'background.paper' } }}
            slotProps={{
              htmlInput: { 'aria-label': 'Search feature flags' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchRoundedIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Box sx={{ flexGrow: { sm: 1 } }}>
            <FlagViewFilter view={view} counts={viewCounts(allFlags, hygiene.stale)} onChange={setView} />
          </Box>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="body2" color="text.secondary">
              {flagCountText({ shown: shown.length, served: flags.length, killed: killedCount, view, searching: q !== '' })}
            </Typography>
            {environments.length > 0 && <ColumnsMenu environments={environments} shown={shownEnvs.map((e) => e.id)} onChange={setColumns} />}
          </Stack>
        </Stack>
      )}
      {body}

      {confirmDialog}
      {canManage && (
        <>
          <FlagFormDialog
            open={formOpen}
            projectId={projectId}
            flag={editing}
            onClose={() => setFormOpen(false)}
            onSaved={() => {
              setFormOpen(false);
              void refreshAll();
            }}
            onLimit={(info) => {
              setFormOpen(false);
              setLimit(info);
            }}
          />
          <EnvironmentValuesDialog flag={valuesFor} onClose={() => setValuesFor(null)} onChanged={refreshAll} />
          <ConfirmDialog
            open={Boolean(deleteTarget)}
            title="Delete Flag"
            confirmLabel="Delete Flag"
            pendingLabel="Deleting..."
            pending={deleting}
            message={
              deleteTarget && (
                <>
                  Are you sure you want to delete "<b>{deleteTarget.name}</b>"? Its environment values and override values are removed too. You can undo it from
                  the confirmation, or restore it later from its history.
                  {leftEmpty.length > 0 && (
                    <Box
                      sx={(t) => ({
                        mt: 2,
                        p: 1.5,
                        borderRadius: 1.5,
                        border: 1,
                        borderColor: alpha(t.palette.warning.main, 0.5),
                        bgcolor: alpha(t.palette.warning.main, 0.06),
                      })}
                      data-testid="empty-override-warning"
                    >
                      <Typography variant="body2" color="text.primary">
                        {leftEmpty.length === 1 ? (
                          <>
                            The override <b>{leftEmpty[0]!.name}</b> sets only this flag:
                          </>
                        ) : (
                          <>
                            {leftEmpty.length} overrides set only this flag ({leftEmpty.map((o) => o.name).join(', ')}):
                          </>
                        )}{' '}
                        without it {leftEmpty.length === 1 ? 'it would stay active with no values' : 'they would stay active with no values'}.
                      </Typography>
                      {canManageOverrides ? (
                        <FormControlLabel
                          sx={{ mt: 0.5 }}
                          control={<Checkbox checked={deleteEmptyOverrides} onChange={(e) => setDeleteEmptyOverrides(e.target.checked)} />}
                          label={leftEmpty.length === 1 ? 'Delete that override too' : 'Delete those overrides too'}
                        />
                      ) : (
                        <Typography variant="caption" color="text.secondary">
                          Someone who manages overrides can remove {leftEmpty.length === 1 ? 'it' : 'them'}.
                        </Typography>
                      )}
                    </Box>
                  )}
                </>
              )
            }
            onConfirm={() => void confirmDelete()}
            onClose={() => setDeleteTarget(null)}
          />
          <LimitReachedDialog info={limit} onClose={() => setLimit(null)} />
        </>
      )}
    </Box>
  );
}

/** Which environments are columns; the choice is kept per project in this browser. */
function ColumnsMenu({ environments, shown, onChange }: { environments: Env[]; shown: string[]; onChange: (ids: string[]) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const toggle = (id: string) =>
    onChange(shown.includes(id) ? shown.filter((x) => x !== id) : environments.map((e) => e.id).filter((x) => x === id || shown.includes(x)));
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<ViewColumnRoundedIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ flexShrink: 0, bgcolor: 'background.paper' }}
      >
        Environments ({shown.length}/{environments.length})
      </Button>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Typography variant="caption" color="text.secondary" sx={{ px: 2, py: 0.5, display: 'block' }}>
          Show as columns
        </Typography>
        {environments.map((e) => (
          <MenuItem key={e.id} onClick={() => toggle(e.id)} dense>
            <Checkbox size="small" checked={shown.includes(e.id)} sx={{ p: 0.5, mr: 1 }} />
            <ListItemText>{e.name}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

interface RowProps {
  canManage: boolean;
  canManageEnvironments: boolean;
  busy: ReadonlySet<string>;
  onKill: (f: FlagRow, on: boolean) => void;
  onToggleEnv: (f: FlagRow, env: Env, on: boolean) => void;
  onAction: (f: FlagRow, a: RowAction) => void;
  stale?: ReadonlyMap<string, StaleFlagView>;
  staleDays?: number | null;
}

/** The row menu: open, edit, environment values, history, delete. */
function RowMenu({ flag, canManage, onAction }: { flag: FlagRow; canManage: boolean; onAction: (f: FlagRow, a: RowAction) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const pick = (a: RowAction) => {
    setAnchor(null);
    onAction(flag, a);
  };
  return (
    <>
      <IconButton size="small" aria-label={`Actions for ${flag.name}`} onClick={(e) => setAnchor(e.currentTarget)}>
        <MoreVertRoundedIcon fontSize="small" />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 210 } } }}
      >
        <MenuItem onClick={() => pick('open')}>
          <ListItemIcon>
            <OpenInNewRoundedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Open flag page</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => pick('history')}>
          <ListItemIcon>
            <HistoryRoundedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>History</ListItemText>
        </MenuItem>
        {canManage && (
          <MenuItem onClick={() => pick('edit')}>
            <ListItemIcon>
              <EditRoundedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>Edit Flag</ListItemText>
          </MenuItem>
        )}
        {canManage && (
          <MenuItem onClick={() => pick('values')}>
            <ListItemIcon>
              <TuneRoundedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>Environment Values</ListItemText>
          </MenuItem>
        )}
        {canManage && <Divider />}
        {canManage && (
          <MenuItem onClick={() => pick('archive')}>
            <ListItemIcon>
              <ArchiveOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>Archive</ListItemText>
          </MenuItem>
        )}
        {canManage && (
          <MenuItem onClick={() => pick('delete')} sx={{ color: 'error.main' }}>
            <ListItemIcon>
              <DeleteOutlineRoundedIcon fontSize="small" color="error" />
            </ListItemIcon>
            <ListItemText>Delete Flag</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </>
  );
}

/** The global kill switch, distinct from the per-environment switches. */
function KillSwitch({ flag, canManage, busy, onKill }: { flag: FlagRow; canManage: boolean; busy: boolean; onKill: (f: FlagRow, on: boolean) => void }) {
  if (!canManage) return <EnabledBadge enabled={flag.enabled} />;
  return (
    <Tooltip
      describeChild
      title={flag.enabled ? 'Live: each environment decides. Turn off to stop it everywhere.' : 'Killed: off in every environment and override'}
    >
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Switch
          checked={flag.enabled}
          disabled={busy}
          size="small"
          color={flag.enabled ? 'success' : 'error'}
          onChange={(e) => onKill(flag, e.target.checked)}
          slotProps={{ input: { 'aria-label': `Kill switch for ${flag.name}` } }}
        />
        <Typography variant="caption" sx={{ fontWeight: 700, color: flag.enabled ? 'success.main' : 'error.main' }}>
          {flag.enabled ? 'Live' : 'Killed'}
        </Typography>
      </Stack>
    </Tooltip>
  );
}

/** One environment's state of one flag: its own switch, the value it serves, its targeting. */
function EnvCell({
  flag,
  env,
  row,
  canEdit,
  busy,
  onToggle,
}: {
  flag: FlagRow;
  env: Env;
  row: EnvRow | undefined;
  canEdit: boolean;
  busy: boolean;
  onToggle: (on: boolean) => void;
}) {
  const own = ownEnabled(row);
  const served = servedIn(flag, row);
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0, opacity: served.killed ? 0.55 : 1 }} data-testid={`cell-${flag.key}-${env.name}`}>
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', minWidth: 0 }}>
        {canEdit ? (
          <Switch
            size="small"
            checked={own}
            disabled={busy}
            onChange={(e) => onToggle(e.target.checked)}
            slotProps={{ input: { 'aria-label': `${flag.name} in ${env.name}` } }}
          />
        ) : (
          <Chip size="small" label={own ? 'On' : 'Off'} sx={{ height: 20, fontSize: 11 }} />
        )}
        <Box sx={{ minWidth: 0, display: 'flex', flex: 1 }}>
          <FlagValueView type={flag.type as FlagType} value={served.value} maxWidth="100%" />
        </Box>
        {row?.hasCustomValue && (
          <Tooltip title="Custom value in this environment">
            <Box sx={{ width: 7, height: 7, borderRadius: '50%', bgcolor: 'primary.main', flexShrink: 0 }} role="img" aria-label="custom value" />
          </Tooltip>
        )}
      </Stack>
      <TargetingChip flagId={flag.id} flagKey={flag.key} environmentId={env.id} value={row ? { ...row, environmentName: env.name } : null} />
    </Stack>
  );
}

const headSx = {
  fontSize: 12,
  fontWeight: 600,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: 'text.secondary',
  whiteSpace: 'nowrap',
  bgcolor: 'background.paper',
  verticalAlign: 'bottom',
  py: 1.25,
} as const;
const stickySx = { position: 'sticky', left: 0, zIndex: 2, bgcolor: 'background.paper', borderRight: 1, borderRightColor: 'divider' } as const;

function FlagTable({ flags, environments, ...p }: { flags: FlagRow[]; environments: Env[] } & RowProps) {
  return (
    <Card>
      <TableContainer sx={{ overflowX: 'auto' }}>
        {/* Fixed layout: the flag column keeps its width and environments share the rest; many environments scroll sideways. */}
        <Table
          sx={{
            tableLayout: 'fixed',
            minWidth: 270 + 104 + environments.length * 132 + (p.canManage ? 48 : 0),
            '& td, & th': { px: 1.25 },
            '& td:first-of-type, & th:first-of-type': { pl: 2.5 },
          }}
          aria-label="Feature flags"
        >
          <colgroup>
            <col style={{ width: 270 }} />
            <col style={{ width: 104 }} />
            {environments.map((e) => (
              <col key={e.id} />
            ))}
            {p.canManage && <col style={{ width: 48 }} />}
          </colgroup>
          <TableHead>
            <TableRow>
              <TableCell sx={{ ...headSx, ...stickySx, zIndex: 3 }}>Flag</TableCell>
              <TableCell sx={headSx}>Kill switch</TableCell>
              {environments.map((e) => (
                <TableCell key={e.id} sx={{ ...headSx, whiteSpace: 'normal' }} title={e.name}>
                  {/* The whole name, wrapped if need be (issue 17: "PROD…" hid which production), the prod mark under it. */}
                  <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', minWidth: 0 }}>
                    <Box sx={{ width: 7, height: 7, borderRadius: '50%', flexShrink: 0, bgcolor: e.status === 'active' ? 'success.main' : 'text.disabled' }} />
                    <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere', lineHeight: 1.35 }}>
                      {e.name}
                    </Box>
                  </Stack>
                  {isProductionLike(e) && (
                    <Chip label="prod" size="small" color="warning" variant="outlined" sx={{ height: 18, fontSize: 10, mt: 0.5, ml: '13px' }} />
                  )}
                </TableCell>
              ))}
              {p.canManage && <TableCell sx={headSx} aria-label="Actions" />}
            </TableRow>
          </TableHead>
          <TableBody>
            {flags.map((f) => (
              <TableRow key={f.id} hover sx={{ '&:last-child td': { borderBottom: 0 }, '&:hover td:first-of-type': { bgcolor: 'action.hover' } }}>
                <TableCell sx={{ ...stickySx, py: 1.5, verticalAlign: 'top' }}>
                  <Stack direction="row" spacing={0.75} useFlexGap sx={{ alignItems: 'center', minWidth: 0, flexWrap: 'wrap', rowGap: 0.5 }}>
                    <Link
                      component={RouterLink}
                      to={flagPath(f)}
                      underline="hover"
                      color="text.primary"
                      sx={{ fontWeight: 600, fontSize: 14, overflowWrap: 'break-word', minWidth: 0 }}
                    >
                      {f.name}
                    </Link>
                    <TypeBadge type={f.type as FlagType} />
                    <StaleBadge stale={p.stale?.get(f.id)} days={p.staleDays ?? null} />
                  </Stack>
                  {/* The key on a line of its own: whole keys, broken only when longer than the column. */}
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0, mt: 0.25 }}>
                    <Typography
                      component="code"
                      sx={{ fontFamily: 'fontFamilyMono', fontSize: 12.5, color: 'text.secondary', overflowWrap: 'anywhere', minWidth: 0 }}
                    >
                      {f.key}
                    </Typography>
                    <CopyButton value={f.key} label="Copy key" />
                  </Stack>
                  {f.description && (
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      title={f.description}
                      sx={{ display: '-webkit-box', WebkitLineClamp: 1, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
                    >
                      {f.description}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ verticalAlign: 'top', pt: 2 }}>
                  <KillSwitch flag={f} canManage={p.canManage} busy={p.busy.has(f.id)} onKill={p.onKill} />
                </TableCell>
                {environments.map((e) => (
                  <TableCell key={e.id} sx={{ verticalAlign: 'top', pt: 1.75 }}>
                    <EnvCell
                      flag={f}
                      env={e}
                      row={f.environmentValues.find((r) => r.environmentId === e.id)}
                      canEdit={p.canManageEnvironments}
                      busy={p.busy.has(`${f.id}:${e.id}`)}
                      onToggle={(on) => p.onToggleEnv(f, e, on)}
                    />
                  </TableCell>
                ))}
                {/* spec §6: read-only users get no row menus; the flag's name links to its page */}
                {p.canManage && (
                  <TableCell align="right" sx={{ pl: 0, verticalAlign: 'top', pt: 1.5 }}>
                    <RowMenu flag={f} canManage={p.canManage} onAction={p.onAction} />
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}

function FlagCard({ flag, environments, ...p }: { flag: FlagRow; environments: Env[] } & RowProps) {
  return (
    <Card data-testid={`flag-card-${flag.key}`}>
      <CardContent sx={{ p: 2, '&:last-child': { pb: 1.5 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Link
              component={RouterLink}
              to={flagPath(flag)}
              underline="hover"
              color="text.primary"
              sx={{ fontWeight: 600, fontSize: 16, overflowWrap: 'break-word' }}
            >
              {flag.name}
            </Link>
            <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center', minWidth: 0 }}>
              <Typography
                component="code"
                sx={{ fontFamily: 'fontFamilyMono', fontSize: 12.5, color: 'text.secondary', overflowWrap: 'anywhere', minWidth: 0 }}
              >
                {flag.key}
              </Typography>
              <CopyButton value={flag.key} label="Copy key" />
            </Stack>
            <StaleBadge stale={p.stale?.get(flag.id)} days={p.staleDays ?? null} />
          </Box>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexShrink: 0 }}>
            <TypeBadge type={flag.type as FlagType} />
            {p.canManage && <RowMenu flag={flag} canManage={p.canManage} onAction={p.onAction} />}
          </Stack>
        </Stack>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 1, py: 0.5, px: 1, borderRadius: 1.5, bgcolor: 'action.hover' }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Kill switch
          </Typography>
          <KillSwitch flag={flag} canManage={p.canManage} busy={p.busy.has(flag.id)} onKill={p.onKill} />
        </Stack>
        {environments.length > 0 && <Divider sx={{ my: 1 }} />}
        <Stack spacing={0.75}>
          {environments.map((e) => (
            <Stack key={e.id} direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', minWidth: 0 }}>
              <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0, width: 96, overflowWrap: 'anywhere' }}>
                {e.name}
              </Typography>
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <EnvCell
                  flag={flag}
                  env={e}
                  row={flag.environmentValues.find((r) => r.environmentId === e.id)}
                  canEdit={p.canManageEnvironments}
                  busy={p.busy.has(`${flag.id}:${e.id}`)}
                  onToggle={(on) => p.onToggleEnv(flag, e, on)}
                />
              </Box>
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

function ListSkeleton({ compact }: { compact?: boolean }) {
  if (compact) {
    return (
      <Stack spacing={1.5}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={170} />
        ))}
      </Stack>
    );
  }
  return (
    <Card>
      <Box sx={{ px: 2, py: 1.5 }}>
        <Skeleton width="40%" />
      </Box>
      {[0, 1, 2, 3, 4].map((i) => (
        <Stack key={i} direction="row" spacing={3} sx={{ px: 2, py: 2, borderTop: 1, borderColor: 'divider', alignItems: 'center' }}>
          <Box sx={{ flex: 2 }}>
            <Skeleton width="60%" />
            <Skeleton width="85%" height={14} />
          </Box>
          <Skeleton variant="rounded" width={64} height={22} />
          {[0, 1, 2].map((j) => (
            <Skeleton key={j} sx={{ flex: 1 }} />
          ))}
          <Skeleton width={90} />
        </Stack>
      ))}
    </Card>
  );
}
