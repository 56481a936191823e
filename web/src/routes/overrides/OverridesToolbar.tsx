import { Chip, InputAdornment, Stack, TextField } from '@mui/material';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import { OVERRIDE_FILTERS } from './overridesModel';
import type { OverridesPageModel } from './useOverridesPage';

/** The search and the status filter chips (with their counts) above the cards. */
export function OverridesToolbar({ page }: { page: OverridesPageModel }) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 3, alignItems: { xs: 'stretch', md: 'center' }, justifyContent: 'space-between' }}>
      <TextField
        placeholder="Search overrides..."
        value={page.search}
        onChange={(e) => page.setSearch(e.target.value)}
        sx={{ width: { xs: '100%', md: 340 }, '& .MuiInputBase-root': { bgcolor: 'background.paper' } }}
        slotProps={{
          htmlInput: { 'aria-label': 'Search overrides' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRoundedIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label="Filter by status">
        {OVERRIDE_FILTERS.map((f) => (
          <Chip
            key={f.value}
            label={`${f.label} ${page.counts[f.value]}`}
            clickable
            color={page.filter === f.value ? 'primary' : 'default'}
            variant={page.filter === f.value ? 'filled' : 'outlined'}
            onClick={() => page.setFilter(f.value)}
            aria-pressed={page.filter === f.value}
          />
        ))}
      </Stack>
    </Stack>
  );
}
