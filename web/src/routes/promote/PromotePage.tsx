import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
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
      <Typography variant="body2" sx={{ fontFamily: 'fontFamilyMono', fontWeight: changed ? 700 : 400 }} noWrap>
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

type ValueSide = { value: unknown; enabled: boolean } | null;

/** One side of a value change: the value (the default's when the environment has none of its own), off when disabled. */
function ValueText({ side, fallback, strong }: { side: ValueSide; fallback: ValueSide; strong?: boolean }) {
  const eff = side ?? fallback;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0, flexWrap: 'wrap', rowGap: 0.5 }}>
      <Typography
        variant="body2"
        sx={{ fontFamily: 'fontFamilyMono', fontWeight: strong ? 700 : 400, color: strong ? 'text.primary' : 'text.secondary' }}
        noWrap
      >
        {eff ? show(eff.value) : '—'}
      </Typography>
      {!side && <Chip size="small" variant="outlined" label="default" />}
      {eff && !eff.enabled && <Chip size="small" label="off" />}
    </Stack>
  );
}

const sideText = (side: ValueSide, fallback: ValueSide) => {
  const eff = side ?? fallback;
  return `${eff ? show(eff.value) : '—'}${side ? '' : ' (default)'}${eff && !eff.enabled ? ' (off)' : ''}`;
};

/** A flag's changes in the preview: each as a labelled before → after line. */
function PreviewFlag({ f, compared }: { f: Promotion['flags'][number]; compared: ComparedFlag | undefined }) {
  const v = f.value as { before: ValueSide; after: ValueSide } | null;
  const t = f.targeting as { before: unknown; after: unknown } | null;
  // without an own value an environment serves the flag's default: the same on both sides
  const dflt = (compared && (!compared.to.custom ? compared.to.effective : !compared.from.custom ? compared.from.effective : null)) as ValueSide | undefined;
  const line = (label: string, text: string, before: ReactNode, after: ReactNode) => (
    <Box
      data-change={`${label}: ${text}`}
      sx={{
        display: 'grid',
        // on a phone the label takes its own line above the two sides
        gridTemplateColumns: { xs: 'minmax(0, 1fr) 20px minmax(0, 1fr)', sm: '84px minmax(0, 1fr) 20px minmax(0, 1fr)' },
        gridTemplateAreas: { xs: '"label label label" "before arrow after"', sm: '"label before arrow after"' },
        columnGap: 1,
        rowGap: 0.25,
        alignItems: 'center',
        mt: 0.75,
      }}
    >
      <Typography variant="caption" color="text.secondary" sx={{ gridArea: 'label', fontWeight: 600, textTransform: 'uppercase', letterSpacing: 0.4 }}>
        {label}
      </Typography>
      <Box sx={{ gridArea: 'before', minWidth: 0 }}>{before}</Box>
      <ArrowForwardRoundedIcon sx={{ gridArea: 'arrow', fontSize: 16, color: 'text.disabled' }} />
      <Box sx={{ gridArea: 'after', minWidth: 0 }}>{after}</Box>
    </Box>
  );
  const rules = (x: unknown) => (
    <Typography variant="body2" color={x ? 'text.primary' : 'text.secondary'} sx={{ fontWeight: x ? 600 : 400 }}>
      {x ? 'Rules' : 'No rules'}
    </Typography>
  );
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1.5, px: 1.75, py: 1.25 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {f.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'fontFamilyMono' }} noWrap>
          {f.key}
        </Typography>
      </Stack>
      {v &&
        line(
          'Value',
          `${sideText(v.before, dflt ?? null)} → ${sideText(v.after, dflt ?? null)}`,
          <ValueText side={v.before} fallback={dflt ?? null} />,
          <ValueText side={v.after} fallback={dflt ?? null} strong />,
        )}
      {t && line('Targeting', t.after ? (t.before ? 'rules replaced' : 'rules added') : 'rules removed', rules(t.before), rules(t.after))}
    </Box>
  );
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
                        <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'fontFamilyMono' }}>
                          {f.key}
                        </Typography>
                        {f.differs.value && <Chip size="small" color="warning" variant="outlined" label="value" />}
                        {f.differs.enabled && !f.differs.value && <Chip size="small" color="warning" variant="outlined" label="on/off" />}
                        {f.differs.targeting && <Chip size="small" color="warning" variant="outlined" label="targeting" />}
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
              <PreviewFlag key={f.key} f={f} compared={p.comparison?.flags.find((c) => c.key === f.key)} />
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
