import { Box, Button, Chip, Stack } from '@mui/material';
import { styled } from '@mui/material/styles';
import PushPinRoundedIcon from '@mui/icons-material/PushPinRounded';
import { fromLocalInput, nowInstant, toLocalInput } from './auditModel';
import type { Instant } from './auditModel';
import { PaperField } from './auditParts';

const Field = styled(Box)({ minWidth: 0 });
const FieldRow = styled(Stack)({ alignItems: 'center' });
const NowButton = styled(Button)(({ theme }) => ({ flexShrink: 0, backgroundColor: theme.palette.background.paper }));
const PinnedChip = styled(Chip)(({ theme }) => ({ marginTop: theme.spacing(1), maxWidth: '100%' }));

/**
 * Picks an instant: a date and time to the second, or (set from an event of the timeline) a
 * position in the history, shown as a chip. "Now" takes the present.
 */
export function InstantField({ label, value, onChange, id }: { label: string; value: Instant | null; onChange: (i: Instant) => void; id: string }) {
  const local = value ? toLocalInput('position' in value ? value.at : value.time) : '';
  return (
    <Field>
      <FieldRow direction="row" spacing={1}>
        <PaperField
          id={id}
          type="datetime-local"
          label={label}
          value={local}
          fullWidth
          onChange={(e) => {
            const iso = fromLocalInput(e.target.value, true);
            if (iso) onChange({ time: iso });
          }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
        />
        <NowButton variant="outlined" onClick={() => onChange(nowInstant())} aria-label={`${label}: now`}>
          Now
        </NowButton>
      </FieldRow>
      {value && 'position' in value && (
        <PinnedChip size="small" color="primary" variant="outlined" icon={<PushPinRoundedIcon />} label={`Pinned ${value.label}`} />
      )}
    </Field>
  );
}
