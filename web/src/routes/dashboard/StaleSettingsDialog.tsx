import { Button, Dialog, DialogActions, DialogContent, DialogTitle, InputAdornment, TextField, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { useStaleSettings } from './useStaleSettings';

const Intro = styled(Typography)(({ theme }) => ({ marginBottom: theme.spacing(2) }));

/** The project's N: a flag is stale after N days without evaluations, or serving one variant only. */
export function StaleSettingsDialog({ days, onClose, onSave }: { days: number; onClose: () => void; onSave: (days: number) => Promise<unknown> }) {
  const f = useStaleSettings(days, onSave, onClose);
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>Stale flags</DialogTitle>
      <DialogContent>
        <Intro variant="body2" color="text.secondary">
          A flag is stale when it was not evaluated in any environment, or served one variant to every evaluation, for this many days.
        </Intro>
        <TextField
          label="Stale after"
          value={f.text}
          onChange={(e) => f.setText(e.target.value)}
          error={!f.parsed.ok}
          helperText={f.parsed.ok ? 'Default: 30 days' : f.parsed.error}
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { inputMode: 'numeric' }, input: { endAdornment: <InputAdornment position="end">days</InputAdornment> } }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void f.save();
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void f.save()} disabled={!f.parsed.ok || f.saving}>
          {f.saving ? 'Saving...' : 'Save'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
