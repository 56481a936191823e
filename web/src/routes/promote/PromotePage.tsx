import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  MenuItem,
  Skeleton,
  Stack,
  Switch,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import SwapHorizRoundedIcon from '@mui/icons-material/SwapHorizRounded';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import CompareArrowsRoundedIcon from '@mui/icons-material/CompareArrowsRounded';
import { useSnackbar } from 'notistack';
import { PageHeader } from '../../components/PageHeader';
import { CardGridSkeleton, EmptyState, ErrorState, NoProjectSelected } from '../../components/StateViews';
import { useProjects } from '../../state/ProjectsProvider';
import { ErrorToast, ViewOnlyChip, errorDetail } from '../environments/feedback';
import { usePromote } from './usePromote';
import type { ComparedFlag, Promotion } from './usePromote';

const show = (v: unknown) => (typeof v === 'string' ? `"${v}"` : JSON.stringify(v));

function Side({ side, changed }: { side: ComparedFlag['from']; changed: boolean }) {
  const eff = side.effective as { value: unknown; enabled: boolean };
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', fontWeight: changed ? 700 : 400 }} noWrap>
        {show(eff.value)}
      </Typography>
      <Stack direction="row" spacing={0.5} sx={{ mt: 0.25 }}>
        {!eff.enabled && <Chip size="small" label="off" />}
        {side.custom ? null : <Chip size="small" variant="outlined" label="default" />}
        {side.targeting ? <Chip size="small" color="secondary" variant="outlined" label="targeting" /> : null}
      </Stack>
    </Box>
  );
}

/** What one flag's promotion changes, in words. */
function changeText(f: Promotion['flags'][number]): string[] {
  const out: string[] = [];
  const v = f.value as { before: { value: unknown; enabled: boolean } | null; after: { value: unknown; enabled: boolean } | null } | null;
  if (v)
    out.push(
      `value ${v.before ? show(v.before.value) + (v.before.enabled ? '' : ' (off)') : 'default'} → ${v.after ? show(v.after.value) + (v.after.enabled ? '' : ' (off)') : 'default'}`,
    );
  const t = f.targeting as { before: unknown; after: unknown } | null;
  if (t) out.push(t.after ? (t.before ? 'targeting rules replaced' : 'targeting rules added') : 'targeting rules removed');
  return out;
}

