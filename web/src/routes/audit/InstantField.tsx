import { Box, Button, Chip, Stack, TextField } from '@mui/material';
import PushPinRoundedIcon from '@mui/icons-material/PushPinRounded';
import { fromLocalInput, nowInstant, toLocalInput } from './auditModel';
import { fieldSx } from './AuditFilters';
import type { Instant } from './auditModel';

/**
 * Picks an instant: a date and time to the second, or (set from an event of the timeline) a
 * position in the history, shown as a chip. "Now" takes the present.
 */
export function InstantField({ label, value, onChange, id }: { label: string; value: Instant | null; onChange: (i: Instant) => void; id: string }) {
  const local = value ? toLocalInput('position' in value ? value.at : value.time) : '';
  return (
    <Box sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          id={id}
          type="datetime-local"
          label={label}
          value={local}
          fullWidth
          onChange={(e) => {
            const iso = fromLocalInput(e.target.value, true);
            if (iso) onChange({ time: iso });
          }}
          sx={fieldSx}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
        />
        <Button variant="outlined" onClick={() => onChange(nowInstant())} sx={{ flexShrink: 0, bgcolor: 'background.paper' }} aria-label={`${label}: now`}>
          Now
        </Button>
      </Stack>
      {value && 'position' in value && (
        <Chip size="small" color="primary" variant="outlined" icon={<PushPinRoundedIcon />} label={`Pinned ${value.label}`} sx={{ mt: 1, maxWidth: '100%' }} />
      )}
    </Box>
  );
}
