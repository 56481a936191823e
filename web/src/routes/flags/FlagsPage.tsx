import { useMemo, useState } from 'react';
import {
  Box, Button, Card, CardContent, Divider, IconButton, InputAdornment, ListItemIcon, ListItemText, Menu, MenuItem, Skeleton, Stack,
  Switch, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Tooltip, Typography, useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import MoreVertRoundedIcon from '@mui/icons-material/MoreVertRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import TuneRoundedIcon from '@mui/icons-material/TuneRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import FlagRoundedIcon from '@mui/icons-material/FlagRounded';
import { useMutation, useQuery } from '@apollo/client/react';
import { isAtLimit } from '@flagstream/domain';
import { useProjects } from '../../state/ProjectsProvider';
import { PageHeader } from '../../components/PageHeader';
import { EmptyState, ErrorState, NoMatchState, NoProjectSelected } from '../../components/StateViews';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CopyButton } from '../../components/CopyButton';
import { LimitReachedDialog } from '../../components/LimitReachedDialog';
import type { LimitInfo } from '../../components/LimitReachedDialog';
import { shortDate } from '../../lib/format';
import type { FlagsPageUpdateFlagMutation } from '../../apollo/generated/graphql';
import { DELETE_FLAG, FEATURE_FLAGS, FLAG_PLAN_LIMIT, UPDATE_FLAG } from './documents';
import { EnabledBadge, FlagValueView, KeyText, TypeBadge } from './FlagBits';
import { FlagFormDialog } from './FlagFormDialog';
import type { FlagRow } from './FlagFormDialog';
import { EnvironmentValuesDialog } from './EnvironmentValuesDialog';

/** Search by name, key or description, case-insensitively (spec §2). */
const matches = (f: FlagRow, q: string) =>
  [f.name, f.key, f.description].some((s) => s.toLowerCase().includes(q));

type RowAction = 'edit' | 'values' | 'delete';

/** Feature Flags (/flags): the current project's flags as a table (cards on phones). */
export default function FlagsPage() {
  const { current, loading: projectsLoading, refetch: refetchProjects } = useProjects();
  if (projectsLoading) return <><PageHeader title="Feature Flags" /><ListSkeleton /></>;
  if (!current) return <><PageHeader title="Feature Flags" /><NoProjectSelected /></>;
  return <FlagsScreen key={current.id} projectId={current.id} projectName={current.name} canManage={current.permissions.canManageFlags} refetchProjects={refetchProjects} />;
}

