import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  InputAdornment,
  Link,
  Skeleton,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import CheckCircleOutlineRoundedIcon from '@mui/icons-material/CheckCircleOutlineRounded';
import { describeError } from '../../apollo/errors';
import { useFlagHygiene } from '../flags/useFlagHygiene';
import { parseStaleDays, staleReasonText } from '../flags/staleModel';
import { CardTitle } from './parts';

const SHOWN = 6;

/**
 * Stale flags (issue 20): flags not evaluated anywhere, or serving one variant only, for the
 * project's N days, each with a one-click Archive (restorable from its toast or the Archived
 * filter); managers set N here.
 */
export function StaleFlagsCard({ projectId, canManage }: { projectId: string; canManage: boolean }) {
  const h = useFlagHygiene(projectId);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [all, setAll] = useState(false);
  const days = h.staleAfterDays;
  const list = all ? h.staleFlags : h.staleFlags.slice(0, SHOWN);

  return (
    <Card data-testid="stale-flags-card" sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
        <CardTitle
          title={h.staleFlags.length ? `Stale flags (${h.staleFlags.length})` : 'Stale flags'}
          subtitle={days === null ? 'Flags nobody reads any more' : `Not evaluated, or one variant only, for ${days} ${days === 1 ? 'day' : 'days'}`}
          action={
            canManage && (
              <Tooltip title="Stale after N days">
                <IconButton size="small" aria-label="Stale flag settings" onClick={() => setSettingsOpen(true)}>
                  <SettingsOutlinedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )
          }
        />
        {h.error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void h.refetch()}>
                Retry
              </Button>
            }
          >
            Stale flags could not be loaded: {describeError(h.error)}
          </Alert>
        ) : h.loading ? (
          <Stack spacing={1.5}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={44} />
            ))}
          </Stack>
        ) : h.staleFlags.length === 0 ? (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 1 }}>
            <CheckCircleOutlineRoundedIcon color="success" />
            <Typography variant="body2" color="text.secondary">
              No stale flags: every flag was read, with more than one variant, in the last {days ?? 30} days.
            </Typography>
          </Stack>
        ) : (
          <Stack>
            {list.map((s, i) => (
              <Stack
                key={s.flagId}
                direction="row"
                spacing={1.5}
                sx={{ py: 1.25, borderTop: i ? 1 : 0, borderColor: 'divider', alignItems: 'center', justifyContent: 'space-between' }}
                data-testid={`stale-${s.flagKey}`}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Link
                    component={RouterLink}
                    to={`/flags/${encodeURIComponent(s.flagKey)}`}
                    underline="hover"
                    color="text.primary"
                    sx={{ fontWeight: 600, fontSize: 14, overflowWrap: 'anywhere' }}
                  >
                    {s.flagName}
                  </Link>
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    <Box component="code">{s.flagKey}</Box> · {staleReasonText(s, days)}
                  </Typography>
                </Box>
                {canManage && (
                  <Button
                    size="small"
                    variant="outlined"
                    color="inherit"
                    startIcon={<ArchiveOutlinedIcon />}
                    disabled={busy === s.flagId}
                    onClick={() => {
                      setBusy(s.flagId);
                      void h
                        .archive({ id: s.flagId, name: s.flagName })
                        .catch(() => undefined)
                        .finally(() => setBusy(null));
                    }}
                    aria-label={`Archive ${s.flagName}`}
                    sx={{ flexShrink: 0, borderColor: 'divider' }}
                  >
                    Archive
                  </Button>
                )}
              </Stack>
            ))}
            {h.staleFlags.length > SHOWN && (
              <Button size="small" onClick={() => setAll((a) => !a)} sx={{ alignSelf: 'flex-start', mt: 1 }}>
                {all ? 'Show fewer' : `Show all ${h.staleFlags.length}`}
              </Button>
            )}
          </Stack>
        )}
      </CardContent>
      {canManage && settingsOpen && days !== null && <StaleSettingsDialog days={days} onClose={() => setSettingsOpen(false)} onSave={h.setStaleAfterDays} />}
    </Card>
  );
}

/** The project's N: a flag is stale after N days without evaluations, or serving one variant only. */
export function StaleSettingsDialog({ days, onClose, onSave }: { days: number; onClose: () => void; onSave: (days: number) => Promise<unknown> }) {
  const [text, setText] = useState(String(days));
  const [saving, setSaving] = useState(false);
  const parsed = parseStaleDays(text);
  const save = async () => {
    if (!parsed.ok) return;
    setSaving(true);
    try {
      await onSave(parsed.days);
      onClose();
    } catch {
      // the toast says why; the dialog stays open
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>Stale flags</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          A flag is stale when it was not evaluated in any environment, or served one variant to every evaluation, for this many days.
        </Typography>
        <TextField
          label="Stale after"
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={!parsed.ok}
          helperText={parsed.ok ? 'Default: 30 days' : parsed.error}
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { inputMode: 'numeric' }, input: { endAdornment: <InputAdornment position="end">days</InputAdornment> } }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void save();
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void save()} disabled={!parsed.ok || saving}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
