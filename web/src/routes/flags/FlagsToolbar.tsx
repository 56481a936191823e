import { Box, Stack, Typography } from '@mui/material';
import { ColumnsMenu } from './ColumnsMenu';
import { FlagViewFilter } from './StaleBits';
import type { FlagsPageModel } from './useFlagsPage';
import { ListSearchField } from '../../components/ListSearchField';

/** Above the list: the search, the All / Stale / Archived filter, the count line and the column chooser. */
export function FlagsToolbar({ page }: { page: FlagsPageModel }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2.5, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
      <ListSearchField
        value={page.search.value}
        onSearch={page.search.set}
        onKeyDown={(e) => {
          if (e.key === 'Enter') page.search.enter();
        }}
        placeholder="Search name, key or description..."
        ariaLabel="Search feature flags"
        width={380}
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