/** Project Tools → Compare & Promote: two environments side by side; copy chosen flags as one change, undoable. */
export default function PromotePage() {
  const { current, loading: projectsLoading } = useProjects();
  const { enqueueSnackbar } = useSnackbar();
  const envs = useMemo(() => [...(current?.environments ?? [])].sort((a, b) => a.order - b.order), [current]);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [values, setValues] = useState(true);
  const [targeting, setTargeting] = useState(true);
  const [showAll, setShowAll] = useState(false);
  const [picked, setPicked] = useState<string[]>([]);
  const [preview, setPreview] = useState<Promotion | null>(null);
  const [done, setDone] = useState<Promotion | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  useEffect(() => {
    setFrom(envs.find((e) => e.name === 'staging')?.id ?? envs[0]?.id ?? '');
    setTo(envs.find((e) => e.name === 'production')?.id ?? envs[1]?.id ?? envs[0]?.id ?? '');
    setDone(null);
  }, [current?.id]); // eslint-disable-line react-hooks/exhaustive-deps
  const p = usePromote(current?.id, from, to);
  const differing = (f: ComparedFlag) => (values && (f.differs.value || f.differs.enabled)) || (targeting && f.differs.targeting);
  const rows = (p.comparison?.flags ?? []).filter((f) => showAll || differing(f));
  useEffect(() => setPicked((p.comparison?.flags ?? []).filter(differing).map((f) => f.key)), [p.comparison, values, targeting]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!current)
    return projectsLoading ? (
      <CardGridSkeleton label="Loading project..." />
    ) : (
      <>
        <PageHeader title="Compare & Promote" />
        <NoProjectSelected />
      </>
    );
  const canPromote = current.permissions.canManageEnvironments;
  const choice = { from, to, flagKeys: picked, values, targeting };
  const openPreview = async () => {
    setPreviewError(null);
    try {
      setPreview(await p.preview(choice));
    } catch (e) {
      enqueueSnackbar(<ErrorToast title="Failed to preview the promotion" error={e} />, { variant: 'error' });
    }
  };
  const confirm = async () => {
    try {
      const r = await p.promote(choice);
      setPreview(null);
      setDone(r);
      enqueueSnackbar(`${r.flags.length} flag${r.flags.length === 1 ? '' : 's'} promoted to ${r.to}`, { variant: 'success' });
    } catch (e) {
      setPreviewError(errorDetail(e) ?? 'Failed to promote');
    }
  };
  const undo = async () => {
    if (!done?.promotion) return;
    try {
      await p.revert(done.promotion.eventId);
      enqueueSnackbar(`Promotion into ${done.to} undone`, { variant: 'success' });
      setDone(null);
    } catch (e) {
      enqueueSnackbar(<ErrorToast title="Failed to undo the promotion" error={e} />, { variant: 'error' });
    }
  };
  const envSelect = (label: string, value: string, set: (v: string) => void) => (
    <TextField
      select
      label={label}
      value={value}
      onChange={(e) => {
        set(e.target.value);
        setDone(null);
      }}
      sx={{ minWidth: { xs: 0, sm: 200 }, flex: { xs: 1, sm: 'none' } }}
    >
      {envs.map((e) => (
        <MenuItem key={e.id} value={e.id}>
          {e.name}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Box>
      <PageHeader
        title="Compare & Promote"
        subtitle="See how two environments differ, then copy the flags you choose (values, on/off and targeting) in one recorded change."
        actions={canPromote ? undefined : <ViewOnlyChip />}
      />
      <Card sx={{ p: 2.5, mb: 3 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
            {envSelect('From', from, setFrom)}
            <Tooltip title="Swap">
              <IconButton
                aria-label="Swap environments"
                onClick={() => {
                  setFrom(to);
                  setTo(from);
                  setDone(null);
                }}
              >
                <SwapHorizRoundedIcon />
              </IconButton>
            </Tooltip>
            {envSelect('To', to, setTo)}
          </Stack>
          <Box sx={{ flex: 1, display: { xs: 'none', md: 'block' } }} />
          <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 1 }}>
            <FormControlLabel control={<Switch checked={values} onChange={(e) => setValues(e.target.checked)} />} label="Values" />
            <FormControlLabel control={<Switch checked={targeting} onChange={(e) => setTargeting(e.target.checked)} />} label="Targeting" />
            <FormControlLabel control={<Switch checked={showAll} onChange={(e) => setShowAll(e.target.checked)} />} label="Show identical" />
          </Stack>
        </Stack>
      </Card>
      {done?.promotion && (
        <Alert
          severity="success"
          sx={{ mb: 3 }}
          action={
            <Button color="inherit" onClick={() => void undo()} disabled={p.pending}>
              Undo
            </Button>
          }
        >
          Promoted {done.flags.map((f) => f.key).join(', ')} from {done.from} to {done.to}. Recorded as one entry in the Audit Log.
        </Alert>
      )}
      {from === to ? (
        <Alert severity="info">Choose two different environments.</Alert>
      ) : p.loading ? (
        <Stack spacing={1}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={56} />
          ))}
        </Stack>
      ) : p.error && !p.comparison ? (
        <ErrorState title="Error comparing environments" message={p.error.message} onRetry={() => void p.refetch()} />
      ) : p.comparison && p.comparison.flags.length === 0 ? (
        <EmptyState
          icon={<CompareArrowsRoundedIcon sx={{ fontSize: 44 }} />}
          title="No feature flags yet"
          description="Create flags first; then compare their values across environments here."
        />
      ) : (
        p.comparison && (
          <Card>
            <Stack direction="row" sx={{ px: 2.5, py: 1.5, alignItems: 'center', borderBottom: 1, borderColor: 'divider' }}>
              <Typography sx={{ flex: 1 }} variant="subtitle1">
                {p.comparison.differing === 0
                  ? `${p.comparison.to.name} already matches ${p.comparison.from.name}`
                  : `${p.comparison.differing} of ${p.comparison.flags.length} flags differ`}
              </Typography>
              {canPromote && (
                <Button
                  variant="contained"
                  endIcon={<ArrowForwardRoundedIcon />}
                  disabled={picked.length === 0 || p.pending}
                  onClick={() => void openPreview()}
                >
                  Review {picked.length} flag{picked.length === 1 ? '' : 's'}
                </Button>
              )}
            </Stack>
            <Box
              sx={{
                display: { xs: 'none', md: 'grid' },
                gridTemplateColumns: '48px minmax(0, 1.2fr) minmax(0, 1fr) 32px minmax(0, 1fr)',
                columnGap: 2,
                px: 2.5,
                py: 1,
                color: 'text.secondary',
                fontSize: 12,
                fontWeight: 600,
                textTransform: 'uppercase',
              }}
            >
              <span />
              <span>Flag</span>
              <span>{p.comparison.from.name}</span>
              <span />
              <span>{p.comparison.to.name}</span>
            </Box>
            {rows.length === 0 ? (
              <Box sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>Nothing differs for what you chose to compare.</Box>
            ) : (
              rows.map((f) => {
                const diff = differing(f);
                return (
                  <Box
                    key={f.key}
                    data-testid="compare-row"
                    data-key={f.key}
                    sx={{
                      display: 'grid',
                      // on a phone the flag takes the first line, its two sides the second
                      gridTemplateColumns: { xs: '40px minmax(0, 1fr) 24px minmax(0, 1fr)', md: '48px minmax(0, 1.2fr) minmax(0, 1fr) 32px minmax(0, 1fr)' },
                      gridTemplateAreas: { xs: '"check name name name" ". from arrow to"', md: '"check name from arrow to"' },
                      columnGap: 2,
                      rowGap: 1,
                      alignItems: 'center',
                      px: 2.5,
                      py: 1.25,
                      borderTop: 1,
                      borderColor: 'divider',
                    }}
                  >
                    <Checkbox
                      sx={{ gridArea: 'check' }}
                      disabled={!diff || !canPromote}
                      checked={picked.includes(f.key)}
                      onChange={() => setPicked((xs) => (xs.includes(f.key) ? xs.filter((x) => x !== f.key) : [...xs, f.key]))}
                      slotProps={{ input: { 'aria-label': `Promote ${f.key}` } }}
                    />
                    <Box sx={{ minWidth: 0, gridArea: 'name' }}>
                      <Typography sx={{ fontWeight: 600 }} noWrap>
                        {f.name}
                      </Typography>
                      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                        <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                          {f.key}
                        </Typography>
                        {f.differs.value && <Chip size="small" color="warning" label="value" />}
                        {f.differs.enabled && !f.differs.value && <Chip size="small" color="warning" label="on/off" />}
                        {f.differs.targeting && <Chip size="small" color="warning" label="targeting" />}
                      </Stack>
                    </Box>
                    <Box sx={{ gridArea: 'from', minWidth: 0 }}>
                      <Side side={f.from} changed={diff} />
                    </Box>
                    <ArrowForwardRoundedIcon fontSize="small" sx={{ gridArea: 'arrow', color: 'text.disabled' }} />
                    <Box sx={{ gridArea: 'to', minWidth: 0 }}>
                      <Side side={f.to} changed={diff} />
                    </Box>
                  </Box>
                );
              })
            )}
          </Card>
        )
      )}
      <Dialog open={preview !== null} onClose={p.pending ? undefined : () => setPreview(null)} maxWidth="sm" fullWidth>
        <DialogTitle>Promote to {preview?.to}?</DialogTitle>
        <DialogContent>
          {previewError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {previewError}
            </Alert>
          )}
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Exactly these changes are made in {preview?.to}, as one entry of the Audit Log; you can undo it from this page afterwards:
          </Typography>
          <Stack spacing={1.25} data-testid="promote-preview">
            {preview?.flags.map((f) => (
              <Box key={f.key}>
                <Typography sx={{ fontWeight: 600 }}>
                  {f.name}{' '}
                  <Typography component="span" variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                    {f.key}
                  </Typography>
                </Typography>
                {changeText(f).map((t) => (
                  <Typography key={t} variant="body2" sx={{ fontFamily: 'monospace', pl: 1.5 }}>
                    {t}
                  </Typography>
                ))}
              </Box>
            ))}
            {preview && preview.flags.length === 0 && <Typography>Nothing would change.</Typography>}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={() => setPreview(null)} disabled={p.pending}>
            Cancel
          </Button>
          <Button variant="contained" onClick={() => void confirm()} disabled={p.pending || !preview?.flags.length}>
            {p.pending ? 'Promoting...' : `Promote ${preview?.flags.length ?? 0} flag${preview?.flags.length === 1 ? '' : 's'}`}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