function FlagsScreen({ projectId, projectName, canManage, refetchProjects }: {
  projectId: string; projectName: string; canManage: boolean; refetchProjects: () => Promise<unknown>;
}) {
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('md'));
  const { data, loading, error, refetch } = useQuery(FEATURE_FLAGS, { variables: { projectId }, notifyOnNetworkStatusChange: false });
  const plan = useQuery(FLAG_PLAN_LIMIT, { variables: { projectId }, skip: !canManage });
  const [updateFlag] = useMutation(UPDATE_FLAG);
  const [deleteFlag, { loading: deleting }] = useMutation(DELETE_FLAG);

  const [search, setSearch] = useState('');
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<FlagRow | null>(null);
  const [valuesFor, setValuesFor] = useState<FlagRow | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<FlagRow | null>(null);
  const [limit, setLimit] = useState<LimitInfo | null>(null);
  const [toggling, setToggling] = useState<Set<string>>(new Set());

  const flags = useMemo(() => data?.featureFlags ?? [], [data]);
  const q = search.trim().toLowerCase();
  const shown = useMemo(() => (q ? flags.filter((f) => matches(f, q)) : flags), [flags, q]);

  const refreshAll = () => Promise.all([refetch(), refetchProjects(), canManage ? plan.refetch() : null]);

  const openCreate = () => {
    // Spec §9: at the plan cap, creating is blocked and the limit dialog opens.
    const p = plan.data?.currentPlan.currentPlan;
    if (p && data && isAtLimit(flags.length, p.featureMaxFeatureFlags)) {
      setLimit({ limitType: 'featureFlags', count: flags.length, max: p.featureMaxFeatureFlags, plan: p.name });
      return;
    }
    setEditing(null);
    setFormOpen(true);
  };

  const onAction = (flag: FlagRow, action: RowAction) => {
    if (action === 'edit') { setEditing(flag); setFormOpen(true); }
    if (action === 'values') setValuesFor(flag);
    if (action === 'delete') setDeleteTarget(flag);
  };

  // Spec §4: enabled is toggled by a partial update of enabled only.
  const toggle = async (flag: FlagRow, enabled: boolean) => {
    setToggling((s) => new Set(s).add(flag.id));
    try {
      await updateFlag({
        variables: { id: flag.id, input: { enabled } },
        optimisticResponse: {
          updateFeatureFlag: {
            __typename: 'Flag', id: flag.id, name: flag.name, key: flag.key, description: flag.description, type: flag.type,
            value: flag.value, enabled, createdAt: flag.createdAt ?? null, updatedAt: flag.updatedAt ?? null,
          } as FlagsPageUpdateFlagMutation['updateFeatureFlag'],
        },
      });
      await refetch();
    } catch (e) {
      console.error('Failed to toggle feature flag', e); // spec §8: logged only
    } finally {
      setToggling((s) => { const n = new Set(s); n.delete(flag.id); return n; });
    }
  };

  const confirmDelete = async () => {
    if (!deleteTarget) return;
    try {
      await deleteFlag({ variables: { id: deleteTarget.id } });
      setDeleteTarget(null);
      await refreshAll();
    } catch (e) {
      console.error('Failed to delete feature flag', e); // spec §8: logged only; the dialog stays open
    }
  };

  const createButton = canManage && (
    <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={openCreate}>Create Flag</Button>
  );

  let body: React.ReactNode;
  if (error && !data) {
    body = <ErrorState title="Error loading feature flags" message={error.message} onRetry={() => void refetch()} />;
  } else if (loading && !data) {
    body = <ListSkeleton compact={compact} />;
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
        action={<Button variant="outlined" onClick={() => setSearch('')}>Clear search</Button>}
      />
    );
  } else if (compact) {
    body = (
      <Stack spacing={1.5}>
        {shown.map((f) => <FlagCard key={f.id} flag={f} canManage={canManage} toggling={toggling.has(f.id)} onToggle={toggle} onAction={onAction} />)}
      </Stack>
    );
  } else {
    body = <FlagTable flags={shown} canManage={canManage} toggling={toggling} onToggle={toggle} onAction={onAction} />;
  }

  const enabledCount = flags.filter((f) => f.enabled).length;

  return (
    <Box>
      <PageHeader
        title="Feature Flags"
        count={data ? flags.length : undefined}
        subtitle={canManage
          ? <>Create, toggle and configure the flags of <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>{projectName}</Box>.</>
          : <>The flags of <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>{projectName}</Box>. You have view-only access.</>}
        actions={createButton || undefined}
      />
      {(flags.length > 0 || q) && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2.5, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <TextField
            value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Search name, key or description..."
            sx={{ width: { xs: '100%', sm: 380 }, '& .MuiOutlinedInput-root': { bgcolor: 'background.paper' } }}
            slotProps={{
              htmlInput: { 'aria-label': 'Search feature flags' },
              input: { startAdornment: <InputAdornment position="start"><SearchRoundedIcon fontSize="small" /></InputAdornment> },
            }}
          />
          <Typography variant="body2" color="text.secondary">
            {q ? `${shown.length} of ${flags.length} flags` : `${flags.length} ${flags.length === 1 ? 'flag' : 'flags'} · ${enabledCount} enabled`}
          </Typography>
        </Stack>
      )}
      {body}

      {canManage && (
        <>
          <FlagFormDialog
            open={formOpen} projectId={projectId} flag={editing}
            onClose={() => setFormOpen(false)}
            onSaved={() => { setFormOpen(false); void refreshAll(); }}
            onLimit={(info) => { setFormOpen(false); setLimit(info); }}
          />
          <EnvironmentValuesDialog flag={valuesFor} onClose={() => setValuesFor(null)} onChanged={refreshAll} />
          <ConfirmDialog
            open={Boolean(deleteTarget)} title="Delete Flag" confirmLabel="Delete Flag" pendingLabel="Deleting..." pending={deleting}
            message={deleteTarget && (
              <>Are you sure you want to delete "<b>{deleteTarget.name}</b>"? Its environment values and override values are removed too. This action cannot be undone.</>
            )}
            onConfirm={() => void confirmDelete()} onClose={() => setDeleteTarget(null)}
          />
          <LimitReachedDialog info={limit} onClose={() => setLimit(null)} />
        </>
      )}
    </Box>
  );
}

