import { Box, Card, FormControlLabel, IconButton, MenuItem, Stack, Switch, TextField, Tooltip } from '@mui/material';
import SwapHorizRoundedIcon from '@mui/icons-material/SwapHorizRounded';
import type { usePromotePage } from './usePromotePage';

type Page = ReturnType<typeof usePromotePage>;

function EnvironmentSelect({ label, value, envs, onChange }: { label: string; value: string; envs: Page['envs']; onChange: (id: string) => void }) {
  return (
    <TextField select label={label} value={value} onChange={(e) => onChange(e.target.value)} sx={{ minWidth: { xs: 0, sm: 200 }, flex: { xs: 1, sm: 'none' } }}>
      {envs.map((e) => (
        <MenuItem key={e.id} value={e.id}>
          {e.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The two environments (swappable) and what to compare: values, targeting, identical flags too. */
export function ComparisonOptions({ envs, pair, options }: Pick<Page, 'envs' | 'pair' | 'options'>) {
  return (
    <Card sx={{ p: 2.5, mb: 3 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          <EnvironmentSelect label="From" value={pair.from} envs={envs} onChange={pair.setFrom} />
          <Tooltip title="Swap">
            <IconButton aria-label="Swap environments" onClick={pair.swap}>
              <SwapHorizRoundedIcon />
            </IconButton>
          </Tooltip>
          <EnvironmentSelect label="To" value={pair.to} envs={envs} onChange={pair.setTo} />
        </Stack>
        <Box sx={{ flex: 1, display: { xs: 'none', md: 'block' } }} />
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 1 }}>
          <FormControlLabel control={<Switch checked={options.values} onChange={(e) => options.setValues(e.target.checked)} />} label="Values" />
          <FormControlLabel control={<Switch checked={options.targeting} onChange={(e) => options.setTargeting(e.target.checked)} />} label="Targeting" />
          <FormControlLabel control={<Switch checked={options.showAll} onChange={(e) => options.setShowAll(e.target.checked)} />} label="Show identical" />
        </Stack>
      </Stack>
    </Card>
  );
}
