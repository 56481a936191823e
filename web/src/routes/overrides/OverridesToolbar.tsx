import { Chip } from '@mui/material';
import { OVERRIDE_FILTERS } from './overridesModel';
import type { OverridesPageModel } from './useOverridesPage';
import { ListSearchField } from '../../components/ListSearchField';
import { ToolbarRow, WrapRow } from './overrideParts';

/** The search and the status filter chips (with their counts) above the cards. */
export function OverridesToolbar({ page }: { page: OverridesPageModel }) {
  return (
    <ToolbarRow direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
      <ListSearchField placeholder="Search overrides..." ariaLabel="Search overrides" value={page.search} onSearch={page.setSearch} from="md" />
      <WrapRow direction="row" spacing={1} useFlexGap role="group" aria-label="Filter by status">
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
      </WrapRow>
    </ToolbarRow>
  );
}