/** The row menu: Edit Flag, Environment Values, Delete Flag. */
function RowMenu({ flag, onAction }: { flag: FlagRow; onAction: (f: FlagRow, a: RowAction) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const pick = (a: RowAction) => { setAnchor(null); onAction(flag, a); };
  return (
    <>
      <IconButton size="small" aria-label={`Actions for ${flag.name}`} onClick={(e) => setAnchor(e.currentTarget)}><MoreVertRoundedIcon fontSize="small" /></IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }} slotProps={{ paper: { sx: { minWidth: 210 } } }}>
        <MenuItem onClick={() => pick('edit')}><ListItemIcon><EditRoundedIcon fontSize="small" /></ListItemIcon><ListItemText>Edit Flag</ListItemText></MenuItem>
        <MenuItem onClick={() => pick('values')}><ListItemIcon><TuneRoundedIcon fontSize="small" /></ListItemIcon><ListItemText>Environment Values</ListItemText></MenuItem>
        <Divider />
        <MenuItem onClick={() => pick('delete')} sx={{ color: 'error.main' }}><ListItemIcon><DeleteOutlineRoundedIcon fontSize="small" color="error" /></ListItemIcon><ListItemText>Delete Flag</ListItemText></MenuItem>
      </Menu>
    </>
  );
}

/** The enabled switch for managers, an Enabled/Disabled badge for everyone else. */
function EnabledControl({ flag, canManage, toggling, onToggle }: { flag: FlagRow; canManage: boolean; toggling: boolean; onToggle: (f: FlagRow, enabled: boolean) => void }) {
  if (!canManage) return <EnabledBadge enabled={flag.enabled} />;
  return (
    <Tooltip title={flag.enabled ? 'Enabled' : 'Disabled'}>
      <Switch
        checked={flag.enabled} disabled={toggling} size="small"
        onChange={(e) => onToggle(flag, e.target.checked)}
        slotProps={{ input: { 'aria-label': `${flag.enabled ? 'Disable' : 'Enable'} ${flag.name}` } }}
      />
    </Tooltip>
  );
}

