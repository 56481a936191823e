import { useState } from 'react';
import { Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import AddRoundedIcon from '@mui/icons-material/AddRounded';

export const DEFAULT_ENVIRONMENT_NAMES = ['development', 'staging', 'production'];

/**
 * Initial environments as chips (spec §5): a custom one must be non-blank and not already
 * listed, added by button or Enter; one can be removed only while more than one remains.
 */
export function EnvironmentChips({ value, onChange, disabled }: { value: string[]; onChange: (v: string[]) => void; disabled?: boolean }) {
  const [text, setText] = useState('');
  const name = text.trim();
  const canAdd = name.length > 0 && !value.some((v) => v.toLowerCase() === name.toLowerCase());
  const add = () => {
    if (!canAdd) return;
    onChange([...value, name]);
    setText('');
  };
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>Environments</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap',  mb: 1.5 }}>
        {value.map((env) => (
          <Chip key={env} label={env} color="primary" variant="outlined" onDelete={value.length > 1 && !disabled ? () => onChange(value.filter((v) => v !== env)) : undefined} />
        ))}
      </Stack>
      <Stack direction="row" spacing={1}>
        <TextField
          fullWidth placeholder="Add environment (e.g. qa)" value={text} disabled={disabled}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); add(); } }}
          slotProps={{ htmlInput: { 'aria-label': 'New environment name' } }}
        />
        <Button variant="outlined" onClick={add} disabled={!canAdd || disabled} startIcon={<AddRoundedIcon />}>Add</Button>
      </Stack>
    </Box>
  );
}
