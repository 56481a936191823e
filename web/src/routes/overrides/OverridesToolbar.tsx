import { Chip, Stack } from '@mui/material';
import { OVERRIDE_FILTERS } from './overridesModel';
import type { OverridesPageModel } from './useOverridesPage';
import { ListSearchField } from '../../components/ListSearchField';

/** The search and the status filter chips (with their counts) above the cards. */
export function OverridesToolbar({ page }: { page: OverridesPageModel }) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 3, alignItems: { xs: 'stretch', md: 'center' }, justifyContent: 'space-between' }}>
      <ListSearchField placeholder="Search overrides..." ariaLabel="Search overrides" value={page.search} onSearch={page.setSearch} from="md" />
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