const headSx = { fontSize: 12, fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.04em', color: 'text.secondary', whiteSpace: 'nowrap', bgcolor: 'action.hover', py: 1.25 } as const;

function FlagTable({ flags, canManage, toggling, onToggle, onAction }: {
  flags: FlagRow[]; canManage: boolean; toggling: Set<string>; onToggle: (f: FlagRow, enabled: boolean) => void; onAction: (f: FlagRow, a: RowAction) => void;
}) {
  return (
    <Card>
      <TableContainer>
        <Table sx={{ minWidth: 1040, tableLayout: 'fixed', '& td, & th': { px: 1.5 }, '& td:first-of-type, & th:first-of-type': { pl: 2.5 } }} aria-label="Feature flags">
          <colgroup>
            <col />
            <col style={{ width: 200 }} />
            <col style={{ width: 100 }} />
            <col style={{ width: 180 }} />
            <col style={{ width: 90 }} />
            <col style={{ width: 118 }} />
            <col style={{ width: 118 }} />
            {canManage && <col style={{ width: 56 }} />}
          </colgroup>
          <TableHead>
            <TableRow>
              <TableCell sx={headSx}>Flag</TableCell>
              <TableCell sx={headSx}>Key</TableCell>
              <TableCell sx={headSx}>Type</TableCell>
              <TableCell sx={headSx}>Value</TableCell>
              <TableCell sx={headSx}>Enabled</TableCell>
              <TableCell sx={headSx}>Created</TableCell>
              <TableCell sx={headSx}>Updated</TableCell>
              {canManage && <TableCell sx={headSx} aria-label="Actions" />}
            </TableRow>
          </TableHead>
          <TableBody>
            {flags.map((f) => (
              <TableRow key={f.id} hover sx={{ '&:last-child td': { borderBottom: 0 } }}>
                <TableCell sx={{ py: 1.75 }}>
                  <Typography variant="body2" noWrap title={f.name} sx={{ fontWeight: 600 }}>{f.name}</Typography>
                  <Typography variant="caption" color="text.secondary" title={f.description} sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
                    {f.description || <Box component="span" sx={{ fontStyle: 'italic', opacity: 0.7 }}>No description</Box>}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center', minWidth: 0 }}>
                    <KeyText value={f.key} />
                    <CopyButton value={f.key} label="Copy key" />
                  </Stack>
                </TableCell>
                <TableCell><TypeBadge type={f.type} /></TableCell>
                <TableCell><FlagValueView type={f.type} value={f.value} maxWidth="100%" /></TableCell>
                <TableCell><EnabledControl flag={f} canManage={canManage} toggling={toggling.has(f.id)} onToggle={onToggle} /></TableCell>
                <TableCell><Typography variant="body2" color="text.secondary" noWrap>{shortDate(f.createdAt)}</Typography></TableCell>
                <TableCell><Typography variant="body2" color="text.secondary" noWrap>{shortDate(f.updatedAt)}</Typography></TableCell>
                {canManage && <TableCell align="right" sx={{ pl: 0 }}><RowMenu flag={f} onAction={onAction} /></TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}

function FlagCard({ flag, canManage, toggling, onToggle, onAction }: {
  flag: FlagRow; canManage: boolean; toggling: boolean; onToggle: (f: FlagRow, enabled: boolean) => void; onAction: (f: FlagRow, a: RowAction) => void;
}) {
  return (
    <Card>
      <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
              <Typography variant="subtitle1" noWrap sx={{ fontWeight: 600, minWidth: 0 }}>{flag.name}</Typography>
              <TypeBadge type={flag.type} />
            </Stack>
            <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center', minWidth: 0, mt: 0.25 }}>
              <KeyText value={flag.key} />
              <CopyButton value={flag.key} label="Copy key" />
            </Stack>
          </Box>
          <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center', flexShrink: 0, minHeight: 28 }}>
            <EnabledControl flag={flag} canManage={canManage} toggling={toggling} onToggle={onToggle} />
            {canManage && <RowMenu flag={flag} onAction={onAction} />}
          </Stack>
        </Stack>
        {flag.description && <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{flag.description}</Typography>}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1.5, minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.04em', flexShrink: 0 }}>Value</Typography>
          <Box sx={{ minWidth: 0, display: 'flex' }}><FlagValueView type={flag.type} value={flag.value} maxWidth="100%" /></Box>
        </Stack>
        <Divider sx={{ my: 1.5 }} />
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Typography variant="caption" color="text.secondary">Created {shortDate(flag.createdAt)}</Typography>
          <Typography variant="caption" color="text.secondary">Updated {shortDate(flag.updatedAt)}</Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}

function ListSkeleton({ compact }: { compact?: boolean }) {
  if (compact) {
    return <Stack spacing={1.5}>{[0, 1, 2, 3].map((i) => <Skeleton key={i} variant="rounded" height={150} />)}</Stack>;
  }
  return (
    <Card>
      <Box sx={{ px: 2, py: 1.5, bgcolor: 'action.hover' }}><Skeleton width="40%" /></Box>
      {[0, 1, 2, 3, 4].map((i) => (
        <Stack key={i} direction="row" spacing={3} sx={{ px: 2, py: 2, borderTop: 1, borderColor: 'divider', alignItems: 'center' }}>
          <Box sx={{ flex: 2 }}><Skeleton width="60%" /><Skeleton width="85%" height={14} /></Box>
          <Skeleton sx={{ flex: 1.5 }} />
          <Skeleton variant="rounded" width={64} height={22} />
          <Skeleton sx={{ flex: 1 }} />
          <Skeleton variant="rounded" width={34} height={20} />
          <Skeleton width={90} />
          <Skeleton width={90} />
        </Stack>
      ))}
    </Card>
  );
}
