import { Box, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { ColumnsMenu } from './ColumnsMenu';
import { FlagViewFilter } from './StaleBits';
import type { FlagsPageModel } from './useFlagsPage';
import { ListSearchField } from '../../components/ListSearchField';
import { SpreadRow } from './flagListParts';

/** Stacked on phones; one line from sm, the filter taking the free space. */
const Bar = styled(Stack)(({ theme }) => ({
  marginBottom: theme.spacing(2.5),
  justifyContent: 'space-between',
  [theme.breakpoints.up('sm')]: { alignItems: 'center' },
}));

const FilterSlot = styled(Box)(({ theme }) => ({ [theme.breakpoints.up('sm')]: { flexGrow: 1 } }));

/** Above the list: the search, the All / Stale / Archived filter, the count line and the column chooser. */
export function FlagsToolbar({ page }: { page: FlagsPageModel }) {
  return (
    <Bar direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
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
      <FilterSlot>
        <FlagViewFilter view={page.view} counts={page.counts} onChange={page.setView} />
      </FilterSlot>
      <SpreadRow direction="row" spacing={1.5}>
        <Typography variant="body2" color="text.secondary">
          {page.countText}
        </Typography>
        {page.environments.length > 0 && <ColumnsMenu environments={page.environments} shown={page.shownEnvs.map((e) => e.id)} onChange={page.setColumns} />}
      </SpreadRow>
    </Bar>
  );
}
