import { Box, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import { ColumnsMenu } from './ColumnsMenu';
import { FlagViewFilter } from './StaleBits';
import type { FlagsPageModel } from './useFlagsPage';

/** Above the list: the search, the All / Stale / Archived filter, the count line and the column chooser. */
export function FlagsToolbar({ page }: { page: FlagsPageModel }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2.5, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
      <TextField
        value={page.search.value}
        onChange={(e) => page.search.set(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') page.search.enter();
        }}
        placeholder="Search name, key or description..."
        sx={{ width: { xs: '100%', sm: 380 }, '& .MuiOutlinedInput-root': { bgcolor: 'background.paper' } }}
        slotProps={{
          htmlInput: { 'aria-label': 'Search feature flags' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRoundedIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Box sx={{ flexGrow: { sm: 1 } }}>
        <FlagViewFilter view={page.view} counts={page.counts} onChange={page.setView} />
      </Box>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary">
          {page.countText}
        </Typography>
        {page.environments.length > 0 && <ColumnsMenu environments={page.environments} shown={page.shownEnvs.map((e) => e.id)} onChange={page.setColumns} />}
      </Stack>
    </Stack>
  );
}
